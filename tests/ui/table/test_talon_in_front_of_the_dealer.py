"""The talon lies in front of the dealer, and nothing covers it, the kitty or the turned card
(name plates, auction bubbles, the bidding panel) in any game at laptop and small window sizes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import VARIANTS, find_variant
from tools.screenshots import window as shots
from belote_desktop.learn.table_words import BOTTOM, LEFT, RIGHT, TOP
from belote_desktop.ui.table.layout import Geometry
from belote_desktop.ui.table.pack_place import deck_place
from tests.rulesets import slow_but


@pytest.fixture
def window(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def _watched(scene) -> list[tuple[str, QRectF]]:
    """The talon, the kitty cards and the turned card on the table."""
    snap = scene.snapshot
    out = []
    for key, item in scene.items_by_key.items():
        if not item.isVisible():
            continue
        if key[0] in ("deck", "kitty") or (key[0] == "card" and key[1] == snap.turned):
            out.append((str(key), item.sceneBoundingRect()))
    return out


def _covers(window) -> list[tuple[str, QRectF]]:
    scene = window.scene
    out = [(f"plate {s}", p.sceneBoundingRect()) for s, p in enumerate(scene.plates) if p.isVisible()]
    out += [(f"bubble {s}", b.sceneBoundingRect()) for s, b in enumerate(scene.bubbles)
            if b.isVisible() and b.text]
    if scene.info.isVisible():
        out.append(("contract box", scene.info.sceneBoundingRect()))
    if window.bidding.isVisible():
        out.append(("bidding panel", QRectF(window.bidding.geometry())))
    return out


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (900, 650)])
@pytest.mark.parametrize("preset", slow_but(list(VARIANTS)))
def test_nothing_covers_the_talon_kitty_or_turned_card(window, qtbot, preset, size):
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: window.table.viewport().width() > 0)
    window.start_game(find_variant(preset), seed=5)
    assert shots._play_until(window, shots._human_bids)
    shots._settle(window)
    window.refresh()
    watched = _watched(window.scene)
    for what, rect in watched:
        for other, cover in _covers(window):
            assert not rect.intersects(cover), (preset, size, what, other, rect, cover)


@pytest.mark.parametrize("side", [BOTTOM, RIGHT, TOP, LEFT])
def test_the_talon_lies_in_front_of_the_dealer(side):
    """Toward the middle from the dealer's hand, not at a fixed spot of the middle."""
    geo = Geometry(1366, 768)
    x, y, _ = deck_place(geo, side)
    hand = geo.side_hand_rect(side) if side != BOTTOM else None
    if side == LEFT:
        assert hand.x + hand.w < x < geo.cx and abs(y - geo.side_y) < 1
    elif side == RIGHT:
        assert geo.cx < x < hand.x and abs(y - geo.side_y) < 1
    elif side == TOP:
        assert hand.y + hand.h < y < geo.cy
    else:  # the bidding panel lies in front of the human: beside his hand, on the right
        assert x - geo.small / 2 > geo.cx + geo.hand_span(BOTTOM, 8) / 2 and y > geo.hand_top()


@pytest.mark.parametrize("size", [(1366, 768), (900, 650)])
@pytest.mark.parametrize("preset", slow_but(["belot_3p", "classic", "tarabish", "baloot"]))
def test_every_moment_of_the_auction_leaves_the_talon_in_sight(window, qtbot, preset, size):
    """After each bid (the bubbles change, the panel comes and goes), not only at the human's turn."""
    from belote_desktop.engine import Phase

    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: window.table.viewport().width() > 0)
    window.start_game(find_variant(preset), seed=3)
    seen = []

    def check(w) -> bool:
        shots._settle(w)
        w.refresh()
        view = w.controller.view()
        if view is None or view.phase is not Phase.BIDDING:
            return True
        for what, rect in _watched(w.scene):
            seen.append(what)
            for other, cover in _covers(w):
                assert not rect.intersects(cover), (preset, size, what, other, rect, cover)
        return False

    assert shots._play_until(window, check, max_actions=60)
    assert seen
