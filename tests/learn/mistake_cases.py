"""Finished deals for the My mistakes tests: seat 0 plays at random (so it makes costly choices), the others as the
Beginner; each with the judge's decisions for seat 0 (cached: the judge searches every choice)."""

from __future__ import annotations

import functools
import random

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import DealState, find_variant, new_deal
from belote_desktop.learn.judge import Decision, judge_errors


def played_at_random(game: str, seed: int) -> DealState:
    state = new_deal(find_variant(game), dealer=seed % 4 if game != "belot_2p" else seed % 2, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        view = state.view_for(state.current_player())
        state = state.apply(rng.choice(view.legal_actions) if view.seat == 0
                            else choose_action(view, Level.BEGINNER, rng))
    return state


@functools.cache
def judged(game: str, seed: int) -> tuple[DealState, tuple[Decision, ...]]:
    """A deal not thrown in (the first from ``seed`` on) and the judge's decisions for seat 0."""
    while True:
        deal = played_at_random(game, seed)
        if not deal.result().thrown_in:
            decisions = judge_errors(deal, 0)
            assert decisions is not None
            return deal, tuple(decisions)
        seed += 1000
