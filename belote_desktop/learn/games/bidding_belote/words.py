"""Bidding Belote's (Belote à l'annonce's) words: its name, the words it says instead of the family's
(contre and surcontre, the dix de der), the rules book's account of its sources, and its gallery tile.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Ruleset
from ...base.records import GameFacts, GamePage
from ...base.terms import Term

translate = QCoreApplication.translate


def name() -> str:
    return translate("Variants", "Bidding Belote", "Belote à l'annonce")


def description() -> str:
    return translate(
        "Variants", "Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the "
        "match; both teams score their declarations; 151 match points.")


WORDS = {Term.COINCHE: Term.CONTRA, Term.SURCOINCHE: Term.RECONTRA,  # contre, surcontre
         Term.DIX_DE_DER: Term.DIX_DE_DER}  # the last trick's French name
FACTS = GameFacts(lambda: translate("GameFacts", "Eastern Europe"), lambda: translate(
    "GameFacts", "Call up to all trumps; double, or stake the whole match."))


# -- the rules book: Bidding Belote --------------------------------------------------------------------
def bidding_belote_choices(rules: Ruleset) -> list[str]:
    """Bidding Belote's sources: what the published rules say, what they leave out, and what we chose."""
    items = [
        QCoreApplication.translate(
            "RulesBook", "Bidding Belote follows its rules as commonly published in English. They give no chart of "
            "the bids: the order of the calls (clubs, diamonds, hearts, spades, no trumps, all trumps), double, "
            "redouble and Match are filled in from other published rules of the game."),
        QCoreApplication.translate(
            "RulesBook", "Those rules say once that the bidding goes clockwise; everything else in the game goes to "
            "the right, so the bidding does too."),
        QCoreApplication.translate(
            "RulesBook", "Equal points: those rules give 85 points to the winner of the next deal; we convert them "
            "to match points with the limit of the tied deal's contract. Here: {points}.").format(
            points=rules.tie_hanging_points),
        QCoreApplication.translate(
            "RulesBook", "A doubled contract: those rules say only the team with more points scores; Bulgarian "
            "rules give that team both totals. Here: {value}.").format(
            value=QCoreApplication.translate("RulesBook", "both totals") if rules.doubled_winner_takes_all
            else QCoreApplication.translate("RulesBook", "its own total")),
        QCoreApplication.translate(
            "RulesBook", "Out of the suit led, those rules ask for a trump but not for a higher one; they do not say "
            "whether your partner holding the trick frees you, and we follow the common rule."),
        QCoreApplication.translate(
            "RulesBook", "Equal points: those rules say the other team scores \"all points earned during the hand\"; "
            "we read both teams' totals, as when the callers fail, the 85 points coming on top."),
    ]
    if rules.contract_bids_after_double:
        items.append(QCoreApplication.translate(
            "RulesBook", "Our choice: a higher call may still follow a double or a redouble, and the new call "
            "stands undoubled (our sources do not say)."))
    return items


PAGE = GamePage(choices=bidding_belote_choices)
