"""Review judges the outcome too: a contract the player bid that failed, or doubled that was made, is never
"well played"."""

from __future__ import annotations

import random

from belote_desktop.ai import Level, SearchParams, choose_action
from belote_desktop.engine import DOUBLE, Bid, Card, Strain, deal_from_hands, deck_cards, find_variant
from belote_desktop.learn.review import CostlyCall, Review, costly_call, review_deal, review_lines

SMALL = SearchParams(samples=32, max_seconds=60.0, exact_cards=8, exact_samples=8, bid_samples=32,
                     play_likelihood=0.3, public_playouts=True)


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _played(south: str, east: str, west: str, calls: tuple[str, ...]):
    """A coinche deal from these hands (North gets the rest; West deals, South speaks first), the auction
    ``calls``, then the bots play it out."""
    rules = find_variant("coinche")
    south_cards, east_cards, west_cards = _cards(south), _cards(east), _cards(west)
    rest = [c for c in deck_cards(rules.deck) if c not in south_cards + east_cards + west_cards]
    state = deal_from_hands(rules, 3, [south_cards, east_cards, rest, west_cards])
    for text in calls:
        state = state.apply(next(a for a in state.legal_actions() if str(a) == text))
    rng = random.Random(2)
    while not state.is_terminal():
        state = state.apply(choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng))
    return state


def _failed_110_hearts():
    """South (the player) bids 110 in hearts on a hand that cannot make it: East and West hold the top trumps."""
    return _played("KH QH 8H 7H AC 7D 8D 7S", "JH 9H AS 10S KS AD 10D KD", "AH 10H 10C KC QC JC 9C QS",
                   ("bid 110 H", "pass", "pass", "pass"))


def test_a_failed_contract_the_player_bid_is_reported_with_its_cost(qapp):
    deal = _failed_110_hearts()
    result = deal.result()
    assert result.made is False and result.contract.taker == 0
    failed = costly_call(deal, 0)
    assert failed is not None and failed.played == Bid(110, Strain.HEARTS)
    assert failed.cost == result.score[1] and failed.cost >= 160 + 110
    # North did not bid it, and the defenders won: nothing to report for them
    assert costly_call(deal, 2) is None and costly_call(deal, 3) is None and costly_call(deal, 1) is None
    review = review_deal(deal, 0, params=SMALL)
    assert review.costly_call is not None and review.costly_call.cost == failed.cost
    lines = review_lines(review, str)
    assert not any("well played" in line for line in lines)
    assert any("bid 110 H" in line and str(failed.cost) in line for line in lines)


def test_a_suggested_bid_that_failed_is_still_costly(qapp):
    review = Review([], [], CostlyCall(Bid(110, Strain.HEARTS), 290, suggested=True))
    lines = review_lines(review, str)
    assert not any("well played" in line for line in lines)
    assert any("290" in line and "bid 110 H" in line for line in lines)
    assert any("Suggest would have made the same call" in line for line in lines)
    # and with nothing to report the deal is still well played
    assert "well played" in review_lines(Review([], []))[0]


def test_a_double_of_a_contract_that_was_made_is_reported_with_its_cost(qapp):
    """East opens 80 in hearts on a strong hand; South (the player), weak in hearts, coinches."""
    deal = _played("7C 8C 7D 8D 7S 8S 9S 9C", "JH 9H AH 10H KH AS AC AD", "QH 8H 7H 10C JC QC KC JD",
                   ("pass", "bid 80 H", "pass", "pass", "double", "pass", "pass", "pass"))
    result = deal.result()
    assert result.made and result.contract.multiplier == 2 and result.contract.taker == 1
    call = costly_call(deal, 0)
    assert call is not None and call.played == DOUBLE and call.cost == result.score[1]
    assert costly_call(deal, 1) is None and costly_call(deal, 2) is None  # the takers made it; North said nothing
    lines = review_lines(Review([], [], call), lambda a: "Coinche" if a == DOUBLE else str(a))
    assert not any("well played" in line for line in lines)
    assert any("doubled was made" in line and str(call.cost) in line for line in lines)
