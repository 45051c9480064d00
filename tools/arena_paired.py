"""Two arenas played on the same pairs, compared pair by pair: how far apart their team A is.

    python -m tools.arena_paired FIRST.json SECOND.json

Reads the per-pair outcomes written with ``--save`` by ``tools.arena``, ``tools.ownership_arena`` or
``tools.oracle_arena``. Both runs must be the same game, seed and pairs (common random numbers: the same
cards), so the per-pair difference of team A's margin (``a_points - b_points``, the mean over the pair's
games) cancels most of the cards' luck. Prints one JSON object: the mean difference FIRST - SECOND in card
points a deal, its 95 % interval (normal, ``1.96 * sd / sqrt(pairs)``), and how many pairs came out equal.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


class NotComparable(ValueError):
    """Two saved arenas that were not played on the same cards."""


def pair_margins(saved: dict[str, object]) -> dict[int, float]:
    """Pair number -> team A's margin in card points a deal (the mean over the pair's games)."""
    pairs = saved["pairs"]
    assert isinstance(pairs, dict)
    out: dict[int, float] = {}
    for key, games in pairs.items():
        deals = sum(g["deals"] for g in games) or 1
        out[int(key)] = sum(g["a_points"] - g["b_points"] for g in games) / deals
    return out


def compare(first: dict[str, object], second: dict[str, object]) -> dict[str, object]:
    a, b = first["summary"], second["summary"]
    assert isinstance(a, dict) and isinstance(b, dict)
    for field in ("variant", "seed", "mode", "card_play_only"):
        if a.get(field) != b.get(field):
            raise NotComparable(f"not the same {field}: {a.get(field)!r} and {b.get(field)!r}")
    ma, mb = pair_margins(first), pair_margins(second)
    if set(ma) != set(mb):
        raise NotComparable(f"not the same pairs: {len(ma)} and {len(mb)}")
    diffs = [ma[p] - mb[p] for p in sorted(ma)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else float("inf")
    return {"variant": a.get("variant"), "seed": a.get("seed"), "pairs": n, "mean_diff": round(mean, 2),
            "ci95": round(1.96 * sd / math.sqrt(n), 2), "pairs_equal": sum(1 for d in diffs if d == 0),
            "first_mean_diff": a.get("mean_diff"), "second_mean_diff": b.get("mean_diff")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena_paired", description=__doc__.split("\n")[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    try:
        saved = [json.loads(path.read_text(encoding="utf-8")) for path in (args.first, args.second)]
        print(json.dumps(compare(*saved)))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        print(f"arena_paired: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
