"""Tarabish's words: its name, what it says instead of the family's words (bella, runs), its glossary
entries and its gallery tile. Its auction's pages (naming a trump in turn, the makers' score) are its
rules_book.py.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import find_variant
from ....engine.games.tarabish import TARABISH_RUNS
from ...base.records import GameFacts, GlossaryTerm
from ...base.terms import Term

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Tarabish")


def description() -> str:
    return translate(
        "Variants", "Cape Breton's game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and "
        "bella; 500 points.")


WORDS = {
    Term.BELOTE: Term.BELLA, Term.REBELOTE: Term.BELLA, Term.DECLARATIONS: Term.RUNS, Term.TIERCE: Term.TWENTY,
    Term.QUARTE: Term.FIFTY, Term.QUINTE: Term.FIFTY}
FACTS = GameFacts(lambda: translate("GameFacts", "Canada (Cape Breton)"), lambda: translate(
    "GameFacts", "36 cards and a kitty; name a trump in turn, the dealer must."))


def glossary_terms() -> list[GlossaryTerm]:
    """Tarabish's own words, in English and translated elsewhere."""
    return [
        GlossaryTerm("bella", translate("Glossary", "Bella"), translate(
            "Glossary", "In Tarabish, the king and queen of trumps in one hand, called on playing the second of "
            "them: {points} points.").format(points=find_variant("tarabish").belote_points), "belote"),
        GlossaryTerm("twenty", translate("Glossary", "Twenty"), translate(
            "Glossary", "In Tarabish, a run of three cards of one suit in sequence: {points} points.").format(
            points=TARABISH_RUNS.sequences[0][2]), "declarations"),
        GlossaryTerm("fifty", translate("Glossary", "Fifty"), translate(
            "Glossary", "In Tarabish, a run of four or more cards of one suit in sequence: {points} points.").format(
            points=TARABISH_RUNS.sequences[1][2]), "declarations"),
        GlossaryTerm("bate", translate("Glossary", "Bate"), translate(
            "Glossary", "In Tarabish, a maker with less than half the points is bate: the other team scores every "
            "point of the deal."), "failed_contract"),
        GlossaryTerm("half_bate", translate("Glossary", "Half-bate"), translate(
            "Glossary", "In Tarabish, a maker with exactly half the points: he scores nothing, the other team its "
            "own points."), "tie_rule"),
        GlossaryTerm("maker", translate("Glossary", "Maker"), translate(
            "Glossary", "In Tarabish, the player who names the trump; his team must take more than half the "
            "points."), "bidding"),
    ]

