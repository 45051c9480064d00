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
    Strain,
    TrumpScheme,
    cards_in,
)
from ..engine.declarations import CARRE_VALUES
from ..engine.duties import OVERRUFF
from ..engine.tricks import duty_code, legal_mask, play_context
from .words import suit_word, strain_word, card_word, cards_words, carre_word, _seat_name
from .explanation import Explanation, _explanation, _view, _legal_cards, _is_partner


# -- why a move is refused -----------------------------------------------------------------

Worded = tuple[str, str]  # the sentence and its rules-book anchor
# An auction kind's own words (learn/kinds/<kind>.py fills these): for a reason only that kind gives ...
OWN_REASONS: dict[Reason, Callable[[dict[str, Any]], Worded | None]] = {}
# ... for a common reason, when that kind refuses it (a kind not here has the common wording) ...
KIND_WORDING: dict[TrumpScheme, Callable[[Reason, dict[str, Any]], Worded | None]] = {}
# ... and what a move the game does not use is instead (a kind not here: "This game does not use that move.")
NOT_ALLOWED_TEXTS: dict[TrumpScheme, Callable[[], str]] = {}


def explain_illegal(
    error: IllegalActionError, view_or_state: Any = None, seat_names: Sequence[str] | None = None
) -> Explanation:
    """Why the engine refused a move, in plain words, with the rule it comes from.

    ``view_or_state``: the PlayerView of the player who tried (or the DealState / MatchState,
    then the player to act); it supplies the hand and the contract. ``seat_names`` by seat number.
    """
    view = _view(view_or_state)
    p = error.params
    reason = error.reason
    rules = view.rules if view is not None else None
    players = rules.players if rules is not None else 4
    hand = list(cards_in(view.playable_mask)) if view is not None else []  # the hand and face-up table cards
    allowed = _legal_cards(view)

    own = OWN_REASONS.get(reason)
    kind = KIND_WORDING.get(rules.trump_scheme) if rules is not None else None
    worded = own(p) if own is not None else kind(reason, p) if kind is not None else None
    if worded is not None:
        return _explanation(*worded)

    def name(seat: Any) -> str:
        return _seat_name(seat_names, int(seat), players) if isinstance(seat, int) else "?"

    if reason is Reason.MUST_FOLLOW_SUIT:
        led = p.get("led_suit")
        same = [c for c in hand if c.suit == led]
        playable = [c for c in allowed if c.suit == led]
        best = _best_card(view)
        if playable and len(playable) < len(same) and best is not None and view is not None:
            # following is not enough here: the raise duty also applies
            text = QCoreApplication.translate(
                "Explain", "You must follow {suit}, and beat {player}'s {best} if you can: play {cards}.",
            ).format(suit=suit_word(led), player=name(view.trick_winner), best=card_word(best),
                     cards=cards_words(playable))
        elif same:
            text = QCoreApplication.translate("Explain", "You must follow {suit}: you still have {cards}.").format(
                suit=suit_word(led), cards=cards_words(same))
        else:
            text = QCoreApplication.translate("Explain", "You must follow {suit} when you can.").format(
                suit=suit_word(led))
        return _explanation(text, "must_follow")

    if reason is Reason.MUST_TRUMP:
        led, trump = p.get("led_suit"), p.get("trump")
        trumps = allowed or [c for c in hand if c.suit == trump]
        winner, best = p.get("winner"), _best_card(view)
        if best is not None and best.suit == trump and p.get("overtrump") and trumps and isinstance(winner, int):
            text = QCoreApplication.translate(
                "Explain",
                "You must trump: you have no {led} and you hold trumps. {player}'s {best} is already in the "
                "trick, so beat it if you can ({cards}).",
            ).format(led=suit_word(led), player=name(winner), best=card_word(best), cards=cards_words(trumps))
        elif trumps:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold trumps ({cards}).",
            ).format(led=suit_word(led), cards=cards_words(trumps))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must trump: you have no {led} and you hold {trump}, the trump suit.",
            ).format(led=suit_word(led), trump=suit_word(trump))
        return _explanation(text, "must_trump")

    if reason is Reason.MUST_OVERTRUMP:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        if view is not None and isinstance(winner, int) and rules is not None and _is_partner(rules, view.seat, winner):
            text = QCoreApplication.translate(
                "Explain",
                "You must overtrump, even your partner: {player}'s {best} holds the trick and you have a higher "
                "trump ({cards}). In this game a partner holding the trick does not free you.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain", "You must overtrump: {player}'s {best} holds the trick and you have a higher trump ({cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "must_overtrump")

    if reason is Reason.MUST_RAISE:
        to_beat, winner = p.get("to_beat"), p.get("winner")
        higher = list(p.get("higher") or allowed)
        beaten = card_word(to_beat) if isinstance(to_beat, Card) else "?"
        all_trumps = view is not None and view.contract is not None and view.contract.strain is Strain.ALL_TRUMPS
        partner = view is not None and isinstance(winner, int) and rules is not None and \
            _is_partner(rules, view.seat, winner)
        if all_trumps:
            text = QCoreApplication.translate(
                "Explain",
                "All trumps: in every suit you must beat the best card played if you can. {player}'s {best} "
                "holds the trick and you have {cards}.",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
            return _explanation(text, "all_trumps_raise")
        if partner:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump, even over your partner's {best} (you have {cards}).",
            ).format(best=beaten, cards=cards_words(higher))
        else:
            text = QCoreApplication.translate(
                "Explain",
                "Trumps were led: you must play a higher trump than {player}'s {best} (you have {cards}).",
            ).format(player=name(winner), best=beaten, cards=cards_words(higher))
        return _explanation(text, "raise_in_trumps")

    if reason is Reason.LOCKED_TRUMP_LEAD:
        trump = p.get("trump")
        side = [c for c in hand if c.suit != trump]
        text = QCoreApplication.translate(
            "Explain", "The contract is doubled, which locks the trumps: you may not lead {trump} while you hold "
            "another suit.").format(trump=suit_word(trump))
        if side:
            text += " " + QCoreApplication.translate("Explain", "Lead one of {cards}.").format(cards=cards_words(side))
        return _explanation(text, "locked_lead")

    if reason is Reason.NOT_IN_HAND:
        card = p.get("card")
        text = QCoreApplication.translate("Explain", "The {card} is not in your hand.").format(
            card=card_word(card) if isinstance(card, Card) else str(card))
        return _explanation(text, "play")

    if reason is Reason.GAME_OVER:
        return _explanation(
            QCoreApplication.translate("Explain", "This game is over: start a new one to play again."), "end_of_game")

    if reason is Reason.WRONG_PHASE:
        if view is not None and view.phase is Phase.BIDDING:
            return _explanation(QCoreApplication.translate(
                "Explain", "The trump is not chosen yet: bid or pass first; the cards are played afterwards."),
                "bidding")
        return _explanation(QCoreApplication.translate(
            "Explain", "The bidding is over: it is time to play a card."), "play")

    if reason is Reason.TAKE_TURNED_SUIT_ONLY:
        text = QCoreApplication.translate(
            "Explain",
            "In the first round you may only take the turned card's suit, {suit}, or pass. Another suit can be "
            "named in the second round if everybody passes.",
        ).format(suit=suit_word(p.get("turned_suit", 0)))
        return _explanation(text, "bidding_round_one")

    if reason is Reason.DEALER_MUST_NAME and "points" in p:  # the contract auction's option
        return _explanation(QCoreApplication.translate(
            "Explain", "Everybody else passed: the dealer must call a contract. Only a hand worth {limit} points or "
            "less may pass and cancel the deal; this one is worth {points}.").format(
            limit=p.get("limit", 7), points=p.get("points", 0)), "thrown_in")
    if reason is Reason.DEALER_MUST_NAME:  # Tarabish
        return _explanation(QCoreApplication.translate(
            "Explain", "The three other players passed: the dealer must name a trump suit, he may not pass."),
            "bidding")

    if reason is Reason.TURNED_SUIT_REFUSED:
        text = QCoreApplication.translate(
            "Explain",
            "Everybody refused {suit} in the first round: in the second round name another suit, or pass.",
        ).format(suit=suit_word(p.get("suit", 0)))
        return _explanation(text, "bidding_round_two")

    if reason is Reason.TRUMP_NOT_HELD:
        text = QCoreApplication.translate(
            "Explain",
            "You hold no {suit}: playing in a suit you do not hold would be a renege, so the game does not allow "
            "it. Pass, or choose a suit you hold.",
        ).format(suit=suit_word(p.get("suit", 0)))
        return _explanation(text, "renege")

    if reason is Reason.BID_TOO_LOW:
        minimum = p.get("minimum")
        if minimum == "capot":
            text = QCoreApplication.translate(
                "Explain", "Nothing is higher than a capot bid: you may only pass or coinche it.")
        else:
            text = QCoreApplication.translate(
                "Explain", "Each bid must be higher than the last one: bid at least {minimum}.").format(minimum=minimum)
        return _explanation(text, "bid_higher")

    if reason is Reason.BID_OUT_OF_RANGE:
        text = QCoreApplication.translate(
            "Explain", "Bids go from {low} to {high} in steps of {step}: {value} is not one of them.",
        ).format(low=p.get("min_bid"), high=p.get("max_bid"), step=p.get("step"), value=p.get("value"))
        return _explanation(text, "bid_values")

    if reason is Reason.STRAIN_NOT_ALLOWED:
        if p.get("capot"):
            return _explanation(QCoreApplication.translate(
                "Explain", "Capot bids are not allowed in this game."), "capot_bid")
        strain = p.get("strain")
        text = QCoreApplication.translate("Explain", "Contracts in {strain} are not allowed in this game.").format(
            strain=strain_word(strain) if isinstance(strain, Strain) else str(strain))
        return _explanation(text, "bid_strains")

    if reason is Reason.PASS_IS_FINAL:
        return _explanation(QCoreApplication.translate(
            "Explain", "You have passed, and in this game a pass is final: you may not bid again in this deal."),
            "end_of_auction")

    if reason is Reason.BIDDING_CLOSED:
        return _explanation(QCoreApplication.translate(
            "Explain",
            "After a coinche nobody may bid again: pass, or surcoinche if it is your team's bid that was coinched."),
            "coinche")

    if reason is Reason.CANNOT_DOUBLE:
        why = p.get("why")
        if why == "own_team":
            text = QCoreApplication.translate(
                "Explain", "You cannot coinche your own team's bid: only the opponents of the highest bidder may.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already coinched.")
        else:
            text = QCoreApplication.translate("Explain", "There is no bid to coinche yet.")
        return _explanation(text, "coinche")

    if reason is Reason.CANNOT_REDOUBLE:
        why = p.get("why")
        if why == "other_team":
            text = QCoreApplication.translate(
                "Explain", "Only the team whose bid was coinched may surcoinche.")
        elif why == "already":
            text = QCoreApplication.translate("Explain", "This bid is already surcoinched.")
        else:
            text = QCoreApplication.translate(
                "Explain", "You may surcoinche only after an opponent has coinched your team's bid.")
        return _explanation(text, "surcoinche")

    if reason is Reason.NOTHING_TO_DECLARE:
        deck_ranks = rules.deck.ranks if rules is not None else tuple(Rank)
        ranks = [carre_word(r) for r in sorted(CARRE_VALUES, key=CARRE_VALUES.__getitem__, reverse=True)
                 if r in deck_ranks]
        text = QCoreApplication.translate(
            "Explain",
            "You have nothing to declare: a declaration is three or more cards in sequence in one suit, or {carres}.",
        ).format(carres=QCoreApplication.translate("Explain", ", ", "separator in a list").join(ranks))
        return _explanation(text, "declarations")

    if reason is Reason.DECLARE_FIRST_TRICK_ONLY:
        return _explanation(QCoreApplication.translate(
            "Explain", "Declarations are announced only in the first trick, before you play your first card."),
            "declarations")

    if reason is Reason.NOT_ALLOWED:
        scheme = rules.trump_scheme if rules is not None else None
        action = str(p.get("action", ""))
        if action.startswith(("double", "redouble")):
            text = QCoreApplication.translate(
                "Explain", "This game is played without coinche and surcoinche.")
            return _explanation(text, "coinche")
        own_text = NOT_ALLOWED_TEXTS.get(scheme) if scheme is not None else None
        text = own_text() if own_text is not None else QCoreApplication.translate(
            "Explain", "This game does not use that move.")
        return _explanation(text, "bidding")

    return _explanation(QCoreApplication.translate("Explain", "That move is not allowed now."), "play")


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
    view = _view(view_or_state, seat)
    if view is None or view.contract is None or not view.trick or view.current_player != view.seat:
        return None
    rules = view.rules
    if not _is_partner(rules, view.seat, view.trick_winner):
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
    return _explanation(text, "partner_exemption")
