"""Train the calibrated bidder (``ai/bidding/model.py``) of one or more games and write its weights.

For each of ``--deals`` random deals the auction runs with the reference bidder (Intermediate's hand
evaluation); at every decision with a choice, passing and every natural alternative are each played to
the end of the deal by the real bots (Intermediate's bids and cards, the same random numbers for every
alternative), and the difference "this action's deal score - passing's" (the deciding seat's team
against the others, in the game's own match points) becomes one training row. A ridge least-squares fit
per kind of action gives the weights, written into ``belote_desktop/ai/data/bid_models.json`` with a
recorded decision the tests replay (``tests/ai/bidding/test_bid_model.py``).

    python -m tools.train_bidder --variant classic --deals 3000 --jobs 2

``--play-level expert --play-samples 200``: the continuations' cards played by that level's search (its sample
counts alone bound it, not the clock: the same rows on any machine), the bids still as above; ``--master``: the
weights go into the file's "master" part, the entry Master bids with (``SearchParams.master_model``).

``--simulated``: Master's entry instead (``model.master_bid``): each row has one more column, the simulation's
value of the call at Master's bidding settings (``model.simulated_columns``), and the weights go into the file's
"simulated" part; the report adds the same fit without that column on the same decisions, to compare.

Prints JSON: rows per kind, the fit's in-sample and held-out error, and the held-out gain of the model's
choices over the reference bidder's on the same decisions (match points per decision).
"""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass, field
import gzip
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

import belote_desktop
from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.bidding.model import (
    FEATURES, MODEL_FILE, SIMULATED_FEATURES, action_kind, context, features, game_weights, model_bid, shipped_entry,
    simulated_columns, simulated_entry, weights_of,
)
from belote_desktop.engine import PASS, Phase, find_variant, new_deal
from belote_desktop.engine.rules import Ruleset
from belote_desktop.engine.state import DealState

MODEL_PATH = Path(belote_desktop.__file__).resolve().parent / "ai" / "data" / MODEL_FILE
REFERENCE = Level.INTERMEDIATE
MIN_CONTEXT_ROWS = 300  # a context gets weights of its own from this many training rows (else its kind's)

Row = tuple[str, list[float], float]


def fit(rows: Sequence[tuple[str, Sequence[float], float]], ridge: float = 1.0) -> dict[str, list[float]]:
    """Least squares per kind of action, and per kind and context where the context has enough rows,
    ``ridge`` keeping the rare columns small (``model.weights_of`` reads them back)."""
    groups: dict[str, list[tuple[Sequence[float], float]]] = {}
    for kind, x, y in rows:
        groups.setdefault(kind, []).append((x, y))
        groups.setdefault(f"{kind}@{context(x)}", []).append((x, y))
    weights: dict[str, list[float]] = {}
    for key in sorted(groups):
        if "@" in key and len(groups[key]) < MIN_CONTEXT_ROWS:
            continue
        matrix = np.array([f for f, _ in groups[key]], dtype=float)
        target = np.array([v for _, v in groups[key]], dtype=float)
        penalty = ridge * np.eye(matrix.shape[1])
        penalty[0, 0] = 0.0  # the bias is not shrunk
        w = np.linalg.solve(matrix.T @ matrix + penalty, matrix.T @ target)
        weights[key] = [round(float(v), 6) for v in w]
    return weights


def _rng(seed: int, deal: int, move: int) -> random.Random:
    return random.Random(f"train:{seed}:{deal}:{move}")


def _team_lead(rules: Ruleset, state: DealState, seat: int) -> float:
    score = state.result().score
    mine = rules.team_of(seat)
    others = [score[t] for t in range(len(score)) if t != mine]
    return float(score[mine] - sum(others) / max(1, len(others)))


Bidders = dict[int, dict[str, list[float]]]  # team -> the model weights its seats bid with (others: Intermediate)


@dataclasses.dataclass(frozen=True)
class Cards:
    """Who plays the continuations' cards: a level, and for a search level its sample count (None: the level's
    own), bounded by the samples alone (``SearchParams.without_clock``)."""
    level: Level = REFERENCE
    samples: int | None = None

    def params(self) -> Any:
        if self.level < Level.EXPERT:
            return None
        search = SEARCH_PARAMS[self.level]
        if self.samples is not None:
            share = self.samples / max(1, search.samples)
            search = dataclasses.replace(search, samples=self.samples,
                                         exact_samples=max(1, round(search.exact_samples * share)))
        return search.without_clock()

    def label(self) -> str:
        return self.level.name.lower() + (f"@{self.samples}" if self.samples is not None else "")


INTERMEDIATE_CARDS = Cards()


class Moment(NamedTuple):
    """Where an action is taken: the run's seed, the deal and the move (the key of the action's random numbers)."""

    seed: int
    deal: int
    move: int

    def rng(self) -> random.Random:
        return _rng(self.seed, self.deal, self.move)

    def next(self) -> Moment:
        return self._replace(move=self.move + 1)


@dataclass(frozen=True)
class Players:
    """Who acts in a deal: the teams that bid with a model's weights (the others bid as the reference bidder),
    and who plays the cards."""

    bidders: Bidders = field(default_factory=dict)
    cards: Cards = INTERMEDIATE_CARDS


def _act(view: Any, at: Moment, players: Players) -> Any:
    if view.phase is not Phase.BIDDING:
        return choose_action(view, players.cards.level, at.rng(), params=players.cards.params())
    weights = players.bidders.get(view.rules.team_of(view.seat))
    if weights is not None:
        action = model_bid(view, weights)
        if action is not None:
            return action
    return choose_action(view, REFERENCE, at.rng())


def _finish(state: DealState, at: Moment, players: Players) -> DealState:
    while not state.is_terminal():
        state = state.apply(_act(state.view_for(state.current_player()), at, players))
        at = at.next()
    return state


def _read_cache(path: Path) -> list[list[Decision]]:
    """Decisions kept by ``--cache`` (gzipped JSON: data only, nothing a file could make run)."""
    try:
        data = json.loads(gzip.decompress(path.read_bytes()))
    except (OSError, ValueError) as exc:
        raise SystemExit(f"{path}: not a decisions cache of train_bidder ({exc})") from None
    return [[([(str(k), [float(v) for v in x], float(y)) for k, x, y in rows], float(ref)) for rows, ref in deal]
            for deal in data]


def deal_position(rules: Ruleset, seed: int, deal: int) -> DealState:
    return new_deal(rules, dealer=deal % rules.players, seed=seed * 1_000_003 + deal)


Decision = tuple[list[Row], float]  # the rows of one decision and what the reference bidder's choice gained


def _simulated(view: Any, options: list[Any], at: Moment) -> dict[Any, list[float]]:
    """Master's extra column for each option, at Master's bidding settings."""
    master = SEARCH_PARAMS[Level.MASTER]
    seed, deal, move = at
    return simulated_columns(view, options, master.bidding(random.Random(f"simulated:{seed}:{deal}:{move}")))


def _options(view: Any) -> list[Any]:
    """The natural actions of ``view`` (those a model row is about)."""
    return [a for a in view.legal_actions if action_kind(a) is not None]


def _decision(state: DealState, reference: Any, at: Moment, ours: Players, simulated: bool = False) -> Decision:
    """One decision at ``state`` (``at``: its moment): a training row per natural action (its gain over passing,
    the deal played on by ``ours``), and what the ``reference`` bidder's choice gained; ``simulated``: each row
    with Master's extra column."""
    seat = state.current_player()
    view = state.view_for(seat)
    options = _options(view)
    extra = _simulated(view, options, at) if simulated else {}

    def lead(action: Any) -> float:
        return _team_lead(state.rules, _finish(state.apply(action), at.next(), ours), seat)
    passing = lead(PASS)
    rows: list[Row] = []
    gains: dict[Any, float] = {PASS: 0.0}
    for a in options:
        kind = action_kind(a)
        assert kind is not None
        gains[a] = lead(a) - passing
        x = features(view, a)
        if simulated:
            x += extra.get(a, [0.0] * len(SIMULATED_FEATURES))
        rows.append((kind, x, gains[a]))
    return rows, gains.get(reference, 0.0)


def deal_rows(task: tuple[str, int, int, bool, bool] | tuple[str, int, int, bool, bool, Cards]) -> list[Decision]:
    """The decisions of one deal: for each, a training row per natural action (its gain over passing) and
    the reference bidder's gain (for the held-out comparison). ``on_policy``: the previous generation's
    model bids for one team (for the deciding seat's team in every continuation), as in the arena where
    the partner bids with the model too; otherwise every seat bids as Intermediate. The task's last item, where
    given, says who plays the continuations' cards (Intermediate otherwise)."""
    variant, seed, deal, on_policy, simulated = task[:5]
    cards = task[5] if len(task) > 5 else INTERMEDIATE_CARDS
    rules = find_variant(variant)
    state = deal_position(rules, seed, deal)
    weights = game_weights(variant) if on_policy else None
    path = Players({deal % rules.seating.team_count: weights} if weights else {})
    out: list[Decision] = []
    at = Moment(seed, deal, 0)
    while state.phase is Phase.BIDDING:
        seat = state.current_player()
        view = state.view_for(seat)
        reference = choose_action(view, REFERENCE, at.rng())
        ours = Players({rules.team_of(seat): weights} if weights else {}, cards)
        if _options(view) and PASS in view.legal_actions:
            out.append(_decision(state, reference, at, ours, simulated))
        state = state.apply(_act(view, at, path))
        at = at.next()
    return out


@dataclass(frozen=True)
class Collection:
    """Where a fit's decisions come from: ``deals`` deals of ``seed`` of ``variant``, collected in ``jobs``
    processes (``on_policy``, ``simulated``, ``cards``: as ``deal_rows``' task says) and kept in ``cache``; or,
    with ``from_cache``, the decisions kept by an earlier run (a new fit only)."""

    variant: str
    deals: int
    seed: int
    jobs: int = 1
    on_policy: bool = False
    simulated: bool = False
    cards: Cards = INTERMEDIATE_CARDS
    cache: Path | None = None
    from_cache: Path | None = None


def collect(run: Collection) -> list[list[Decision]]:
    tasks = [(run.variant, run.seed, k, run.on_policy, run.simulated, run.cards) for k in range(run.deals)]
    if run.jobs <= 1:
        return [deal_rows(t) for t in tasks]
    with Pool(run.jobs) as pool:
        return pool.map(deal_rows, tasks, chunksize=1 if run.cards.level >= Level.EXPERT else 8)


def _guess(weights: dict[str, list[float]], kind: str, x: list[float]) -> float:
    w = weights_of(weights, kind, x)
    return float(sum(a * b for a, b in zip(w, x))) if w else 0.0


def _error(weights: dict[str, list[float]], rows: list[Row]) -> float:
    if not rows:
        return 0.0
    return math.sqrt(sum((_guess(weights, k, x) - y) ** 2 for k, x, y in rows) / len(rows))


def _model_pick(weights: dict[str, list[float]], rows: list[Row], estimate_column: int) -> tuple[float, float]:
    """The model's guess for its pick among ``rows`` (of the suits, the best estimated only, as worths()), and
    what that pick gained."""
    top_suit = max((x[estimate_column] for k, x, _ in rows if k == "suit"), default=0.0)
    weighed = [(k, x, y) for k, x, y in rows if k != "suit" or x[estimate_column] == top_suit]  # as worths()
    return max(((_guess(weights, k, x), y) for k, x, y in weighed), key=lambda g: g[0])


def held_out_gain(weights: dict[str, list[float]], per_deal: list[list[Decision]],
                  margin: float = 0.0) -> dict[str, float]:
    """On held-out decisions, what each choice gained over passing (match points per decision): the
    model's pick (a call only when it beats passing by ``margin``), the reference bidder's, and the best in
    hindsight."""
    model = reference = best = 0.0
    decisions = [d for rows in per_deal for d in rows]
    estimate_column = FEATURES.index("estimate")
    for rows, ref in decisions:
        guess, gain = _model_pick(weights, rows, estimate_column)
        model += gain if guess > margin else 0.0
        reference += ref
        best += max(0.0, max(y for _, _, y in rows))
    n = max(1, len(decisions))
    return {"decisions": len(decisions), "model": round(model / n, 3), "reference": round(reference / n, 3),
            "best_in_hindsight": round(best / n, 3)}


def recorded_check(variant: str, weights: dict[str, list[float]], seed: int, margin: float = 0.0,
                   simulated: bool = False) -> dict[str, object]:
    """A fixed decision (the first with a choice in deal 0 of ``seed``) and the model's answer to it
    (``simulated``: Master's entry, its extra column simulated as in training)."""
    rules = find_variant(variant)
    for deal in range(50):
        state = deal_position(rules, seed, deal)
        move = 0
        while state.phase is Phase.BIDDING:
            view = state.view_for(state.current_player())
            options = _options(view)
            if len(options) >= 2:
                values: dict[Any, float] = {}
                extra = _simulated(view, options, Moment(seed, deal, move)) if simulated else None
                action = model_bid(view, weights, values, margin, extra)
                return {"seed": seed, "deal": deal, "move": move, "action": str(action),
                        "worths": {str(a): round(v, 4) for a, v in values.items()}}
            state = state.apply(choose_action(view, REFERENCE, _rng(seed, deal, move)))
            move += 1
    raise RuntimeError(f"no decision with a choice in {variant}")


MARGINS = (0.0, 0.025, 0.05, 0.1)  # tried, as shares of the fit's error (the game's scale)


def _rows(per_deal: list[list[Decision]]) -> list[Row]:
    """The training rows of every decision of ``per_deal``."""
    return [r for decisions in per_deal for rows, _ in decisions for r in rows]


def _fold_gains(per_deal: list[list[Decision]], ridge: float, folds: int, extra: list[Row],
                margin: float) -> list[float]:
    """For each fold held out, the model's gain over the reference bidder per decision with ``margin``."""
    gains = []
    for f in range(folds):
        lo, hi = f * len(per_deal) // folds, (f + 1) * len(per_deal) // folds
        train_rows = _rows(per_deal[:lo] + per_deal[hi:])
        figures = held_out_gain(fit(train_rows + extra, ridge), per_deal[lo:hi], margin)
        gains.append(figures["model"] - figures["reference"])
    return gains


def _best_margin(per_fold: dict[float, list[float]], folds: int) -> float:
    """The margin whose folds beat no margin's by the most, and by more than twice their standard error."""
    base = per_fold[0.0]
    best, best_gain = 0.0, 0.0
    for margin, gains in per_fold.items():
        differences = [g - b for g, b in zip(gains, base)]
        mean = sum(differences) / folds
        spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (folds - 1) / folds)
        if mean > 2 * spread and mean > best_gain:
            best, best_gain = margin, mean
    return best


def choose_margin(per_deal: list[list[Decision]], ridge: float, folds: int = 5,
                  extra: list[Row] | None = None) -> tuple[float, dict[str, float]]:
    """The margin a call must beat passing by, chosen by cross-validation on the decisions: for each margin
    tried, the mean gain over the reference bidder per decision. A margin is kept only if it beats no margin
    by more than twice the standard error of the folds' differences (otherwise a flat curve's noise would pick
    it); ``extra`` rows join every fold's fit."""
    extra = extra or []
    rows = _rows(per_deal) + extra
    scale = _error(fit(rows, ridge), rows)
    per_fold: dict[float, list[float]] = {}
    for share in MARGINS:
        margin = round(share * scale, 3)
        per_fold.setdefault(margin, []).extend(_fold_gains(per_deal, ridge, folds, extra, margin))
    best = _best_margin(per_fold, folds)
    return best, {str(m): round(sum(g) / folds, 4) for m, g in per_fold.items()}


def _generation(variant: str, previous: dict[str, Any], on_policy: bool, from_cache: Path | None,
                simulated: bool = False) -> int:
    """The model's generation: the shipped one's next when its model bids (``on_policy``), the shipped one's
    for a new fit on kept decisions, else 1. Master's entry (``simulated``): the next of Expert's model when that
    model bid in its decisions' continuations (``on_policy``, kept decisions too), else 1."""
    if simulated:
        expert = shipped_entry(variant) or {}
        return int(str(expert.get("generation", 1))) + 1 if on_policy and game_weights(variant) else 1
    generation = int(str(previous.get("generation", 1))) + 1 if on_policy and game_weights(variant) else 1
    if from_cache is not None:
        generation = int(str(previous.get("generation", 1)))
    return generation


def _decisions(run: Collection) -> list[list[Decision]]:
    """Each deal's decisions: kept before (``from_cache``: a new fit only), or collected (and kept in
    ``cache``, to try other fits without replaying)."""
    if run.from_cache is not None:  # decisions collected before: a new fit only
        return _read_cache(run.from_cache)
    per_deal = collect(run)
    if run.cache is not None:  # the raw decisions, to try other fits without replaying
        run.cache.parent.mkdir(parents=True, exist_ok=True)
        run.cache.write_bytes(gzip.compress(json.dumps(per_deal).encode()))
    return per_deal


def _fit_figures(weights: dict[str, list[float]], train_rows: list[Row], test_rows: list[Row]) -> dict[str, Any]:
    """The rows by kind, the contexts, and the fit's error on its rows and on the held-out ones."""
    return {
        "rows": {k: sum(1 for r in train_rows + test_rows if r[0] == k) for k in sorted(weights) if "@" not in k},
        "contexts": sorted(k for k in weights if "@" in k),
        "rmse_train": round(_error(weights, train_rows), 3), "rmse_held_out": round(_error(weights, test_rows), 3),
    }


def _without_simulated(per_deal: list[list[Decision]]) -> list[list[Decision]]:
    """The same decisions, their rows without Master's extra column."""
    n = len(FEATURES)
    return [[([(k, x[:n], y) for k, x, y in rows], ref) for rows, ref in deal] for deal in per_deal]


def train(run: Collection, ridge: float, holdout: float = 0.2, extra_caches: list[Path] | None = None,
          master: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    started = time.perf_counter()
    variant, deals, seed, simulated, cards = run.variant, run.deals, run.seed, run.simulated, run.cards
    previous = (simulated_entry(variant) if simulated else shipped_entry(variant)) or {}
    generation = _generation(variant, previous, run.on_policy, run.from_cache, simulated or master)
    per_deal = _decisions(run)
    # decisions of other runs (an earlier generation, a game with the same auction) widen the fit
    extra_caches = extra_caches or []
    extra = [r for path in extra_caches for r in _rows(_read_cache(path))]
    margin, margin_gains = choose_margin(per_deal, ridge, extra=extra)
    split = int(len(per_deal) * (1 - holdout))
    train_rows = _rows(per_deal[:split])
    test_rows = _rows(per_deal[split:])
    weights = fit(train_rows + extra, ridge)
    report: dict[str, Any] = {
        "variant": variant, "deals": deals, "seed": seed, "generation": generation, "cards": cards.label(),
        **_fit_figures(weights, train_rows, test_rows),
        "held_out_per_decision": held_out_gain(weights, per_deal[split:], margin),
        "margin": margin, "cross_validated_gain_by_margin": margin_gains,
    }
    if simulated:  # the same fit without the simulation's column, on the same decisions: what the column adds
        plain = _without_simulated(per_deal)
        plain_margin, _ = choose_margin(plain, ridge, extra=[])
        plain_weights = fit(_rows(plain[:split]), ridge)
        report["without_simulated"] = {
            **_fit_figures(plain_weights, _rows(plain[:split]), _rows(plain[split:])),
            "held_out_per_decision": held_out_gain(plain_weights, plain[split:], plain_margin), "margin": plain_margin}
    weights = fit(train_rows + test_rows + extra, ridge)  # the shipped fit uses every row
    columns = [*FEATURES, *SIMULATED_FEATURES] if simulated else list(FEATURES)
    entry: dict[str, Any] = {"features": columns, "weights": weights, "deals": deals, "seed": seed, "ridge": ridge,
                             "reference": REFERENCE.name.lower(), "cards": cards.label(), "generation": generation,
                             "margin": margin,
                             "extra": [path.name for path in extra_caches],
                             "check": recorded_check(variant, weights, seed + 1, margin, simulated)}
    report["seconds"] = round(time.perf_counter() - started, 1)
    return entry, report


def write_entry(variant: str, entry: dict[str, Any], path: Path = MODEL_PATH, part: str = "models") -> None:
    """Write a game's entry into the file's ``part``: "models" (Expert's and Master's bidder) or "simulated"
    (Master's, with the simulation's column)."""
    data: dict[str, Any] = (json.loads(path.read_text(encoding="utf-8")) if path.exists()
                            else {"version": 1, "models": {}})
    models = data.setdefault(part, {})
    models[variant] = entry
    data[part] = dict(sorted(models.items()))
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    temporary.replace(path)  # a reader never sees half a file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", required=True, help="a preset id (repeatable)")
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=3.0)
    parser.add_argument("--dry-run", action="store_true", help="report only, do not write the weights")
    parser.add_argument("--cache", type=Path, help="a folder to keep each game's raw decisions in (gzipped JSON)")
    parser.add_argument("--from-cache", type=Path, metavar="FILE",
                        help="fit again on decisions kept by --cache (give --deals and --seed of that run)")
    parser.add_argument("--extra-cache", type=Path, action="append", metavar="FILE",
                        help="more decisions for the fit (kept by --cache: an earlier generation, a game with the "
                             "same auction); the held-out figures stay on this run's own decisions")
    parser.add_argument("--recheck", action="store_true",
                        help="only record again the shipped weights' decision (after a change to how they are read)")
    parser.add_argument("--simulated", action="store_true",
                        help="Master's entry: one more column, the simulation's value of each call")
    parser.add_argument("--play-level", default="intermediate",
                        help="who plays the continuations' cards (intermediate, expert, master)")
    parser.add_argument("--play-samples", type=int, help="that level's sampled deals a card (its own by default)")
    parser.add_argument("--master", action="store_true",
                        help="write the weights into the file's \"master\" part: the entry Master bids with")
    parser.add_argument("--on-policy", action="store_true",
                        help="the shipped model bids for the deciding seat's team (the next generation)")
    args = parser.parse_args(argv)
    try:
        cards = Cards(Level.parse(args.play_level), args.play_samples)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    if args.play_samples is not None and (args.play_samples < 1 or cards.level < Level.EXPERT):
        print("--play-samples is a positive count, for a search level (expert, master)", file=sys.stderr)
        return 2
    if args.master and args.simulated:
        print("--master and --simulated write different parts: one of them", file=sys.stderr)
        return 2
    for variant in args.variant:
        try:
            find_variant(variant)
        except KeyError:
            print(f"unknown variant {variant!r}", file=sys.stderr)
            return 2
        if args.recheck:
            entry = shipped_entry(variant)
            weights = game_weights(variant)
            if entry is None or weights is None:
                print(f"no shipped weights for {variant!r}", file=sys.stderr)
                return 2
            margin = float(str(entry.get("margin", 0.0)))
            entry = dict(entry, check=recorded_check(variant, weights, int(str(entry["seed"])) + 1, margin))
            write_entry(variant, entry)
            print(json.dumps({"variant": variant, "check": entry["check"]}), flush=True)
            continue
        cards_tag = "" if cards == INTERMEDIATE_CARDS else "-" + cards.label().replace("@", "")
        name = f"{variant}-{args.seed}-{args.deals}{'-simulated' if args.simulated else ''}{cards_tag}.json.gz"
        cache = args.cache / name if args.cache else None
        run = Collection(variant, args.deals, args.seed, args.jobs, args.on_policy, args.simulated, cards, cache,
                         args.from_cache)
        entry, report = train(run, args.ridge, extra_caches=args.extra_cache, master=args.master)
        if not args.dry_run:
            write_entry(variant, entry, part="simulated" if args.simulated else "master" if args.master else "models")
        print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
