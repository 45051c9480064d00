"""Fuzz the network table's protocol (issue 36) against one running headless host.

The tool starts ``python -m belote_desktop.net.host`` on the loopback address (seats
``open,open,computer,open``, the match started 2 s later), seats a well-behaved player at seat 0 (the
"keeper") and waits until it is the keeper's turn: the table then waits for him while the bad clients come,
one connection each:

- before the key exchange (in the clear, the handshake's own checks) or inside the encrypted channel before
  any hello (protocol version 4, issue 58: the code is SPAKE2's password, never sent): wrong codes (a key
  exchange whose confirmation fails), old and newer versions, an older version's hello with its code in the
  clear, key exchange messages that are not (wrong sizes, not base64, not a point, a confirmation first),
  garbage bytes, invalid UTF-8, oversized lines (with and without a newline), deep JSON, JSON that is not an
  object, NaN, duplicate keys, empty lines, wrong types and unknown or missing keys in the hello, control
  characters in names, messages other than hello, a seat taken by someone else (``pre_hello`` cases);
- after a valid hello at seat 1 or 3 (the same name each time, so the player "comes back"): floods of
  messages, actions out of turn, stale actions (a step the table is not at), actions that do not exist,
  a second hello, garbage, oversized lines, unknown message types, badly formed take backs, floods of take
  backs, a frame with one byte changed, a frame sent twice (``seated`` cases); a take back the host refuses (it must answer ``no_take_back`` and keep the
  connection open), then a clean leave; and a clean leave;
- a burst of connections at once, more than the host accepts at a time;
- half-open connections that say nothing, or half a line, held open the whole run (the host must close
  them itself, after its hello timeout).

Each bad client must be closed by the host (with the refusal the protocol names, where one is sent) and a
seated one's seat goes to the computer ("replaced", heard by the keeper). Then the keeper plays his seat
with a bot and the table must play on to the end of the match. The last line printed is JSON: cases,
refusals by reason, outcomes by kind, unexpected outcomes (the first few), connections the host left
open, whether the host stayed alive and the match ended.

    python -m tools.net_fuzz --cases 3000 [--seed 1] [--variant classic] [--jobs 4]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from belote_desktop.ai import Level, choose_action
from belote_desktop.net import channel, protocol
from belote_desktop.net.client import Client
from belote_desktop.net.protocol import MAX_FRAME, MAX_MESSAGE, PROTOCOL_VERSION

CODE = "FZ7K2Q"
ADDRESS = "127.0.0.1"
SEATS = "open,open,computer,open"
KEEPER, FUZZ_SEATS = 0, (1, 3)
# seconds a bad client waits for the host to close it: generous, for a machine running the whole test suite at
# once can stall a process for seconds (the host's own timeouts are measured by the half-open connections, and
# the slowest close is reported: "slowest_close_seconds")
CASE_TIMEOUT = 30.0
HALF_OPEN = 3  # connections held open without a full line during the whole run
KEEPER_PING = 5.0  # seconds between the keeper's pings while he waits
CONNECTION_BURST = 40  # connections opened at once at the end (more than one address may hold before the code: 4)
HALF_OPEN_WAIT = 20.0  # seconds, from the start, within which the host must have closed them


@dataclass
class Case:
    kind: str
    lines: list[bytes]
    expected: frozenset[str]  # refusal reasons accepted; "closed": closed with no refusal
    seat: int | None = None  # seated cases: hello at this seat first
    name: str = ""
    step_shift: int | None = None  # seated act cases: the step is the table's step plus this
    secured: bool = True  # the lines go through the encrypted channel, after a key exchange with ``code``
    code: str = CODE  # the code of that key exchange (another: a wrong code, refused bad_code)
    version: int = PROTOCOL_VERSION  # the version of that key exchange
    tamper: str = ""  # seated: "flip" one byte of a frame, or "replay" a frame


@dataclass
class Report:
    cases: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    refusals: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    kind_outcomes: Counter[str] = field(default_factory=Counter)  # "kind outcome"
    unexpected: list[dict[str, Any]] = field(default_factory=list)
    not_closed: int = 0
    unexpected_count: int = 0
    slowest_close: float = 0.0  # seconds from a case's last line sent to the host's close (or the timeout)

    def note(self, case: Case, outcome: str, detail: str = "") -> None:
        self.cases += 1
        self.by_kind[case.kind] += 1
        self.outcomes[outcome] += 1
        self.kind_outcomes[f"{case.kind} {outcome}"] += 1
        if outcome.startswith("refused:"):
            self.refusals[outcome.split(":", 1)[1]] += 1
        if outcome == "not_closed":
            self.not_closed += 1
        reason = outcome.split(":", 1)[1] if outcome.startswith("refused:") else outcome
        if reason not in case.expected:
            self.unexpected_count += 1
            if len(self.unexpected) < 20:
                self.unexpected.append({"kind": case.kind, "outcome": outcome, "expected": sorted(case.expected),
                                        "detail": detail[:200], "first_line": case.lines[0][:120].decode("latin-1")
                                        if case.lines else ""})


def _line(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":")).encode("utf-8") + b"\n"


def _hello(**changes: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "hello", "version": PROTOCOL_VERSION, "name": "Mallory"}
    message.update(changes)
    return message


def _clear(case: Case) -> Case:
    case.secured = False
    return case


BAD = frozenset({"bad_message"})


def _wrong_code(rng: random.Random) -> Case:
    code = "".join(rng.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(rng.randrange(1, 12)))
    if code == CODE:
        code += "X"
    return Case("wrong_code", [_line(_hello())], frozenset({"bad_code"}), code=code)


def _old_version(rng: random.Random) -> Case:
    version = rng.choice([0, PROTOCOL_VERSION + 1, PROTOCOL_VERSION + rng.randrange(2, 1000)])
    if rng.random() < 0.5:  # the key exchange's version
        return Case("old_version", [], frozenset({"old_version"}), version=version)
    return Case("old_version", [_line(_hello(version=version))], frozenset({"old_version"}))


def _old_hello(rng: random.Random) -> Case:
    """An older program's hello, its code in the clear: refused unread."""
    return _clear(Case("old_hello", [_line({"type": "hello", "version": rng.choice([1, 2, 3]), "code": CODE,
                                            "name": "Old"})], frozenset({"old_version"})))


def _bad_key_exchange(rng: random.Random) -> Case:
    """A key exchange that is not one."""
    message = rng.choice([
        {"type": "pake", "version": PROTOCOL_VERSION, "message": "QUJD"},
        {"type": "pake", "version": PROTOCOL_VERSION, "message": "!" * 44},
        {"type": "pake", "version": PROTOCOL_VERSION, "message": protocol.pake(0, b"A" + b"\xff" * 32)["message"]},
        {"type": "pake", "version": PROTOCOL_VERSION, "message": protocol.pake(0, b"B" + bytes(32))["message"]},
        {"type": "pake", "version": PROTOCOL_VERSION},
        {"type": "pake", "version": PROTOCOL_VERSION, "message": 5},
        {"type": "pake", "version": PROTOCOL_VERSION, "message": "QUJD", "table": "00"},
        protocol.confirm(bytes(32)), {"type": "confirm", "mac": "x"}])
    return _clear(Case("bad_key_exchange", [_line(message)], BAD))


def _garbage(rng: random.Random) -> Case:
    data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
    if not data.lstrip().startswith(b"{"):
        return Case("garbage", [data + b"\n"], BAD)
    return Case("garbage", [b"#" + data + b"\n"], BAD)


def _invalid_utf8(rng: random.Random) -> Case:
    bad = rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80"])
    return Case("invalid_utf8", [b'{"type":"hello","version":1,"code":"' + bad + b'","name":"x"}\n'], BAD)


def _oversized(rng: random.Random) -> Case:
    size = MAX_MESSAGE + rng.randrange(1, 5000)
    newline = rng.random() < 0.5
    filler = b'{"type":"hello","name":"' + b"x" * size + b'"}'
    return Case("oversized", [filler + (b"\n" if newline else b"")], frozenset({"too_large", "closed"}))


def _deep_json(rng: random.Random) -> Case:
    depth = rng.randrange(20, 20000)
    opener, closer = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
    body = opener * depth + b"1" + closer * depth
    return Case("deep_json", [body + b"\n"], frozenset({"bad_message", "too_large", "closed"}))


def _not_object(rng: random.Random) -> Case:
    return Case("not_object", [rng.choice([b"[]", b"1", b'"hello"', b"null", b"true", b"[{}]"]) + b"\n"], BAD)


def _json_constant(rng: random.Random) -> Case:
    return Case("json_constant", [rng.choice([
        b'{"type":"hello","version":NaN,"code":"x","name":"y"}', b'{"type":"hello","version":Infinity}',
        b'{"type":"ping","x":-Infinity}']) + b"\n"], BAD)


def _duplicate_key(rng: random.Random) -> Case:
    return Case("duplicate_key", [b'{"type":"hello","type":"hello","version":1,"code":"' + CODE.encode()
                                  + b'","name":"x"}\n'], BAD)


def _empty_line(rng: random.Random) -> Case:
    return Case("empty_line", [rng.choice([b"\n", b"\r\n", b"   \n"])], BAD)


def _wrong_type(rng: random.Random) -> Case:
    field_name, value = rng.choice([
        ("version", "1"), ("version", 1.0), ("version", True), ("version", None), ("version", -1),
        ("code", 5), ("code", ""), ("code", ["x"]), ("code", "x" * 40), ("name", []), ("name", ""),
        ("name", "x" * 40), ("name", "   "), ("seat", "1"), ("seat", 9), ("seat", -1), ("seat", True),
        ("seat", 1.5), ("type", "Hello"), ("type", None)])
    return Case("wrong_type", [_line(_hello(**{field_name: value}))], BAD)


def _unknown_key(rng: random.Random) -> Case:
    message = _hello(**{rng.choice(["admin", "token", "seat_kind", "x" * 60]): 1})
    if rng.random() < 0.5:
        del message[rng.choice(["version", "name"])]
        message.pop("admin", None)
    return Case("unknown_key", [_line(message)], BAD)


def _control_name(rng: random.Random) -> Case:
    name = rng.choice(["A\u0000B", "A\u200bB", "\u202eevil", "A\nB", "A\tB", "\ud800"])
    try:
        line = _line(_hello(name=name))
    except UnicodeEncodeError:  # a lone surrogate: escaped by json, refused by the host
        line = json.dumps(_hello(name=name)).encode("ascii") + b"\n"
    return Case("control_name", [line], BAD)


def _no_hello_first(rng: random.Random) -> Case:
    message = rng.choice([{"type": "ping"}, {"type": "leave"}, {"type": "act", "action": {"kind": "pass"},
                          "step": 0}, {"type": "shout"}, {"type": "welcome"}, {"kind": "hello"}])
    return Case("no_hello_first", [_line(message)], BAD)


def _seat_taken(rng: random.Random) -> Case:
    """A seat that is not free: the computer's, the keeper's, one held by another name."""
    return Case("seat_taken", [_line(_hello(name="Intruder" + str(rng.randrange(99)), seat=rng.choice(
        [KEEPER, 2, *FUZZ_SEATS])))], frozenset({"table_full"}))


def _name_taken_or_lower_code(rng: random.Random) -> Case:
    if rng.random() < 0.5:  # the keeper's name, or one that looks like it, without his seat's token
        name = rng.choice(["Keeper", "KEEPER", "\u041aeeper", "Kee\u0440er", "Keeper\u200d"])
        return Case("name_taken", [_line(_hello(name=name))], frozenset({"name_taken"}))
    return Case("wrong_code", [_line(_hello())], frozenset({"bad_code"}), code=CODE.lower())


# the bad first messages, by the number drawn (``_pre_hello_case``); any other number: ``_name_taken_or_lower_code``
PRE_HELLO_CASES: dict[int, Callable[[random.Random], Case]] = {
    0: _wrong_code, 1: _old_version, 2: _garbage, 3: _invalid_utf8, 4: _oversized, 5: _deep_json,
    6: _not_object, 7: _json_constant, 8: _duplicate_key, 9: _empty_line, 10: _wrong_type, 11: _unknown_key,
    12: _control_name, 13: _no_hello_first, 14: _seat_taken, 16: _old_hello, 17: _bad_key_exchange,
}


def _pre_hello_case(rng: random.Random) -> Case:
    """One bad first message (no seat is taken): in the clear before the key exchange (the handshake's own
    checks), or through the encrypted channel after it (a hello's checks), half and half where both make sense."""
    pick = rng.randrange(18)
    return PRE_HELLO_CASES.get(pick, _name_taken_or_lower_code)(rng)


CLEAR_OR_SECURED = frozenset({"garbage", "invalid_utf8", "oversized", "deep_json", "not_object", "json_constant",
                              "duplicate_key", "empty_line", "no_hello_first"})


def _pre_hello(rng: random.Random) -> Case:
    case = _pre_hello_case(rng)
    if case.kind in CLEAR_OR_SECURED and rng.random() < 0.5:
        case.secured = False
    return case


def _tampered_frame(rng: random.Random, seat: int, name: str) -> Case:
    """One byte of a frame changed on the way: the frame does not open."""
    return Case("tampered_frame", [_line({"type": "ping"})], BAD, seat, name, tamper="flip")


def _replayed_frame(rng: random.Random, seat: int, name: str) -> Case:
    """A frame sent again: its counter is past."""
    return Case("replayed_frame", [_line({"type": "ping"})], BAD, seat, name, tamper="replay")


def _flood(rng: random.Random, seat: int, name: str) -> Case:
    """Pings, or take backs: rate limited like any message."""
    count = rng.randrange(150, 600)
    message = rng.choice([{"type": "ping"}, {"type": "take_back", "step": 0}])
    return Case("flood", [_line(message) * count], frozenset({"too_many"}), seat, name)


def _take_back_wrong_types(rng: random.Random, seat: int, name: str) -> Case:
    return Case("take_back_wrong_types", [_line(rng.choice([
        {"type": "take_back"}, {"type": "take_back", "step": "0"}, {"type": "take_back", "step": -1},
        {"type": "take_back", "step": True}, {"type": "take_back", "step": 0, "seat": 1},
        {"type": "take_back", "step": 1.5}, {"type": "take_back", "step": 10**7}]))], BAD, seat, name)


def _take_back_refused(rng: random.Random, seat: int, name: str) -> Case:
    """A take back the host refuses (a step the table is not at): answered no_take_back, the connection kept
    open (no cheat), then the client leaves: closed, never refused."""
    step = rng.choice([0, 1, 3, 999_999])
    return Case("take_back_refused", [_line({"type": "take_back", "step": step}), _line({"type": "leave"})],
                frozenset({"closed"}), seat, name)


def _out_of_turn(rng: random.Random, seat: int, name: str) -> Case:
    return Case("out_of_turn", [], frozenset({"out_of_turn"}), seat, name, step_shift=0)


def _stale_action(rng: random.Random, seat: int, name: str) -> Case:
    return Case("stale_action", [], frozenset({"out_of_turn"}), seat, name,
                step_shift=rng.choice([-1, -2, 1, 5, 100]))


def _bad_action(rng: random.Random, seat: int, name: str) -> Case:
    action = rng.choice([{"kind": "play", "card": "ZZ"}, {"kind": "play", "card": "6H"}, {"kind": "bid"},
                         {"kind": "teleport"}, {"kind": "pass", "extra": 1}, {"kind": "take", "suit": "X"}])
    return Case("bad_action", [_line({"type": "act", "action": action, "step": 0})], BAD, seat, name)


def _hello_twice(rng: random.Random, seat: int, name: str) -> Case:
    return Case("hello_twice", [_line(_hello(name=name, seat=seat))], BAD, seat, name)


def _seated_garbage(rng: random.Random, seat: int, name: str) -> Case:
    return Case("seated_garbage", [bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 80)))
                                   .replace(b"\n", b" ").replace(b"{", b"(") + b"\n"], BAD, seat, name)


def _seated_oversized(rng: random.Random, seat: int, name: str) -> Case:
    return Case("seated_oversized", [b'{"type":"ping","pad":"' + b"x" * (MAX_MESSAGE + 10) + b'"}\n'],
                frozenset({"too_large", "closed"}), seat, name)


def _seated_unknown(rng: random.Random, seat: int, name: str) -> Case:
    return Case("seated_unknown", [_line(rng.choice([{"type": "chat", "text": "hi"}, {"type": "act"},
                                                     {"type": "ping", "x": 1}, {"type": "undo"}]))], BAD, seat, name)


def _leave(rng: random.Random, seat: int, name: str) -> Case:
    return Case("leave", [_line({"type": "leave"})], frozenset({"closed"}), seat, name)


def _act_wrong_types(rng: random.Random, seat: int, name: str) -> Case:
    return Case("act_wrong_types", [_line(rng.choice([
        {"type": "act", "action": "play JH", "step": 0}, {"type": "act", "action": {"kind": "pass"}, "step": "0"},
        {"type": "act", "action": {"kind": "pass"}, "step": -1}, {"type": "act", "action": {"kind": "pass"}}]))],
        BAD, seat, name)


# the bad messages after a hello, by the number drawn (``_seated_case``); any other number: ``_act_wrong_types``
SEATED_CASES: dict[int, Callable[[random.Random, int, str], Case]] = {
    0: _flood, 1: _out_of_turn, 2: _stale_action, 3: _bad_action, 4: _hello_twice, 5: _seated_garbage,
    6: _seated_oversized, 7: _seated_unknown, 8: _leave, 10: _take_back_wrong_types, 11: _take_back_refused,
    12: _tampered_frame, 13: _replayed_frame,
}


def _seated_case(rng: random.Random, seat: int) -> Case:
    """One bad message after a valid hello at ``seat`` (its player comes back each time)."""
    name = f"Fuzz{seat}"
    pick = rng.randrange(14)
    return SEATED_CASES.get(pick, _act_wrong_types)(rng, seat, name)


async def _read_until_closed(reader: asyncio.StreamReader, timeout: float, chan: channel.Channel | None = None
                             ) -> tuple[list[dict[str, Any]], str]:
    """The host's messages until it closes the connection (opened with ``chan`` once secured): (messages,
    "eof" | "reset" | "timeout")."""
    messages: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return messages, "timeout"
        try:
            line = await asyncio.wait_for(reader.readuntil(b"\n"), left)
        except asyncio.IncompleteReadError:
            return messages, "eof"
        except TimeoutError:  # before OSError: TimeoutError is one (a timeout once read as a reset)
            return messages, "timeout"
        except (ConnectionError, OSError):
            return messages, "reset"
        try:
            messages.append(json.loads(chan.open(line) if chan is not None else line))
        except ValueError:  # channel.ChannelError too
            messages.append({"type": "?"})


async def _key_exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str,
                        version: int = PROTOCOL_VERSION) -> channel.Channel | dict[str, Any]:
    """The key exchange with the host (protocol version 4): the channel, or the host's refusal (in the clear)."""
    shake = channel.Handshake(code, guest=True)
    writer.write(_line(protocol.pake(version, shake.message)))
    reply: dict[str, Any] = json.loads(await asyncio.wait_for(reader.readuntil(b"\n"), 10))
    if reply.get("type") != "pake":
        return reply
    keys = shake.finish(protocol.decode_handshake(_line(reply), from_host=True).message,  # type: ignore[union-attr]
                        bytes.fromhex(reply["table"]))
    writer.write(_line(protocol.confirm(keys.confirmation)))
    reply = json.loads(await asyncio.wait_for(reader.readuntil(b"\n"), 10))
    if reply.get("type") != "confirm":
        return reply
    return keys.channel()


def _sealed(chan: channel.Channel, data: bytes) -> bytes:
    """``data`` (lines, or bytes without a newline) as the channel's frames: one a line."""
    parts = data.split(b"\n")
    frames = [chan.seal(part + b"\n") for part in parts[:-1]]
    if parts[-1]:
        frames.append(chan.seal(parts[-1]).rstrip(b"\n"))  # no newline: half a frame, as half a line
    return b"".join(frames)


def _take_back_unanswered(case: Case, messages: list[dict[str, Any]], how: str) -> bool:
    """A take back the host refuses, and the connection closed with neither its answer nor a refusal."""
    refusals = [m for m in messages if m.get("type") == "refused"]
    answers = [m for m in messages if m.get("what") in ("no_take_back", "took_back")]
    return case.kind == "take_back_refused" and not answers and not refusals and how != "timeout"


def flipped_frame(frame: bytes, rng: random.Random) -> bytes:
    """``frame`` with one bit of its ciphertext changed, still a base64 line: its tag fails. (A base64 letter
    changed instead may only change the bits the padding drops, and the frame would still open.)"""
    cipher = bytearray(base64.urlsafe_b64decode(frame.rstrip(b"\n")))
    cipher[rng.randrange(len(cipher))] ^= 1 << rng.randrange(8)
    return base64.urlsafe_b64encode(bytes(cipher)) + b"\n"


class Fuzzer:
    def __init__(self, port: int, seed: int, cases: int, jobs: int) -> None:
        self.port = port
        self.rng = random.Random(seed)
        self.total = cases
        self.jobs = jobs
        self.report = Report()
        self.seat_locks = {seat: asyncio.Lock() for seat in FUZZ_SEATS}
        self.tokens: dict[int, str] = {}  # each fuzz seat's token: its player comes back with it
        self.keeper: Client | None = None
        self.keeper_step = -1
        self.replaced: Counter[int] = Counter()
        self.keeper_messages = 0

    async def run_case(self, case: Case) -> None:
        if case.seat is not None:
            async with self.seat_locks[case.seat]:
                await self._run(case)
        else:
            await self._run(case)

    async def _run(self, case: Case) -> None:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(ADDRESS, self.port, limit=MAX_FRAME * 2), 5)
        except (OSError, TimeoutError) as error:
            self.report.note(case, "connect_failed", str(error))
            return
        try:
            await self._talk(case, reader, writer)
        except (ConnectionError, OSError, TimeoutError, asyncio.IncompleteReadError, ValueError) as error:
            self.report.note(case, "error", f"{type(error).__name__}: {error}")
        finally:
            writer.close()
            try:
                await asyncio.wait_for(writer.wait_closed(), 2)
            except (ConnectionError, OSError, TimeoutError):
                pass

    async def _talk(self, case: Case, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """The case's connection: secured, seated, its lines sent, and how the host closed it noted."""
        lines = list(case.lines)
        chan: channel.Channel | None = None
        if case.secured:
            chan = await self._secure(case, reader, writer)
            if chan is None:
                return
        if case.seat is not None:
            assert chan is not None
            if not await self._sit_down(case, reader, writer, chan):
                return
            lines = await self._seated_lines(case, reader, chan, lines)
        if chan is not None:
            lines = self._framed(case, chan, lines)
        for line in lines:
            writer.write(line)
        try:
            await asyncio.wait_for(writer.drain(), 5)
        except (ConnectionError, OSError, TimeoutError):
            pass
        sent = time.monotonic()
        messages, how = await _read_until_closed(reader, CASE_TIMEOUT, chan)
        self.report.slowest_close = max(self.report.slowest_close, time.monotonic() - sent)
        self._note_outcome(case, messages, how)

    async def _secure(self, case: Case, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
                      ) -> channel.Channel | None:
        """The key exchange with the case's code and version: the channel, or None (the refusal noted)."""
        secured = await _key_exchange(reader, writer, case.code, case.version)
        if not isinstance(secured, dict):
            return secured
        if secured.get("type") == "refused":
            self.report.note(case, f"refused:{secured.get('reason')}", secured.get("detail", ""))
        else:
            self.report.note(case, "no_key_exchange", json.dumps(secured)[:200])
        return None

    async def _sit_down(self, case: Case, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                        chan: channel.Channel) -> bool:
        """A valid hello at the case's seat (with the seat's token, coming back): True once welcomed."""
        assert case.seat is not None
        hello = _hello(name=case.name, seat=case.seat)
        if case.seat in self.tokens:
            hello["token"] = self.tokens[case.seat]
        writer.write(chan.seal(_line(hello)))
        await writer.drain()
        welcome = json.loads(chan.open(await asyncio.wait_for(reader.readuntil(b"\n"), 5)))
        if welcome.get("type") != "welcome":
            self.report.note(case, "not_seated", json.dumps(welcome)[:200])
            return False
        self.tokens[case.seat] = welcome["token"]
        return True

    async def _seated_lines(self, case: Case, reader: asyncio.StreamReader, chan: channel.Channel,
                            lines: list[bytes]) -> list[bytes]:
        """The case's lines; an act case's, a pass at the table's step shifted by ``step_shift``."""
        if case.step_shift is None:
            return lines
        step = await self._table_step(reader, chan)
        return [_line({"type": "act", "action": {"kind": "pass"}, "step": max(0, step + case.step_shift)})]

    def _framed(self, case: Case, chan: channel.Channel, lines: list[bytes]) -> list[bytes]:
        """The lines as the channel's frames: one byte of the first flipped, or that frame twice, or all sealed."""
        if case.tamper == "flip":
            return [flipped_frame(chan.seal(lines[0]), self.rng)]
        if case.tamper == "replay":
            frame = chan.seal(lines[0])
            return [frame, frame]
        return [_sealed(chan, line) for line in lines]

    def _note_outcome(self, case: Case, messages: list[dict[str, Any]], how: str) -> None:
        """How the host answered and closed the case's connection."""
        refusals = [m for m in messages if m.get("type") == "refused"]
        if _take_back_unanswered(case, messages, how):
            self.report.note(case, "take_back_unanswered", how)
        elif how == "timeout":
            self.report.note(case, "not_closed", f"{len(messages)} messages, then nothing for {CASE_TIMEOUT:g} s")
        elif refusals:
            self.report.note(case, f"refused:{refusals[0].get('reason')}", refusals[0].get("detail", ""))
        else:
            self.report.note(case, "closed", how)

    async def _table_step(self, reader: asyncio.StreamReader, chan: channel.Channel) -> int:
        """The step of the first view a seated client is sent (the table has started)."""
        while True:
            message = json.loads(chan.open(await asyncio.wait_for(reader.readuntil(b"\n"), 5)))
            if message.get("type") == "view":
                return int(message["step"])

    async def half_open(self, partial: bytes) -> float | None:
        """A connection that never finishes a line: the seconds until the host closed it (None: never)."""
        start = time.monotonic()
        try:
            reader, writer = await asyncio.open_connection(ADDRESS, self.port)
        except OSError:
            return None
        try:
            if partial:
                writer.write(partial)
                await writer.drain()
            _messages, how = await _read_until_closed(reader, HALF_OPEN_WAIT)
            return None if how == "timeout" else time.monotonic() - start
        finally:
            writer.close()

    async def keeper_join(self) -> None:
        keeper = Client(ADDRESS, self.port, CODE, "Keeper", KEEPER)
        keeper.auto_ready = True  # ready for each next deal at once
        await keeper.connect()
        self.keeper = keeper
        while not keeper.my_turn():  # the table now waits for the keeper
            await self._keeper_receive(30)

    async def _keeper_receive(self, timeout: float) -> dict[str, Any]:
        assert self.keeper is not None
        message = await self.keeper.receive(timeout)
        if message is None:
            raise ConnectionError("the host closed the keeper's connection")
        self.keeper_messages += 1
        if message["type"] == "event" and message["what"] == "replaced":
            self.replaced[message["seat"]] += 1
        return message

    async def keeper_listens(self, stop: asyncio.Event) -> None:
        """Read what the keeper is sent while the fuzz runs (so that his queue never fills), and ping now and
        then (the host closes a seated client silent too long)."""
        assert self.keeper is not None
        last_ping = time.monotonic()
        while not stop.is_set():
            if time.monotonic() - last_ping > KEEPER_PING:
                await self.keeper.ping()
                last_ping = time.monotonic()
            try:
                await self._keeper_receive(0.5)
            except TimeoutError:
                continue

    async def keeper_plays(self, timeout: float) -> dict[str, Any]:
        """Ping the host (is it alive?), then play the keeper's seat to the end of the match."""
        keeper = self.keeper
        assert keeper is not None
        await keeper.ping()
        alive = False
        rng = random.Random(0)
        acted_at = -1
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = await self._keeper_receive(max(0.1, deadline - time.monotonic()))
            if message["type"] == "pong":
                alive = True
            if message["type"] == "event" and message["what"] in ("match_over", "closed"):
                return {"host_alive": alive, "end": message["what"], "scores": message.get("scores")}
            if keeper.my_turn() and keeper.step != acted_at and keeper.view is not None:
                acted_at = keeper.step
                await keeper.act(choose_action(keeper.view, Level.BEGINNER, rng))
        return {"host_alive": alive, "end": "timeout", "scores": None}

    def _queue_cases(self) -> asyncio.Queue[Case | None]:
        """The run's cases, drawn in turn: a seated one three times in ten."""
        queue: asyncio.Queue[Case | None] = asyncio.Queue()
        seated_share = 0.3
        for _ in range(self.total):
            if self.rng.random() < seated_share:
                queue.put_nowait(_seated_case(self.rng, self.rng.choice(FUZZ_SEATS)))
            else:
                queue.put_nowait(_pre_hello(self.rng))
        return queue

    async def _work(self, queue: asyncio.Queue[Case | None]) -> None:
        while True:
            try:
                case = queue.get_nowait()
            except asyncio.QueueEmpty:
                return
            if case is not None:
                await self.run_case(case)

    async def run(self) -> dict[str, Any]:
        started = time.monotonic()
        await asyncio.wait_for(self.keeper_join(), 30)
        half_open = [asyncio.create_task(self.half_open(p)) for p in (b"", b'{"type":"hel', b"\xff")[:HALF_OPEN]]
        stop = asyncio.Event()
        listener = asyncio.create_task(self.keeper_listens(stop))
        queue = self._queue_cases()
        await asyncio.gather(*(self._work(queue) for _ in range(self.jobs)))
        # a burst of connections at once, more than the host takes: each refused (wrong code, or too many) and
        # closed. One refused before the host read its hello still reads its refusal: the host shuts its side
        # and reads what is left before it closes (a close with an unread hello in the socket would reset the
        # connection and lose the refusal), so a burst connection closed without a refusal is unexpected
        burst = [Case("connection_burst", [_line(_hello())], frozenset({"bad_code", "table_full"}), code="NOTIT")
                 for _ in range(CONNECTION_BURST)]
        await asyncio.gather(*(self.run_case(case) for case in burst))
        fuzz_seconds = time.monotonic() - started
        closed_after = await asyncio.gather(*half_open)
        await asyncio.sleep(0.3)  # the last "replaced" events on their way to the keeper
        stop.set()
        await listener
        end = await self.keeper_plays(300)
        if self.keeper is not None:
            await self.keeper.close()
        return {**self._figures(fuzz_seconds, closed_after), **end}

    def _figures(self, fuzz_seconds: float, closed_after: list[float | None]) -> dict[str, Any]:
        """The report's figures, and the half-open connections' (``closed_after``: when the host closed each)."""
        r = self.report
        seated_cases = sum(count for kind, count in r.by_kind.items() if kind in SEATED_KINDS)
        return {
            "cases": r.cases, "seconds_fuzzing": round(fuzz_seconds, 2),
            "cases_per_second": round(r.cases / fuzz_seconds, 1) if fuzz_seconds else None,
            "refusals": dict(sorted(r.refusals.items())), "outcomes": dict(sorted(r.outcomes.items())),
            "by_kind": dict(sorted(r.by_kind.items())), "outcomes_by_kind": dict(sorted(r.kind_outcomes.items())),
            "unexpected": r.unexpected,
            "unexpected_count": r.unexpected_count, "not_closed": r.not_closed,
            "slowest_close_seconds": round(r.slowest_close, 2),
            "seated_cases": seated_cases, "replaced_events": sum(self.replaced.values()),
            "half_open": len(closed_after),
            "half_open_closed_by_host": sum(1 for t in closed_after if t is not None),
            "half_open_seconds": [round(t, 1) if t is not None else None for t in closed_after],
            "keeper_messages": self.keeper_messages,
        }


SEATED_KINDS = frozenset({"flood", "out_of_turn", "stale_action", "bad_action", "hello_twice", "seated_garbage",
                          "seated_oversized", "seated_unknown", "leave", "act_wrong_types", "take_back_wrong_types",
                          "take_back_refused", "tampered_frame", "replayed_frame"})


def start_host(variant: str, seed: int, target: int | None) -> tuple[subprocess.Popen[str], int]:
    """The headless host, on the loopback address and a free port: (process, port)."""
    args = [sys.executable, "-m", "belote_desktop.net.host", "--variant", variant, "--code", CODE, "--port", "0",
            "--seats", SEATS, "--level", "beginner", "--seed", str(seed), "--address", ADDRESS,
            # 2 s for the keeper to join (his key exchange takes a moment: a match to 100 points, the computer at
            # every seat, can be over in less than a second), then the computer takes the fuzzed seats
            "--start-timeout", "2", "--idle-timeout", "600", "--discovery-port", "0",
            "--mid-match", "allow"]  # the fuzzed seats are taken once the match has begun
    if target is not None:
        args += ["--target", str(target)]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    host = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)
    assert host.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = host.stdout.readline()
        if not line:
            break
        event = json.loads(line)
        if event.get("event") == "listening":
            return host, int(event["port"])
    host.kill()
    raise RuntimeError("the host did not start")


def run(cases: int = 2000, seed: int = 1, variant: str = "classic", jobs: int = 4, target: int | None = 100,
        timeout: float = 600.0) -> dict[str, Any]:
    """Start a host, fuzz it with ``cases`` bad clients, let the keeper finish the match; the figures."""
    host, port = start_host(variant, seed, target)
    drain: list[str] = []
    try:
        def read_rest() -> None:  # the host's events, read so that its pipe never fills
            assert host.stdout is not None
            for line in host.stdout:
                drain.append(line)

        threading.Thread(target=read_rest, daemon=True).start()
        fuzzer = Fuzzer(port, seed, cases, jobs)
        result = asyncio.run(asyncio.wait_for(fuzzer.run(), timeout))
        try:
            result["host_exit"] = host.wait(timeout=30)
        except subprocess.TimeoutExpired:
            result["host_exit"] = None
        events = Counter(json.loads(line).get("event") for line in drain if line.startswith("{"))
        result["host_refused_events"] = events.get("refused", 0)
        result["host_errors"] = events.get("error", 0)
        result["variant"] = variant
        result["ok"] = _all_well(result)
        return result
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(timeout=10)


def _all_well(result: dict[str, Any]) -> bool:
    """Nothing unexpected, every bad client closed, the host alive to the match's end and exited cleanly, every
    half-open connection closed by it, and every seated case's seat replaced."""
    return bool(result["unexpected_count"] == 0 and result["not_closed"] == 0 and result["host_alive"]
                and result["end"] == "match_over" and result["host_exit"] == 0 and result["host_errors"] == 0
                and result["half_open_closed_by_host"] == result["half_open"]
                and result["replaced_events"] == result["seated_cases"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.net_fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--jobs", type=int, default=4, help="bad clients at once")
    parser.add_argument("--target", type=int, default=100, help="the match's target (the keeper plays it out)")
    args = parser.parse_args(argv)
    result = run(args.cases, args.seed, args.variant, args.jobs, args.target)
    print(json.dumps(result))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
