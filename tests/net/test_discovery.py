"""Finding the tables on the local network (issue 36): the UDP probe and the answers of open tables.

Real host processes on the loopback address, each with its own discovery port; ``find_tables`` probes
127.0.0.1 only. Garbage (to the host, and as answers) is ignored; an answer never holds the code or a card.
Every wait is bounded (find_tables' timeout; conftest's ``procs`` stops the processes).
"""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest

from belote_desktop.net import discovery
from belote_desktop.net.discovery import PROBE, TableFound, find_tables, parse_answer, parse_probe

CODE = "Q7MX4P"
LOOPBACK = ("127.0.0.1",)


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _find(port: int, *, want: int = 1, tries: int = 5) -> list[TableFound]:
    """find_tables on the loopback address, tried again a few times while fewer than ``want`` answered (a
    busy machine may answer a probe late)."""
    found: list[TableFound] = []
    for _ in range(tries):
        found = find_tables(timeout=0.5, port=port, addresses=LOOPBACK)
        if len(found) >= want:
            break
    return found


def test_a_host_answers_the_probe_with_its_table_and_nothing_hidden(procs):
    udp = _free_udp_port()
    host, port = procs.host("coinche", CODE, "computer,open,computer,open", seed=3, idle_timeout=60,
                            extra=("--discovery-port", str(udp), "--name", "Ana's table", "--start-timeout", "60"))
    assert host.lines[0]["discovery_port"] == udp
    tables = _find(udp)
    assert tables == [TableFound("127.0.0.1", port, "Ana's table", "coinche", (1, 3))]
    # the answer itself: exactly the documented keys, no code, no card
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(3)
        sock.sendto(discovery.encode(PROBE), ("127.0.0.1", udp))
        data, _ = sock.recvfrom(2048)
    answer = json.loads(data)
    assert set(answer) == {"type", "version", "name", "variant", "port", "open_seats"}
    assert CODE not in data.decode("ascii") and len(data) <= discovery.MAX_ANSWER
    # a player sits down: one open seat left, and the table still answers
    bo = procs.client(port, CODE, "Bo", seat=1, level="beginner")
    host.wait_for(lambda o: o.get("event") == "joined", 20)
    assert [t.open_seats for t in _find(udp)] == [(3,)]
    # once the table closes (SIGTERM), nobody answers
    host.stop()
    bo.wait(20)
    assert find_tables(timeout=0.4, port=udp, addresses=LOOPBACK) == []


def test_no_answer_when_discovery_is_off_nor_on_another_port(procs):
    udp = _free_udp_port()
    host, _port = procs.host("classic", CODE, "you,open,computer,open", extra=("--discovery-port", "0"))
    assert host.lines[0]["discovery_port"] == 0
    assert find_tables(timeout=0.4, port=udp, addresses=LOOPBACK) == []
    assert host.popen.poll() is None


def test_garbage_probes_get_no_answer_and_the_table_still_answers(procs):
    udp = _free_udp_port()
    host, port = procs.host("belot_3p", CODE, "open,computer,open", extra=("--discovery-port", str(udp)))
    garbage = [b"", b"x" * 5000, b"\xff\xfe", b"[]", b'{"type":"belote-probe"}', b'{"type":"belote-probe","version":"1"}',
               b'{"type":"belote-probe","version":1,"code":"?"}', b'{"type":"belote-table","version":1}',
               b'{"type":"belote-probe","version":1,"version":1}', b'{"type":"belote-probe","version":NaN}',
               b"[" * 3000, b'{"type":"belote-probe","version":true}']
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(0.5)
        for data in garbage:
            sock.sendto(data, ("127.0.0.1", udp))
        with pytest.raises(TimeoutError):
            sock.recvfrom(4096)  # not one answer
    assert _find(udp) == [TableFound("127.0.0.1", port, "Belote", "belot_3p", (0, 2))]
    assert host.popen.poll() is None


def test_find_tables_ignores_garbage_answers_and_keeps_the_valid_ones():
    # a fake host on the loopback address answers each probe with garbage and two tables (one twice)
    good = {"type": "belote-table", "version": 1, "name": "Kitchen", "variant": "classic", "port": 4100,
            "open_seats": [3, 1]}
    answers = [
        b"not json", b"\x00" * 10, b"x" * 3000, json.dumps([good]).encode(),
        json.dumps({**good, "code": CODE}).encode(),  # an unknown key
        json.dumps({k: v for k, v in good.items() if k != "port"}).encode(),
        json.dumps({**good, "port": 70000}).encode(), json.dumps({**good, "port": True}).encode(),
        json.dumps({**good, "variant": "poker"}).encode(), json.dumps({**good, "name": ""}).encode(),
        json.dumps({**good, "name": "a\u202eb"}).encode(), json.dumps({**good, "name": "n" * 25}).encode(),
        json.dumps({**good, "open_seats": [1, 1]}).encode(), json.dumps({**good, "open_seats": [4]}).encode(),
        json.dumps({**good, "open_seats": "1"}).encode(), json.dumps({**good, "type": "belote-probe"}).encode(),
        json.dumps({**good, "version": 0}).encode(), json.dumps({**good, "open_seats": [1.0]}).encode(),
        json.dumps(good).encode(), json.dumps(good).encode(),
        json.dumps({**good, "port": 4200, "name": "Garden", "variant": "belot_2p", "open_seats": []}).encode(),
    ]
    fake = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    fake.bind(("127.0.0.1", 0))
    fake.settimeout(5)
    probes: list[bytes] = []

    def serve() -> None:
        try:
            data, peer = fake.recvfrom(1024)
        except OSError:
            return
        probes.append(data)
        for answer in answers:
            fake.sendto(answer, peer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        started = time.monotonic()
        tables = find_tables(timeout=1.0, port=fake.getsockname()[1], addresses=LOOPBACK)
        took = time.monotonic() - started
    finally:
        thread.join(6)
        fake.close()
    assert probes and parse_probe(probes[0])
    assert tables == [TableFound("127.0.0.1", 4100, "Kitchen", "classic", (1, 3), 1),  # an older host's: version 1
                      TableFound("127.0.0.1", 4200, "Garden", "belot_2p", (), 1)]
    assert took < 3.0  # bounded by its timeout


def test_the_probe_and_the_answer_are_read_strictly():
    assert parse_probe(b'{"type":"belote-probe","version":1}')
    for bad in (b'{"type":"belote-probe","version":1,"x":0}', b'{"type":"belote-probe","version":-1}',
                b'{"type":"belote-probe"}', b"\xff", b" " * 300 + b'{"type":"belote-probe","version":1}'):
        assert not parse_probe(bad), bad
    answer = discovery.table_answer("Ana", "classic", 4000, [1])
    assert parse_answer(discovery.encode(answer), "10.0.0.2") == TableFound("10.0.0.2", 4000, "Ana", "classic", (1,))
    assert parse_answer(discovery.encode(answer) + b" " * 2000, "10.0.0.2") is None  # too large
    # a seat beyond the game's players
    assert parse_answer(discovery.encode({**answer, "variant": "belot_2p", "open_seats": [2]}), "10.0.0.2") is None
    # the host's player's name (issue 58): two tables of one name are told apart by who hosts them
    named = discovery.table_answer("Ana's table", "classic", 4000, [1], host="Ana")
    assert parse_answer(discovery.encode(named), "10.0.0.2") == TableFound(
        "10.0.0.2", 4000, "Ana's table", "classic", (1,), discovery.DISCOVERY_VERSION, "Ana")
    for bad_host in ("", "A\u202ena", 7, "x" * 25):
        assert parse_answer(discovery.encode({**named, "host": bad_host}), "10.0.0.2") is None, bad_host


def test_the_host_names_its_player_in_the_answer():
    from belote_desktop.engine import find_variant
    from belote_desktop.net.host import Host, HostSettings, HostTable

    table = HostTable(find_variant("classic"), ["open"] * 4)
    host = Host(table, CODE, HostSettings(name="Kitchen", player_name="  Ana  "))
    answer = host.describe()
    assert answer is not None and answer["host"] == "Ana" and answer["name"] == "Kitchen"
    assert "host" not in (Host(table, CODE, HostSettings(name="Kitchen")).describe() or {})  # nobody named: no key


def test_a_taken_discovery_port_only_turns_the_answers_off():
    import asyncio

    from belote_desktop.engine import find_variant
    from belote_desktop.net.host import Host, HostSettings, HostTable

    async def start(port: int) -> tuple[list[dict], tuple]:
        table = HostTable(find_variant("classic"), ["open", "computer", "open", "computer"], "beginner", seed=1)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(discovery_port=port, name="Taken"), on_event=events.append)
        address = await host.start()
        await host.close()
        return events, address

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:  # bound without SO_REUSEADDR: not shared
        taken.bind(("127.0.0.1", 0))
        events, (_, tcp_port) = asyncio.run(asyncio.wait_for(start(taken.getsockname()[1]), 20))
    kinds = [e["event"] for e in events]
    assert kinds[:2] == ["discovery_off", "listening"] and events[1]["discovery_port"] == 0 and tcp_port > 0
    assert "error" not in kinds


# -- a flood of probes (issue 45) ----------------------------------------------------------------------------
def _flood(udp: int, source: str, stop: threading.Event, count: int, sent: list[int]) -> None:
    """Probes from ``source`` as fast as this machine sends them, ``count`` at most (bounded), until ``stop``."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind((source, 0))
        probe = discovery.probe_bytes()
        for n in range(count):
            if stop.is_set():
                break
            try:
                sock.sendto(probe, ("127.0.0.1", udp))
            except OSError:
                continue
            sent[0] += 1
            if n % 50 == 49:
                time.sleep(0.01)  # a few thousand a second: a flood of the limiter, not of this busy machine's CPU


def test_one_address_flooding_probes_cannot_starve_a_friend_search(procs):
    # a stranger at 127.0.0.2 floods the host with probes while a friend at 127.0.0.1 searches six times: the
    # friend finds the table every time (today's host: one shared 20-a-second budget, the flood took it all)
    udp = _free_udp_port()
    host, port = procs.host("classic", CODE, "you,open,computer,open", extra=("--discovery-port", str(udp)))
    stop, sent = threading.Event(), [0]
    flooder = threading.Thread(target=_flood, args=(udp, "127.0.0.2", stop, 60_000, sent), daemon=True)
    flooder.start()
    try:
        time.sleep(0.3)
        found = [find_tables(timeout=1.0, port=udp, addresses=LOOPBACK) for _ in range(6)]  # the window's 1 s
        flooded = sent[0]
    finally:
        stop.set()
        flooder.join(10)
    assert flooded > 500  # it did flood
    assert found == [[TableFound("127.0.0.1", port, "Belote", "classic", (1, 3), discovery.DISCOVERY_VERSION, "Host")]] * 6  # its seat "you": Host
    assert host.popen.poll() is None


class _Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def _responder(clock: _Clock, name: str = "Ana") -> discovery.Responder:
    return discovery.Responder(lambda: discovery.table_answer(name, "classic", 4000, [1]), lambda _peer: True, clock)


def test_answers_are_counted_per_address_then_in_all_on_a_fake_clock():
    clock = _Clock()
    responder = _responder(clock)
    probe = discovery.probe_bytes()
    # one address: its burst, then ADDRESS_ANSWERS_PER_SECOND a second
    burst = [responder.answer(probe, "10.0.0.2") for _ in range(100)]
    assert sum(a is not None for a in burst) == discovery.ADDRESS_BURST
    clock.now += 10
    ten_seconds = 0
    for _ in range(1000):  # 10 s more of flood, 100 probes a second
        ten_seconds += responder.answer(probe, "10.0.0.2") is not None
        clock.now += 0.01
    assert ten_seconds <= discovery.ADDRESS_BURST + 10 * discovery.ADDRESS_ANSWERS_PER_SECOND + 1
    # meanwhile another address is answered at once
    assert responder.answer(probe, "10.0.0.3") is not None
    # many addresses: ANSWERS_PER_SECOND in all (after the overall burst)
    clock.now += 10
    many = [responder.answer(probe, f"fd00::{n:x}") for n in range(1000)]
    assert sum(a is not None for a in many) <= discovery.ANSWER_BURST
    assert len(responder.buckets) <= discovery.MAX_PROBERS  # a bounded table of addresses


def test_an_answer_is_never_four_times_its_probe_nor_holds_the_code():
    clock = _Clock()
    long_name = _responder(clock, "\u00c9" * 24)  # each letter \u-escaped: a long answer
    bare = discovery.encode({"type": "belote-probe", "version": 1})  # an old, unpadded probe
    assert long_name.answer(bare, "10.0.0.2") is None  # its answer would be 4 times its size or more
    answer = long_name.answer(discovery.probe_bytes(), "10.0.0.4")
    assert answer is not None and len(answer) < discovery.ANSWER_FACTOR * discovery.PROBE_SIZE
    assert CODE.encode() not in answer and b"code" not in answer
    short = _responder(clock, "Bo")
    small = short.answer(bare, "10.0.0.5")  # a short answer to an old probe: still under 4 times
    assert small is not None and len(small) < discovery.ANSWER_FACTOR * len(bare)
