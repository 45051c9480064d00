"""Master's bid for the match once its end is near (SearchParams.match_bids, issue 73)."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

import belote_desktop.ai as ai
from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.play.outcome import CARD_POINTS_WEIGHT
from belote_desktop.ai.play.search import Simulation, bid_objective
from belote_desktop.engine import Phase, find_variant, new_match

CLASSIC = find_variant("classic")
MATCH_BIDS = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], match_bids=True)


def _first_bid(scores: tuple[int, int], seed: int = 1):
    match = new_match(CLASSIC, seed=seed, first_dealer=0)
    match.scores = match.deal.match_scores = scores
    view = match.view_for(match.current_player())
    assert view.phase is Phase.BIDDING
    return view


def test_it_bids_for_the_match_only_near_its_end():
    target = CLASSIC.match.target_score
    assert not MATCH_BIDS.bids_for_match(_first_bid((0, 0)))
    assert MATCH_BIDS.bids_for_match(_first_bid((target - 40, 100)))
    assert not SEARCH_PARAMS[Level.MASTER].bids_for_match(_first_bid((target - 40, 100)))


def test_the_match_objective_counts_what_the_deal_changes_in_the_chance_of_winning():
    target = CLASSIC.match.target_score
    view = _first_bid((target - 60, target - 60))
    team = CLASSIC.team_of(view.seat)
    for_match = bid_objective(view, Simulation(random.Random(1), 10, for_match=True))
    for_points = bid_objective(view, Simulation(random.Random(1), 10))

    def scores(ours: int, theirs: int) -> np.ndarray:
        out = np.zeros((2, 1), dtype=np.int64)
        out[team, 0], out[1 - team, 0] = ours, theirs
        return out

    nothing = scores(0, 0)
    assert for_match(nothing, nothing)[0] == 0.0  # a deal that changes nothing, as passing's values count
    won, lost = for_match(scores(80, 0), scores(80, 0))[0], for_match(scores(0, 80), scores(0, 80))[0]
    assert won > 0 > lost
    # 80 points or 160 win the match alike: only the card points' small share tells them apart; by points, far more
    more = for_match(scores(160, 0), scores(160, 0))[0]
    assert more - won == pytest.approx(CARD_POINTS_WEIGHT * 80)
    assert for_points(scores(160, 0), scores(160, 0))[0] - for_points(scores(80, 0), scores(80, 0))[0] > 2 * (more - won)


def test_near_the_end_master_asks_the_simulation_for_the_match(monkeypatch):
    asked = []

    def simulated(view, how, weighed=None):
        asked.append(how.for_match)
        return view.legal_actions[0]

    monkeypatch.setattr(ai, "simulated_bid", simulated)
    target = CLASSIC.match.target_score
    choose_action(_first_bid((target - 40, 100)), Level.MASTER, 1, params=MATCH_BIDS)
    choose_action(_first_bid((0, 0)), Level.MASTER, 1, params=MATCH_BIDS)
    choose_action(_first_bid((target - 40, 100)), Level.MASTER, 1)
    assert asked == [True]  # only near the end, only when asked for
