"""Match points by tenths (MatchPoints.TENTHS, Bidding Belote and Bulgarian Belot): the remainder limits per
strain, both teams at the limit, the points held over, the valat's match points; seed 001's worked rounding
examples; the AI's numpy scorer runs the same converter."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from belote_desktop.engine import Contract, Strain
from belote_desktop.engine.rules import MatchPoints, TieRule, TrumpScheme, find_variant
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of, tenths
from tests.rulesets import every_ruleset

# a classic table scored in match points: no capot bonus (the valat's 9 match points instead)
TENTHS = dataclasses.replace(find_variant("classic"), match_points=MatchPoints.TENTHS, capot_bonus=0,
                             valat_match_points=9)
BULGARIAN_ROUNDING = dataclasses.replace(TENTHS, mp_both_at_limit=True, tie_rule=TieRule.HANGING)

SUIT = Strain.HEARTS
NT = Strain.NO_TRUMPS
AT = Strain.ALL_TRUMPS


def _facts(strain: Strain, totals: tuple[int, int], melds: tuple[int, int] = (0, 0),
           tricks: tuple[int, int] = (4, 4), belote: tuple[int, int] = (0, 0)) -> DealFacts:
    contract = Contract(strain, 0)
    cards = [totals[t] - melds[t] - belote[t] for t in range(2)]
    card_total = {SUIT: 162, NT: 130, AT: 258}[strain]
    return DealFacts(contract, 0, card_total, cards, list(tricks), list(melds), list(belote))


def _scored(rules, f: DealFacts):
    scored = score_contract(rules, f)
    convert(rules, scored)
    return scored


def _score(rules, f: DealFacts) -> tuple[int, ...]:
    return tuple(int(v) for v in score_of(_scored(rules, f), 2))


# seed 001's worked examples, one by one: (points, strain, match points)
SEED_001_ROUNDING = [
    (35, SUIT, 3),  # "35 points in a suit contract yields 3 match points"
    (125, SUIT, 12),  # "125 points in a suit contract yields 12 Match Points"
    (125, AT, 13),  # "125 points in an All trumps contract yields 13 MPs"
    (108, NT, 11),  # "54 points in a No trumps contract yields 11MPs": 54 doubled (no trumps counts twice)
    (89, SUIT, 9),  # "65 plus 14 and the last 10 makes 9!!"
]


@pytest.mark.parametrize(("points", "strain", "expected"), SEED_001_ROUNDING)
def test_seed_001_rounding_examples(points, strain, expected):
    assert tenths(points, TENTHS.round_limit(strain)) == expected


@pytest.mark.parametrize(("strain", "limit"), [(SUIT, 6), (Strain.CLUBS, 6), (NT, 5), (AT, 4)])
def test_limit_per_strain_below_at_and_above(strain, limit):
    """Seed 000: 'a remainder of 6 or less is rounded down' in a suit, 5 in no trumps, 4 in all trumps."""
    assert TENTHS.round_limit(strain) == limit
    assert tenths(120 + limit, limit) == 12  # at the limit: down
    assert tenths(120 + limit + 1, limit) == 13  # above: up
    assert tenths(120, limit) == 12 and tenths(0, limit) == 0


def test_limits_are_dials():
    rules = dataclasses.replace(TENTHS, mp_limit_suit=4)
    assert rules.round_limit(SUIT) == 4 and _score(rules, _facts(SUIT, (105, 57))) == (11, 6)
    assert _score(TENTHS, _facts(SUIT, (105, 57))) == (10, 6)
    with pytest.raises(ValueError):
        TENTHS.with_overrides({"mp_limit_suit": 12})


def test_seed_001_both_at_the_limit_narrow_escape():
    """Seed 001: all trumps with two tierces, declarers 154 and defenders 144: both at the limit, the lower
    rounds up and the higher down, both teams get 15 ('a narrow escape')."""
    f = _facts(AT, (154, 144), melds=(20, 20))
    scored = _scored(BULGARIAN_ROUNDING, f)
    assert bool(scored.made)
    assert _score(BULGARIAN_ROUNDING, f) == (15, 15)
    # without the Bulgarian rule each rounds down on its own (seed 000's Bidding Belote)
    assert _score(TENTHS, f) == (15, 14)


def test_both_at_the_limit_in_a_suit_keeps_the_sixteen_match_points():
    """76 against 86 in a suit: both remainders are 6; the lower rounds up, so the deal is still worth 16."""
    f = _facts(SUIT, (86, 76))
    assert _score(BULGARIAN_ROUNDING, f) == (8, 8)
    assert _score(TENTHS, f) == (8, 7)


def test_one_team_at_the_limit_rounds_down():
    """The both-at-the-limit rule needs every team at the limit: a failed contract gives one team all."""
    f = _facts(AT, (100, 214), melds=(0, 56))  # 314: only the defenders score, 31 (remainder 4: down)
    assert _score(BULGARIAN_ROUNDING, f) == (0, 31)


def test_rows_add_up_to_the_match_points_and_name_the_limit():
    scored = _scored(BULGARIAN_ROUNDING, _facts(AT, (154, 144), melds=(20, 20)))
    rows = {kind: (values, params) for kind, values, params in scored.rows}
    assert rows[RowKind.KEPT][0] == [154, 144]
    assert rows[RowKind.CONVERTED] == ([15 - 154, 15 - 144], (("limit", 4),))
    assert score_of(scored, 2) == [15, 15]


def test_valat_adds_match_points_after_the_conversion():
    """All tricks: +9 match points to the team that took them, on top of the converted points."""
    f = _facts(SUIT, (162, 0), tricks=(8, 0))
    scored = _scored(TENTHS, f)
    assert _score(TENTHS, f) == (16 + 9, 0)
    valat = next(r for r in scored.rows if r[0] is RowKind.VALAT)
    assert valat[1] == [9, 0] and valat[2] == (("points", 9),)
    # defenders taking every trick of a failed contract get the 9 too
    assert _score(TENTHS, _facts(SUIT, (0, 182), melds=(0, 20), tricks=(0, 8))) == (0, 18 + 9)
    assert _score(dataclasses.replace(TENTHS, valat_match_points=0), f) == (16, 0)


def test_equal_totals_hang_in_match_points():
    """Seed 001: equal totals: the committed team adds nothing, the other team adds its points, and the
    takers' points hang over to the next deal's winner, in match points."""
    f = _facts(SUIT, (91, 91), melds=(20, 0))
    scored = _scored(BULGARIAN_ROUNDING, f)
    assert score_of(scored, 2) == [0, 9]
    assert int(scored.hanging) == 9
    rows = {kind: values for kind, values, _ in scored.rows}
    assert rows[RowKind.HELD_OVER] == [91, 0] and rows[RowKind.HELD_OVER_CONVERTED] == [9, 0]


def test_a_fixed_amount_hangs_when_the_rules_say_so():
    """Seed 000's Bidding Belote: on a tie 85 points go to the next deal's winner (8 match points in a suit,
    9 in all trumps)."""
    rules = dataclasses.replace(TENTHS, tie_rule=TieRule.HANGING, tie_hanging_points=85)
    assert int(_scored(rules, _facts(SUIT, (81, 81))).hanging) == 8
    assert int(_scored(rules, _facts(AT, (129, 129))).hanging) == 9
    assert _score(rules, _facts(AT, (129, 129))) == (0, 13)


def test_identity_converter_adds_no_row():
    classic = find_variant("classic")
    scored = _scored(classic, _facts(SUIT, (100, 62)))
    assert not any(kind in (RowKind.CONVERTED, RowKind.VALAT) for kind, _, _ in scored.rows)
    assert score_of(scored, 2) == [100, 62]


def test_numpy_converter_equals_the_int_converter_for_every_ruleset():
    """ai/play/outcome.py runs convert() on numpy arrays: the same match points, row by row, as the int path, for
    every preset and made-up table scored by tenths, with and without the Bulgarian dials."""
    rng = random.Random(11)
    dials = [{}, {"mp_both_at_limit": True, "tie_rule": TieRule.HANGING},
             {"tie_rule": TieRule.HANGING, "tie_hanging_points": 85}, {"valat_match_points": 0}]
    checked = 0
    for base in every_ruleset().values():
        if base.trump_scheme is TrumpScheme.SUN_HOKUM:  # Baloot's own round points go with its auction
            continue
        teams = base.team_count
        for options in dials:
            rules = dataclasses.replace(base, **{"match_points": MatchPoints.TENTHS, "valat_match_points": 9, **options})
            for strain in (SUIT, NT, AT):
                contract = Contract(strain, 0)
                total = {SUIT: 162, NT: 130, AT: 258}[strain]
                cols = []
                for i in range(40):
                    tricks = [0] * teams
                    if i % 5 == 0:
                        tricks[i // 5 % teams] = 8
                    else:
                        for _ in range(8):
                            tricks[rng.randrange(teams)] += 1
                    cards = [0] * teams
                    if i % 7 == 1:  # equal totals / both at the limit
                        cards[0], cards[-1] = total // 2, total - total // 2
                    else:
                        left = total
                        for t in range(teams - 1):
                            cards[t] = rng.randint(0, left)
                            left -= cards[t]
                        cards[-1] = left
                    melds = [rng.choice((0, 0, 20, 50, 100)) for _ in range(teams)]
                    belote = [rng.choice((0, 0, 20)) for _ in range(teams)]
                    cols.append((cards, tricks, melds, belote))
                arrays = [[np.array([c[k][t] for c in cols], dtype=np.int64) for t in range(teams)] for k in range(4)]
                vec = score_contract(rules, DealFacts(contract, 0, total, *arrays), np, explain=False)
                convert(rules, vec, np)
                vec_score = score_of(vec, teams)
                for i, (cards, tricks, melds, belote) in enumerate(cols):
                    one = score_contract(rules, DealFacts(contract, 0, total, cards, tricks, melds, belote),
                                         explain=False)
                    convert(rules, one)
                    assert [int(np.broadcast_to(v, (40,))[i]) for v in vec_score] == score_of(one, teams)
                    assert int(np.broadcast_to(vec.hanging, (40,))[i]) == int(one.hanging)
                    checked += 1
    assert checked > 1000
