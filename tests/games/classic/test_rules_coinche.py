"""La Coinche: the point auction, coinche/surcoinche and the contract scoring."""

import dataclasses

import pytest

from belote_desktop.engine import (
    DOUBLE, PASS, REDOUBLE, Bid, IllegalActionError, Phase, Reason, Strain, deck_cards, find_variant, new_deal,
)

from tests.engine.util import position

COINCHE = find_variant("coinche")


def fresh(dealer=0):
    return new_deal(COINCHE, dealer=dealer, deck=deck_cards(COINCHE.deck))


def test_all_eight_cards_dealt_3_2_3_before_bidding():
    state = fresh()
    codes = [str(c) for c in deck_cards(COINCHE.deck)]
    assert state.turned_card is None
    # seat 1 (dealer's right) gets cards 0-2, 12-13, 20-22
    assert {str(c) for c in state.hand(1)} == set(codes[0:3] + codes[12:14] + codes[20:23])
    assert all(len(state.hand(s)) == 8 for s in range(4))


def test_opening_bids():
    legal = fresh().legal_actions()
    assert legal[0] is PASS
    bids = [a for a in legal if isinstance(a, Bid)]
    values = sorted({b.value for b in bids if not b.capot})
    assert values == list(range(80, 161, 10))
    assert {b.strain for b in bids} == set(Strain)
    assert sum(b.capot for b in bids) == 6
    assert DOUBLE not in legal and REDOUBLE not in legal


def test_bids_must_rise_and_partner_cannot_coinche():
    state = fresh().apply(Bid(100, Strain.HEARTS))  # seat 1
    legal = state.legal_actions()  # seat 2, an opponent
    assert DOUBLE in legal
    assert min(b.value for b in legal if isinstance(b, Bid) and not b.capot) == 110
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Bid(100, Strain.SPADES))
    assert caught.value.reason is Reason.BID_TOO_LOW and caught.value.params["minimum"] == 110
    state = state.apply(PASS)  # seat 3, the bidder's partner
    with pytest.raises(IllegalActionError) as caught:
        state.apply(DOUBLE)
    assert caught.value.reason is Reason.CANNOT_DOUBLE


def test_three_passes_after_a_bid_end_the_auction():
    state = fresh().apply(Bid(80, Strain.SPADES)).apply(PASS).apply(PASS)
    assert state.phase is Phase.BIDDING
    state = state.apply(PASS)
    assert state.phase is Phase.PLAY
    c = state.contract
    assert (c.strain, c.taker, c.value, c.capot, c.multiplier) == (Strain.SPADES, 1, 80, False, 1)
    assert state.current_player() == 1


def test_four_passes_throw_the_deal_in():
    state = fresh()
    for _ in range(4):
        state = state.apply(PASS)
    assert state.is_terminal() and state.result().thrown_in


def test_coinche_then_surcoinche():
    state = fresh().apply(Bid(90, Strain.NO_TRUMPS)).apply(DOUBLE)  # seat 2 coinches
    assert state.legal_actions() == (PASS, REDOUBLE)  # seat 3, bidder's partner
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Bid(100, Strain.HEARTS))
    assert caught.value.reason is Reason.BIDDING_CLOSED
    after = state.apply(REDOUBLE)
    assert after.phase is Phase.PLAY and after.contract.multiplier == 4
    doubled = state.apply(PASS).apply(PASS).apply(PASS)
    assert doubled.phase is Phase.PLAY and doubled.contract.multiplier == 2


def test_capot_bid_is_highest():
    state = fresh().apply(Bid(0, Strain.HEARTS, capot=True))
    assert all(not isinstance(a, Bid) for a in state.legal_actions())


ALL_HEARTS = {0: "7H 8H 9H 10H JH QH KH AH"}  # seat 0 wins every trick with hearts trumps


def play(state):
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
    return state.result()


@pytest.mark.parametrize("taker, value, capot, mult, expected", [
    (0, 160, False, 1, (250 + 20 + 160, 0)),  # made, uncalled capot counts 250, belote 20
    (0, 80, False, 2, (250 + 20 + 160, 0)),  # coinche doubles only the bid
    (1, 80, False, 1, (160 + 80 + 20, 0)),  # failed: defenders 160 + bid, plus their belote
    (1, 80, False, 2, (160 + 160 + 20, 0)),
    (1, 120, False, 4, (160 + 480 + 20, 0)),
    (0, 0, True, 1, (250 + 20, 0)),  # capot bid made
    (0, 0, True, 2, (500 + 20, 0)),
    (1, 0, True, 1, (500 + 20, 0)),  # capot bid failed: 500 to the defenders
])
def test_contract_scoring(taker, value, capot, mult, expected):
    r = play(position(ALL_HEARTS, rules=COINCHE, strain=Strain.HEARTS, taker=taker, value=value, capot=capot,
                      multiplier=mult))
    assert r.score == expected
    assert r.made is (taker == 0)


@pytest.mark.parametrize("strain, value, target", [
    (Strain.HEARTS, 80, 82), (Strain.HEARTS, 100, 100), (Strain.NO_TRUMPS, 80, 80), (Strain.NO_TRUMPS, 60, 66),
    (Strain.ALL_TRUMPS, 80, 130), (Strain.ALL_TRUMPS, 140, 140),
])
def test_contract_target(strain, value, target):
    rules = dataclasses.replace(COINCHE, min_bid=60)
    r = play(position({}, rules=rules, strain=strain, taker=0, value=value))
    assert r.contract_target == target
    assert r.made == (r.contract_points >= target)


@pytest.mark.parametrize("strain, total", [(Strain.HEARTS, 162), (Strain.NO_TRUMPS, 130), (Strain.ALL_TRUMPS, 258)])
def test_deal_totals(strain, total):
    r = play(position({}, rules=COINCHE, strain=strain, taker=1, value=80))
    assert sum(r.card_points) == total


def test_failed_base_option():
    rules = dataclasses.replace(COINCHE, failed_contract_base=162)
    r = play(position(ALL_HEARTS, rules=rules, strain=Strain.HEARTS, taker=1, value=80))
    assert r.score == (162 + 80 + 20, 0)


def test_all_trumps_belote_in_any_suit():
    hands = {0: "KS QS KD QD 7H 8H 9H 10H"}
    r = play(position(hands, rules=COINCHE, strain=Strain.ALL_TRUMPS, taker=0, value=80))
    assert r.belote_points[0] == 40
    off = dataclasses.replace(COINCHE, belote_in_all_trumps=False)
    assert play(position(hands, rules=off, strain=Strain.ALL_TRUMPS, taker=0, value=80)).belote_points[0] == 0
    assert play(position(hands, rules=COINCHE, strain=Strain.NO_TRUMPS, taker=0, value=80)).belote_points[0] == 0
