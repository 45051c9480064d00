"""The turned-card auction (``TrumpScheme.TURNED_CARD``: classic Belote, Clabber, Découverte): take the turned
suit or pass, then name another suit in a second round. Its words in every layer of learn, registered here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Pass, PlayerView, Ruleset, Strain, Take, TieRule, TrumpScheme
from ...engine.deal import TurnedKeeper
from ...engine.rules import FailedOutcome
from .. import vocabulary
from ..explain_bidding import _deal_total, register_bid_explainer
from ..explain_refusals import NOT_ALLOWED_TEXTS
from ..suggest import PASS_REASONS, suit_pass_reason
from ..words import card_word, suit_word

SCHEME = TrumpScheme.TURNED_CARD


def _bid_round(view: PlayerView | None) -> int:
    return 1 if view is None else view.auction.round


def explain_action(action: Action, rules: Ruleset, v: PlayerView | None) -> str | None:
    """Taking the turned suit (or naming one) and passing; the declaration is the shared words'."""
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
    if isinstance(action, Pass):
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
    return None


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


def not_allowed() -> str:
    """What the game offers instead of a move it does not use (a point bid)."""
    return QCoreApplication.translate("Explain", "In this game you take a suit or pass: there are no point bids.")


register_bid_explainer(SCHEME, explain_action)
NOT_ALLOWED_TEXTS[SCHEME] = not_allowed
PASS_REASONS[SCHEME] = suit_pass_reason
