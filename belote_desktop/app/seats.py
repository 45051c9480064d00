"""Who sits at each seat of the table: the player, a friend (at a network table) or a computer, at which level and
pace. One model, keyed by seat, and its one writer: the window's settings, New Game, the welcome, a save put back on
the table and the host's choice of computer players all go through ``SeatModel``.

The levels are spelled once, by ``ai.Level``: ``LEVELS`` (their names, as the settings and the saves write them)
and ``SEARCH_LEVELS`` (those that search, in the worker processes) derive from it. storage's ``BOT_LEVELS`` is the
file formats' list of the same names (storage imports no bot): tests/app/test_seats.py holds it equal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..ai import SEARCH_PARAMS, Level
from ..engine import Ruleset
from ..engine.seating import Seating
from ..storage.settings import Settings

LEVELS: tuple[str, ...] = tuple(level.name.lower() for level in Level)  # "beginner" ... "master"
SEARCH_LEVELS: tuple[str, ...] = tuple(level.name.lower() for level in Level if level in SEARCH_PARAMS)
DEFAULT_LEVEL = Level.INTERMEDIATE.name.lower()
DEFAULT_PAUSE_MS = 600  # how long a computer player waits before its move (the settings' bot_pause_ms)

# the host's words for what sits at a seat of a network table (the welcome's seat list: net/host.py)
PEOPLE_KINDS = ("remote", "host")


class SeatModel:
    """The seats of one table, keyed by seat.

    At a local table the computers' levels are chosen by role, the partner's and the opponents' (the settings'
    two levels, New Game's two boxes), and read by seat through the game's seating. At a network table the seats
    are the host's list (``entries``: who joined, left, was replaced or is away) and the computers' levels are
    known only to the host's own window (``set_computer_levels``). ``pause_ms`` is the computers' pace."""

    def __init__(self, human_seat: Callable[[], int], seating: Callable[[], Seating], networked: bool = False) -> None:
        self._human_seat = human_seat
        self._seating = seating
        self.networked = networked  # a network table: people sit at its seats, the host chose its computers
        # the computers' levels by role (partner, opponents); None at a network table: the host's
        self.roles: tuple[str, str] | None = None if networked else (DEFAULT_LEVEL, DEFAULT_LEVEL)
        self.by_seat: dict[int, str] = {}  # a computer's level where it was chosen for its seat (the host's)
        self.pause_ms = DEFAULT_PAUSE_MS
        self.entries: list[dict[str, Any]] = []  # a network table's seats, as the host tells them

    # -- reading ------------------------------------------------------------------------------------------
    def known_level(self, seat: int) -> str | None:
        """The level of the computer at ``seat`` where this table knows it (a network table: the host's window
        only), else None."""
        human = self._human_seat()
        if seat == human:
            return self.by_seat.get(seat)
        if seat in self.by_seat or self.roles is None:
            return self.by_seat.get(seat)
        partner, opponents = self.roles
        return partner if self._seating().partner_of[human] == seat else opponents

    def level_of(self, seat: int) -> str:
        """The level a computer plays ``seat`` at (Intermediate where nobody chose one)."""
        return self.known_level(seat) or DEFAULT_LEVEL

    def saved_levels(self, players: int) -> list[str | None]:
        """Each seat's computer level as a save keeps it (None for the player's seat)."""
        human = self._human_seat()
        return [None if seat == human else self.level_of(seat) for seat in range(players)]

    def entry(self, seat: int) -> dict[str, Any]:
        """A network table's seat as the host told it (empty where unknown)."""
        return self.entries[seat] if 0 <= seat < len(self.entries) else {}

    def name(self, seat: int) -> str:
        """The name a network table gives ``seat`` ("" for a computer, or unknown)."""
        return str(self.entry(seat).get("name", ""))

    def is_person(self, seat: int) -> bool:
        """A person plays ``seat`` now: at a network table, this window's player or another one connected to
        it (not replaced by the computer, not away). Nobody at a local table."""
        if not self.networked or seat < 0:
            return False
        if seat == self._human_seat():
            return True
        entry = self.entry(seat)
        return (entry.get("kind") in PEOPLE_KINDS and entry.get("connected", True)
                and not entry.get("replaced", False) and not entry.get("away", False))

    # -- writing: the one writer ----------------------------------------------------------------------------
    def use_settings(self, settings: Settings, pause_ms: int | None = None) -> None:
        """The settings' levels (a local table's) and pace (``pause_ms``: another pace than the settings')."""
        self.set_levels(settings.partner_level, settings.opponent_level)
        self.pause_ms = settings.bot_pause_ms if pause_ms is None else pause_ms

    def set_levels(self, partner: str, opponents: str) -> None:
        """The computers' levels at a local table, by role: the player's partner's and the opponents'."""
        if not self.networked:
            self.roles = (partner, opponents)

    def choose_levels(self, settings: Settings, partner: str, opponents: str) -> None:
        """The computers' levels chosen (New Game, the welcome, a save put back): the table's and the settings'."""
        settings.partner_level, settings.opponent_level = partner, opponents
        self.set_levels(partner, opponents)

    def use_saved_levels(self, settings: Settings, rules: Ruleset, levels: Sequence[str | None] | None) -> None:
        """A save's levels (one a seat, None for the player's) become the table's and the settings': the first
        computer of the player's team is the partner, the first of another team the opponents (an older save
        without levels keeps the settings')."""
        if levels is None:
            return
        human = self._human_seat()
        team = rules.team_of(human)
        partner = next((lv for seat, lv in enumerate(levels) if lv and seat != human and rules.team_of(seat) == team),
                       settings.partner_level)
        opponents = next((lv for seat, lv in enumerate(levels) if lv and rules.team_of(seat) != team),
                         settings.opponent_level)
        self.choose_levels(settings, partner, opponents)

    def set_computer_levels(self, levels: Sequence[str], host_seat: int) -> None:
        """The host's choice of a level for each seat (his own window knows them; his seat has none)."""
        self.by_seat = {seat: level for seat, level in enumerate(levels) if seat != host_seat}

    def take_entries(self, entries: Sequence[dict[str, Any]]) -> None:
        """A network table's seats, from its welcome."""
        self.entries = [dict(entry) for entry in entries]

    def seat_event(self, what: str, seat: int, name: str) -> str:
        """A network table's seat changed (``what``: joined, left, replaced, came_back, away, removed); what the
        talk says of it ("back": a player the computer played for while idle, who never left)."""
        if not 0 <= seat < len(self.entries):
            return what
        entry = self.entries[seat]
        talk = "back" if what == "came_back" and entry.get("away") and entry.get("connected", True) else what
        if what in ("joined", "came_back"):
            entry.update(kind="remote", name=name or entry.get("name", ""), connected=True)
            for gone in ("away", "replaced", "removed"):
                entry.pop(gone, None)
        elif what == "left":
            entry["connected"] = False
        elif what in ("replaced", "removed"):
            entry["connected"] = False
            entry["replaced"] = True
            if what == "removed":  # given to the computer for good: its player does not come back
                entry["removed"] = True
        elif what == "away":
            entry["away"] = True
        return talk
