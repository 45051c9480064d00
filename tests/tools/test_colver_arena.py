"""The colver arena (tools/colver_arena.py, issue 73): our cards as colver numbers them (its suits ♠♥♦♣, its ranks
7 8 9 J Q K 10 A), the contract as colver's ``set_contract`` takes it, and, where colver is installed (a developer
tool's dependency: not in CI), one pair played to the end in both engines, on a fixed contract and from the auction."""

from __future__ import annotations

import pytest

from belote_desktop.engine import DOUBLE, PASS, REDOUBLE, Bid, Card, Contract, Phase, PlayCard, Strain, find_variant
from tools import colver_arena as arena

COLVER_NAMES = [rank + suit for suit in "♠♥♦♣" for rank in ("7", "8", "9", "J", "Q", "K", "10", "A")]


def test_every_card_has_colvers_number_and_back():
    for index, name in enumerate(COLVER_NAMES):
        card = arena.our_card(index)
        assert str(card) == name.translate(str.maketrans("♠♥♦♣", "SHDC"))
        assert arena.colver_index(card) == index
    assert len({arena.colver_index(arena.our_card(i)) for i in range(32)}) == 32


def test_the_contract_as_colver_takes_it():
    hearts = Card.parse("7H").suit
    contract = Contract(Strain(int(hearts)), 3, 110, multiplier=2)
    assert arena.colver_contract(contract) == (1, 110, 1, 1)  # hearts, 110, seats 1 and 3, coinché
    clubs = Card.parse("7C").suit
    assert arena.colver_contract(Contract(Strain(int(clubs)), 0, 80)) == (3, 80, 0, 0)


def test_the_pairs_deal_has_a_suit_contract():
    for pair in range(20):
        state = arena._deal(7301, pair)
        assert state.rules == find_variant("coinche").with_overrides(arena.RULE_CHANGES)
        assert state.contract is not None
        assert state.contract.strain.suit is not None


def test_a_pair_played_against_colver_scores_every_card_point():
    pytest.importorskip("colver")
    _pair, games = arena.play_pair((7301, 0, "intermediate", arena.ColverPlay("isdd", 5)))
    _pair, smart = arena.play_pair((7301, 0, "intermediate", arena.ColverPlay("smart", 5)))
    games = games + smart
    for game in games:
        assert not game.refused
        assert game.ours_points + game.colver_points == 162  # 152 in the cards and 10 for the last trick


COLVER_BIDS = ["Pass"] + [f"{value}{suit}" for value in range(80, 170, 10) for suit in "♠♥♦♣"] + \
    [f"Capot{suit}" for suit in "♠♥♦♣"] + ["Coinche", "Surcoinche"]


def test_every_call_has_colvers_number_and_back():
    for index, name in enumerate(COLVER_BIDS):
        action = arena.our_action(index, bidding=True)
        assert arena.colver_action(action) == index
        if isinstance(action, Bid):
            suit = "♠♥♦♣"["SHDC".index(str(Card.of(action.strain.suit, Card.parse("7S").rank))[-1])]
            assert name == (f"Capot{suit}" if action.capot else f"{action.value}{suit}")
    assert arena.our_action(0, True) == PASS and arena.our_action(41, True) == DOUBLE
    assert arena.our_action(42, True) == REDOUBLE
    assert arena.colver_action(Bid(80, Strain.NO_TRUMPS)) is None  # no such contract in colver
    assert arena.our_action(5, bidding=False) == PlayCard(arena.our_card(5))


def test_the_auction_pairs_deal_is_the_fixed_pairs_hands_before_the_auction():
    for pair in range(10):
        fixed, open_deal = arena._deal(7301, pair), arena._auction_deal(7301, pair)
        assert open_deal.phase is Phase.BIDDING
        assert open_deal.hands == fixed.hands and open_deal.dealer == fixed.dealer
        assert not open_deal.rules.auction.allow_no_trumps and not open_deal.rules.auction.allow_all_trumps


def test_a_pair_bid_and_played_against_colver_agrees_in_both_engines():
    pytest.importorskip("colver")
    _pair, games = arena.play_pair((7301, 1, "intermediate", arena.ColverPlay("isdd", 5, auction=True)))
    for game in games:
        assert not game.refused
        assert game.ours_points + game.colver_points in (0, 162)  # thrown in, or played to the end
