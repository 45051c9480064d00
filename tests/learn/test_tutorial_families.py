"""Every family's guided deal: fixed cards chosen to teach, every scripted move legal, the deal played to its end."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from belote_desktop.engine import PASS, PLAY, VARIANTS, Card, Phase, new_deal
from belote_desktop.learn.tutorial import TUTORIALS, StepKind, Tutorial, family_of, replay_lessons

FAMILIES = {
    "turned_card": "classic", "point_auction": "coinche", "contract_auction": "bulgarian", "sun_hokum": "baloot",
    "name_in_turn": "tarabish", "dealer_card": "clabber", "table_cards": "decouverte", "three_alone": "belot_3p",
}


def play(code: str):
    return PLAY[Card.parse(code).index]


def test_one_tutorial_per_family_and_every_game_finds_one():
    assert {f: s.preset for f, s in TUTORIALS.items()} == FAMILIES
    for rules in VARIANTS.values():  # every preset's family has its own deal
        assert family_of(rules) in TUTORIALS and Tutorial.for_rules(rules).family == family_of(rules)
    by_id = VARIANTS
    assert family_of(by_id["pilotta"]) == "point_auction" and family_of(by_id["bidding_belote"]) == "contract_auction"
    assert family_of(by_id["belot_2p_open"]) == "table_cards" and family_of(by_id["belot_3p"]) == "three_alone"
    assert family_of(by_id["clabber"]) == "dealer_card" and family_of(by_id["belot_2p"]) == "contract_auction"
    with pytest.raises(ValueError):
        Tutorial("no_such_family")


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_scripted_move_is_legal_from_the_fixed_deck_and_the_deal_ends(family):
    tutorial = Tutorial(family)
    assert tutorial.rules.id == FAMILIES[family]
    # the same deck dealt afresh: each move of the script is legal in turn, and the deal completes
    state = new_deal(tutorial.rules, tutorial.dealer, deck=TUTORIALS[family].deck(tutorial.rules))
    assert state.phase is Phase.BIDDING
    for seat, action, _ in tutorial.script:
        assert state.current_player() == seat
        assert action in state.legal_actions(), (seat, action)
        state = state.apply(action)
    assert state.is_terminal()
    # played lesson by lesson: each lesson's text is whole, its move is the player's and legal
    kinds = []
    while not tutorial.finished:
        tutorial.advance_bots()
        if tutorial.finished:
            break
        step = tutorial.current_step
        assert tutorial.state.current_player() == tutorial.human_seat
        assert step.action in tutorial.state.legal_actions()
        text = tutorial.instruction()
        assert text and "{" not in text
        kinds.append(step.kind)
        ok, message = tutorial.try_action(step.action)
        assert ok and message and "{" not in message
    assert tutorial.current_step.kind is StepKind.SCORE
    assert tutorial.state == state
    result = tutorial.state.result()
    assert result.made and result.taker_team == 0  # a first deal the player wins
    assert "{" not in tutorial.instruction() and tutorial.result_lines()
    assert len(set(kinds) - {StepKind.PLAY}) >= 3  # lessons of several kinds, not only "play this card"
    assert tutorial.title and "{" not in tutorial.title


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_wrong_first_move_is_refused_and_changes_nothing(family):
    tutorial = Tutorial(family)
    tutorial.advance_bots()
    before = tutorial.state
    want = tutorial.expected_action()
    wrong = next(a for a in tutorial.state.legal_actions() if a != want)
    ok, message = tutorial.try_action(wrong)
    assert not ok and message and tutorial.state is before


def _at_lesson(tutorial: Tutorial, kind: StepKind) -> Tutorial:
    while True:
        tutorial.advance_bots()
        if tutorial.current_step.kind is kind:
            return tutorial
        assert tutorial.try_action(tutorial.expected_action())[0]


def finish(tutorial: Tutorial) -> Tutorial:
    """The rest of the lessons, the right move each time."""
    while not tutorial.finished:
        tutorial.advance_bots()
        if not tutorial.finished:
            assert tutorial.try_action(tutorial.expected_action())[0]
    return tutorial


def test_coinche_the_point_bid_and_the_coinche():
    tutorial = _at_lesson(Tutorial("point_auction"), StepKind.POINT_BID)
    assert "80 to 160" in tutorial.instruction()
    ok, message = tutorial.try_action(PASS)
    assert not ok and "bid 100 in hearts" in message
    finish(tutorial)
    contract = tutorial.state.result().contract
    assert (contract.value, contract.multiplier, contract.taker) == (100, 2, 0)
    assert tutorial.state.result().score[0] == 165 + 2 * 100


def test_bulgarian_match_points_and_the_valat():
    tutorial = replay_lessons(Tutorial("contract_auction"))
    result = tutorial.state.result()
    assert result.score == (22 + 9, 0)  # 222 points -> 22 match points, and the valat's 9
    assert "match points" in tutorial.instruction()


def test_baloot_doubled_hokum_locks_the_trump_lead_and_the_ladder_counts_three():
    tutorial = _at_lesson(Tutorial("sun_hokum"), StepKind.LEAD)
    ok, message = tutorial.try_action(play("JH"))  # a trump lead while holding other suits
    assert not ok and message
    assert tutorial.try_action(play("AC"))[0]
    finish(tutorial)
    result = tutorial.state.result()
    assert result.contract.multiplier == 3 and result.score == (48, 6)


def test_tarabish_the_dealer_must_name_and_the_kitty_joins_the_hand():
    tutorial = _at_lesson(Tutorial("name_in_turn"), StepKind.NAME_TRUMP)
    assert tutorial.state.current_player() == tutorial.state.dealer == 0
    ok, message = tutorial.try_action(PASS)  # the dealer may not pass
    assert not ok and message
    assert tutorial.try_action(tutorial.expected_action())[0]
    hand = tutorial.view().hand
    assert {Card.parse(c) for c in ("KS", "QS", "10H")} <= set(hand) and len(hand) == 9


def test_decouverte_plays_from_the_table():
    tutorial = _at_lesson(Tutorial("table_cards"), StepKind.TABLE_CARDS)
    assert not tutorial.view().hand and tutorial.rules.players == 2
    finish(tutorial)
    assert len(tutorial.state.tricks) == 16


def test_three_players_alone():
    tutorial = replay_lessons(Tutorial("three_alone"))
    result = tutorial.state.result()
    assert len(result.score) == 3 and result.score[0] > max(result.score[1:])
    assert tutorial.seat_names[1:] == ("East", "West")


def test_clabber_only_a_suit_you_hold_and_the_turned_card_stays_the_dealers():
    tutorial = _at_lesson(Tutorial("dealer_card"), StepKind.BID)
    view = tutorial.view()
    assert view.turned_card == Card.parse("JH") and tutorial.state.dealer == 2
    assert tutorial.try_action(tutorial.expected_action())[0]
    tutorial.advance_bots()
    assert Card.parse("JH") not in tutorial.view().hand and len(tutorial.view().hand) == 6
    finish(tutorial)
    assert tutorial.state.result().score == (146, 36)
