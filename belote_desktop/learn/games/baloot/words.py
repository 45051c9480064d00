"""Baloot's words: its name, what it says instead of the family's words (kaboot, projects), its projects'
names and how the best one is chosen, its glossary entries and its gallery tile.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ...base.records import GameFacts, GlossaryTerm
from ...base.terms import Term, term
from ...base.terms import Term as Word

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Baloot")


def description() -> str:
    return translate(
        "Variants", "The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to "
        "Gahwa, projects; 152 round points.")


WORDS = {
    Term.CAPOT: Term.KABOOT, Term.DECLARATIONS: Term.PROJECTS, Term.BELOTE: Term.BALOOT, Term.REBELOTE: Term.BALOOT,
    Term.TIERCE: Term.SIRA, Term.QUARTE: Term.FIFTY, Term.QUINTE: Term.HUNDRED, Term.CARRE: Term.HUNDRED}
FACTS = GameFacts(lambda: translate("GameFacts", "Saudi Arabia & the Gulf"), lambda: translate(
    "GameFacts", "Sun or Hokum, and the doubling ladder up to Gahwa."))


def project_ranking(rules: Ruleset, trumps: bool) -> str:
    """How the best project is chosen; Sun has no trumps, so no run in trumps."""
    if trumps:
        return translate(
            "Explain", "Only the team holding the best project scores, the projects of both its players: the one "
            "worth most; between equal runs the higher top card, then a run in trumps, then the player nearer the "
            "dealer's right.")
    return translate(
        "Explain", "Only the team holding the best project scores, the projects of both its players: the one worth "
        "most; between equal runs the higher top card, then the player nearer the dealer's right.")


def glossary_terms() -> list[GlossaryTerm]:
    """Baloot's own words: the term in its home language via learn/vocabulary.py."""
    translate = QCoreApplication.translate
    return [
        GlossaryTerm("hokum", term(Word.HOKUM), translate(
            "Glossary", "Baloot: a contract with a trump suit (the turned card's suit in the first round)."),
            "sun_hokum"),
        GlossaryTerm("sun", term(Word.SUN), translate(
            "Glossary", "Baloot: a contract without trumps; it beats Hokum and counts double."), "sun_hokum"),
        GlossaryTerm("ashkal", term(Word.ASHKAL), translate(
            "Glossary", "Baloot: a Sun called for the partner, who takes the turned card and plays it."), "ashkal"),
        GlossaryTerm("gahwa", term(Word.GAHWA), translate(
            "Glossary", "Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal "
            "decides the whole game."), "gahwa"),
        GlossaryTerm("projects", translate("Glossary", "Projects (Baloot)"), translate(
            "Glossary", "Baloot's declarations: sira (three in sequence), fifty (four), hundred (five, or four "
            "of a kind) and four hundred (the four aces in Sun)."), "projects"),
        GlossaryTerm("baloot", term(Word.BALOOT), translate(
            "Glossary", "The king and queen of trumps in Hokum, worth 2 round points; also the name of the game."),
            "belote"),
        GlossaryTerm("kaboot", term(Word.KABOOT), translate(
            "Glossary", "Baloot: one team wins every trick."), "kaboot"),
    ]

