"""What a bid means (``explain_bid``) and how high a bid can go (``bid_ceiling``).

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Action,
    Bid,
    Declare,
    Double,
    Pass,
    PlayerView,
    Redouble,
    Ruleset,
    Strain,
    Take,
    TieRule,
    TrumpScheme,
)
from ..engine.deal import TurnedKeeper
from ..engine.rules import MeldSharing
from ..engine.tricks import play_context
from .words import suit_word, strain_word, card_word
from .explanation import _view


# -- what a bid means ----------------------------------------------------------------------


def _deal_total(rules: Ruleset, strain: Strain) -> int:
    return play_context(rules.deck, strain).total_points + rules.last_trick_bonus


def bid_ceiling(rules: Ruleset, strain: Strain) -> int | None:
    """The most the takers can ever count toward a bid in ``strain`` when only the cards count
    (declarations off, no belote in that strain): a higher bid can never be made, capot or not.
    None when declarations or belote could add to it. (Coinche, no trumps: 130.)"""
    if rules.meld_rules.table_for(strain) is not None:
        return None
    belote = rules.belote_rule
    return None if belote.counts_for_contract and belote.suits(strain) else _deal_total(rules, strain)


def _bid_round(view: PlayerView | None) -> int:
    return 1 if view is None else view.auction.round


def explain_bid(action: Action, rules: Ruleset, view: Any = None) -> str:
    """What a bidding action means in this variant (for the bid buttons' tooltips and the log)."""
    v = _view(view)
    if rules.trump_scheme is TrumpScheme.CONTRACT_AUCTION and not isinstance(action, Declare):
        from .explain_contract import explain_call  # g-contract: the contract auction's calls

        return explain_call(action, rules, v)
    if isinstance(action, Take):
        total = _deal_total(rules, Strain.of_suit(action.suit))
        if rules.tie_rule is TieRule.TAKERS_MAKE:
            duty = QCoreApplication.translate(
                "Explain", "your team must then score at least as many points as the other team")
        elif rules.tie_rule is TieRule.TAKERS_FAIL:
            duty = QCoreApplication.translate(
                "Explain", "your team must then score more points than the other team (equal is not enough)")
        else:
            duty = QCoreApplication.translate(
                "Explain",
                "your team must then score more points than the other team (if equal, your points wait for the "
                "next deal: litige)")
        text = QCoreApplication.translate(
            "Explain", "Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the other "
            "team scores all {total}.",
        ).format(suit=suit_word(action.suit), duty=duty, total=total)
        turned = v.turned_card if v is not None else None
        plan = rules.deal_plan
        if turned is not None and plan.takes_turned_from_stock and plan.keeper is TurnedKeeper.TAKER:
            extra = plan.after_cards(keeper=True)
            text += " " + QCoreApplication.translate(
                "Explain", "You pick up the turned {card} and {count} more cards.",
            ).format(card=card_word(turned), count=extra)
        return text
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
        if action.value >= half:
            text = QCoreApplication.translate(
                "Explain", "Bid {value} in {strain}: your team must score at least {value} points ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), counted=parts)
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Bid {value} in {strain}: your team must score at least {value} points, and more than half ({half} "
                "of {total}) ({counted}).",
            ).format(value=action.value, strain=strain_word(action.strain), half=half, total=total, counted=parts)
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
        if rules.trump_scheme is TrumpScheme.TURNED_CARD:
            if _bid_round(v) == 1:
                return QCoreApplication.translate(
                    "Explain",
                    "Pass: you leave the turned suit to the others. If all pass, a second round lets each player "
                    "name another suit.")
            return QCoreApplication.translate(
                "Explain", "Pass: if everybody passes again, the cards are thrown in and the next dealer deals.")
        high = any(isinstance(a, Bid) for _, a in v.bidding) if v is not None else False
        if high:
            return QCoreApplication.translate(
                "Explain", "Pass: you do not bid higher. Three passes in a row after a bid end the auction.")
        return QCoreApplication.translate(
            "Explain", "Pass: if all four players pass without a bid, the cards are thrown in.")
    if isinstance(action, Double):
        return QCoreApplication.translate(
            "Explain",
            "Coinche: you bet the takers will fail. The contract's value counts double, whoever wins; no new bid "
            "may follow.")
    if isinstance(action, Redouble):
        return QCoreApplication.translate(
            "Explain", "Surcoinche: your team, coinched, answers that it will make it: the contract counts four "
            "times. The auction ends.")
    if isinstance(action, Declare):
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; they score only if your team holds "
            "the best one.") if rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY else QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; each team scores its own.")
    return ""


def _counted_parts(rules: Ruleset, strain: Strain) -> str:
    belote = rules.belote_counts_for_contract and rules.belote_points > 0 and strain is not Strain.NO_TRUMPS and (
        strain is not Strain.ALL_TRUMPS or rules.belote_in_all_trumps)
    if rules.declarations:
        if belote:
            return QCoreApplication.translate("Explain", "cards, last trick, declarations and belote count")
        return QCoreApplication.translate("Explain", "cards, last trick and declarations count")
    if belote:
        return QCoreApplication.translate("Explain", "cards, last trick and belote count")
    return QCoreApplication.translate("Explain", "cards and last trick count")
