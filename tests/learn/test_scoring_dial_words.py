"""The scoring dial "the takers score nothing, the other team keeps its own" in words: the verdict line, the
end-of-deal row, the rules book and the option grid."""

from __future__ import annotations

import dataclasses
import random


from belote_desktop.engine import new_deal
from belote_desktop.engine.rules import FailedOutcome, TieRule, find_variant
from belote_desktop.engine.scoring import RowKind
from belote_desktop.learn import explain_result
from belote_desktop.learn.options import specs_for
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.ui.table.end_of_deal import breakdown_rows

SET = dataclasses.replace(find_variant("classic"), tie_rule=TieRule.TAKERS_FAIL,
                          failed_outcome=FailedOutcome.OWN_POINTS)


def _failed_deal(rules):
    rng = random.Random(3)
    for seed in range(200):
        state = new_deal(rules, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        result = state.result()
        if result.made is False:
            return result
    raise AssertionError("no failed contract in 200 random deals")


def test_a_failed_contract_under_the_dial_is_told_and_shown():
    result = _failed_deal(SET)
    lines = explain_result(result, SET)
    assert any("score nothing" in line and "only its own" in line for line in lines)
    assert not any("dedans" in line for line in lines)
    defenders = 1 - result.taker_team
    assert result.score[result.taker_team] <= result.belote_points[result.taker_team]
    assert result.score[defenders] == result.totals[defenders]
    labels = [label for label, _, _ in breakdown_rows(result)]
    assert "Takers' points lost" in labels
    assert any(r.kind is RowKind.FORFEITED for r in result.breakdown)


def test_the_rules_book_and_options_name_the_dial():
    html = rules_html(SET)
    assert "only its own points" in html
    assert "failed_outcome" in [spec.field for spec in specs_for(SET)]
    assert "dedans: they score nothing but their own belote" not in html
