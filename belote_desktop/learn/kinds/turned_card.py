"""The turned-card auction (``TrumpScheme.TURNED_CARD``: classic Belote, Clabber, Découverte): take the turned
suit or pass, then name another suit in a second round. Its words in every layer of learn, in its record (``TEACHING``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Pass, PlayerView, Ruleset, Strain, Take, TieRule, TrumpScheme
from ...engine.deal import TurnedKeeper
from ...engine.rules import FailedOutcome
from ..base.records import KindTeaching
from .. import vocabulary
from ..explain_bidding import deal_total
from ..game_pages import page_of
from ..rules_markup import each_for_himself, h2, h3, paragraph
from ..rules_play import turn_side
from ..rules_scoring import no_trick_declarations
from ..suggest import suit_pass_reason
from ..words import card_word, suit_word

SCHEME = TrumpScheme.TURNED_CARD


def _bid_round(view: PlayerView | None) -> int:
    return 1 if view is None else view.auction.round


def explain_action(action: Action, rules: Ruleset, v: PlayerView | None) -> str | None:
    """Taking the turned suit (or naming one) and passing; the declaration is the shared words'."""
    if isinstance(action, Take):
        return _take_explained(action, rules, v)
    if isinstance(action, Pass):
        return _pass_explained(rules, v)
    return None


def _take_explained(action: Take, rules: Ruleset, v: PlayerView | None) -> str:
    """Taking the turned suit, or naming one: what the takers must then score."""
    total = deal_total(rules, Strain.of_suit(action.suit))
    if rules.players == 2 and rules.tie_rule is TieRule.TAKERS_FAIL:  # two players alone (Découverte)
        return QCoreApplication.translate(
            "Explain", "Taking makes {suit} trump; you must then score more points than the other player: more "
            "than {half} of the {total}. Otherwise you are dedans and the other player scores all {total}.",
        ).format(suit=suit_word(action.suit), half=total // 2, total=total)
    duty = _takers_duty(rules)
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
    return _in_game_words(rules, text + _picked_up(rules, v))


def _takers_duty(rules: Ruleset) -> str:
    """What the takers' team must score, by the tie rule."""
    if rules.tie_rule is TieRule.TAKERS_MAKE:
        return QCoreApplication.translate(
            "Explain", "your team must then score at least as many points as the other team")
    if rules.tie_rule in (TieRule.TAKERS_FAIL, TieRule.OWN_POINTS):
        return QCoreApplication.translate(
            "Explain", "your team must then score more points than the other team (equal is not enough)")
    return QCoreApplication.translate(
        "Explain",
        "your team must then score more points than the other team (if equal, your points wait for the "
        "next deal: litige)")


def _picked_up(rules: Ruleset, v: PlayerView | None) -> str:
    """The turned card and the cards the taker picks up (after a space), when he picks it up; else nothing."""
    turned = v.turned_card if v is not None else None
    plan = rules.deal_plan
    if turned is not None and plan.takes_turned_from_stock and plan.keeper is TurnedKeeper.TAKER:
        extra = plan.after_cards(keeper=True)
        return " " + QCoreApplication.translate(
            "Explain", "You pick up the turned {card} and {count} more cards.",
        ).format(card=card_word(turned), count=extra)
    return ""


def _pass_explained(rules: Ruleset, v: PlayerView | None) -> str:
    """A pass in the first round or in the second."""
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


# -- the rules book ----------------------------------------------------------------------------


def aim(rules: Ruleset) -> str:
    """The overview's sentence on what a deal is about."""
    return QCoreApplication.translate(
        "RulesBook",
        "In each deal one team chooses the trump suit and must then score at least as many points as the "
        "other side; the cards are played in tricks, and points come from the cards won, declarations and "
        "belote.")


def bidding_section(rules: Ruleset) -> list[str]:
    """The two rounds of taking or naming, the renege rule and the throw-in."""
    out = [h2("bidding")]
    out.append(h3("bidding_round_one"))
    call = vocabulary.take_call(rules)
    if call is not None:  # the game's own word for taking (Clabber: "I play")
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Starting on the dealer's {side}, each player in turn either says \"{call}\", making the suit of "
            "the turned card trump, or passes. The first to say it ends the bidding: his side is the contract "
            "side.",
        ).format(side=turn_side(rules), call=call)))
    elif rules.players == 2:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "The dealer's opponent speaks first, then the dealer: each either takes, making the suit of the "
            "turned card trump, or passes. The first to take ends the bidding and becomes the taker.")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "Starting on the dealer's {side}, each player in turn either takes, making the suit of the turned "
            "card trump, or passes. The first to take ends the bidding and becomes the taker; his partner plays "
            "with him.",
        ).format(side=turn_side(rules))))
    out.append(h3("bidding_round_two"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook",
        "If all pass, a second round follows: now each player may name any other suit as trump, or pass. "
        "The turned card's suit can no longer be chosen.")))
    if rules.trump_must_be_held:
        out.append(h3("renege"))
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "In both rounds you may only play in a suit you hold at least one card of: accepting or naming a "
            "suit you do not hold would be a renege, and the game does not allow it. The dealer always holds "
            "the turned card.")))
    out.append(h3("thrown_in"))
    if rules.same_dealer_redeals:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "If everybody passes twice, the cards are thrown in, nobody scores, and the same dealer deals "
            "again.")))
    else:
        out.append(paragraph(QCoreApplication.translate(
            "RulesBook",
            "If everybody passes twice, the cards are thrown in, nobody scores, and the next player deals.")))
    return out


def scoring_contract(rules: Ruleset) -> list[str]:
    """The rules book's capot, contract and dedans paragraphs."""
    name = vocabulary.king_queen_word(rules)  # the game's own word (the bell); None: belote
    out = [h3("capot"), _capot(rules)]
    out += no_trick_declarations(rules)
    out.append(h3("contract"))
    out.append(paragraph(QCoreApplication.translate(
        "RulesBook", "Each player adds up his card points, his declarations (if they count) and his belote. If the "
        "taker's total is enough, each player scores his own total.")
        if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook",
        "Each team adds up its card points, its declarations (if they count) and its belote. If the takers' "
        "total is enough, each team scores its own total.") if name is None else QCoreApplication.translate(
        "RulesBook",
        "Each team adds up its card points, its {declarations} (if they count) and its {name}. If the takers' "
        "total is enough, each team scores its own total.").format(
        declarations=vocabulary.game_term(rules, vocabulary.Term.DECLARATIONS).lower(), name=name)))
    out += [h3("tie_rule"), _tie_rule(rules)]
    out.append(h3("failed_contract"))
    out += _failed_contract(rules, name)
    return out


def _capot(rules: Ruleset) -> str:
    """What winning every trick is worth."""
    total = deal_total(rules, Strain.HEARTS)
    if rules.capot_bonus:
        return paragraph((QCoreApplication.translate(
            "RulesBook", "A player who wins every trick makes capot: his cards count {capot} instead of {total}.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook", "A team that wins every trick makes capot: its cards count {capot} instead of {total}.",
        )).format(capot=total + rules.capot_bonus, total=total))
    return paragraph((QCoreApplication.translate(
        "RulesBook", "Winning every trick brings no bonus: the player simply has all {total} card points.")
    if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook", "Winning every trick brings no bonus: the team simply has all {total} card points.",
    )).format(total=total))


def _tie_rule(rules: Ruleset) -> str:
    """What equal points mean for the takers (the tie rule)."""
    alone, teams = _TIE_RULE_WORDS[_tie_case(rules)]
    return paragraph(alone() if each_for_himself(rules) else teams())


def _tie_case(rules: Ruleset) -> str:
    """Which of ``_TIE_RULE_WORDS`` tells the tie rule."""
    if rules.tie_rule is TieRule.TAKERS_MAKE:
        return "equal is enough"
    if rules.tie_rule is TieRule.TAKERS_FAIL and rules.failed_outcome is FailedOutcome.OWN_POINTS:
        return "equal fails"
    if rules.tie_rule is TieRule.TAKERS_FAIL:
        return "equal is dedans"
    if rules.tie_rule is TieRule.OWN_POINTS:
        return "own points"
    return "litige"


# the tie rule, for a player alone and for a team: (alone, team)
_TIE_RULE_WORDS: dict[str, tuple[Callable[[], str], Callable[[], str]]] = {
    "equal is enough": (
        lambda: QCoreApplication.translate(
            "RulesBook", "The taker needs at least as many points as every other player: equal is enough."),
        lambda: QCoreApplication.translate(
            "RulesBook", "The takers need at least as many points as the other team: equal is enough.")),
    "equal fails": (
        lambda: QCoreApplication.translate(
            "RulesBook", "The taker needs more points than every other player: equal points are a failure too."),
        lambda: QCoreApplication.translate(
            "RulesBook", "The takers need more points than the other team: equal points are a failure too.")),
    "equal is dedans": (
        lambda: QCoreApplication.translate(
            "RulesBook", "The taker needs more points than every other player: with equal points he is dedans."),
        lambda: QCoreApplication.translate(
            "RulesBook", "The takers need more points than the other team: with equal points they are dedans.")),
    "own points": (
        lambda: QCoreApplication.translate(
            "RulesBook", "The taker needs more points than every other player. With equal points he scores nothing "
            "and the others score only their own points."),
        lambda: QCoreApplication.translate(
            "RulesBook", "The takers need more points than the other team. With equal points they score nothing "
            "and the other team scores only its own points.")),
    "litige": (
        lambda: QCoreApplication.translate(
            "RulesBook", "The taker needs more points than every other player. With equal points there is a litige: "
            "the others score their points, and the taker's points wait; the player who wins the next deal gets "
            "them."),
        lambda: QCoreApplication.translate(
            "RulesBook",
            "The takers need more points than the other team. With equal points there is a litige: the "
            "defenders score their points, and the takers' points wait; the team that wins the next deal gets "
            "them.")),
}


def _failed_contract(rules: Ruleset, name: str | None) -> list[str]:
    """A failed contract: the scoring dial's own points (Clabber's set), or dedans."""
    if rules.failed_outcome is FailedOutcome.OWN_POINTS:  # the scoring dial (Clabber's set)
        out = [paragraph(QCoreApplication.translate(
            "RulesBook", "Otherwise the contract fails: the taker scores nothing (his own belote excepted, if this "
            "game keeps it), and the others score only their own points.")
        if each_for_himself(rules) else QCoreApplication.translate(
            "RulesBook",
            "Otherwise the contract fails: the takers score nothing (their own belote excepted, if this game keeps "
            "it), and the other team scores only its own points.") if name is None else QCoreApplication.translate(
            "RulesBook",
            "Otherwise the contract fails: the takers score nothing (their own {name} excepted, if this game keeps "
            "it), and the other team scores only its own points.").format(name=name))]
        return out + [paragraph(words) for words in page_of(rules).failed_words(rules)]  # e.g. Clabber's "set"
    total = deal_total(rules, Strain.HEARTS)
    return [paragraph((QCoreApplication.translate(
        "RulesBook", "Otherwise the taker is dedans: he scores nothing but his own belote, and his opponent "
        "scores {total} plus every declaration that counted (and his own belote); {capot} if he took every "
        "trick.")
    if each_for_himself(rules) else QCoreApplication.translate(
        "RulesBook",
        "Otherwise the takers are dedans: they score nothing but their own belote, and the other team scores "
        "{total} plus every declaration that counted (and its own belote); {capot} if it took every trick.",
    )).format(total=total, capot=total + rules.capot_bonus))]


TEACHING = KindTeaching(
    SCHEME, explain_action, {"bidding": bidding_section}, suit_pass_reason, aim,
    not_allowed=not_allowed, contract_scoring=scoring_contract,
)
