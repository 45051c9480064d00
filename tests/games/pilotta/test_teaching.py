"""Pilotta for the learner: the rules book page read from its dials, the refusal of a second bid after a
pass, the score's explanation in game points, and the game's own words (Greek in Greek)."""

from __future__ import annotations

import dataclasses
import random
import re

from PySide6.QtWidgets import QApplication

from belote_desktop import i18n
from belote_desktop.engine import PASS, Bid, IllegalActionError, Reason, Strain, find_variant, new_deal
from belote_desktop.engine.rules import FirstLead
from belote_desktop.learn import rules_html
from belote_desktop.learn.explain_bidding import explain_bid
from belote_desktop.learn.explain_refusals import explain_illegal
from belote_desktop.learn.explain_scoring import explain_result
from belote_desktop.learn.vocabulary import Term, game_term, own_term, variant_name
from belote_desktop.learn import table_words as text
from belote_desktop.ui.table.end_of_deal import breakdown_rows

PILOTTA = find_variant("pilotta")


def _plain(page: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


def test_the_rules_book_says_what_the_dials_do():
    page = _plain(rules_html(PILOTTA))
    assert "the auction goes round without him" in page
    assert "The player who made the first bid leads to the first trick" in page
    assert "dropping their last digit" in page and "the higher last digit scores 16" in page
    assert "The bid itself adds nothing" in page and "takes every point of the deal" in page
    assert "The takers count card points and the last trick." in page  # declarations do not count toward it
    assert "draws the first dealer at random" in page and "published Cypriot rules" in page
    assert "160 plus the bid" not in page and "coinche nobody may bid again" not in page
    after_dealer = _plain(rules_html(dataclasses.replace(PILOTTA, first_lead=FirstLead.AFTER_DEALER,
                                                         fifteen_rule=False, pass_is_final=False)))
    assert "the auction goes round without him" not in after_dealer and "first bid leads" not in after_dealer
    assert "the higher last digit scores 16" not in after_dealer


def test_a_second_bid_after_a_pass_is_explained():
    from belote_desktop.engine.auctions import AUCTIONS

    state = new_deal(PILOTTA, dealer=0, seed=1).apply(Bid(80, Strain.HEARTS)).apply(PASS)
    error = AUCTIONS[PILOTTA.trump_scheme].verify(state, Bid(100, Strain.SPADES), seat=2)
    assert isinstance(error, IllegalActionError) and error.reason is Reason.PASS_IS_FINAL
    explanation = explain_illegal(error, state)
    assert "a pass is final" in explanation.text and explanation.rule_id == "end_of_auction"


def test_the_calls_say_what_they_commit_to():
    state = new_deal(PILOTTA, dealer=0, seed=1)
    view = state.view_for(1)
    passing = explain_bid(PASS, PILOTTA, view)
    assert "a pass is final" in passing
    bid = explain_bid(Bid(90, Strain.SPADES), PILOTTA, view)
    assert "at least 90 points" in bid and "more than half" not in bid and "each team scores its own" in bid


def _played_deal(seed: int):
    state, rng = new_deal(PILOTTA, dealer=seed % 4, seed=seed), random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


def test_the_score_is_explained_in_game_points():
    for seed in range(40):
        result = _played_deal(seed).result()
        if result.thrown_in:
            continue
        lines = explain_result(result, PILOTTA)
        assert any("without their last digit" in line for line in lines)
        assert lines[-1].endswith(f"{result.score[0]}, East–West {result.score[1]}.")
        labels = [label for label, _, _ in breakdown_rows(result, PILOTTA)]
        assert "Game points: last digit dropped" in labels
        if any(result.belote_points):
            assert "Pilotta" in labels and "Belote" not in labels


def test_the_pilotta_is_announced_by_its_name():
    assert own_term(PILOTTA, Term.BELOTE) == "Pilotta"
    assert own_term(find_variant("coinche"), Term.BELOTE) is None
    # one call for every game's own word (learn/vocabulary.py king_queen_call): said in full on the second card
    assert text.announcement_text("belote", (), PILOTTA) == "Pilotta (first card)"
    assert text.announcement_text("rebelote", (), PILOTTA) == "Pilotta!"
    assert text.announcement_text("belote", (), find_variant("classic")) == "Belote!"


def test_greek_terms_in_greek():
    app = QApplication.instance()
    try:
        assert i18n.install_language(app, "el")
        assert variant_name(PILOTTA) == "Πιλόττα"
        assert text.announcement_text("rebelote", (), PILOTTA) == "Πιλόττα!"
        assert game_term(PILOTTA, Term.CAPOT) == "Καπό"
    finally:
        i18n.install_language(app, "en")
