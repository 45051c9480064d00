"""What a bid means (``explain_bid``) and how high a bid can go (``bid_ceiling``).

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Action,
    Bid,
    Contract,
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
from ..engine.deal import TurnedKeeper, Zone
from ..engine.rules import FailedOutcome, MeldSharing, PointContractScore
from ..engine.scoring import contract_target
from ..engine.tricks import play_context
from . import vocabulary
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
    if isinstance(action, (Take, Pass)) and rules.trump_scheme is TrumpScheme.NAME_IN_TURN:
        return _explain_naming(action, rules, v)
    if rules.trump_scheme is TrumpScheme.SUN_HOKUM and not isinstance(action, Declare):  # Baloot's calls
        from .explain_baloot import explain_call as explain_baloot_call

        return explain_baloot_call(action, rules, v)
    if rules.trump_scheme is TrumpScheme.CONTRACT_AUCTION and not isinstance(action, Declare):
        from .explain_contract import explain_call  # the contract auction's calls

        return explain_call(action, rules, v)
    if isinstance(action, Take):
        total = _deal_total(rules, Strain.of_suit(action.suit))
        if rules.players == 2 and rules.tie_rule is TieRule.TAKERS_FAIL:  # two players alone (Découverte)
            return QCoreApplication.translate(
                "Explain", "Taking makes {suit} trump; you must then score more points than the other player: more "
                "than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.",
            ).format(suit=suit_word(action.suit), half=total // 2, total=total)
        if rules.tie_rule is TieRule.TAKERS_MAKE:
            duty = QCoreApplication.translate(
                "Explain", "your team must then score at least as many points as the other team")
        elif rules.tie_rule in (TieRule.TAKERS_FAIL, TieRule.OWN_POINTS):
            duty = QCoreApplication.translate(
                "Explain", "your team must then score more points than the other team (equal is not enough)")
        else:
            duty = QCoreApplication.translate(
                "Explain",
                "your team must then score more points than the other team (if equal, your points wait for the "
                "next deal: litige)")
        if rules.failed_outcome is FailedOutcome.OWN_POINTS:  # the scoring dial (Clabber's set)
            text = QCoreApplication.translate(
                "Explain", "Taking makes {suit} trump; {duty}, out of {total}. Otherwise your team scores nothing "
                "and the other team scores its own points.",
            ).format(suit=suit_word(action.suit), duty=duty, total=total)
        else:
            text = QCoreApplication.translate(
                "Explain", "Taking makes {suit} trump; {duty}, out of {total}. Otherwise you are dedans and the "
                "other team scores all {total}.",
            ).format(suit=suit_word(action.suit), duty=duty, total=total)
        turned = v.turned_card if v is not None else None
        plan = rules.deal_plan
        if turned is not None and plan.takes_turned_from_stock and plan.keeper is TurnedKeeper.TAKER:
            extra = plan.after_cards(keeper=True)
            text += " " + QCoreApplication.translate(
                "Explain", "You pick up the turned {card} and {count} more cards.",
            ).format(card=card_word(turned), count=extra)
        return _in_game_words(rules, text)
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
        if rules.trump_scheme is TrumpScheme.TURNED_CARD:
            if _bid_round(v) == 1:
                return QCoreApplication.translate(
                    "Explain",
                    "Pass: you leave the turned suit to the others. If all pass, a second round lets each player "
                    "name another suit.")
            if rules.same_dealer_redeals:
                return QCoreApplication.translate(
                    "Explain", "Pass: if everybody passes again, the cards are thrown in and the same dealer deals "
                    "again.")
            return QCoreApplication.translate(
                "Explain", "Pass: if everybody passes again, the cards are thrown in and the next dealer deals.")
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
    if isinstance(action, Double):
        return QCoreApplication.translate(
            "Explain",
            "Coinche: you bet the takers will fail. The contract's value counts double, whoever wins; no new bid "
            "may follow.")
    if isinstance(action, Redouble):
        return QCoreApplication.translate(
            "Explain", "Surcoinche: your team, coinched, answers that it will make it: the contract counts four "
            "times. The auction ends.")
    if isinstance(action, Declare) and rules.meld_sharing is MeldSharing.BEST_PLAYER:
        return QCoreApplication.translate(
            "Explain", "Announce your runs now, before your first card; they score only if you hold the best run "
            "at the table.")
    if isinstance(action, Declare) and rules.meld_sharing is MeldSharing.PER_KIND:
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; sequences and carrés are compared "
            "apart: the best of each kind scores.")
    if isinstance(action, Declare) and rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY \
            and rules.team_count == rules.players:  # each for himself
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; they score only if you hold the best "
            "one.")
    if isinstance(action, Declare):
        return QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; they score only if your team holds "
            "the best one.") if rules.meld_sharing is MeldSharing.BEST_TEAM_ONLY else QCoreApplication.translate(
            "Explain", "Declare your combinations now, before your first card; each team scores its own.")
    return ""


def _explain_naming(action: Action, rules: Ruleset, view: PlayerView | None) -> str:
    """Naming in turn (Tarabish): what naming a suit commits the team to, and what a pass leaves."""
    from .vocabulary import Term, term

    kitty = rules.deal_plan.per_seat(Zone.KITTY)
    if isinstance(action, Take):
        total = _deal_total(rules, Strain.of_suit(action.suit))
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


def _in_game_words(rules: Ruleset, text: str) -> str:
    """A take's explanation with the game's own call and word for failing (Clabber: "I play", set)."""
    call = vocabulary.take_call(rules)
    if call is None:
        return text
    text = QCoreApplication.translate("Explain", "\"{call}\": {text}").format(call=call, text=text)
    if rules.failed_outcome is FailedOutcome.OWN_POINTS:
        text += " " + QCoreApplication.translate("Explain", "Failing is called being {set}.").format(
            set=vocabulary.term(vocabulary.Term.SET).lower())
    if rules.trump_must_be_held:
        text += " " + QCoreApplication.translate("Explain", "You may only play in a suit you hold.")
    return text


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
