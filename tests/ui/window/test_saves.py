"""Autosave and resume, named saves, damaged files reported and kept aside."""

from __future__ import annotations

from pathlib import Path

from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import MatchState, find_variant
from belote_desktop.storage import paths, saves


def _play_tricks(window, tricks):
    c = window.controller
    c.auto_bots = False
    for _ in range(500):
        deal = c.match.deal
        if len(deal.tricks) >= tricks and not c.awaiting_continue:
            return
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()


def test_autosave_after_each_trick_and_resume(qtbot, window):
    from belote_desktop.ui.window.main_window import MainWindow

    window.start_game(find_variant("coinche"), seed=6)
    _play_tricks(window, 2)
    assert saves.autosave_path().exists()
    saved = window.controller.match
    # the autosave holds the state after the last trick; play on a little without a trick
    loaded, messages = saves.read_autosave()
    assert messages == [] and isinstance(loaded.state, MatchState)
    assert loaded.state == saved
    window.close()  # closing saves the very latest state too
    again = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(again)
    again.controller.auto_bots = False
    again.start_default_game()
    assert again.controller.match == saved
    assert again.scene.snapshot is not None and len(again.scene.snapshot.hand) == len(
        saved.deal.hand(0))


def test_a_new_game_left_before_any_move_is_the_one_started_again(qtbot, window):
    """Found by the player robot: a game played a while (autosaved), then a new game of another kind, quit before
    anyone moved: the next start brought back the game left behind, not the one on the table."""
    from belote_desktop.ui.window.main_window import MainWindow

    window.start_game(find_variant("belot_2p"), seed=5)
    _play_tricks(window, 2)
    assert saves.read_autosave()[0].state.rules.id == "belot_2p"
    window.controller.auto_bots = False
    window.start_game(find_variant("belot_2p_open"), seed=7)
    left = window.controller.match
    assert not left.actions()
    window.close()
    again = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(again)
    again.controller.auto_bots = False
    again.start_default_game()
    resumed = again.controller.match
    assert resumed.rules.id == "belot_2p_open" and resumed.deal_number == 1 and resumed.scores == left.scores
    assert resumed.deal.deck == left.deal.deck  # the very deal left: its cards too


def test_named_save_and_open(qtbot, window):
    window.start_game(find_variant("classic"), seed=4)
    _play_tricks(window, 1)
    path = saves.save_named("Test game", window.files.saves.payload())
    state = window.controller.match
    window.start_game(find_variant("coinche"), seed=1)
    assert window.open_save(path)
    assert window.controller.match == state


def test_damaged_autosave_is_reported_and_kept(qtbot, capsys):
    from belote_desktop.ui.window.main_window import MainWindow

    target = saves.autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("{ this is not json", encoding="utf-8")
    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    w.start_default_game()
    err = capsys.readouterr().err
    assert "could not be restored" in err and "damaged" in err
    kept = [p for p in target.parent.iterdir() if paths.is_damaged_name(p)]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert w.controller.match is not None and w.controller.match.deal_number == 1  # a new game started


def test_damaged_named_save_is_reported_and_kept(qtbot, window, capsys):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "broken.json"
    bad.write_bytes(b"\x00\x01garbage")
    window.start_game(find_variant("classic"), seed=2)
    before = window.controller.match
    assert not window.open_save(bad)
    assert "could not be opened" in capsys.readouterr().err
    assert window.controller.match is before
    assert not bad.exists() and any(paths.is_damaged_name(p) for p in folder.iterdir())


def test_damaged_settings_file_gives_a_message_and_defaults(qtbot, capsys):
    from belote_desktop.storage.settings import load_settings
    from belote_desktop.ui.window.main_window import MainWindow

    path = paths.app_dirs().settings_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[1, 2", encoding="utf-8")
    settings, messages = load_settings()
    w = MainWindow(interactive=False, settings=settings, messages=messages)
    qtbot.addWidget(w)
    w.show_startup_messages()
    assert "damaged" in capsys.readouterr().err
    assert any(paths.is_damaged_name(p) for p in Path(path.parent).iterdir())


def test_save_game_over_a_damaged_save_keeps_it_and_says_so(qtbot, window, monkeypatch):
    import json

    from belote_desktop.ui.window import games

    window.start_game(find_variant("classic"), seed=4)
    _play_tricks(window, 1)
    path = saves.save_named("Evening", window.files.saves.payload())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["human_seat"] = "south"
    path.write_text(json.dumps(data), encoding="utf-8")
    damaged = path.read_bytes()
    assert [s.problem_kind for s in saves.list_saves()] == ["damaged"]
    told = []
    monkeypatch.setattr(window.toast, "show_message", lambda text, _anchor: told.append(text))
    monkeypatch.setattr(games.QInputDialog, "getText", lambda *a, **k: ("Evening", True))
    window.game_dialogs.save_dialog()
    [kept] = [p for p in path.parent.iterdir() if paths.is_damaged_name(p)]
    assert kept.read_bytes() == damaged and saves.load_save(path).state == window.controller.match
    assert told == [f"Saved as “Evening”. The damaged save of that name was kept as {kept.name}."]


def test_a_single_deal_autosave_is_kept_aside_and_told_at_start(qtbot, capsys):
    from belote_desktop.engine import new_deal
    from belote_desktop.ui.window.main_window import MainWindow

    deal = new_deal(find_variant("classic"), dealer=1, seed=5)
    for _ in range(6):
        deal = deal.apply(deal.legal_actions()[0])
    path = saves.write_autosave(deal)
    before = path.read_bytes()
    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    w.start_default_game()
    err = capsys.readouterr().err
    assert "holds a single deal" in err
    [kept] = [p for p in path.parent.iterdir() if paths.is_damaged_name(p)]
    assert kept.read_bytes() == before and str(kept) in err
    _play_tricks(w, 1)  # the new game's autosave does not touch the kept deal
    assert saves.autosave_path().exists() and kept.read_bytes() == before
