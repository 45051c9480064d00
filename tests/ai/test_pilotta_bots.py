"""Pilotta's bots: legal at every level, whole matches, decisions from the view only, and an auction that
neither passes every hand nor bids every time (suits only, never again after a pass)."""

from __future__ import annotations

import collections
import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import DECLARE, Bid, Phase, find_variant, new_deal, new_match

from .positions import random_deal_positions
from .test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged

PILOTTA = find_variant("pilotta")


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE, Level.EXPERT])
def test_every_level_is_legal_everywhere(level):
    rng = random.Random(3)
    checked = 0
    seeds = range(120) if level < Level.EXPERT else range(3)
    for seed in seeds:
        for state in random_deal_positions(PILOTTA, 300 + seed):
            if state.is_terminal():
                continue
            params = QUICK if level >= Level.EXPERT else None
            action = choose_action(state.view_for(state.current_player()), level, rng, params=params)
            assert action in state.legal_actions()
            if level < Level.EXPERT and DECLARE in state.legal_actions():
                assert action == DECLARE
            checked += 1
    assert checked > (2000 if level < Level.EXPERT else 50)


def test_bots_play_whole_matches():
    match = new_match(PILOTTA, seed=11)
    levels = [Level.BEGINNER, Level.INTERMEDIATE, Level.BEGINNER, Level.INTERMEDIATE]
    rng = random.Random(0)
    while not match.is_terminal() and len(match.finished) < 60:
        seat = match.current_player()
        match = match.apply(choose_action(match.view_for(seat), levels[seat], rng))
    assert match.is_terminal() and max(match.scores) >= 162


@pytest.mark.parametrize("level, deals", [(Level.BEGINNER, 80), (Level.INTERMEDIATE, 80), (Level.EXPERT, 10)])
def test_the_auction_is_sensible(level, deals):
    """Every level bids on some hands and passes on others; a bid names a suit; nobody bids after passing."""
    said = collections.Counter()
    rng = random.Random(5)
    for seed in range(deals):
        state = new_deal(PILOTTA, dealer=seed % 4, seed=seed)
        passed: set[int] = set()
        while state.phase is Phase.BIDDING:
            seat = state.current_player()
            assert seat not in passed
            params = QUICK if level >= Level.EXPERT else None
            action = choose_action(state.view_for(seat), level, rng, params=params)
            if isinstance(action, Bid):
                assert action.strain.suit is not None and not action.capot
                said["bid"] += 1
            else:
                passed.add(seat)
                said["pass"] += 1
            state = state.apply(action)
        said["thrown in" if state.thrown_in else "played"] += 1
    assert said["bid"] >= deals // 3 and said["pass"] >= deals
    assert said["played"] > said["thrown in"]


def test_the_auction_survey_tool_counts_what_was_said(capsys):
    from belote_desktop.tools import auction_survey

    assert auction_survey.main(["--variant", "pilotta", "--level", "beginner", "--deals", "6", "--seed", "3"]) == 0
    import json

    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 6 and out["thrown_in"] + out["played"] == 6
    assert out["made"] <= out["played"] and out["bids"] + out["passes"] >= 4 * 6  # four calls a deal at least
