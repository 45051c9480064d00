"""Trick play: card strength and points under a contract, legal cards, trick winners.

Everything works on card masks (bit ``card.index``). A ``PlayContext`` is built once per
(deck, strain) and cached, so the hot path is a few integer operations.
"""

from __future__ import annotations

from functools import cache

from .actions import Strain
from .cards import (
    CARDS,
    PLAIN_POINTS,
    PLAIN_STRENGTH,
    RANKS_PER_SUIT,
    SUIT_MASKS,
    TRUMP_POINTS,
    TRUMP_STRENGTH,
    DeckKind,
    deck_cards,
    mask_of,
)
from .errors import Reason
from .rules import Ruleset


class PlayContext:
    """Card strengths, points and 'higher card' masks for one deck and strain."""

    __slots__ = ("strain", "trump_mask", "power", "points", "higher", "total_points", "deck_mask")

    def __init__(self, deck: DeckKind, strain: Strain) -> None:
        self.strain = strain
        trump_suit = strain.suit
        all_trumps = strain is Strain.ALL_TRUMPS
        self.trump_mask = SUIT_MASKS[trump_suit] if trump_suit is not None else 0
        cards = deck_cards(deck)
        self.deck_mask = mask_of(cards)
        power = [0] * len(CARDS)
        points = [0] * len(CARDS)
        for card in cards:
            in_trump_order = all_trumps or card.suit == trump_suit
            if in_trump_order:
                power[card.index] = TRUMP_STRENGTH[card.rank] + (100 if card.suit == trump_suit else 0)
                points[card.index] = TRUMP_POINTS.get(card.rank, 0)
            else:
                power[card.index] = PLAIN_STRENGTH[card.rank]
                points[card.index] = PLAIN_POINTS.get(card.rank, 0)
        self.power = tuple(power)
        self.points = tuple(points)
        higher = [0] * len(CARDS)
        for card in cards:
            for other in cards:
                if other.suit == card.suit and power[other.index] > power[card.index]:
                    higher[card.index] |= other.bit
        self.higher = tuple(higher)
        self.total_points = sum(points)


@cache
def play_context(deck: DeckKind, strain: Strain) -> PlayContext:
    return PlayContext(deck, strain)


def beats(ctx: PlayContext, card_index: int, best_index: int, led_suit: int) -> bool:
    """Whether ``card_index`` takes the trick from ``best_index`` (the card now winning)."""
    card_suit = card_index // RANKS_PER_SUIT
    if card_suit != led_suit and not (ctx.trump_mask >> card_index) & 1:
        return False
    return ctx.power[card_index] > ctx.power[best_index]


def legal_mask(
    rules: Ruleset,
    ctx: PlayContext,
    hand: int,
    trick: tuple[int, ...],
    best_index: int,
    partner_winning: bool,
) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (card indices, in play order)."""
    if not trick:
        return hand
    led_suit = trick[0] // RANKS_PER_SUIT
    follow = hand & SUIT_MASKS[led_suit]
    strain = ctx.strain
    if follow:
        if strain is Strain.ALL_TRUMPS:
            raise_duty = rules.all_trumps_raise_every_suit
        else:
            raise_duty = rules.must_raise_in_trump_lead and (ctx.trump_mask >> trick[0]) & 1 == 1
        if raise_duty and not (partner_winning and rules.partner_exempts_trump_lead):
            best_suit = best_index // RANKS_PER_SUIT
            if best_suit == led_suit:
                higher = follow & ctx.higher[best_index]
                if higher:
                    return higher
        return follow
    trumps = hand & ctx.trump_mask
    if not trumps or not rules.must_trump or (partner_winning and rules.partner_exempts):
        return hand
    if rules.must_overtrump and (ctx.trump_mask >> best_index) & 1:
        higher = trumps & ctx.higher[best_index]
        if higher:
            return higher
    return trumps


def illegal_reason(
    rules: Ruleset,
    ctx: PlayContext,
    hand: int,
    trick: tuple[int, ...],
    best_index: int,
    partner_winning: bool,
    card_index: int,
) -> tuple[Reason, dict[str, object]] | None:
    """Why ``card_index`` may not be played now, or None if it may."""
    card = CARDS[card_index]
    if not (hand >> card_index) & 1:
        return Reason.NOT_IN_HAND, {"card": card}
    allowed = legal_mask(rules, ctx, hand, trick, best_index, partner_winning)
    if (allowed >> card_index) & 1:
        return None
    led_suit = CARDS[trick[0]].suit
    best = CARDS[best_index]
    higher = [c for c in CARDS if (allowed >> c.index) & 1]
    follow = hand & SUIT_MASKS[led_suit]
    if follow:
        if card.suit != led_suit:
            return Reason.MUST_FOLLOW_SUIT, {"card": card, "led_suit": led_suit}
        return Reason.MUST_RAISE, {"card": card, "led_suit": led_suit, "to_beat": best, "higher": higher}
    trump = ctx.strain.suit
    assert trump is not None
    if card.suit != trump:
        return Reason.MUST_TRUMP, {"card": card, "trump": trump, "led_suit": led_suit}
    return Reason.MUST_OVERTRUMP, {"card": card, "trump": trump, "to_beat": best, "higher": higher}
