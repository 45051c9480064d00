"""Deal codes for the window: the code of a deal, and a refused code in the player's words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import DealState
from ..storage.deal_code import DealCodeError, deal_code


def code_of(deal: DealState, seed: int | str | None = None) -> str | None:
    """The deal's code (its cards, dealer, game and options); None for a game no code can name."""
    try:
        return deal_code(deal.rules, deal.dealer, deal.deck, seed)
    except ValueError:
        return None


def problem_text(error: DealCodeError) -> str:
    """Why a code cannot be read, in plain words (never a guess at the cards)."""
    reason, params = error.reason, error.params
    if reason == "empty":
        return QCoreApplication.translate("DealCode", "Type or paste a deal code, such as 00400-00072-B.")
    if reason == "bad_character":
        return QCoreApplication.translate(
            "DealCode", "“{character}” is not in deal codes: they hold digits and the letters A to Z except I, L, O "
            "and U.").format(character=params.get("character", "?"))
    if reason == "unknown_game":
        return QCoreApplication.translate(
            "DealCode", "This code names a game this version does not know: check its first character, or the code "
            "may come from a later version.")
    if reason == "unknown_kind":
        return QCoreApplication.translate(
            "DealCode", "The second character of this code is wrong, or the code comes from a later version.")
    if reason == "wrong_length":
        expected, actual = params.get("expected"), params.get("actual")
        if expected is None:
            return QCoreApplication.translate("DealCode", "This code is too short: a character is missing.")
        return QCoreApplication.translate(
            "DealCode", "A code for this game has {expected} characters (dashes not counted); this one has "
            "{actual}.").format(expected=expected, actual=actual)
    if reason == "bad_check":
        return QCoreApplication.translate(
            "DealCode", "The check characters at the end do not match: a character is mistyped or two are swapped.")
    if reason == "bad_options":
        return QCoreApplication.translate(
            "DealCode", "The rule options in this code do not make a game this version can play.")
    return QCoreApplication.translate("DealCode", "No deal has this number.")
