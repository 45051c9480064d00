"""Baloot for the learner: each call explained, each refusal explained with its rules-book paragraph, the
rules book page generated from the options, Baloot's words."""

from __future__ import annotations

import dataclasses
import re

import pytest

from belote_desktop.engine import DOUBLE, PASS, REDOUBLE, IllegalActionError, Reason, deck_cards, find_variant, new_deal
from belote_desktop.engine.actions import ASHKAL, FOUR, GAHWA, HOKUM, SUN, Suit
from belote_desktop.learn.explain import RULE_IDS, explain_bid, explain_illegal
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.learn.vocabulary import Term, baloot_call, baloot_ladder, term

BALOOT = find_variant("baloot")
WHYS = ("hokum_turned_suit", "hokum_other_suit", "call_stands", "sun_once", "ashkal_seat", "ashkal_round",
        "sun_stands", "confirm_turn", "bidding_over", "ladder_not_yet", "ladder_team", "ladder_step")


def anchors(rules):
    return set(re.findall(r'name="([a-z_]+)"', rules_html(rules)))


def test_every_call_says_what_it_commits_to():
    state = new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck))
    view = state.view_for(state.current_player())
    texts = {str(a): explain_bid(a, BALOOT, view) for a in (PASS, HOKUM[Suit.HEARTS], SUN, ASHKAL, DOUBLE,
                                                             REDOUBLE, FOUR, GAHWA)}
    assert all(texts.values()) and len(set(texts.values())) == len(texts)
    assert "16" in texts["hokum H"] and "26" in texts["sun"]
    assert "whole game" in texts["gahwa"]
    assert "second round" in texts["pass"]


@pytest.mark.parametrize("why", WHYS)
def test_every_refusal_is_explained_with_a_baloot_paragraph(why):
    made = explain_illegal(IllegalActionError(Reason.BALOOT_CALL_REFUSED, why=why, suit=Suit.CLUBS,
                                              turned_suit=Suit.HEARTS, bidders=True), None)
    assert made.text and "{" not in made.text
    assert made.rule_id in RULE_IDS and made.rule_id in anchors(BALOOT)


def test_real_refusals_come_from_the_engine():
    state = new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck))
    error = state.why_illegal(ASHKAL)
    assert error.reason is Reason.BALOOT_CALL_REFUSED
    assert "dealer" in explain_illegal(error, state).text


def test_the_page_is_generated_from_the_options():
    page = rules_html(BALOOT)
    for word in ("Hokum", "Sun", "Ashkal", "Gahwa", "Sira", "Four hundred", "152", "44", "88"):
        assert word in page, word
    assert {"sun_hokum", "ashkal", "doubling_ladder", "gahwa", "projects", "round_points", "kaboot",
            "baloot_sources"} <= anchors(BALOOT)
    changed = rules_html(dataclasses.replace(BALOOT, target_score=128, kaboot_hokum=25, kaboot_ace_doubles=False))
    assert "128" in changed and "25 in Hokum" in changed and "88" not in changed.split("baloot_sources")[0]


def test_baloot_words():
    assert baloot_call(HOKUM[Suit.SPADES]) == f"{term(Term.HOKUM)} ♠"
    assert [baloot_ladder(m) for m in (1, 2, 3, 4, 5)] == [None, "Double", "Three", "Four", "Gahwa"]


def test_suggest_gives_a_baloot_reason():
    from belote_desktop.engine import parse_action
    from belote_desktop.learn.suggest import suggestion_reason

    state = new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck))
    view = state.view_for(state.current_player())
    generic = suggestion_reason(view, parse_action("play 7H"))
    for call in (SUN, HOKUM[state.turned_card.suit]):
        assert suggestion_reason(view, call) not in ("", generic)
    state = state.apply(HOKUM[state.turned_card.suit])
    for _ in range(4):
        state = state.apply(PASS)
    view = state.view_for(state.current_player())
    assert "Double" in suggestion_reason(view, DOUBLE)
    assert "ladder" in suggestion_reason(view, PASS)


def test_a_made_doubled_contract_says_both_teams_score_multiplied():
    """Seed 000: a doubled Hokum that is made gives each team its own round points, multiplied; a player who
    knows winner-takes-all is told so at the end of the deal and in the rules book."""
    import random

    from belote_desktop.engine import Strain, find_variant
    from belote_desktop.engine.cards import deck_cards
    from belote_desktop.learn import explain_result
    from belote_desktop.learn.rulesbook import rules_html
    from tests.engine.util import position

    rules = find_variant("baloot")
    said = None
    for seed in range(60):
        rng = random.Random(seed)
        hands = [str(c) for c in rng.sample(deck_cards(rules.deck), 32)]
        state = position({s: " ".join(hands[8 * s:8 * s + 8]) for s in range(4)}, strain=Strain.HEARTS, taker=0,
                         rules=rules, multiplier=4)
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
        result = state.result()
        if result.made and all(result.score):
            said = explain_result(result, rules)
            break
    assert said is not None, "no made doubled deal with points on both sides in 60 seeds"
    assert any("each team scores its own round points, both multiplied" in line for line in said)
    book = rules_html(rules)
    assert "A doubled contract that is made still scores for both teams" in book
    assert "A doubled contract that is made" not in rules_html(rules.with_overrides({"allow_double": False}))


def test_the_project_order_is_said_as_played():
    from belote_desktop.engine import find_variant
    from belote_desktop.learn.options import option_specs
    from belote_desktop.learn.rulesbook import rules_html

    baloot = find_variant("baloot")
    assert "a run outranks four of a kind" in rules_html(baloot)
    french = rules_html(baloot.with_overrides({"run_over_four_of_a_kind": False}))
    assert "four of a kind outranks a run" in french and "a run outranks four of a kind" not in french
    spec = next(s for s in option_specs() if s.field == "run_over_four_of_a_kind")
    assert spec.applies(baloot) and not spec.applies(find_variant("classic"))
