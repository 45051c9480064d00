"""The ownership model's offline gate (issue 37): how well it places the hidden cards of fresh deals.

    python -m tools.ownership_gate MODEL --deals 100 --seed 1000 [--present 300]

Plays ``--deals`` fresh deals of ``--seed`` as the data generator does (shipped bidders, Expert card play at
the data's budget; give a seed the model was not trained on) and measures the mean log-probability of each
hidden card's true holder (cards known to be in a hand left out) under the model, beside the uniform chances
among the deals that fit the hard facts (exact) and, with ``--present N``, the search's present weighting of
N sampled deals (the auction and the play, as ``ai.play.believed`` shows Master's, told apart by hand and
face-down pile where cards lie face down on the table; mixed with the uniform chances at weight 1/N so that no
true holder gets 0). Two sets of views of the same deals:

- ``decisions``: the deciding seat's view at every card-play decision (the training data's protocol);
- ``session10``: every seat's view at every fifth card played (the protocol of docs/benchmarks.md,
  session 10: uniform -1.028, present -1.004, oracle e^0.3 -0.814), whatever the number of seats.

Each with tricks 1-4 and 5-8 apart, and each contract kind apart. The gate is on ``session10`` (the issue's
measure; ``decisions`` is said beside it): at four seats -0.95 or better; at the small tables, where a card
has two places and the uniform chances alone come above -0.95, a gain over uniform whose 95 % interval is
clear of zero. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time

import numpy as np

from tools.ownership_data import deal_seed, holders, play_deal
from tools.ownership_fit import mean_log_prob, strain_kinds
from belote_desktop.ai.beliefs.ownership.features import OTHERS, STRAIN_KINDS, Encoded, Layout, encode, place_indices
from belote_desktop.ai.beliefs.ownership.model import OwnershipModel, SchemaMismatch, load
from belote_desktop.ai.play.search import SearchParams
from belote_desktop.engine import DECLARE, DealState, PlayerView, find_variant

GATE = -0.95


def _present(view: PlayerView, enc: Encoded, samples: int) -> np.ndarray:
    """(slots, 3): the search's weighted chances of the view's unseen cards, mixed with the uniform ones."""
    from belote_desktop.ai import SEARCH_PARAMS, Level
    from belote_desktop.ai.play.believed import card_beliefs

    rng = random.Random(f"gate-present:{view.seat}:{len(view.history)}")
    present = dataclasses.replace(SEARCH_PARAMS[Level.MASTER], draw_from_model=False)
    layout = Layout.for_rules(view.rules)
    places = place_indices(layout, view.seat)
    if layout.down:
        return _present_by_pile(view, enc, present, rng, samples, places)
    beliefs = card_beliefs(view, present, rng, samples)
    out = np.zeros((len(enc.cards), OTHERS), np.float32)
    n = view.rules.players
    for slot in np.flatnonzero(enc.target):
        belief = beliefs.of(int(enc.cards[slot]))
        for place, index in enumerate(places):
            seen = 0.0 if belief is None else (belief.chances[index] if index < n else belief.never_dealt)
            out[slot, place] = (1 - 1 / samples) * seen + enc.prior[slot, place] / samples
    return out


def _present_by_pile(view: PlayerView, enc: Encoded, present: SearchParams, rng: random.Random, samples: int,
                     places: list[int]) -> np.ndarray:
    """``_present`` where cards lie face down on the table: the same deals, drawn and weighed as the search does
    (``search.deal_source``, ``search.deal_weights``; ``believed.card_beliefs`` reads them so), told apart by
    place: a seat's hand or its face-down pile (``DealSampler.sample_places``, whose places are the absolute
    indices: the hand ``s``, the pile ``n + s``)."""
    from belote_desktop.ai.beliefs.inference import DealSampler, read_view
    from belote_desktop.ai.play.search import deal_source, deal_weights

    n = view.rules.players
    knowledge = read_view(view)
    sampler, weight, params = deal_source(view, knowledge, present)
    assert isinstance(sampler, DealSampler), "sample_places: the uniform sampler's"
    drawn = [sampler.sample_places(rng) for _ in range(samples)]
    merged = [[deal[s] | deal[n + s] for s in range(n)] for deal in drawn]
    w = deal_weights(view, merged, knowledge.played_by, weight, params)
    if not w.sum() > 0:
        w = np.ones(len(drawn))
    w = w / w.sum()
    out = np.zeros((len(enc.cards), OTHERS), np.float32)
    for slot in np.flatnonzero(enc.target):
        card = int(enc.cards[slot])
        for place, index in enumerate(places):
            seen = float(sum(weight_ for weight_, deal in zip(w, drawn) if deal[index] >> card & 1))
            out[slot, place] = (1 - 1 / samples) * seen + enc.prior[slot, place] / samples
    return out


_deal_number = [0]  # the deal being played (the views' cluster for the interval)


def _ci95(p: np.ndarray, prior: np.ndarray, holder: np.ndarray, deal: np.ndarray) -> list[float]:
    """Half-widths of the 95% intervals of the model's mean log-probability and of its gain over the prior,
    deals as clusters (the views of one deal are far from independent)."""
    rows, slots = np.nonzero(holder >= 0)
    if len(rows) == 0:
        return [0.0, 0.0]
    truth = holder[rows, slots]
    model = np.log(np.maximum(p[rows, slots, truth], 1e-12))
    gain = model - np.log(np.maximum(prior[rows, slots, truth], 1e-12))
    clusters = deal[rows]
    out = []
    for values in (model, gain):
        mean = values.mean()
        ids, inverse = np.unique(clusters, return_inverse=True)
        if len(ids) < 2:
            out.append(0.0)
            continue
        resid = np.bincount(inverse, weights=values - mean)  # the sum of residuals per deal
        se = np.sqrt((resid ** 2).sum() * len(ids) / (len(ids) - 1)) / len(values)
        out.append(round(float(1.96 * se), 4))
    return out


class _Views:
    """The views of one protocol: features, priors, truths, tricks done, the present weighting's chances."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.x: list[np.ndarray] = []
        self.prior: list[np.ndarray] = []
        self.holder: list[np.ndarray] = []
        self.tricks: list[int] = []
        self.deal: list[int] = []
        self.present: list[np.ndarray] = []

    def add(self, state: DealState, seat: int, layout: Layout, present: int) -> None:
        view = state.view_for(seat)
        enc = encode(view, layout)
        self.x.append(enc.x)
        self.prior.append(enc.prior)
        self.holder.append(holders(state.hands, seat, enc, state.zones.table_down))
        self.tricks.append(len(view.tricks))
        self.deal.append(_deal_number[0])
        if present:
            self.present.append(_present(view, enc, present))

    def figures(self, model: OwnershipModel) -> dict[str, object]:
        holder = np.stack(self.holder)
        prior = np.stack(self.prior)
        p = model.probabilities(np.stack(self.x), prior)
        tricks = np.array(self.tricks)
        out: dict[str, object] = {"views": len(holder)}
        groups = {"all": np.ones(len(holder), bool), "tricks_1_4": tricks < 4, "tricks_5_8": tricks >= 4}
        kinds = strain_kinds(np.stack(self.x), self.layout)
        groups |= {kind: kinds == k for k, kind in enumerate(STRAIN_KINDS) if (kinds == k).any()}
        for name, keep in groups.items():
            model_lp, cards = mean_log_prob(p[keep], holder[keep])
            uniform_lp, _ = mean_log_prob(prior[keep], holder[keep])
            entry: dict[str, object] = {"cards": cards, "model": round(model_lp, 4), "uniform": round(uniform_lp, 4),
                                        "gain": round(model_lp - uniform_lp, 4),
                                        "ci95": _ci95(p[keep], prior[keep], holder[keep], np.array(self.deal)[keep])}
            if self.present:
                present_lp, _ = mean_log_prob(np.stack(self.present)[keep], holder[keep])
                entry["present"] = round(present_lp, 4)
            out[name] = entry
        return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ownership_gate",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("model", help="a model file written by tools.ownership_train")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000, help="fresh deals: not the seed of the training data")
    parser.add_argument("--family", default="")
    parser.add_argument("--present", type=int, default=0, help="also the search's weighting of N sampled deals")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.present < 0:
        parser.error("--deals must be at least 1 and --present 0 or more")
    try:
        model = load(args.model)
    except (OSError, ValueError, KeyError) as error:
        print(f"ownership_gate: {error}", file=sys.stderr)
        return 2
    family = args.family or str(model.meta.get("family", "classic"))
    rules = find_variant(family)
    layout = Layout.for_rules(rules)
    try:
        model.check(layout)
    except SchemaMismatch as error:
        print(f"ownership_gate: {error}", file=sys.stderr)
        return 2
    if model.meta.get("data_seed") == args.seed:
        parser.error(f"seed {args.seed} made the training data: give a fresh one")
    started = time.perf_counter()
    decisions, session10 = _Views(layout), _Views(layout)

    def on_state(state: DealState) -> None:
        seat = state.current_player()
        if DECLARE in state.legal_actions():
            return
        decisions.add(state, seat, layout, args.present)
        played = sum(len(t.cards) for t in state.tricks) + len(state.trick)
        if played % 5 == 0:
            for each in range(rules.players):
                session10.add(state, each, layout, args.present)

    played = 0
    for deal in range(args.deals):
        _deal_number[0] = deal
        played += play_deal(rules, args.seed, deal, on_state=on_state) is not None
    if not played:
        print(f"ownership_gate: every deal of seed {args.seed} was thrown in: give more deals", file=sys.stderr)
        return 2
    summary: dict[str, object] = {
        "family": family, "seed": args.seed, "deals": args.deals, "deals_played": played,
        "model_deals": model.meta.get("deals"), "model_kind": model.meta.get("kind", "all"), "symmetric": bool(model.meta.get("symmetric", False)),
        "decisions": decisions.figures(model), "session10": session10.figures(model),
    }
    measure = summary["session10"]  # the issue's gate is on session 10's measure (every seat, every fifth card)
    assert isinstance(measure, dict)
    whole = measure["all"]
    if rules.players == 4:  # the -0.95 was set at four seats
        summary["gate"] = GATE
        summary["passes"] = bool(whole["model"] >= GATE)
    else:
        summary["gate"] = "gain over uniform, its interval clear of zero"
        summary["passes"] = bool(whole["gain"] - whole["ci95"][1] > 0)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    summary["deal_seeds"] = f"{deal_seed(args.seed, 0)} .. {deal_seed(args.seed, args.deals - 1)}"
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
