"""Speed of the AI kernel, on one core (``python -m belote_desktop.tools.bench kernel`` calls this).

    python -m belote_desktop.tools.bench_kernel [--seconds S]

Prints one JSON object as its last line:
- playouts_per_second: random play-phase playouts (a whole 32-card play from the first lead), with the
  lockstep numpy kernel the search uses (1000 deals per batch);
- search_iterations_per_second: iterations of the Expert search (its real settings) at the first card
  of the play: one iteration is one sampled deal played out from one candidate card by the rule-based
  playout policy, sampling, inference, weighting and scoring included;
- scalar_playouts_per_second: the same random playouts with the pure-Python kernel, one at a time;
- greedy_playouts_per_second: rule-based (greedy policy) playouts with the numpy kernel;
- solver_nodes_per_second: exact endgame solver nodes (positions of 16 cards).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import platform
import random
import sys
import time

import numpy as np

from ..ai.batch import Batch, batch_tables, run_greedy, run_random
from ..ai.heuristic import legal_card_mask
from ..ai.kernel import Solver, position_from_state, random_playout, random_pool, tables_for
from ..ai import SEARCH_PARAMS, Level
from ..ai.search import search_card
from ..engine import Contract, DealState, Strain, deal_with_contract, find_variant
from ..engine.state import shuffled_deck

ROWS = 1000


def _deals(count: int, seed: int = 1) -> list[DealState]:
    rules = find_variant("classic")
    deals = []
    for i in range(count):
        deck = shuffled_deck(rules, seed * 100_000 + i)
        hands = [list(deck[j * 8:(j + 1) * 8]) for j in range(4)]
        deals.append(deal_with_contract(rules, i % 4, hands, Contract(Strain(i % 4), (i + 1) % 4)))
    return deals


def _strain(state: DealState) -> Strain:
    assert state.contract is not None  # every deal of _deals() has its contract
    return state.contract.strain


def _batch_rate(seconds: float, greedy: bool) -> float:
    rules = find_variant("classic")
    states = _deals(ROWS)
    t = tables_for(rules, Strain.HEARTS)
    bt = batch_tables(t)
    hands = np.array([s.hands for s in states], dtype=np.int64).T
    gen = np.random.default_rng(7)
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done == 0:
        batch = Batch(bt, hands, 1, [], [0, 0], [0, 0])
        if greedy:
            run_greedy(batch, 0)
        else:
            run_random(batch, gen)
        done += ROWS
    return done / (time.perf_counter() - started)


def _scalar_rate(seconds: float) -> float:
    states = _deals(200)
    pool = random_pool(random.Random(3))
    work = [(tables_for(s.rules, _strain(s)), position_from_state(s)) for s in states]
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done == 0:
        for t, pos in work:
            random_playout(t, pos, pool, done * 17)
            done += 1
    return done / (time.perf_counter() - started)


def _search_rate(seconds: float) -> float:
    params = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], max_seconds=60.0)
    states = [s for s in _deals(40, seed=2) if len(s.legal_actions()) > 1]
    rng = random.Random(5)
    iterations = 0
    started = time.perf_counter()
    for state in states:
        view = state.view_for(state.current_player())
        search_card(view, params, rng)
        iterations += params.samples * bin(legal_card_mask(view)).count("1")
        if time.perf_counter() - started > seconds:
            break
    return iterations / (time.perf_counter() - started)


def _solver_rate(seconds: float) -> float:
    rng = random.Random(11)
    nodes = 0
    started = time.perf_counter()
    for state in _deals(200, seed=3):
        while len(state.tricks) < 4:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        solver = Solver(tables_for(state.rules, _strain(state)), 0)
        solver.move_values(position_from_state(state))
        nodes += solver.nodes
        if time.perf_counter() - started > seconds:
            break
    return nodes / (time.perf_counter() - started)


def run_kernel_bench(seconds: float = 3.0) -> dict[str, object]:
    """The kernel figures; ``seconds`` is the time given to each measurement."""
    share = max(0.2, seconds)
    figures: dict[str, object] = {
        "benchmark": "kernel",
        "unit": "per second, one core",
        "playouts_per_second": round(_batch_rate(share, greedy=False)),
        "search_iterations_per_second": round(_search_rate(share)),
        "scalar_playouts_per_second": round(_scalar_rate(share)),
        "greedy_playouts_per_second": round(_batch_rate(share, greedy=True)),
        "solver_nodes_per_second": round(_solver_rate(share)),
        "seconds_per_measurement": share,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "machine": platform.machine(),
    }
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.tools.bench_kernel", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    print(json.dumps(run_kernel_bench(args.seconds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
