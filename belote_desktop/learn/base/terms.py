"""The games' own terms (bela, bell, bella, pilotta, baloot, valat, capot, Sun, Hokum, bate, set…), translated once,
and ``Word``: a game's word for a word of the family, a ``Term`` or a function returning its own translated word.

The bottom floor of learn: a family writes its words with these, and ``learn/vocabulary.py`` (which reads the
families' records) says them for a game. A game's own terms are translated into its home language (Bulgarian for
Belot, Arabic for Baloot, Greek for Pilotta, French for the French games) and transliterated or kept elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QCoreApplication

# Every string is a literal QCoreApplication.translate call: lupdate finds no other form.

class Term(Enum):
    """A word of one game or another; the value is the English (or transliterated) form."""

    BELOTE = "belote"
    REBELOTE = "rebelote"
    BELA = "bela"
    BELL = "bell"
    BELLA = "bella"
    PILOTTA = "pilotta"
    BALOOT = "baloot"
    CAPOT = "capot"
    VALAT = "valat"
    KABOOT = "kaboot"
    DEDANS = "dedans"
    TAKE = "take"  # the family's call for taking the trump (Clabber says "I play")
    LITIGE = "litige"
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"
    CONTRA = "contra"
    RECONTRA = "recontra"
    MATCH = "match"
    SUN = "sun"
    HOKUM = "hokum"
    ASHKAL = "ashkal"
    GAHWA = "gahwa"
    DOUBLE = "double"  # Baloot's ladder: x2, then THREE, FOUR and GAHWA
    THREE = "three"
    FOUR = "four"
    SIRA = "sira"
    FIFTY = "fifty"
    HUNDRED = "hundred"
    FOUR_HUNDRED = "four hundred"
    TWENTY = "twenty"
    BATE = "bate"
    HALF_BATE = "half-bate"
    MULE = "mule"
    DAD = "dad"
    I_PLAY = "I play"
    SET = "set"
    KIRTIK = "kirtik"
    TIERCE = "tierce"
    QUARTE = "quarte"
    QUINTE = "quinte"
    CARRE = "carre"
    DIX_DE_DER = "dix de der"  # the last trick's bonus, said only by the games that register it
    DECLARATIONS = "declarations"  # the family's word for the combinations shown in the first trick
    PROJECTS = "projects"  # Baloot's
    MELDS = "melds"  # Clabber's
    RUNS = "runs"  # Tarabish's


def _terms() -> dict[Term, str]:
    return {
        Term.BELOTE: QCoreApplication.translate(
            "Terms", "Belote", "king and queen of trumps, the first of them played (French games)"),
        Term.REBELOTE: QCoreApplication.translate(
            "Terms", "Rebelote", "king and queen of trumps, the second of them played (French games)"),
        Term.BELA: QCoreApplication.translate("Terms", "Belot", "king and queen of trumps in Bulgarian Belot"),
        Term.BELL: QCoreApplication.translate("Terms", "Bell", "king and queen of trumps in Clabber"),
        Term.BELLA: QCoreApplication.translate("Terms", "Bella", "king and queen of trumps in Tarabish"),
        Term.PILOTTA: QCoreApplication.translate(
            "Terms", "Pilotta", "king and queen of trumps in Pilotta (Cyprus, Greece)"),
        Term.BALOOT: QCoreApplication.translate(
            "Terms", "Baloot", "king and queen of trumps in Baloot (Saudi Arabia)"),
        Term.CAPOT: QCoreApplication.translate("Terms", "Capot", "one side wins every trick (French games)"),
        Term.VALAT: QCoreApplication.translate("Terms", "Valat", "one side wins every trick (Bulgarian Belot)"),
        Term.KABOOT: QCoreApplication.translate("Terms", "Kaboot", "one side wins every trick (Baloot)"),
        Term.DEDANS: QCoreApplication.translate("Terms", "Dedans", "the takers failed their contract (French games)"),
        Term.TAKE: QCoreApplication.translate("Terms", "Take", "the call that takes the turned card's suit as trumps"),
        Term.LITIGE: QCoreApplication.translate(
            "Terms", "Litige", "the takers tied: their points wait for the next deal (French games)"),
        Term.COINCHE: QCoreApplication.translate("Terms", "Coinche", "double of the opponents' bid in La Coinche"),
        Term.SURCOINCHE: QCoreApplication.translate("Terms", "Surcoinche", "redouble in La Coinche"),
        Term.CONTRA: QCoreApplication.translate("Terms", "Contra", "double in Bulgarian Belot and Bidding Belote"),
        Term.RECONTRA: QCoreApplication.translate(
            "Terms", "Re-contra", "redouble in Bulgarian Belot and Bidding Belote"),
        Term.MATCH: QCoreApplication.translate(
            "Terms", "Match", "Bidding Belote: the call that stakes the whole game on one deal"),
        Term.SUN: QCoreApplication.translate("Terms", "Sun", "Baloot: the no-trumps contract"),
        Term.HOKUM: QCoreApplication.translate("Terms", "Hokum", "Baloot: the trump contract"),
        Term.ASHKAL: QCoreApplication.translate(
            "Terms", "Ashkal", "Baloot: a call that asks the partner to play Sun"),
        Term.GAHWA: QCoreApplication.translate(
            "Terms", "Gahwa", "Baloot: the last double, which decides the whole game"),
        Term.DOUBLE: QCoreApplication.translate("Terms", "Double", "Baloot: the defenders double (x2)"),
        Term.THREE: QCoreApplication.translate("Terms", "Three", "Baloot: the bidders answer a double (x3)"),
        Term.FOUR: QCoreApplication.translate("Terms", "Four", "Baloot: the defenders answer a three (x4)"),
        Term.SIRA: QCoreApplication.translate("Terms", "Sira", "Baloot project: three cards in sequence"),
        Term.FIFTY: QCoreApplication.translate("Terms", "Fifty", "a project or run worth fifty (Baloot, Tarabish)"),
        Term.HUNDRED: QCoreApplication.translate(
            "Terms", "Hundred", "Baloot project: five in sequence or four of a kind"),
        Term.FOUR_HUNDRED: QCoreApplication.translate(
            "Terms", "Four hundred", "Baloot project: the four aces in Sun"),
        Term.TWENTY: QCoreApplication.translate("Terms", "Twenty", "Tarabish run of three cards"),
        Term.BATE: QCoreApplication.translate(
            "Terms", "Bate", "Tarabish: the maker failed and the other side takes everything"),
        Term.HALF_BATE: QCoreApplication.translate(
            "Terms", "Half-bate", "Tarabish: the maker has exactly half: he scores nothing, the others their own"),
        Term.MULE: QCoreApplication.translate("Terms", "Mule", "Clabber: the four jacks"),
        Term.SET: QCoreApplication.translate("Terms", "Set", "Clabber: the contract side failed"),
        Term.DAD: QCoreApplication.translate("Terms", "Dad", "Clabber: a run of three cards"),
        Term.I_PLAY: QCoreApplication.translate(
            "Terms", "I play", "Clabber: the call that accepts a trump and makes the caller's side the contract side"),
        Term.KIRTIK: QCoreApplication.translate(
            "Terms", "Kirtik", "Bulgarian Belot option: a penalty for three failed contracts"),
        Term.TIERCE: QCoreApplication.translate("Terms", "Tierce", "three cards in sequence"),
        Term.QUARTE: QCoreApplication.translate("Terms", "Quarte", "four cards in sequence"),
        Term.QUINTE: QCoreApplication.translate("Terms", "Quinte", "five cards in sequence"),
        Term.CARRE: QCoreApplication.translate("Terms", "Carré", "four cards of one rank"),
        Term.DIX_DE_DER: QCoreApplication.translate(
            "Terms", "Dix de der", "the last trick's bonus (French games)"),
        Term.DECLARATIONS: QCoreApplication.translate(
            "Terms", "Declarations", "the combinations shown in the first trick (French games)"),
        Term.PROJECTS: QCoreApplication.translate("Terms", "Projects", "Baloot: its declarations (mashari')"),
        Term.MELDS: QCoreApplication.translate("Terms", "Melds", "Clabber: its declarations"),
        Term.RUNS: QCoreApplication.translate("Terms", "Runs", "Tarabish: its declarations"),
    }


def term(word: Term) -> str:
    """The game term in the player's language."""
    return _terms()[word]


# A game's word for a word of the family (``GameText.words``: {family word: its word}): a Term, or for a word no
# other game says, a function returning it translated.
Word = Term | Callable[[], str]
