"""Sun and Hokum (``TrumpScheme.SUN_HOKUM``: Baloot): the calls, Ashkal and the doubling ladder. Its words in
every layer of learn, in its record (``TEACHING``); the texts themselves are Baloot's (learn/games/baloot/: the
explanations in ``explain``, the rules book's sections in ``rules_book``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Contract, Declare, Double, Pass, PlayerView, Rank, Reason, Redouble, Ruleset, TrumpScheme
from ...engine.actions import Ashkal, Four, Gahwa, Hokum, Sun
from ...engine.auctions.sun_hokum import LADDER_ROUND
from ..base.records import KindTeaching
from ..games.baloot import rules_book
from ..games.baloot.explain import explain_call, explain_refusal, verdict_lines
from ..suggest import suit_strength, suit_pass_reason
from ..vocabulary import baloot_call, baloot_ladder, baloot_strain
from ..words import cards_words

SCHEME = TrumpScheme.SUN_HOKUM


def explain_action(action: Action, rules: Ruleset, view: PlayerView | None) -> str | None:
    """Every call and step of the ladder; the declaration (a project) is the shared words'."""
    return None if isinstance(action, Declare) else explain_call(action, rules, view)


def call_reason(view: PlayerView, action: Action) -> str | None:
    """Why a call or a step of the ladder (and a pass on the ladder) is the move; other passes are the shared
    reasons'."""
    if isinstance(action, Pass) and view.auction.round != LADDER_ROUND:
        return None
    return _baloot_reason(view, action)


def _baloot_reason(view: PlayerView, action: Action) -> str:
    """Why a Baloot call (Hokum, Sun, Ashkal, a step of the ladder) is the move."""
    hand = list(view.hand)
    turned = view.turned_card
    if isinstance(action, Hokum):
        return suit_strength(hand + ([turned] if turned is not None else []), action.suit)
    if isinstance(action, (Sun, Ashkal)):
        high = [c for c in hand if c.rank in (Rank.ACE, Rank.TEN)]
        return QCoreApplication.translate(
            "Suggest", "Your aces and tens ({cards}) should win more than half in Sun").format(
            cards=cards_words(high) if high else "-")
    if isinstance(action, (Double, Four)):
        return QCoreApplication.translate("Suggest", "Their contract should fail: {call}").format(
            call=baloot_call(action))
    if isinstance(action, (Redouble, Gahwa)):
        return QCoreApplication.translate("Suggest", "Your team should make it: {call}").format(
            call=baloot_call(action))
    if isinstance(action, Pass):
        return QCoreApplication.translate("Suggest", "Climbing the ladder would not pay here")
    return QCoreApplication.translate("Suggest", "This is the move the expert player would make here.")


def aim(rules: Ruleset) -> str:
    """The rules book overview's sentence on what a deal is about (its other sections: Baloot's rules_book)."""
    return QCoreApplication.translate(
        "RulesBook",
        "In each deal one team calls Hokum (a trump suit) or Sun (no trumps) and must then win more round "
        "points than the other; the other team may double it, step by step, up to Gahwa.")


def contract_line(rules: Ruleset, contract: Contract, taker: str) -> str:
    """'East–West played Sun.', 'North–South played Hokum ♥ (Double).': Sun has no trumps to name."""
    ladder = baloot_ladder(contract.multiplier)
    if ladder is not None:
        return QCoreApplication.translate("Explain", "{team} played {contract} ({ladder}).").format(
            team=taker, contract=baloot_strain(contract.strain), ladder=ladder)
    return QCoreApplication.translate("Explain", "{team} played {contract}.").format(
        team=taker, contract=baloot_strain(contract.strain))


TEACHING = KindTeaching(
    SCHEME, explain_action, rules_book.SECTIONS, suit_pass_reason, aim,  # (passing: the two rounds of calls)
    call_reason=call_reason,
    own_reasons={Reason.BALOOT_CALL_REFUSED: explain_refusal},
    contract_line=contract_line,
    verdict=verdict_lines,  # decided by round points
)
