"""How well Master's drawn deals place the hidden cards, weighed by the learned policy's reading of the others' cards.

    python -m tools.policy_beliefs --variant classic --deals 12 --seed 6150 [--samples 300] [--powers 0,0.5,1]

Plays ``--deals`` deals of Expert self-play as the ownership model's data are made (``tools.ownership_data``);
at every fifth card played, every seat's view draws ``--samples`` deals from Master's source (the game's ownership
model where one ships, else uniform deals) and weighs them by ``search.policy_weights`` to each power. For each
hidden card it reads the weighted chance of its true holder (mixed with a third of a deal's weight so that none is
0) and prints one JSON object: the mean log-probability per card at each power, and per view the gain over power
0 (the draws alone) with its 95 % interval over the views.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

import numpy as np

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.beliefs.inference import read_view
from belote_desktop.ai.play.policy import shipped_policy
from belote_desktop.ai.play.search import deal_source, policy_weights
from belote_desktop.engine import DECLARE, VARIANTS, DealState, find_variant
from tools.ownership_data import play_deal


def view_log_probs(state: DealState, seat: int, samples: int, powers: list[float], seed: str) -> dict[float, float]:
    """Per power, the mean log-probability of the true holders of ``seat``'s hidden cards."""
    view = state.view_for(seat)
    knowledge = read_view(view)
    sampler, _, _ = deal_source(view, knowledge, SEARCH_PARAMS[Level.MASTER])
    rng = random.Random(seed)
    drawn = np.array([sampler.sample(rng) for _ in range(samples)], dtype=np.int64)  # (samples, seats)
    log_w = np.log(np.maximum(policy_weights(view, drawn.tolist(), knowledge.played_by, 1.0), 1e-300))
    players = view.rules.players
    hidden = [(card, other) for other in range(players) if other != seat for card in range(36)
              if state.hands[other] >> card & 1]
    out = {}
    for power in powers:
        w = np.exp(power * log_w)
        w /= w.sum()
        logs = [math.log((1 - 1 / samples) * float(w[(drawn[:, other] >> card) & 1 == 1].sum())
                         + 1 / (players - 1) / samples) for card, other in hidden]
        out[power] = float(np.mean(logs)) if logs else 0.0
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.policy_beliefs", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=6150)
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--powers", default="0,0.25,0.5,0.75,1", help="comma-separated powers of the policy's weights")
    args = parser.parse_args(argv)
    try:
        powers = sorted({0.0, *(float(x) for x in args.powers.split(","))})
    except ValueError:
        parser.error(f"--powers {args.powers!r}: numbers separated by commas")
    if args.deals < 1 or args.samples < 2:
        parser.error("--deals must be at least 1 and --samples at least 2")
    rules = find_variant(args.variant)
    if shipped_policy(rules) is None:
        print(f"policy_beliefs: {args.variant} ships no policy network (ai/data/policy-{rules.id}.npz)", file=sys.stderr)
        return 2
    per_view: list[dict[float, float]] = []

    def on_state(state: DealState) -> None:
        if DECLARE in state.legal_actions():
            return
        played = sum(len(t.cards) for t in state.tricks) + len(state.trick)
        if played and played % 5 == 0:
            for seat in range(rules.players):
                per_view.append(view_log_probs(state, seat, args.samples, powers, f"{args.seed}:{played}:{seat}"))

    for deal in range(args.deals):
        play_deal(rules, args.seed, deal, on_state=on_state)
    if not per_view:
        print("policy_beliefs: no view was read (every deal thrown in?): give more deals", file=sys.stderr)
        return 2
    gains = {}
    for power in powers:
        diff = np.array([v[power] - v[0.0] for v in per_view])
        half = 1.96 * float(diff.std(ddof=1)) / math.sqrt(len(diff)) if len(diff) > 1 else 0.0
        gains[str(power)] = [round(float(diff.mean()), 4), round(half, 4)]
    print(json.dumps({"variant": args.variant, "seed": args.seed, "deals": args.deals, "views": len(per_view),
                      "samples": args.samples, "mean_log_p": {str(p): round(float(np.mean([v[p] for v in per_view])), 4)
                                                              for p in powers}, "gain_per_view": gains}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
