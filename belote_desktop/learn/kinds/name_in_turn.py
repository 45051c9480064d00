"""Naming in turn (``TrumpScheme.NAME_IN_TURN``: Tarabish): each player may name a trump once, the dealer must
name one. Its words in every layer of learn, in its record (``TEACHING``) (its rules-book sections: Tarabish's, learn/games/tarabish/rules_book.py)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Action, DealResult, Pass, PlayerView, Ruleset, Strain, Take, TrumpScheme
from ...engine.deal import Zone
from ..base.records import KindTeaching
from ..base.terms import Term, term
from ..explain_bidding import deal_total
from ..games.tarabish.rules_book import SECTIONS, overview_aim, scoring_contract
from ..suggest import suit_pass_reason
from ..words import suit_word

SCHEME = TrumpScheme.NAME_IN_TURN


def explain_action(action: Action, rules: Ruleset, view: PlayerView | None) -> str | None:
    """Naming a suit and passing; the declaration is the shared words'."""
    if isinstance(action, (Take, Pass)):
        return _explain_naming(action, rules, view)
    return None


def _explain_naming(action: Action, rules: Ruleset, view: PlayerView | None) -> str:
    """Naming in turn (Tarabish): what naming a suit commits the team to, and what a pass leaves."""
    kitty = rules.deal_plan.per_seat(Zone.KITTY)
    if isinstance(action, Take):
        total = deal_total(rules, Strain.of_suit(action.suit))
        return QCoreApplication.translate(
            "Explain", "Name {suit} as trumps: you become the maker, and your team must take more than half of "
            "the points ({total} in cards and last trick, plus runs and bella). Exactly half is a {half}: you score "
            "nothing, the others their own; less is {bate}: the others score everything. Your {count} face-down "
            "cards join your hand once the trump is named.",
        ).format(suit=suit_word(action.suit), total=total, half=term(Term.HALF_BATE).lower(),
                 bate=term(Term.BATE).lower(), count=kitty)
    dealer = view.dealer if view is not None else -1
    speaker = view.auction.turn if view is not None else -1
    if view is not None and (speaker + 1) % rules.players == dealer:
        return QCoreApplication.translate(
            "Explain", "Pass: the dealer, last to speak, will then have to name a trump.")
    return QCoreApplication.translate(
        "Explain", "Pass: the next player may name a trump. If the first three players pass, the dealer must name "
        "one.")


def failed_verdict(result: DealResult, teams: Sequence[str], rules: Ruleset) -> list[str]:
    """A failed Tarabish maker in the game's words: half-bate (exactly half) or bate (less)."""
    taker = teams[result.taker_team]
    other = teams[1 - result.taker_team] if len(teams) == 2 else ""
    if result.tied:
        return [QCoreApplication.translate(
            "Explain", "Exactly half ({points} each): {taker} are {half}. They score nothing, and {other} score "
            "their own points.").format(points=result.totals[result.taker_team], taker=taker,
                                        half=term(Term.HALF_BATE).lower(), other=other)]
    return [QCoreApplication.translate(
        "Explain", "{taker} took {t_points}, less than half: they are {bate}, and {other} score every point of the "
        "deal.").format(taker=taker, t_points=result.totals[result.taker_team], bate=term(Term.BATE).lower(),
                        other=other)]


TEACHING = KindTeaching(
    SCHEME, explain_action, SECTIONS, suit_pass_reason, overview_aim,
    contract_scoring=scoring_contract,  # makers, bate, half-bate
    failed_verdict=failed_verdict,
)
