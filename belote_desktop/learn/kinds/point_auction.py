"""The point auction (``TrumpScheme.POINT_AUCTION``: Coinche, the federation's contrée, Pilotta): bids of points
in a suit, no trumps or all trumps, coinche and surcoinche. Its words in every layer of learn, registered here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Bid, Contract, Pass, PlayerView, Ruleset, Strain, TrumpScheme
from ...engine.rules import PointContractScore
from ...engine.scoring import contract_target
from ..explain_bidding import _deal_total, bid_ceiling, register_bid_explainer
from ..explain_refusals import NOT_ALLOWED_TEXTS
from ..suggest import PASS_REASONS, _high_bid, _partner
from ..words import strain_word

SCHEME = TrumpScheme.POINT_AUCTION


def explain_action(action: Action, rules: Ruleset, v: PlayerView | None) -> str | None:
    """A bid and a pass; coinche, surcoinche and the declaration are the shared words'."""
    if isinstance(action, Bid):
        total = _deal_total(rules, action.strain)
        half = total // 2 + 1
        if action.capot:
            return QCoreApplication.translate(
                "Explain",
                "Bid capot in {strain}: your team must win every trick. Made, it scores {made}; failed, the other "
                "team scores {failed}.",
            ).format(strain=strain_word(action.strain), made=rules.capot_bid_value, failed=rules.capot_bid_failed)
        parts = _counted_parts(rules, action.strain)
        if contract_target(rules, Contract(action.strain, 0, action.value), total) == action.value:
            text = QCoreApplication.translate(
                "Explain", "Bid {value} in {strain}: your team must score at least {value} points ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), counted=parts)
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} "
                "of {total}) ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), half=half, total=total, counted=parts)
        if rules.point_contract_score is PointContractScore.OWN_POINTS:  # Pilotta
            text += " " + QCoreApplication.translate(
                "Explain", "Made: each team scores its own points. Failed: the other team scores every point of the "
                "deal.")
        else:
            text += " " + QCoreApplication.translate(
                "Explain", "Made: your points plus {value}. Failed: the other team scores {failed} plus {value}.",
            ).format(value=action.value, failed=rules.failed_contract_base)
        ceiling = bid_ceiling(rules, action.strain)
        if ceiling is not None and action.value > ceiling:
            text += " " + QCoreApplication.translate(
                "Explain", "The deal holds only {total} points in {strain}, so this bid can never be made, even by "
                "winning every trick.",
            ).format(total=ceiling, strain=strain_word(action.strain))
        if action.strain is Strain.NO_TRUMPS:
            text += " " + QCoreApplication.translate(
                "Explain", "No trumps: no suit can trump and every suit keeps the plain order.")
        elif action.strain is Strain.ALL_TRUMPS:
            text += " " + QCoreApplication.translate(
                "Explain", "All trumps: every suit uses the trump order and values, and nothing can trump.")
        return text
    if isinstance(action, Pass):
        high = any(isinstance(a, Bid) for _, a in v.bidding) if v is not None else False
        if rules.pass_is_final:
            return QCoreApplication.translate(
                "Explain", "Pass: in this game a pass is final, you will not bid again in this deal. When all the "
                "others have passed after a bid, the auction ends; if all four pass, the cards are thrown in.")
        if high:
            return QCoreApplication.translate(
                "Explain", "Pass: you do not bid higher. Three passes in a row after a bid end the auction.")
        return QCoreApplication.translate(
            "Explain", "Pass: if all four players pass without a bid, the cards are thrown in.")
    return None


def _counted_parts(rules: Ruleset, strain: Strain) -> str:
    belote = rules.belote_counts_for_contract and rules.belote_points > 0 and strain is not Strain.NO_TRUMPS and (
        strain is not Strain.ALL_TRUMPS or rules.belote_in_all_trumps)
    if rules.declarations and rules.melds_count_for_contract:
        if belote:
            return QCoreApplication.translate("Explain", "cards, last trick, declarations and belote count")
        return QCoreApplication.translate("Explain", "cards, last trick and declarations count")
    if belote:
        return QCoreApplication.translate("Explain", "cards, last trick and belote count")
    return QCoreApplication.translate("Explain", "cards and last trick count")


def not_allowed() -> str:
    """What the game offers instead of a move it does not use (taking the turned suit)."""
    return QCoreApplication.translate(
        "Explain", "In this game you bid points in a suit, no trumps or all trumps, or pass.")



def pass_reason(view: PlayerView) -> str:
    """Why to pass in the point auction: the partner holds the bid, or the hand is too weak to bid."""
    high = _high_bid(view)
    if high is not None and _partner(view, high[0]):
        return QCoreApplication.translate("Suggest", "Your partner holds the bid: let him play it")
    if high is not None:
        return QCoreApplication.translate("Suggest", "Too weak to bid higher")
    return QCoreApplication.translate("Suggest", "Too weak to open the bidding")


register_bid_explainer(SCHEME, explain_action)
NOT_ALLOWED_TEXTS[SCHEME] = not_allowed
PASS_REASONS[SCHEME] = pass_reason
