"""Suits, ranks, cards, decks, rank orders and point tables.

Cards are interned value objects: ``Card.of(Suit.HEARTS, Rank.JACK) is CARDS[...]``.
A card's ``index`` (suit * 9 + rank) is its bit in a card mask, used throughout the engine.

>>> Card.parse("JH")
Card.parse('JH')
>>> str(Card.parse("10S")), Card.parse("10S").pretty()
('10S', '10♠')
"""

from __future__ import annotations

from enum import IntEnum
from functools import cache
from collections.abc import Iterable, Iterator


class Suit(IntEnum):
    """A suit of the pack; its value is the suit's place in a card's index (``Card.index``)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The suit's letter in card codes: C, D, H or S."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit's symbol: ♣, ♦, ♥ or ♠."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        """Whether the suit is diamonds or hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """The suit a letter, a symbol or a name stands for (``'H'``, ``'♥'``, ``'hearts'``); ValueError otherwise."""
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.name):
                return suit
        raise ValueError(f"not a suit: {text!r}")


class Rank(IntEnum):
    """A rank, six to ace in the plain order; its value is the rank's place in a card's index."""

    SIX = 0
    SEVEN = 1
    EIGHT = 2
    NINE = 3
    TEN = 4
    JACK = 5
    QUEEN = 6
    KING = 7
    ACE = 8

    @property
    def code(self) -> str:
        """The rank's code in card codes: 6 to 10, J, Q, K, A."""
        return ("6", "7", "8", "9", "10", "J", "Q", "K", "A")[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """The rank a code or a name stands for (``'10'``, ``'T'``, ``'Q'``, ``'queen'``); ValueError otherwise."""
        key = text.strip().upper()
        if key == "T":
            key = "10"
        for rank in cls:
            if key in (rank.code, rank.name):
                return rank
        raise ValueError(f"not a rank: {text!r}")


RANKS_PER_SUIT = 9
SUIT_BITS = SUIT_MASK_BITS = (1 << RANKS_PER_SUIT) - 1


class Card:
    """One playing card; use ``Card.of`` or ``Card.parse``, never the constructor."""

    __slots__ = ("suit", "rank", "index", "bit", "_text")

    suit: Suit
    rank: Rank
    index: int
    bit: int

    def __init__(self, suit: Suit, rank: Rank) -> None:
        self.suit = suit
        self.rank = rank
        self.index = suit * RANKS_PER_SUIT + rank
        self.bit = 1 << self.index
        self._text = rank.code + suit.letter

    @staticmethod
    def of(suit: Suit, rank: Rank) -> Card:
        """The card of ``suit`` and ``rank`` (one shared object per card, from ``CARDS``)."""
        return CARDS[suit * RANKS_PER_SUIT + rank]

    @staticmethod
    def parse(text: str) -> Card:
        """The card a code stands for (``'10H'``, ``'QS'``, ``'A♣'``); ValueError otherwise."""
        raw = text.strip()
        if len(raw) < 2:
            raise ValueError(f"not a card: {text!r}")
        try:
            return Card.of(Suit.parse(raw[-1]), Rank.parse(raw[:-1]))
        except ValueError:
            raise ValueError(f"not a card: {text!r}") from None

    def pretty(self) -> str:
        """The card for people, with the suit's symbol: ``'10♥'``."""
        return self.rank.code + self.suit.symbol

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self._text,))


CARDS: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
"""Every card of the 36-card pack, by index."""


class DeckKind(IntEnum):
    """How many cards are used: 32 (7-A), 24 (9-A) or 36 (6-A)."""

    PIQUET_32 = 32
    SHORT_24 = 24
    LONG_36 = 36

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks this pack holds, lowest first."""
        lowest = {32: Rank.SEVEN, 24: Rank.NINE, 36: Rank.SIX}[self.value]
        return tuple(r for r in Rank if r >= lowest)


@cache
def deck_cards(kind: DeckKind) -> tuple[Card, ...]:
    """The cards of a deck in a fixed, documented order (suit by suit, low rank first)."""
    ranks = kind.ranks
    return tuple(Card.of(s, r) for s in Suit for r in ranks)


# Rank orders from weakest to strongest.
TRUMP_ORDER: tuple[Rank, ...] = (
    Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE, Rank.JACK,
)
PLAIN_ORDER: tuple[Rank, ...] = (
    Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE,
)
SEQUENCE_ORDER: tuple[Rank, ...] = tuple(Rank)  # 6 7 8 9 10 J Q K A, for melds

TRUMP_POINTS: dict[Rank, int] = {
    Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
}
PLAIN_POINTS: dict[Rank, int] = {
    Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2,
}

TRUMP_STRENGTH: tuple[int, ...] = tuple(TRUMP_ORDER.index(r) for r in Rank)
"""Strength of each rank (by Rank value) when its suit is played in trump order."""
PLAIN_STRENGTH: tuple[int, ...] = tuple(PLAIN_ORDER.index(r) for r in Rank)


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask (``Card.bit`` of each) of ``cards``."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a mask, in index order."""
    while mask:
        low = mask & -mask
        yield CARDS[low.bit_length() - 1]
        mask ^= low


def suit_mask(suit: Suit) -> int:
    return SUIT_MASK_BITS << (suit * RANKS_PER_SUIT)


SUIT_MASKS: tuple[int, ...] = tuple(suit_mask(s) for s in Suit)


# the king and queen of each suit as one mask (belote, bella, baloot): indexed by suit
KING_QUEEN_BITS: tuple[int, ...] = tuple(Card.of(suit, Rank.KING).bit | Card.of(suit, Rank.QUEEN).bit for suit in Suit)
