"""How long Review thinks: the judge of a finished deal, as the window asks it (``learn.review.review_deal``).

    python -m tools.bench_review --deals 4 --seed 1

For each game and each table level (the bots of the other seats: Expert, Master), ``--deals`` deals are played
to their end (a deal thrown in is skipped): the player's seat by the Intermediate bot (a learner's choices, so
that some differ from the advice and their luck is played out), the others by the table's bots, every bot
seeded by position and bounded by samples, not the clock (as the window's comparison and review play them).
Then the deal is reviewed with the window's options: the table's bots, the Master in the player's seat for the
comparison and the luck, the advice's own budget; in this process, without the bots' worker processes, so the
CPU time (``time.process_time``) is all of it. The last line printed is JSON: the median and 95th percentile
of CPU and wall seconds per review, for each level and each game. ``--samples`` lowers every search's budget
(a quick check that the bench runs; its figures are not Review's).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from belote_desktop.ai import SEARCH_PARAMS, Level, SearchParams, choose_action
from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import Action, DealState, PlayerView, find_variant, new_deal

GAMES = ("classic", "coinche", "bulgarian", "baloot", "pilotta")
LEVELS = ("expert", "master")
LEARNER = "intermediate"  # who plays the reviewed seat


def _quick(params: SearchParams, samples: int) -> SearchParams:
    look = params.second_look
    return dataclasses.replace(
        params, samples=samples, exact_cards=min(params.exact_cards, 8), exact_samples=min(params.exact_samples, samples),
        bid_samples=min(params.bid_samples, samples), max_seconds=60.0,
        second_look=None if look is None else _quick(look, samples))


def thinker(samples: int | None) -> Callable[[PlayerView, str, int], Action]:
    """The bots as the window's review plays them: bounded by samples (``app.bots.think(repeatable=True)``),
    in this process."""
    def think(view: PlayerView, level: str, seed: int) -> Action:
        lvl = Level.parse(level)
        params = SEARCH_PARAMS.get(lvl)
        if params is not None:
            params = params.without_clock() if samples is None else _quick(params, samples)
        return choose_action(view, lvl, random.Random(seed), params=params)

    return think


def play_deal(variant: str, table: str, seed: int, think: Callable[[PlayerView, str, int], Action]) -> DealState:
    """One deal to its end: seat 0 the learner, the others ``table``'s bots, seeded by position."""
    rules = find_variant(variant)
    state = new_deal(rules, dealer=seed % rules.players, seed=seed)
    while not state.is_terminal():
        mover = state.current_player()
        legal = state.legal_actions()
        level = LEARNER if mover == 0 else table
        action = legal[0] if len(legal) == 1 else think(state.view_for(mover), level, bot_seed(
            seed, 0, len(state.history), mover))
        state = state.apply(action)
    return state


def _figures(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    def stat(key: str) -> dict[str, float]:
        values = sorted(r[key] for r in rows)
        return {"median": round(statistics.median(values), 2),
                "p95": round(values[min(len(values) - 1, int(0.95 * len(values)))], 2)}

    return {"reviews": len(rows), "cpu_s": stat("cpu_s"), "wall_s": stat("wall_s"),
            "choices": round(statistics.mean(r["choices"] for r in rows), 1)}


def _review_runs(game: str, level: str, deals: int, seed: int, think: Any, params: Any) -> list[dict[str, Any]]:
    """``deals`` deals of ``game`` at a ``level`` table reviewed (from ``seed`` on, the deals thrown in skipped):
    each review's times and choices judged."""
    from belote_desktop.learn.compare import Bots
    from belote_desktop.learn.review import review_deal

    rows: list[dict[str, Any]] = []
    done, deal_seed = 0, seed
    while done < deals:
        deal = play_deal(game, level, deal_seed, think)
        deal_seed += 1
        if deal.thrown_in:
            continue
        cpu, wall = time.process_time(), time.perf_counter()
        bots = Bots(lambda _s: level, deal_seed - 1, 0, think=think)
        review = review_deal(deal, 0, params=params, bots=bots, compare=True)
        rows.append({"level": level, "game": game, "seed": deal_seed - 1,
                     "cpu_s": time.process_time() - cpu, "wall_s": time.perf_counter() - wall,
                     "choices": len({d.index for d in review.judgement.decisions} if review.judgement else ())})
        done += 1
    return rows


def _level_figures(rows: list[dict[str, Any]], level: str, games: Sequence[str]) -> dict[str, Any]:
    """A level's figures, all its games together and game by game."""
    return {**_figures([r for r in rows if r["level"] == level]),
            "games": {game: _figures([r for r in rows if r["level"] == level and r["game"] == game]) for game in games}}


def run_review_bench(games: Sequence[str], levels: Sequence[str], deals: int, seed: int,
                     samples: int | None = None) -> dict[str, Any]:
    from belote_desktop.learn import advice
    from belote_desktop.cli.review import advice_params

    think = thinker(samples)
    params = advice_params(samples)
    if params is not None:  # the quick check: every search small, the advice's too
        params = _quick(params, samples or 1)
    rows: list[dict[str, Any]] = []
    for level in levels:
        for game in games:
            rows += _review_runs(game, level, deals, seed, think, params or advice.ADVICE_PARAMS)
    return {
        "benchmark": "review",
        "python": platform.python_version(),
        "cores": os.cpu_count(),
        "seed": seed,
        "deals": deals,
        "quick_samples": samples,
        "levels": {level: _level_figures(rows, level, games) for level in levels},
        "runs": [{**r, "cpu_s": round(r["cpu_s"], 2), "wall_s": round(r["wall_s"], 2)} for r in rows],
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_review",
                                     description="CPU and wall time of Review, at Expert and Master tables.")
    parser.add_argument("--deals", type=int, default=4, help="deals reviewed per game and level (default 4)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), metavar="GAME", help=f"default: {' '.join(GAMES)}")
    parser.add_argument("--levels", nargs="+", choices=LEVELS, default=list(LEVELS), help="the tables' bots")
    parser.add_argument("--samples", type=int, default=None, metavar="N",
                        help="every search at N samples: a quick check, not Review's figures")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.deals < 1 or (args.samples is not None and args.samples < 1):
        parser.error("--deals and --samples must be at least 1")
    for game in args.games:
        find_variant(game)
    print(json.dumps(run_review_bench(args.games, args.levels, args.deals, args.seed, args.samples)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
