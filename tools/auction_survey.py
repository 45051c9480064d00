"""How a bot level bids: every seat bids at that level, then the cards are played as Intermediate.

    python -m tools.auction_survey --variant pilotta --level expert --deals 40

Prints one JSON line: deals thrown in, bids and passes said, the mean contract value, contracts made out
of those played, seconds. A sanity figure for an auction (no bot that passes every hand, none that always
bids), not a strength measure: the arena is that.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import VARIANTS, Bid, Phase, find_variant, new_deal


def survey(variant: str, level: Level, deals: int, seed: int) -> dict[str, object]:
    rules = find_variant(variant)
    bids = passes = thrown = 0
    values: list[int] = []
    made = 0
    started = time.perf_counter()
    for n in range(deals):
        state = new_deal(rules, dealer=n % rules.players, seed=seed + n)
        rng = random.Random(n)
        while state.phase is Phase.BIDDING:
            action = choose_action(state.view_for(state.current_player()), level, rng)
            if isinstance(action, Bid):
                bids += 1
            else:
                passes += 1
            state = state.apply(action)
        if state.thrown_in:
            thrown += 1
            continue
        assert state.contract is not None
        values.append(state.contract.value)
        while not state.is_terminal():
            state = state.apply(choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng))
        made += bool(state.result().made)
    return {"variant": variant, "bidder": level.name.lower(), "deals": deals, "thrown_in": thrown, "bids": bids,
            "passes": passes, "mean_contract": round(sum(values) / max(1, len(values)), 1), "made": made,
            "played": len(values), "seed": seed, "seconds": round(time.perf_counter() - started, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="pilotta", choices=sorted(VARIANTS))
    parser.add_argument("--level", default="intermediate", choices=[lv.name.lower() for lv in Level])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    print(json.dumps(survey(args.variant, Level.parse(args.level), args.deals, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
