"""The latency tool (tools/net_latency.py) measures a short match: every action of the four
client processes is timed at the four screens (the figures themselves are in docs/benchmarks.md)."""

from __future__ import annotations

from tools import net_latency


def test_the_latency_tool_times_every_action_at_every_screen():
    figures = net_latency.measure("classic", target=100, seed=2, timeout=120)
    every, each, own = figures["every_screen"], figures["each_screen"], figures["own_screen"]
    assert len(every) > 20  # a deal at least, each action but the very last one measured
    assert len(each) == 4 * len(every) and len(own) == len(every)
    assert all(0 < delay < 10 for delay in each)  # seconds: a positive, bounded delay each
    assert all(max(each[4 * i:4 * i + 4]) == every[i] for i in range(len(every)))
