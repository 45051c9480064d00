"""Issue 56's duplicate arena: the bots' belot inference as fixed (team A) against the old reading (team B), at the
same level, in a game with rule options set (Bulgarian Belot with ``belote_only_lead_ruff_or_partner``).

The old reading: a king or queen of a belot suit played without a word proves the other card absent, whatever the
options (``belote_king_first`` aside), and a view no deal fits ends the search (the move falls back to
Intermediate's). Team A reads a silence only where the rules would have said the belot, and never fails on a view.
Everything else is ``tools.arena``'s (the same pairs, seeds, modes and summary; ``tools.arena_paired`` reads the
saved file).

    python -m tools.quiet_belote_arena [--variant bulgarian] [--option belote_only_lead_ruff_or_partner=true]
        [--level expert] [--pairs 200] [--seed 56] [--mode cards] [--jobs 1] [--samples N] [--save FILE]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import sys
import time
from collections.abc import Iterator
from typing import Any

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.beliefs import inference
from belote_desktop.ai.play import search
from belote_desktop.engine import Rank

from tools import arena

_OLD = [False]  # the seat now deciding reads as the old bots did (team B)
_new_said = inference._belote_said


def _said(view: Any, seat: int, card: int, position: int, led: int, leader: int) -> bool:
    if _OLD[0]:
        rank = card % 9
        return rank == Rank.KING or (rank == Rank.QUEEN and not view.rules.belote_king_first)
    return _new_said(view, seat, card, position, led, leader)


def _without_proofs(k: inference.Knowledge) -> inference.Knowledge:
    if _OLD[0]:
        raise inference.InconsistentView("the old deal source gave up here")
    return inference.without_proofs(k)


_plain_act = arena._act


def _act(view: Any, level: Level, rng: Any, times: list[float] | None, params: Any = None) -> Any:
    _OLD[0] = times is None  # tools.arena times team A's moves only
    try:
        return _plain_act(view, level, rng, times, params)
    finally:
        _OLD[0] = False


_PATCHED: dict[Any, Any] = {}  # a variant finder installed here -> the one it wraps


def install(options: dict[str, Any], samples: int) -> None:
    """In this process: the old reading for team B, the options on every game ``tools.arena`` plays."""
    find = vars(arena)["find_variant"]
    if find in _PATCHED:
        find = _PATCHED[find]

    def with_options(variant: str) -> Any:
        return dataclasses.replace(find(variant), **options)

    _PATCHED[with_options] = find
    for module, name, value in ((inference, "_belote_said", _said), (search, "without_proofs", _without_proofs),
                                (arena, "_act", _act), (arena, "find_variant", with_options)):
        setattr(module, name, value)
    if samples:
        for level in (Level.EXPERT, Level.MASTER):
            params = SEARCH_PARAMS[level]
            SEARCH_PARAMS[level] = dataclasses.replace(params.without_clock(), samples=samples)


def _value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _options(given: list[str]) -> dict[str, Any]:
    """The rule dials of ``--option DIAL=VALUE`` (default: belote_only_lead_ruff_or_partner=true)."""
    options = dict(item.split("=", 1) for item in (given or ["belote_only_lead_ruff_or_partner=true"]))
    return {key: _value(value) for key, value in options.items()}


def _played_pairs(tasks: list[arena.Task], jobs: int, options: dict[str, Any],
                  samples: int) -> Iterator[tuple[int, list[arena.GameOutcome]]]:
    """Each pair's games as they finish: in ``jobs`` worker processes (each with the reading installed), or one
    after the other in this one."""
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs, install, (options, samples)) as pool:
            yield from pool.imap_unordered(arena._run_pair, tasks)
    else:
        for task in tasks:
            yield arena._run_pair(task)


def _save(save: str, summary: dict[str, object], results: dict[int, list[arena.GameOutcome]]) -> None:
    with open(save, "w", encoding="utf-8") as out:
        json.dump({"summary": summary, "pairs": {str(p): [dataclasses.asdict(g) for g in results[p]]
                                                 for p in sorted(results)}}, out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.quiet_belote_arena", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="bulgarian")
    parser.add_argument("--option", action="append", default=[], metavar="DIAL=VALUE",
                        help="a rule dial (default: belote_only_lead_ruff_or_partner=true)")
    parser.add_argument("--level", default="expert", choices=[lv.name.lower() for lv in Level])
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--first-pair", type=int, default=0)
    parser.add_argument("--seed", type=int, default=56)
    parser.add_argument("--mode", default="cards", choices=arena.MODES)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--samples", type=int, default=0,
                        help="the search's deals a card, the clock lifted (0: the level's own, on the clock)")
    parser.add_argument("--save", metavar="FILE")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    options = _options(args.option)
    level = Level.parse(args.level)
    install(options, args.samples)
    tasks: list[arena.Task] = [(args.variant, args.seed, pair, int(level), int(level), args.mode, -1, 1, False, None)
             for pair in range(args.first_pair, args.first_pair + args.pairs)]
    results: dict[int, list[arena.GameOutcome]] = {}
    started = time.perf_counter()
    for pair, games in _played_pairs(tasks, args.jobs, options, args.samples):
        results[pair] = games
        if args.progress:
            arena._progress(results, args.mode == "cards", started, args.pairs)
    summary = arena.summarise([results[p] for p in sorted(results)], args.mode == "cards", args.mode == "match")
    summary.update(variant=args.variant, options=options, a=f"{level.name.lower()} (fixed reading)",
                   b=f"{level.name.lower()} (old reading)", seed=args.seed, mode=args.mode,
                   first_pair=args.first_pair, samples=args.samples or None,
                   seconds=round(time.perf_counter() - started, 1))
    if args.save:
        _save(args.save, summary, results)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
