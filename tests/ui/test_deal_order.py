"""The deal animation moves packets to the seats in the rules' order: dealer+1, dealer+2, ..."""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant


def _expected(rules, dealer, packets, taker=None, last_short=False):
    n = rules.players
    seats = []
    for number, size in enumerate(packets):
        for k in range(1, n + 1):
            seat = (dealer + k) % n
            count = size - 1 if (last_short and seat == taker and number == len(packets) - 1) else size
            seats.extend([seat] * count)
    return seats


@pytest.mark.parametrize("speed", [0.0, 0.02])
def test_first_deal_order(window, qtbot, speed):
    rules = find_variant("classic")
    window.animator.set_speed(speed)
    window.controller.auto_bots = False
    window.animator.deal_log.clear()
    window.start_game(rules, seed=17)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    dealer = window.controller.match.deal.dealer
    seats = [seat for seat, _key in window.animator.deal_log]
    assert seats == _expected(rules, dealer, rules.first_packets)
    # and the cards ended where the engine says: 5 per hand, the turned card face up
    snap = window.scene.snapshot
    assert len(snap.hand) == 5 and snap.turned == window.controller.match.deal.turned_card
    # the human's dealt cards are the human's
    mine = [key[1] for seat, key in window.animator.deal_log if seat == window.human]
    assert set(mine) == set(window.controller.match.deal.hand(window.human))


def test_second_deal_order_after_taking(window, qtbot):
    rules = find_variant("classic")
    c = window.controller
    c.auto_bots = False
    window.start_game(rules, seed=17)
    window.animator.deal_log.clear()
    for _ in range(8):
        deal = c.match.deal
        take = next((a for a in deal.legal_actions() if str(a).startswith("take")), None)
        if take is not None:
            window.animator.set_speed(0.02)
            taker = deal.current_player()
            c._apply(take)
            break
        c.play_bot_move_now()
    else:
        pytest.skip("nobody could take")
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    seats = [seat for seat, _key in window.animator.deal_log]
    assert seats == _expected(rules, c.match.deal.dealer, rules.second_packets, taker, last_short=True)
    assert len(window.scene.snapshot.hand) == 8


def test_coinche_deals_3_2_3(window, qtbot):
    rules = find_variant("coinche")
    window.controller.auto_bots = False
    window.animator.deal_log.clear()
    window.start_game(rules, seed=2)
    dealer = window.controller.match.deal.dealer
    assert [s for s, _ in window.animator.deal_log] == _expected(rules, dealer, (3, 2, 3))
    assert window.scene.snapshot.turned is None


def test_clockwise_variant_mirrors_the_table():
    from belote_desktop.ui.table.layout import LEFT, RIGHT, side_of

    assert side_of(1, 0, 4, clockwise=False) == RIGHT
    assert side_of(3, 0, 4, clockwise=False) == LEFT
    assert side_of(1, 0, 4, clockwise=True) == LEFT
