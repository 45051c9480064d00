"""Why a suggested move is good, in one short line.

The Suggest button asks the engine of advice for a move (``learn.advice.advise``, which Review
uses too); this module says in plain words why such a move makes sense, from the player's view
only (their hand and what was shown at the table):

>>> from belote_desktop.engine import find_variant, new_deal
>>> state = new_deal(find_variant("classic"), dealer=0, seed=1)
>>> view = state.view_for(state.current_player())
>>> bool(suggestion_reason(view, view.legal_actions[0]))
True

Every sentence is translatable (context "Suggest") and completed with ``str.format`` on the
translated pattern.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Action,
    Bid,
    Card,
    Declare,
    Double,
    Pass,
    PlayCard,
    PlayerView,
    Rank,
    Redouble,
    Strain,
    Suit,
    Take,
    cards_in,
)
from ..ai.bidding.model import action_strain, margin_for, model_bid, model_for
from ..ai.bidding.auction import heuristic_bid
from ..ai.beliefs.hand_value import taken_turned_bit
from ..engine.actions import Call, StakeMatch
from ..engine.declarations import chosen_melds
from ..engine.tricks import PlayContext, beats, play_context
from .explain import card_word, cards_words, melds_words, suit_word
from .teaching import kind_teaching


def suggestion_reason(view: PlayerView, action: Action) -> str:
    """One line saying why ``action`` is a good move for the player of ``view``."""
    try:
        if isinstance(action, PlayCard):
            return _play_reason(view, action.card)
        if isinstance(action, Declare):
            return _declare_reason(view, action)
        own = kind_teaching(view.rules.trump_scheme).call_reason  # the kind's reasons for its calls first
        reason = own(view, action) if own is not None else None
        if reason is not None:
            return reason
        if isinstance(action, (Call, StakeMatch)):
            return _call_reason(view, action)
        if isinstance(action, (Take, Bid, Pass, Double, Redouble)):
            return _bid_reason(view, action)
    except Exception:  # a reason is a courtesy: never let it stop the suggestion
        pass
    return QCoreApplication.translate("Suggest", "This is the move the expert player would make here.")


# -- cards -----------------------------------------------------------------------------------


def seat_is_partner(view: PlayerView, seat: int) -> bool:
    rules = view.rules
    return seat != view.seat and rules.team_of(seat) == rules.team_of(view.seat)


def _unseen(view: PlayerView, ctx: PlayContext) -> int:
    """Cards that may still be in the other players' hands."""
    return ctx.deck_mask & ~view.played_mask & ~view.playable_mask  # face-down table cards are unseen


def _is_master(ctx: PlayContext, card: Card, unseen: int) -> bool:
    """No card still out can beat ``card`` in its suit."""
    return not (ctx.higher[card.index] & unseen)


def _smallest(ctx: PlayContext, cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (ctx.points[c.index], ctx.power[c.index]))


def _play_reason(view: PlayerView, card: Card) -> str:
    legal = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
    if len(legal) == 1:
        return QCoreApplication.translate(
            "Suggest", "The {card} is the only card the rules allow here.").format(card=card_word(card))
    contract = view.contract
    if contract is None:
        return QCoreApplication.translate("Suggest", "Play the {card}.").format(card=card_word(card))
    ctx = play_context(view.rules.deck, contract.strain)
    unseen = _unseen(view, ctx)
    master = _is_master(ctx, card, unseen)
    if not view.trick:
        return _lead_reason(view, ctx, card, master, unseen)
    follow = _Follow.of(view, ctx, card, legal, unseen)
    if seat_is_partner(view, view.trick_winner) and not follow.wins:
        return _partner_holds_reason(follow)
    if follow.wins:
        return _winning_reason(follow, master)
    return _lost_trick_reason(follow)


@dataclass(frozen=True)
class _Follow:
    """A card played to a trick already led, with what the player sees of that trick."""

    ctx: PlayContext
    card: Card
    legal: list[Card]
    unseen: int
    trump: Suit | None
    all_trumps: bool
    is_trump: bool
    led: Suit
    best: Card  # the card now winning the trick
    wins: bool
    last: bool  # the player plays last to the trick
    holding_trumps: bool  # trumps left in hand besides ``card``

    @classmethod
    def of(cls, view: PlayerView, ctx: PlayContext, card: Card, legal: list[Card], unseen: int) -> _Follow:
        contract = view.contract
        assert contract is not None
        trump = contract.trump
        led = view.trick[0][1].suit
        best = next(c for s, c in view.trick if s == view.trick_winner)
        held = cards_in(view.playable_mask)  # the hand and the face-up table cards
        return cls(
            ctx=ctx, card=card, legal=legal, unseen=unseen, trump=trump,
            all_trumps=contract.strain is Strain.ALL_TRUMPS,
            is_trump=trump is not None and card.suit == trump,
            led=led, best=best, wins=beats(ctx, card.index, best.index, int(led)),
            last=len(view.trick) == view.rules.players - 1,
            holding_trumps=trump is not None and any(c.suit == trump for c in held if c != card),
        )


def _partner_holds_reason(f: _Follow) -> str:
    """The partner holds the trick and ``f.card`` does not take it over."""
    partner_safe = f.last or _is_master(f.ctx, f.best, f.unseen)
    if f.ctx.points[f.card.index] > 0 and partner_safe:
        return QCoreApplication.translate("Suggest", "Your partner holds the trick: give him points")
    if f.card.suit != f.led and not f.is_trump and f.holding_trumps:
        return QCoreApplication.translate(
            "Suggest", "Your partner holds the trick: keep your trumps and discard a small card")
    return QCoreApplication.translate("Suggest", "Your partner holds the trick: play your smallest card")


def _winning_reason(f: _Follow, master: bool) -> str:
    """``f.card`` takes the trick."""
    card = f.card
    if f.is_trump and f.led != f.trump and not f.all_trumps:
        return QCoreApplication.translate("Suggest", "Trump to take the trick")
    if master:
        return _master_card_reason(card)
    if f.last:
        return QCoreApplication.translate(
            "Suggest", "You play last: the {card} is enough to take the trick").format(card=card_word(card))
    return QCoreApplication.translate("Suggest", "Take the trick with the {card}").format(card=card_word(card))


def _lost_trick_reason(f: _Follow) -> str:
    """The trick is lost (to the opponents)."""
    card, led = f.card, f.led
    if f.is_trump and led != f.trump:
        return QCoreApplication.translate("Suggest", "You must trump but cannot win: give your smallest trump")
    if not f.is_trump and f.holding_trumps and card.suit != led:
        return QCoreApplication.translate("Suggest", "Keep your trumps: the trick is lost")
    if card.suit == led:
        return _lost_following_reason(f)
    if card == _smallest(f.ctx, f.legal):
        return QCoreApplication.translate("Suggest", "Discard your smallest card")
    return QCoreApplication.translate("Suggest", "The trick is lost: discard the {card}").format(card=card_word(card))


def _lost_following_reason(f: _Follow) -> str:
    """The trick is lost and ``f.card`` follows the suit led."""
    same = [c for c in f.legal if c.suit == f.led]
    if f.card == _smallest(f.ctx, same):
        return QCoreApplication.translate(
            "Suggest", "The trick is lost: play your smallest card in {suit}").format(suit=suit_word(f.led))
    return QCoreApplication.translate(
        "Suggest", "The trick is lost: play the {card}").format(card=card_word(f.card))


def _lead_reason(view: PlayerView, ctx: PlayContext, card: Card, master: bool, unseen: int) -> str:
    contract = view.contract
    assert contract is not None
    is_trump = contract.trump is not None and card.suit == contract.trump
    takers = view.rules.team_of(contract.taker) == view.rules.team_of(view.seat)
    trumps_out = ctx.trump_mask & unseen
    if is_trump and takers and trumps_out:
        return _trump_lead_reason(card, master)
    if master and (unseen & _suit_bits(card.suit)):
        return _master_card_reason(card)
    if _partners_suit(view, card) and not is_trump:
        return QCoreApplication.translate("Suggest", "Play your partner's suit")
    if master:
        return _master_card_reason(card)
    return _plain_lead_reason(view, ctx, card)


def _partners_suit(view: PlayerView, card: Card) -> bool:
    """``card`` is in a suit the partner led earlier in the deal."""
    return card.suit in [t.cards[0].suit for t in view.tricks if seat_is_partner(view, t.leader)]


def _trump_lead_reason(card: Card, master: bool) -> str:
    """The takers lead a trump while the opponents still hold some."""
    if master:
        return QCoreApplication.translate(
            "Suggest", "The {card} is the master trump: lead it to draw the opponents' trumps").format(
            card=card_word(card))
    return QCoreApplication.translate("Suggest", "Lead trumps to draw the opponents' trumps")


def _master_card_reason(card: Card) -> str:
    return QCoreApplication.translate(
        "Suggest", "The {card} is the master card in {suit}").format(card=card_word(card), suit=suit_word(card.suit))


def _plain_lead_reason(view: PlayerView, ctx: PlayContext, card: Card) -> str:
    """A lead that is no master card, no trump drawn and no partner's suit."""
    same = [c for c in cards_in(view.playable_mask) if c.suit == card.suit]
    if card == _smallest(ctx, same) and len(same) > 1:
        return QCoreApplication.translate(
            "Suggest", "Lead a small card in {suit}: keep your strong cards for later").format(suit=suit_word(card.suit))
    return QCoreApplication.translate("Suggest", "Lead the {card}").format(card=card_word(card))


def _suit_bits(suit: Suit) -> int:
    from ..engine.cards import SUIT_MASKS

    return int(SUIT_MASKS[int(suit)])


def _declare_reason(view: PlayerView, action: Declare) -> str:
    trump = view.contract.trump if view.contract is not None else None
    # Belot for 2 with open cards: the face-up table cards count too (``declare_table_cards``); the set ``action``
    # names (a card in a carré and in a sequence: the one suggested, not always the usual one)
    cards = view.playable_mask if view.rules.declare_table_cards else view.hand_mask
    melds = chosen_melds(cards, trump, view.rules.meld_rules.table_for(
        view.contract.strain if view.contract is not None else None), action.carres)
    if not melds:
        return QCoreApplication.translate("Suggest", "Declare now, before your first card")
    if not view.rules.seating.partnerships:  # players alone (Belot for 3 and for 2)
        return QCoreApplication.translate(
            "Suggest", "Declare {melds}: it scores if you hold the best declaration").format(melds=melds_words(melds))
    return QCoreApplication.translate(
        "Suggest", "Declare {melds}: it scores if your team holds the best declaration").format(
        melds=melds_words(melds, view.rules))


# -- bidding ---------------------------------------------------------------------------------


def _trump_cards(cards: list[Card], suit: Suit) -> list[Card]:
    return [c for c in cards if c.suit == suit]


def suit_strength(cards: list[Card], suit: Suit) -> str:
    """'Strong in hearts: jack and nine of trumps' and its weaker forms (the count is said as "trumps
    held: 1", never as a plural noun after a number: one form for every count in every language)."""
    trumps = _trump_cards(cards, suit)
    ranks = {c.rank for c in trumps}
    aces = sum(1 for c in cards if c.rank is Rank.ACE and c.suit != suit)
    if Rank.JACK in ranks and Rank.NINE in ranks:
        return QCoreApplication.translate(
            "Suggest", "Strong in {suit}: jack and nine of trumps").format(suit=suit_word(suit))
    if Rank.JACK in ranks:
        return QCoreApplication.translate(
            "Suggest", "Strong in {suit}: the jack (trumps held: {count})").format(suit=suit_word(suit), count=len(trumps))
    if Rank.NINE in ranks:
        return QCoreApplication.translate(
            "Suggest", "Good in {suit}: the nine (trumps held: {count})").format(suit=suit_word(suit), count=len(trumps))
    if aces:
        return QCoreApplication.translate(
            "Suggest", "Trumps held in {suit}: {count}, and aces on the side").format(suit=suit_word(suit), count=len(trumps))
    return QCoreApplication.translate(
        "Suggest", "Trumps held in {suit}: {count}").format(suit=suit_word(suit), count=len(trumps))


def high_bid_of(view: PlayerView) -> tuple[int, Bid] | None:
    auction = view.auction
    return None if auction.high_bid is None else (auction.high_seat, auction.high_bid)


def _bid_reason(view: PlayerView, action: Action) -> str:
    hand = list(cards_in(view.playable_mask))  # the hand and the face-up table cards
    turned = view.turned_card
    # the turned card counts only if the taker picks it up (Clabber: the dealer's own, already in his hand)
    picked = [turned] if turned is not None and taken_turned_bit(view) else []
    if isinstance(action, Take):
        cards = hand + picked
        return suit_strength(cards, action.suit)
    if isinstance(action, Bid):
        return _point_bid_reason(view, action, hand)
    if isinstance(action, Double):
        return _double_reason(view, hand)
    if isinstance(action, Redouble):
        return QCoreApplication.translate("Suggest", "You are sure of your contract: surcoinche")
    high = high_bid_of(view)
    playable = None if high is not None and seat_is_partner(view, high[0]) else _playable_but_passing(view)
    return playable or kind_teaching(view.rules.trump_scheme).pass_reason(view)  # a pass, in the kind's words


def _honours_in(hand: list[Card], suit: Suit) -> list[Card]:
    """The jack, nine and ace of ``suit`` in ``hand``."""
    return [c for c in hand if c.suit == suit and c.rank in (Rank.JACK, Rank.NINE, Rank.ACE)]


def _double_reason(view: PlayerView, hand: list[Card]) -> str:
    high = high_bid_of(view)
    if high is not None and high[1].strain.suit is not None:
        honours = _honours_in(hand, high[1].strain.suit)
        if honours:
            return QCoreApplication.translate(
                "Suggest", "You hold {cards} in their trump: they should fail").format(cards=cards_words(honours))
    return QCoreApplication.translate("Suggest", "Your hand should beat their contract: coinche")


def _playable_but_passing(view: PlayerView) -> str | None:
    """A pass where the simple hand evaluation would call a suit: the calibrated bidder (the games it
    knows) found that call worth no more than passing here, so the hand is not "too weak"."""
    weights = model_for(view)
    if weights is None or not isinstance(model_bid(view, weights, margin=margin_for(view)), Pass):
        return None  # the model would call: this pass is not its advice
    simple = heuristic_bid(view, random.Random(0))
    strain = action_strain(view, simple) if simple in view.legal_actions else None
    if strain is None or strain.suit is None:
        return None
    return QCoreApplication.translate(
        "Suggest", "Your hand could call {suit}, but here passing is worth as much or more").format(
        suit=suit_word(strain.suit))


def suit_pass_reason(view: PlayerView) -> str:
    """Why to pass when taking or naming a suit: the turned suit is too weak, or no suit is."""
    hand = list(cards_in(view.playable_mask))
    turned = view.turned_card
    picked = [turned] if turned is not None and taken_turned_bit(view) else []
    if turned is not None and view.auction.round == 1:
        suit = turned.suit
        ranks = {c.rank for c in hand + picked if c.suit == suit}
        if Rank.JACK not in ranks and Rank.NINE not in ranks:
            return QCoreApplication.translate(
                "Suggest", "Too weak in {suit}: no jack or nine of trumps").format(suit=suit_word(suit))
        return QCoreApplication.translate(
            "Suggest", "Not enough trumps in {suit} to take").format(suit=suit_word(suit))
    return QCoreApplication.translate("Suggest", "No suit is strong enough to name")


def _point_bid_reason(view: PlayerView, bid: Bid, hand: list[Card]) -> str:
    if bid.capot:
        return QCoreApplication.translate("Suggest", "Bid capot: your hand can win every trick")
    high = high_bid_of(view)
    if bid.strain is Strain.NO_TRUMPS or bid.strain is Strain.ALL_TRUMPS:
        return _trumpless_reason(bid.strain, hand)
    suit = bid.strain.suit
    assert suit is not None
    if high is not None and seat_is_partner(view, high[0]) and high[1].strain == bid.strain:
        return _support_reason(hand, suit)
    return suit_strength(hand, suit)


def _trumpless_reason(strain: Strain, hand: list[Card]) -> str:
    """A bid in no trumps or in all trumps."""
    if strain is Strain.NO_TRUMPS:
        aces = [c for c in hand if c.rank in (Rank.ACE, Rank.TEN)]
        return QCoreApplication.translate(
            "Suggest", "No trumps: your aces and tens ({cards}) take tricks in every suit").format(
            cards=cards_words(aces))
    honours = [c for c in hand if c.rank in (Rank.JACK, Rank.NINE)]
    return QCoreApplication.translate(
        "Suggest", "All trumps: your jacks and nines ({cards}) are the best cards").format(cards=cards_words(honours))


def _support_reason(hand: list[Card], suit: Suit) -> str:
    """A bid in the suit the partner bid last."""
    honours = _honours_in(hand, suit)
    if honours:
        return QCoreApplication.translate("Suggest", "Support your partner's {suit}: you hold {cards}").format(
            suit=suit_word(suit), cards=cards_words(honours))
    return QCoreApplication.translate("Suggest", "Support your partner's {suit}").format(suit=suit_word(suit))


def _call_reason(view: PlayerView, action: Call | StakeMatch) -> str:
    """The contract auction: why call this contract, or stake the game."""
    if isinstance(action, StakeMatch):
        return QCoreApplication.translate(
            "Suggest", "Their contract should fail nearly every time: stake the whole game on this deal")
    return _point_bid_reason(view, Bid(0, action.strain), list(cards_in(view.playable_mask)))  # table cards too


__all__ = ["suggestion_reason"]
