"""Seating: who plays with whom. The one place that knows teams and partners.

Seats are numbered in play order. Four players in partnerships sit in pairs face to face (seats 0+2
and 1+3); otherwise every player is alone and is its own team.

>>> pairs = Seating.of(4, True)
>>> pairs.teams, pairs.partner_of[1], pairs.team_count
(((0, 2), (1, 3)), 3, 2)
>>> alone = Seating.of(3, True)
>>> alone.partner_of, alone.teams
((None, None, None), ((0,), (1,), (2,)))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Seating:
    players: int
    partnerships: bool  # whether seats play in pairs (only an even table of four or more does)
    team_of: tuple[int, ...]  # per seat
    partner_of: tuple[int | None, ...]  # per seat: the partner's seat, None when alone
    teams: tuple[tuple[int, ...], ...]  # per team: its seats in play order
    partner_offset: int | None  # the partner sits this many places later in play order (every seat); None: alone

    @staticmethod
    @cache
    def of(players: int, partnerships: bool) -> Seating:
        """The seating of ``players`` seats, in pairs face to face when ``partnerships`` allows it."""
        pairs = partnerships and players >= 4 and players % 2 == 0
        count = players // 2 if pairs else players
        team_of = tuple(seat % count for seat in range(players))
        partner_of = _partners(players, count) if pairs else (None,) * players
        teams = tuple(tuple(s for s in range(players) if team_of[s] == t) for t in range(count))
        return Seating(players, pairs, team_of, partner_of, teams, count if pairs else None)

    @property
    def team_count(self) -> int:
        return len(self.teams)

    def seats_of(self, team: int) -> tuple[int, ...]:
        return self.teams[team]

    def same_team(self, a: int, b: int) -> bool:
        return self.team_of[a] == self.team_of[b]

    def opponents_of(self, seat: int) -> tuple[int, ...]:
        """Every seat of another team, in play order."""
        mine = self.team_of[seat]
        return tuple(s for s in range(self.players) if self.team_of[s] != mine)

    def partner_holds_trick(self, winner: int, seat: int) -> bool:
        """Whether the trick is held by ``seat``'s partner (never when ``seat`` plays alone)."""
        return winner >= 0 and self.partner_of[seat] == winner

    def partner_index(self) -> tuple[int, ...]:
        """``partner_of`` with -1 for "alone": for the bots' integer tables."""
        return tuple(-1 if p is None else p for p in self.partner_of)


def _partners(players: int, offset: int) -> tuple[int | None, ...]:
    """Per seat: the partner's seat, ``offset`` places later in play order."""
    return tuple((seat + offset) % players for seat in range(players))
