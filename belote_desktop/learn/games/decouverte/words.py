"""Belote Découverte's words: its name, the word it says instead of the family's (the dix de der, in
French), its choices where its source is silent, and its gallery tile.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ...base.records import GameFacts, GamePage
from ..classic.words import france

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Belote Découverte", "a French game: kept in French")


def description() -> str:
    return translate(
        "Variants", "Two players, every card on the table: face-up cards on face-down ones; 16 tricks; "
        "1000 points.")


FACTS = GameFacts(france, lambda: translate(
    "GameFacts", "Two players and every card on the table, face up on face down."))


# -- the rules book: Belote Découverte -----------------------------------------------------------------
def decouverte_choices(rules: Ruleset) -> list[str]:
    """Belote Découverte's choices where its source is silent."""
    return [
        QCoreApplication.translate(
            "RulesBook", "Belote Découverte: its written rules give no target score; we play to {target}, "
                         "like the classic game (an option).").format(target=rules.target_score),
        QCoreApplication.translate(
            "RulesBook", "Belote Découverte: no declarations and no belote, as the source says; a capot counts "
                         "252, as in the classic game."),
    ]


PAGE = GamePage(choices=decouverte_choices)
