"""Clabber's words (issue 16): the refused call's hint, the rules book page generated from its dials, the
take's meaning, the glossary, and the game's own names at the table (mule, dad, bell, "I play", set)."""

from __future__ import annotations

import re

from belote_desktop.engine import PASS, TAKE, Card, Reason, Suit, find_variant, mask_of
from belote_desktop.engine.declarations import best_melds
from belote_desktop.engine.state import deal_from_hands
from belote_desktop.learn import vocabulary
from belote_desktop.learn.explain import explain_bid, explain_illegal
from belote_desktop.learn.glossary import glossary_html
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.learn import table_words as text

CLABBER = find_variant("clabber")
CLASSIC = find_variant("classic")


def cards(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def round_two():
    hands = ["9S 10S JS QS AS KS", "9H 10H JH QH KH AH", "9C 10C JC QC KC AC", "9D 10D JD QD KD AD"]
    state = deal_from_hands(CLABBER, 0, [cards(h) for h in hands], turned=Card.parse("KS"))
    for _ in range(4):
        state = state.apply(PASS)
    return state


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_a_suit_not_held_is_refused_with_its_reason_and_rule():
    state = round_two()
    error = state.why_illegal(TAKE[Suit.CLUBS])
    assert error.reason is Reason.TRUMP_NOT_HELD
    explanation = explain_illegal(error, state)
    assert "clubs" in explanation.text and "renege" in explanation.text
    assert explanation.rule_id == "renege" and 'name="renege"' in rules_html(CLABBER)
    assert 'name="renege"' not in rules_html(CLASSIC)  # only where the dial is on


def test_the_rules_book_page_says_what_clabber_does():
    page = plain(rules_html(CLABBER))
    for words in ("one at a time", "\"I play\"", "the same dealer deals again", "mule", "dad", "the bell",
                  "draws the first dealer at random", "renege", "500"):
        assert words in page, words
    assert "dedans" not in page.split("Where the rules differ")[0].split("Scoring a deal")[1]  # a set, not dedans
    assert "\"I play\"" not in plain(rules_html(CLASSIC)) and "the next player deals" in plain(rules_html(CLASSIC))


def test_i_play_says_what_it_commits_to():
    state = round_two()
    words = explain_bid(TAKE[Suit.HEARTS], CLABBER, state.view_for(1))
    assert words.startswith("\"I play\"") and "set" in words and "more points" in words
    assert "dedans" not in words
    assert "same dealer" in explain_bid(PASS, CLABBER, state.view_for(1))


def test_the_glossary_has_clabbers_words():
    page = glossary_html()
    for anchor in ("mule", "dad", "bell", "i_play", "set", "renege"):
        assert f'name="{anchor}"' in page, anchor


def test_the_table_says_the_games_own_words():
    assert text.action_text(TAKE[Suit.HEARTS], CLABBER) == "I play ♥"
    assert text.action_text(TAKE[Suit.HEARTS], CLASSIC) == "Take ♥"
    # one call for every game's own word (learn/vocabulary.py king_queen_call)
    assert text.announcement_text("belote", (), CLABBER) == "Bell (first card)"
    assert text.announcement_text("rebelote", (), CLABBER) == "Bell!"
    assert text.announcement_text("rebelote", (), CLASSIC) == "Rebelote!"
    table = CLABBER.meld_rules.table
    mule = best_melds(mask_of(cards("JC JD JH JS 9S AS")), None, table)
    dad = best_melds(mask_of(cards("9S 10S JS 9H QD AC")), None, table)
    assert text.announcement_text("declare", mule, CLABBER) == "Mule (200)"
    assert text.announcement_text("declare", dad, CLABBER) == "Dad (20)"
    assert text.announcement_text("declare", dad, CLASSIC) == "Tierce (20)"
    assert vocabulary.meld_word(CLASSIC, dad[0]) is None


def test_a_set_deal_is_explained_and_shown_in_clabbers_words():
    import random

    from belote_desktop.engine import DECLARE, new_deal
    from belote_desktop.learn.explain import explain_result
    from belote_desktop.ui.table.end_of_deal import breakdown_rows

    rng = random.Random(1)
    for seed in range(200):
        state = new_deal(CLABBER, dealer=0, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(DECLARE if DECLARE in legal else legal[rng.randrange(len(legal))])
        result = state.result()
        if not result.thrown_in and not result.made and any(result.belote_points):
            break
    else:
        raise AssertionError("no set deal with a bell")
    lines = explain_result(result, CLABBER)
    assert any("the takers are set" in line for line in lines)
    labels = [label for label, _, _ in breakdown_rows(result, CLABBER)]
    assert "Bell" in labels and "Belote" not in labels
    assert "Belote" in [label for label, _, _ in breakdown_rows(result)]  # without the rules: the family's word
