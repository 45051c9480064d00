"""Review's figures are in the points the deal is scored in: Baloot's round points (and Pilotta's game points),
not the search's raw deal points, so that the errors, the luck and the Master's gap add up."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PlayCard
from belote_desktop.engine.scoring import match_point_unit
from belote_desktop.learn.advice import advise
from belote_desktop.learn.judge import Decision, Judgement, judge_errors, mark, states_before, weigh
from belote_desktop.learn.review import review_of
from belote_desktop.cli.review import advice_params
from tests.learn.test_compare_review_one_story import _played


@pytest.mark.parametrize("variant", ["baloot", "pilotta"])
def test_the_errors_are_in_the_deals_points(variant):
    deal, _seed = _played(variant, 15)
    unit = match_point_unit(deal.rules)
    assert unit == 10
    params = advice_params(16)
    decisions = judge_errors(deal, 0, params=params)
    assert decisions is not None
    steps = states_before(deal)
    cards = [d for d in decisions if isinstance(d.played, PlayCard) and not d.declaration and d.differs]
    assert cards
    for d in cards:
        advice, _parts = weigh(steps[d.index][0].view_for(0), None, params)
        cost = advice.cost(d.played)
        assert cost is not None and d.error == pytest.approx(cost / unit)
        assert d.worth[d.best] - d.worth[d.played] == pytest.approx(d.error)


def test_a_baloot_bid_from_its_model_is_already_in_round_points():
    deal, _seed = _played("baloot", 15)
    view = next(state.view_for(0) for state, _ in states_before(deal)
                if state.current_player() == 0 and len(state.legal_actions()) > 1)
    advice = advise(view, params=advice_params(16))
    assert advice.unit == 1  # the calibrated bidder predicts the deal's score itself


def test_the_mark_is_the_same_search_tolerance_in_round_points(qapp):
    deal, _seed = _played("baloot", 15)
    assert mark(deal.rules) == pytest.approx(0.4)
    steps = states_before(deal)
    index, (state, played) = next((i, s) for i, s in enumerate(steps) if s[0].current_player() == 0
                                  and isinstance(s[1], PlayCard) and len(s[0].legal_actions()) > 1)
    other = next(a for a in state.legal_actions() if a != played)
    half = Decision(index, len(state.tricks) + 1, played, other, 0.5)  # half a round point: five deal points
    review = review_of(deal, 0, Judgement(0, (half,)))
    assert [v.played for v in review.cards] == [played] and review.min_loss == pytest.approx(0.4)
