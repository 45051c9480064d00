"""Benchmarks that print figures as JSON (the last line printed is one JSON object).

    python -m tools.bench engine [--variant ID ...] [--seconds S] [--runs R] [--clock wall|cpu]
    python -m tools.bench engine --against REF [--variant ID ...] [--seconds S] [--runs R] [--instructions N]
    python -m tools.bench kernel
    python -m tools.bench think [--level L] [--variant ID] [--decisions N] [--jobs J] [--seed S]

``engine``: random complete deals per second through the public API (legal_actions, apply,
with the legality check apply always does), bidding included, on one core; the median of R runs.
``--against REF``: the same loop on the working tree and on the package as it was at the commit REF, each run a fresh
process, the two interleaved, on the CPU clock: both medians and their ratio (tools/bench_against.py).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time

from belote_desktop.engine import VARIANTS, find_variant, new_deal
from tools.bench_against import Plan, bench_against


def random_deals_per_second(variant: str, seconds: float, clock: str = "wall") -> float:
    rules = find_variant(variant)
    uniform = random.Random(12345).random
    deals = 0
    now = time.process_time if clock == "cpu" else time.perf_counter  # cpu: this process's own time
    started = now()
    deadline = started + seconds
    while now() < deadline:
        for _ in range(50):
            state = new_deal(rules, dealer=deals % rules.players, seed=deals)
            while not state.is_terminal():
                legal = state.legal_actions()
                state = state.apply(legal[int(uniform() * len(legal))])
            state.result()
            deals += 1
    return deals / (now() - started)


def bench_engine(variants: list[str], seconds: float, runs: int, clock: str = "wall") -> dict[str, object]:
    figures: dict[str, object] = {}
    for variant in variants:
        samples = [random_deals_per_second(variant, seconds, clock) for _ in range(runs)]
        figures[variant] = {
            "deals_per_second_median": round(statistics.median(samples)),
            "runs": [round(s) for s in samples],
        }
    return {
        "benchmark": "engine",
        "unit": "random complete deals per second, one core",
        "clock": clock,
        "seconds_per_run": seconds,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "results": figures,
    }


def _engine_against(parser: argparse.ArgumentParser, ref: str, plan: Plan) -> int:
    try:
        figures = bench_against(ref, plan)
    except ValueError as error:
        parser.error(str(error))
    print(json.dumps(figures))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description="Print benchmark figures as JSON.")
    sub = parser.add_subparsers(dest="what", required=True)
    engine = sub.add_parser("engine", help="random complete deals per second for each preset")
    engine.add_argument("--variant", action="append", choices=sorted(VARIANTS),
                        help="only this preset (may be given again)")
    engine.add_argument("--seconds", type=float, default=2.0, help="length of one run")
    engine.add_argument("--runs", type=int, default=5, help="runs per preset (the median is reported)")
    engine.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                        help="cpu: count this process's CPU time only (steadier on a shared machine)")
    engine.add_argument("--against", metavar="REF",
                        help="also the package at this git commit, interleaved with the working tree (CPU clock)")
    engine.add_argument("--instructions", type=int, default=0, metavar="N",
                        help="with --against: the instructions per deal too, N deals under callgrind")
    kernel = sub.add_parser("kernel", help="AI play-phase playouts and search iterations per second")
    kernel.add_argument("--seconds", type=float, default=3.0)
    think = sub.add_parser("think", help="bot thinking time per decision, through the app's worker processes")
    think.add_argument("--level", default="expert", choices=["beginner", "intermediate", "expert", "master"])
    think.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    think.add_argument("--decisions", type=int, default=200, help="decisions to time")
    think.add_argument("--jobs", type=int, default=2, help="worker processes")
    think.add_argument("--seed", type=int, default=1, help="the matches' first seed (and the bots' numbers)")
    args = parser.parse_args(argv)
    if args.what == "think":
        if args.decisions < 1 or args.jobs < 1:
            parser.error("--decisions and --jobs must be at least 1")
        from belote_desktop.ai import Level
        from tools.bench_think import run_think_bench

        print(json.dumps(run_think_bench(args.variant, Level.parse(args.level), args.decisions, args.jobs,
                                                    args.seed)))
        return 0
    if args.what == "engine":
        if args.seconds <= 0 or args.runs < 1 or args.instructions < 0:
            parser.error("--seconds must be positive, --runs at least 1 and --instructions not negative")
        variants = args.variant or sorted(VARIANTS)
        if args.against:
            return _engine_against(parser, args.against, Plan(tuple(variants), args.seconds, args.runs,
                                                              args.instructions))
        print(json.dumps(bench_engine(variants, args.seconds, args.runs, args.clock)))
        return 0
    from tools.bench_kernel import run_kernel_bench

    print(json.dumps(run_kernel_bench(args.seconds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
