"""Issue 56, item 1: every way of starting over keeps the unfinished match somewhere the player can open it.

The Resume question at start (Esc, the title bar's close button, *Start a new game*), New Game (the menu, F2, a
rule changed in its options), a deal code, an imported deal file, a practice deal, the tutorial (and a second
tutorial from the first), hosting a network table (its own window, joined through the loopback address), and the
language changed mid-match: after each the match is on the table, in the autosave, or a named save that Open saved
game lists; a question that gives it up answers "Keep playing" on Enter. The banner of a game put aside can be
dismissed, the save staying."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import MatchState, find_variant, new_match
from belote_desktop.storage import saves


def _same(a: MatchState | None, b: MatchState) -> bool:
    return a is not None and (a.seed, a.first_deck, a.first_dealer, a.rules, a.scores, a.actions()) == (
        b.seed, b.first_deck, b.first_dealer, b.rules, b.scores, b.actions())


def _kept(w, match: MatchState) -> str:
    """Where the player finds ``match``: 'table', 'autosave', 'save NAME', or '' (lost)."""
    if not (w.practice_mode.active or w.tutorial_mode.active) and _same(w.controller.match, match):
        return "table"
    loaded, _ = saves.read_autosave()
    if loaded is not None and _same(loaded.state, match):
        return "autosave"
    for info in saves.list_saves():
        if not info.problem and _same(saves.load_save(info.path).state, match):
            return f"save {info.name}"
    return ""


def _window(qtbot, interactive=False):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=interactive, settings=make_settings(show_welcome=False))
    w.persist = True
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    w.controller.auto_bots = False
    return w


def _stop(w):
    c = w.controller
    c.auto_bots = False
    c.cancel_bot()
    c.wait_for_bots()


@pytest.fixture
def playing(qtbot):
    """A window with a Classic Belote match some tricks in (autosaved)."""
    w = _window(qtbot)
    w.start_game(find_variant("classic"), seed=3)
    c = w.controller
    while len(c.match.deal.tricks) < 2:
        if c.awaiting_continue:
            w.continue_deal()
        else:
            c.play_bot_move_now()
    assert _same(saves.read_autosave()[0].state, c.match)
    yield w, c.match
    _stop(w)


def _answer_box(qtbot, how: str, seen: dict[str, object]) -> None:
    """Answer the question box when it comes: 'escape', 'close' (its title bar's ✕), 'enter' (the default
    button) or the text of a button to click."""

    def answer(tries: int = 200) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if tries:
                QTimer.singleShot(5, lambda: answer(tries - 1))
            return
        seen["default"] = box.defaultButton().text() if box.defaultButton() else None
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        if how == "escape":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        elif how == "close":
            box.close()
        elif how == "enter":
            qtbot.keyClick(box, Qt.Key.Key_Return)
        else:
            next(b for b in box.buttons() if b.text() == how).click()

    QTimer.singleShot(0, answer)


# -- the Resume question --------------------------------------------------------------------------------------


@pytest.fixture
def autosaved():
    game = new_match(find_variant("baloot"), seed=21)
    rng = random.Random(3)
    while game.deal_number < 2 or not any(game.scores):
        game = game.apply(rng.choice(game.legal_actions()))
    saves.write_autosave(saves.SavePayload(game, 0, {"names": ["You", "East", "North", "West"],
                                                     "levels": [None, "expert", "beginner", "expert"]}, {}))
    return game


@pytest.mark.parametrize("how", ["escape", "close"])
def test_escape_or_the_close_button_on_the_resume_question_resumes_the_match(qtbot, autosaved, how):
    w = _window(qtbot, interactive=True)
    seen: dict[str, object] = {}
    _answer_box(qtbot, how, seen)
    w.start_default_game()
    try:
        assert seen["buttons"] == ["Resume it", "Start a new game"] and seen["default"] == "Resume it"
        assert w.controller.match == autosaved  # "not now": the match is back on the table
        assert _kept(w, autosaved) == "table" and saves.list_saves() == []
    finally:
        _stop(w)


def test_start_a_new_game_puts_the_match_aside_with_the_banner(qtbot, autosaved):
    w = _window(qtbot, interactive=True)
    _answer_box(qtbot, "Start a new game", {})
    w.start_default_game()
    c = w.controller
    try:
        assert c.match is not None and c.match != autosaved and not c.match.actions()
        aside = w.files.aside
        assert aside is not None and saves.load_save(aside).state == autosaved
        names = [info.name for info in saves.list_saves()]
        assert names == [saves.load_save(aside).name]  # Game > Open saved game lists it
        banner = w.practice_banner
        assert banner.isVisible() and banner.leave_button.text() == "Back to my game"
        assert "Baloot" in banner.title.text() and names[0] in banner.text.text()
        while not c.match.deal.tricks:  # the new game's autosave takes the file; the save aside keeps the match
            c.play_bot_move_now()
        assert _kept(w, autosaved).startswith("save ")
        w.interactive = False
        banner.leave_button.click()
        assert c.match == autosaved
    finally:
        _stop(w)


def test_the_banner_of_a_game_put_aside_can_be_dismissed_and_the_save_stays(qtbot, autosaved):
    w = _window(qtbot, interactive=True)
    _answer_box(qtbot, "Start a new game", {})
    w.start_default_game()
    try:
        banner = w.practice_banner
        aside = w.files.aside
        assert banner.close_button.isVisible() and banner.close_button.accessibleName() == "Dismiss"
        banner.close_button.click()
        assert not banner.isVisible() and w.files.aside is None
        assert aside.exists() and saves.load_save(aside).state == autosaved  # still in Open saved game
        assert "Open saved game" in w.toast.text()
        w.interactive = False
        assert w.play_deal_again(0, w.controller.match.deal)  # a practice deal ...
        assert not banner.close_button.isVisible()  # (whose banner has no close button)
        w.deals.leave_practice_now()
        assert not banner.isVisible()  # ... does not bring the dismissed offer back
    finally:
        _stop(w)


# -- New Game, F2, a rule changed --------------------------------------------------------------------------------


def _new_game_accepted(monkeypatch, rules=None):
    from belote_desktop.ui.dialogs import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: new_game.NewGameDialog.DialogCode.Accepted)
    if rules is not None:
        monkeypatch.setattr(new_game.NewGameDialog, "rules", lambda self: rules)


@pytest.mark.parametrize("way", ["menu", "F2"])
def test_new_game_asks_and_enter_keeps_the_match(qtbot, playing, monkeypatch, way):
    w, match = playing
    w.interactive = True
    _new_game_accepted(monkeypatch)
    seen: dict[str, object] = {}
    _answer_box(qtbot, "enter", seen)
    if way == "F2":
        assert "F2" in [s.toString() for s in w.menus.act_new.shortcuts()]
        w.activateWindow()
        qtbot.keyClick(w.table, Qt.Key.Key_F2)
    else:
        w.menus.act_new.trigger()
    assert seen["buttons"] == ["Keep playing", "Put it aside"]
    assert seen["default"] == "Keep playing"  # the safe answer is the default
    assert w.controller.match is match and _kept(w, match) == "table"


def test_a_rule_changed_in_new_game_mid_match_asks_and_enter_keeps_the_match(qtbot, playing, monkeypatch):
    w, match = playing
    w.interactive = True
    _new_game_accepted(monkeypatch, dataclasses.replace(find_variant("classic"), target_score=1500))
    _answer_box(qtbot, "enter", {})
    w.menus.act_new.trigger()
    assert w.controller.match is match and w.controller.match.rules.target_score != 1500


def test_a_new_game_is_still_one_deliberate_click_away_and_keeps_the_match(qtbot, playing, monkeypatch):
    w, match = playing
    w.interactive = True
    _new_game_accepted(monkeypatch)
    _answer_box(qtbot, "Put it aside", {})
    w.menus.act_new.trigger()
    assert w.controller.match is not match and not w.controller.match.actions()
    assert w.files.aside is not None and _same(saves.load_save(w.files.aside).state, match)


# -- practice deals: a deal code, a deal file, this deal again ---------------------------------------------------


@pytest.mark.parametrize("way", ["deal code", "deal file", "practice"])
def test_a_practice_deal_keeps_the_match_aside_and_gives_it_back(qtbot, playing, tmp_path, way):
    w, match = playing
    if way == "deal code":
        assert w.deals.start_deal_code(w.deals.deal_code_on_table())
    elif way == "deal file":
        path = tmp_path / "one.deal"
        assert w.deals.export_deal_to(path) and w.deals.import_deal_path(path)
    else:
        assert w.play_deal_again(0, match.deal)
    assert w.practice_mode.active and w.controller.match is not match
    assert _kept(w, match) == "autosave"  # the program may be quit now: the next start offers it
    w.deals.leave_practice_now()
    assert _same(w.controller.match, match)


# -- the tutorial ---------------------------------------------------------------------------------------------


def test_the_tutorial_keeps_the_match_aside_and_gives_it_back(qtbot, playing):
    w, match = playing
    w.menus.act_tutorial.trigger()
    assert w.tutorial_mode.active and _kept(w, match) == "autosave"
    w.flow.leave_tutorial_now()
    assert _same(w.controller.match, match)


def test_a_second_tutorial_from_the_first_keeps_the_match(qtbot, playing):
    """Help > Tutorial for another game during a tutorial: the game put aside by the first stays aside (it was
    replaced by the first tutorial's deal, which the autosave then took)."""
    w, match = playing
    c = w.controller
    w.menus.act_tutorial.trigger()
    lesson = c.match
    c.play_bot_move_now()  # a move of the first lesson
    assert c.match is not lesson
    w.start_tutorial("sun_hokum")
    assert w.tutorial_mode.active and _kept(w, match) == "autosave"
    w.flow.leave_tutorial_now()
    assert _same(c.match, match) and not w.tutorial_mode.active


# -- a network table ------------------------------------------------------------------------------------------


def test_hosting_a_table_leaves_the_match_on_the_main_window(qtbot, playing):
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    w, match = playing
    w.net_play.address = "127.0.0.1"
    w.net_play.discovery_port = 0
    w.net_play.bot_delay = 0.0
    choice = HostChoice(find_variant("classic").with_overrides({"target_score": 200}), ["you", "computer",
                        "computer", "computer"], ["beginner"] * 4, "Anna", "Anna's table", False)
    table = w.net_play.host(choice)  # the host's own seat joins through 127.0.0.1
    assert table is not None and table is not w
    qtbot.addWidget(table)
    try:
        assert w.controller.match is match and _kept(w, match) == "table"
        loaded, _ = saves.read_autosave()
        assert _same(loaded.state, match)  # the table's window never writes the autosave
    finally:
        table.close()
        qtbot.waitUntil(lambda: not any(th.name.startswith("belote") for th in threading.enumerate()
                                        if th.is_alive() and th is not threading.current_thread()), timeout=15000)
    assert w.controller.match is match and _same(saves.read_autosave()[0].state, match)


# -- the language ------------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_language_changed_mid_match_keeps_the_match(qtbot, playing):
    w, match = playing
    try:
        w.set_language("fr")
        assert w.controller.match is match
    finally:
        w.set_language("en")
    assert w.controller.match is match and _same(saves.read_autosave()[0].state, match)
