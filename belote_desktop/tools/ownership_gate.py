"""The ownership model's offline gate (issue 37): how well it places the hidden cards of fresh deals.

    python -m belote_desktop.tools.ownership_gate MODEL --deals 100 --seed 1000 [--present 300]

Plays ``--deals`` fresh deals of ``--seed`` as the data generator does (shipped bidders, Expert card play at
the data's budget; give a seed the model was not trained on) and, at every card-play decision, reads the
deciding seat's view: the mean log-probability of each hidden card's true holder (cards known to be in a hand
left out) under the model, beside the uniform chances among the deals that fit the hard facts (exact), and,
with ``--present N``, the search's present weighting of N sampled deals (the auction and the play, as
``ai.beliefs`` shows Master's; mixed with the uniform chances at weight 1/N so that no true holder gets 0).
The session-10 scale (docs/benchmarks.md): uniform -1.028, present -1.004, oracle e^0.3 -0.814; the gate
asks -0.95 or better. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

import numpy as np

from ..ai.ownership.data import deal_seed, play_deal
from ..ai.ownership.features import OTHERS, SEATS, Layout, encode
from ..ai.ownership.model import SchemaMismatch, load, mean_log_prob
from ..engine import PlayerView, find_variant

GATE = -0.95


def _present(view: PlayerView, samples: int) -> np.ndarray:
    """(slots, 3): the search's weighted chances of the view's unseen cards, mixed with the uniform ones."""
    from ..ai.beliefs import card_beliefs

    enc = encode(view)
    rng = random.Random(f"gate-present:{view.seat}:{len(view.history)}")
    beliefs = card_beliefs(view, True, rng, samples)
    out = np.zeros((len(enc.cards), OTHERS), np.float32)
    for slot in np.flatnonzero(enc.target):
        belief = beliefs.of(int(enc.cards[slot]))
        for r in range(1, SEATS):
            seen = belief.chances[(view.seat + r) % SEATS] if belief is not None else 0.0
            out[slot, r - 1] = (1 - 1 / samples) * seen + enc.prior[slot, r - 1] / samples
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.tools.ownership_gate",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("model", help="a model file written by tools.ownership_train")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000, help="fresh deals: not the seed of the training data")
    parser.add_argument("--family", default="")
    parser.add_argument("--present", type=int, default=0, help="also the search's weighting of N sampled deals")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    try:
        model = load(args.model)
    except (OSError, ValueError, KeyError) as error:
        print(f"ownership_gate: {error}", file=sys.stderr)
        return 2
    family = args.family or str(model.meta.get("family", "classic"))
    rules = find_variant(family)
    try:
        model.check(Layout.for_rules(rules))
    except SchemaMismatch as error:
        print(f"ownership_gate: {error}", file=sys.stderr)
        return 2
    if model.meta.get("data_seed") == args.seed:
        parser.error(f"seed {args.seed} made the training data: give a fresh one")
    started = time.perf_counter()
    presents: list[np.ndarray] = []

    def on_view(view: object, _hands: tuple[int, ...]) -> None:
        assert isinstance(view, PlayerView)
        presents.append(_present(view, args.present))

    parts = []
    for deal in range(args.deals):
        rows = play_deal(rules, args.seed, deal, on_view=on_view if args.present else None)
        if rows is not None:
            parts.append(rows)
    holder = np.concatenate([r.holder for r in parts])
    prior = np.concatenate([r.prior for r in parts])
    x = np.concatenate([r.x for r in parts]).astype(np.float32)
    tricks = np.concatenate([r.tricks for r in parts])
    p = model.probabilities(x, prior)
    summary: dict[str, object] = {"family": family, "seed": args.seed, "deals": args.deals, "deals_played": len(parts),
                                  "views": len(holder)}
    groups = {"all": np.ones(len(holder), bool), "tricks_1_4": tricks < 4, "tricks_5_8": tricks >= 4}
    for name, keep in groups.items():
        model_lp, cards = mean_log_prob(p[keep], holder[keep])
        uniform_lp, _ = mean_log_prob(prior[keep], holder[keep])
        entry: dict[str, object] = {"cards": cards, "model": round(model_lp, 4), "uniform": round(uniform_lp, 4),
                                    "gain": round(model_lp - uniform_lp, 4)}
        if presents:
            present_lp, _ = mean_log_prob(np.stack(presents)[keep], holder[keep])
            entry["present"] = round(present_lp, 4)
        summary[name] = entry
    model_all = summary["all"]
    assert isinstance(model_all, dict)
    summary["gate"] = GATE
    summary["passes"] = bool(model_all["model"] >= GATE)
    summary["model_deals"] = model.meta.get("deals")
    summary["seconds"] = round(time.perf_counter() - started, 1)
    summary["deal_seeds"] = f"{deal_seed(args.seed, 0)} .. {deal_seed(args.seed, args.deals - 1)}"
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
