"""Beside the Master's comparison, the review's verdict on a call agrees with the figures: a call that did better
on these cards than the Master's pass is not "a poor choice that the cards forgave"."""

from __future__ import annotations

from belote_desktop.engine import Pass
from belote_desktop.engine.actions import Hokum
from belote_desktop.engine.cards import Suit
from belote_desktop.learn.compare import Bots, compare_on_same_cards
from belote_desktop.learn.judge import Decision, Judgement
from belote_desktop.learn.review import review_lines, review_of
from tests.learn.test_compare_unplayed import LEVELS, SEED, called_deal, passing_master


def test_a_call_that_paid_off_against_the_masters_pass_is_not_forgiven(qapp):
    deal = called_deal()
    comparison = compare_on_same_cards(deal, 0, Bots(LEVELS.__getitem__, SEED, 0, think=passing_master))
    assert comparison is not None and comparison.master_thrown_in and comparison.played_score > 0
    index = next(i for i, (seat, action) in enumerate(deal.history) if seat == 0 and isinstance(action, Hokum))
    luck = comparison.gap  # the pass's line minus the call's, on these cards
    call = Decision(index, 0, Hokum(Suit.CLUBS), Pass(), 8.0, 0.0, luck)
    text = "\n".join(review_lines(review_of(deal, 0, Judgement(0, (call,), comparison.gap, 0,
                                                                comparison.played_score))))
    assert "forgave" not in text
    assert f"{-luck} more on these cards" in text and "cost 8 on average" in text
