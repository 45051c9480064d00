"""A saved game opens over any game on the table, whatever the two tables' sizes: a 4-player save
over a 2- or 3-player game (and back) shows the new table whole, and the player is asked before a
game in progress is replaced."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS, new_deal
from belote_desktop.storage import saves
from belote_desktop.ui.table.layout import snapshot_from_view


def _table_kind(rules):
    """What the table shows at the first call: seats, hands, kitty and table cards, a turned card, and the kinds
    of call (the bidding panel). Presets alike in all of these show the same table; each preset's own save
    opens over a table of another size in test_every_game_window.py."""
    deal = new_deal(rules, 0, seed=1)
    snap = snapshot_from_view(deal.view_for(0))
    calls = frozenset(type(a).__name__ for a in deal.legal_actions())
    return snap.players, len(snap.hand), snap.hidden, snap.kitty, tuple(map(len, snap.table)), snap.turned is not None, calls


TABLES = {}  # one preset of each kind of table
for _key, _rules in VARIANTS.items():
    TABLES.setdefault(_table_kind(_rules), _key)
KINDS = {key: VARIANTS[key] for key in TABLES.values()}


def _save_of_each_preset(window):
    """A named save of one preset of each kind of table, a few moves in."""
    c = window.controller
    c.auto_bots = False
    out = {}
    for key, rules in KINDS.items():
        window.start_game(rules, seed=3)
        for _ in range(5):
            c.play_bot_move_now()
        out[key] = saves.save_named(key, window.files.saves.payload())
    return out


def _shown_whole(window):
    """The scene shows the loaded table: its size, a plate per player, the hand of the game."""
    match, scene = window.controller.match, window.scene
    n = match.rules.players
    snap = scene.snapshot
    assert snap is not None and snap.players == n
    assert len(snap.hand) == len(match.deal.view_for(window.human).hand)
    assert [p.isVisible() for p in scene.plates] == [s < n for s in range(4)]


@pytest.mark.slow
def test_every_table_size_opens_over_every_other(window):
    # pytest-qt fails the test on an exception in a slot (the scene's refresh runs in one)
    files = _save_of_each_preset(window)
    assert {r.players for r in KINDS.values()} == {2, 3, 4} and len(KINDS) >= 9
    pairs = [(a, b) for a in KINDS for b in KINDS if KINDS[a].players != KINDS[b].players]
    smaller = sum(KINDS[a].players < KINDS[b].players for a, b in pairs)
    assert smaller == len(pairs) // 2 and smaller >= 20  # every smaller → larger, and back
    c = window.controller
    for on_table, opened in pairs:
        window.start_game(KINDS[on_table], seed=5)
        c.play_bot_move_now()
        assert window.open_save(files[opened]), (on_table, opened)
        assert c.match.rules.id == opened
        _shown_whole(window)


def test_open_asks_before_abandoning_the_game_in_progress(window, monkeypatch):
    c = window.controller
    c.auto_bots = False
    window.start_game(VARIANTS["coinche"], seed=2)
    c.play_bot_move_now()
    path = saves.save_named("other", window.files.saves.payload())
    window.start_game(VARIANTS["classic"], seed=9)
    for _ in range(3):
        c.play_bot_move_now()
    asked = []
    answer = [False]

    def ask(title, question, *_verbs, **_options):
        asked.append(question)
        return answer[0]

    monkeypatch.setattr(window.messages, "ask", ask)
    playing = c.match
    assert not window.open_save(path)  # "no": the game stays, untouched
    assert len(asked) == 1 and asked[0].startswith("Put the game in progress aside?") and c.match is playing
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
    from belote_desktop.ui.dialogs import new_game

    c = window.controller
    c.auto_bots = False
    window.start_game(VARIANTS["classic"], seed=9)
    c.play_bot_move_now()
    playing = c.match
    asked = []
    monkeypatch.setattr(window.messages, "ask", lambda title, question, *_verbs, **_options: asked.append((title, question)) or False)
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: new_game.NewGameDialog.DialogCode.Accepted)
    window.new_game_dialog()
    assert len(asked) == 1 and asked[0][0] == "New game" and asked[0][1].startswith("Put the game in progress aside?")
    assert c.match is playing
