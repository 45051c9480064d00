"""Matches and deals played forward with random legal actions (the storage and replay tests' positions)."""

from __future__ import annotations

import random


def play(game, count, seed=0):
    """``game`` after at most ``count`` random legal actions (fewer when it ends first)."""
    rng = random.Random(seed)
    for _ in range(count):
        if game.is_terminal():
            break
        game = game.apply(rng.choice(game.legal_actions()))
    return game


def random_deals(rules, count, rng, seeds=None):
    """``count`` seeded deals (seed 0, 1, ...; the dealer turning; or the given ``seeds``) played to the end
    with ``rng``'s random legal actions, every invariant checked after every action: (seed, finished deal) each."""
    from belote_desktop.engine import new_deal
    from belote_desktop.engine.invariants import violations

    for seed in range(count) if seeds is None else seeds:
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while True:
            problems = violations(state)
            assert not problems, (seed, problems)
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        yield seed, state
