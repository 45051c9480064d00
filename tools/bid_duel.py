"""Compare this tree's bidding with another version of ``ai/bidding/auction.py``, in duplicate La Coinche matches.

    git show main:belote_desktop/ai/bidding/auction.py > /tmp/old_bidding.py
    python -m tools.bid_duel /tmp/old_bidding.py --mode heuristic --pairs 200 --seed 11

Team A bids with this tree's module, team B with the other file; every seat plays its cards as
Intermediate, so only the bidding differs. Each pair is one match played twice, the teams swapping
seats, with the same random numbers for a seat's n-th action. ``--mode heuristic`` compares the
evaluation bidders (Beginner/Intermediate), ``--mode simulated`` the simulation bidders (Expert,
160 deals per contract). The last line is JSON: new_minus_old_per_deal (match points per deal,
averaged over pairs) and its ci95.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import statistics
import sys
from types import ModuleType

from belote_desktop.ai.bidding import auction as new
from belote_desktop.ai.play.heuristic import intermediate_card
from belote_desktop.ai.play.search import Simulation
from belote_desktop.engine import DECLARE, PLAY, Action, Phase, PlayerView, find_variant, new_match

MAX_DEALS = 40


def _load(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location("belote_desktop.ai.bidding._other_auction", path)  # its relative imports as auction.py's
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass in it looks its module up while the module runs
    spec.loader.exec_module(module)
    return module


def _bid(module: ModuleType, mode: str, view: PlayerView, rng: random.Random) -> Action:
    action: Action  # the other version's functions, loaded from a file: untyped to the checker
    if mode == "heuristic":
        action = module.heuristic_bid(view, rng)
    else:
        action = module.simulated_bid(view, Simulation(rng, 160, True))
    return action


def play_pair(old: ModuleType, mode: str, seed: int, pair: int) -> float:
    """Team A's (new) match points per deal minus team B's, averaged over the pair's two games."""
    rules = find_variant("coinche")
    result = []
    for game in (0, 1):
        match = new_match(rules, seed=seed * 1_000_003 + pair, first_dealer=pair % rules.players)
        move = 0
        while not match.is_terminal() and len(match.finished) < MAX_DEALS:
            seat = match.current_player()
            view = match.view_for(seat)
            rng = random.Random(f"{seed}:{pair}:{seat}:{move}")
            legal = view.legal_actions
            if len(legal) == 1:
                action = legal[0]
            elif view.phase is Phase.BIDDING:
                action = _bid(new if rules.team_of(seat) == game else old, mode, view, rng)
            elif DECLARE in legal:
                action = DECLARE
            else:
                action = PLAY[intermediate_card(view, rng)]
            match = match.apply(action)
            move += 1
        deals = max(1, len(match.finished))
        result.append((match.scores[game] - match.scores[1 - game]) / deals)
    return sum(result) / 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bid_duel", description=__doc__.split("\n")[0])
    parser.add_argument("other", help="the other version of ai/bidding/auction.py (a file)")
    parser.add_argument("--mode", choices=("heuristic", "simulated"), default="heuristic")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    old = _load(args.other)
    diffs = [play_pair(old, args.mode, args.seed, pair) for pair in range(args.pairs)]
    spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    print(json.dumps({"mode": args.mode, "pairs": args.pairs, "seed": args.seed,
                      "new_minus_old_per_deal": round(statistics.fmean(diffs), 2),
                      "ci95": round(1.96 * spread / math.sqrt(len(diffs)), 2)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
