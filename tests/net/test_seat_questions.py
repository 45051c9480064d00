"""The host's questions mid-match (issue 70): a friend with the code asking again and again for a seat nobody took
before the start puts a few questions a minute to the host, per player and per address; the same player asking
again while his question is open opens no second one; the host's "not during this match" refuses that player's
later requests at once, with a reason his window can say.

Hostile programs speak the protocol by hand from loopback addresses of their own (127.0.0.x), every wait bounded;
the host and its clients run in this process."""

from __future__ import annotations

import asyncio
from typing import Any

from belote_desktop.net import protocol
from belote_desktop.net.asking import (
    ASKED_AGAIN, ASKED_TOO_OFTEN, NOT_THIS_MATCH, QUESTIONS_PER_MINUTE, TABLE_QUESTIONS_PER_MINUTE, RateLimit,
    SeatQuestions,
)
from belote_desktop.net.client import Client, Refused

from .raw import opened, secure
from .reading import until
from .test_one_seat import CODE, _close, _open


async def _ask(port: int, name: str, address: str = "127.0.0.2") -> tuple[dict, Any]:
    """A program at ``address`` asks for seat 1 as ``name``: the host's first answer (``wait`` while its player is
    asked, else ``refused``) and the open connection (reader, writer, channel)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0)), 5)
    chan = await secure(reader, writer, CODE)
    writer.write(chan.seal(protocol.encode(protocol.hello(name, 1))))
    first = opened(chan, await asyncio.wait_for(reader.readuntil(b"\n"), 10))
    return first, (reader, writer, chan)


async def _next(connection: Any, timeout: float = 10.0) -> dict:
    reader, _writer, chan = connection
    return opened(chan, await asyncio.wait_for(reader.readuntil(b"\n"), timeout))


async def _hang_up(connection: Any) -> None:
    _reader, writer, _chan = connection
    writer.close()
    try:
        await asyncio.wait_for(writer.wait_closed(), 5)
    except (OSError, TimeoutError):
        pass


async def _table_started(**options: Any):
    host, port, events, serving = await _open(["open", "open", "computer", "computer"], **options)
    ana = Client("127.0.0.1", port, CODE, "Ana", 0)
    await ana.connect()
    host.start_now()
    await until(ana, [], lambda m: m["type"] == "view")
    return host, port, events, serving, ana


async def _until_over(host, request: int) -> None:
    for _ in range(400):  # 10 s at most
        if request not in host.seating.questions:
            return
        await asyncio.sleep(0.025)
    raise AssertionError(f"question {request} still open")


def _asked(events: list[dict]) -> list[dict]:
    return [e for e in events if e["event"] == "seat_request"]


def test_a_flood_of_requests_puts_a_few_questions_a_minute_to_the_host():
    """One program asks 12 times for a seat under ever new names from one address, hanging up at each ``wait``
    (about 880 questions a minute before issue 70): the host is asked QUESTIONS_PER_MINUTE times, the rest are
    refused at once, told to wait; then one name from ever new addresses: asked no more often either."""

    async def run() -> dict[str, Any]:
        host, port, events, serving, ana = await _table_started(seat_question_timeout=30.0)
        answers: list[str] = []
        for i in range(12):  # one address, new names
            first, connection = await _ask(port, f"Mallory{i}", "127.0.0.2")
            answers.append(first["type"] if first["type"] == "wait" else first["detail"])
            await _hang_up(connection)
            if first["type"] == "wait":
                await _until_over(host, _asked(events)[-1]["request"])
        by_address = len(_asked(events))
        for i in range(12):  # one name, new addresses
            first, connection = await _ask(port, "Eve", f"127.0.0.{10 + i}")
            answers.append(first["type"] if first["type"] == "wait" else first["detail"])
            await _hang_up(connection)
            if first["type"] == "wait":
                await _until_over(host, _asked(events)[-1]["request"])
        await _close(host, serving, ana)
        return {"answers": answers, "by_address": by_address, "asked": len(_asked(events))}

    out = asyncio.run(asyncio.wait_for(run(), 90))
    assert out["by_address"] == QUESTIONS_PER_MINUTE
    assert out["asked"] == 2 * QUESTIONS_PER_MINUTE
    assert out["answers"][:QUESTIONS_PER_MINUTE] == ["wait"] * QUESTIONS_PER_MINUTE
    assert out["answers"][QUESTIONS_PER_MINUTE:12] == [ASKED_TOO_OFTEN] * (12 - QUESTIONS_PER_MINUTE)
    assert out["answers"][12:] == ["wait"] * QUESTIONS_PER_MINUTE + [ASKED_TOO_OFTEN] * (12 - QUESTIONS_PER_MINUTE)


def test_the_same_player_asking_again_opens_no_second_question():
    """Mallory asks, and asks again on a second connection while the host thinks: one question; her first
    connection is let go (``ASKED_AGAIN``), the host's yes seats her second."""

    async def run() -> dict[str, Any]:
        host, port, events, serving, ana = await _table_started(seat_question_timeout=30.0)
        first, one = await _ask(port, "Mallory", "127.0.0.2")
        second, two = await _ask(port, "mallory ", "127.0.0.3")  # the same name, as the table compares names
        let_go = await _next(one)
        (question,) = _asked(events)
        host.answer_seat_request(question["request"], True)
        welcome = await _next(two)
        await _hang_up(one)
        await _hang_up(two)
        await _close(host, serving, ana)
        return {"first": first, "second": second, "let_go": let_go, "welcome": welcome, "asked": len(_asked(events))}

    out = asyncio.run(asyncio.wait_for(run(), 60))
    assert out["first"]["type"] == out["second"]["type"] == "wait"
    assert out["asked"] == 1
    assert (out["let_go"]["type"], out["let_go"]["detail"]) == ("refused", ASKED_AGAIN)
    assert out["welcome"]["type"] == "welcome" and out["welcome"]["seat"] == 1


def test_not_during_this_match_refuses_that_players_later_requests_at_once():
    """The host answers Mallory "not during this match": she is refused with that reason, and so is each later
    request of hers (no question); another player is still asked."""

    async def run() -> dict[str, Any]:
        host, port, events, serving, ana = await _table_started(seat_question_timeout=30.0)
        asker = Client("127.0.0.1", port, CODE, "Mallory", 1)
        asking = asyncio.create_task(asker.connect())
        for _ in range(400):
            if _asked(events):
                break
            await asyncio.sleep(0.025)
        host.answer_seat_request(_asked(events)[0]["request"], False, not_this_match=True)
        refusals = []
        try:
            await asking
        except Refused as refused:
            refusals.append(refused.detail)
        for address in ("127.0.0.2", "127.0.0.3"):
            first, connection = await _ask(port, "MALLORY", address)
            refusals.append(first.get("detail", first["type"]))
            await _hang_up(connection)
        first, connection = await _ask(port, "Bob", "127.0.0.4")
        await _hang_up(connection)
        over = [e["outcome"] for e in events if e["event"] == "seat_request_over"]
        await _close(host, serving, ana)
        return {"refusals": refusals, "bob": first["type"], "asked": [e["name"] for e in _asked(events)],
                "over": over}

    out = asyncio.run(asyncio.wait_for(run(), 60))
    assert out["refusals"] == [NOT_THIS_MATCH] * 3
    assert out["bob"] == "wait" and out["asked"] == ["Mallory", "Bob"]
    assert out["over"][0] == "never"


def test_the_limits_remember_a_bounded_number_of_players_and_addresses():
    clock = [0.0]
    limit = RateLimit(per_minute=2, keys=100, clock=lambda: clock[0])
    for i in range(10_000):
        limit.count(f"10.0.{i // 250}.{i % 250}")
    assert len(limit) == 100
    last = "10.0.39.249"
    limit.count(last)
    assert not limit.room(last)  # remembered: counted twice this minute
    assert limit.room("10.0.0.0")  # forgotten

    async def table_wide() -> int:
        questions: SeatQuestions[str] = SeatQuestions(clock=lambda: clock[0], open_at_once=1000)
        opened_ = 0
        for i in range(100):
            try:
                questions.ask(f"c{i}", 1, f"Name{i}", f"127.0.1.{i}")
                opened_ += 1
            except Exception:  # noqa: BLE001 - refused: counted by what is left open
                pass
        return opened_

    assert asyncio.run(table_wide()) == TABLE_QUESTIONS_PER_MINUTE
