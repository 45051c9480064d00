"""Claiming the rest at a local table: accepted exactly when certain (the rest is then played out), else refused and
the game goes on unchanged; the bots' seeds come from the position. (The window's Game › Claim:
tests/ui/test_claim_rest.py.)"""

from __future__ import annotations


import pytest

from belote_desktop.engine import Phase, find_variant, new_match
from belote_desktop.engine.claim import ClaimVerdict, judge_claim
from tests.app.claim_walk import walk_to_claim


@pytest.fixture
def controller(qtbot):
    from belote_desktop.app.local_table import LocalTable

    c = LocalTable(human_seat=0)
    c.auto_bots = False
    c.seat_model.pause_ms = 0
    yield c
    c.wait_for_bots()


def to_claimable(controller, want_certain, seeds=range(40), variant="classic"):
    """Play random matches (bots at Beginner, the human at random) until the human may claim."""
    walk_to_claim(controller, find_variant(variant), seeds,
                  lambda deal: (judge_claim(deal, 0) is ClaimVerdict.CERTAIN) == want_certain
                  and len(deal.tricks) >= min(4, deal.rules.hand_size // 2))


def test_a_certain_claim_is_accepted_and_the_rest_played_out(controller, qtbot):
    to_claimable(controller, want_certain=True)
    before = controller.match.deal
    with qtbot.waitSignal(controller.claimJudged) as judged:
        assert controller.claim_rest() is ClaimVerdict.CERTAIN
    assert judged.args == [0, True]
    assert controller.awaiting_continue
    played = controller.match.finished[-1]
    assert played.history[:len(before.history)] == before.history
    assert all(t.winner in (0, 2) for t in played.tricks[len(before.tricks):])
    assert controller.can_undo() is False  # the deal is over; the next one starts fresh


def test_an_uncertain_claim_is_refused_and_nothing_changes(controller, qtbot):
    to_claimable(controller, want_certain=False)
    before = controller.match
    with qtbot.waitSignal(controller.claimJudged) as judged:
        assert controller.claim_rest() in (ClaimVerdict.NOT_CERTAIN, ClaimVerdict.TOO_EARLY)
    assert judged.args == [0, False]
    assert controller.match is before and controller.is_human_turn()


def test_no_claim_in_the_auction_or_out_of_turn(controller):
    controller.load_match(new_match(find_variant("classic"), seed=1, first_dealer=3))
    assert controller.match.deal.phase is Phase.BIDDING and not controller.can_claim()
    assert controller.claim_rest() is None


def test_bot_seeds_come_from_the_position(controller):
    controller.load_match(new_match(find_variant("coinche"), seed=5, first_dealer=0))
    first = controller.bot_seed(1)
    controller.load_match(new_match(find_variant("coinche"), seed=5, first_dealer=0))
    assert controller.bot_seed(1) == first and controller.bot_seed(2) != first
