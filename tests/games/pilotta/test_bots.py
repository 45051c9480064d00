"""Pilotta's bots (legality, whole matches and honesty for every game: test_every_game_bots.py,
test_hidden_cards.py): an auction that neither passes every hand nor bids every time (suits only, never again after a pass)."""

from __future__ import annotations

import collections
import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import Bid, Phase, find_variant, new_deal

from tests.ai.test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged

PILOTTA = find_variant("pilotta")


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
    from tools import auction_survey

    assert auction_survey.main(["--variant", "pilotta", "--level", "beginner", "--deals", "6", "--seed", "3"]) == 0
    import json

    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 6 and out["thrown_in"] + out["played"] == 6
    assert out["made"] <= out["played"] and out["bids"] + out["passes"] >= 4 * 6  # four calls a deal at least
