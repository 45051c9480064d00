"""Issue 58, item 3: a computer player's reply time gives away nothing of its cards. The host used to answer a
forced move (one legal action: the only card of the suit led, the only trump) at once after its delay, and a free
one after the delay and the thinking: "faster than the delay plus a little" found the forced moves. Now every
computer move goes out at a time drawn before the thinking, independently of the position.

The test plays a whole match of four computer players in process and times each move from the one before; the
best threshold classifier ("forced when faster than t", t chosen on the same data, its best case) must do no better
than always guessing "free" (a small margin for the search over t)."""

from __future__ import annotations

import pytest

import asyncio
import time

from belote_desktop.engine import find_variant
from belote_desktop.net.host import Host, HostSettings, HostTable

RULES = find_variant("classic")
DELAY = 0.04  # the host's bot delay (the window's is 0.6 s: a shorter one keeps the test quick)


def _timed_match(seed: int) -> list[tuple[float, bool]]:
    """(seconds since the previous move, forced) for every computer move of a whole match."""
    moments: list[tuple[float, bool]] = []
    last = [0.0]
    table = HostTable(RULES, ["computer"] * 4, ["expert", "intermediate", "expert", "intermediate"], seed=seed)

    def on_event(event: dict) -> None:
        if event.get("event") == "started":
            last[0] = time.monotonic()
        elif event.get("event") == "action":
            now = time.monotonic()
            moments.append((now - last[0], bool(forced.pop(0)) if forced else False))
            last[0] = now

    forced: list[bool] = []
    real_choose = table.choose

    def choose(seat, view=None, deal_index=None):
        forced.append(len(view.legal_actions) == 1 if view is not None else False)
        return real_choose(seat, view, deal_index)

    table.choose = choose  # type: ignore[method-assign]

    async def play():
        host = Host(table, "1234", HostSettings(start_timeout=5, idle_timeout=60, bot_delay=DELAY), on_event=on_event)
        await host.start()
        await host.serve()

    asyncio.run(asyncio.wait_for(play(), 300))
    return moments


def best_threshold_accuracy(moments: list[tuple[float, bool]]) -> float:
    """The best accuracy of "forced when faster than t" over every t (its most favourable case)."""
    times = sorted({t for t, _ in moments})
    best = 0.0
    for t in [0.0, *times, float("inf")]:
        right = sum((time_ < t) == forced for time_, forced in moments)
        best = max(best, right / len(moments))
    return best


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_forced_moves_cannot_be_told_by_their_time():
    moments = _timed_match(58)
    moments += _timed_match(59) if sum(f for _, f in moments) < 100 else []
    forced = sum(f for _, f in moments)
    assert forced >= 100, f"only {forced} forced moves"
    always_free = 1 - forced / len(moments)
    assert best_threshold_accuracy(moments) <= always_free + 0.03, (
        f"timing tells forced moves apart: {best_threshold_accuracy(moments):.3f} against {always_free:.3f} "
        f"for always 'free', {forced} forced of {len(moments)}")


def test_the_release_times_are_spread_around_the_delay():
    table = HostTable(RULES, ["computer"] * 4, ["beginner"] * 4, seed=1)
    host = Host(table, "1234", HostSettings(bot_delay=0.6))
    draws = [host.computer.reply_delay() for _ in range(2000)]
    assert 0.3 <= min(draws) < 0.35 and 0.85 < max(draws) <= 0.9 and 0.57 < sum(draws) / len(draws) < 0.63
    assert Host(table, "1234", HostSettings(bot_delay=0)).computer.reply_delay() == 0
