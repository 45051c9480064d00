"""Take back at one's own seat (issue 36: "Undo ... work for each human at their own seat"): the host undoes a
player's last move of the deal, with the computer's moves after it, never another person's; a refused take
back is told to its player alone and closes nothing.

The table's rule in-process without sockets, then over the loopback address; every wait has a timeout.
"""

from __future__ import annotations

import asyncio

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant
from belote_desktop.net import protocol
from belote_desktop.net.client import Client
from belote_desktop.net.host import Host, HostSettings, HostTable

from .reading import until

CODE = "K7MQ2X"
RULES = find_variant("classic").with_overrides({"target_score": 300})


def _bot(table: HostTable, by_computer: bool = True) -> None:
    seat = table.to_move()
    table.apply(seat, table.choose(seat), table.step, by_computer)


def _table(seats: list[str], seed: int = 5, rule: str = "free") -> HostTable:
    table = HostTable(RULES, seats, "beginner", seed=seed, take_back=rule)
    for index, kind in enumerate(seats):
        if kind == "open":
            table.join(f"P{index}", index)
    table.started = True
    return table


def test_the_table_takes_back_a_seat_move_and_the_computer_moves_after_it():
    table = _table(["open", "computer", "computer", "computer"])
    assert table.take_back(0, table.step) == "no move of this seat to take back in this deal"
    while table.to_move() != 0:
        _bot(table)
    before, step = table.match, table.step
    table.apply(0, table.match.legal_actions()[0], step)
    while table.to_move() != 0 and not table.match.finished:
        _bot(table)
    assert table.step > step + 1
    changes = table.changes
    assert table.take_back(0, table.step - 1).startswith("the table has moved on")  # a stale step
    assert table.take_back(1, table.step) != ""  # not a seat of a person... and its moves are the computer's own
    assert table.take_back(0, table.step) == ""
    assert table.match is before and table.step == step and table.changes > changes
    assert table.to_move() == 0 and all(mover != 0 for mover, _, _ in table.moves)


def test_the_table_refuses_to_undo_another_person_or_the_host_or_a_finished_deal():
    table = _table(["open", "open", "computer", "computer"])
    while table.to_move() != 0:
        _bot(table, table.to_move() > 1)  # seats 0 and 1 are people, 2 and 3 the computer
    table.apply(0, table.match.legal_actions()[0], table.step)
    while table.to_move() != 1:
        _bot(table)
    table.apply(1, table.match.legal_actions()[0], table.step)  # another person moved since
    step, match = table.step, table.match
    assert table.take_back(0, step) == "another player has moved since"
    assert table.match is match and table.step == step  # nothing changed
    assert table.take_back(1, step) == ""  # his own last move, with nothing after it: his to take back

    host_table = _table(["open", "host", "computer", "computer"])  # a headless host's seat played by its bot
    while host_table.to_move() != 0:
        _bot(host_table)
    host_table.apply(0, host_table.match.legal_actions()[0], host_table.step)
    while host_table.to_move() != 1:
        _bot(host_table)
    _bot(host_table)  # the host's seat: not to be undone, even when the computer plays it
    assert host_table.take_back(0, host_table.step) == "another player has moved since"

    ended = _table(["open", "computer", "computer", "computer"])
    while not ended.match.finished:
        if ended.to_move() == 0:
            ended.apply(0, choose_action(ended.match.view_for(0), "beginner", ended.step), ended.step)
        else:
            _bot(ended)
    while ended.to_move() != 0:
        _bot(ended)
    # its last move was in the deal that is over: the new deal holds no move of it
    assert ended.take_back(0, ended.step) == "no move of this seat to take back in this deal"
    ended.match.over = True
    assert ended.take_back(0, ended.step) == "the match is not being played"


def _take_backs_in_a_row(table: HostTable, tries: int) -> list[tuple[int, int, int]]:
    """A player who plays, reads the computer's replies, takes back, again and again (always the same card:
    the computer's replies, seeded by the position, are the same too): the trick each accepted take back went
    back to (deal index, 0 in the auction else 1, tricks done)."""
    accepted = []
    for _ in range(tries):
        while table.to_move() != 0:
            _bot(table)
        table.apply(0, table.match.legal_actions()[0], table.step)
        while table.to_move() != 0:
            _bot(table)  # the computer's replies, which the player reads
        if table.take_back(0, table.step) == "":
            deal = table.match.deal
            accepted.append((len(table.match.finished), 0 if deal.phase.name == "BIDDING" else 1, len(deal.tricks)))
    return accepted


def test_thirty_take_backs_in_a_row_give_at_most_one_a_trick_by_default():
    table = HostTable(RULES, ["open", "computer", "computer", "computer"], "beginner", seed=5)  # the default rule
    table.join("Ana", 0)
    table.started = True
    assert table.take_back_rule == "trick"
    accepted = _take_backs_in_a_row(table, 30)
    assert accepted and len(accepted) == len(set(accepted)) < 30  # one a trick, never two looks at one trick
    assert table.take_back(0, table.step) in ("", "this seat has taken back a move in this trick already",
                                              "no move of this seat to take back in this deal")


def test_the_take_back_rule_off_refuses_every_one_and_free_as_before():
    off = _table(["open", "computer", "computer", "computer"], rule="off")
    assert _take_backs_in_a_row(off, 10) == []
    assert off.take_back(0, off.step) == "take back is off at this table"
    free = _table(["open", "computer", "computer", "computer"], rule="free")
    assert len(_take_backs_in_a_row(free, 30)) == 30
    with pytest.raises(ValueError):
        HostTable(RULES, ["open", "computer", "computer", "computer"], take_back="always")


def test_the_welcome_and_the_headless_host_tell_the_take_back_rule():
    from belote_desktop.net.host import _parser

    assert _parser().parse_args(["--code", CODE, "--seats", "you,open"]).take_back == "trick"
    assert _parser().parse_args(["--code", CODE, "--seats", "you,open", "--take-back", "off"]).take_back == "off"

    async def welcome(rule: str) -> dict:
        table = HostTable(RULES, ["open", "computer", "computer", "computer"], take_back=rule)
        host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30))
        _, port = await host.start()
        client = Client("127.0.0.1", port, CODE, "Ana", 0)
        try:
            message = await client.connect()
            assert client.take_back_rule == rule
            return message
        finally:
            await client.close()
            await host.close()

    for rule in ("off", "trick", "free"):
        assert asyncio.run(asyncio.wait_for(welcome(rule), 20))["take_back"] == rule


def _mine(client: Client):
    return lambda m: m["type"] == "view" and client.my_turn()


def test_a_take_back_over_the_network_after_computer_moves_then_a_different_card():
    async def play():
        table = HostTable(RULES, ["open", "computer", "computer", "computer"], "beginner", seed=5)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30, bot_delay=0.01), on_event=events.append)
        _, port = await host.start()
        serving = asyncio.create_task(host.serve())
        ana = Client("127.0.0.1", port, CODE, "Ana", 0)
        seen: list[dict] = []
        try:
            await ana.connect()
            host.start_now()
            # play until a turn in the card play with two cards to choose from
            while True:
                await until(ana, seen, _mine(ana))
                view = ana.view
                if view.phase.name == "PLAY" and len(view.legal_actions) >= 2:
                    break
                await ana.act(choose_action(view, "beginner", ana.step))
            first_view, first_step = ana.view, ana.step
            played = first_view.legal_actions[0]
            await ana.act(played)
            await until(ana, seen, _mine(ana))  # the computer played on to Ana's next turn
            assert ana.step > first_step + 1
            count = len(seen)
            await ana.take_back()
            took = await until(ana, seen, lambda m: m.get("what") == "took_back")
            view = await until(ana, seen, lambda m: m["type"] == "view")
            order = [m.get("what", m["type"]) for m in seen[count:]]
            assert took == {"type": "event", "what": "took_back", "seat": 0, "step": first_step}
            assert view["step"] == first_step == table.step and ana.view == first_view
            assert order == ["took_back", "view"]
            other = first_view.legal_actions[1]
            await ana.act(other)
            await until(ana, seen, lambda m: m.get("what") == "action" and m["seat"] == 0)
            # a stale step is refused to Ana alone, and her connection stays open: she plays on
            await until(ana, seen, _mine(ana))
            await ana.send(protocol.take_back(ana.step - 1))
            refused = await until(ana, seen, lambda m: m.get("what") == "no_take_back")
            assert refused["seat"] == 0 and "moved on" in refused["detail"]
            await ana.act(ana.view.legal_actions[0])
            await until(ana, seen, lambda m: m.get("what") == "action" and m["seat"] == 0)
        finally:
            await ana.close()
            await host.close()
            await serving
        return table, events

    table, events = asyncio.run(asyncio.wait_for(play(), 90))
    mine = [e for e in events if e["event"] == "action" and e["seat"] == 0]
    took = [e for e in events if e["event"] == "took_back"]
    assert len(took) == 1
    # the card taken back and the card played instead, at the same step of the match
    taken_back, instead = mine[-3], mine[-2]
    assert taken_back["action"] != instead["action"]
    assert not [e for e in events if e["event"] in ("refused", "left", "error")]


def test_a_take_back_after_another_person_moved_is_refused_and_the_table_plays_on():
    async def play_on(client: Client, seen: list[dict], moves: int) -> None:
        """Play this seat's next ``moves`` turns with the beginner bot."""
        for _ in range(moves):
            await until(client, seen, _mine(client), 30)
            await client.act(choose_action(client.view, "beginner", client.step))

    async def play():
        table = HostTable(RULES, ["open", "open", "computer", "computer"], "beginner", seed=5)
        events: list[dict] = []
        # the computer waits a second before each move: Ana asks while the table is still at Bob's step
        host = Host(table, CODE, HostSettings(start_timeout=20, idle_timeout=30, bot_delay=1.0), on_event=events.append)
        _, port = await host.start()
        serving = asyncio.create_task(host.serve())
        ana, bob = Client("127.0.0.1", port, CODE, "Ana", 0), Client("127.0.0.1", port, CODE, "Bob", 1)
        seen_a: list[dict] = []
        seen_b: list[dict] = []
        try:
            await ana.connect()
            await bob.connect()
            # each plays his turns until Bob has moved after Ana
            ana_moved = False
            while True:
                mover = table.to_move() if table.started else -1
                if mover in (0, 1):
                    client, seen = (ana, seen_a) if mover == 0 else (bob, seen_b)
                    await until(client, seen, lambda m, c=client: m["type"] == "view" and c.step == table.step
                                 and c.my_turn())
                    step = table.step
                    await client.act(client.view.legal_actions[0])
                    while table.step == step:  # the host took it (bounded by the test's timeout)
                        await asyncio.sleep(0.01)
                    if mover == 0:
                        ana_moved = True
                    elif ana_moved:
                        break
                else:
                    await asyncio.sleep(0.02)
            await until(ana, seen_a, lambda m: m["type"] == "view" and ana.step == table.step)
            step, match = table.step, table.match
            await ana.take_back()
            refused = await until(ana, seen_a, lambda m: m.get("what") in ("no_take_back", "took_back"))
            assert refused == {"type": "event", "what": "no_take_back", "seat": 0,
                               "detail": "another player has moved since"}
            assert step == ana.step and table.step >= step and table.match.finished == match.finished
            # the table plays on: both players play their next turns, Ana's connection still open
            await asyncio.gather(play_on(ana, seen_a, 2), play_on(bob, seen_b, 2))
            await until(ana, seen_a, lambda m: m.get("what") == "action" and m["seat"] == 0)
        finally:
            await ana.close()
            await bob.close()
            await host.close()
            await serving
        return events, seen_b

    events, seen_b = asyncio.run(asyncio.wait_for(play(), 90))
    assert not [m for m in seen_b if m.get("what") in ("no_take_back", "took_back")]  # told to Ana alone
    assert [e["detail"] for e in events if e["event"] == "no_take_back"] == ["another player has moved since"]
    assert not [e for e in events if e["event"] in ("refused", "took_back", "error")]
    assert sum(1 for e in events if e["event"] == "action" and e["seat"] == 0) >= 3
