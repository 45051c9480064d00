"""Issue 34 point 4: Redo after Undo puts back the player's move and the replies that had followed it,
exactly; any new move drops it; Ctrl+Shift+Z and Ctrl+Y; counted with the undos; greyed when there is
nothing to redo."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.engine import PlayCard


def _press(key, modifiers) -> None:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no window has the keyboard"
    QTest.keyClick(target, key, modifiers)


@pytest.mark.slow
def test_redo_in_the_window_by_menu_and_keys(window, qtbot, classic):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    m, c = window.menus, window.controller
    assert not m.act_redo.isEnabled()  # nothing to redo at the start
    keys = m.act_redo.shortcuts()
    assert QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)[0] in keys
    if sys.platform != "darwin":
        assert QKeySequence("Ctrl+Shift+Z") in keys and QKeySequence("Ctrl+Y") in keys
    window.start_game(classic, seed=21)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    before = c.match
    card = next(a.card for a in c.view().legal_actions if isinstance(a, PlayCard))
    assert window.play_card(card)
    c.play_bot_move_now()  # the next player's reply
    after = c.match
    assert not m.act_redo.isEnabled()
    counted = c.undo_count
    m.act_undo.trigger()
    assert c.match == before and m.act_redo.isEnabled()
    m.act_redo.trigger()
    assert c.match == after and c.match.actions() == after.actions() and not m.act_redo.isEnabled()
    assert c.undo_count == counted + 2  # the redo is counted with the undos
    assert window.files.saves.payload().statistics["undo_used"] == c.undo_count  # and saved with the game
    shortcuts = [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)]
    if sys.platform != "darwin":
        shortcuts.append((Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier))
    for key, modifiers in shortcuts:
        m.act_undo.trigger()
        assert c.match == before
        _press(key, modifiers)
        qtbot.waitUntil(lambda: c.match == after, timeout=2000)
    assert not m.act_redo.isEnabled()


@pytest.mark.parametrize("how", ["new game", "new move"])
def test_redo_greyed_after_a_new_game_or_move(window, classic, how):
    c, m = window.controller, window.menus
    window.start_game(classic, seed=21)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    legal = [a.card for a in c.view().legal_actions if isinstance(a, PlayCard)]
    assert window.play_card(legal[0])
    window.take_back.undo()
    assert m.act_redo.isEnabled()
    if how == "new game":
        window.start_game(classic, seed=22)
    else:
        window.refresh()
        assert window.play_card(legal[-1])
    assert not c.can_redo() and not m.act_redo.isEnabled()


def test_redo_in_a_practice_deal(window, classic):
    from belote_desktop.engine import new_match
    from belote_desktop.app.practice import Practice

    deal = new_match(classic, seed=21, first_dealer=3).deal
    window.start_practice(Practice(deal, (), 0, seed=21))
    assert window.practice_mode.active
    c, m = window.controller, window.menus
    assert not m.act_redo.isEnabled()
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    before = c.match
    card = next(a.card for a in c.view().legal_actions if isinstance(a, PlayCard))
    assert window.play_card(card)
    after = c.match
    window.take_back.undo()
    assert c.match == before and m.act_redo.isEnabled()
    window.take_back.redo()
    assert c.match == after and not m.act_redo.isEnabled()
    assert window.practice_mode.active
