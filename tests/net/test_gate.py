"""Who gets in (issue 45): a stranger on the network, without the code, must never keep the friends out.

The stranger is played from other loopback addresses (127.0.0.2 and up: Linux routes all of 127/8 to this
machine, and the host counts each as an address of its own); the friends come from 127.0.0.1. A real host in
this process, real sockets; every loop is bounded and every wait has a timeout.
"""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.net import gate, protocol
from belote_desktop.net.client import Client, Refused
from belote_desktop.net.gate import CodeGate, PendingRoom
from belote_desktop.net.host import Host, HostSettings, HostTable

from .raw import RefusedInTheClear, secure

CODE = "K7MQ2X"
FRIEND = "127.0.0.1"


def _run(coro, timeout: float):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def _stranger_addresses(count: int, first: int = 2) -> list[str]:
    return [f"127.0.0.{n}" for n in range(first, first + count)]


async def _open_host(seats: list[str]) -> tuple[Host, int, list[dict]]:
    table = HostTable(find_variant("classic"), seats, "beginner", seed=3)
    events: list[dict] = []
    host = Host(table, CODE, HostSettings(start_timeout=120), on_event=events.append)
    _, port = await host.start()
    return host, port, events


class Holder:
    """A stranger holding as many connections as it can: ``per_address`` at once from each address, each one
    opened again as soon as the host closes it, ``max_opens`` in all (bounded), until ``stop``."""

    def __init__(self, port: int, addresses: list[str], per_address: int, max_opens: int) -> None:
        self.port, self.addresses, self.per_address, self.max_opens = port, addresses, per_address, max_opens
        self.opens = 0
        self.open_now = 0
        self.most_open = 0
        self.stop = asyncio.Event()

    async def _hold(self, address: str) -> None:
        while not self.stop.is_set() and self.opens < self.max_opens:
            self.opens += 1
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", self.port, local_addr=(address, 0)), 2)
            except (OSError, TimeoutError):
                await asyncio.sleep(0.05)
                continue
            self.open_now += 1
            self.most_open = max(self.most_open, self.open_now)
            try:  # says nothing; reads until the host closes it (or the test ends)
                stop = asyncio.create_task(self.stop.wait())
                read = asyncio.create_task(reader.read())
                await asyncio.wait({stop, read}, timeout=15, return_when=asyncio.FIRST_COMPLETED)
                for task in (stop, read):
                    task.cancel()
            except (OSError, ConnectionError):
                pass
            finally:
                self.open_now -= 1
                writer.close()
            await asyncio.sleep(0.01)

    async def run(self) -> None:
        await asyncio.gather(*(self._hold(a) for a in self.addresses for _ in range(self.per_address)))


async def _friend_round(friend: Client) -> bool:
    """The friend joins (or comes back), then drops (a lost connection, no leave): whether he got in."""
    try:
        welcome = await friend.connect(timeout=10)
    except (Refused, OSError, ConnectionError, TimeoutError) as error:
        return repr(error)
    finally:
        await friend.close()
    return welcome["type"] == "welcome"


def test_an_outsider_holding_every_connection_it_can_keeps_no_friend_out():
    # 40 stranger addresses, 5 idle connections each at once (more than the host keeps from one address),
    # opened again as soon as they are closed; meanwhile two friends join and drop, again and again: each
    # gets in every time (today's host: 16 connections at once, whoever holds them; friends refused)
    rounds = 6

    async def play():
        host, port, events = await _open_host(["open", "open", "computer", "computer"])
        holder = Holder(port, _stranger_addresses(40), per_address=5, max_opens=4000)
        holding = asyncio.create_task(holder.run())
        for _ in range(100):  # the outsider fills the room first (bounded)
            if holder.open_now >= gate.MAX_PENDING:
                break
            await asyncio.sleep(0.05)
        filled = holder.open_now
        ana = Client(FRIEND, port, CODE, "Ana", 0)
        bo = Client(FRIEND, port, CODE, "Bo", 1)
        got_in = []
        for _ in range(rounds):
            got_in.append(await asyncio.gather(_friend_round(ana), _friend_round(bo)))
            await asyncio.sleep(0.05)
        holder.stop.set()
        await asyncio.wait_for(holding, 20)
        await host.close()
        return got_in, filled, holder, events

    got_in, filled, holder, events = _run(play(), 120)
    assert got_in == [[True, True]] * rounds, got_in  # the first round joins, every next one comes back
    assert [e["event"] for e in events if e["event"] in ("joined", "came_back")] == \
        ["joined", "joined"] + ["came_back", "came_back"] * (rounds - 1)
    assert filled >= gate.MAX_PENDING  # the outsider did hold the room when the friends came
    assert holder.opens > 2 * gate.MAX_PENDING  # connections were pushed out to make room, and opened again


def test_a_friend_gets_in_while_fifty_addresses_keep_guessing_the_code():
    # 50 addresses each send wrong codes one after another (waiting for each answer, as a client does); a
    # friend with the right code joins and drops 5 times: he gets in every time. The wrong codes' answers are
    # spaced out table-wide: however many addresses guess, no more answers than one every TABLE_WRONG_SPACING
    rounds = 5
    guessers = _stranger_addresses(50)
    WINDOW = 3.0  # noqa: N806

    async def guess(port: int, address: str, stop: asyncio.Event, answers: list[float]) -> None:
        for attempt in range(8):  # bounded
            if stop.is_set():
                return
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0)), 2)
            except (OSError, TimeoutError):
                await asyncio.sleep(0.05)
                continue
            try:  # a key exchange over a wrong code: refused at its confirmation, in the clear
                await secure(reader, writer, f"WR{attempt}NG", timeout=gate.MAX_WRONG_DELAY + 5)
            except RefusedInTheClear as refused:
                if refused.message["reason"] == "bad_code":
                    answers.append(time.monotonic())
            except (OSError, ConnectionError, TimeoutError, asyncio.IncompleteReadError):
                pass
            finally:
                writer.close()

    async def play():
        host, port, events = await _open_host(["open", "computer", "computer", "computer"])
        stop = asyncio.Event()
        answers: list[float] = []
        started = time.monotonic()
        guessing = asyncio.gather(*(guess(port, a, stop, answers) for a in guessers))
        await asyncio.sleep(0.5)
        ana = Client(FRIEND, port, CODE, "Ana", 0)
        got_in = [await _friend_round(ana) for _ in range(rounds)]
        await asyncio.sleep(max(0.0, started + WINDOW + 0.5 - time.monotonic()))
        count = sum(1 for t in answers if t - started <= WINDOW)
        stop.set()
        await host.close()
        await asyncio.wait_for(guessing, 60)
        return got_in, host, count, events

    got_in, host, count, events = _run(play(), 150)
    assert got_in == [True] * rounds
    # in the first WINDOW seconds: at most one answer every TABLE_WRONG_SPACING, the first after
    # WRONG_CODE_DELAY (today's host answered all 400 at once)
    assert count <= WINDOW / gate.TABLE_WRONG_SPACING + 1, count
    assert host.entrance.gate.wrong_codes >= len(guessers)  # they did guess
    assert not [e for e in events if e["event"] == "refused" and e["name"] == "Ana"]


def test_a_new_connection_always_finds_room_and_seated_players_never_count():
    async def play():
        host, port, events = await _open_host(["open", "open", "computer", "computer"])
        ana = Client(FRIEND, port, CODE, "Ana", 0)
        await ana.connect()
        # one address: its fifth connection pushes its first out (refused, too many connections)
        mine = [await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.2", 0))
                for _ in range(gate.MAX_PENDING_PER_ADDRESS + 1)]
        first = await asyncio.wait_for(mine[0][0].readline(), 5)
        # many addresses fill the room; one more from a new address gets in, the oldest of the busiest goes
        others = []
        for address in _stranger_addresses(gate.MAX_PENDING, first=3):
            others.append(await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0)))
        await asyncio.sleep(0.2)
        pending = len(host.entrance.pending)
        # Ana, seated all along, is still at the table; Bo, a friend, still gets in
        bo = Client(FRIEND, port, CODE, "Bo", 1)
        welcome = await bo.connect()
        seated = sorted(host.by_seat)
        for _, writer in mine[1:] + others:
            writer.close()
        await ana.close()
        await bo.close()
        await host.close()
        return first, pending, welcome, seated

    first, pending, welcome, seated = _run(play(), 60)
    assert json.loads(first) == protocol.refused("table_full", "too many connections")
    assert pending == gate.MAX_PENDING  # full, never more; Ana (seated) not among them
    assert welcome["type"] == "welcome" and seated == [0, 1]


def test_a_connection_that_says_nothing_is_closed_within_the_hello_timeout():
    from belote_desktop.net.entrance import HELLO_TIMEOUT

    async def play():
        host, port, _ = await _open_host(["open", "computer", "computer", "computer"])
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.2", 0))
        started = time.monotonic()
        data = await asyncio.wait_for(reader.read(), HELLO_TIMEOUT + 5)
        took = time.monotonic() - started
        writer.close()
        await host.close()
        return data, took

    data, took = _run(play(), 30)
    assert HELLO_TIMEOUT <= 5.0  # "a few seconds"
    assert data == b"" and took >= HELLO_TIMEOUT - 0.5


# -- the code gate on a fake clock -------------------------------------------------------------------------
class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_one_address_wrong_codes_wait_longer_and_longer_then_it_is_refused():
    clock = FakeClock()
    codes = CodeGate(clock=clock)
    waits = []
    for _ in range(gate.MAX_BAD_CODES):
        assert not codes.refused("10.0.0.9")
        clock.now += codes.read_after("10.0.0.9")  # its next code is read once the last is answered
        waits.append(codes.wrong("10.0.0.9"))
    assert waits == [min(gate.MAX_WRONG_DELAY, gate.WRONG_CODE_DELAY * 2 ** n) for n in range(gate.MAX_BAD_CODES)]
    assert codes.refused("10.0.0.9")
    # another address, a friend: read at once, never refused, whatever this one did
    assert codes.read_after("10.0.0.7") == 0.0 and not codes.refused("10.0.0.7")
    # this machine is never counted
    assert [codes.wrong("127.0.0.1") for _ in range(50)] == [0.0] * 50 and not codes.refused("::1")
    assert codes.wrong("127.0.0.2") == gate.MAX_WRONG_DELAY  # another loopback address is an address: its
    clock.now += 60  # answer waits behind the table's (10.0.0.9's last one was held 30 s); once they are out,
    assert codes.wrong("127.0.0.3") == gate.WRONG_CODE_DELAY  # a first wrong code waits WRONG_CODE_DELAY


def test_many_addresses_cannot_get_answers_faster_than_the_table_gives_them():
    # 2,000 IPv6 addresses guess as fast as the gate lets each (its next code read once its last one is
    # answered), on a fake clock: table-wide, the answers are spaced TABLE_WRONG_SPACING apart while they pile
    # up, none waits more than MAX_WRONG_DELAY, and each address is refused after MAX_BAD_CODES
    import heapq

    clock = FakeClock()
    codes = CodeGate(clock=clock)
    start = clock.now
    turns = [(start, f"fd00::{n:x}") for n in range(1, 2001)]  # (when its next code is read, address)
    heapq.heapify(turns)
    answers: list[float] = []
    while turns:  # bounded: each turn is a wrong code, and each address has MAX_BAD_CODES
        clock.now, address = heapq.heappop(turns)
        if codes.refused(address):
            continue
        wait = codes.wrong(address)
        assert 0 < wait <= gate.MAX_WRONG_DELAY
        answers.append(clock.now + wait)
        heapq.heappush(turns, (clock.now + codes.read_after(address), address))
    answers.sort()
    assert len(answers) == codes.wrong_codes == 2000 * gate.MAX_BAD_CODES  # each refused after its tenth
    # the first 10 s: one answer every TABLE_WRONG_SPACING at most (the first after WRONG_CODE_DELAY)
    assert len([t for t in answers if t < start + 10]) <= 10 / gate.TABLE_WRONG_SPACING + 1
    # then each address gets one answer every MAX_WRONG_DELAY at most: 2,000 addresses, 2,000 answers in 30 s
    for begin in range(0, int(answers[-1] - start), 30):
        window = [t for t in answers if start + begin <= t < start + begin + gate.MAX_WRONG_DELAY]
        assert len(window) <= 2000 + gate.MAX_WRONG_DELAY / gate.TABLE_WRONG_SPACING + 1, begin


def test_the_gate_forgets_the_least_recently_heard_addresses_beyond_its_bound():
    clock = FakeClock()
    codes = CodeGate(clock=clock)
    for n in range(gate.MAX_GUESSERS + 10):
        codes.wrong(f"fd00::{n:x}")
        clock.now += 1
    assert len(codes._wrong) == gate.MAX_GUESSERS and len(codes._answer_at) <= gate.MAX_GUESSERS


@pytest.mark.parametrize("limit, per_address", [(32, 4), (5, 2), (3, 3)])
def test_the_pending_room_always_takes_the_new_one_and_never_holds_more_than_its_bounds(limit, per_address):
    import random

    rng = random.Random(limit)
    room: PendingRoom[int] = PendingRoom(limit, per_address)
    inside: set[int] = set()
    for n in range(3000):
        address = f"a{rng.randrange(12)}"
        out = room.add(n, address)
        assert n not in out and n in room  # the new one is always in
        inside |= {n}
        inside -= set(out)
        assert len(room) == len(inside) <= limit and room.count(address) <= per_address
        if rng.random() < 0.2 and inside:  # some give the code, or go
            gone = rng.choice(sorted(inside))
            room.remove(gone)
            inside.discard(gone)


def test_a_new_code_is_long_enough_that_fresh_addresses_cannot_find_it():
    """A stranger with ever new IPv6 addresses guesses as fast as the host reads connections (about 500 a second
    measured here): 6 characters (31^6) fall in about 10 days, 8 (31^8) need about 27 years on average."""
    from belote_desktop.net.host import CODE_ALPHABET, CODE_LENGTH, new_code

    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    expected_years = len(CODE_ALPHABET) ** CODE_LENGTH / 2 / 500 / (365 * 24 * 3600)
    assert expected_years > 20
