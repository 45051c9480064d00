"""Belot for 3 and for 2: the calls speak to a player alone (no team, no partner), the rules book names the
games' own choices with their sources and follows the options in force, the end-of-deal panel and the
explanation name the share of a failed taker's points."""

from __future__ import annotations

import dataclasses

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.engine.actions import CALL, DOUBLE, REDOUBLE, Strain
from belote_desktop.engine.rules import FailedShare
from belote_desktop.learn.games.bulgarian.explain import explain_call
from belote_desktop.learn.rulesbook import rules_html

GAMES = ("belot_3p", "belot_2p", "belot_2p_open")


@pytest.mark.parametrize("variant", GAMES)
def test_calls_speak_to_a_player_alone(qapp, variant):
    rules = find_variant(variant)
    for action in (CALL[Strain.HEARTS], CALL[Strain.NO_TRUMPS], DOUBLE, REDOUBLE):
        text = explain_call(action, rules, None)
        assert text and "team" not in text and "partner" not in text, text
    call = explain_call(CALL[Strain.HEARTS], rules, None)
    assert ("at most" in call) == bool(rules.unused_cards)
    assert ("each other player" in call) == (rules.players == 3)
    assert "team" in explain_call(CALL[Strain.HEARTS], find_variant("bulgarian"), None)


def test_the_failed_share_option_changes_the_words(qapp):
    split = find_variant("belot_3p")
    own = dataclasses.replace(split, failed_share=FailedShare.OWN)
    assert "share your points" in explain_call(CALL[Strain.SPADES], split, None)
    assert "your points are lost" in explain_call(CALL[Strain.SPADES], own, None)
    assert "shared equally between them" in rules_html(split) and "the taker's are lost" in rules_html(own)


@pytest.mark.parametrize(("variant", "present", "absent"), [
    ("belot_3p", ["Every player plays alone", "with two opponents it does not say how"], ["never dealt", "Open cards"]),
    ("belot_2p", ["Every player plays alone", "6 cards are never dealt"], ["with two opponents", "Open cards"]),
    ("belot_2p_open", ["Open cards", "table cards count"], ["never dealt and nobody", "with two opponents"]),
    ("bulgarian", [], ["Every player plays alone"]),
])
def test_rules_book_choices(qapp, variant, present, absent):
    html = rules_html(find_variant(variant))
    for text in present:
        assert text in html, text
    for text in absent:
        assert text not in html, text
    off = dataclasses.replace(find_variant("belot_2p_open"), declare_table_cards=False)
    assert "only the hand counts" in rules_html(off)


def test_suggest_tells_a_player_alone_about_his_declarations_with_table_cards(qapp):
    from belote_desktop.engine import DECLARE, PASS, Phase, new_deal
    from belote_desktop.learn.suggest import suggestion_reason

    seen = 0
    for variant in ("belot_3p", "belot_2p_open"):
        rules = find_variant(variant)
        for seed in range(60):
            state = new_deal(rules, seed=seed).apply(CALL[Strain.HEARTS])
            while state.phase is Phase.BIDDING:
                state = state.apply(PASS)
            if DECLARE in state.legal_actions():
                reason = suggestion_reason(state.view_for(state.current_player()), DECLARE)
                assert "you hold the best declaration" in reason and "team" not in reason
                seen += 1
                break
    assert seen == 2


def test_suggest_names_a_declaration_made_with_face_up_table_cards(qapp):
    from belote_desktop.engine import DECLARE, PASS, Phase, new_deal
    from belote_desktop.engine.declarations import has_meld
    from belote_desktop.learn.suggest import suggestion_reason

    rules = find_variant("belot_2p_open")
    for seed in range(300):
        state = new_deal(rules, seed=seed).apply(CALL[Strain.HEARTS])
        while state.phase is Phase.BIDDING:
            state = state.apply(PASS)
        seat = state.current_player()
        if DECLARE in state.legal_actions() and not has_meld(state.hands[seat], state._meld_table()):
            reason = suggestion_reason(state.view_for(seat), DECLARE)
            assert reason.startswith("Declare a") or reason.startswith("Declare four"), reason
            return
    pytest.fail("no first player whose declaration needs his table cards")


def test_the_smaller_bulgarian_tables_say_the_bulgarian_words():
    """Belot for 3 and for 2 are Bulgarian Belot's tables: bela and valat, not belote and capot."""
    from belote_desktop.engine import find_variant
    from belote_desktop.learn import vocabulary
    from belote_desktop.learn import table_words as text

    bulgarian = find_variant("bulgarian")
    for name in ("belot_3p", "belot_2p", "belot_2p_open"):
        rules = find_variant(name)
        assert text.announcement_text("belote", (), rules) == text.announcement_text("belote", (), bulgarian)
        assert vocabulary.game_term(rules, vocabulary.Term.CAPOT) == vocabulary.term(vocabulary.Term.VALAT)
