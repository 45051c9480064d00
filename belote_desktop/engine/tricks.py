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
from .duties import OVERRUFF, RAISE, RUFF, SIDE
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
    multiplier: int = 1,
) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (card indices, in play order): the first
    step of the duty table's code (engine/duties.py) that the hand can meet; ``multiplier``: the
    contract's (a doubled lead may be locked)."""
    duties = rules.duties
    trump_mask = ctx.trump_mask
    if not trick:
        if multiplier > 1 and duties.lead_code(ctx.strain, multiplier) & SIDE and hand & ~trump_mask:
            return hand & ~trump_mask
        return hand
    led = trick[0] // RANKS_PER_SUIT
    follow = hand & SUIT_MASKS[led]
    if follow:
        if duties.raise_led[ctx.strain][led] and duties.codes[ctx.strain][led][
                (trump_mask >> best_index & 1) * 2 + partner_winning] & RAISE:
            above = follow & ctx.higher[best_index]
            if above:
                return above
        return follow
    trumps = hand & trump_mask
    if trumps:
        code = duties.codes[ctx.strain][led][(trump_mask >> best_index & 1) * 2 + partner_winning]
        if code & OVERRUFF:
            above = trumps & ctx.higher[best_index]
            if above:
                return above
        if code & RUFF:
            return trumps
    return hand


def duty_code(
    rules: Ruleset, ctx: PlayContext, trick: tuple[int, ...], best_index: int, partner_winning: bool,
    multiplier: int = 1,
) -> int:
    """The duty steps in force for the player to move (see engine/duties.py)."""
    duties = rules.duties
    if not trick:
        return duties.lead_code(ctx.strain, multiplier)
    return duties.codes[ctx.strain][trick[0] // RANKS_PER_SUIT][(ctx.trump_mask >> best_index & 1) * 2 + partner_winning]


def illegal_reason(
    rules: Ruleset,
    ctx: PlayContext,
    hand: int,
    trick: tuple[int, ...],
    best_index: int,
    partner_winning: bool,
    card_index: int,
    multiplier: int = 1,
) -> tuple[Reason, dict[str, object]] | None:
    """Why ``card_index`` may not be played now, or None if it may."""
    card = CARDS[card_index]
    if not (hand >> card_index) & 1:
        return Reason.NOT_IN_HAND, {"card": card}
    code = duty_code(rules, ctx, trick, best_index, partner_winning, multiplier)
    allowed_mask = legal_mask(rules, ctx, hand, trick, best_index, partner_winning, multiplier)
    if (allowed_mask >> card_index) & 1:
        return None
    trump = ctx.strain.suit
    if not trick:
        assert code & SIDE and trump is not None
        return Reason.LOCKED_TRUMP_LEAD, {"card": card, "trump": trump}
    led_suit = CARDS[trick[0]].suit
    best = CARDS[best_index]
    higher = [c for c in CARDS if (allowed_mask >> c.index) & 1]
    follow = hand & SUIT_MASKS[led_suit]
    if follow:
        if card.suit != led_suit:
            return Reason.MUST_FOLLOW_SUIT, {"card": card, "led_suit": led_suit}
        return Reason.MUST_RAISE, {"card": card, "led_suit": led_suit, "to_beat": best, "higher": higher}
    assert trump is not None
    if card.suit != trump and code & RUFF:
        return Reason.MUST_TRUMP, {
            "card": card, "trump": trump, "led_suit": led_suit, "overtrump": bool(code & OVERRUFF)}
    return Reason.MUST_OVERTRUMP, {"card": card, "trump": trump, "to_beat": best, "higher": higher}
