"""The side panel names no card the felt has not shown (the deal animation), and its hand list
does not take the keyboard from the table."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import Phase, PlayCard, find_variant
from belote_desktop.learn import table_words as text


@pytest.fixture(autouse=True)
def hand_as_a_list(request):
    """These tests look at the hand list: shown here as View > Hand as a list shows it (it is off by default)."""
    if "window" in request.fixturenames:
        window = request.getfixturevalue("window")
        window.context.settings.show_hand_list = True
        window.apply_settings()


def _shown_hand(window):
    """The cards the hand list shows to the eye (nothing while it is not the visible page)."""
    side = window.side
    if not side.hand_list.isVisible():
        return []
    return [side.hand_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(side.hand_list.count())]


def _shown_status(window):
    side = window.side
    return side.status.text() if side.status.isVisible() else side.dealing_status.text()


@pytest.mark.slow
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


@pytest.mark.slow
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
    from tests.ui.ui_helpers import drive_to_human_play

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


# -- the look: the table's colours, the hand with no scrollbar, the talk's newest line in sight --------------

def _colour_at(widget, x, y):
    from PySide6.QtGui import QColor

    image = widget.grab().toImage()
    return QColor(image.pixel(x, y))


def _near(colour, hex_colour, tolerance=40):
    from PySide6.QtGui import QColor

    want = QColor(hex_colour)
    return all(abs(a - b) <= tolerance for a, b in
               ((colour.red(), want.red()), (colour.green(), want.green()), (colour.blue(), want.blue())))


def _to_human_play(window, variant, seed=21):
    from tests.ui.ui_helpers import drive_to_human_play

    window.start_game(find_variant(variant), seed=seed)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()


def _hand_fits(window, qtbot):
    side = window.side
    if not window.dock.docked:  # a small window: the panel is a drawer, opened to look at it
        window.dock.set_drawer(True)
    hand = side.hand_list
    qtbot.waitUntil(lambda: hand.isVisible(), timeout=3000)
    view = window.controller.view()
    own = set(view.hand) | {t.card for t in view.table_up[view.seat]} if view.table_up else set(view.hand)
    assert {hand.item(i).data(Qt.ItemDataRole.UserRole) for i in range(hand.count())} == own
    assert not hand.verticalScrollBar().isVisible() and not hand.horizontalScrollBar().isVisible()
    area = hand.viewport().rect()
    for i in range(hand.count()):
        rect = hand.visualItemRect(hand.item(i))
        assert area.contains(rect), f"row {i} {rect} outside {area}"
    assert side.geometry().bottom() <= window.centralWidget().height() + 1


@pytest.mark.parametrize("size", [(1366, 768), (900, 650)])
@pytest.mark.parametrize("variant", ["classic", "decouverte", "belot_3p"])
def test_the_hand_shows_every_card_without_a_scrollbar(window, qtbot, size, variant):
    window.resize(*size)
    _to_human_play(window, variant)
    _hand_fits(window, qtbot)
    talk = window.side.log
    assert talk.count() > 3
    last = talk.visualItemRect(talk.item(talk.count() - 1))
    assert talk.viewport().rect().contains(last), "the newest line of the talk is in sight"


def test_the_side_panel_wears_the_table_colours(window, qtbot):
    from belote_desktop.ui.look import palette

    window.resize(1366, 768)
    _to_human_play(window, "classic")
    side = window.side
    qtbot.waitUntil(lambda: side.score_view.isVisible(), timeout=3000)
    panel = _colour_at(side, 4, side.height() - 4)
    assert panel.lightness() < 60 and panel.green() >= panel.red(), panel.name()  # the cloth in shadow
    score = side.score_view
    corner = score.mapTo(side, score.viewport().geometry().bottomRight()) - side.rect().topLeft()
    assert _near(_colour_at(side, corner.x() - 6, corner.y() - 3), palette.CREAM), "a cream score card"
    button = side.suggest_button
    assert button.isEnabled()
    spot = button.mapTo(side, button.rect().topLeft())
    assert _near(_colour_at(side, spot.x() + 5, spot.y() + button.height() // 2), palette.GOLD), "as the overlays' buttons"
    hand = side.hand_list
    rect = hand.visualItemRect(hand.item(0))
    chip = hand.viewport().mapTo(side, rect.topLeft())
    assert _near(_colour_at(side, chip.x() + 6, chip.y() + rect.height() // 2), palette.CREAM, 60), "a small card"


@pytest.mark.slow
def test_right_to_left_the_hand_reads_from_the_right(window, qtbot):
    from PySide6.QtGui import QColor

    from belote_desktop.i18n import install_language
    from belote_desktop.ui.look import palette

    app = QApplication.instance()
    assert install_language(app, "ar")
    try:
        window.resize(1280, 800)
        _to_human_play(window, "classic")
        _hand_fits(window, qtbot)
        side = window.side
        assert side.geometry().left() < window.table.geometry().left()  # the panel on the table's left
        window.resize(900, 650)  # ... and its drawer comes in from the left
        qtbot.waitUntil(lambda: not window.dock.docked, timeout=3000)
        _hand_fits(window, qtbot)
        assert side.geometry().left() == window.table.geometry().left()
        assert window.dock.handle.x() < window.table.width() // 2  # its button in the felt's left corner
        hand = side.hand_list
        rect = hand.visualItemRect(hand.item(0))
        right = hand.viewport().mapTo(side, rect.topRight())
        assert _near(_colour_at(side, right.x() - 8, right.y() + rect.height() // 2), palette.CREAM, 60)
        left = hand.viewport().mapTo(side, rect.topLeft())
        assert not _near(_colour_at(side, left.x() + 8, left.y() + rect.height() // 2), palette.CREAM, 60)
        talk = side.log  # the newest line of the talk is written from the right
        image = talk.viewport().grab().toImage()
        row = talk.visualItemRect(talk.item(talk.count() - 1))
        inked = [x for x in range(image.width()) for y in range(max(row.top(), 0), min(row.bottom(), image.height() - 1))
                 if QColor(image.pixel(x, y)).lightness() > 150]
        assert inked and max(inked) > image.width() - 12 and min(inked) > 4, (min(inked), max(inked), image.width())
    finally:
        install_language(app, "en")


def test_while_dealing_the_hand_list_holds_no_card(window, qtbot):
    from PySide6.QtGui import QAccessible

    window.animator.set_speed("normal")
    window.controller.auto_bots = False
    window.start_game(find_variant("classic"), seed=3)
    view = window.controller.view()
    hand = window.side.hand_list
    assert window.animator.busy and hand.count() == 0
    iface = QAccessible.queryAccessibleInterface(hand)
    words = " ".join(iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount()))
    assert not any(text.card_name(card) in words for card in view.hand)
    window.animator.finish_now()
    assert {hand.item(i).data(Qt.ItemDataRole.UserRole) for i in range(hand.count())} == set(view.hand)
    assert QAccessible.queryAccessibleInterface(hand).role() == QAccessible.Role.List  # still a list to a reader


def test_a_long_row_of_cards_goes_in_two_columns(qtbot):
    from PySide6.QtWidgets import QListWidgetItem

    from belote_desktop.engine.cards import cards_in
    from belote_desktop.ui.models import ScoreSheetModel
    from belote_desktop.ui.look.style import SIDE_QSS
    from belote_desktop.ui.window.side_panel import SidePanel

    side = SidePanel(ScoreSheetModel())
    qtbot.addWidget(side)
    side.setStyleSheet(SIDE_QSS)
    side.retranslate()
    side.resize(side.width(), 700)
    side.show()
    cards = list(cards_in((1 << 36) - 1))[:12]
    for card in cards:
        item = QListWidgetItem(text.card_name(card))
        item.setData(Qt.ItemDataRole.UserRole, card)
        side.hand_list.addItem(item)
    qtbot.waitUntil(lambda: side.hand_list.isVisible(), timeout=3000)
    hand = side.hand_list
    rects = [hand.visualItemRect(hand.item(i)) for i in range(hand.count())]
    assert len({r.left() for r in rects}) == 2 and len({r.top() for r in rects}) == 6
    assert all(hand.viewport().rect().contains(r) for r in rects) and not hand.verticalScrollBar().isVisible()
