"""Declarations (melds): sequences and carrés, their values, ranking and which team scores.

>>> from .cards import Card
>>> hand = [Card.parse(t) for t in "7H 8H 9H JS JH JD JC AS".split()]
>>> [str(m) for m in best_melds(mask_of(hand), None)]
['carre J', 'tierce 9H']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import combinations

from .cards import RANKS_PER_SUIT, SUIT_BITS, Card, Rank, Suit, mask_of



class MeldKind(Enum):
    TIERCE = "tierce"  # three in sequence: 20
    QUARTE = "quarte"  # four: 50
    QUINTE = "quinte"  # five or more: 100
    CARRE = "carre"  # four of a kind: jacks 200, nines 150, aces/tens/kings/queens 100


SEQUENCE_VALUES = {3: (MeldKind.TIERCE, 20), 4: (MeldKind.QUARTE, 50)}
CARRE_VALUES = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100}
CARRE_ORDER = (Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE, Rank.JACK)


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    points: int
    top: Card  # highest card (sequence order); for a carré a card of its rank
    cards: tuple[Card, ...]

    @property
    def length(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        if self.kind is MeldKind.CARRE:
            return f"carre {self.top.rank.code}"
        return f"{self.kind.value} {self.top}"

    def strength(self, trump: Suit | None) -> tuple[int, int, int, int]:
        """Ranking key: value, carré above sequence, top card, trump sequence above plain."""
        if self.kind is MeldKind.CARRE:
            return (self.points, 1, CARRE_ORDER.index(self.top.rank), 0)
        return (self.points, 0, int(self.top.rank), 1 if self.top.suit == trump else 0)


def _sequence_runs(mask: int) -> list[tuple[Suit, int, int]]:
    """Maximal runs of 3+ consecutive ranks: (suit, lowest rank, length)."""
    runs = []
    for suit in Suit:
        bits = (mask >> (suit * RANKS_PER_SUIT)) & SUIT_BITS
        rank = 0
        while rank < RANKS_PER_SUIT:
            if bits >> rank & 1:
                start = rank
                while rank < RANKS_PER_SUIT and bits >> rank & 1:
                    rank += 1
                if rank - start >= 3:
                    runs.append((suit, start, rank - start))
            else:
                rank += 1
    return runs


def _sequence_meld(suit: Suit, low: int, length: int) -> Meld:
    kind, points = SEQUENCE_VALUES.get(length, (MeldKind.QUINTE, 100))
    cards = tuple(Card.of(suit, Rank(r)) for r in range(low, low + length))
    return Meld(kind, points, cards[-1], cards)


def find_melds(mask: int) -> tuple[list[Meld], list[Meld]]:
    """The scoring carrés and the maximal sequences of a hand (these may share cards)."""
    carres = []
    for rank, points in CARRE_VALUES.items():
        cards = tuple(Card.of(s, rank) for s in Suit)
        if all(mask >> c.index & 1 for c in cards):
            carres.append(Meld(MeldKind.CARRE, points, cards[0], cards))
    sequences = [_sequence_meld(*run) for run in _sequence_runs(mask)]
    return carres, sequences


_CARRE_MASKS = tuple(mask_of(Card.of(s, r) for s in Suit) for r in CARRE_VALUES)


def has_meld(mask: int) -> bool:
    """Whether a hand holds any declaration (fast check on the mask)."""
    for suit in range(4):
        bits = (mask >> (suit * RANKS_PER_SUIT)) & SUIT_BITS
        if bits & (bits >> 1) & (bits >> 2):
            return True
    return any(mask & m == m for m in _CARRE_MASKS)


@lru_cache(maxsize=4096)
def best_melds(mask: int, trump: Suit | None) -> tuple[Meld, ...]:
    """The declarations worth most, no card used twice (seed 000): best first."""
    if not has_meld(mask):
        return ()
    carres, _ = find_melds(mask)
    best: tuple[Meld, ...] = ()
    best_key: tuple[int, tuple[int, int, int, int]] = (0, (0, 0, 0, 0))
    for count in range(len(carres) + 1):
        for chosen in combinations(carres, count):
            used = mask_of(c for m in chosen for c in m.cards)
            melds = list(chosen) + [_sequence_meld(*run) for run in _sequence_runs(mask & ~used)]
            if not melds:
                continue
            melds.sort(key=lambda m: m.strength(trump), reverse=True)
            key = (sum(m.points for m in melds), melds[0].strength(trump))
            if key > best_key:
                best, best_key = tuple(melds), key
    return best


def winning_seat(declared: dict[int, tuple[Meld, ...]], order: list[int], trump: Suit | None) -> int | None:
    """The seat holding the best declaration; ties go to the seat first in ``order`` (from the eldest)."""
    best_seat = None
    best_key = None
    for seat in order:
        melds = declared.get(seat)
        if not melds:
            continue
        key = melds[0].strength(trump)
        if best_key is None or key > best_key:
            best_seat, best_key = seat, key
    return best_seat

