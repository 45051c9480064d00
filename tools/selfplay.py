"""Play whole matches with simple random bots, checking the engine's invariants after every action.

    python -m tools.selfplay --variant classic --games 20 --seed 1

The last line printed is one JSON object: variant, games, deals, actions, errors, seconds.
The exit status is non-zero if any invariant broke.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from belote_desktop.engine import VARIANTS, Ruleset, find_variant, new_match, record, replay
from belote_desktop.engine.invariants import violations


def play_matches(variant: str | Ruleset, games: int, seed: int, max_deals: int = 400) -> dict[str, object]:
    """Play ``games`` matches with random legal actions; count deals, actions and broken invariants.
    ``variant``: a preset's id, or any ruleset (a made-up table of engine/shapes.py)."""
    rules = find_variant(variant) if isinstance(variant, str) else variant
    rng = random.Random(seed)
    deals = actions = 0
    errors: list[str] = []
    started = time.perf_counter()
    for game in range(games):
        match = new_match(rules, seed=seed * 100_003 + game, first_dealer=game % rules.players)
        while not match.is_terminal() and len(match.finished) < max_deals:
            legal = match.legal_actions()
            finished_before = len(match.finished)
            match = match.apply(legal[rng.randrange(len(legal))])
            actions += 1
            checked = [match.deal] if len(match.finished) == finished_before else [match.finished[-1], match.deal]
            for state in checked:
                for problem in violations(state):
                    errors.append(f"game {game} deal {len(match.finished) + 1}: {problem}")
        deals += len(match.finished)
        if replay(json.loads(json.dumps(record(match)))) != match:
            errors.append(f"game {game}: replay of the record differs from the match")
        if not match.is_terminal():
            errors.append(f"game {game}: no winner after {max_deals} deals")
    return {
        "variant": rules.id,
        "games": games,
        "deals": deals,
        "actions": actions,
        "errors": len(errors),
        "seconds": round(time.perf_counter() - started, 3),
        "first_errors": errors[:10],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.selfplay", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    summary = play_matches(args.variant, args.games, args.seed)
    first_errors = summary.pop("first_errors")
    assert isinstance(first_errors, list)
    for line in first_errors:
        print(line, file=sys.stderr)
    print(json.dumps(summary))
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
