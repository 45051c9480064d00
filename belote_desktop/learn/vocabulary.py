"""The words of the family, translated once: variant names and descriptions, seat names, and the
games' own terms (bela, bell, bella, pilotta, baloot, valat, capot, Sun, Hokum, bate, set…).

The table, the rules book, the explanations, the tutorial and the bidding panel all ask here, so a
term is written and translated in one place. A game's own terms are translated into its home
language (Bulgarian for Belot, Arabic for Baloot, Greek for Pilotta, French for the French games)
and transliterated or kept elsewhere.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication

from ..engine import VARIANTS, Ruleset


# Every string is a literal QCoreApplication.translate call: lupdate finds no other form.

# -- games ----------------------------------------------------------------------------------

def _names() -> dict[str, str]:
    return {
        "classic": QCoreApplication.translate("Variants", "Belote (classic)"),
        "coinche": QCoreApplication.translate("Variants", "La Coinche"),
        "contree_ffb": QCoreApplication.translate("Variants", "Contrée (FFB)"),
        "bidding_belote": QCoreApplication.translate("Variants", "Bidding Belote", "Belote à l'annonce, seed 000"),
        "bulgarian": QCoreApplication.translate("Variants", "Bulgarian Belot"),
        "decouverte": QCoreApplication.translate("Variants", "Belote Découverte", "a French game: kept in French"),
        # Belot for 3 and for 2 (g-belot-small)
        "belot_3p": QCoreApplication.translate("Variants", "Belot for 3 players"),
        "belot_2p": QCoreApplication.translate("Variants", "Belot for 2 players"),
        "belot_2p_open": QCoreApplication.translate("Variants", "Belot for 2 players with open cards"),
    }


def _descriptions() -> dict[str, str]:
    return {
        "classic": QCoreApplication.translate(
            "Variants", "The French national game: take the turned card's suit or name another; 1000 points."),
        "coinche": QCoreApplication.translate(
            "Variants", "Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points."),
        "contree_ffb": QCoreApplication.translate(
            "Variants", "The French federation's contrée: suit contracts only, declarations, a coinche doubles the "
            "whole score; 2000 points."),
        "bidding_belote": QCoreApplication.translate(
            "Variants", "Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the "
            "match; both teams score their declarations; 151 match points."),
        "bulgarian": QCoreApplication.translate(
            "Variants", "Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; "
            "declarations in the first trick; 151 match points."),
        "decouverte": QCoreApplication.translate(
            "Variants", "Two players, every card on the table: face-up cards on face-down ones; 16 tricks; "
            "1000 points."),
        # Belot for 3 and for 2 (g-belot-small)
        "belot_3p": QCoreApplication.translate(
            "Variants", "Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points."),
        "belot_2p": QCoreApplication.translate(
            "Variants", "Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points."),
        "belot_2p_open": QCoreApplication.translate(
            "Variants", "Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on "
            "face-down; 151 match points."),
    }


def variant_name(rules: Ruleset) -> str:
    """The preset's name in the player's language (the engine's English name for others)."""
    return _names().get(rules.id, rules.name)


def variant_description(rules: Ruleset) -> str:
    """The preset's one-line description in the player's language."""
    return _descriptions().get(rules.id, rules.description)


def is_custom(rules: Ruleset) -> bool:
    """A preset whose options the player changed."""
    return rules.id in VARIANTS and VARIANTS[rules.id] != rules


# -- seats ----------------------------------------------------------------------------------

def you() -> str:
    return QCoreApplication.translate("Seats", "You")


def compass_names() -> tuple[str, str, str, str]:
    """South, East, North, West: the four places at a table, in counter-clockwise order."""
    return (
        QCoreApplication.translate("Seats", "South"),
        QCoreApplication.translate("Seats", "East"),
        QCoreApplication.translate("Seats", "North"),
        QCoreApplication.translate("Seats", "West"),
    )


def numbered_player(number: int) -> str:
    """'Player 2' (numbered from 1), for tables without compass places."""
    return QCoreApplication.translate("Seats", "Player {number}").format(number=number)


# -- the games' own terms ------------------------------------------------------------------

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
    SIRA = "sira"
    FIFTY = "fifty"
    HUNDRED = "hundred"
    FOUR_HUNDRED = "four hundred"
    TWENTY = "twenty"
    BATE = "bate"
    MULE = "mule"
    SET = "set"
    KIRTIK = "kirtik"
    TIERCE = "tierce"
    QUARTE = "quarte"
    QUINTE = "quinte"
    CARRE = "carre"


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
        Term.SIRA: QCoreApplication.translate("Terms", "Sira", "Baloot project: three cards in sequence"),
        Term.FIFTY: QCoreApplication.translate("Terms", "Fifty", "a project or run worth fifty (Baloot, Tarabish)"),
        Term.HUNDRED: QCoreApplication.translate(
            "Terms", "Hundred", "Baloot project: five in sequence or four of a kind"),
        Term.FOUR_HUNDRED: QCoreApplication.translate(
            "Terms", "Four hundred", "Baloot project: the four aces in Sun"),
        Term.TWENTY: QCoreApplication.translate("Terms", "Twenty", "Tarabish run of three cards"),
        Term.BATE: QCoreApplication.translate(
            "Terms", "Bate", "Tarabish: the maker failed and the other side takes everything"),
        Term.MULE: QCoreApplication.translate("Terms", "Mule", "Clabber: the four jacks"),
        Term.SET: QCoreApplication.translate("Terms", "Set", "Clabber: the contract side failed"),
        Term.KIRTIK: QCoreApplication.translate(
            "Terms", "Kirtik", "Bulgarian Belot option: a penalty for three failed contracts"),
        Term.TIERCE: QCoreApplication.translate("Terms", "Tierce", "three cards in sequence"),
        Term.QUARTE: QCoreApplication.translate("Terms", "Quarte", "four cards in sequence"),
        Term.QUINTE: QCoreApplication.translate("Terms", "Quinte", "five cards in sequence"),
        Term.CARRE: QCoreApplication.translate("Terms", "Carré", "four cards of one rank"),
    }


def term(word: Term) -> str:
    """The game term in the player's language."""
    return _terms()[word]


# each game's own word for a term of the family (g-contract: Bulgarian Belot); the French words otherwise
_GAME_WORDS: dict[str, dict[Term, Term]] = {
    "bulgarian": {Term.BELOTE: Term.BELA, Term.REBELOTE: Term.BELA, Term.CAPOT: Term.VALAT,
                  Term.COINCHE: Term.CONTRA, Term.SURCOINCHE: Term.RECONTRA},
    "bidding_belote": {Term.COINCHE: Term.CONTRA, Term.SURCOINCHE: Term.RECONTRA},  # contre, surcontre in French
}

GAMES_WITH_OWN_WORDS = frozenset(_GAME_WORDS)


def game_term(rules: Ruleset | None, word: Term) -> str:
    """``word`` as the game of ``rules`` says it (Bulgarian Belot: belot, valat, contra…), translated."""
    own = _GAME_WORDS.get(rules.id, {}) if rules is not None else {}
    return term(own.get(word, word))
