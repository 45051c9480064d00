"""A saved game opens over any game on the table, whatever the two tables' sizes: a 4-player save
over a 2- or 3-player game (and back) shows the new table whole, and the player is asked before a
game in progress is replaced."""

from __future__ import annotations

from belote_desktop.engine import VARIANTS
from belote_desktop.storage import saves


def _save_of_each_preset(window):
    """A named save of every preset, a few moves in."""
    c = window.controller
    c.auto_bots = False
    out = {}
    for key, rules in VARIANTS.items():
        window.start_game(rules, seed=3)
        for _ in range(5):
            c.play_bot_move_now()
        out[key] = saves.save_named(key, window.files.payload())
    return out


def _shown_whole(window):
    """The scene shows the loaded table: its size, a plate per player, the hand of the game."""
    match, scene = window.controller.match, window.scene
    n = match.rules.players
    snap = scene.snapshot
    assert snap is not None and snap.players == n
    assert len(snap.hand) == len(match.deal.view_for(window.human).hand)
    assert [p.isVisible() for p in scene.plates] == [s < n for s in range(4)]


def test_every_table_size_opens_over_every_other(window):
    # pytest-qt fails the test on an exception in a slot (the scene's refresh runs in one)
    files = _save_of_each_preset(window)
    pairs = [(a, b) for a in VARIANTS for b in VARIANTS if VARIANTS[a].players != VARIANTS[b].players]
    assert sum(VARIANTS[a].players < VARIANTS[b].players for a, b in pairs) == 39  # every smaller → larger
    c = window.controller
    for on_table, opened in pairs:
        window.start_game(VARIANTS[on_table], seed=5)
        c.play_bot_move_now()
        assert window.open_save(files[opened]), (on_table, opened)
        assert c.match.rules.id == opened
        _shown_whole(window)


def test_open_asks_before_abandoning_the_game_in_progress(window, monkeypatch):
    c = window.controller
    c.auto_bots = False
    window.start_game(VARIANTS["coinche"], seed=2)
    c.play_bot_move_now()
    path = saves.save_named("other", window.files.payload())
    window.start_game(VARIANTS["classic"], seed=9)
    for _ in range(3):
        c.play_bot_move_now()
    asked = []
    answer = [False]

    def ask(title, question):
        asked.append(question)
        return answer[0]

    monkeypatch.setattr(window.messages, "ask", ask)
    playing = c.match
    assert not window.open_save(path)  # "no": the game stays, untouched
    assert asked == ["Abandon the game in progress?"] and c.match is playing
    assert window.scene.snapshot is not None and window.scene.snapshot.players == 4
    answer[0] = True
    assert window.open_save(path) and c.match.rules.id == "coinche" and len(asked) == 2
    # nothing played yet, or the player chose not to be asked: no question
    window.start_game(VARIANTS["classic"], seed=9)
    assert window.open_save(path) and len(asked) == 2
    window.settings.confirm_abandon_game = False
    window.start_game(VARIANTS["classic"], seed=9)
    c.play_bot_move_now()
    assert window.open_save(path) and len(asked) == 2


def test_new_game_asks_the_same_question(window, monkeypatch):
    from belote_desktop.ui.widgets import new_game

    c = window.controller
    c.auto_bots = False
    window.start_game(VARIANTS["classic"], seed=9)
    c.play_bot_move_now()
    playing = c.match
    asked = []
    monkeypatch.setattr(window.messages, "ask", lambda title, question: asked.append((title, question)) or False)
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: new_game.NewGameDialog.DialogCode.Accepted)
    window.new_game_dialog()
    assert asked == [("New game", "Abandon the game in progress?")] and c.match is playing
