"""rulesbook.py and glossary.py: the pages follow the Ruleset, one option at a time."""

from __future__ import annotations

import dataclasses
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QTextDocument

from belote_desktop.engine import VARIANTS, MatchEnd, Strain, TieRule, find_variant
from belote_desktop.engine.cards import PLAIN_POINTS, TRUMP_POINTS
from belote_desktop.engine.declarations import CARRE_VALUES
from belote_desktop.engine.rules import MeldSharing, MeldTie
from belote_desktop.engine.tricks import play_context
from belote_desktop.learn import glossary_html, rules_html
from belote_desktop.learn.explain import RULE_IDS

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")


def plain(rules) -> str:
    """The page as the reader sees it (no tags, entities decoded)."""
    doc = QTextDocument()
    doc.setHtml(rules_html(rules))
    return " ".join(doc.toPlainText().split())


def anchor_names(html: str) -> set[str]:
    """The anchors Qt really registers (what scrollToAnchor can reach)."""
    doc = QTextDocument()
    doc.setHtml(html)
    names: set[str] = set()
    block = doc.begin()
    while block.isValid():
        for it in block:  # the fragments of the block
            names.update(it.fragment().charFormat().anchorNames())
        block = block.next()
    return names


COMMON_ANCHORS = {"overview", "cards", "deal", "bidding", "play", "must_follow", "must_trump", "must_overtrump",
                  "partner_exemption", "raise_in_trumps", "declarations", "belote", "scoring", "card_points",
                  "last_trick", "capot", "contract", "tie_rule", "failed_contract", "end_of_game", "options",
                  "choices"}


def test_presets_have_their_anchors_in_the_qt_document():
    classic = anchor_names(rules_html(CLASSIC))
    coinche = anchor_names(rules_html(COINCHE))
    assert COMMON_ANCHORS | {"bidding_round_one", "bidding_round_two", "thrown_in", "declaration_ranking"} <= classic
    assert COMMON_ANCHORS | {"bid_values", "bid_strains", "bid_higher", "capot_bid", "coinche", "surcoinche",
                             "end_of_auction", "thrown_in", "all_trumps_raise", "no_trumps"} <= coinche
    assert (classic | coinche) <= set(RULE_IDS)


def test_numbers_come_from_the_engine():
    text = plain(CLASSIC)
    for value in list(TRUMP_POINTS.values()) + list(PLAIN_POINTS.values()) + list(CARRE_VALUES.values()):
        assert f" {value}" in text
    assert "62" in text and "30" in text  # points per suit
    assert "162" in text and "252" in text and "1000 points" in text
    coinche = plain(COINCHE)
    for strain, total in ((Strain.HEARTS, 162), (Strain.NO_TRUMPS, 130), (Strain.ALL_TRUMPS, 258)):
        assert play_context(COINCHE.deck, strain).total_points + COINCHE.last_trick_bonus == total
        assert str(total) in coinche
    assert "from 80 to 160 in steps of 10" in coinche
    assert "2000 points" in coinche and "scores 250" in coinche and "scores 500" in coinche
    assert "160 plus the bid" in coinche and "needs 82 of 162" in coinche


# (rules, option changes, text that must appear, text that must disappear)
OPTION_CASES = [
    (CLASSIC, {"must_overtrump": False}, "any trump will do: you need not beat it", "you must play a higher one"),
    (CLASSIC, {"must_trump": False}, "trumping is never compulsory", "you must play a trump (you trump"),
    (CLASSIC, {"partner_exempts": False}, "Even when your partner holds the trick you must trump",
     "you need not trump or overtrump"),
    (CLASSIC, {"partner_exempts_trump_lead": True}, "unless your partner holds the trick",
     "even when your partner holds the trick"),
    (CLASSIC, {"must_raise_in_trump_lead": False}, "When trumps are led you must follow with a trump, but any",
     "higher trump than the best one played"),
    (CLASSIC, {"target_score": 1001}, "reach 1001 points", "reach 1000 points"),
    (CLASSIC, {"declarations": False}, "Declarations are not played in this game", "Tierce"),
    (COINCHE, {"declarations": True}, "Tierce: three cards in sequence", "Declarations are not played"),
    (CLASSIC, {"meld_sharing": MeldSharing.BOTH_TEAMS}, "Every declaration scores",
     "Only the team holding the single best declaration"),
    (CLASSIC, {"tie_rule": TieRule.TAKERS_FAIL}, "with equal points they are dedans", "equal is enough"),
    (CLASSIC, {"tie_rule": TieRule.HANGING}, "there is a litige", "equal is enough"),
    (CLASSIC, {"belote_king_first": True}, "the king must be played before the queen", "in either order"),
    (CLASSIC, {"belote_points": 0}, "Belote does not score in this game", "says \"Belote\""),
    (CLASSIC, {"match_end": MatchEnd.HIGHER_WINS}, "the higher score wins; equal scores are a draw",
     "the game is a draw"),
    (CLASSIC, {"shuffle_every_deal": True}, "shuffled before every deal", "never shuffled"),
    (CLASSIC, {"last_trick_bonus": 20}, "172", "162"),
    (CLASSIC, {"capot_bonus": 100}, "262", "252"),
    (COINCHE, {"failed_contract_base": 162}, "scores 162 plus the bid", "scores 160 plus the bid"),
    (COINCHE, {"allow_no_trumps": False}, "A bid names a trump suit (clubs, diamonds, hearts or spades) or all",
     "In no trumps there is no belote"),
    (COINCHE, {"allow_capot_bid": False}, "Capot may not be bid in this game", "Instead of a number"),
    (COINCHE, {"allow_double": False}, "There is no coinche in this game", "may coinche the highest bid"),
    (COINCHE, {"allow_redouble": False}, "There is no surcoinche in this game", "may answer with a surcoinche"),
    (COINCHE, {"belote_counts_for_contract": False}, "does not help reach the bid", "belote counts toward their bid"),
    (COINCHE, {"all_trumps_raise_every_suit": False}, "you follow suit but need not play higher",
     "beat the best card of the suit led"),
    (COINCHE, {"min_bid": 90}, "from 90 to 160", "from 80 to 160"),
    (COINCHE, {"match_end": MatchEnd.DRAW}, "the game is a draw", "the team that won the last deal"),
]


@pytest.mark.parametrize("base, changes, present, absent", OPTION_CASES,
                         ids=[f"{c[0].id}-{next(iter(c[1]))}" for c in OPTION_CASES])
def test_each_option_changes_the_text(base, changes, present, absent):
    before = plain(base)
    assert absent in before and present not in before
    custom = dataclasses.replace(base, **changes)
    after = plain(custom)
    assert present in after, present
    assert absent not in after, absent
    # the options table marks the changed option, and the title says the game is custom
    assert "●" in after and "●" not in before
    assert "with your options" in after


def test_toc_links_point_to_anchors():
    html = rules_html(CLASSIC)
    names = anchor_names(html)
    for target in re.findall(r'href="#([a-z_]+)"', html):
        assert target in names


def test_glossary():
    html = glossary_html()
    names = anchor_names(html)
    for term in ("belote", "rebelote", "capot", "dedans", "dix_de_der", "coinche", "surcoinche", "litige",
                 "tierce", "quarte", "quinte", "carre", "trump", "no_trumps", "all_trumps", "taker", "eldest"):
        assert term in names, term
    anchors = set().union(*(anchor_names(rules_html(rules)) for rules in VARIANTS.values()))  # some game's page
    for target in re.findall(r'href="rules#([a-z_]+)"', html):
        assert target in anchors, target
    doc = QTextDocument()
    doc.setHtml(html)
    text = doc.toPlainText()
    assert "200" in text and "150" in text and "Tout atout" not in text  # values from the engine
    assert "{" not in text


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_no_placeholder_is_left(variant):
    assert "{" not in plain(VARIANTS[variant]) and "}" not in plain(VARIANTS[variant])


@pytest.mark.parametrize("changes, present", [
    ({"meld_sharing": MeldSharing.PER_KIND}, "Carrés and sequences are ranked apart"),
    ({"meld_sharing": MeldSharing.BEST_PLAYER}, "Only the player holding the single best declaration"),
    ({"meld_tie": MeldTie.CANCEL}, "equal declarations of opposing sides cancel out"),
    ({"meld_reuse_cards": True}, "A card may count in a carré and in a sequence at once"),
])
def test_the_declarations_section_reads_the_meld_rules(changes, present):
    assert present not in plain(CLASSIC)
    assert present in plain(dataclasses.replace(CLASSIC, **changes))
