"""Pilotta's words: its name, its word for the king and queen of trumps (pilotta) and its melds said by
their cards, its glossary entries, the rules book's account of its sources and its gallery tile. Its dials
(final passes, the first bidder's lead, game points) are described by learn/games/pilotta/rules_book.py for any game
that sets them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset, find_variant
from ... import vocabulary
from ...base.records import GameFacts, GamePage, GlossaryTerm
from ...base.terms import Term, Word

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Pilotta")


def description() -> str:
    return translate(
        "Variants", "The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game "
        "points are the points without their last digit; 162 to win.")


# Pilotta's sources name no meld: they are said by their cards, never by the French tierce … carré
WORDS: dict[Term, Word] = {
    Term.BELOTE: Term.PILOTTA, Term.REBELOTE: Term.PILOTTA,
    Term.TIERCE: lambda: translate("Terms", "Three in sequence", "Pilotta: its meld of three cards in sequence"),
    Term.QUARTE: lambda: translate("Terms", "Four in sequence", "Pilotta: its meld of four cards in sequence"),
    Term.QUINTE: lambda: translate("Terms", "Five in sequence", "Pilotta: its meld of five or more in sequence"),
    Term.CARRE: lambda: translate("Terms", "Four of a kind", "Pilotta: its meld of four cards of one rank")}
FACTS = GameFacts(lambda: translate("GameFacts", "Cyprus & Greece"), lambda: translate(
    "GameFacts", "A pass is final; the score drops its last digit."))


def pilotta_choices(rules: Ruleset) -> list[str]:
    """The sources behind the Pilotta preset, for 'where the rules differ'."""
    return [
        QCoreApplication.translate(
            "RulesBook",
            "In Pilotta the first dealer is found by cutting the pack, each player holding a suit; that ritual "
            "changes nothing in the play, so the program draws the first dealer at random, and the deal then passes "
            "on to the next player each time."),
        QCoreApplication.translate(
            "RulesBook",
            "Our source's table of declarations was lost: the values are those of the published Cypriot rules "
            "(three in sequence 20, four 50, five or more 100; four jacks 200, four nines 150, four aces, kings, "
            "queens or tens 100; sequences in the order 7 8 9 10 J Q K A)."),
        QCoreApplication.translate(
            "RulesBook",
            "Our source says nothing of doubling, of a capot bid or of the highest bid: this game has no "
            "doubling and no capot bid, and bids go up to {high}.").format(high=rules.max_bid),
        QCoreApplication.translate(
            "RulesBook",
            "\"The first bidder leads\": the Cypriot rules say the player who bid first plays first; we read it as "
            "the first player to make a bid (an option lets the player after the dealer lead instead)."),
    ]


PAGE = GamePage(choices=pilotta_choices)


def glossary_terms() -> list[GlossaryTerm]:
    """Pilotta's words: the term itself from the vocabulary, Greek in Greek."""
    return [
        GlossaryTerm("pilotta", vocabulary.term(Term.PILOTTA), translate(
            "Glossary",
            "Pilotta: the king and queen of trumps in one hand, worth {points} points to its team whoever wins the "
            "declarations. Also the name of the game of Cyprus.").format(points=find_variant("pilotta").belote_points), "belote"),
        GlossaryTerm("game_points", translate("Glossary", "Game points"), translate(
            "Glossary",
            "In Pilotta, a team's points for a deal without their last digit (157 makes 15): the game is counted "
            "in them."), "end_of_game"),
        GlossaryTerm("final_pass", translate("Glossary", "Final pass"), translate(
            "Glossary",
            "In Pilotta a player who passes may not bid again in the same deal; the auction goes on without him."),
            "end_of_auction"),
    ]

