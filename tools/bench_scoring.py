"""Speed of deal scoring, on one core; prints one JSON object.

    python -m tools.bench_scoring [--seconds S] [--label TEXT]

- ``score_deal_per_second``: the engine's pipeline on finished random deals (200 deals, result cache
  bypassed), per preset;
- ``deal_scores_calls_per_second``: the AI's numpy scoring of a batch of 64 sampled deals (a coinched
  contract, a declaration), per preset.

Absolute imports, so the same file can time another checkout (``PYTHONPATH=<checkout> python <file>``).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from collections.abc import Callable

import numpy as np

from belote_desktop.ai.play.outcome import deal_scores
from belote_desktop.engine import Contract, DealState, Ruleset, Strain, find_variant, new_deal
from belote_desktop.engine.scoring import score_deal


def _finished_deals(variant: str, count: int = 200) -> list[DealState]:
    rules = find_variant(variant)
    rng = random.Random(3)
    states = []
    for seed in range(count):
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def _rate(work: Callable[[], int], seconds: float) -> float:
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        done += work()
    return done / (time.perf_counter() - started)


def run(seconds: float) -> dict[str, object]:
    results: dict[str, object] = {}
    for variant in ("classic", "coinche"):
        rules = find_variant(variant)
        states = _finished_deals(variant)

        def engine(states: list[DealState] = states) -> int:
            for state in states:
                score_deal(state)
            return len(states)

        rng = np.random.default_rng(1)
        won = rng.integers(0, 163, size=(1, 64))
        points = np.vstack([won, 162 - won])
        taken = rng.integers(0, 9, size=(1, 64))
        tricks = np.vstack([taken, 8 - taken])
        belote = np.zeros((2, 64), dtype=np.int64)
        contract = Contract(Strain.HEARTS, 0, 100, False, 2)

        def ai(rules: Ruleset = rules, contract: Contract = contract, points: np.ndarray = points,
               tricks: np.ndarray = tricks, belote: np.ndarray = belote) -> int:
            deal_scores(rules, contract, 162, points, tricks, [20, 0], belote)
            return 1

        results[variant] = {"score_deal_per_second": round(_rate(engine, seconds)),
                            "deal_scores_calls_per_second": round(_rate(ai, seconds))}
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_scoring")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--label", default="")
    args = parser.parse_args(argv)
    print(json.dumps({"benchmark": "scoring", "label": args.label, "python": platform.python_version(),
                      "results": run(args.seconds)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
