"""Time the Master's comparison on the same cards, as the window runs it (the searching levels in the bot
processes, one per core).

    python -m tools.bench_compare --variants classic coinche bulgarian --deals 3 --table master

Each deal is first played with the player's seat at Intermediate and the other seats at ``--table``; then the
comparison replays it with the Master in the player's seat. The last line is JSON: per game the seconds of
each comparison, their median and maximum, and over all of them.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.ai.workers import BotWorker
from belote_desktop.engine import VARIANTS, Action, DealState, PlayerView, find_variant, new_deal
from belote_desktop.learn.compare import Bots, ThinkFn, compare_on_same_cards

SEARCHING = ("expert", "master")


def _thinker(worker: BotWorker) -> ThinkFn:
    def think(view: PlayerView, level: str, seed: int) -> Action:
        if level in SEARCHING and len(view.legal_actions) > 1:
            return worker.submit(view, Level.parse(level), seed).result(timeout=120)
        return choose_action(view, Level.parse(level), random.Random(seed))

    return think


def _levels(table: str) -> Callable[[int], str]:
    """The human's seat plays at Intermediate, the others at the table's level."""
    return lambda seat: "intermediate" if seat == 0 else table


def played_deal(variant: str, seed: int, table: str, think: ThinkFn) -> DealState:
    rules = find_variant(variant)
    state = new_deal(rules, dealer=seed % rules.players, seed=seed)
    while state.thrown_in or not state.is_terminal():
        if state.is_terminal():  # thrown in: the next seed
            seed += 1000
            state = new_deal(rules, dealer=seed % rules.players, seed=seed)
            continue
        mover = state.current_player()
        view = state.view_for(mover)
        level = "intermediate" if mover == 0 else table
        legal = view.legal_actions
        state = state.apply(legal[0] if len(legal) == 1 else think(view, level, bot_seed(seed, 0, len(state.history), mover)))
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_compare",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--variants", nargs="+", default=["classic", "coinche", "bulgarian", "baloot"],
                        choices=sorted(VARIANTS))
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--table", default="master", choices=["intermediate", "expert", "master"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    figures: dict[str, object] = {}
    everything: list[float] = []
    with BotWorker() as worker:
        for future in worker.warm_up():
            future.result()
        think = _thinker(worker)
        for variant in args.variants:
            times = []
            for k in range(args.deals):
                seed = args.seed * 100 + k
                deal = played_deal(variant, seed, args.table, think)
                started = time.perf_counter()
                comparison = compare_on_same_cards(deal, 0, Bots(_levels(args.table), seed, 0, think=think))
                assert comparison is not None
                times.append(round(time.perf_counter() - started, 2))
                print(f"{variant} deal {k}: {times[-1]} s", file=sys.stderr, flush=True)
            everything.extend(times)
            figures[variant] = {"seconds": times, "median": round(statistics.median(times), 2), "max": max(times)}
    figures["all"] = {"median": round(statistics.median(everything), 2), "max": max(everything),
                      "comparisons": len(everything), "table": args.table}
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
