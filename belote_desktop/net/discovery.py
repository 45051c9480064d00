"""Finding the tables on the local network: a small UDP probe and the open tables' answers (issue 36).

A player looking for a table sends ``{"type": "belote-probe", "version": 2, "pad": "---..."}`` (padded to
``PROBE_SIZE`` bytes) to the local network's broadcast address on ``DISCOVERY_PORT``; each host whose table is
open answers, to that player only, with
``{"type": "belote-table", "version": 2, "name": .., "variant": .., "port": .., "open_seats": [..]}``: the table's
name, its game, the TCP port to join and the seats waiting for a player. Never the code, never a card: a
table found still needs its code to join.

Both sides read strictly: a datagram larger than its limit, not one JSON object, with an unknown or a missing
key, or a value of the wrong type or out of range is ignored. The host answers only peers on the local
network (loopback, RFC 1918, link-local, unique local), ``ADDRESS_ANSWERS_PER_SECOND`` answers a second at
most to one address (so one address flooding probes cannot use up the others' answers) and
``ANSWERS_PER_SECOND`` in all, and never an answer ``ANSWER_FACTOR`` times its probe's size or more (the
probe is padded for that): it cannot be made to flood anyone. ``find_tables`` waits ``timeout`` seconds at
most and keeps ``MAX_TABLES``. Standard library only (``socket``, ``json``); no Qt.

>>> parse_probe(probe_bytes()), len(probe_bytes()) == PROBE_SIZE
(True, True)
>>> parse_answer(b'{"type":"belote-table","version":1,"name":"Ana","variant":"classic","port":4000,'
...              b'"open_seats":[1,3]}', "192.168.1.20")
TableFound(address='192.168.1.20', port=4000, name='Ana', variant='classic', open_seats=(1, 3), version=1)
>>> parse_answer(b'{"type":"belote-table","code":"K7MQ2X"}', "192.168.1.20") is None
True
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from ..engine.rules import VARIANTS
from . import protocol
from .protocol import ProtocolError

DISCOVERY_PORT = 45454  # the UDP port hosts listen on for probes
DISCOVERY_VERSION = 3  # 2: the probe is padded ("pad"), an answer is always smaller than 4 times its probe;
# 3: an answer names the host's player ("host", issue 58), so two tables of one name are told apart by who hosts
MAX_PROBE = 256  # bytes of a probe datagram
PROBE_SIZE = MAX_PROBE  # the size a probe is padded to
MAX_ANSWER = 1024  # bytes of an answer datagram
ANSWER_FACTOR = 4  # an answer is smaller than this many times its probe, or not sent
MAX_TABLES = 64  # tables kept by one search
PROBE_TRIES = 3  # probes a search sends to each address, spread over its timeout
ANSWERS_PER_SECOND = 20.0  # answers a host sends a second in all, on average (bursts of ANSWER_BURST)
ANSWER_BURST = 40
ADDRESS_ANSWERS_PER_SECOND = 4.0  # answers a host sends one address a second, on average (bursts of ADDRESS_BURST)
ADDRESS_BURST = 8
MAX_PROBERS = 256  # addresses whose answers are counted at once (the one heard least recently forgotten first)
PROBE: dict[str, Any] = {"type": "belote-probe", "version": DISCOVERY_VERSION}


@dataclass(frozen=True)
class TableFound:
    address: str  # the host's address, as the answer came from it
    port: int  # its TCP port for the table
    name: str  # the table's name
    variant: str  # its game (a preset id)
    open_seats: tuple[int, ...]  # the seats waiting for a player
    version: int = DISCOVERY_VERSION  # the host's discovery version (another: that program needs an update)
    host: str = ""  # the host's player's name ("" from a host before version 3)


def encode(message: dict[str, Any]) -> bytes:
    return json.dumps(message, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii")


def _decode(data: bytes, limit: int) -> dict[str, Any] | None:
    if len(data) > limit:
        return None
    try:
        return protocol.decode(data)
    except ProtocolError:
        return None


def probe_bytes() -> bytes:
    """The probe, padded to PROBE_SIZE bytes: a host answers a probe with less than ANSWER_FACTOR times its size."""
    bare = encode({**PROBE, "pad": ""})
    return encode({**PROBE, "pad": "-" * (PROBE_SIZE - len(bare))})


def parse_probe(data: bytes) -> bool:
    """Whether ``data`` is a probe (of any version: the answer says the host's; the padding optional)."""
    obj = _decode(data, MAX_PROBE)
    if obj is None or obj.keys() not in ({"type", "version"}, {"type", "version", "pad"}):
        return False
    pad = obj.get("pad", "")
    return (obj["type"] == "belote-probe" and type(obj["version"]) is int and 1 <= obj["version"] <= 1000
            and isinstance(pad, str) and not pad.strip("-"))


ANSWER_KEYS = {"type", "version", "name", "variant", "port", "open_seats"}


def table_answer(name: str, variant: str, port: int, open_seats: list[int], host: str = "") -> dict[str, Any]:
    """A host's answer: what a player needs to choose a table, nothing hidden (no code, no card); ``host``, the
    host's player's name (left out when empty)."""
    answer = {"type": "belote-table", "version": DISCOVERY_VERSION, "name": name, "variant": variant,
              "port": port, "open_seats": list(open_seats)}
    if host:
        answer["host"] = host
    return answer


def _open_seats_ok(seats: Any, players: int) -> bool:
    """An answer's open seats: a list of distinct seats of the game."""
    if not isinstance(seats, list) or len(seats) > protocol.MAX_SEATS or len(set(map(repr, seats))) != len(seats):
        return False
    return all(type(s) is int and 0 <= s < players for s in seats)


def _is_answer(obj: dict[str, Any]) -> bool:
    """An answer's keys, its type and a version."""
    if obj.keys() not in (ANSWER_KEYS, ANSWER_KEYS | {"host"}):
        return False
    version = obj["version"]
    return obj["type"] == "belote-table" and type(version) is int and 1 <= version <= 1000


def _answer_names(obj: dict[str, Any]) -> tuple[str, str] | None:
    """An answer's table name (not empty) and host's name (empty if none), cleaned; None if not names."""
    try:
        name = protocol.clean_name(protocol.text_field(obj, "name", protocol.MAX_NAME))
        host = protocol.clean_name(protocol.text_field(obj, "host", protocol.MAX_NAME)) if "host" in obj else ""
    except ProtocolError:
        return None
    return (name, host) if name else None


def parse_answer(data: bytes, address: str) -> TableFound | None:
    """The table an answer describes, or None for anything that is not exactly an answer."""
    obj = _decode(data, MAX_ANSWER)
    if obj is None or not _is_answer(obj):
        return None
    version, variant, port, seats = obj["version"], obj["variant"], obj["port"], obj["open_seats"]
    names = _answer_names(obj)
    if names is None or not isinstance(variant, str) or variant not in VARIANTS:
        return None
    name, host = names
    if type(port) is not int or not 1 <= port <= 65535 or not _open_seats_ok(seats, VARIANTS[variant].players):
        return None
    return TableFound(address, port, name, variant, tuple(sorted(seats)), version, host)


def find_tables(
    timeout: float = 1.0, port: int = DISCOVERY_PORT, addresses: tuple[str, ...] = ("255.255.255.255",),
) -> list[TableFound]:
    """Send the probe to each of ``addresses`` (the broadcast address by default) on ``port``, PROBE_TRIES times
    spread over ``timeout`` seconds, and collect the answers meanwhile: the tables found, one per host address
    and port, in the order they answered. Blocking (a window calls it in a worker thread); garbage is ignored."""
    found: dict[tuple[str, int], TableFound] = {}
    timeout = max(0.0, min(timeout, 30.0))
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind(("", 0))
        probe = probe_bytes()
        start = time.monotonic()
        deadline = start + timeout
        sent = 0
        while len(found) < MAX_TABLES:
            now = time.monotonic()
            if sent < PROBE_TRIES and now >= start + sent * timeout / PROBE_TRIES:
                sent += 1  # again, spread over the timeout: a datagram lost on the way hides no table
                for address in addresses:
                    try:
                        sock.sendto(probe, (address, port))
                    except OSError:
                        pass  # no route to that network: the others may still answer
            left = deadline - now
            if left <= 0:
                break
            next_send = start + sent * timeout / PROBE_TRIES if sent < PROBE_TRIES else deadline
            sock.settimeout(max(0.001, min(left, next_send - now)))
            try:
                data, peer = sock.recvfrom(MAX_ANSWER + 1)
            except TimeoutError:
                continue  # time to probe again, or the deadline
            except OSError:
                continue  # an ICMP "port unreachable" from a probed address with no host: not an answer
            table = parse_answer(data, str(peer[0]))
            if table is not None:
                found.setdefault((table.address, table.port), table)
    return list(found.values())


class Responder(asyncio.DatagramProtocol):
    """A host's side: answers each probe from the local network with ``describe()`` (None: the table is not
    open, no answer): ``ADDRESS_ANSWERS_PER_SECOND`` at most to one address (its own bucket, in a table of
    MAX_PROBERS addresses), ``ANSWERS_PER_SECOND`` in all, each smaller than ANSWER_FACTOR times its probe.
    ``clock``: seconds, monotonic (a test gives a fake one)."""

    def __init__(self, describe: Callable[[], dict[str, Any] | None], allow_peer: Callable[[str], bool],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.describe = describe
        self.allow_peer = allow_peer
        self.clock = clock
        self.transport: asyncio.DatagramTransport | None = None
        self.tokens = float(ANSWER_BURST)
        self.last = clock()
        self.buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # address -> (tokens, when), LRU first
        self.answered = 0
        self.ignored = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.DatagramTransport, transport)

    def _address_tokens(self, peer: str, now: float) -> float:
        tokens, when = self.buckets.pop(peer, (float(ADDRESS_BURST), now))
        tokens = min(float(ADDRESS_BURST), tokens + (now - when) * ADDRESS_ANSWERS_PER_SECOND)
        self.buckets[peer] = (tokens, now)  # the most recently heard, last
        if len(self.buckets) > MAX_PROBERS:
            self.buckets.popitem(last=False)
        return tokens

    def datagram_received(self, data: bytes, addr: tuple[Any, ...]) -> None:
        peer = str(addr[0]) if addr else ""
        answer = self.answer(data, peer)
        if answer is not None and self.transport is not None:
            self.transport.sendto(answer, addr)

    def answer(self, data: bytes, peer: str) -> bytes | None:
        """The answer to send ``peer`` for the datagram ``data``, or None (and its tokens are taken)."""
        now = self.clock()
        if not self.allow_peer(peer) or self._address_tokens(peer, now) < 1.0 or not parse_probe(data):
            self.ignored += 1  # checked before the probe is read: a flooding address costs little
            return None
        self.tokens = min(float(ANSWER_BURST), self.tokens + (now - self.last) * ANSWERS_PER_SECOND)
        self.last = now
        described = self.describe()
        line = encode(described) if described is not None else b""
        if not line or self.tokens < 1.0 or len(line) > MAX_ANSWER or len(line) >= ANSWER_FACTOR * len(data):
            self.ignored += 1
            return None
        self.tokens -= 1.0
        tokens, when = self.buckets[peer]
        self.buckets[peer] = (tokens - 1.0, when)
        self.answered += 1
        return line

    def error_received(self, exc: Exception) -> None:  # an ICMP error for an answer: nothing to do
        pass


async def start_responder(
    describe: Callable[[], dict[str, Any] | None], address: str, port: int,
    allow_peer: Callable[[str], bool],
) -> tuple[asyncio.DatagramTransport, Responder]:
    """Listen for probes on ``address`` (a loopback address for a table on this machine only; "0.0.0.0" to
    hear the network's broadcasts) and ``port``; several tables of one machine may share the port."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_DGRAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, port))
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    loop = asyncio.get_running_loop()
    transport, responder = await loop.create_datagram_endpoint(
        lambda: Responder(describe, allow_peer), sock=sock)
    return transport, responder
