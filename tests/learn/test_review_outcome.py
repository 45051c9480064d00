"""Review judges the outcome too: a contract the player bid that failed is never "well played"."""

from __future__ import annotations

import random

from belote_desktop.ai import Level, SearchParams, choose_action
from belote_desktop.engine import Bid, Card, Strain, deal_from_hands, deck_cards, find_variant
from belote_desktop.learn.review import FailedBid, Review, failed_bid, review_deal, review_lines

SMALL = SearchParams(samples=32, max_seconds=60.0, exact_cards=8, exact_samples=8, bid_samples=32,
                     play_likelihood=0.3, public_playouts=True)


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _failed_110_hearts():
    """South (the player) bids 110 in hearts on a hand that cannot make it: East and West hold the top trumps."""
    rules = find_variant("coinche")
    south = _cards("KH QH 8H 7H AC 7D 8D 7S")
    east = _cards("JH 9H AS 10S KS AD 10D KD")
    west = _cards("AH 10H 10C KC QC JC 9C QS")
    rest = [c for c in deck_cards(rules.deck) if c not in south + east + west]
    state = deal_from_hands(rules, 3, [south, east, rest, west])  # dealer West: South speaks first
    for text in ("bid 110 H", "pass", "pass", "pass"):
        state = state.apply(next(a for a in state.legal_actions() if str(a) == text))
    rng = random.Random(2)
    while not state.is_terminal():
        state = state.apply(choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng))
    return state


def test_a_failed_contract_the_player_bid_is_reported_with_its_cost(qapp):
    deal = _failed_110_hearts()
    result = deal.result()
    assert result.made is False and result.contract.taker == 0
    failed = failed_bid(deal, 0)
    assert failed is not None and failed.played == Bid(110, Strain.HEARTS)
    assert failed.cost == result.score[1] and failed.cost >= 160 + 110
    # North and West took no contract: nothing to report for them
    assert failed_bid(deal, 2) is None and failed_bid(deal, 3) is None
    review = review_deal(deal, 0, params=SMALL)
    assert review.failed_bid is not None and review.failed_bid.cost == failed.cost
    lines = review_lines(review, str)
    assert not any("well played" in line for line in lines)
    assert any("bid 110 H" in line and str(failed.cost) in line for line in lines)


def test_a_suggested_bid_that_failed_is_still_costly(qapp):
    review = Review([], [], FailedBid(Bid(110, Strain.HEARTS), 290, suggested=True))
    lines = review_lines(review, str)
    assert not any("well played" in line for line in lines)
    assert any("290" in line and "bid 110 H" in line for line in lines)
    assert any("Suggest would have bid the same" in line for line in lines)
    # and with nothing to report the deal is still well played
    assert "well played" in review_lines(Review([], []))[0]
