"""A client of a table on the local network, and a scripted one that plays its seat with a bot.

``Client`` connects, says hello, reads the host's messages (each checked by ``protocol`` and, for a view or
an action, by ``wire`` with the table's rules) and sends its seat's actions. ``ScriptedClient`` plays its
seat with ``ai.choose_action`` at a level from the views it receives: what the tests' players do.

    python -m belote_desktop.net.client --address 127.0.0.1 --port 40123 --code 4KX9TQ --name Ana

prints one JSON line per message received and exits 0 when the match ends or the table closes, 2 when the
host refuses it, 1 when the connection is lost.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
from pathlib import Path
from collections.abc import Callable, Sequence
from typing import Any

from ..ai import Level, choose_action
from ..engine import Action, DealState, IllegalActionError, PlayerView, Ruleset, new_deal
from ..engine.actions import Declare, PlayCard
from . import channel, protocol, wire
from .mirror import PastThrownIn, thrown_in_deal
from .protocol import PROTOCOL_VERSION, ProtocolError

CONNECT_TIMEOUT = 10.0
SEAT_QUESTION_WAIT = 90.0  # seconds to wait for the welcome once the host said it asks its player (host: 60 s)
PING_EVERY = 10.0  # seconds between pings: the host closes a seat silent for 30 s (a lost connection)
RECEIVE_TIMEOUT = 600.0  # seconds without a word from the host before the client gives up


class Refused(Exception):
    """The host refused this client (``reason`` is one of protocol.REFUSALS)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class Client:
    """One seat's connection. ``await connect()`` returns the welcome (raises Refused); then ``receive()``
    gives each message, ``act(action)`` plays, ``leave()`` and ``close()`` end it."""

    def __init__(
        self, address: str, port: int, code: str, name: str, seat: int | None = None, *,
        version: int = PROTOCOL_VERSION, token: str | None = None,
    ) -> None:
        self.address = address
        self.port = port
        self.code = code  # the key exchange's password (channel.py): never sent
        self.name = name
        self.wanted_seat = seat
        self.version = version
        # the seat's token: given (to come back to a seat of this table) or received in the welcome; the player's
        # own key to his seat, kept with his copy of the table and sent to no one but this table's host
        self.token = token
        self.take_back_rule = ""  # the table's (the welcome's): off, trick or free
        self.idle_limit = 0  # the table's (the welcome's): seconds before the computer plays for an idle player
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.seat = -1
        self.seats: list[dict[str, Any]] = []
        self.rules: Ruleset | None = None
        self.step = -1  # the step of the last view received
        self.view: PlayerView | None = None  # the last view received
        self.scores: list[int] = []
        self.deal_number = 0
        self.copy: bytes | None = None  # the host's last sealed copy of the match (only the host can open it)
        self.copy_step = -1
        self.last_action: tuple[int, Action] | None = None  # the last action event received: (seat, action)
        self._lock = asyncio.Lock()
        self._pinger: asyncio.Task[None] | None = None
        self.channel: channel.Channel | None = None  # once the key exchange is done: every line encrypted
        # the words (and the number) the host's window shows for this connection too, once secured: for friends
        # who want to compare (the same on both sides only if nobody sits between them)
        self.short_words: str | None = None
        self.short_number: str | None = None
        # a ``wait`` before the welcome (the host asks its player to let this one sit down mid-match): told here
        self.on_wait: Callable[[dict[str, Any]], None] = lambda _message: None
        # say ``ready`` at once when the next deal's view comes and the table waits for this seat (scripted
        # players; a window sends it when its player asks for the next deal)
        self.auto_ready = False
        self.waiting_for: list[int] = []  # the seats the table waits for before the next deal (the last waiting)

    async def connect(self, timeout: float = CONNECT_TIMEOUT) -> dict[str, Any]:
        """Connect and say hello: the welcome; Refused, ConnectionError, TimeoutError or ProtocolError
        otherwise (the connection then closed)."""
        self.reader, self.writer = await asyncio.wait_for(
            asyncio.open_connection(self.address, self.port, limit=protocol.MAX_FRAME), timeout)
        try:
            await self._secure(timeout)
            await self.send(protocol.hello(self.name, self.wanted_seat, self.version, self.token))
            message = await self.receive(timeout)
            if message is not None and message["type"] == "wait":  # the host asks its player: a while longer
                self.on_wait(message)
                message = await self.receive(max(timeout, SEAT_QUESTION_WAIT))
            if message is None:
                raise ConnectionError("the host closed the connection")
            if message["type"] == "refused":
                raise Refused(message["reason"], message["detail"])
            if message["type"] != "welcome":
                raise ProtocolError("bad_message", "no welcome")
        except BaseException:
            await self.close()
            raise
        self._pinger = asyncio.create_task(self._ping_loop())
        return message

    async def _secure(self, timeout: float) -> None:
        """The key exchange over the code (channel.py): Refused ``bad_code`` when the host finds the code wrong,
        or when the host does not prove it knows the code (not the real table); the code is never sent."""
        assert self.reader is not None and self.writer is not None
        shake = channel.Handshake(self.code, guest=True)
        self.writer.write(protocol.encode(protocol.pake(self.version, shake.message)))
        reply = await self._handshake_line(timeout)
        if not isinstance(reply, protocol.Pake):
            raise ProtocolError("bad_message", "no key exchange from the host")
        try:
            keys = shake.finish(reply.message, reply.table)
        except channel.ChannelError as error:
            raise ProtocolError("bad_message", str(error)) from None
        self.writer.write(protocol.encode(protocol.confirm(keys.confirmation)))
        proof = await self._handshake_line(timeout)
        if not isinstance(proof, protocol.Confirm) or not keys.check_host(proof.mac):
            raise Refused("bad_code", "this table does not know the code: not the table you were given")
        self.channel = keys.channel()
        self.short_words, self.short_number = keys.short_words, keys.short_number

    async def _handshake_line(self, timeout: float) -> protocol.Pake | protocol.Confirm:
        assert self.reader is not None and self.writer is not None
        await asyncio.wait_for(self.writer.drain(), CONNECT_TIMEOUT)
        try:
            line = await asyncio.wait_for(self.reader.readuntil(b"\n"), timeout)
        except asyncio.IncompleteReadError:
            raise ConnectionError("the host closed the connection") from None
        except asyncio.LimitOverrunError:
            raise ProtocolError("too_large", "a line from the host is too long") from None
        message = protocol.decode_handshake(line, from_host=True)
        if isinstance(message, dict):  # refused before the channel: too many connections, old version, bad code
            raise Refused(message["reason"], message["detail"])
        return message

    async def _ping_loop(self) -> None:
        """Tell the host this seat is still here while the client waits for its turn."""
        try:
            while self.writer is not None:
                await asyncio.sleep(PING_EVERY)
                await self.ping()
        except (OSError, ConnectionError, TimeoutError, AssertionError):
            pass

    async def send(self, message: dict[str, Any]) -> None:
        async with self._lock:
            assert self.writer is not None, "not connected"
            line = protocol.encode(message)
            self.writer.write(self.channel.seal(line) if self.channel is not None else line)
            await asyncio.wait_for(self.writer.drain(), CONNECT_TIMEOUT)

    async def receive(self, timeout: float = RECEIVE_TIMEOUT) -> dict[str, Any] | None:
        """The host's next message, checked (None when the host has closed the connection). A view
        message gains ``"parsed"``: the PlayerView; an action event ``"parsed"``: the Action."""
        assert self.reader is not None, "not connected"
        try:
            line = await asyncio.wait_for(self.reader.readuntil(b"\n"), timeout)
        except asyncio.IncompleteReadError:
            return None
        except asyncio.LimitOverrunError:
            raise ProtocolError("too_large", "a line from the host is too long") from None
        message = protocol.decode_server(self._opened(line), self.rules)
        kind = message["type"]
        if kind == "view":
            await self._take_view(message)
        elif kind == "event":
            self._take_event(message)
        elif kind == "welcome":
            self._take_welcome(message)
        elif kind == "copy":
            self.copy, self.copy_step = protocol.copy_bytes(message), message["step"]
            message["parsed"] = self.copy
        elif kind == "past_deals":
            message["parsed"] = [self.past_deal(entry) for entry in message["deals"]]
        return message

    def _opened(self, line: bytes) -> bytes:
        """A line from the host, opened with the channel's keys once there is a channel."""
        if self.channel is None:
            return line
        try:
            return self.channel.open(line)
        except channel.ChannelError as error:
            raise ProtocolError("bad_message", str(error)) from None

    def _take_welcome(self, message: dict[str, Any]) -> None:
        self.rules = protocol.rules_from_json(message["rules"])
        self.seat = message["seat"]
        self.seats = message["seats"]
        self.token, self.take_back_rule = message["token"], message["take_back"]
        self.idle_limit = message["idle_limit"]
        if len(self.seats) != self.rules.players:
            raise ProtocolError("bad_message", "the seats do not match the game")

    async def _take_view(self, message: dict[str, Any]) -> None:
        rules = self._rules()
        try:
            view = wire.view_from_json(message["view"], rules)
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)) from None
        if view.seat != self.seat:
            raise ProtocolError("bad_message", "a view of another seat")
        self.view, self.step = view, message["step"]
        self.scores, self.deal_number = message["scores"], message["deal_number"]
        message["parsed"] = view
        if self.auto_ready and self.seat in self.waiting_for:  # the next deal's view: ready at its step
            await self.ready()

    def _take_event(self, message: dict[str, Any]) -> None:
        if "action" in message:
            self._take_action(message)
            return
        what = message["what"]
        if what == "while_away":
            try:
                message["parsed"] = [wire.action_from_json(a, self._rules()) for a in message["actions"]]
            except wire.WireError as error:
                raise ProtocolError("bad_message", str(error)) from None
        elif what == "waiting":
            self.waiting_for = list(message["seats"])
        elif what == "deal_over" and self.view is not None and self.last_action is not None:
            self._take_deal_over(message, self.view, self.last_action)

    def _take_action(self, message: dict[str, Any]) -> None:
        try:
            message["parsed"] = wire.action_from_json(message["action"], self._rules())
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)) from None
        if message["what"] == "action":
            self.last_action = (message["seat"], message["parsed"])

    def _take_deal_over(self, message: dict[str, Any], view: PlayerView, last_action: tuple[int, Action]) -> None:
        # the host sends deal_over after the deal's last action and before the next deal's first view:
        # this client's last view is still the one before that last action
        if "deal" in message:
            message["finished"] = self.finished_deal(message, view, last_action)
        else:  # thrown in: its cards stay unseen; what the seat saw of it, and its (empty) result
            message["finished"] = thrown_in_deal(view, last_action)

    def finished_deal(
        self, message: dict[str, Any], final_view: PlayerView, last_action: tuple[int, Action] | None = None,
    ) -> DealState:
        """The real finished deal of a ``deal_over`` carrying its ``deal``: ``new_deal`` of its dealer, deck and
        match scores, then every action of the deal (``final_view``'s history, the last view of that deal
        this seat saw, before the deal's last action, then ``last_action``, the last ``action`` event; by
        default the client's own). ProtocolError if the rebuilt deal disagrees with what this client saw: a
        seat out of turn, an illegal action, a view that is not ``final_view``, a deal not over."""
        rules = self._rules()
        last = last_action if last_action is not None else self.last_action
        if last is None or "deal" not in message:
            raise ProtocolError("bad_message", "a deal_over without its deal, or no action before it")
        deal = _new_finished_deal(message["deal"], rules)
        scores = deal.match_scores
        if self.scores and list(scores) != list(self.scores):
            # the match scores change only when a deal ends: the last view's were those before this deal
            raise ProtocolError("bad_message", "the finished deal's match scores are not those this seat saw")
        history = final_view.history + (last,)
        for index, (seat, action) in enumerate(history):
            if index == len(history) - 1 and deal.view_for(final_view.seat) != final_view:
                raise ProtocolError("bad_message", "the finished deal is not the deal this seat saw")
            deal = _replayed(deal, seat, action)
        if not deal.is_terminal():
            raise ProtocolError("bad_message", "the finished deal is not over")
        return deal

    def past_deal(self, entry: dict[str, Any]) -> Any:
        """One of ``past_deals`` rebuilt: the real DealState of a deal played out (its deck and actions replayed
        by the engine: ProtocolError if they do not make a finished deal), or a ``PastThrownIn``."""
        rules = self._rules()
        try:
            dealer, deck, scores, history = wire.past_deal_from_json(entry, rules)
        except wire.WireError as error:
            raise ProtocolError("bad_message", str(error)[:120]) from None
        if deck is None:
            if not history or any(isinstance(a, (PlayCard, Declare)) for _, a in history):
                raise ProtocolError("bad_message", "a past deal without its cards that was not thrown in")
            return PastThrownIn(rules, dealer, history, scores)
        try:
            deal = _past_replayed(new_deal(rules, dealer, deck=deck, match_scores=scores), history)
        except (IllegalActionError, ValueError) as error:
            raise ProtocolError("bad_message", f"a past deal does not replay: {str(error)[:100]}") from None
        if not deal.is_terminal() or deal.thrown_in:
            raise ProtocolError("bad_message", "a past deal that is not over")
        return deal

    def _rules(self) -> Ruleset:
        if self.rules is None:
            raise ProtocolError("bad_message", "a message before the welcome")
        return self.rules

    def my_turn(self) -> bool:
        """This seat is to move in the last view, and the table is not waiting for anyone to start the deal."""
        view = self.view
        return view is not None and view.current_player == self.seat and bool(view.legal_actions) \
            and not self.waiting_for

    async def act(self, action: Action) -> None:
        """Play ``action`` for this seat at the last view's step."""
        await self.send(protocol.act(wire.action_to_json(action), self.step))

    async def take_back(self) -> None:
        """Ask the host to take back this seat's last move (at the last view's step): the answer is a
        ``took_back`` event and new views, or ``no_take_back`` (this connection stays open)."""
        await self.send(protocol.take_back(self.step))

    async def ready(self) -> None:
        """This seat has seen the deal's end: the next deal may go on (at the last view's step)."""
        await self.send(protocol.ready(self.step))

    async def back(self) -> None:
        """This player is back: the computer stops playing for him (it did while he was idle)."""
        await self.send(protocol.BACK)

    async def ping(self) -> None:
        await self.send({"type": "ping"})

    async def leave(self) -> None:
        try:
            await self.send({"type": "leave"})
        except (OSError, ConnectionError, TimeoutError):
            pass
        await self.close()

    async def close(self) -> None:
        if self._pinger is not None:
            self._pinger.cancel()
            self._pinger = None
        if self.writer is not None:
            self.writer.close()
            try:
                await asyncio.wait_for(self.writer.wait_closed(), 2.0)
            except (OSError, ConnectionError, TimeoutError):
                pass
            self.writer = None


def _new_finished_deal(value: Any, rules: Ruleset) -> DealState:
    """The new deal of a ``deal_over``'s deal (its dealer, deck and match scores); ProtocolError if it is none."""
    try:
        dealer, deck, scores = wire.deal_from_json(value, rules)
        return new_deal(rules, dealer, deck=deck, match_scores=scores)
    except (wire.WireError, ValueError) as error:
        raise ProtocolError("bad_message", f"the finished deal: {str(error)[:120]}") from None


def _replayed(deal: DealState, seat: int, action: Action) -> DealState:
    """``deal`` after ``seat``'s ``action`` (``finished_deal``); ProtocolError out of turn or illegal."""
    if deal.is_terminal() or deal.current_player() != seat:
        raise ProtocolError("bad_message", "the finished deal does not replay: a seat out of turn")
    try:
        return deal.apply(action)
    except (IllegalActionError, ValueError):
        raise ProtocolError("bad_message", "the finished deal does not replay: an illegal action") from None


def _past_replayed(deal: DealState, history: Sequence[tuple[int, Action]]) -> DealState:
    """``deal`` after every action of ``history`` (``past_deal``); ValueError for a seat out of turn."""
    for seat, action in history:
        if deal.is_terminal() or deal.current_player() != seat:
            raise ValueError("a seat out of turn")
        deal = deal.apply(action)
    return deal


class ScriptedClient(Client):
    """A client that plays its seat with the bot of ``level`` from the views it receives, until the match
    ends, the table closes, or it has played ``leave_after_actions`` actions (then it leaves)."""

    def __init__(
        self, address: str, port: int, code: str, name: str, seat: int | None = None, *,
        level: Level | str = Level.INTERMEDIATE, leave_after_actions: int | None = None, seed: int | str = 0,
        on_message: Callable[[dict[str, Any]], None] | None = None, version: int = PROTOCOL_VERSION,
        think: float = 0.0, copy_file: str | Path | None = None, token_file: str | Path | None = None,
    ) -> None:
        self.token_file = Path(token_file) if token_file is not None else None  # the seat's token, kept
        token = None
        if self.token_file is not None and self.token_file.exists():
            token = self.token_file.read_text(encoding="ascii").strip() or None
        super().__init__(address, port, code, name, seat, version=version, token=token)
        self.auto_ready = True  # a scripted player is ready for the next deal at once
        self.copy_file = Path(copy_file) if copy_file is not None else None  # where the latest copy is kept
        self.level = Level.parse(level) if isinstance(level, str) else Level(level)
        self.leave_after_actions = leave_after_actions
        self.rng = random.Random(f"client:{name}:{seed}")
        self.on_message = on_message or (lambda _message: None)
        self.think = think  # seconds to wait before each move, as a person would
        self.actions_sent = 0
        self.outcome = ""  # match_over, closed, left, refused:REASON, lost

    async def run(self, timeout: float = RECEIVE_TIMEOUT) -> int:
        """Play to the end: 0 when the match ends, the table closes or this client leaves as told,
        2 when refused, 1 when the connection is lost or the host breaks the protocol."""
        try:
            welcome = await self.connect()
        except Refused as refused:
            self.on_message({"type": "refused", "reason": refused.reason, "detail": refused.detail})
            self.outcome = f"refused:{refused.reason}"
            return 2
        except (OSError, ConnectionError, TimeoutError, ProtocolError) as error:
            self.on_message({"type": "error", "detail": str(error)})
            self.outcome = "lost"
            return 1
        if self.token_file is not None and self.token is not None:
            _write_atomically(self.token_file, self.token.encode("ascii") + b"\n", 0o600)  # a key: its owner's only
        self.on_message(welcome)
        loop = asyncio.get_running_loop()
        acted_at = -1
        try:
            while True:
                message = await self.receive(timeout)
                if message is None:
                    self.outcome = "lost"
                    return 1
                self.on_message({k: v for k, v in message.items() if k != "parsed"})
                kind = message["type"]
                if kind == "copy" and self.copy_file is not None and self.copy is not None:
                    _write_atomically(self.copy_file, self.copy)
                if kind == "refused":
                    self.outcome = f"refused:{message['reason']}"
                    return 2
                if kind == "event" and message["what"] in ("match_over", "closed"):
                    self.outcome = message["what"]
                    return 0
                if kind in ("view", "event") and self.my_turn() and self.step != acted_at:
                    if self.leave_after_actions is not None and self.actions_sent >= self.leave_after_actions:
                        self.outcome = "left"
                        await self.leave()
                        return 0
                    view = self.view
                    assert view is not None
                    if self.think > 0:
                        await asyncio.sleep(self.think)
                    action = await asyncio.wait_for(
                        loop.run_in_executor(None, choose_action, view, self.level, self.rng), 60.0)
                    acted_at = self.step
                    await self.act(action)
                    self.actions_sent += 1
        except (OSError, ConnectionError, TimeoutError, ProtocolError) as error:
            self.on_message({"type": "error", "detail": str(error)})
            self.outcome = "lost"
            return 1
        finally:
            await self.close()


def _write_atomically(path: Path, data: bytes, mode: int = 0o644) -> None:
    """``path`` holds ``data`` or what it held before, never half of it (``mode``: a new file's permissions)."""
    temporary = path.with_name(path.name + ".part")
    with open(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode), "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m belote_desktop.net.client",
        description="A scripted player: joins a table and plays its seat with a computer player at --level, "
        "printing one JSON line per message received. Exit status: 0 when the match ends or the table "
        "closes (or it left as told), 2 when refused, 1 when the connection is lost.")
    parser.add_argument("--address", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--name", required=True)
    parser.add_argument("--seat", type=int, default=None, help="the seat asked for (default: the first free one)")
    parser.add_argument("--level", default="intermediate")
    parser.add_argument("--leave-after-actions", type=int, default=None,
                        help="leave the table when it is this seat's turn after this many actions")
    parser.add_argument("--copy-file", default=None,
                        help="keep the host's latest sealed copy of the match in this file (the host can resume it)")
    parser.add_argument("--token-file", default=None,
                        help="the seat's token: sent to come back to the seat if the file exists, written from the "
                        "welcome")
    parser.add_argument("--think", type=float, default=0.0, help="seconds to wait before each move")
    parser.add_argument("--version", type=int, default=PROTOCOL_VERSION, help=argparse.SUPPRESS)  # tests
    parser.add_argument("--timeout", type=float, default=RECEIVE_TIMEOUT,
                        help="seconds without a message from the host before giving up")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)

    def emit(message: dict[str, Any]) -> None:
        message = {k: v for k, v in message.items() if k != "finished"}  # the rebuilt DealState: not JSON
        sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
        sys.stdout.flush()

    client = ScriptedClient(
        args.address, args.port, args.code, args.name, args.seat, level=args.level,
        leave_after_actions=args.leave_after_actions, on_message=emit, version=args.version, think=args.think,
        copy_file=args.copy_file, token_file=args.token_file)
    try:
        status = asyncio.run(client.run(args.timeout))
    except KeyboardInterrupt:
        return 1
    emit({"type": "exit", "status": status, "outcome": client.outcome, "actions": client.actions_sent})
    return status


if __name__ == "__main__":
    sys.exit(main())
