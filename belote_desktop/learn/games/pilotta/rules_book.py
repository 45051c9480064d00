"""The rules book's paragraphs for Pilotta's dials (final passes, the first bidder's lead, a contract
scored on the teams' own points, game points without the last digit).

Each paragraph is chosen by a Ruleset field, so any game with one of these dials reads right; the notes on
the Pilotta preset's sources are in its game's module (learn/games/pilotta.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ....engine.rules import FirstLead, MatchPoints, PointContractScore
from ... import vocabulary
from ...rules_markup import paragraph


def auction_notes(rules: Ruleset) -> list[str]:
    """After 'end of the auction': final passes and who leads."""
    out = []
    if rules.pass_is_final:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "A pass is final: a player who has passed may not bid again in this deal, and the auction goes round "
            "without him. When everybody else has passed after a bid, that bid is the contract.")))
    if rules.first_lead is FirstLead.FIRST_BIDDER:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "The player who made the first bid of the auction leads to the first trick, whoever won the "
            "auction.")))
    return out


def declaration_notes(rules: Ruleset) -> list[str]:
    """When the others see a declaration's cards (``melds_shown_at_second_trick``)."""
    if not (rules.declarations and rules.melds_shown_at_second_trick):
        return []
    if vocabulary.says_french_melds(rules):
        return [QCoreApplication.translate(
            "RulesBook",
            "During the first trick the others hear only the kind and value of a declaration (\"a tierce, 20\"); "
            "its cards are shown when the first trick is over, before the second.")]
    return [QCoreApplication.translate(
        "RulesBook",
        "During the first trick the others hear only the kind and value of a declaration (\"{meld}, 20\"); "
        "its cards are shown when the first trick is over, before the second.").format(
        meld=vocabulary.game_term(rules, vocabulary.Term.TIERCE).lower())]


def own_points_scoring(rules: Ruleset) -> tuple[list[str], list[str]] | None:
    """'Made' and 'failed' paragraphs for a contract scored on the teams' own points (None otherwise)."""
    if rules.point_contract_score is not PointContractScore.OWN_POINTS:
        return None
    made = [paragraph(QCoreApplication.translate(
        "RulesBook",
        "Made: each team scores its own points (cards, last trick, the declarations that count and its king and "
        "queen of trumps). The bid itself adds nothing."))]
    failed = [paragraph(QCoreApplication.translate(
        "RulesBook",
        "Failed: the takers score nothing, and the other team takes every point of the deal: all the card "
        "points, every declaration of both teams and, unless an option says otherwise, the takers' king and "
        "queen of trumps too."))]
    return made, failed


def game_points(rules: Ruleset) -> list[str]:
    """How deal points become game points (the converter), for the end-of-game section."""
    if rules.match_points is not MatchPoints.DROP_LAST_DIGIT:
        return []
    items = [QCoreApplication.translate(
        "RulesBook",
        "Each team's points for the deal become game points by dropping their last digit: 157 points make 15, "
        "82 make 8. The game is counted in game points.")]
    if rules.fifteen_rule:
        items.append(QCoreApplication.translate(
            "RulesBook",
            "When both teams show 15 on the same deal, the team with the higher last digit scores 16 instead: "
            "153 against 151 makes 16 against 15."))
    return items
