"""What a deal adds to each team's match score, counted over Expert's self-play records: the data behind
Master's chances of winning the match (``ai/play/match_value.py``).

    python -m tools.deal_scores tools/data/ownership-records-*.npz [--deals 4000] [-o belote_desktop/ai/data/deal-scores.json]

Every deal of the records (``tools/ownership_records``) is played again by the engine (no search) to its end,
and its ``DealResult.score`` counted (a deal thrown in adds nothing to either team). Per game, the pairs (the
dealer's team, the other team) and how often each came, as JSON; one line per game on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from belote_desktop.engine import find_variant, new_deal
from tools.ownership_data import deal_seed
from tools.policy_data import read_records

OUTPUT = Path(__file__).resolve().parents[1] / "belote_desktop" / "ai" / "data" / "deal-scores.json"
VERSION = 1


def deal_score(family: str, seed: int, deal: int, record: Sequence[int]) -> tuple[int, ...]:
    """The match points each team (the dealer's first) added in deal ``deal`` of ``seed``, played from its record."""
    rules = find_variant(family)
    dealer = deal % rules.players
    state = new_deal(rules, dealer=dealer, seed=deal_seed(seed, deal))
    for at in record:
        state = state.apply(state.legal_actions()[at])
    if not state.is_terminal():
        raise ValueError(f"{family} deal {deal} of seed {seed}: the record ends before the deal does")
    score = state.result().score
    first = rules.team_of(dealer)
    return tuple(score[(first + k) % len(score)] for k in range(len(score)))


def count_scores(paths: Sequence[str], limit: int) -> tuple[str, Counter[tuple[int, ...]]]:
    """One game's deal scores over its records files, at most ``limit`` deals."""
    family = ""
    counts: Counter[tuple[int, ...]] = Counter()
    for path in paths:
        game, seed, chunks = read_records(path)
        if family and game != family:
            raise ValueError(f"{path}: records of {game}, not {family}")
        family = game
        for first, records in chunks:
            for i, record in enumerate(records):
                if sum(counts.values()) >= limit:
                    return family, counts
                counts[deal_score(game, seed, first + i, record)] += 1
    return family, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.deal_scores", description=__doc__.split("\n")[0])
    parser.add_argument("records", nargs="+", help="records files (tools/data/ownership-records-*.npz), any games")
    parser.add_argument("--deals", type=int, default=4000, help="at most this many deals a game")
    parser.add_argument("-o", "--output", default=str(OUTPUT), help="the JSON file to write (other games kept)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    by_game: dict[str, list[str]] = {}
    try:
        for path in args.records:
            game, _, _ = read_records(path)
            by_game.setdefault(game, []).append(path)
        out = Path(args.output)
        table: dict[str, Any] = json.loads(out.read_text()) if out.exists() else {"version": VERSION, "games": {}}
        games: dict[str, object] = table["games"]
        for game, paths in sorted(by_game.items()):
            started = time.perf_counter()
            _, counts = count_scores(paths, args.deals)
            games[game] = {
                "deals": sum(counts.values()),
                "scores": [[*score, n] for score, n in sorted(counts.items())],
            }
            print(json.dumps({"game": game, "deals": sum(counts.values()), "distinct": len(counts),
                              "seconds": round(time.perf_counter() - started, 1)}), flush=True)
        out.write_text(json.dumps(table, separators=(",", ":")) + "\n")
    except (OSError, ValueError, KeyError) as error:
        print(f"deal_scores: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
