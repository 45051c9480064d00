"""The names of Bulgarian Belot's tables for three and for two, and their gallery tiles; they say Bulgarian
Belot's words (belot, valat, contra, re-contra).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...base.records import GameFacts
from ..bulgarian.words import bulgaria

translate = QCoreApplication.translate


def three_name() -> str:
    return translate("Variants", "Belot for 3 players")


def three_description() -> str:
    return translate(
        "Variants", "Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.")


def two_name() -> str:
    return translate("Variants", "Belot for 2 players")


def two_description() -> str:
    return translate(
        "Variants", "Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.")


def open_name() -> str:
    return translate("Variants", "Belot for 2 players with open cards")


def open_description() -> str:
    return translate(
        "Variants", "Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on "
        "face-down; 151 match points.")


THREE_FACTS = GameFacts(bulgaria, lambda: translate("GameFacts", "Three players, each alone, with 24 cards."))
TWO_FACTS = GameFacts(bulgaria, lambda: translate("GameFacts", "Two players with 24 cards; six are never dealt."))
OPEN_FACTS = GameFacts(bulgaria, lambda: translate(
    "GameFacts", "A hand and eight table cards each, face up on face down."))
