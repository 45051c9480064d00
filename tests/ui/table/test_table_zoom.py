"""The table zooms above its reference size (issue 46): at 2560x1440 and 4K the hand, the trick and the panels over
the table keep their share of the window instead of a few small cards on an ocean of felt; the panels stay in the
viewport and off the hand; a click or a key still plays. Up to the reference size nothing changes (zoom 1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.table.test_layout_fit import _hand_rects, _to_human_bid
from tests.ui.ui_helpers import card_point, start_human_play

from belote_desktop.engine import PASS, PLAY, Phase, find_variant
from belote_desktop.ui.table.layout import CARD_ASPECT
from belote_desktop.ui.table.view import REF_H, REF_W, table_zoom
from belote_desktop.ui.table.hint_bar import Hint

LARGE = [(3840, 2160), (2560, 1440)]


def _resize(window, size):
    window.resize(*size)
    QApplication.processEvents()
    window.refresh()
    assert window.size().width() == size[0], "the window took the size asked for"


def _hand_width_share(window) -> float:
    """The human's first hand card's width on screen, as a share of the window's height."""
    item = window.scene.items_by_key[("card", window.scene.snapshot.hand[0])]
    return item.width() * window.table.zoom / window.height()


def test_table_zoom_is_one_up_to_the_reference_and_grows_after():
    assert table_zoom(REF_W, REF_H) == 1.0 and table_zoom(1116, 749) == 1.0 and table_zoom(1430, 1026) == 1.0
    assert table_zoom(2 * REF_W, 2 * REF_H) == 2.0
    assert table_zoom(4 * REF_W, 1.5 * REF_H) == 1.5  # the narrower ratio: the scene keeps the reference


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (1680, 1050)])
def test_laptop_windows_are_not_zoomed(window, classic, size):
    _resize(window, size)
    window.start_game(classic, seed=3)
    assert window.table.zoom == 1.0 and window.table.transform().isIdentity()
    vp = window.table.viewport().size()
    assert (window.scene.geometry.width, window.scene.geometry.height) == (vp.width(), vp.height())


@pytest.mark.parametrize("size", LARGE)
def test_hand_cards_and_trick_grow_with_the_window(window, classic, size, qtbot):
    _resize(window, size)
    z = window.table.zoom
    assert z > 1.35
    vp = window.table.viewport().size()
    g = window.scene.geometry
    assert abs(g.width * z - vp.width()) < 1 and abs(g.height * z - vp.height()) < 1  # the felt fills the view
    _view, legal, _ = start_human_play(window, classic, 21)
    assert _hand_width_share(window) > 0.14  # at 4K, before the zoom: 170 px of 2160, under 8%
    # every hand card lies on the viewport, a click on one (through the zoom) plays it
    area = window.table.viewport().rect()
    assert all(area.contains(r) for r in _hand_rects(window))
    card = legal[0]
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         card_point(window, card))
    assert blocker.args[1] == PLAY[card.index]
    window.animator.finish_now()
    # the played card landed in the trick, in scene units: between the hands, inside the felt
    item = window.scene.items_by_key[("card", card)]
    rect = item.sceneBoundingRect()
    assert window.scene.sceneRect().contains(rect)
    assert rect.bottom() < g.hand_top() + 1 and rect.width() > 0.5 * g.big


@pytest.mark.slow
def test_a_hand_card_is_as_large_a_share_of_the_window_at_4k_as_on_a_laptop(window, classic):
    start_human_play(window, classic, 21)
    shares = {}
    for size in [(1366, 768), (3840, 2160)]:
        _resize(window, size)
        shares[size] = _hand_width_share(window)
    assert shares[(3840, 2160)] > 0.85 * shares[(1366, 768)], shares


@pytest.mark.parametrize("variant,seed", [("coinche", 3), ("belot_3p", 3)])
def test_bidding_panel_grows_in_proportion_and_keys_still_bid(window, variant, seed, qtbot):
    rules = find_variant(variant)
    _resize(window, (1366, 768))
    view = _to_human_bid(window, rules, seed)
    assert view.phase is Phase.BIDDING and window.bidding.isVisible()
    laptop = window.bidding.height()
    laptop_font = window.bidding.title.fontInfo().pixelSize()
    for size in LARGE:
        _resize(window, size)
        panel = window.bidding
        assert panel.isVisible()
        zoom = window.table.zoom
        assert zoom > 1.3
        # the panel grows with the table: its height over the zoom about its height at 1:1 (a wider table wraps its
        # explanation in fewer lines, hence the band); the window's share of the side panel changes the zoom a little
        assert 0.75 * laptop < panel.height() / zoom < 1.3 * laptop, (size, panel.height(), zoom, laptop)
        assert panel.title.fontInfo().pixelSize() >= 1.3 * laptop_font  # the words grow, not only the box
        geometry = panel.geometry()
        assert window.table.viewport().rect().contains(geometry)
        assert not any(geometry.intersects(card) for card in _hand_rects(window))
        for button in panel.buttons.values():  # no button is cut by its row
            row = button.parentWidget()
            assert row is not None and button.geometry().bottom() <= row.rect().bottom(), button.text()
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        window.table.setFocus()
        QTest.keyClick(window.table, Qt.Key.Key_P)  # keys work as before
    assert blocker.args[1] == PASS


def test_hint_line_and_toast_stay_in_the_viewport_and_off_the_hand(window, classic):
    _resize(window, (3840, 2160))
    start_human_play(window, classic, 21)
    laptop_words = 13  # the hint line's size at 1:1 (style.PANEL_QSS)
    window.hint_bar.show_hint(Hint("illegal", "You must follow suit: play a heart."))
    window.overlays.place()
    window.overlays.show_toast("North: Belote!")
    area = window.table.viewport().rect()
    hand = _hand_rects(window)
    for widget in (window.hint_bar, window.overlays.toast):
        geometry: QRect = widget.geometry()
        assert widget.isVisible() and area.contains(geometry), widget
        assert not any(geometry.intersects(card) for card in hand), widget
    assert window.hint_bar.label.fontInfo().pixelSize() >= 1.5 * laptop_words
    assert window.hint_bar.badge.height() >= 1.5 * 22
    # the line sits just above the hand (and a card lifted out of it), as it does at 1:1
    top = min(r.top() for r in hand)
    card_height = window.scene.geometry.big * CARD_ASPECT * window.table.zoom
    assert 0 <= top - window.hint_bar.geometry().bottom() < 0.35 * card_height
