"""The table in a 1366x768 window, every game: the panels leave the side hands and the name plates in
sight and show their words whole, and a layout change repaints the felt's oval (no ghost ovals)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import VARIANTS, find_variant
from tools.screenshots import window as shots
from belote_desktop.learn.table_words import LEFT, RIGHT, TOP, side_of
from tests.rulesets import slow_but

SIZE = (1366, 768)


@pytest.fixture
def laptop(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    w.resize(*SIZE)
    w.show()
    qtbot.waitUntil(lambda: w.table.viewport().width() > 0)
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def _panel_rect(widget) -> QRectF:
    return QRectF(widget.geometry())  # the viewport shows the scene 1:1 from its top left corner


def _seat_rects(window, sides) -> list[tuple[str, QRectF]]:
    """The scene rectangles of the other seats' hands and plates on ``sides``."""
    rules = window.controller.match.rules
    scene = window.scene
    out = []
    for seat in range(rules.players):
        snap = scene.snapshot
        side = side_of(seat, window.human, rules.players, snap.clockwise)
        if side not in sides:
            continue
        plate = scene.plates[seat]
        if plate.isVisible():
            out.append((f"plate {seat}", plate.sceneBoundingRect()))
        for key, item in scene.items_by_key.items():
            if key[0] == "back" and key[1] == seat and item.isVisible():
                out.append((f"hand {seat}", item.sceneBoundingRect()))
    return out


@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_bidding_panel_leaves_the_side_hands_and_shows_its_words(laptop, preset):
    laptop.start_game(find_variant(preset), seed=5)
    assert shots._play_until(laptop, shots._human_bids)
    shots._settle(laptop)
    laptop.refresh()
    panel = laptop.bidding
    assert panel.isVisible()
    rect = _panel_rect(panel)
    vp = laptop.table.viewport().rect()
    assert QRectF(vp).contains(rect), (rect, vp)
    for what, other in _seat_rects(laptop, (LEFT, RIGHT)):
        assert not rect.intersects(other), (what, rect, other)
    explain = panel.explain
    if explain.isVisible() and explain.text():
        assert explain.height() >= explain.heightForWidth(explain.width()), "the explanation is cut"
        assert explain.geometry().bottom() <= panel.contentsRect().bottom()


@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_end_of_deal_panel_leaves_the_name_plates(laptop, preset):
    laptop.start_game(find_variant(preset), seed=5)
    assert shots._play_until(laptop, shots._deal_over)
    shots._settle(laptop)
    laptop.refresh()
    panel = laptop.end_panel
    assert panel.isVisible()
    rect = _panel_rect(panel)
    for what, other in _seat_rects(laptop, (TOP, LEFT, RIGHT)):
        if what.startswith("plate"):
            assert not rect.intersects(other), (what, rect, other)
    if laptop.scene.info.isVisible():  # the contract box
        assert not rect.intersects(laptop.scene.info.sceneBoundingRect())


@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_a_layout_change_repaints_the_felt(laptop, qtbot, preset):
    """What the window shows after the table's layout changed equals a full repaint: no half-drawn oval."""
    laptop.start_game(find_variant(preset), seed=5)
    assert shots._play_until(laptop, shots._human_bids)
    shots._settle(laptop)

    def on_screen():
        qtbot.wait(20)
        return laptop.screen().grabWindow(laptop.winId()).toImage()

    on_screen()
    laptop.scene.set_reserve(laptop.scene.reserve + 90)
    after_change = on_screen()
    laptop.table.viewport().repaint()
    assert after_change == on_screen()
    QApplication.processEvents()
