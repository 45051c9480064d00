"""Tarabish in words: the rules book page generated from the options (runs, bella, bate, half-bate, the seed's
disagreements), the naming calls' meaning, the dealer's refusal, the announcements, the glossary."""

from __future__ import annotations

import dataclasses
import re


from belote_desktop.engine import PASS, TAKE, Announcement, Card, Reason, Suit, find_variant, new_deal
from belote_desktop.engine.declarations import best_melds
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.rules import TieRule
from belote_desktop.learn import explain_illegal, glossary_html, rules_html
from belote_desktop.learn.explain import explain_announcement, explain_bid, melds_words
from belote_desktop.learn import table_words as text

TARABISH = find_variant("tarabish")


def plain(rules) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules_html(rules))).replace("&quot;", '"')


def anchors(rules) -> set[str]:
    return set(re.findall(r'<a name="([a-z_]+)"', rules_html(rules)))


def test_the_page_says_what_tarabish_does():
    page = plain(TARABISH)
    for words in ("names a trump suit", "the dealer must name a trump", "Twenty: 3 cards in sequence",
                  "Fifty: 4 or more cards in sequence", "a fifty beats a twenty", "Only the player holding the "
                  "single best run scores", "calls \"Bella\" when he plays the second", "Exactly half is a half-bate",
                  "Less than half is bate", "A K Q J 10 9 8 7 6", "Some written rules say that a twenty is higher "
                  "than a fifty", "500 points", "Everything goes clockwise"):
        assert words in page, words
    assert "not described yet" not in page and "carré beats a sequence" not in page


def test_the_page_follows_the_options():
    twenty = plain(dataclasses.replace(TARABISH, twenty_over_fifty=True))
    assert "a twenty beats a fifty (as some written rules have it" in twenty
    made = plain(dataclasses.replace(TARABISH, tie_rule=TieRule.TAKERS_MAKE))
    assert "Exactly half is enough" in made


def test_the_page_keeps_every_common_anchor():
    assert {"overview", "cards", "deal", "bidding", "play", "must_follow", "must_trump", "must_overtrump",
            "partner_exemption", "raise_in_trumps", "declarations", "declaration_ranking", "belote", "scoring",
            "card_points", "last_trick", "capot", "contract", "tie_rule", "failed_contract", "end_of_game",
            "options", "choices"} <= anchors(TARABISH)


def test_naming_and_passing_say_what_they_commit_to():
    state = new_deal(TARABISH, dealer=0, seed=3)
    view = state.view_for(1)
    name = explain_bid(TAKE[Suit.HEARTS], TARABISH, view)
    assert "maker" in name and "more than half" in name and "half-bate" in name and "bate" in name
    assert "3 face-down cards" in name
    assert "dealer must name" in explain_bid(PASS, TARABISH, view)
    last = state.apply(PASS).apply(PASS)  # seat 3, before the dealer
    assert "will then have to name a trump" in explain_bid(PASS, TARABISH, last.view_for(3))


def test_the_forced_dealer_is_told_why_he_may_not_pass():
    state = new_deal(TARABISH, dealer=0, seed=3).apply(PASS).apply(PASS).apply(PASS)
    explanation = explain_illegal(state.why_illegal(PASS), state)
    assert state.why_illegal(PASS).reason is Reason.DEALER_MUST_NAME
    assert "dealer must name a trump" in explanation.text
    assert explanation.rule_id in anchors(TARABISH)


def test_runs_and_bella_have_the_game_s_words():
    melds = best_melds(mask_of(Card.parse(t) for t in "9H 10H JH QH 6S 7S 8S AD KC".split()), Suit.HEARTS,
                       TARABISH.meld_rules.table)
    assert melds_words(melds) == "a fifty to the Q♥ (50) and a twenty to the 8♠ (20)"
    assert [text.meld_text(m) for m in melds] == ["Fifty to the Q♥", "Twenty to the 8♠"]
    assert text.announcement_text("rebelote", (), TARABISH) == "Bella!"
    assert text.announcement_text("rebelote") == "Rebelote!"
    state = new_deal(TARABISH, dealer=0, seed=3).apply(TAKE[Suit.HEARTS])
    said = explain_announcement(Announcement(1, "rebelote", 0, (), Card.parse("QH")), state)
    assert "\"Bella\"" in said and "20 points" in said
    declared = explain_announcement(Announcement(1, "declare", 0, melds), state)
    assert "Only the player with the best run scores" in declared


def test_the_glossary_has_the_game_s_terms():
    page = glossary_html()
    for term in ("Bella", "Twenty", "Fifty", "Bate", "Half-bate", "Maker"):
        assert f">{term}<" in page or f"{term}</" in page, term


def _finished(seed_range, want):
    import random

    rng = random.Random(7)
    for seed in seed_range:
        state = new_deal(TARABISH, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        if want(state.result()):
            return state.result()
    raise AssertionError("no such deal")


def test_the_end_of_deal_uses_the_game_s_words():
    from belote_desktop.learn import explain_result
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    bate = _finished(range(300), lambda r: not r.made and not r.tied and any(r.belote_points))
    lines = explain_result(bate, TARABISH)
    assert any("they are bate" in line for line in lines) and not any("dedans" in line for line in lines)
    assert any(line.startswith("Bella:") for line in lines)
    labels = [label for label, _, _ in breakdown_rows(bate, TARABISH)]
    assert "Bella" in labels and "Belote" not in labels
    runs = _finished(range(300), lambda r: r.meld_seat >= 0)
    lines = explain_result(runs, TARABISH)
    assert any(line.startswith("Runs:") and "only his own runs count" in line for line in lines)
    assert "Runs" in [label for label, _, _ in breakdown_rows(runs, TARABISH)]
    half = _finished(range(3000), lambda r: r.tied)
    assert any("half-bate" in line for line in explain_result(half, TARABISH))


def test_suggest_gives_a_reason_for_naming_and_passing():
    from belote_desktop.learn.suggest import suggestion_reason

    view = new_deal(TARABISH, dealer=0, seed=3).view_for(1)
    assert "hearts" in suggestion_reason(view, TAKE[Suit.HEARTS]).lower()
    assert suggestion_reason(view, PASS) == "No suit is strong enough to name"
