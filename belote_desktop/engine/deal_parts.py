"""What a deal is made of, below the deal itself: where it stands (``Phase``), a finished ``Trick`` and an
``Announcement`` made at the table. ``state.DealState`` holds them (and ``state`` names them too); the scorer and
the view read them without importing the state (no import circle)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from .cards import Card
from .declarations import Meld, MeldKind

__all__ = ["Announcement", "Phase", "Trick"]


class Phase(IntEnum):
    """Where a deal stands: the auction, the card play, or over."""

    BIDDING = 0
    PLAY = 1
    DONE = 2



class Trick(NamedTuple):
    """A finished trick: who led it, its cards in play order and who won it."""

    leader: int
    cards: tuple[Card, ...]  # in play order, the first played by ``leader``
    winner: int

    def seat_of(self, position: int, players: int) -> int:
        """The seat that played the card at ``position`` in the trick, with ``players`` at the table."""
        return (self.leader + position) % players


@dataclass(frozen=True)
class Announcement:
    """Something said at the table: 'declare' (melds), 'belote', 'rebelote'."""

    seat: int
    kind: str
    trick: int  # index of the trick it was made in
    melds: tuple[Meld, ...] = ()
    card: Card | None = None
    # melds announced but not shown yet: (kind, points) each; what the others' views hold instead of
    # ``melds`` during the first trick when ``melds_shown_at_second_trick`` (Pilotta)
    unshown: tuple[tuple[MeldKind, int], ...] = ()

    def not_shown(self) -> Announcement:
        """This declaration as heard before it is shown: the kinds and points, no cards."""
        return Announcement(self.seat, self.kind, self.trick, (), None,
                            tuple((meld.kind, meld.points) for meld in self.melds))
