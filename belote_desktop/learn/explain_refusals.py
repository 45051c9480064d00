"""Why a move is refused (``explain_illegal``), and when the partner exemption frees the player
(``explain_legal_freedom``).

Part of learn.explain (which re-exports the public names)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Card,
    IllegalActionError,
    Phase,
    PlayerView,
    Rank,
    Reason,
    Ruleset,
    Strain,
    cards_in,
)
from ..engine.declarations import CARRE_VALUES
from ..engine.duties import OVERRUFF
from ..engine.tricks import duty_code, legal_mask, play_context
from .words import suit_word, strain_word, card_word, cards_words, carre_word, seat_name
from .explanation import Explanation, make_explanation, player_view, legal_cards, is_partner
from .teaching import kind_teaching, own_refusal


# -- why a move is refused -----------------------------------------------------------------

Worded = tuple[str, str]  # the sentence and its rules-book anchor


@dataclasses.dataclass(frozen=True)
class Refusal:
    """What an explainer reads: the engine's reason and parameters, and the position of the player who tried."""

    reason: Reason
    params: dict[str, Any]
    view: PlayerView | None
    seat_names: Sequence[str] | None

    @property
    def rules(self) -> Ruleset | None:
        return self.view.rules if self.view is not None else None

    @property
    def hand(self) -> list[Card]:
        """The hand and the face-up table cards."""
        return list(cards_in(self.view.playable_mask)) if self.view is not None else []

    @property
    def allowed(self) -> list[Card]:
        return legal_cards(self.view)

    def name(self, seat: Any) -> str:
        players = self.rules.players if self.rules is not None else 4
        return seat_name(self.seat_names, int(seat), players) if isinstance(seat, int) else "?"

    def by_partner(self, seat: Any) -> bool:
        """Whether ``seat`` is the partner of the player who tried."""
        return self.view is not None and isinstance(seat, int) and is_partner(self.view.rules, self.view.seat, seat)

    def beaten(self) -> str:
        """The card to beat (``to_beat``), in words."""
        to_beat = self.params.get("to_beat")
        return card_word(to_beat) if isinstance(to_beat, Card) else "?"

    def higher(self) -> list[Card]:
        """The cards that would beat it: the engine's list, else the legal cards."""
        return list(self.params.get("higher") or self.allowed)


Explainer = Callable[[Refusal], Explanation]


def explain_illegal(
    error: IllegalActionError, view_or_state: Any = None, seat_names: Sequence[str] | None = None
) -> Explanation:
    """Why the engine refused a move, in plain words, with the rule it comes from.

    ``view_or_state``: the PlayerView of the player who tried (or the DealState / MatchState,
    then the player to act); it supplies the hand and the contract. ``seat_names`` by seat number.
    The auction kind's own words come first (``KindTeaching.own_reasons``, ``.wording``), then the common wording.
    """
    refusal = Refusal(error.reason, error.params, player_view(view_or_state), seat_names)
    worded = _kind_words(refusal)
    if worded is not None:
        return make_explanation(*worded)
    return COMMON_WORDING.get(refusal.reason, _not_allowed_now)(refusal)


def _kind_words(refusal: Refusal) -> Worded | None:
    """A reason only one kind gives, in its words; else the common reason in the refusing kind's words."""
    own = own_refusal(refusal.reason)
    if own is not None:
        return own(refusal.params)
    kind = kind_teaching(refusal.rules.trump_scheme).wording if refusal.rules is not None else None
    return kind(refusal.reason, refusal.params) if kind is not None else None


def _not_allowed_now(refusal: Refusal) -> Explanation:
    return make_explanation(QCoreApplication.translate("Explain", "That move is not allowed now."), "play")


# -- the duties of the play ----------------------------------------------------------------------------------


def _must_follow(refusal: Refusal) -> Explanation:
    led = refusal.params.get("led_suit")
    same = [c for c in refusal.hand if c.suit == led]
    playable = [c for c in refusal.allowed if c.suit == led]
    best = _best_card(refusal.view)
    if playable and len(playable) < len(same) and best is not None and refusal.view is not None:
        # following is not enough here: the raise duty also applies
        text = QCoreApplication.translate(
            "Explain", "You must follow {suit}, and beat {player}'s {best} if you can: play {cards}.",
        ).format(suit=suit_word(led), player=refusal.name(refusal.view.trick_winner), best=card_word(best),
                 cards=cards_words(playable))
    elif same:
        text = QCoreApplication.translate("Explain", "You must follow {suit}: you still have {cards}.").format(
            suit=suit_word(led), cards=cards_words(same))
    else:
        text = QCoreApplication.translate("Explain", "You must follow {suit} when you can.").format(
            suit=suit_word(led))
    return make_explanation(text, "must_follow")


def _must_trump(refusal: Refusal) -> Explanation:
    p = refusal.params
    led, trump, winner = p.get("led_suit"), p.get("trump"), p.get("winner")
    trumps = refusal.allowed or [c for c in refusal.hand if c.suit == trump]
    best = _best_card(refusal.view)
    if best is not None and best.suit == trump and p.get("overtrump") and trumps and isinstance(winner, int):
        text = QCoreApplication.translate(
            "Explain",
            "You must trump: you have no {led} and you hold trumps. {player}'s {best} is already in the "
            "trick, so beat it if you can ({cards}).",
        ).format(led=suit_word(led), player=refusal.name(winner), best=card_word(best), cards=cards_words(trumps))
    elif trumps:
        text = QCoreApplication.translate(
            "Explain", "You must trump: you have no {led} and you hold trumps ({cards}).",
        ).format(led=suit_word(led), cards=cards_words(trumps))
    else:
        text = QCoreApplication.translate(
            "Explain", "You must trump: you have no {led} and you hold {trump}, the trump suit.",
        ).format(led=suit_word(led), trump=suit_word(trump))
    return make_explanation(text, "must_trump")


def _must_overtrump(refusal: Refusal) -> Explanation:
    winner = refusal.params.get("winner")
    if refusal.by_partner(winner):
        text = QCoreApplication.translate(
            "Explain",
            "You must overtrump, even your partner: {player}'s {best} holds the trick and you have a higher "
            "trump ({cards}). In this game a partner holding the trick does not free you.",
        ).format(player=refusal.name(winner), best=refusal.beaten(), cards=cards_words(refusal.higher()))
    else:
        text = QCoreApplication.translate(
            "Explain", "You must overtrump: {player}'s {best} holds the trick and you have a higher trump ({cards}).",
        ).format(player=refusal.name(winner), best=refusal.beaten(), cards=cards_words(refusal.higher()))
    return make_explanation(text, "must_overtrump")


def _must_raise(refusal: Refusal) -> Explanation:
    view, winner = refusal.view, refusal.params.get("winner")
    if view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS:
        text = QCoreApplication.translate(
            "Explain",
            "All trumps: in every suit you must beat the best card played if you can. {player}'s {best} "
            "holds the trick and you have {cards}.",
        ).format(player=refusal.name(winner), best=refusal.beaten(), cards=cards_words(refusal.higher()))
        return make_explanation(text, "all_trumps_raise")
    if refusal.by_partner(winner):
        text = QCoreApplication.translate(
            "Explain",
            "Trumps were led: you must play a higher trump, even over your partner's {best} (you have {cards}).",
        ).format(best=refusal.beaten(), cards=cards_words(refusal.higher()))
    else:
        text = QCoreApplication.translate(
            "Explain",
            "Trumps were led: you must play a higher trump than {player}'s {best} (you have {cards}).",
        ).format(player=refusal.name(winner), best=refusal.beaten(), cards=cards_words(refusal.higher()))
    return make_explanation(text, "raise_in_trumps")


def _locked_trump_lead(refusal: Refusal) -> Explanation:
    trump = refusal.params.get("trump")
    side = [c for c in refusal.hand if c.suit != trump]
    text = QCoreApplication.translate(
        "Explain", "The contract is doubled, which locks the trumps: you may not lead {trump} while you hold "
        "another suit.").format(trump=suit_word(trump))
    if side:
        text += " " + QCoreApplication.translate("Explain", "Lead one of {cards}.").format(cards=cards_words(side))
    return make_explanation(text, "locked_lead")


def _not_in_hand(refusal: Refusal) -> Explanation:
    card = refusal.params.get("card")
    text = QCoreApplication.translate("Explain", "The {card} is not in your hand.").format(
        card=card_word(card) if isinstance(card, Card) else str(card))
    return make_explanation(text, "play")


def _trump_not_held(refusal: Refusal) -> Explanation:
    text = QCoreApplication.translate(
        "Explain",
        "You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow "
        "it. Pass, or choose a suit you hold.",
    ).format(suit=suit_word(refusal.params.get("suit", 0)))
    return make_explanation(text, "renege")


# -- the moment of the deal --------------------------------------------------------------------------------


def _game_over(refusal: Refusal) -> Explanation:
    return make_explanation(
        QCoreApplication.translate("Explain", "This game is over: start a new one to play again."), "end_of_game")


def _wrong_phase(refusal: Refusal) -> Explanation:
    if refusal.view is not None and refusal.view.phase is Phase.BIDDING:
        return make_explanation(QCoreApplication.translate(
            "Explain", "The trump is not chosen yet: bid or pass first; the cards are played afterwards."),
            "bidding")
    return make_explanation(QCoreApplication.translate(
        "Explain", "The bidding is over: it is time to play a card."), "play")


# -- the auctions ------------------------------------------------------------------------------------------


def _take_turned_suit_only(refusal: Refusal) -> Explanation:
    text = QCoreApplication.translate(
        "Explain",
        "In the first round you may only take the turned card's suit, {suit}, or pass. Another suit can be "
        "named in the second round if everybody passes.",
    ).format(suit=suit_word(refusal.params.get("turned_suit", 0)))
    return make_explanation(text, "bidding_round_one")


def _turned_suit_refused(refusal: Refusal) -> Explanation:
    text = QCoreApplication.translate(
        "Explain",
        "Everybody refused {suit} in the first round: in the second round name another suit, or pass.",
    ).format(suit=suit_word(refusal.params.get("suit", 0)))
    return make_explanation(text, "bidding_round_two")


def _dealer_must_name(refusal: Refusal) -> Explanation:
    p = refusal.params
    if "points" in p:  # the contract auction's option: a weak hand may throw the deal in
        return make_explanation(QCoreApplication.translate(
            "Explain", "Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or "
            "less may pass and cancel the deal; this one is worth {points}.").format(
            limit=p.get("limit", 7), points=p.get("points", 0)), "thrown_in")
    return make_explanation(QCoreApplication.translate(  # naming in turn
        "Explain", "The three other players passed: the dealer must name a trump suit, he may not pass."),
        "bidding")


def _bid_too_low(refusal: Refusal) -> Explanation:
    minimum = refusal.params.get("minimum")
    if minimum == "capot":
        text = QCoreApplication.translate(
            "Explain", "Nothing is higher than a capot bid: you may only pass or coinche it.")
    else:
        text = QCoreApplication.translate(
            "Explain", "Each bid must be higher than the last one: bid at least {minimum}.").format(minimum=minimum)
    return make_explanation(text, "bid_higher")


def _bid_out_of_range(refusal: Refusal) -> Explanation:
    p = refusal.params
    text = QCoreApplication.translate(
        "Explain", "Bids go from {low} to {high} in steps of {step}: {value} is not one of them.",
    ).format(low=p.get("min_bid"), high=p.get("max_bid"), step=p.get("step"), value=p.get("value"))
    return make_explanation(text, "bid_values")


def _strain_not_allowed(refusal: Refusal) -> Explanation:
    if refusal.params.get("capot"):
        return make_explanation(QCoreApplication.translate(
            "Explain", "Capot bids are not allowed in this game."), "capot_bid")
    strain = refusal.params.get("strain")
    text = QCoreApplication.translate("Explain", "Contracts in {strain} are not allowed in this game.").format(
        strain=strain_word(strain) if isinstance(strain, Strain) else str(strain))
    return make_explanation(text, "bid_strains")


def _pass_is_final(refusal: Refusal) -> Explanation:
    return make_explanation(QCoreApplication.translate(
        "Explain", "You have passed, and in this game a pass is final: you may not bid again in this deal."),
        "end_of_auction")


def _bidding_closed(refusal: Refusal) -> Explanation:
    return make_explanation(QCoreApplication.translate(
        "Explain",
        "After a coinche nobody may bid again: pass, or surcoinche if it is your team's bid that was coinched."),
        "coinche")


# why a coinche or a surcoinche is refused (the engine's ``why``), else the last words of each
_CANNOT_DOUBLE: dict[str, Callable[[], str]] = {
    "own_team": lambda: QCoreApplication.translate(
        "Explain", "You cannot coinche your own team's bid: only the opponents of the highest bidder may."),
    "already": lambda: QCoreApplication.translate("Explain", "This bid is already coinched."),
}
_CANNOT_REDOUBLE: dict[str, Callable[[], str]] = {
    "other_team": lambda: QCoreApplication.translate("Explain", "Only the team whose bid was coinched may surcoinche."),
    "already": lambda: QCoreApplication.translate("Explain", "This bid is already surcoinched."),
}


def _cannot_double(refusal: Refusal) -> Explanation:
    why = refusal.params.get("why")
    words = _CANNOT_DOUBLE.get(why) if isinstance(why, str) else None
    text = words() if words is not None else QCoreApplication.translate("Explain", "There is no bid to coinche yet.")
    return make_explanation(text, "coinche")


def _cannot_redouble(refusal: Refusal) -> Explanation:
    why = refusal.params.get("why")
    words = _CANNOT_REDOUBLE.get(why) if isinstance(why, str) else None
    text = words() if words is not None else QCoreApplication.translate(
        "Explain", "You may surcoinche only after an opponent has coinched your team's bid.")
    return make_explanation(text, "surcoinche")


def _not_allowed(refusal: Refusal) -> Explanation:
    """A move the game does not use: coinche in a game without it, else in the auction kind's words."""
    if str(refusal.params.get("action", "")).startswith(("double", "redouble")):
        return make_explanation(QCoreApplication.translate(
            "Explain", "This game is played without coinche and surcoinche."), "coinche")
    own_text = kind_teaching(refusal.rules.trump_scheme).not_allowed if refusal.rules is not None else None
    text = own_text() if own_text is not None else QCoreApplication.translate(
        "Explain", "This game does not use that move.")
    return make_explanation(text, "bidding")


# -- the declarations --------------------------------------------------------------------------------------


def _nothing_to_declare(refusal: Refusal) -> Explanation:
    deck_ranks = refusal.rules.deck.ranks if refusal.rules is not None else tuple(Rank)
    ranks = [carre_word(r) for r in sorted(CARRE_VALUES, key=CARRE_VALUES.__getitem__, reverse=True)
             if r in deck_ranks]
    text = QCoreApplication.translate(
        "Explain",
        "You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.",
    ).format(carres=QCoreApplication.translate("Explain", ", ", "separator in a list").join(ranks))
    return make_explanation(text, "declarations")


def _declare_first_trick_only(refusal: Refusal) -> Explanation:
    return make_explanation(QCoreApplication.translate(
        "Explain", "Declarations are announced only in the first trick, before you play your first card."),
        "declarations")


COMMON_WORDING: dict[Reason, Explainer] = {
    Reason.MUST_FOLLOW_SUIT: _must_follow,
    Reason.MUST_TRUMP: _must_trump,
    Reason.MUST_OVERTRUMP: _must_overtrump,
    Reason.MUST_RAISE: _must_raise,
    Reason.LOCKED_TRUMP_LEAD: _locked_trump_lead,
    Reason.NOT_IN_HAND: _not_in_hand,
    Reason.TRUMP_NOT_HELD: _trump_not_held,
    Reason.GAME_OVER: _game_over,
    Reason.WRONG_PHASE: _wrong_phase,
    Reason.TAKE_TURNED_SUIT_ONLY: _take_turned_suit_only,
    Reason.TURNED_SUIT_REFUSED: _turned_suit_refused,
    Reason.DEALER_MUST_NAME: _dealer_must_name,
    Reason.BID_TOO_LOW: _bid_too_low,
    Reason.BID_OUT_OF_RANGE: _bid_out_of_range,
    Reason.STRAIN_NOT_ALLOWED: _strain_not_allowed,
    Reason.PASS_IS_FINAL: _pass_is_final,
    Reason.BIDDING_CLOSED: _bidding_closed,
    Reason.CANNOT_DOUBLE: _cannot_double,
    Reason.CANNOT_REDOUBLE: _cannot_redouble,
    Reason.NOT_ALLOWED: _not_allowed,
    Reason.NOTHING_TO_DECLARE: _nothing_to_declare,
    Reason.DECLARE_FIRST_TRICK_ONLY: _declare_first_trick_only,
}
"""Each reason's words when the auction kind has none of its own (a reason not here: "That move is not allowed
now.")."""


def _best_card(view: PlayerView | None) -> Card | None:
    """The card holding the current trick."""
    if view is None or not view.trick:
        return None
    for seat, card in view.trick:
        if seat == view.trick_winner:
            return card
    return None


def explain_legal_freedom(view_or_state: Any, seat: int | None = None) -> Explanation | None:
    """When the partner exemption frees a player from a duty, say so (an informative hint).

    Returns None unless the exemption really widens the player's choice right now (compared with
    the same position under the strict rule, through the engine's own ``legal_mask``).
    """
    view = player_view(view_or_state, seat)
    if view is None or view.contract is None or not view.trick or view.current_player != view.seat:
        return None
    rules = view.rules
    if not is_partner(rules, view.seat, view.trick_winner):
        return None
    best = _best_card(view)
    assert best is not None
    ctx = play_context(rules.deck, view.contract.strain)
    trick = tuple(card.index for _, card in view.trick)
    strict = dataclasses.replace(rules, play=dataclasses.replace(rules.play, partner_exempts=False, partner_exempts_trump_lead=False))
    playable = view.playable_mask  # the hand and the face-up table cards
    free = legal_mask(rules, ctx, playable, trick, best.index, True)
    if free == legal_mask(strict, ctx, playable, trick, best.index, True):
        return None
    led = view.trick[0][1].suit
    if any(c.suit == led for c in cards_in(playable)):
        text = QCoreApplication.translate(
            "Explain", "Your partner holds the trick: you need not play a higher trump (an option of this game).")
    elif duty_code(strict, ctx, trick, best.index, True) & OVERRUFF:  # the strict rule asks for an overtrump
        text = QCoreApplication.translate(
            "Explain", "Your partner holds the trick: you need not trump or overtrump; you may play any card.")
    else:
        text = QCoreApplication.translate(
            "Explain",
            "Your partner holds the trick: you need not trump ({suit} led, you have none); you may play any card.",
        ).format(suit=suit_word(led))
    return make_explanation(text, "partner_exemption")
