"""Belot for 2 with open cards (issue 56, item 8): the bidding panel leaves the opponent's face-up cards in sight, and
the declaration offer leaves the card led (and those face-up cards, and the player's own cards) in sight: the calls
in one row with two lines of explanation, the offer in a column beside the middle. Screenshots are saved for the
eye (pytest's tmp_path)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from belote_desktop.engine import DECLARE, PASS, Phase, PlayCard, find_variant


def _on_view(w, item) -> QRectF:
    r, z = item.sceneBoundingRect(), w.table.zoom
    return QRectF(r.x() * z, r.y() * z, r.width() * z, r.height() * z)


def _covered(w, cards) -> list[str]:
    panel = QRectF(w.bidding.geometry())
    return [str(card) for card in cards
            if ("card", card) in w.scene.items_by_key and w.scene.items_by_key[("card", card)].isVisible()
            and _on_view(w, w.scene.items_by_key[("card", card)]).intersects(panel)]


def _placed(w, qtbot) -> None:
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=5000)
    w.refresh()
    w.overlays.place()
    assert w.bidding.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1280, 800), (900, 650)])
def test_the_panels_leave_the_open_cards_and_the_card_led_in_sight(window, qtbot, size, tmp_path):
    w, c = window, window.controller
    w.resize(*size)
    c.auto_bots = False
    w.start_game(find_variant("belot_2p_open"), seed=2)
    north = 1 - w.human
    seen_bid = seen_offer = False
    for _ in range(80):
        view = c.view()
        if view.phase is Phase.DONE or c.match.deal.tricks:
            break
        if c.current_player() != w.human:
            c.play_bot_move_now()
            continue
        if view.phase is Phase.BIDDING:
            if not seen_bid:
                _placed(w, qtbot)
                open_cards = list(w.scene.snapshot.table_cards(north))
                assert open_cards
                assert not _covered(w, open_cards), (size, w.bidding.geometry())
                assert w.grab().save(str(tmp_path / f"bid_{size[0]}x{size[1]}.png"))
                seen_bid = True
            assert c.human_action(next((a for a in view.legal_actions if a != PASS), PASS))
            continue
        if DECLARE in view.legal_actions and c.match.deal.trick:
            _placed(w, qtbot)
            deal = c.match.deal
            led = [card for _, card in w.scene.snapshot.trick]
            assert led
            mine = list(w.scene.snapshot.hand) + list(w.scene.snapshot.table_cards(w.human))
            open_cards = list(w.scene.snapshot.table_cards(north))
            assert not _covered(w, led + open_cards + mine), (size, w.bidding.geometry(), deal.trick)
            assert w.table.viewport().rect().contains(w.bidding.geometry())
            assert w.grab().save(str(tmp_path / f"offer_{size[0]}x{size[1]}.png"))
            seen_offer = True
            break
        assert c.human_action(next(a for a in view.legal_actions if isinstance(a, PlayCard)))
    assert seen_bid and seen_offer
