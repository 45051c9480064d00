"""All trumps is bid on jacks: hand-made hands for both bidders (issue 19 point 6).

A one-jack hand was offered all trumps by Suggest (the Expert's simulated bid): the playouts rate the
takers well there and any bid up to 130 needs 130 of 258 anyway. All trumps now needs two jacks or
more, and an evaluation that reaches what the contract needs.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai.bidding.auction import heuristic_bid, simulated_bid
from belote_desktop.engine import Bid, Card, Strain, deck_cards, find_variant
from belote_desktop.engine.state import deal_from_hands

COINCHE = find_variant("coinche")


def _view(mine: str, bids: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """Seat (1 + len(bids)) % 4 holds ``mine`` after ``bids`` (dealer 0); the other hands are fixed."""
    hand = [Card.parse(t) for t in mine.split()]
    rest = [c for c in deck_cards(COINCHE.deck) if c not in hand]
    seat = (1 + len(bids)) % 4
    hands = []
    for s in range(4):
        hands.append(hand if s == seat else [rest.pop(0) for _ in range(8)])
    state = deal_from_hands(COINCHE, 0, hands)
    for text in bids:
        state = state.apply(next(a for a in state.legal_actions() if str(a) == text))
    assert state.current_player() == seat
    return state.view_for(seat)


ONE_JACK = [
    ("7C 8C JC 7D 9D QD KD 8S", ("bid 80 S", "bid 90 H")),  # the reported hand: one jack, belote
    ("JC AC 8D QD KD 9H 10H QH", ("pass",)),
    ("8C KC 7D 9H QH 7S 9S JS", ()),  # jack and nine of spades, another nine
    ("9C 9D 10D QD AD 9H QH JS", ("bid 80 C", "pass", "pass")),  # three nines, one jack
]


def _is_all_trumps(action: object) -> bool:
    return isinstance(action, Bid) and action.strain is Strain.ALL_TRUMPS


@pytest.mark.parametrize("mine,bids", ONE_JACK)
def test_no_all_trumps_on_one_jack(mine: str, bids: tuple[str, ...]) -> None:
    view = _view(mine, bids)
    for seed in range(3):
        assert not _is_all_trumps(simulated_bid(view, Simulation(random.Random(seed), 160, True))), (mine, seed)
        assert not _is_all_trumps(heuristic_bid(view, random.Random(seed))), (mine, seed)
        assert not _is_all_trumps(heuristic_bid(view, random.Random(seed), beginner=True)), (mine, seed)


def test_a_partners_all_trumps_is_not_raised_on_one_jack() -> None:
    view = _view("7C AC 7D QD KD QH JS KS", ("bid 80 C", "bid 130 AT", "pass"))
    for seed in range(3):
        assert not _is_all_trumps(simulated_bid(view, Simulation(random.Random(seed), 160, True)))
        assert not _is_all_trumps(heuristic_bid(view, random.Random(seed)))


@pytest.mark.parametrize("mine", ["JC 9C JD 9D JH AH 10H AS", "JC 9C AC JD 9D JH 9H JS"])
def test_all_trumps_on_jacks_and_nines(mine: str) -> None:
    view = _view(mine)
    assert _is_all_trumps(simulated_bid(view, Simulation(random.Random(0), 160, True)))
    assert _is_all_trumps(heuristic_bid(view, random.Random(0)))
