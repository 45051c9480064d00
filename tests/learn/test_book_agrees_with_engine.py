"""The rules book agrees with the engine (issue 70).

First the declarations' paragraph: a card in a carré and in a sequence. The table asks which set to declare where
the engine offers a choice (``declaration_choices``); the book says so, and what decides, on a game of each meld
setting (the best side takes all, carrés apart from sequences, every declaration scores, a card counting twice,
no carré at all), each held to the engine on a hand built for it."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QTextDocument

from belote_desktop.ai.play.declaring import declaration_value
from belote_desktop.engine import DECLARE, VARIANTS, Card, Declare, Suit, find_variant
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.declarations import declaration_choices
from belote_desktop.learn import rules_html
from tests.learn.test_declaration_choice_words import _east_declared_then_south


def plain(rules) -> str:
    """The page as the reader sees it (no tags, entities decoded)."""
    doc = QTextDocument()
    doc.setHtml(rules_html(rules))
    return " ".join(doc.toPlainText().split())


SHARED = mask_of(Card.parse(t) for t in "10C 10D 10H 10S JD QD".split())  # the ten of diamonds in both
CHOOSE = "you choose which to declare"
AT_ONCE = "in a sequence at once"


def _offers_a_choice(rules) -> bool:
    """The engine's answer for a hand with the ten of diamonds in four tens and in 10 J Q of diamonds."""
    return len(declaration_choices(SHARED, Suit.CLUBS, rules.meld_rules.table)) > 1


MELD_SETTINGS = {  # a game of each meld setting, and what decides between the sets there
    "classic": "gives your side the best declaration; then the one worth more",
    "bulgarian": "the better set is not always the one that ranks higher",
    "bidding_belote": "the set worth more is the better one",
    "pilotta": "gives your side the best declaration; then the one worth more",  # four of a kind, in words
    "baloot": "gives your side the best declaration; then the one worth more",  # its own section (projects)
}


@pytest.mark.parametrize("game", sorted(MELD_SETTINGS))
def test_where_the_engine_offers_a_choice_the_book_says_the_player_chooses(game):
    rules = find_variant(game)
    assert _offers_a_choice(rules)
    page = plain(rules)
    assert CHOOSE in page and AT_ONCE not in page
    assert "announces your best choice for you" not in page and "no card in two" not in page
    assert MELD_SETTINGS[game] in page
    assert "the player chooses which set to declare" in page  # the choices made: ours


def test_where_a_card_counts_twice_the_book_says_so():
    rules = dataclasses.replace(find_variant("classic"), meld_reuse_cards=True)
    assert not _offers_a_choice(rules)
    (melds,) = [m for _ranks, m in declaration_choices(SHARED, Suit.CLUBS, rules.meld_rules.table)]
    assert {m.kind.value for m in melds} == {"carre", "tierce"}  # one set holds both
    page = plain(rules)
    assert "A card may count in a carré and in a sequence at once" in page and CHOOSE not in page
    assert "the player chooses which set to declare" not in page


def test_without_a_carre_there_is_no_choice_to_tell():
    rules = find_variant("tarabish")
    assert not rules.meld_rules.table.carres
    page = plain(rules)
    assert CHOOSE not in page and AT_ONCE not in page


def test_the_games_without_declarations_say_nothing_of_it():
    for game, rules in VARIANTS.items():
        if not rules.declarations:
            assert CHOOSE not in plain(rules), game


def test_what_decides_is_the_engines_comparison():
    """The book's 'what decides', on the engine: where carrés and sequences are compared apart the carré (it ranks
    higher) can be the worse set; where the best side takes all, the set that gives the side the best declaration
    is better though both are worth the same."""
    apart = _east_declared_then_south("bulgarian", "AS AH AD AC 7S 8S 7H 8H").view_for(0)
    assert declaration_value(apart, Declare(()))[0] > declaration_value(apart, DECLARE)[0]  # the quinte
    best = _east_declared_then_south("classic", "KS KH KD KC 7H 8H 7D 9C").view_for(0)
    assert declaration_value(best, DECLARE)[0] > declaration_value(best, Declare(()))[0]  # the carré
