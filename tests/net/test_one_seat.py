"""One person, one seat (issue 58), played as hostile or absent players on loopback: a seat nobody took before
the start is not taken mid-match without the host's yes; the host gives a seat to the computer for good; an idle
player is warned, then the computer plays for him until he is back and tells him what it played; between two
deals the table waits for every person's Next deal, so no window is a deal ahead of another.

Every wait has a timeout; the host and its clients run in this process, on 127.0.0.1."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant
from belote_desktop.net import protocol
from belote_desktop.net.client import Client, Refused
from belote_desktop.net.asking import NOT_LET_IN
from belote_desktop.net.host import Host, HostSettings, HostTable
from belote_desktop.net.seating import ASKING, REMOVED

from .reading import until

CODE = "K7MQ2X"
RULES = find_variant("classic").with_overrides({"target_score": 2000})  # a match still going through each test


def _what(what: str, seat: int | None = None) -> Callable[[dict], bool]:
    return lambda m: m.get("what") == what and (seat is None or m["seat"] == seat)


async def _open(seats: list[str], **options: Any) -> tuple[Host, int, list[dict], asyncio.Task]:
    table = HostTable(RULES, seats, "beginner", seed=7)
    events: list[dict] = []
    host = Host(table, CODE, HostSettings(start_timeout=30, idle_timeout=60, **options), on_event=events.append)
    _, port = await host.start()
    return host, port, events, asyncio.create_task(host.serve())


async def _close(host: Host, serving: asyncio.Task, *clients: Client) -> None:
    for client in clients:
        await client.close()
    await host.close()
    await asyncio.wait_for(serving, 10)


async def _answer_when_asked(host: Host, events: list[dict], yes: bool) -> dict:
    """The host's player answers the next seat question still open (the window's question box)."""
    for _ in range(400):
        asked = [e for e in events if e["event"] == "seat_request" and e["request"] in host.seating.questions]
        if asked:
            host.answer_seat_request(asked[0]["request"], yes)
            return asked[0]
        await asyncio.sleep(0.025)
    raise AssertionError("the host was never asked")


def test_a_second_program_takes_no_free_seat_mid_match_without_the_hosts_yes():
    """Issue 58's attack 2: an invited player's second program, under a new name, asks for a seat nobody took
    before the start (the computer plays it): refused when the host says nothing (timeout) or no, seated only
    with his yes; the asker hears ``wait`` meanwhile, and never a card before the welcome."""

    async def run() -> dict[str, Any]:
        host, port, events, serving = await _open(["open", "open", "computer", "computer"],
                                                  seat_question_timeout=1.0)
        ana = Client("127.0.0.1", port, CODE, "Ana", 0)
        await ana.connect()
        host.start_now()
        seen: list[dict] = []
        await until(ana, seen, lambda m: m["type"] == "view")
        outcomes: dict[str, Any] = {}
        for name, answer in (("Mallory", None), ("Mal", False), ("Bob", True)):
            asker = Client("127.0.0.1", port, CODE, name, 1)
            waits: list[dict] = []
            asker.on_wait = waits.append
            answering = asyncio.create_task(_answer_when_asked(host, events, answer)) if answer is not None else None
            try:
                welcome = await asker.connect()
                outcomes[name] = ("welcome", welcome["seat"], [w["detail"] for w in waits])
            except Refused as refused:
                outcomes[name] = (refused.reason, refused.detail, [w["detail"] for w in waits])
            if answering is not None:
                await answering
            if name == "Bob":
                view = await until(asker, [], lambda m: m["type"] == "view")
                outcomes["bob_view_seat"] = view["parsed"].seat
                await asker.close()
        await _close(host, serving, ana)
        outcomes["events"] = events
        return outcomes

    out = asyncio.run(asyncio.wait_for(run(), 60))
    asked = [ASKING]
    assert out["Mallory"] == ("table_full", NOT_LET_IN, asked)  # nobody answered within the limit
    assert out["Mal"] == ("table_full", NOT_LET_IN, asked)  # the host said no
    assert out["Bob"] == ("welcome", 1, asked) and out["bob_view_seat"] == 1  # the host said yes
    over = [(e["name"], e["outcome"]) for e in out["events"] if e["event"] == "seat_request_over"]
    assert over == [("Mallory", "timeout"), ("Mal", "no"), ("Bob", "yes")]
    assert [e["name"] for e in out["events"] if e["event"] == "joined"] == ["Ana", "Bob"]


def test_a_host_that_cannot_ask_refuses_a_seat_mid_match_and_a_token_never_asks():
    async def run() -> tuple[str, str, int]:
        host, port, events, serving = await _open(["open", "open", "computer", "computer"], mid_match="refuse")
        ana = Client("127.0.0.1", port, CODE, "Ana", 0)
        await ana.connect()
        token = ana.token
        host.start_now()
        await until(ana, [], lambda m: m["type"] == "view")
        try:
            await Client("127.0.0.1", port, CODE, "Mallory", 1).connect()
            refusal = "welcome"
        except Refused as refused:
            refusal = refused.reason + ": " + refused.detail
        await ana.close()  # Ana's program drops; she comes back with her token mid-match: not a question
        again = Client("127.0.0.1", port, CODE, "Ana", token=token)
        welcome = await again.connect()
        asked = sum(1 for e in events if e["event"] == "seat_request")
        await _close(host, serving, again)
        return refusal, welcome["type"], asked

    refusal, came_back, asked = asyncio.run(asyncio.wait_for(run(), 60))
    assert refusal == f"table_full: {NOT_LET_IN}" and came_back == "welcome" and asked == 0


def test_the_host_gives_a_seat_to_the_computer_for_good():
    """The host removes Bob: Bob's connection is refused ``removed``, everyone hears ``removed``, his token no
    longer opens the seat (nor his name another), and the computer plays the seat from then on."""

    async def run() -> dict[str, Any]:
        host, port, events, serving = await _open(["open", "open", "computer", "computer"])
        ana, bob = Client("127.0.0.1", port, CODE, "Ana", 0), Client("127.0.0.1", port, CODE, "Bob", 1)
        await ana.connect()
        await bob.connect()
        token = bob.token
        host.start_now()
        ana_seen: list[dict] = []
        await until(ana, ana_seen, lambda m: m["type"] == "view")
        host.remove_seat(1)
        bob_last = await until(bob, [], lambda m: m["type"] == "refused")
        removed = await until(ana, ana_seen, _what("removed", 1))
        try:
            await Client("127.0.0.1", port, CODE, "Bob", token=token).connect()
            back = "welcome"
        except Refused as refused:
            back = refused.reason
        # the computer plays seat 1 now: Ana plays her turns until it has
        for _ in range(40):
            message = await until(ana, ana_seen, lambda m: m["type"] == "view" or m.get("what") == "action")
            if message.get("what") == "action" and message["seat"] == 1:
                break
            if ana.my_turn():
                assert ana.view is not None
                await ana.act(choose_action(ana.view, "beginner", ana.step))
        played_for_bob = [m for m in ana_seen if m.get("what") == "action" and m["seat"] == 1]
        seat = host.table.seats[1]
        await _close(host, serving, ana, bob)
        return {"bob_last": bob_last, "removed": removed, "back": back, "played": played_for_bob,
                "seat": (seat.kind, seat.name, seat.token_hash, seat.removed)}

    out = asyncio.run(asyncio.wait_for(run(), 60))
    assert out["bob_last"] == {"type": "refused", "reason": "removed", "detail": REMOVED}
    assert out["removed"] == {"type": "event", "what": "removed", "seat": 1, "name": "Bob"}
    assert out["back"] == "table_full"  # his token was revoked: no seat for him
    assert out["seat"] == ("computer", "", b"", True) and out["played"]


def test_an_idle_player_is_warned_then_the_computer_plays_for_him_until_he_is_back():
    """Issue 58's smaller attack: a player who stays connected and never plays held the table for an hour. Now
    he is warned, then the computer plays his seat (everyone hears ``away``); when he says he is back he hears
    exactly what it played for him, and plays on himself."""

    async def run() -> dict[str, Any]:
        host, port, events, serving = await _open(["open", "computer", "computer", "computer"], idle_limit=1.0)
        ana = Client("127.0.0.1", port, CODE, "Ana", 0)
        welcome = await ana.connect()
        assert welcome["idle_limit"] == ana.idle_limit == 1  # told in the welcome: her window says it
        host.start_now()
        seen: list[dict] = []
        began = time.monotonic()
        warning = await until(ana, seen, _what("idle_warning", 0))
        warned_after = time.monotonic() - began
        await until(ana, seen, _what("away", 0))
        await until(ana, seen, _what("action", 0))  # the computer moved for her
        played_for_her = [m["parsed"] for m in seen if m.get("what") == "action" and m["seat"] == 0]
        await ana.back()
        came_back = await until(ana, seen, _what("came_back", 0))
        report = await until(ana, seen, _what("while_away", 0))
        # she plays her own next move: the table waits for her again (the computer does not play it)
        await until(ana, seen, lambda m: m["type"] == "view" and ana.my_turn())
        assert ana.view is not None
        mine = choose_action(ana.view, "beginner", ana.step)
        await ana.act(mine)
        acted = await until(ana, seen, _what("action", 0))
        await _close(host, serving, ana)
        return {"warning": warning, "warned_after": warned_after, "played": played_for_her, "report": report,
                "came_back": came_back, "mine": mine, "acted": acted["parsed"], "events": events}

    out = asyncio.run(asyncio.wait_for(run(), 60))
    assert out["warning"]["seconds"] >= 1 and 0.3 < out["warned_after"] < 5
    assert out["came_back"]["name"] == "Ana"
    report = out["report"]
    assert report["moves"] == len(out["played"]) and report["parsed"] == out["played"][-len(report["parsed"]):]
    assert report["deals"] == 0
    assert out["acted"] == out["mine"]  # her own move, not the computer's
    assert [e["event"] for e in out["events"] if e["event"] in ("idle_warning", "away", "came_back")][:3] == \
        ["idle_warning", "away", "came_back"]


async def _play_deal(clients: list[Client], seen: dict[str, list[dict]]) -> None:
    """Both people play their turns (beginner) until the deal's end."""

    async def one(client: Client) -> None:
        acted = -1
        while True:
            message = await until(client, seen[client.name], lambda m: True)
            if message.get("what") == "deal_over":
                return
            if client.my_turn() and client.step != acted:
                acted = client.step
                assert client.view is not None
                await client.act(choose_action(client.view, "beginner", client.step))

    await asyncio.gather(*(one(c) for c in clients))


def test_between_two_deals_the_table_waits_for_every_persons_next_deal():
    """No computer move and no deal while a person still looks at the last deal's result; a move sent then is
    dropped (not refused); each ready is told to all; the deal goes on when the last person is ready."""

    async def run() -> dict[str, Any]:
        host, port, events, serving = await _open(["open", "computer", "open", "computer"])
        ana, bob = Client("127.0.0.1", port, CODE, "Ana", 0), Client("127.0.0.1", port, CODE, "Bob", 2)
        await ana.connect()
        await bob.connect()
        host.start_now()
        seen: dict[str, list[dict]] = {"Ana": [], "Bob": []}
        await _play_deal([ana, bob], seen)
        first = await until(ana, seen["Ana"], _what("waiting"))
        await until(ana, seen["Ana"], lambda m: m["type"] == "view")
        await until(bob, seen["Bob"], lambda m: m["type"] == "view")
        step = host.table.step
        await asyncio.sleep(0.6)  # the computer would have moved by now
        still = host.table.step
        if ana.view is not None and ana.view.legal_actions:  # her window a moment ahead: dropped, told again
            await ana.send(protocol.act({"kind": "pass"}, ana.step))
        await ana.ready()
        after_ana = await until(bob, seen["Bob"], _what("waiting"))
        await asyncio.sleep(0.3)
        step_after_ana = host.table.step
        await bob.ready()
        last = await until(ana, seen["Ana"], lambda m: m.get("what") == "waiting" and m["seats"] == [])
        if host.table.computer_plays(host.table.to_move()):  # the computer moves on at once...
            moved = (await until(ana, seen["Ana"], _what("action")))["what"]
        else:  # ...or a person has the first move of the deal, and may play it now
            moved = "person" if host.table.to_move() in (0, 2) and not host.table.ready_wanted else "stuck"
        await _close(host, serving, ana, bob)
        return {"first": first, "steps": (step, still, step_after_ana), "after_ana": after_ana, "last": last,
                "moved": moved, "events": events}

    out = asyncio.run(asyncio.wait_for(run(), 90))
    assert out["first"]["seats"] == [0, 2]
    step, still, step_after_ana = out["steps"]
    assert step == still == step_after_ana  # nothing moved while the table waited
    assert out["after_ana"]["seats"] == [2] and out["last"]["seats"] == [] and out["moved"] in ("action", "person")
    assert not [e for e in out["events"] if e["event"] in ("refused", "error")]


def test_a_friend_who_leaves_at_a_deals_end_comes_back_to_where_the_match_is_and_hears_what_was_played():
    """Issue 58's two windows: Bob leaves while the deal's result shows; the table no longer waits for him, the
    computer bids for him, and when he comes back with his token he gets the table as it stands and exactly the
    moves the computer made for him."""

    async def run() -> dict[str, Any]:
        host, port, events, serving = await _open(["open", "computer", "open", "computer"])
        ana, bob = Client("127.0.0.1", port, CODE, "Ana", 0), Client("127.0.0.1", port, CODE, "Bob", 2)
        await ana.connect()
        await bob.connect()
        token = bob.token
        host.start_now()
        seen: dict[str, list[dict]] = {"Ana": [], "Bob": []}
        await _play_deal([ana, bob], seen)
        await until(ana, seen["Ana"], lambda m: m["type"] == "view")
        await bob.leave()
        waiting = await until(ana, seen["Ana"], lambda m: m.get("what") == "waiting" and m["seats"] == [0])
        await ana.ready()
        # Ana plays on until the computer has made a move for Bob's seat
        acted = -1
        for _ in range(60):
            message = await until(ana, seen["Ana"], lambda m: True)
            if message.get("what") == "action" and message["seat"] == 2:
                break
            if ana.my_turn() and ana.step != acted:
                acted = ana.step
                assert ana.view is not None
                await ana.act(choose_action(ana.view, "beginner", ana.step))
        again = Client("127.0.0.1", port, CODE, "Bob", token=token)
        welcome = await again.connect()
        back: list[dict] = []
        view = await until(again, back, lambda m: m["type"] == "view")
        report = await until(again, back, _what("while_away", 2))
        history = host.table.match.deal.history
        await _close(host, serving, ana, again)
        return {"waiting": waiting, "welcome": welcome, "view": view, "report": report, "history": history}

    out = asyncio.run(asyncio.wait_for(run(), 90))
    assert out["welcome"]["seat"] == 2
    assert out["view"]["deal_number"] == 2 and out["view"]["parsed"].history  # the deal as it stands
    for_bob = [action for seat, action in out["history"] if seat == 2]
    report = out["report"]
    assert report["parsed"] == for_bob and report["moves"] == len(for_bob) >= 1
    assert report["deals"] == 0  # he left after the deal's end: no deal ended without him
