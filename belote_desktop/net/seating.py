"""Who sits where at the host's table (host.py): the seat a secured hello takes (a seat nobody took before the
start only with the host's player's yes, once the match has begun: asking.py), the welcome and what the others are
told, a seat's old connection closed when its token comes back on a new one, a player leaving, a seat given to the
computer for good."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from . import asking, protocol, wire
from .asking import NOT_LET_IN, SeatQuestion, SeatQuestions, SeatRefused
from .connection import Connection
from .host_settings import HostSettings
from .idle import IdleWatch
from .outbox import Outbox
from .protocol import ProtocolError
from .table import HostTable, TableFull

MAX_SEAT_QUESTIONS = asking.MAX_OPEN  # such questions open at once; more are refused at once (and how often: asking.py)
SEAT_ELSEWHERE = "this seat came back on another connection"  # the refusal of a seat's old connection
# a seat mid-match without the host's yes: NOT_LET_IN (asking.py, with the other refusals of a request to sit down)
ASKING = "the host is asked to let you sit down"  # the ``wait`` before such a welcome
REMOVED = "the host gave your seat to the computer for the rest of the match"


class Seating:
    """The seated connections (``out.by_seat``) and the seat questions open (``questions``: by number, how often new
    ones may be asked, the players refused for the match). ``closing``: whether the host is closing."""

    def __init__(self, table: HostTable, out: Outbox, idle: IdleWatch, settings: HostSettings,
                 closing: Callable[[], bool]) -> None:
        self.table = table
        self.out = out
        self.idle = idle
        self.settings = settings
        self.closing = closing
        self.questions: SeatQuestions[Connection] = SeatQuestions(open_at_once=MAX_SEAT_QUESTIONS)

    async def take(self, client: Connection, message: protocol.Hello) -> tuple[int, str, str]:
        """The seat the hello joins (the host lets a newcomer in once the match started): (seat, what, token);
        an old connection of that seat still open is closed."""
        try:
            seat, what = self.table.plan_join(message.name, message.seat, message.token)
            if what == "joined" and self.table.started:  # a seat nobody took before the start: the host says
                seat = await self._let_in(client, seat, message.name)
            seat, what, token = self.table.join(message.name, seat if what == "joined" else None, message.token)
        except TableFull as full:
            raise ProtocolError(full.reason, full.detail) from None
        old = self.out.by_seat.pop(seat, None)
        if old is not None:
            # the seat came back with its token while an old connection of it is still open (a network that
            # dropped unnoticed, a second window): the old connection is closed, never the token's owner
            old.seat = -1
            self.out.emit({"event": "superseded", "seat": seat})
            self.out.send(old, protocol.refused("name_taken", SEAT_ELSEWHERE))
            old.finish()
        return seat, what, token

    def welcome(self, client: Connection, seat: int, what: str, token: str) -> None:
        """The newly seated client: the welcome, the deals over so far, the others told, the table's state."""
        table = self.table
        name = table.seats[seat].name  # a seat's name is the one it sat down with
        client.seat, client.name = seat, name
        self.out.by_seat[seat] = client
        self.out.emit({"event": "secured", "seat": seat, "name": name, "short_words": client.short_words,
                       "short_number": client.short_number})
        self.out.send(client, protocol.welcome(seat, table.seat_list(), table.rules, token, table.take_back_rule,
                                               round(self.settings.idle_limit), self.settings.name))
        if table.match.finished:  # joined a match under way: the deals over so far, for its score sheet
            past = protocol.past_deals([wire.past_deal_to_json(d) for d in table.match.finished])
            if past["deals"]:
                self.out.send(client, past)
        self.out.broadcast(protocol.event(what, seat, name=name))
        if table.ready_wanted:  # between two deals: whom the next deal waits for
            self.out.send(client, self.out.waiting())
        if table.started:
            self.out.send(client, table.view_message(seat))
        if what == "came_back":
            table.seats[seat].away = False
            self.idle.tell_what_was_played(client, seat)
        self.idle.progress()

    def unseat(self, client: Connection) -> None:
        """A seated connection's end: its seat goes to the computer (kept for its player's token); the others are
        told, unless the table is closing."""
        seat = client.seat
        if seat < 0 or self.out.by_seat.get(seat) is not client:
            return
        del self.out.by_seat[seat]
        client.seat = -1
        waited = bool(self.table.ready_wanted)
        self.table.leave(seat)
        self.table.seats[seat].away = False  # gone now, not away: he comes back with his token
        if not self.closing():
            self.out.broadcast(protocol.event("left", seat, name=client.name))
            self.out.broadcast(protocol.event("replaced", seat, name=client.name))
            if waited:  # whom the next deal still waits for
                self.out.broadcast(self.out.waiting())
        self.idle.changed.set()

    def remove(self, seat: int) -> None:
        """The host gives ``seat`` to the computer for good: its player's connection is closed (``refused``
        ``removed``), its token revoked; everyone is told (``removed``)."""
        seats = self.table.seats
        if not 0 <= seat < len(seats) or seats[seat].kind == "host" or seats[seat].removed:
            return
        client = self.out.by_seat.pop(seat, None)
        if client is not None:
            client.seat = -1
            self.out.send(client, protocol.refused("removed", REMOVED))
            client.finish()
        name = self.table.remove(seat)
        self.out.broadcast(protocol.event("removed", seat, name=name or None))
        self.idle.progress()

    async def _let_in(self, client: Connection, seat: int, name: str) -> int:
        """A seat nobody took before the start, asked for mid-match: only with the host's player's yes (asked
        with a ``seat_request`` event, ``seat_question_timeout`` seconds at most), the seat asked first when the
        same player asks again (asking.py: one question a player, a few a minute); TableFull otherwise."""
        if self.settings.mid_match == "allow":
            return seat
        if self.settings.mid_match == "refuse":
            raise TableFull(NOT_LET_IN)
        try:
            question, new = self.questions.ask(client, seat, name, client.peer)
        except SeatRefused as refused:
            self.out.emit({"event": "seat_request_refused", "seat": seat, "name": name, "detail": refused.detail})
            raise TableFull(refused.detail) from None
        self.out.send(client, protocol.wait(ASKING))
        if new:
            self.out.emit({"event": "seat_request", "request": question.request, "seat": question.seat, "name": name})
        outcome = "gone"  # (cancelled: the connection or the table went)
        try:
            outcome = await self._answer_for(question, client)
        finally:
            if question.asker is client:  # (a repeat took it over: that connection ends it)
                self.questions.end(question, outcome)
                self.out.emit({"event": "seat_request_over", "request": question.request, "seat": question.seat,
                               "name": question.name, "outcome": outcome})
        if outcome != "yes":
            raise TableFull(asking.OUTCOME_DETAILS.get(outcome, NOT_LET_IN))
        return question.seat

    async def _answer_for(self, question: SeatQuestion[Connection], client: Connection) -> str:
        """The host's answer to ``question`` for ``client`` (asking.ANSWERS), or what ended it first: "superseded"
        (the same player asked again on another connection), "timeout", "gone" (the asker or the table)."""
        while True:
            if question.asker is not client:
                return "superseded"
            if question.answer.done():
                return question.answer.result()
            if time.monotonic() - question.began >= self.settings.seat_question_timeout:
                return "timeout"
            if client.reader.at_eof() or client.closed or self.closing():
                return "gone"
            await asyncio.wait({question.answer}, timeout=0.25)
