"""The contract auction (``TrumpScheme.CONTRACT_AUCTION``: Bidding Belote, Bulgarian Belot and the small
tables): calls from clubs up to all trumps, contra, re-contra and the Match call. Its words in every layer of
learn, in its record (``TEACHING``); the texts themselves are Bulgarian Belot's (learn/games/bulgarian/: the
explanations in ``explain``, the bidding section in ``rules_book``) and its scoring Bidding Belote's
(learn/games/bidding_belote/rules_book.py)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Contract, Declare, PlayerView, Reason, Ruleset, TrumpScheme
from ...engine.auctions.contract import MATCH_MULTIPLIER
from ...engine.scoring import contract_times
from ..base.records import KindTeaching
from ..games.bidding_belote.rules_book import scoring_contract_auction
from ..games.bulgarian.explain import explain_call, refusal
from ..games.bulgarian.rules_book import bidding as contract_bidding
from ..rules_markup import each_for_himself, h2
from ..rules_play import turn_side
from ..rules_scoring import no_trick_declarations
from ..suggest import high_bid_of, seat_is_partner
from ..words import strain_word

SCHEME = TrumpScheme.CONTRACT_AUCTION


def explain_action(action: Action, rules: Ruleset, view: PlayerView | None) -> str | None:
    """Every call, double and the Match call; the declaration is the shared words'."""
    return None if isinstance(action, Declare) else explain_call(action, rules, view)


def pass_reason(view: PlayerView) -> str:
    """Why to pass in the contract auction: the partner holds the call, or the hand is too weak to call."""
    high = high_bid_of(view)
    if high is not None and seat_is_partner(view, high[0]):
        return QCoreApplication.translate("Suggest", "Your partner holds the call: let him play it")
    if high is not None:
        return QCoreApplication.translate("Suggest", "Too weak to call higher")
    return QCoreApplication.translate("Suggest", "Too weak to call a contract")


# -- the rules book ----------------------------------------------------------------------------


def aim(rules: Ruleset) -> str:
    """The overview's sentence on what a deal is about."""
    return (QCoreApplication.translate(
        "RulesBook", "In each deal the players call a contract, each call above the last: a trump suit, no "
        "trumps or all trumps; the player of the last call must then score more points than any other player.")
    if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook",
        "In each deal the players call a contract, each call above the last: a trump suit, no trumps or all "
        "trumps; the team of the last call must then score more points than the other team."))


def bidding_section(rules: Ruleset) -> list[str]:
    """The calls, contra, re-contra and Match (learn/games/bulgarian/rules_book.py)."""
    return [h2("bidding")] + contract_bidding(rules, turn_side(rules))


def scoring_contract(rules: Ruleset) -> list[str]:
    """The contract's paragraphs of the scoring section (learn/games/bidding_belote/rules_book.py)."""
    return scoring_contract_auction(rules, no_trick_declarations(rules))


def contract_line(rules: Ruleset, contract: Contract, taker: str) -> str:
    """Contract auction: the contract called, doubled or redoubled, the Match call, and what that does to the
    score (``contract_times``)."""
    text = QCoreApplication.translate("Explain", "{team} called {strain}.").format(
        team=taker, strain=strain_word(contract.strain))
    text += _raised(contract)
    if contract.multiplier > 1:
        text += " " + _who_scores_doubled(rules)
    times = contract_times(rules, contract)
    if times > 1:
        text += " " + QCoreApplication.translate("Explain", "The points count {times} times.").format(times=times)
    return text


def _raised(contract: Contract) -> str:
    """Match called, redoubled or doubled (after a space); else nothing."""
    if contract.multiplier >= MATCH_MULTIPLIER:
        return " " + QCoreApplication.translate(
            "Explain", "Match was called: this deal decides the whole game.")
    if contract.multiplier >= 4:
        return " " + QCoreApplication.translate("Explain", "The contract was redoubled.")
    if contract.multiplier == 2:
        return " " + QCoreApplication.translate("Explain", "The contract was doubled.")
    return ""


def _who_scores_doubled(rules: Ruleset) -> str:
    """Who scores a doubled contract: everything to the best, or only the side with more points."""
    alone = not rules.seating.partnerships
    if rules.doubled_winner_takes_all and alone and rules.team_count >= 3:
        return QCoreApplication.translate(
            "Explain", "Every player is committed: the one with the most points takes every point, and two tied "
            "for the most share them.")
    if rules.doubled_winner_takes_all:
        return (QCoreApplication.translate(
            "Explain", "Both players are committed: the one with more points takes every point.") if alone else
            QCoreApplication.translate(
                "Explain", "Both teams are committed: the team with more points takes every point."))
    return (QCoreApplication.translate("Explain", "Only the player with more points scores.") if alone
            else QCoreApplication.translate("Explain", "Only the team with more points scores."))


TEACHING = KindTeaching(
    SCHEME, explain_action, {"bidding": bidding_section}, pass_reason, aim,
    own_reasons={reason: functools.partial(refusal, reason)  # only this auction's
                 for reason in (Reason.CALL_TOO_LOW, Reason.CANNOT_STAKE_MATCH, Reason.ALREADY_PASSED)},
    wording=refusal,  # and the closed auction, contra and re-contra in its own words
    contract_scoring=scoring_contract, contract_line=contract_line,
)
