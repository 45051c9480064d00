"""Issue 57, item 5: no keyboard trap. Tab and Shift+Tab from the card table go through the side panel's
controls (the score sheet once, never cell by cell) and come back to the table; Ctrl+Tab leaves the score sheet
and the table talk as Tab does; the arrows in the score sheet move nothing on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import start_human_play

NO, SHIFT, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier
MOST_PRESSES = 12  # the side panel has fewer controls than this


def _focus_on(window, widget) -> None:
    window.activateWindow()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is widget


def _to_the_players_first_call(window, rules) -> None:
    """A new game of ``rules`` (seed 3), the computers' calls made until the player's turn in the auction."""
    window.start_game(rules, seed=3)
    c = window.controller
    c.auto_bots = False
    for _ in range(8):
        if c.current_player() == window.human:
            break
        c.play_bot_move_now()
    window.refresh()


def _walk(window, key, modifier, most=MOST_PRESSES) -> list:
    """The widgets the focus visits, pressing ``key`` from the table until it is back (or MOST_PRESSES)."""
    _focus_on(window, window.table)
    visited = []
    for _ in range(most):
        QTest.keyClick(QApplication.focusWidget(), key, modifier)
        QApplication.processEvents()
        now = QApplication.focusWidget()
        visited.append(now)
        if now is window.table:
            break
    return visited


@pytest.mark.parametrize("in_game", [False, True], ids=["welcome", "playing"])
@pytest.mark.parametrize("key, modifier", [(Qt.Key.Key_Tab, NO), (Qt.Key.Key_Backtab, SHIFT)], ids=["tab", "shift-tab"])
def test_tab_goes_round_and_back_to_the_table(window, classic, in_game, key, modifier):
    if in_game:
        start_human_play(window, classic)
    visited = _walk(window, key, modifier)
    assert visited[-1] is window.table, f"Tab never came back to the table: {[type(w).__name__ for w in visited]}"
    assert visited.count(window.side.score_view) == 1
    assert visited.count(window.side.log) == 1
    assert all(window.isAncestorOf(w) for w in visited)


@pytest.mark.parametrize("key, modifier", [(Qt.Key.Key_Tab, NO), (Qt.Key.Key_Backtab, SHIFT)], ids=["tab", "shift-tab"])
def test_tab_goes_round_in_the_auction(window, coinche, key, modifier):
    """The bidding panel's buttons join the chain; still no trap."""
    _to_the_players_first_call(window, coinche)
    assert window.bidding.isVisible()
    visited = _walk(window, key, modifier, most=30)
    assert visited[-1] is window.table
    assert visited.count(window.side.score_view) == 1


@pytest.mark.parametrize("key, modifier", [(Qt.Key.Key_Tab, CTRL), (Qt.Key.Key_Backtab, CTRL | SHIFT)],
                         ids=["ctrl-tab", "ctrl-shift-tab"])
def test_ctrl_tab_leaves_the_score_sheet_and_the_talk(window, classic, key, modifier):
    start_human_play(window, classic)
    for view in (window.side.score_view, window.side.log):
        _focus_on(window, view)
        QTest.keyClick(view, key, modifier)
        QApplication.processEvents()
        assert QApplication.focusWidget() is not view


def test_arrows_in_the_score_sheet_do_not_choose_a_card(window, classic):
    start_human_play(window, classic)
    _focus_on(window, window.table)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    chosen = window.scene.selected
    assert chosen is not None  # the arrows do choose on the table
    sheet = window.side.score_view
    _focus_on(window, sheet)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
        QTest.keyClick(sheet, key)
        assert window.scene.selected == chosen
        assert QApplication.focusWidget() is sheet


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_every_control_on_the_tab_path_is_named(window, variant):
    """Issue 57: every focusable panel and control the Tab key reaches has a name a screen reader says."""
    from belote_desktop.engine import find_variant
    from PySide6.QtGui import QAccessible

    _to_the_players_first_call(window, find_variant(variant))
    window.animator.finish_now()
    visited = _walk(window, Qt.Key.Key_Tab, NO, most=40)
    unnamed = []
    for widget in visited:
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or not iface.text(QAccessible.Text.Name).strip():
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r}")
    assert not unnamed, unnamed


def test_no_cell_of_the_score_sheet_is_read_as_a_blank(window, classic):
    """Issue 57: the score sheet's first cell (the total row's, before any deal) has a name (it was read as an
    empty "table cell" through AT-SPI)."""
    from PySide6.QtGui import QAccessible

    window.start_game(classic, seed=3)
    model = window.side.score_view.model()
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            words = model.data(index, Qt.ItemDataRole.AccessibleTextRole) or model.data(index)
            if model.data(index) == "" and col == 0:
                assert words, (row, col)
    assert QAccessible.queryAccessibleInterface(window.side.score_view).text(QAccessible.Text.Name)
