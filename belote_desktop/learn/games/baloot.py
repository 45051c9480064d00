"""Baloot, the Belote of Saudi Arabia and the Gulf (seed 000): its name, its words (kaboot, projects), its
glossary entries and the guided deal it opens. Its calls, projects and round points have their own pages,
by auction kind: learn/rules_baloot.py, learn/explain_baloot.py.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import glossary, tutorial, vocabulary
from ..vocabulary import Term
from ..vocabulary import Term as Word
from ..vocabulary import term

translate = QCoreApplication.translate

vocabulary.register_game(
    "baloot", lambda: translate("Variants", "Baloot"),
    lambda: translate(
        "Variants", "The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to "
        "Gahwa, projects; 152 round points."))
vocabulary.register_words("baloot", {Term.CAPOT: Term.KABOOT, Term.DECLARATIONS: Term.PROJECTS})
tutorial.register_game_tutorial("baloot", "sun_hokum")


def _glossary() -> list[glossary.Term]:
    """Baloot's own words: the term in its home language via learn/vocabulary.py."""
    translate = QCoreApplication.translate
    return [
        glossary.Term("hokum", term(Word.HOKUM), translate(
            "Glossary", "Baloot: a contract with a trump suit (the turned card's suit in the first round)."),
            "sun_hokum"),
        glossary.Term("sun", term(Word.SUN), translate(
            "Glossary", "Baloot: a contract without trumps; it beats Hokum and counts double."), "sun_hokum"),
        glossary.Term("ashkal", term(Word.ASHKAL), translate(
            "Glossary", "Baloot: a Sun called for the partner, who takes the turned card and plays it."), "ashkal"),
        glossary.Term("gahwa", term(Word.GAHWA), translate(
            "Glossary", "Baloot: the last step of the doubling ladder (double, three, four, Gahwa): the deal "
            "decides the whole game."), "gahwa"),
        glossary.Term("projects", translate("Glossary", "Projects (Baloot)"), translate(
            "Glossary", "Baloot's declarations: sira (three in sequence), fifty (four), hundred (five, or four "
            "of a kind) and four hundred (the four aces in Sun)."), "projects"),
        glossary.Term("baloot", term(Word.BALOOT), translate(
            "Glossary", "The king and queen of trumps in Hokum, worth 2 round points; also the name of the game."),
            "belote"),
        glossary.Term("kaboot", term(Word.KABOOT), translate(
            "Glossary", "Baloot: one team wins every trick."), "kaboot"),
    ]


glossary.register_terms(_glossary)
