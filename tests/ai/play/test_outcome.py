"""The search's deal scoring (the engine's scorer on numpy arrays) against DealState.result() on finished
random deals of every ruleset."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from belote_desktop.ai.tables import tables_for
from belote_desktop.ai.play.outcome import deal_scores, objective
from belote_desktop.engine import Contract, Strain, TieRule, find_variant
from belote_desktop.engine.scoring import RowKind
from tests.rulesets import every_ruleset

from tests.ai.positions import play_positions, random_deal_positions


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


SCORING_READINGS = {  # the Bulgarian family's readings, each way (tests/games/bulgarian/test_scoring.py)
    "bulgarian": {}, "bulgarian other readings": {
        "mp_tie_at_limit_up": False, "doubled_tie_hangs_all": False, "belote_may_stay_quiet": False,
        "no_trick_melds_to_nobody": False},
    "bidding_belote": {}, "bidding_belote other readings": {"doubled_tie_hangs_all": True, "mp_tie_at_limit_up": True},
    "belot_3p": {},
}


@pytest.mark.parametrize("name", sorted(SCORING_READINGS))
def test_the_array_scorer_follows_every_reading_over_every_split(name):
    """Every split of the card points, with and without declarations, belot and a trick-less team, through the
    int scorer and the numpy one at once: ties, totals at the limit and doubled ties included."""
    from belote_desktop.engine.scoring import INT_OPS, DealFacts, convert, score_contract, score_of

    rules = dataclasses.replace(find_variant(name.split()[0]), **SCORING_READINGS[name])
    teams = rules.team_count
    for strain, total in ((Strain.HEARTS, 162), (Strain.ALL_TRUMPS, 258), (Strain.NO_TRUMPS, 130)):
        for multiplier in (1, 2, 4, 8) if rules.allow_match_call else (1, 2, 4):  # 8: the Match call
            contract = Contract(strain, 0, 0, False, multiplier)
            rows = []
            for taken in range(0, total + 1):
                zero = (0,) * teams
                for melds, belote in ((zero, zero), ((20,) + zero[1:], (0, 20) + zero[2:]),
                                      ((0, 50) + zero[2:], (20,) + zero[1:])):
                    rest = total - taken
                    cards = (taken, rest) if teams == 2 else (taken, rest - rest // 3, rest // 3)
                    tricks = tuple(int(c > 0) for c in cards)  # a team with no card point took no trick
                    rows.append((cards, tricks, melds, belote))
            ints = []
            for cards, tricks, melds, belote in rows:
                f = DealFacts(contract, 0, total, list(cards), list(tricks), list(melds), list(belote))
                scored = score_contract(rules, f, INT_OPS, explain=False)
                convert(rules, scored)
                ints.append(tuple(int(v) for v in score_of(scored, teams)))
            arr = [np.array([r[i][t] for r in rows], dtype=np.int64) for i in range(4) for t in range(teams)]
            by = [np.stack(arr[i * teams:(i + 1) * teams]) for i in range(4)]
            scores = deal_scores(rules, contract, total, by[0], by[1], by[2], by[3])
            assert [tuple(int(x) for x in scores[:, r]) for r in range(len(rows))] == ints, (strain, multiplier)
