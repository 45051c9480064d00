"""Tarabish bots: naming sensibly in turn (neither always nor never; the forced dealer names his best suit).
Legality, whole matches and honesty for every game: test_every_game_bots.py, test_hidden_cards.py."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.beliefs.hand_value import estimate
from belote_desktop.ai.bidding.auction import heuristic_bid, simulated_bid
from belote_desktop.engine import PASS, Card, Phase, Strain, Suit, Take, deal_from_hands, find_variant

from tests.ai.test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged


TARABISH = find_variant("tarabish")


def _first_views(count):
    from belote_desktop.engine import new_deal

    for seed in range(count):
        state = new_deal(TARABISH, dealer=seed % 4, seed=seed)
        yield state.view_for(state.current_player())


def test_the_evaluation_bidders_name_some_hands_and_pass_others():
    for beginner in (False, True):
        rng = random.Random(3)
        named = sum(isinstance(heuristic_bid(view, rng, beginner), Take) for view in _first_views(300))
        assert 30 < named < 270, (beginner, named)


def test_the_simulation_bidder_names_some_hands_and_passes_others():
    rng = random.Random(4)
    named = sum(isinstance(simulated_bid(view, Simulation(rng, 24)), Take) for view in _first_views(40))
    assert 3 < named < 37


def _forced_dealer(seed):
    from belote_desktop.engine import new_deal

    state = new_deal(TARABISH, dealer=0, seed=seed)
    for _ in range(3):
        state = state.apply(PASS)
    return state


@pytest.mark.parametrize("level", list(Level))
def test_the_forced_dealer_names_his_best_suit(level):
    for seed in range(3):
        state = _forced_dealer(seed)
        view = state.view_for(0)
        action = choose_action(view, level, random.Random(seed), params=QUICK if level >= Level.EXPERT else None)
        assert isinstance(action, Take)
        if level <= Level.INTERMEDIATE:
            best = max(estimate(view.hand_mask, Strain.of_suit(s)) for s in Suit)
            assert estimate(view.hand_mask, Strain.of_suit(action.suit)) == best


def test_a_strong_suit_is_named_and_a_poor_hand_passes():
    strong = [Card.parse(t) for t in "JH 9H AH 10H AS AD".split()]
    poor = [Card.parse(t) for t in "6S 7D 8C 6H 7S 8D".split()]
    others = [c for c in (Card.parse(t) for t in
                          "6C 7C 9C 10C QC KC 6D 9D 10D JD QD KD 8S 9S 10S JS QS KS".split())]
    hands = [others[0:6], strong, others[6:12], others[12:18]]
    view = deal_from_hands(TARABISH, dealer=0, hands=hands).view_for(1)
    assert view.phase is Phase.BIDDING
    for level in (Level.BEGINNER, Level.INTERMEDIATE, Level.EXPERT):
        assert choose_action(view, level, random.Random(0), params=QUICK) == Take(Suit.HEARTS)
    hands = [others[0:6], poor, others[6:12], others[12:18]]
    view = deal_from_hands(TARABISH, dealer=0, hands=hands).view_for(1)
    assert choose_action(view, Level.INTERMEDIATE, random.Random(0)) == PASS


def test_the_advice_weighs_the_pass_and_the_best_suit():
    """The calibrated bidder weighs passing and the suit the hand evaluation rates best (it cannot tell two
    suits apart); the others get no cost rather than a figure in another unit."""
    from belote_desktop.ai.beliefs.hand_value import estimate
    from belote_desktop.engine import PASS, Strain, new_deal
    from belote_desktop.learn.advice import advise, bid_cost

    view = new_deal(TARABISH, dealer=0, seed=5).view_for(1)
    advice = advise(view, params=QUICK)
    assert advice.action in view.legal_actions
    takes = [a for a in view.legal_actions if isinstance(a, Take)]
    best = max(takes, key=lambda a: estimate(view.hand_mask, Strain.of_suit(a.suit)))
    assert set(advice.values) == {PASS, best}
    for action in view.legal_actions:
        cost = bid_cost(view, advice, action, QUICK)
        assert (cost is None) == (action not in advice.values) and (cost is None or cost >= 0)
    forced = _forced_dealer(5).view_for(0)
    assert isinstance(advise(forced, params=QUICK).action, Take)
