"""The scoring dial "the makers score nothing, the other team keeps its own" (``FailedOutcome.OWN_POINTS``,
``TieRule.OWN_POINTS``): Tarabish's half-bate (a tie) and Clabber's set (a tie or less), table-driven, with
the breakdown row that tells it."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.engine import Contract, Strain
from belote_desktop.engine.rules import FailedOutcome, TieRule, find_variant
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of

CLASSIC = find_variant("classic")
SUIT = Contract(Strain.HEARTS, 0, 0)

HALF_BATE = {"tie_rule": TieRule.OWN_POINTS, "failed_takers_keep_belote": False}  # Tarabish
SET = {"tie_rule": TieRule.TAKERS_FAIL, "failed_outcome": FailedOutcome.OWN_POINTS}  # Clabber


def facts(cards: tuple[int, int], melds: tuple[int, int] = (0, 0), belote: tuple[int, int] = (0, 0)) -> DealFacts:
    return DealFacts(SUIT, 0, 162, list(cards), [4, 4], list(melds), list(belote))


def scored(options: dict, f: DealFacts):
    rules = dataclasses.replace(CLASSIC, **options)
    result = score_contract(rules, f)
    convert(rules, result)
    return tuple(int(v) for v in score_of(result, 2)), {k: tuple(v) for k, v, _ in result.rows if any(v)}


CASES = [
    # Tarabish: more than half -> each its own; a tie -> the makers nothing, the others their own (bella of the
    # makers lost); less -> bate: every point to the others, the makers' bella too
    (HALF_BATE, facts((100, 62), belote=(20, 0)), (120, 62)),
    (HALF_BATE, facts((81, 81)), (0, 81)),
    (HALF_BATE, facts((71, 91), belote=(20, 0)), (0, 91)),  # 91 each: half-bate, the bella scores for nobody
    (HALF_BATE, facts((61, 101), melds=(40, 0)), (0, 101)),  # a tie with the makers' run: lost
    (HALF_BATE, facts((60, 102), belote=(20, 0)), (0, 182)),
    (HALF_BATE, facts((60, 102), melds=(20, 0)), (0, 182)),
    # Clabber: a tie or less is set: the makers nothing, the others their own
    (SET, facts((100, 62)), (100, 62)),
    (SET, facts((81, 81)), (0, 81)),
    (SET, facts((60, 102), belote=(0, 20)), (0, 122)),
    (SET, facts((60, 102), melds=(50, 20)), (0, 122)),  # the makers' declarations score for nobody
    (SET, facts((60, 102), belote=(20, 0)), (20, 102)),  # failed_takers_keep_belote (default): bell kept
    ({**SET, "failed_takers_keep_belote": False}, facts((60, 102), belote=(20, 0)), (0, 102)),
    # the dial with a made tie: only a real failure is set
    ({"failed_outcome": FailedOutcome.OWN_POINTS}, facts((81, 81)), (81, 81)),
    ({"failed_outcome": FailedOutcome.OWN_POINTS}, facts((60, 102)), (0, 102)),
    # ... with a litige: the tie waits, a failure is set
    ({"tie_rule": TieRule.HANGING, "failed_outcome": FailedOutcome.OWN_POINTS}, facts((81, 81)), (0, 81)),
]


@pytest.mark.parametrize(("options", "f", "expected"), CASES)
def test_the_makers_score_nothing_the_others_their_own(options, f, expected):
    score, _ = scored(options, f)
    assert score == expected


def test_the_forfeited_row_names_what_the_makers_lose():
    _, rows = scored(HALF_BATE, facts((71, 91), belote=(20, 0)))
    assert rows[RowKind.FORFEITED] == (91, 0)
    assert RowKind.ALL_POINTS not in rows
    _, rows = scored(SET, facts((60, 102), belote=(20, 0)))  # the kept bell is not forfeited
    assert rows[RowKind.FORFEITED] == (60, 0)
    _, rows = scored(HALF_BATE, facts((60, 102)))  # bate: everything moves, nothing is forfeited
    assert RowKind.FORFEITED not in rows and rows[RowKind.ALL_POINTS] == (0, 162)


def test_the_dial_is_a_saved_option():
    rules = CLASSIC.with_overrides({"failed_outcome": "own_points", "tie_rule": "own_points"})
    assert rules.failed_outcome is FailedOutcome.OWN_POINTS and rules.tie_rule is TieRule.OWN_POINTS
    assert rules.overrides() == {"failed_outcome": "own_points", "tie_rule": "own_points"}
