"""The search's deal scoring (the engine's scorer on numpy arrays) against DealState.result() on finished
random deals of every ruleset."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from belote_desktop.ai.kernel import tables_for
from belote_desktop.ai.outcome import deal_scores, objective
from belote_desktop.engine import Contract, Strain, TieRule, find_variant
from belote_desktop.engine.scoring import RowKind
from tests.rulesets import every_ruleset

from .positions import play_positions, random_deal_positions


def _check(state):
    result = state.result()
    if result.thrown_in:
        return False
    rules = state.rules
    t = tables_for(rules, state.contract.strain)
    points = np.array(result.card_points, dtype=np.int64).reshape(-1, 1)
    tricks = np.array(state.team_tricks, dtype=np.int64).reshape(-1, 1)
    belote = np.array(result.belote_points, dtype=np.int64).reshape(-1, 1)
    declared = [row.values for row in result.breakdown if row.kind is RowKind.DECLARATIONS]
    melds = list(declared[0]) if declared else [0] * len(result.score)  # before the no-trick rule
    ace = state.turned_card is not None and state.turned_card.rank.name == "ACE"  # Baloot's kaboot doubles
    in_play = int(points.sum())  # the cards in play, as the search passes it (the pack's total less undealt cards)
    assert in_play == t.card_total or rules.unused_cards
    scores = deal_scores(rules, state.contract, in_play, points, tricks, melds, belote, ace)
    assert tuple(int(x) for x in scores[:, 0]) == result.score, (state.contract, result)
    return True


@pytest.mark.parametrize("name", sorted(every_ruleset()))
def test_scores_of_whole_random_deals(name):
    checked = 0
    for seed in range(150):
        *_, last = random_deal_positions(every_ruleset()[name], seed)
        checked += _check(last)
    assert checked > 50


@pytest.mark.parametrize("changes", [{}, {"tie_rule": TieRule.HANGING}, {"tie_rule": TieRule.TAKERS_FAIL}])
def test_scores_of_fixed_contracts(changes):
    for variant in ("classic", "coinche"):
        rules = dataclasses.replace(find_variant(variant), **changes)
        for seed in range(150):
            *_, last = play_positions(rules, seed)
            assert _check(last)


def test_capot_contracts_and_multipliers():
    rules = find_variant("coinche")
    t = tables_for(rules, Strain.HEARTS)
    for capot, mult in ((True, 1), (False, 2), (False, 4), (True, 2)):
        contract = Contract(Strain.HEARTS, 0, 120, capot, mult)
        points = np.array([[162, 100, 0], [0, 62, 162]], dtype=np.int64)
        tricks = np.array([[8, 5, 0], [0, 3, 8]], dtype=np.int64)
        zero = np.zeros((2, 3), dtype=np.int64)
        scores = deal_scores(rules, contract, t.card_total, points, tricks, [0, 0], zero)
        assert scores[0, 0] > 0 and scores[1, 2] > 0  # the capot takers score; a failed contract pays
        value = objective(scores, points, 0)
        assert value[0] > value[1] > value[2]
