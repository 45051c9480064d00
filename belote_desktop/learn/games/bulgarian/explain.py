"""What each call of the contract auction commits to (Bulgarian Belot, Bidding Belote).

Registered by learn/kinds/contract_auction.py: ``explain_bid`` and ``explain_illegal`` hand the contract
auction's actions and refusals here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Action, Double, Pass, PlayerView, Reason, Redouble, Ruleset, Strain, TieRule
from ....engine.actions import Call, StakeMatch
from ....engine.tricks import play_context
from ... import vocabulary
from ...teaching import dial_text
from ...words import strain_word


def _total(rules: Ruleset, strain: Strain) -> int:
    return play_context(rules.deck, strain).total_points + rules.last_trick_bonus


def _counted(rules: Ruleset, strain: Strain) -> str:
    melds = rules.meld_rules.table_for(strain) is not None
    belote = bool(rules.belote_rule.suits(strain))
    if melds and belote:
        return QCoreApplication.translate("Explain", "cards, last trick, declarations and belot count")
    if melds:
        return QCoreApplication.translate("Explain", "cards, last trick and declarations count")
    if belote:
        return QCoreApplication.translate("Explain", "cards, last trick and belot count")
    return QCoreApplication.translate("Explain", "only cards and the last trick count")


def _tie(rules: Ruleset) -> str:
    if rules.tie_rule is TieRule.HANGING:
        return QCoreApplication.translate(
            "Explain", "If equal, the other team scores its points and yours hang over to the winner of "
            "the next deal.")
    if rules.tie_rule is TieRule.TAKERS_MAKE:
        return QCoreApplication.translate("Explain", "Equal is enough.")
    return QCoreApplication.translate("Explain", "Equal is not enough.")


def explain_call(action: Action, rules: Ruleset, view: PlayerView | None) -> str:
    """What ``action`` commits its team to in the contract auction."""
    alone = _alone_words(action, rules)
    if isinstance(action, Call):
        return _call_said(action, rules, alone)
    if isinstance(action, Pass):
        return _pass_said(view)
    if isinstance(action, Double):
        return _double_said(rules, alone)
    if isinstance(action, Redouble):
        return alone or QCoreApplication.translate(
            "Explain", "{word}: your team, doubled, answers that it will make it: the points count four "
            "times.").format(word=vocabulary.term(vocabulary.Term.RECONTRA))
    if isinstance(action, StakeMatch):
        return QCoreApplication.translate(
            "Explain", "{word}: the whole game is staked on this deal: the team that wins it wins the "
            "game. The auction ends.").format(word=vocabulary.term(vocabulary.Term.MATCH))
    return ""


def _alone_words(action: Action, rules: Ruleset) -> str | None:
    """Players alone (Belot for 3 and for 2): the first words of a call, double or redouble, from
    learn/games/belot_small/; None with partners."""
    if not rules.seating.partnerships and isinstance(action, Call | Double | Redouble):
        explain_call_alone = dial_text(lambda texts: texts.call_alone)
        strain = action.strain if isinstance(action, Call) else Strain.HEARTS
        return explain_call_alone(action, rules, _total(rules, strain), _counted(rules, strain), strain_word(strain))
    return None


def _call_said(action: Call, rules: Ruleset, alone: str | None) -> str:
    """A call: what the team must score, what its strain means, and the cards dealt after the auction."""
    strain = action.strain
    text = alone or QCoreApplication.translate(
        "Explain", "Call {strain}: if nobody calls higher, your team must score more points than the "
        "other team ({counted}; {total} in the cards and last trick), or it is inside and the other team "
        "scores everything.",
    ).format(strain=strain_word(strain), counted=_counted(rules, strain), total=_total(rules, strain))
    if alone is None:
        text += " " + _tie(rules)
    text += _strain_said(rules, strain)
    after = rules.deal_plan.after_cards(keeper=False)
    if after:
        text += " " + QCoreApplication.translate(
            "Explain", "Everyone then gets {count} more cards.").format(count=after)
    return text


def _strain_said(rules: Ruleset, strain: Strain) -> str:
    """What no trumps or all trumps mean (after a space); nothing for a suit."""
    if strain is Strain.NO_TRUMPS:
        text = " " + QCoreApplication.translate("Explain", "No trumps: nothing can trump.")
        if rules.no_trumps_multiplier == 2:
            text += " " + QCoreApplication.translate("Explain", "The result counts double.")
        return text
    if strain is Strain.ALL_TRUMPS:
        return " " + QCoreApplication.translate(
            "Explain", "All trumps: every suit takes the trump order and values; only a higher card "
            "of the suit led wins.")
    return ""


def _pass_said(view: PlayerView | None) -> str:
    if view is not None and view.auction.high_bid is not None:
        return QCoreApplication.translate(
            "Explain", "Pass: you call nothing higher. When every other player passes after a call, "
            "that call is the contract.")
    return QCoreApplication.translate(
        "Explain", "Pass: if every player passes without a call, the cards are thrown in.")


def _double_said(rules: Ruleset, alone: str | None) -> str:
    text = alone or QCoreApplication.translate(
        "Explain", "{word}: you bet the callers will fail. Both teams are then committed: the team "
        "that scores less gives everything to the other, and the points count double.",
    ).format(word=vocabulary.term(vocabulary.Term.CONTRA))
    if rules.contract_bids_after_double:
        text += " " + QCoreApplication.translate(
            "Explain", "A higher call may still follow; it stands without the double.")
    return text


def refusal(reason: Reason, params: dict[str, object]) -> tuple[str, str] | None:
    """Why the contract auction refuses a call, and the rules-book anchor; None: the common wording."""
    why = params.get("why")
    contra, recontra = vocabulary.term(vocabulary.Term.CONTRA), vocabulary.term(vocabulary.Term.RECONTRA)
    if reason is Reason.CALL_TOO_LOW:
        minimum = params.get("minimum")
        if isinstance(minimum, Strain):
            return QCoreApplication.translate(
                "Explain", "Each call must be higher than the standing one (clubs, diamonds, hearts, spades, "
                "no trumps, all trumps, lowest first): call {strain} or higher.").format(
                strain=strain_word(minimum)), "bid_higher"
        return QCoreApplication.translate(
            "Explain", "Nothing is higher than the standing call: pass, or double it if you may."), "bid_higher"
    if reason is Reason.BIDDING_CLOSED:
        return QCoreApplication.translate(
            "Explain", "In this game no new call may follow a {contra}: pass, or answer with {recontra} if "
            "your team was doubled.").format(contra=contra, recontra=recontra), "coinche"
    if reason is Reason.CANNOT_DOUBLE:
        return _cannot_double(why).format(contra=contra), "coinche"
    if reason is Reason.CANNOT_REDOUBLE:
        return _cannot_redouble(why).format(recontra=recontra), "surcoinche"
    if reason is Reason.CANNOT_STAKE_MATCH:
        word = vocabulary.term(vocabulary.Term.MATCH)
        if why == "own_team":
            text = QCoreApplication.translate(
                "Explain", "Only the team that doubled may answer the {recontra} with {word}.")
        else:
            text = QCoreApplication.translate(
                "Explain", "{word} may be said only after a {recontra}, by the team that doubled.")
        return text.format(recontra=recontra, word=word), "surcoinche"
    if reason is Reason.ALREADY_PASSED:
        return QCoreApplication.translate(
            "Explain", "In this game a pass is final: having passed, you may only pass."), "bidding"
    return None


def _cannot_double(why: object) -> str:
    """Why no contra (a pattern with {contra})."""
    if why == "own_team":
        return QCoreApplication.translate(
            "Explain", "You may say {contra} only to an opponent's call, never to your own team's.")
    if why == "already":
        return QCoreApplication.translate("Explain", "This call is already doubled ({contra}).")
    return QCoreApplication.translate("Explain", "There is no call to double yet.")


def _cannot_redouble(why: object) -> str:
    """Why no recontra (a pattern with {recontra})."""
    if why == "other_team":
        return QCoreApplication.translate(
            "Explain", "Only the team whose call was doubled may answer with {recontra}.")
    if why == "already":
        return QCoreApplication.translate("Explain", "This call is already redoubled ({recontra}).")
    return QCoreApplication.translate(
        "Explain", "You may say {recontra} only after an opponent has doubled your team's call.")
