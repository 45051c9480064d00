"""A seat belongs to its player (issue 45): a friend with the code and a modified client must never get another
player's seat, nor its hand, by giving that player's name or a name that looks like it.

The welcome gives each seat a secret token (the host keeps only its hash); coming back to a seat needs it, a
name is only a label; a look-alike name is refused; a seat that comes back with its token while an old
connection of it is still open closes the old connection, never the owner; a sealed copy keeps the seats (names
and token hashes), so the players of a resumed table come back with their tokens. Every wait has a timeout.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.net import protocol, seal
from belote_desktop.net.client import Client, Refused
from belote_desktop.net.host import Host, HostSettings, HostTable, NameTaken, TableFull, copy_seats, resume_copy
from belote_desktop.net.protocol import PROTOCOL_VERSION

CODE = "K7MQ2X"
RULES = find_variant("classic").with_overrides({"target_score": 300})


def _run(coro, timeout: float = 30.0):
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def _until(client: Client, predicate, timeout: float = 15.0) -> dict:
    async def read() -> dict:
        while True:
            message = await client.receive(timeout)
            assert message is not None, "the host closed the connection"
            if predicate(message):
                return message

    return await asyncio.wait_for(read(), timeout)


async def _until_true(condition, timeout: float = 10.0) -> None:
    async def poll() -> None:
        while not condition():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), timeout)


async def _table(seats: list[str], **host_options):
    table = HostTable(RULES, seats, "beginner", seed=5)
    events: list[dict] = []
    host = Host(table, CODE, HostSettings(start_timeout=30, idle_timeout=30, bot_delay=0.01, **host_options), on_event=events.append)
    _, port = await host.start()
    serving = asyncio.create_task(host.serve())
    return table, host, port, serving, events


# -- attack 4: a dropped friend's seat taken by his name ----------------------------------------------------
def test_a_dropped_friends_name_gets_neither_his_seat_nor_his_hand_and_he_comes_back_with_his_token():
    async def play():
        table, host, port, serving, events = await _table(["open", "open", "computer", "computer"])
        ana = Client("127.0.0.1", port, CODE, "Ana", 0)
        bob = Client("127.0.0.1", port, CODE, "Bob", 1)
        mallory = Client("127.0.0.1", port, CODE, "Ana")  # Bob's modified client, with the code and Ana's name
        again = None
        try:
            await ana.connect()
            await bob.connect()
            host.start_now()
            await _until(ana, lambda m: m["type"] == "view")
            await ana.close()  # Ana's network drops
            await _until_true(lambda: not table.seats[0].connected)
            with pytest.raises(Refused) as caught:
                await mallory.connect()
            assert caught.value.reason == "name_taken" and "Ana" in caught.value.detail
            assert 0 not in host.by_seat and mallory.view is None  # no seat, no hand
            # the real Ana comes back with her token (her program kept it) to her own seat, whatever she asks
            again = Client("127.0.0.1", port, CODE, "Ana", 1, token=ana.token)
            welcome = await again.connect()
            assert welcome["seat"] == 0 and welcome["token"] == ana.token
            view = await _until(again, lambda m: m["type"] == "view")
            assert view["view"]["seat"] == 0
            # a wrong token with her name is refused too (a token is 256 bits: none is guessed)
            with pytest.raises(Refused) as wrong:
                await Client("127.0.0.1", port, CODE, "Ana", token="A" * 43).connect()
            assert wrong.value.reason == "name_taken"
        finally:
            for client in (ana, bob, mallory, again):
                if client is not None:
                    await client.close()
            await host.close()
            await serving
        return events

    events = _run(play())
    came = [e for e in events if e["event"] in ("joined", "came_back")]
    assert [(e["event"], e["seat"], e["name"]) for e in came] == [
        ("joined", 0, "Ana"), ("joined", 1, "Bob"), ("came_back", 0, "Ana")]
    assert [e["reason"] for e in events if e["event"] == "refused"] == ["name_taken", "name_taken"]


def test_the_welcome_gives_a_secret_token_and_the_host_keeps_only_its_hash():
    table = HostTable(RULES, ["open", "open", "computer", "computer"], seed=5)
    seat, what, token = table.join("Ana", None)
    assert (seat, what) == (0, "joined")
    assert len(base64.urlsafe_b64decode(token + "=")) >= 16  # at least 128 bits (the host gives 256)
    assert table.seats[0].token_hash == hashlib.sha256(token.encode()).digest()
    assert token not in repr(vars(table)) and token not in json.dumps(table.table_seats())
    _, _, other = table.join("Bob", None)
    assert other != token
    message = protocol.welcome(0, table.seat_list(), table.rules, token, table.take_back_rule)
    assert protocol.decode_server(protocol.encode(message))["token"] == token
    hello = protocol.decode_client(protocol.encode(protocol.hello("Ana", token=token)))
    assert hello.token == token and token not in repr(hello)  # never in a log line by accident
    for bad in ("short", "x" * 65, "A" * 42 + "=", 12):
        with pytest.raises(protocol.ProtocolError):
            protocol.decode_client(json.dumps({"type": "hello", "version": PROTOCOL_VERSION,
                                               "name": "Ana", "token": bad}).encode())


def test_a_name_is_a_label_a_token_the_key():
    table = HostTable(RULES, ["host", "open", "open", "computer"], seed=5)
    _, _, ana = table.join("Ana", None)
    with pytest.raises(NameTaken, match="only Ana's own program"):
        table.join("Ana", None)  # connected or not: without the token, never her seat
    table.leave(1)
    with pytest.raises(NameTaken):
        table.join("Ana", 1)
    with pytest.raises(TableFull):
        table.join("Cy", 1)  # Ana's seat waits for Ana
    assert table.join("Someone", 3, ana) == (1, "came_back", ana)  # her token: her seat, whatever she asks
    assert table.seats[1].name == "Ana"  # the name the seat sat down with
    with pytest.raises(NameTaken):
        table.join("host", None)  # nor the host's own name


@pytest.mark.parametrize("look_alike", [
    "\u0410lice",  # a Cyrillic capital A
    "Alic\u0435",  # a Cyrillic small e
    "\u0391lice",  # a Greek capital alpha
    "ALICE", " alice ", "Al ice",
    "Al\u200dice",  # a zero-width joiner (the protocol lets the joiners through: some scripts need them)
    "\uff21\uff4c\uff49\uff43\uff45",  # full-width letters (NFKC)
    "AIice",  # a capital I for the small l
    "A1ice",
])
def test_a_name_that_looks_like_one_at_the_table_is_refused(look_alike):
    table = HostTable(RULES, ["open", "open", "open", "computer"], seed=5)
    table.join("Alice", None)
    with pytest.raises(NameTaken, match="looks too much like Alice|Alice's own program"):
        table.join(look_alike, None)
    assert [s["name"] for s in table.seat_list()] == ["Alice", "", "", ""]


def test_names_that_only_look_different_all_sit_down():
    table = HostTable(find_variant("classic"), ["open", "open", "open", "open"], seed=5)
    for name in ("Alice", "Alina", "Иван", "Мария"):
        table.join(name, None)
    assert [s["name"] for s in table.seat_list()] == ["Alice", "Alina", "Иван", "Мария"]


def test_a_seat_back_with_its_token_closes_its_old_connection_not_its_owner():
    async def play():
        table, host, port, serving, events = await _table(["open", "computer", "computer", "computer"])
        old = Client("127.0.0.1", port, CODE, "Ana", 0)
        new = None
        try:
            await old.connect()
            host.start_now()
            await _until(old, lambda m: m["type"] == "view")
            # the same player on a new connection (her network changed; the old one is not dead yet)
            new = Client("127.0.0.1", port, CODE, "Ana", token=old.token)
            welcome = await new.connect()
            assert welcome["seat"] == 0
            told = await _until(old, lambda m: m["type"] == "refused")
            assert told["reason"] == "name_taken" and "another connection" in told["detail"]
            assert await old.receive(5) is None  # closed
            assert host.by_seat[0].seat == 0 and table.seats[0].connected
            view = await _until(new, lambda m: m["type"] == "view")  # the owner plays on
            assert view["view"]["seat"] == 0
            if new.my_turn():
                await new.act(new.view.legal_actions[0])
                await _until(new, lambda m: m.get("what") == "action" and m["seat"] == 0)
        finally:
            await old.close()
            if new is not None:
                await new.close()
            await host.close()
            await serving
        return events

    events = _run(play())
    assert [e["event"] for e in events if e["event"] in ("superseded", "left", "replaced")] == ["superseded"]


def test_a_resumed_table_keeps_its_seats_and_their_players_come_back_with_their_tokens():
    key = seal.new_key()
    table = HostTable(RULES, ["open", "open", "computer", "computer"], "beginner", seed=5)
    _, _, ana = table.join("Ana", None)
    _, _, bob = table.join("Bob", None)
    table.started = True
    while table.step < 12:
        seat = table.to_move()
        table.apply(seat, table.choose(seat), table.step, True)
    sealed = table.sealed_copy(key)
    data = seal.unseal(sealed, key)
    assert data["table_seats"] == table.table_seats()
    assert ana not in json.dumps(data) and bob not in json.dumps(data)  # hashes only
    seats = copy_seats(sealed, key)
    assert [s["name"] for s in seats] == ["Ana", "Bob", "", ""]
    resumed = HostTable(RULES, ["open", "open", "computer", "computer"], "beginner", match=resume_copy(sealed, key))
    resumed.restore_seats(seats)
    assert [s["kind"] for s in resumed.seat_list()] == ["computer", "computer", "computer", "computer"]
    with pytest.raises(NameTaken):
        resumed.join("Ana", None)  # Bob's client, giving Ana's name
    assert resumed.join("Bob", None, bob) == (1, "came_back", bob)
    assert resumed.join("Ana", None, ana) == (0, "came_back", ana)
    # a copy sealed before the seats were kept (or by an older host) has none: every open seat is free
    bare = seal.seal({k: v for k, v in data.items() if k != "table_seats"}, key)
    assert copy_seats(bare, key) == []


def test_an_older_client_is_told_to_update():
    async def play():
        _, host, port, serving, _ = await _table(["open", "computer", "computer", "computer"])
        try:
            with pytest.raises(Refused) as old:
                await Client("127.0.0.1", port, CODE, "Ana", version=PROTOCOL_VERSION - 1).connect()
            return old.value
        finally:
            await host.close()
            await serving

    refused = _run(play())
    assert PROTOCOL_VERSION == 6 and refused.reason == "old_version" and "update this program" in refused.detail


def test_the_welcome_names_the_table_as_its_host_named_it():
    """Issue 70: a friend who typed the host's address knows the table by its name once seated (his Return to
    <table> names it, not the address): the welcome says the host's table name; a name with a control
    character, or too long, is refused."""

    async def run() -> dict:
        _table_, host, port, serving, _events = await _table(["open", "open", "computer", "computer"],
                                                             name="Anna's table")
        ana = Client("127.0.0.1", port, CODE, "Ana")
        welcome = await ana.connect()
        await ana.close()
        await host.close()
        await asyncio.wait_for(serving, 10)
        return welcome

    assert _run(run())["table"] == "Anna's table"
    table = HostTable(RULES, ["open", "open", "computer", "computer"], seed=5)
    _, _, token = table.join("Ana", None)
    message = protocol.welcome(0, table.seat_list(), table.rules, token, table.take_back_rule, table="Ana's table")
    assert protocol.decode_server(protocol.encode(message))["table"] == "Ana's table"
    for bad in ("Ana\u202e", "x" * (protocol.MAX_NAME + 1), "", 7):
        with pytest.raises(protocol.ProtocolError):
            protocol.decode_server(protocol.encode(dict(message, table=bad)))
