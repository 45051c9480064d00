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
