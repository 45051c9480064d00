"""The match-point converter's rows in words (explain_result) and in the end-of-deal grid."""

from __future__ import annotations

import dataclasses


from belote_desktop.engine import Contract, Strain
from belote_desktop.engine.rules import MatchPoints, TieRule, find_variant
from belote_desktop.engine.scoring import (
    BreakdownRow, DealFacts, DealResult, convert, score_contract, score_of,
)
from belote_desktop.learn import explain_result

RULES = dataclasses.replace(find_variant("classic"), match_points=MatchPoints.TENTHS, capot_bonus=0,
                            valat_match_points=9, mp_both_at_limit=True, tie_rule=TieRule.HANGING)


def _result(strain: Strain, cards: tuple[int, int], melds=(0, 0), tricks=(4, 4)) -> DealResult:
    contract = Contract(strain, 0)
    total = {Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}.get(strain, 162)
    f = DealFacts(contract, 0, total, list(cards), list(tricks), list(melds), [0, 0], 0)
    scored = score_contract(RULES, f)
    convert(RULES, scored)
    score = score_of(scored, 2)
    rows = tuple(BreakdownRow(k, tuple(int(x) for x in v), p) for k, v, p in scored.rows if k.always_shown or any(v))
    totals = tuple(int(t) for t in scored.totals)
    capot = 0 if tricks[0] == 8 else (1 if tricks[1] == 8 else -1)
    return DealResult(False, contract, 0, tuple(cards), 0, capot, tuple(scored.card_score), tuple(melds), -1,
                      (0, 0), totals, bool(scored.made), bool(scored.tied), int(scored.hanging),
                      tuple(int(s) for s in score), totals[0], 0, rows)


def test_conversion_is_told_team_by_team():
    lines = explain_result(_result(Strain.HEARTS, (107, 55)), RULES)
    text = "\n".join(lines)
    assert "a remainder above 6 rounds up" in text
    assert "107 → 11" in text and "55 → 5" in text
    assert "11" in lines[-1] and "5" in lines[-1]


def test_both_at_the_limit_and_valat_are_told():
    both = "\n".join(explain_result(_result(Strain.ALL_TRUMPS, (134, 124), melds=(20, 20)), RULES))
    assert "154 → 15" in both and "144 → 15" in both and "exactly at the limit" in both
    valat = explain_result(_result(Strain.HEARTS, (162, 0), tricks=(8, 0)), RULES)
    assert any("every trick" in line and "9 more match points" in line for line in valat)
    assert "25" in valat[-1]


def test_a_hanging_tie_names_its_match_points():
    text = "\n".join(explain_result(_result(Strain.HEARTS, (81, 81)), RULES))
    assert "81 points (8 match points) are held over" in text


def test_end_of_deal_grid_shows_points_then_match_points():
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    rows = breakdown_rows(_result(Strain.HEARTS, (162, 0), tricks=(8, 0)))
    labels = [label for label, _, _ in rows]
    assert labels[-1] == "Match points scored" and rows[-1][1] == ["25", "0"]
    converted = next(r for r in rows if r[0].startswith("Match points (÷ 10"))
    assert converted[1] == ["16", "0"] and "limit 6" in converted[0]
    assert ("Every trick", ["9", "0"], False) in rows
