"""The auction interface: legality derived from ``verify`` alone, pure steps, and the AuctionView
that the table, the hints and the bots read instead of recounting the bidding."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import (
    DOUBLE, PASS, REDOUBLE, TAKE, Bid, Contract, Phase, Reason, Strain, Suit, deck_cards, find_variant, new_deal,
)
from belote_desktop.engine.auctions import AUCTIONS, allowed_strains
from tests.rulesets import every_ruleset

COINCHE = find_variant("coinche")
CLASSIC = find_variant("classic")


def _auction_states(rules, seeds=range(40)):
    """Every bidding position of random auctions (random legal actions)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while state.phase is Phase.BIDDING:
            yield state
            state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_legal_actions_are_the_candidates_that_verify(name):
    rules = every_ruleset()[name]
    auction = AUCTIONS[rules.trump_scheme]
    for state in _auction_states(rules):
        legal = state.legal_actions()
        assert legal and (legal[0] is PASS or state.why_illegal(PASS).reason is Reason.DEALER_MUST_NAME)  # Tarabish
        assert legal == tuple(a for a in auction.candidates(state) if auction.verify(state, a) is None)
        for action in auction.candidates(state):
            refusal = state.why_illegal(action)
            assert (refusal is None) == (action in legal)
            if refusal is not None:
                assert refusal.reason is auction.verify(state, action).reason


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_steps_leave_the_state_unchanged(name):
    rules = every_ruleset()[name]
    for state in _auction_states(rules, seeds=range(10)):
        before = (state.auction, state.current, state.phase, state.hands, state.history)
        for action in state.legal_actions():
            state.apply(action)
        assert (state.auction, state.current, state.phase, state.hands, state.history) == before


def test_coinche_view_shows_the_standing_bid_and_who_may_double():
    state = new_deal(COINCHE, dealer=0, deck=deck_cards(COINCHE.deck))
    view = state.view_for(2).auction
    assert (view.high_bid, view.high_seat, view.multiplier, view.minimum_bid) == (None, -1, 1, 80)
    assert view.doublers == frozenset() and view.turn == 1 and not view.closed
    state = state.apply(Bid(90, Strain.HEARTS))  # seat 1
    view = state.view_for(0).auction
    assert (view.high_bid, view.high_seat, view.minimum_bid) == (Bid(90, Strain.HEARTS), 1, 100)
    assert view.doublers == frozenset({0, 2})  # the opponents of seat 1
    assert view.contract_so_far == Contract(Strain.HEARTS, 1, 90)
    state = state.apply(DOUBLE)  # seat 2
    view = state.view_for(3).auction
    assert view.multiplier == 2 and view.minimum_bid is None
    assert view.doublers == frozenset() and view.redoublers == frozenset({1, 3})
    assert state.why_illegal(Bid(100, Strain.SPADES)).reason is Reason.BIDDING_CLOSED
    assert state.why_illegal(REDOUBLE) is None  # seat 3, the bidder's partner, may surcoinche
    assert state.apply(PASS).why_illegal(REDOUBLE).reason is Reason.CANNOT_REDOUBLE  # seat 0 doubled


def test_coinche_redouble_closes_and_the_view_is_closed():
    state = new_deal(COINCHE, dealer=3, deck=deck_cards(COINCHE.deck))  # seat 0 speaks first
    state = state.apply(Bid(80, Strain.CLUBS)).apply(DOUBLE).apply(REDOUBLE)  # 0 bids, 1 doubles, 2 redoubles
    assert state.phase is Phase.PLAY
    view = state.view_for(1).auction
    assert view.closed and view.turn == -1 and view.multiplier == 4
    assert state.contract == Contract(Strain.CLUBS, 0, 80, False, 4)


def test_classic_second_round_starts_after_four_passes():
    state = new_deal(CLASSIC, dealer=0, seed=5)
    for _ in range(4):
        assert state.view_for(0).auction.round == 1
        state = state.apply(PASS)
    view = state.view_for(0)
    assert view.auction.round == 2 and view.auction.round_start == 4
    assert view.bidding[view.auction.round_start:] == ()  # what was said in this round: nothing yet
    state = state.apply(PASS)
    assert state.view_for(0).bidding[state.view_for(0).auction.round_start:] == ((1, PASS),)


def test_contract_for_previews_each_call():
    state = new_deal(COINCHE, dealer=0, deck=deck_cards(COINCHE.deck))
    auction = AUCTIONS[COINCHE.trump_scheme]
    assert auction.contract_for(state, PASS) is None
    state = state.apply(Bid(100, Strain.NO_TRUMPS))
    assert auction.contract_for(state, DOUBLE) == Contract(Strain.NO_TRUMPS, 1, 100, False, 2)
    assert auction.contract_for(state, Bid(110, Strain.SPADES)) == Contract(Strain.SPADES, 2, 110)
    classic = new_deal(CLASSIC, dealer=0, seed=1)
    take = TAKE[classic.turned_card.suit]
    assert AUCTIONS[CLASSIC.trump_scheme].contract_for(classic, take) == Contract(Strain.of_suit(take.suit), 1)


def test_allowed_strains_follow_the_scheme_and_its_options():
    assert allowed_strains(CLASSIC) == tuple(Strain.of_suit(s) for s in Suit)
    assert allowed_strains(COINCHE)[-2:] == (Strain.NO_TRUMPS, Strain.ALL_TRUMPS)
    plain = dataclasses.replace(COINCHE, allow_no_trumps=False)
    assert Strain.NO_TRUMPS not in allowed_strains(plain)
    state = new_deal(plain, dealer=0, seed=2)
    assert state.why_illegal(Bid(80, Strain.NO_TRUMPS)).reason is Reason.STRAIN_NOT_ALLOWED


def test_the_fast_auction_state_builder_sets_every_field():
    """passed()/spoken() build AuctionState through its slots: a field added later must be set there too."""
    from belote_desktop.engine.auctions.base import OPENING_AUCTION, AuctionState, _auction_state

    assert OPENING_AUCTION == AuctionState()
    values = (2, 1, Bid(90, Strain.HEARTS), 3, 2, 7, 0b100, 1)  # ..., out (final passes), first bidder
    assert len(values) == len(dataclasses.fields(AuctionState)), "update _auction_state in engine/auctions/base.py"
    assert _auction_state(*values) == AuctionState(*values)
    state = AuctionState(*values)
    assert state.passed() == AuctionState(2, 2, Bid(90, Strain.HEARTS), 3, 2, 7, 0b100, 1)
    assert state.passed(0b1) == AuctionState(2, 2, Bid(90, Strain.HEARTS), 3, 2, 7, 0b101, 1)
    assert state.spoken(None, 1, 4) == AuctionState(2, 0, None, 1, 4, 7, 0b100, 1)
    assert AuctionState().spoken(Bid(80, Strain.CLUBS), 2, 1).first_bidder == 2
