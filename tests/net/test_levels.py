"""The host's computer players: a level per seat, the window's own bots through ``chooser``, and seeds from
the position alone (``ai.seeds.bot_seed``), so the same position gives the same decision."""

from __future__ import annotations

import asyncio
import threading

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import find_variant
from belote_desktop.net.host import Host, HostSettings, HostTable
from belote_desktop.net.host import main as host_main

CODE = "K7MQ2X"
RULES = find_variant("classic").with_overrides({"target_score": 100})


def test_one_level_or_one_a_seat():
    table = HostTable(RULES, ["open", "computer", "computer", "computer"], "expert")
    assert table.levels == [Level.EXPERT] * 4
    table = HostTable(RULES, ["open", "computer", "computer", "computer"],
                      ["beginner", Level.MASTER, "intermediate", "expert"])
    assert table.levels == [Level.BEGINNER, Level.MASTER, Level.INTERMEDIATE, Level.EXPERT]
    with pytest.raises(ValueError):
        HostTable(RULES, ["open", "computer", "computer", "computer"], ["beginner", "expert"])
    with pytest.raises(ValueError):
        HostTable(RULES, ["open", "computer", "computer", "computer"], ["beginner"] * 3 + ["genius"])


def _computer_match(seed: int):
    """A whole match of four computer players through a chooser that records its calls."""
    calls: list[tuple[int, str, int, int, int, str]] = []
    levels = ["beginner", "intermediate", "beginner", "intermediate"]

    def chooser(view, level: str, seed_: int):
        calls.append((view.seat, level, seed_, len(view.history), view.seat, threading.current_thread().name))
        return choose_action(view, level, seed_)

    async def play():
        table = HostTable(RULES, ["computer"] * 4, levels, seed=seed, chooser=chooser)
        events: list[dict] = []
        host = Host(table, CODE, HostSettings(start_timeout=5, idle_timeout=30), on_event=events.append)
        await host.start()
        await host.serve()
        return table, events

    table, events = asyncio.run(asyncio.wait_for(play(), 60))
    return table, events, calls, levels


def test_the_chooser_decides_for_the_computer_with_the_seat_level_and_the_position_seed():
    table, events, calls, levels = _computer_match(21)
    assert table.over and calls
    actions = [e for e in events if e["event"] == "action"]
    assert len(actions) == len(calls)  # every computer move went through the chooser
    for seat, level, _, _, _, thread in calls:
        assert level == levels[seat]
        assert thread != threading.main_thread().name  # called in the host's worker thread
    # the seed is the position's: the match seed, the deal's index, how many actions were taken, the seat
    expected = [bot_seed(21, index, count, seat)
                for index, deal in enumerate(table.match.finished) for count, (seat, _) in enumerate(deal.history)]
    assert [c[2] for c in calls] == expected


def test_the_same_match_seed_gives_the_same_decisions():
    first = _computer_match(21)
    second = _computer_match(21)
    other = _computer_match(22)
    moves = [[(e["seat"], e["action"]) for e in result[1] if e["event"] == "action"] for result in (first, second, other)]
    assert moves[0] == moves[1] and moves[0] != moves[2]


def test_the_headless_host_takes_a_level_a_seat(procs, capsys):
    assert host_main(["--variant", "classic", "--code", CODE, "--seats", "you,open,computer,open",
                      "--levels", "beginner,expert", "--discovery-port", "0"]) == 2
    assert "one level a seat" in capsys.readouterr().out
    host, _ = procs.host("classic", CODE, "computer,computer,computer,computer", seed=3, target=100,
                         extra=("--levels", "beginner,intermediate,beginner,intermediate", "--start-timeout", "0"))
    over = host.wait_for(lambda o: o.get("event") == "match_over", 60)
    assert host.wait(30) == 0 and over["winner"] in (-1, 0, 1)
