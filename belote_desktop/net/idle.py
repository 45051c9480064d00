"""Whom the host's table (host.py) waits for, and since when: the idle clocks that start again at every change of
the table, the warning to a player who keeps it waiting, then the computer playing for him while he is away, and
his coming back, told what it played for him."""

from __future__ import annotations

import asyncio
import time

from . import protocol
from .connection import Connection
from .outbox import Outbox
from .table import HostTable

IDLE_WARNING = 20.0  # seconds before the idle limit that a player is warned (half the limit when it is shorter)


class IdleWatch:
    """The table's idle clocks. ``idle_limit``: the seconds a player may keep the table waiting (his move, or the
    next deal) before he is warned, then the computer plays for him until he is back (0: never); ``changed``: the
    host's event that wakes its loop."""

    def __init__(self, table: HostTable, out: Outbox, idle_limit: float, changed: asyncio.Event) -> None:
        self.table = table
        self.out = out
        self.idle_limit = idle_limit
        self.changed = changed
        self.last_progress = time.monotonic()  # the table's last move (the host closes after its idle timeout)
        self.waiting_since = time.monotonic()  # when the table began waiting for a person (its last progress)
        self.warned: set[int] = set()  # the seats warned since then

    def progress(self) -> None:
        """The table moved (a move, a take back, a player ready, back or seated): the idle clocks start again."""
        self.last_progress = self.waiting_since = time.monotonic()
        self.warned.clear()
        self.changed.set()

    def check(self, waiting_for: list[int]) -> None:
        """Warn the people the table waits for, then let the computer play for them (``idle_limit``)."""
        limit = self.idle_limit
        if limit <= 0:
            return
        idle = time.monotonic() - self.waiting_since
        warning = min(IDLE_WARNING, limit / 2)
        for seat in waiting_for:
            client = self.out.by_seat.get(seat)
            if client is None or not self.table.seats[seat].connected or self.table.seats[seat].away:
                continue
            if idle >= limit:
                self._go_away(seat, client)
            elif idle >= limit - warning and seat not in self.warned:
                self.warned.add(seat)
                left = max(1, round(limit - idle))
                self.out.emit({"event": "idle_warning", "seat": seat, "name": client.name, "seconds": left})
                self.out.send(client, protocol.event("idle_warning", seat, seconds=left))

    def _go_away(self, seat: int, client: Connection) -> None:
        waited = bool(self.table.ready_wanted)
        self.table.seats[seat].away = True
        self.table.ready_wanted.discard(seat)
        self.out.broadcast(protocol.event("away", seat, name=client.name))
        if waited:
            self.out.broadcast(self.out.waiting())
        self.changed.set()

    def back(self, client: Connection, seat: int) -> None:
        """An away player is back: the computer stops playing for him; he hears what it played."""
        s = self.table.seats[seat]
        if not s.away:
            return
        s.away = False
        self.out.broadcast(protocol.event("came_back", seat, name=client.name))
        self.tell_what_was_played(client, seat)
        self.progress()

    def tell_what_was_played(self, client: Connection, seat: int) -> None:
        """A player back hears what the computer played for him meanwhile (``while_away``), if anything."""
        report = self.table.away_report(seat)
        if report is not None:
            self.out.send(client, report)
