"""Speed of the AI kernel, on one core (``python -m tools.bench kernel`` calls this).

    python -m tools.bench_kernel [--seconds S]

Prints one JSON object as its last line; ``kernel`` says which kernel the bots run ("compiled" or "python").
- playouts_per_second: random play-phase playouts (a whole 32-card play from the first lead), with the
  lockstep numpy kernel (1000 deals per batch);
- search_iterations_per_second / _pure: iterations of the Expert search (its real settings) at the first card
  of the play, with the compiled kernel and with the reference: one iteration is one sampled deal played out
  from one candidate card by the rule-based playout policy, sampling, inference, weighting and scoring included;
- greedy_playouts_per_second / _numpy: rule-based (greedy policy) playouts, compiled (what the search runs)
  and with the numpy kernel (1000 deals per batch);
- scalar_playouts_per_second / _pure: random playouts one at a time, compiled and pure Python, the same
  random numbers;
- solver_nodes_per_second / _pure: exact solver nodes, compiled and pure Python, on the same positions of 20
  cards (every legal card of each solved by a fresh solver); solver_ratio and greedy_ratio divide the two.
The compiled figures are left out where the compiled kernel is not built.
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

from belote_desktop.ai.play.batch import Batch, batch_tables
from belote_desktop.ai.play.native_batch import greedy_rate
from belote_desktop.ai.play.playouts import run_random
from belote_desktop.ai.play.heuristic import legal_card_mask
from belote_desktop.ai.play import native
from belote_desktop.ai.play.kernel import (
    CompiledSolver, Position, PythonSolver, compiled_random_playout, position_from_state, random_playout,
    random_pool,
)
from belote_desktop.ai.tables import Tables, tables_for
from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.play.search import search_card
from belote_desktop.engine import Contract, DealState, Strain, deal_with_contract, find_variant
from belote_desktop.engine.state import shuffled_deck

ROWS = 1000
SOLVER_CARDS = 20  # the solver's positions: the last five tricks (Master's exact look)


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


def _batch_rate(seconds: float) -> float:
    rules = find_variant("classic")
    states = _deals(ROWS)
    t = tables_for(rules, Strain.HEARTS)
    bt = batch_tables(t)
    hands = np.array([s.hands for s in states], dtype=np.int64).T
    gen = np.random.default_rng(7)
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done == 0:
        batch = Batch(bt, hands, 1)
        run_random(batch, gen)
        done += ROWS
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


def _solver_positions(count: int, cards_left: int, seed: int = 3) -> list[tuple[Tables, Position]]:
    """Classic deals played at random down to ``cards_left`` cards (20: the last five tricks)."""
    rng = random.Random(11)
    work = []
    for state in _deals(count, seed=seed):
        while len(state.tricks) < (32 - cards_left) // 4:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        work.append((tables_for(state.rules, _strain(state)), position_from_state(state)))
    return work


def _solver_rate(work: list[tuple[Tables, Position]], seconds: float, compiled: bool) -> float:
    """Solver nodes a second over ``work`` (every legal card of each position solved, a fresh solver each)."""
    make = CompiledSolver if compiled else PythonSolver
    nodes = 0
    started = time.perf_counter()
    for t, pos in work:
        solver = make(t, 0)
        solver.move_values(pos)
        nodes += solver.nodes
        if time.perf_counter() - started > seconds:
            break
    return nodes / (time.perf_counter() - started)


def _scalar_rate(seconds: float, compiled: bool) -> float:
    """Random playouts a second from the first lead, one at a time (the same random numbers both ways)."""
    states = _deals(200)
    pool = random_pool(random.Random(3))
    work = [(tables_for(s.rules, _strain(s)), position_from_state(s)) for s in states]
    playout = compiled_random_playout(pool) if compiled else (lambda t, pos, start: random_playout(t, pos, pool, start))
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done == 0:
        for t, pos in work:
            playout(t, pos, done * 17)
            done += 1
    return done / (time.perf_counter() - started)


def run_kernel_bench(seconds: float = 3.0) -> dict[str, object]:
    """The kernel figures; ``seconds`` is the time given to each measurement. The compiled kernel's figures and
    the pure-Python reference's are taken side by side on the same positions in this one run."""
    share = max(0.2, seconds)
    compiled = native.library() is not None
    figures: dict[str, object] = {
        "benchmark": "kernel",
        "kernel": native.kernel_name(),
        "unit": "per second, one core",
        "playouts_per_second": round(_batch_rate(share)),
        "search_iterations_per_second": round(_search_rate(share)),
        "greedy_playouts_per_second_numpy": round(greedy_rate(share, compiled=False)),
        "scalar_playouts_per_second_pure": round(_scalar_rate(share, compiled=False)),
    }
    if compiled:
        with native.reference_kernel():
            figures["search_iterations_per_second_pure"] = round(_search_rate(share))
        figures["greedy_playouts_per_second"] = round(greedy_rate(share, compiled=True))
        figures["scalar_playouts_per_second"] = round(_scalar_rate(share, compiled=True))
    work = _solver_positions(120, SOLVER_CARDS)
    pure = _solver_rate(work, share, compiled=False)
    figures["solver_cards_left"] = SOLVER_CARDS
    figures["solver_nodes_per_second_pure"] = round(pure)
    if compiled:
        fast = _solver_rate(work, share, compiled=True)
        figures["solver_nodes_per_second"] = round(fast)
        figures["solver_ratio"] = round(fast / pure, 1)
        figures["greedy_ratio"] = round(
            figures["greedy_playouts_per_second"] / figures["greedy_playouts_per_second_numpy"], 1)  # type: ignore[operator]
    figures.update({
        "seconds_per_measurement": share,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "machine": platform.machine(),
    })
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_kernel", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    print(json.dumps(run_kernel_bench(args.seconds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
