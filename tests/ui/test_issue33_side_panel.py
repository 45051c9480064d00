"""Issue 33: the side panel names no card the felt has not shown (the deal animation), and its hand list
does not take the keyboard from the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import Phase, PlayCard, find_variant
from belote_desktop.ui import text


def _shown_hand(window):
    """The cards the hand list shows to the eye (nothing while it is not the visible page)."""
    side = window.side
    if not side.hand_list.isVisible():
        return []
    return [side.hand_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(side.hand_list.count())]


def _shown_status(window):
    side = window.side
    return side.status.text() if side.status.isVisible() else side.dealing_status.text()


def test_no_card_is_named_before_the_deal_animation_shows_it(window, qtbot):
    window.animator.set_speed("normal")
    window.controller.auto_bots = False
    window.start_game(find_variant("classic"), seed=3)
    view = window.controller.view()
    assert window.animator.busy and view.turned_card is not None
    assert _shown_hand(window) == []
    assert text.card_name(view.turned_card) not in _shown_status(window)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    assert set(_shown_hand(window)) == set(view.hand)
    assert text.card_name(view.turned_card) in _shown_status(window)


def test_the_rest_of_the_deal_is_shown_as_it_comes(window, qtbot):
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=3)
    while c.match.deal.phase is Phase.BIDDING:  # instant: the first deal is over at once
        before = c.match.deal.hand(window.human)
        window.animator.set_speed("normal")
        c.play_bot_move_now()
        after = c.match.deal.hand(window.human)
        if len(after) > len(before):  # the rest of the deal is on its way to the hands
            assert window.animator.busy
            assert set(_shown_hand(window)) <= set(before)
            qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
            assert set(_shown_hand(window)) == set(after)
            return
        window.animator.finish_now()
        window.animator.set_speed("instant")
    raise AssertionError("no second deal")


def test_the_hand_list_leaves_the_keyboard_to_the_table(window, qtbot):
    from ui_helpers import drive_to_human_play

    side = window.side
    assert side.hand_list.focusPolicy() == Qt.FocusPolicy.NoFocus
    window.start_game(find_variant("classic"), seed=21)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: window.table.hasFocus(), timeout=3000)
    legal = [a.card for a in window.controller.view().legal_actions if isinstance(a, PlayCard)]
    row = next(i for i in range(side.hand_list.count())
               if side.hand_list.item(i).data(Qt.ItemDataRole.UserRole) == legal[-1])
    rect = side.hand_list.visualItemRect(side.hand_list.item(row))
    QTest.mouseClick(side.hand_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.table.hasFocus() and QApplication.focusWidget() is window.table
    assert window.scene.selected == legal[-1]
    played = len(window.controller.match.deal.history)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter plays the row clicked
    assert window.controller.match.deal.history[played] == (window.human, PlayCard(legal[-1]))
