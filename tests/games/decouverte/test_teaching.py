"""Belote Découverte in words: a refused face-up card is explained from the layout, and the rules book
page says how table cards are played and turned up, and what the source leaves open."""

from __future__ import annotations

from belote_desktop.engine import PLAY, Phase, Take, find_variant, new_deal
from belote_desktop.learn import rules_html
from belote_desktop.learn.explain import explain_illegal

RULES = find_variant("decouverte")


def test_a_refused_table_card_is_explained_from_the_layout():
    explained = 0
    for seed in range(30):
        state = new_deal(RULES, dealer=seed % 2, seed=seed)
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, Take)))
        while state.phase is Phase.PLAY and not explained:
            if state.trick:
                seat = state.current_player()
                refused = state.playable(seat) & ~state.legal_cards_mask()
                if refused:
                    card = refused.bit_length() - 1
                    error = state.why_illegal(PLAY[card])
                    words = explain_illegal(error, state)
                    assert words.rule_id in ("must_follow", "must_trump", "must_overtrump"), words
                    if words.rule_id == "must_follow":
                        assert "not in your hand" not in words.text
                    explained += 1
                    break
            state = state.apply(state.legal_actions()[0])
        if explained:
            break
    assert explained


def test_the_rules_page_tells_the_table_cards_and_the_choices():
    page = rules_html(RULES)
    assert 'name="table_cards"' in page
    assert "only the face-up cards of your layout" in page and "once the trick" in page
    assert "its owner included" in page and "more than 81" in page
    assert "no target score" in page and "1000" in page
    assert "The dealer&#x27;s opponent speaks first" in page or "The dealer's opponent speaks first" in page


def test_taking_says_what_it_commits_to_for_two_players():
    from belote_desktop.engine import Suit
    from belote_desktop.learn.explain_bidding import explain_bid

    words = explain_bid(Take(Suit.HEARTS), RULES)
    assert "more than 81 of the 162" in words and "other player" in words and "team" not in words
