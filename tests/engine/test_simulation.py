"""Random simulation: 2,000 seeded deals per preset and per made-up table (tests/rulesets.py) with every
invariant checked after every action, and record -> replay equality."""

import json
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from belote_desktop.engine import record, replay
from tools.selfplay import play_matches
from tests.random_play import random_deals
from tests.rulesets import every_ruleset, slow_but

DEALS_PER_PRESET = 2000
HALVES = 2  # the deals run in two processes side by side (the same checks, half the wall time on two cores)


def _check_deals(variant: str, half: int) -> int:
    """Every other seed of ``variant``'s deals, from ``half``: the checks of the test below; returns how many
    deals were checked."""
    rules = every_ruleset()[variant]
    checked = 0
    for seed, state in random_deals(rules, DEALS_PER_PRESET, random.Random(f"{variant}:{half}"),
                                    seeds=range(half, DEALS_PER_PRESET, HALVES)):
        result = state.result()
        if not result.thrown_in:
            # the cards in play: the pack's total less any cards never dealt (Belot for 2)
            undealt = sum(state.ctx.points[i] for i in range(36) if state.zones.stock >> i & 1)
            assert sum(result.card_points) == state.ctx.total_points - undealt + rules.last_trick_bonus
        if seed % 10 == half:
            assert replay(json.loads(json.dumps(record(state)))) == state
        checked += 1
    return checked


@pytest.fixture(scope="module")
def processes():
    with ProcessPoolExecutor(HALVES, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.mark.parametrize("variant", slow_but(sorted(every_ruleset())))
def test_random_deals_keep_every_invariant(variant, processes):
    halves = [processes.submit(_check_deals, variant, half) for half in range(HALVES)]
    assert sum(h.result() for h in halves) == DEALS_PER_PRESET


@pytest.mark.parametrize("variant", sorted(every_ruleset()))
def test_selfplay_tool_finds_no_errors(variant):
    summary = play_matches(every_ruleset()[variant], games=3, seed=7)
    assert summary["errors"] == 0, summary["first_errors"]
    assert summary["deals"] >= 3 and summary["actions"] > 100
