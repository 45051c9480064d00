"""explain_result renders the breakdown of any ruleset (every preset and the made-up tables) and of the
scoring options, ending with each team's score."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import new_deal
from belote_desktop.engine.rules import CoincheMultiplies, TieRule
from belote_desktop.learn import explain_result
from tests.rulesets import every_ruleset

OPTIONS = [{}, {"tie_rule": TieRule.HANGING, "failed_takers_keep_belote": False},
           {"coinche_multiplies": CoincheMultiplies.WHOLE_SCORE, "redouble_multiplier": 3}]


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_every_ruleset_is_explained(name):
    for options in OPTIONS:
        rules = dataclasses.replace(every_ruleset()[name], **options)
        rng = random.Random(1)
        for seed in range(25):
            state = new_deal(rules, dealer=seed % rules.players, seed=seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                state = state.apply(legal[rng.randrange(len(legal))])
            result = state.result()
            lines = explain_result(result, rules)
            assert lines and "{" not in "".join(lines)
            assert all(str(points) in lines[-1] for points in result.score)
