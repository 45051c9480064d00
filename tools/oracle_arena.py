"""How much better beliefs about the hidden cards could make Master: a measurement, not a bot.

    python -m tools.oracle_arena --variant classic --beta 0.3 --pairs 100 --seed 41 --jobs 2

Plays the card-play arena (``arena --card-play-only``), Master against Expert, where Master's sampled deals
are weighed, on top of its own weighting, by ``exp(beta * cards the deal places where they really are)``: it
is told, more or less firmly, where the hidden cards lie. Nothing in the app does this (the bots read their
own view only); the figure bounds what a better reading of the auction and the play could give Master
(docs/benchmarks.md, session 10). The last line printed is the arena's JSON with ``beta``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Sequence

import numpy as np

from belote_desktop import ai
from belote_desktop.ai import Level
from belote_desktop.ai.play import search
from belote_desktop.engine import VARIANTS
from belote_desktop.engine.state import DealState

_BETA_ENV = "BELOTE_ORACLE_BETA"  # read at import, so the arena's worker processes weigh alike
_truth: dict[str, DealState] = {}
_plain_view_for = DealState.view_for
_plain_deal_weights = search.deal_weights
_plain_master = ai.SEARCH_PARAMS[Level.MASTER]
_oracle_params = dataclasses.replace(_plain_master)  # its own object: only Master is told
_oracle_looks = {id(_oracle_params), id(_oracle_params.second_look)}


def _view_for(state: DealState, seat: int):  # type: ignore[no-untyped-def]
    _truth["state"] = state  # the arena asks every view from the real state
    return _plain_view_for(state, seat)


def _told_deal_weights(view, deals: Sequence[Sequence[int]], played_by, weight, params) -> np.ndarray:  # type: ignore[no-untyped-def]
    w = _plain_deal_weights(view, deals, played_by, weight, params)
    if id(params) not in _oracle_looks or not deals:
        return w
    hands = _truth["state"].hands
    placed = np.array([sum((deal[s] & hands[s]).bit_count() for s in range(len(deal)) if s != view.seat)
                       for deal in deals], dtype=np.float64)
    beta = float(os.environ[_BETA_ENV])
    return w * np.exp(beta * (placed - placed.max()))  # type: ignore[no-any-return]


def _install() -> None:
    DealState.view_for = _view_for  # type: ignore[method-assign, assignment]
    search.deal_weights = _told_deal_weights
    ai.SEARCH_PARAMS[Level.MASTER] = _oracle_params


def _uninstall() -> None:
    DealState.view_for = _plain_view_for  # type: ignore[method-assign]
    search.deal_weights = _plain_deal_weights
    ai.SEARCH_PARAMS[Level.MASTER] = _plain_master


if _BETA_ENV in os.environ:  # an arena worker of main() below (spawned: it imports this module afresh)
    _install()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.oracle_arena",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--beta", type=float, required=True, help="weight per card placed right (0: Master as is)")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", metavar="FILE", help="also write every pair's outcomes to FILE (JSON), for "
                        "``tools.arena_paired``")
    args = parser.parse_args(argv)
    if args.beta < 0 or args.pairs < 1:
        parser.error("--beta must be 0 or more and --pairs at least 1")
    from tools.arena import ArenaRun, run_arena

    os.environ[_BETA_ENV] = repr(args.beta)  # the workers' patch (they inherit the environment)
    _install()
    try:
        summary = run_arena(ArenaRun(args.variant, Level.MASTER, Level.EXPERT, args.pairs, args.seed, "cards",
                                     args.jobs), save=args.save)
    finally:
        _uninstall()
        del os.environ[_BETA_ENV]
    summary["beta"] = args.beta
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
