"""tutorial.py: the scripted first deal plays through; wrong moves get helpful messages."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from belote_desktop.engine import DECLARE, PASS, PLAY, TAKE, Card, Phase, Suit
from belote_desktop.learn import StepKind, Tutorial
from belote_desktop.learn.tutorial import replay_lessons


def play(code: str):
    return PLAY[Card.parse(code).index]


def go_to(tutorial: Tutorial, kind: StepKind) -> Tutorial:
    """Play the lessons (right moves) until the one of ``kind``."""
    while tutorial.current_step.kind is not kind:
        tutorial.advance_bots()
        if tutorial.current_step.kind is kind:
            break
        ok, message = tutorial.try_action(tutorial.expected_action())
        assert ok, message
    tutorial.advance_bots()
    return tutorial


def test_the_whole_script_plays_through():
    tutorial = Tutorial()
    assert tutorial.state.phase is Phase.BIDDING and not tutorial.finished
    kinds = []
    while not tutorial.finished:
        tutorial.advance_bots()
        if tutorial.finished:
            break
        step = tutorial.current_step
        text = tutorial.instruction()
        assert text and "{" not in text
        assert tutorial.state.current_player() == tutorial.human_seat
        assert step.action in tutorial.state.legal_actions()
        kinds.append(step.kind)
        ok, message = tutorial.try_action(step.action)
        assert ok and message and "{" not in message
    assert kinds == [
        StepKind.BID, StepKind.DECLARE, StepKind.FOLLOW_SUIT, StepKind.BELOTE, StepKind.TRUMP,
        StepKind.PARTNER_EXEMPTION, StepKind.RAISE_IN_TRUMPS, StepKind.LEAD, StepKind.LEAD, StepKind.LAST_TRICK,
    ]
    assert tutorial.current_step.kind is StepKind.SCORE and tutorial.current_step.action is None
    result = tutorial.state.result()
    assert result.made and result.taker_team == 0
    assert result.meld_points == (20, 0) and result.belote_points == (20, 0)
    assert result.score == (165, 37)
    said = [(a.seat, a.kind) for a in tutorial.state.announcements]
    assert (3, "declare") in said and (0, "declare") in said and (0, "belote") in said and (0, "rebelote") in said
    lines = tutorial.result_lines()
    assert lines[-1] == "Score of this deal: North and you 165, East and West 37."
    assert "165" in tutorial.instruction() and "dedans" in tutorial.instruction()
    assert tutorial.try_action(PASS)[0] is False


def test_steps_list_and_helper():
    tutorial = replay_lessons(Tutorial())
    assert tutorial.finished
    assert [s.kind for s in tutorial.steps][-1] is StepKind.SCORE
    assert tutorial.step_index == len(tutorial.steps) - 1


def test_bots_first():
    tutorial = Tutorial()
    assert tutorial.bots_to_play
    ok, message = tutorial.try_action(TAKE[Suit.HEARTS])
    assert not ok and "Wait" in message
    assert tutorial.advance_bots(limit=1) == [(3, PASS)]
    assert not tutorial.bots_to_play


def test_wrong_bid_gets_a_hint_and_changes_nothing():
    tutorial = go_to(Tutorial(), StepKind.BID)
    before = tutorial.state
    ok, message = tutorial.try_action(PASS)
    assert not ok and "take the turned card" in message
    assert tutorial.state is before
    ok, message = tutorial.try_action(TAKE[Suit.SPADES])  # illegal in round one: the engine's reason
    assert not ok and "first round" in message and "hearts" in message


def test_declare_lesson():
    tutorial = go_to(Tutorial(), StepKind.DECLARE)
    ok, message = tutorial.try_action(play("7D"))  # legal, but the declaration would be lost
    assert not ok and "Declare first" in message
    ok, message = tutorial.try_action(DECLARE)
    assert ok and "ace" in message


def test_follow_suit_lesson_explains_the_rule():
    tutorial = go_to(Tutorial(), StepKind.FOLLOW_SUIT)
    ok, message = tutorial.try_action(play("AC"))
    assert not ok and "You must follow diamonds" in message


def test_trump_and_belote_lesson():
    tutorial = go_to(Tutorial(), StepKind.BELOTE)
    ok, message = tutorial.try_action(play("AC"))
    assert not ok and "You must trump" in message and "spades" in message
    ok, message = tutorial.try_action(play("QH"))
    assert not ok and "K♥" in message
    ok, message = tutorial.try_action(play("KH"))
    assert ok and "Belote" in message


def test_partner_exemption_lesson():
    tutorial = go_to(Tutorial(), StepKind.PARTNER_EXEMPTION)
    ok, message = tutorial.try_action(play("9H"))
    assert not ok and "North already wins" in message


def test_raise_lesson_explains_the_rule():
    tutorial = go_to(Tutorial(), StepKind.RAISE_IN_TRUMPS)
    ok, message = tutorial.try_action(play("10H"))
    assert not ok and "Trumps were led" in message and "even over your partner" in message and "9♥" in message
