"""Issue 56's duplicate arena for the carré-or-sequences choice: team A declares the set ``choose_declaration``
picks (the one worth most against what was announced), team B always the usual set (``DECLARE``: what every bot
declared before the engine offered a choice). Same level, same cards, seats swapped (``tools.arena``'s pairs).

A hand has a choice in about 2 % of deals; in every other deal both teams play alike (common random numbers), so
their difference there is exactly 0 and the interval comes from the deals with a choice alone. The summary adds
``choice_deals`` (games where team A had a choice) and ``a_chose_other`` (where it chose a set other than the
usual one).

    python -m tools.declaration_choice_arena [--variant bulgarian] [--level intermediate] [--pairs 2000]
        [--seed 5601] [--mode deals] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from collections import Counter
from typing import Any

import belote_desktop.ai as ai
from belote_desktop.ai import Level
from belote_desktop.ai.play.declaring import choose_declaration
from belote_desktop.engine import DECLARE, Declare

from tools import arena

_TEAM_B = [False]  # the seat now deciding is team B's
COUNTS: Counter[str] = Counter()


def _declare(view: Any) -> Any:
    if _TEAM_B[0]:
        return DECLARE
    if sum(isinstance(a, Declare) for a in view.legal_actions) > 1:
        COUNTS["choice"] += 1
        chosen = choose_declaration(view)
        COUNTS["other"] += chosen != DECLARE
        return chosen
    return choose_declaration(view)


_plain_act = arena._act


def _act(view: Any, level: Level, rng: Any, times: list[float] | None, params: Any = None) -> Any:
    _TEAM_B[0] = times is None  # tools.arena times team A's moves only
    try:
        return _plain_act(view, level, rng, times, params)
    finally:
        _TEAM_B[0] = False


def install() -> None:
    # (choose_action reads the module's name)
    ai.choose_declaration = _declare
    arena._act = _act


def _run_pair(task: tuple[Any, ...]) -> tuple[int, list[arena.GameOutcome], dict[str, int]]:
    before = Counter(COUNTS)
    pair, games = arena._run_pair(task)
    return pair, games, dict(COUNTS - before)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.declaration_choice_arena",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="bulgarian")
    parser.add_argument("--level", default="intermediate", choices=[lv.name.lower() for lv in Level])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5601)
    parser.add_argument("--mode", default="deals", choices=arena.MODES)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    level = Level.parse(args.level)
    install()
    tasks: list[arena.Task] = [(args.variant, args.seed, pair, int(level), int(level), args.mode, -1, 1, False, None)
                               for pair in range(args.pairs)]
    results: dict[int, list[arena.GameOutcome]] = {}
    counts: Counter[str] = Counter()
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs, install) as pool:
            for pair, games, seen in pool.imap_unordered(_run_pair, tasks):
                results[pair] = games
                counts.update(seen)
    else:
        for task in tasks:
            pair, games, seen = _run_pair(task)
            results[pair] = games
            counts.update(seen)
    summary = arena.summarise([results[p] for p in sorted(results)], args.mode == "cards", args.mode == "match")
    summary.update(variant=args.variant, a=f"{level.name.lower()} (chooses the set)",
                   b=f"{level.name.lower()} (the usual set)", seed=args.seed, mode=args.mode,
                   choice_deals=counts["choice"], a_chose_other=counts["other"],
                   seconds=round(time.perf_counter() - started, 1))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
