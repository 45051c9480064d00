"""The bots in the contract auction (ai/bidding/auction.py): legal at every level, neither always passing nor
always calling, doubling when the simulation says so, and never calling "Match" blindly."""

from __future__ import annotations

import collections
import dataclasses
import random

import pytest

from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.bidding import auction as ai_bidding
from belote_desktop.engine import DOUBLE, PASS, REDOUBLE, Card, Phase, Strain, deal_from_hands
from belote_desktop.engine.actions import CALL, STAKE_MATCH, Call
from tests.engine.test_contract_auction import FOUR, MATCH_CALL, THREE, TWO

QUICK = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], bid_samples=24)


def _hands(*texts):
    return [[Card.parse(t) for t in text.split()] for text in texts]


@pytest.mark.parametrize("rules", [FOUR, MATCH_CALL, THREE, TWO], ids=["four", "match", "three", "two"])
@pytest.mark.parametrize("level", list(Level))
def test_every_level_bids_legally(rules, level):
    from belote_desktop.engine import new_deal

    for seed in range(6 if level >= Level.EXPERT else 40):
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        rng = random.Random(seed)
        while state.phase is Phase.BIDDING:
            view = state.view_for(state.current)
            action = choose_action(view, level, rng, params=QUICK)
            assert action in view.legal_actions
            state = state.apply(action)


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE])
def test_evaluation_bidders_call_some_hands_and_pass_others(level):
    from belote_desktop.engine import new_deal

    said = collections.Counter()
    contracts = collections.Counter()
    for seed in range(200):
        state = new_deal(FOUR, dealer=seed % 4, seed=seed)
        rng = random.Random(seed)
        while state.phase is Phase.BIDDING:
            action = choose_action(state.view_for(state.current), level, rng)
            said[type(action).__name__] += 1
            state = state.apply(action)
        contracts["thrown" if state.thrown_in else state.contract.strain.code] += 1
    assert said["Call"] > 150 and said["Pass"] > 2 * said["Call"]
    assert contracts["thrown"] < 40 and contracts["NT"] and contracts["AT"]
    assert sum(contracts[s] for s in "CDHS") > contracts["AT"]  # all trumps is not called on any two jacks


def test_a_strong_hand_calls_and_a_weak_one_passes():
    hands = _hands("JH 9H AH 10H AS", "7C 8C 7D 8D 9S", "KC QC KD QD 7S", "9C 10C 9D 10D 8S")
    state = deal_from_hands(FOUR, 3, hands)  # seat 0 speaks first
    view = state.view_for(0)
    for level in (Level.INTERMEDIATE, Level.EXPERT):
        assert choose_action(view, level, random.Random(1), params=QUICK) == CALL[Strain.HEARTS]
    state = state.apply(PASS)
    assert choose_action(state.view_for(1), Level.INTERMEDIATE, random.Random(1)) is PASS
    assert choose_action(state.view_for(1), Level.EXPERT, random.Random(1), params=QUICK) is PASS


def test_match_is_never_called_blindly(monkeypatch):
    hands = _hands("7S 8S KS AC KC", "JS 9S AS 10S AH", "7H 8H 7D 8D QC", "9H 10H 9D 10D JC")
    state = deal_from_hands(MATCH_CALL, 3, hands)
    state = state.apply(CALL[Strain.SPADES]).apply(DOUBLE).apply(REDOUBLE)  # 0 calls, 1 doubles, 2 redoubles
    view = state.view_for(3)  # seat 3, a doubler, may call Match
    assert STAKE_MATCH in view.legal_actions
    # the evaluation bidders never stake the game
    for seed in range(20):
        assert choose_action(view, Level.INTERMEDIATE, random.Random(seed)) != STAKE_MATCH
    # the simulation: a great mean is not enough without winning nearly every deal

    def rigged(view, contracts, how, win_rates=None):
        values = [500.0 if c.multiplier == 8 else 0.0 for c in contracts]
        if win_rates is not None:
            win_rates[:] = [win_rate] * len(contracts)
        return values

    monkeypatch.setattr(ai_bidding, "evaluate_contracts", rigged)
    win_rate = 0.8
    assert ai_bidding.simulated_bid(view, Simulation(random.Random(0), 8)) != STAKE_MATCH
    win_rate = 0.95
    assert ai_bidding.simulated_bid(view, Simulation(random.Random(0), 8)) == STAKE_MATCH


def test_a_call_tells_the_simulation_about_the_callers_hand():
    from belote_desktop.ai.beliefs.calls import auction_weight
    from belote_desktop.engine import new_deal, mask_of

    state = new_deal(FOUR, dealer=3, seed=3).apply(CALL[Strain.HEARTS])  # seat 0 called hearts
    weight = auction_weight(state.view_for(1), [0] * 4)
    strong = mask_of(_hands("JH 9H AH 10H KH QH AS AC")[0])
    weak = mask_of(_hands("7S 8S 7D 8D 7C 8C 9C 9D")[0])
    others = [0, 0, 0, 0]
    assert weight([strong, *others[1:]]) > 5 * weight([weak, *others[1:]])
    assert isinstance(CALL[0], Call)
