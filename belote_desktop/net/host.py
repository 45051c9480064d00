"""The host of a table on the local network: the only judge of the rules.

``HostTable`` (table.py) holds the match and its seats and does no I/O: it admits players to seats, applies actions
(checked against the engine's legal actions and the step the sender saw) and writes each seat's view.
``Host`` is the asyncio server around it: it listens on a loopback or private address only, admits a
client only with the code (entrance.py), limits each client (message size, rate, one connection per seat:
connection.py), and closes a client that breaks the protocol, its seat going at once to a computer player, never
the table (seating.py). Computer players choose through ``ai.choose_action`` from their own seat's view, in a worker
thread, so the loop never blocks (computer.py). Every wait has a time limit (host_settings.py); the server stops
when the match ends, when it is closed, or after an idle limit (idle.py).

Run headless (for tests, or to keep a table running)::

    python -m belote_desktop.net.host --variant classic --code 4KX9TQ --port 0 --seats you,open,computer,open
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import signal
import sys
import time
from collections.abc import Callable
from typing import IO, Any

from ..ai import Level
from ..engine import Action, MatchState, find_variant
from . import discovery, protocol, seal, wire
from .asking import NOT_LET_IN
from .computer import ComputerMoves
from .connection import SEND_TIMEOUT, Connection
from .entrance import Entrance
from .gate import ip_of, is_local_address
from .host_settings import DEFAULT_ADDRESS, HostSettings
from .idle import IdleWatch
from .outbox import Outbox
from .protocol import PROTOCOL_VERSION, ProtocolError
from .seating import SEAT_ELSEWHERE, Seating
from .table import (
    SEAT_WORD,
    TAKE_BACK_OFF,
    TAKE_BACK_USED,
    HostTable,
    NameTaken,
    TableFull,
    copy_seats,
    resume_copy,
    secret_seed,
    table_rules,
)

# what the window and the tools read here, beside the server: the table's names (table.py), the settings
__all__ = [
    "CODE_ALPHABET", "CODE_LENGTH", "NOT_LET_IN", "SEAT_ELSEWHERE", "SEAT_WORD", "TAKE_BACK_OFF", "TAKE_BACK_USED", "Host",
    "HostSettings", "HostTable", "NameTaken", "TableFull", "copy_seats", "is_local_address", "main", "new_code",
    "resume_copy", "secret_seed", "table_rules",
]

MAX_LINGERING = 64  # refused connections lingering at once (connection.LINGER_SECONDS); beyond that closed at once
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
# 31^8 = 8.5 x 10^11 codes: a stranger who guesses from ever new IPv6 addresses, as fast as the host reads
# connections (about 500 a second measured), needs about 27 years on average (6 characters: 10 days)
CODE_LENGTH = 8


def new_code(length: int = CODE_LENGTH) -> str:
    """A join code to read out: ``length`` letters and digits that cannot be mistaken for each other."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def _loopback(address: str) -> bool:
    """Whether an address is loopback (a table there answers this machine only)."""
    ip = ip_of(address)
    return ip is not None and ip.is_loopback


class Host:
    """The server of one table. ``await host.start()`` listens (returns the address and port);
    ``await host.serve()`` plays the match to its end; ``await host.close()`` ends the table. ``on_event`` hears
    the host's events (the window, or the headless host's lines); ``trace``: a file for every message sent and the
    true cards after each step (tests)."""

    def __init__(self, table: HostTable, code: str, settings: HostSettings = HostSettings(), *,
                 on_event: Callable[[dict[str, Any]], None] | None = None, trace: IO[str] | None = None) -> None:
        self.settings = settings = settings.checked(code)
        self.table = table
        self.name = settings.name
        self.code = code  # the password of the key exchange (channel.py): never sent, never received
        self.address = settings.address
        self.port = settings.port
        self.start_timeout = settings.start_timeout  # 0 once the host's player starts the match
        self.clients: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}  # the seated connections (seating.py seats and unseats them)
        self.entrance = Entrance(code, settings.allow_public, settings.rate)  # the code, the gate, the pending room
        self.out = Outbox(table, self.by_seat, on_event or (lambda _event: None), trace, settings.copy_key)
        self.changed = asyncio.Event()  # wakes the match's loop
        self.idle = IdleWatch(table, self.out, settings.idle_limit, self.changed)
        self.seating = Seating(table, self.out, self.idle, settings, lambda: self.closing)
        self.computer = ComputerMoves(settings.bot_delay)
        self.discovery: asyncio.DatagramTransport | None = None
        self.server: asyncio.AbstractServer | None = None
        self.extra_servers: list[asyncio.AbstractServer] = []  # 127.0.0.1 beside a non-loopback address
        self.closing = False
        self.finished = asyncio.Event()
        self._tasks: set[asyncio.Task[Any]] = set()
        self.lingering = 0
        self.undone_steps: set[int] = set()  # steps of this deal undone by a take back (a late act there is dropped)

    # -- life
    async def start(self) -> tuple[str, int]:
        self.server = await asyncio.start_server(
            self._handle, self.address, self.port, limit=protocol.MAX_FRAME, reuse_address=True)
        sock = self.server.sockets[0].getsockname()
        self.port = int(sock[1])
        if self.address != "0.0.0.0" and not _loopback(self.address) and self.address != "localhost":
            # a table on one private address (or IPv6's "::", IPv6 only in asyncio) is also reachable at
            # 127.0.0.1 on the same port: the window's own player joins through loopback
            try:
                self.extra_servers.append(await asyncio.start_server(
                    self._handle, "127.0.0.1", self.port, limit=protocol.MAX_FRAME, reuse_address=True))
            except OSError as error:
                self.out.emit({"event": "no_loopback", "detail": f"not reachable at 127.0.0.1: {error}"})
        found_at = await self._start_discovery()
        self.out.emit({"event": "listening", "address": str(sock[0]), "port": self.port,
                       "version": PROTOCOL_VERSION, "game": self.table.rules.id, "discovery_port": found_at})
        return str(sock[0]), self.port

    async def _start_discovery(self) -> int:
        """Answer the local network's probes (discovery.py) while the table is open: the UDP port, 0 if off.
        A table on a loopback address answers this machine only; any other listens for the broadcasts."""
        port = self.settings.discovery_port
        if not port:
            return 0
        loopback = _loopback(self.address) or self.address == "localhost"
        address = ("::1" if ":" in self.address else "127.0.0.1") if loopback else (
            "::" if ":" in self.address else "0.0.0.0")
        try:
            self.discovery, _ = await discovery.start_responder(
                self.describe, address, port, lambda peer: self.settings.allow_public or is_local_address(peer))
        except OSError as error:  # the port is taken: the table can still be joined by its address
            self.out.emit({"event": "discovery_off", "detail": f"no answers to the network's probes: {error}"})
            return 0
        return port

    def describe(self) -> dict[str, Any] | None:
        """The table as a probe's answer tells it (None once it is closing or over): no code, no card."""
        if self.closing or self.table.over:
            return None
        seats = [i for i, s in enumerate(self.table.seats) if s.kind == "open" and not s.connected]
        host = next((s.name for s in self.table.seats if s.kind == "host"), "") or self.settings.player_name
        return discovery.table_answer(self.name, self.table.rules.id, self.port, seats, host)

    async def serve(self) -> None:
        """Wait for the players (start_timeout at most), play the match, close the table."""
        if self.server is None:
            await self.start()
        try:
            await self._play()
        except Exception as error:  # a bug ends the table cleanly: the clients are told, it closes
            self.out.emit({"event": "error", "detail": f"{type(error).__name__}: {str(error)[:200]}"})
        finally:
            await self.close("over" if self.table.over else "closed")

    def start_now(self) -> None:
        """Start the match without waiting for more players: the computer takes the open seats still empty."""
        self.start_timeout = 0.0
        self.changed.set()

    @property
    def host_seat(self) -> int:
        """The host's own seat, -1 if he has none."""
        return next((i for i, s in enumerate(self.table.seats) if s.kind == "host"), -1)

    def play_as_host(self, action: Action) -> None:
        """The host's own move (a table with ``host_is_bot=False``), checked like a client's: ProtocolError
        if it is not his turn or not legal."""
        seat = self.host_seat
        if seat < 0 or self.table.host_is_bot:
            raise ProtocolError("out_of_turn", "the host has no seat of his own to play")
        self._apply(seat, action, self.table.step)

    def answer_seat_request(self, request: int, yes: bool, not_this_match: bool = False) -> None:
        """The host's player's answer to a ``seat_request`` (an answer to a question over is ignored);
        ``not_this_match``: no, and that player's later requests are refused at once for the rest of the match."""
        self.seating.questions.answer(request, "never" if not_this_match else "yes" if yes else "no")

    def remove_seat(self, seat: int) -> None:
        """The host gives ``seat`` to the computer for good: its player's connection is closed (``refused``
        ``removed``), its token revoked; everyone is told (``removed``)."""
        self.seating.remove(seat)

    async def close(self, why: str = "closed") -> None:
        """End the table: every client is told, its connection closed; the server stops listening."""
        if self.closing:
            await self.finished.wait()
            return
        self.closing = True
        self.changed.set()
        if self.table.started:
            self.out.send_copies()  # the copy to resume from if this table is not played to its end
        self._tell_closed()
        self._stop_listening()
        pending = [t for t in self._tasks if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=3.0)
            for task in pending:
                task.cancel()
        for client in list(self.clients):
            client.writer.close()
        self.computer.shutdown()
        self.out.emit({"event": "closed", "why": why, "scores": list(self.table.match.scores),
                       "winner": self.table.match.winner if self.table.over else -1})
        self.finished.set()

    def _tell_closed(self) -> None:
        """Every client told the table is closed, its connection finished."""
        for client in list(self.clients):
            # closed gently (``_let_go``): its last lines unread here would reset the connection, and the player
            # could lose the closing word and the copy to resume from before reading them
            client.linger = True
            if client.channel is None:  # still in its key exchange: a refusal, in the clear, as any before it
                self.out.send(client, protocol.refused("table_full", "the table is closed"))
            else:
                self.out.send(client, protocol.event("closed", client.seat))
            client.finish()

    def _stop_listening(self) -> None:
        """The servers and the answers to the network's probes closed."""
        if self.server is not None:
            self.server.close()
        for server in self.extra_servers:
            server.close()
        if self.discovery is not None:
            self.discovery.close()

    # -- the match
    async def _play(self) -> None:
        table = self.table
        await self._wait_for_players()
        if self.closing:
            return
        table.started = True
        self.idle.progress()
        self.out.emit({"event": "started", "seats": table.seat_list()})
        self.out.trace_truth()
        self.out.send_views()
        idle_timeout = self.settings.idle_timeout
        while not table.over and not self.closing:
            if time.monotonic() - self.idle.last_progress > idle_timeout:
                self.out.emit({"event": "idle", "seconds": idle_timeout})
                return
            seat = table.to_move()
            if not table.ready_wanted and table.computer_plays(seat):
                if not await self._computer_move(seat):
                    return
            else:
                self.idle.check(sorted(table.ready_wanted) or [seat])
                await self._changed_within(0.5)

    async def _wait_for_players(self) -> None:
        """Until the open seats are taken, ``start_timeout`` at most (the match starts now: at once)."""
        began = time.monotonic()
        while self.table.waiting_for_players() and not self.closing:
            left = began + self.start_timeout - time.monotonic()
            if left <= 0:
                break
            await self._changed_within(min(left, 1.0))

    async def _changed_within(self, seconds: float) -> None:
        """Wait until the table changes, ``seconds`` at most."""
        self.changed.clear()
        try:
            await asyncio.wait_for(self.changed.wait(), timeout=seconds)
        except TimeoutError:
            pass

    async def _computer_move(self, seat: int) -> bool:
        """The computer's move at ``seat``, applied unless the table changed meanwhile (the player came back, a
        move was taken back); False when the table ends (the computer took too long, or the table closed)."""
        table = self.table
        step, changes = table.step, table.changes
        try:
            action = await self.computer.move(table, seat, table.match.view_for(seat), len(table.match.finished))
        except TimeoutError:
            self.out.emit({"event": "error", "detail": f"the computer at seat {seat} took too long"})
            return False
        except asyncio.CancelledError:
            # close() shut the thinking thread down and cancelled this choice: the table ends quietly.
            # A cancellation of this task itself (not of the choice) goes on up.
            task = asyncio.current_task()
            if self.closing and (task is None or not task.cancelling()):
                return False
            raise
        if not (self.closing or table.changes != changes or not table.computer_plays(seat)):
            self._apply(seat, action, step, by_computer=True)
        return True

    def _ready(self, seat: int, step: int) -> None:
        if self.table.ready(seat, step):
            self.out.broadcast(self.out.waiting())
            self.idle.progress()

    def _apply(self, seat: int, action: Action, step: int, by_computer: bool = False) -> None:
        events = self.table.apply(seat, action, step, by_computer)
        self.idle.progress()
        self.out.trace_truth()
        # the action and a deal's end (and whom the next deal waits for), then every seat's view, then the
        # match's end: a client that stops at match_over has already read the match's final view (its last
        # cards and the final scores)
        last = [e for e in events if e["what"] == "match_over"]
        for event in events:
            if event["what"] != "match_over":
                self.out.broadcast(event)
        deal_over = any(e["what"] == "deal_over" for e in events)
        if deal_over and not self.table.over:
            self.out.broadcast(self.out.waiting())
        self.out.send_views()
        if deal_over:
            self.undone_steps.clear()  # no take back reaches into a finished deal
            self.out.send_copies()  # each client's copy of the match, after every deal
        for event in last:
            self.out.broadcast(event)
        self.changed.set()

    def _take_back(self, client: Connection, seat: int, step: int) -> None:
        """A player's take back: done (``took_back`` to all, then every view), or refused to him alone
        (``no_take_back``; his connection stays open: asking a moment too late is no cheat)."""
        table = self.table
        before = table.step
        why = table.take_back(seat, step)
        if why:
            self.out.emit({"event": "no_take_back", "seat": seat, "detail": why})
            self.out.send(client, protocol.event("no_take_back", seat, detail=why))
            return
        self.undone_steps.update(range(table.step + 1, before + 1))
        self.idle.progress()
        self.out.trace_truth()
        self.out.broadcast(protocol.event("took_back", seat, step=table.step))
        self.out.send_views()
        self.changed.set()

    # -- receiving
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        client = Connection(reader, writer)
        task = client.task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        sender = asyncio.create_task(client.write_queue())
        self._tasks.add(sender)
        self.clients.add(client)
        try:
            await self._serve_client(client)
        except asyncio.CancelledError:
            if not client.evicted or task is None:
                raise
            task.uncancel()  # made way for a newer connection: refused, this task goes on to close it
            self._refuse(client, "table_full", "too many connections")
        except ProtocolError as error:
            self._refuse(client, error.reason, error.detail)
        except (OSError, ConnectionError, asyncio.IncompleteReadError):
            pass
        except Exception as error:  # a bug must close this client only, never the table
            self.out.emit({"event": "error", "detail": f"{type(error).__name__}: {str(error)[:200]}"})
            self._refuse(client, "bad_message", "the host could not read this")
        finally:
            await self._let_go(client, sender)
            if task is not None:
                self._tasks.discard(task)

    async def _let_go(self, client: Connection, sender: asyncio.Task[None]) -> None:
        """A connection's end: out of the pending room and its seat, what is queued sent (SEND_TIMEOUT at most),
        a refused one, or one the closing table told, closed gently (MAX_LINGERING at once), then closed."""
        self.entrance.pending.remove(client)
        self.seating.unseat(client)
        client.finish()
        self.clients.discard(client)
        try:
            await asyncio.wait_for(sender, SEND_TIMEOUT)
        except (TimeoutError, asyncio.CancelledError, OSError):
            pass
        if client.linger and not client.writer.is_closing() and self.lingering < MAX_LINGERING:
            self.lingering += 1
            try:
                await client.close_gently()
            finally:
                self.lingering -= 1
        client.writer.close()
        self._tasks.discard(sender)

    def short_words(self) -> dict[int, str]:
        """The short words of each seated connection (its seat: the words its player's window shows too)."""
        return {seat: client.short_words for seat, client in self.by_seat.items()}

    def _refuse(self, client: Connection, reason: str, detail: str) -> None:
        self.out.emit({"event": "refused", "reason": reason, "detail": detail, "seat": client.seat,
                       "name": client.name})
        client.linger = True
        self.out.send(client, protocol.refused(reason, detail))

    async def _serve_client(self, client: Connection) -> None:
        if self.closing:
            raise ProtocolError("table_full", "the table is closed")
        self.entrance.admit(client)
        await self.entrance.secure(client)  # the key exchange: the right code, or refused (and counted)
        self.entrance.pending.remove(client)  # the code proved: out of the pending room, never pushed out now
        message = await self.entrance.hello(client)
        if self.table.over:
            raise ProtocolError("table_full", "the match is over")
        seat, what, token = await self.seating.take(client, message)
        self.seating.welcome(client, seat, what, token)
        await self._serve_seated(client, seat)

    async def _serve_seated(self, client: Connection, seat: int) -> None:
        """A seated client's lines until it leaves, falls silent or the table closes."""
        while not client.closed:
            message = protocol.decode_client(await client.read(self.settings.silence_timeout, self.settings.rate))
            if client.seat != seat or client.closed:
                return  # the table closed
            if isinstance(message, protocol.Ping):
                self.out.send(client, protocol.PONG)
            elif isinstance(message, protocol.Leave):
                return
            elif isinstance(message, protocol.Hello):
                raise ProtocolError("bad_message", "hello twice")
            elif isinstance(message, protocol.TakeBack):
                self._take_back(client, seat, message.step)
            elif isinstance(message, protocol.Ready):
                self._ready(seat, message.step)
            elif isinstance(message, protocol.Back):
                self.idle.back(client, seat)
            else:
                self._act(client, seat, message)

    def _act(self, client: Connection, seat: int, message: protocol.Act) -> None:
        """A seated client's move: applied, or dropped where it was sent before its player saw the table
        change (a take back, the next deal, a move the computer made for him while he was away)."""
        try:
            action = wire.action_from_json(message.action, self.table.rules)
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)) from None
        if message.step in self.undone_steps and message.step != self.table.step:
            # sent before its player saw a take back undo that step: dropped, not a cheat
            self.out.emit({"event": "dropped", "seat": seat, "step": message.step})
            return
        was_away = self.table.seats[seat].away
        self.idle.back(client, seat)  # a move from an away player: he is back
        if self.table.ready_wanted or (was_away and (
                message.step != self.table.step or self.table.to_move() != seat)):
            # before the next deal began (his window was a moment ahead), or a move the computer made
            # for him meanwhile: dropped, not a cheat
            self.out.emit({"event": "dropped", "seat": seat, "step": message.step})
            if self.table.ready_wanted:
                self.out.send(client, self.out.waiting())
            return
        self._apply(seat, action, message.step)
        client.refund()  # a move the table took is paced by the table, not a flood

# -- the headless host ---------------------------------------------------------------------------------
SEAT_WORDS = {"you": "host", "open": "open", "computer": "computer"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m belote_desktop.net.host",
        description="A headless table on the local network: prints one JSON line per event, the first "
        '{"event": "listening", "address": ..., "port": ...}. The seat "you" is played by the host\'s own '
        "computer player at --level (there is no screen here); open seats wait for players (computer players "
        "fill those still empty after --start-timeout); computer seats are played by the computer.")
    parser.add_argument("--variant", default="classic", help="the game (a preset id, e.g. classic, coinche)")
    parser.add_argument("--code", required=True, help="the join code the players must give")
    parser.add_argument("--port", type=int, default=0, help="the port (0: any free port)")
    parser.add_argument("--seats", required=True, help="one word a seat, in play order: you, open or computer")
    parser.add_argument("--level", default="intermediate", help="the computer players' level")
    parser.add_argument("--levels", default=None,
                        help="one level a seat, in play order (L0,L1,L2,L3), instead of --level: each seat's computer "
                        "player (a computer seat, or an open seat the computer takes over)")
    parser.add_argument("--seed", default=None,
                        help="the match's seed (default: a secret of 128 bits; whoever knows the seed knows every card)")
    parser.add_argument("--target", type=int, default=None, help="the score that ends the match")
    parser.add_argument("--address", default=DEFAULT_ADDRESS, help="the address to listen on (loopback by default)")
    parser.add_argument("--allow-public", action="store_true",
                        help="listen on an address outside the private ranges (not advised)")
    parser.add_argument("--trace", default=None,
                        help="a file for every message sent and the true cards after each step (tests)")
    parser.add_argument("--idle-timeout", type=float, default=600.0,
                        help="seconds without a move before the table closes itself")
    parser.add_argument("--start-timeout", type=float, default=60.0,
                        help="seconds to wait for the open seats to fill before the computer takes them")
    parser.add_argument("--bot-delay", type=float, default=0.0, help="seconds a computer player waits before a move")
    parser.add_argument("--key-file", default=None,
                        help="the host's key (made if the file is missing): each client is sent a copy of the match "
                        "sealed with it after every deal; without it, no copies")
    parser.add_argument("--resume-copy", default=None,
                        help="play on the match of a client's sealed copy (needs the --key-file that sealed it; "
                        "--variant and --target are then the copy's)")
    parser.add_argument("--name", default="Belote", help="the table's name, as players looking for tables see it")
    parser.add_argument("--take-back", default="trick", choices=protocol.TAKE_BACK_RULES,
                        help="the table's take-back rule: off, trick (each player once a trick: the default) or free "
                        "(whenever only the computer moved since)")
    parser.add_argument("--discovery-port", type=int, default=discovery.DISCOVERY_PORT,
                        help="the UDP port where the table answers the local network's probes (0: it does not)")
    parser.add_argument("--idle-limit", type=float, default=0.0,
                        help="seconds a player may keep the table waiting (his move, or the next deal) before he is "
                        "warned and the computer plays for him until he is back (0: no limit)")
    parser.add_argument("--mid-match", default="refuse", choices=("refuse", "allow"),
                        help="a seat nobody took before the start, asked for once the match has begun: refused (the "
                        "default: a headless host has nobody to ask) or allowed")
    return parser


def _resumed(path: str, key: bytes | None) -> tuple[MatchState, list[dict[str, Any]]]:
    """The match of the sealed copy at ``path`` and its seats (``--resume-copy``); ValueError if it cannot be."""
    if key is None:
        raise ValueError("--resume-copy needs the --key-file that sealed the copy")
    try:
        with open(path, "rb") as copy_file:
            sealed = copy_file.read(seal.MAX_SEALED + 1)
    except OSError as error:
        raise ValueError(f"cannot read the copy: {error}") from None
    return resume_copy(sealed, key), copy_seats(sealed, key)


def _seat_words(seats: str) -> list[str]:
    """``--seats``' words: you, open or computer, one a seat."""
    words = [w.strip().lower() for w in seats.split(",")]
    if any(w not in SEAT_WORDS for w in words):
        raise ValueError(f"--seats takes you, open or computer, not {seats!r}")
    return words


def _levels_of(one: str, each: str | None, seats: int) -> Level | list[Level]:
    """``--level``, or ``--levels``' one level a seat."""
    level: Level | list[Level] = Level.parse(one)
    if each is not None:
        level = [Level.parse(word) for word in each.split(",")]
        if len(level) != seats:
            raise ValueError(f"--levels takes one level a seat ({seats}), not {each!r}")
    return level


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        key = seal.load_or_create_key(args.key_file) if args.key_file else None
        resumed: MatchState | None = None
        seats_kept: list[dict[str, Any]] = []
        if args.resume_copy:
            resumed, seats_kept = _resumed(args.resume_copy, key)
            rules = resumed.rules
        else:
            rules = find_variant(args.variant)
            if args.target is not None:
                rules = rules.with_overrides({"target_score": args.target})
        words = _seat_words(args.seats)
        level = _levels_of(args.level, args.levels, len(words))
        seed: int | str | None = None  # a secret (secret_seed), for a resumed table's computer players too
        if resumed is None and args.seed is not None:
            seed = int(args.seed) if args.seed.isdigit() else args.seed
        table = HostTable(rules, [SEAT_WORDS[w] for w in words], level, seed, match=resumed,
                          take_back=args.take_back)
        if resumed is not None:
            table.restore_seats(seats_kept)  # the players come back to their seats with their tokens
    except (KeyError, ValueError) as error:  # SealError and RecordError are ValueErrors
        print(json.dumps({"event": "error", "detail": str(error)}), flush=True)
        return 2
    if resumed is not None:
        print(json.dumps({"event": "resumed", "step": table.step, "deal_number": resumed.deal_number,
                          "scores": list(resumed.scores), "variant": rules.id}), flush=True)

    def emit(event: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(event, separators=(",", ":")) + "\n")
        sys.stdout.flush()

    async def run() -> int:
        trace = open(args.trace, "w", encoding="utf-8") if args.trace else None  # noqa: SIM115
        try:
            settings = HostSettings(
                args.address, args.port, args.allow_public, args.name, discovery_port=args.discovery_port,
                mid_match=args.mid_match, copy_key=key, idle_timeout=args.idle_timeout,
                start_timeout=args.start_timeout, bot_delay=args.bot_delay, idle_limit=args.idle_limit)
            host = Host(table, args.code, settings, on_event=emit, trace=trace)
            await host.start()
            loop = asyncio.get_running_loop()
            for signum in (signal.SIGTERM, signal.SIGINT):
                try:  # the clients are told the table closes
                    loop.add_signal_handler(signum, lambda: asyncio.ensure_future(host.close("stopped")))
                except (NotImplementedError, RuntimeError):  # Windows
                    pass
            await host.serve()
            return 0 if table.over else 1
        finally:
            if trace is not None:
                trace.close()

    try:
        return asyncio.run(run())
    except ValueError as error:
        emit({"event": "error", "detail": str(error)})
        return 2
    except OSError as error:
        emit({"event": "error", "detail": f"cannot listen: {error}"})
        return 2
    except KeyboardInterrupt:
        return 1


if __name__ == "__main__":
    sys.exit(main())
