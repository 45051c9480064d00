"""Finishing the deals of a ``Batch`` (``batch.py``): the playouts the search and the bidders' simulation run.

The greedy policy runs in the compiled kernel where it is built (``native_batch.greedy_finish``: the same cards
as numpy's loop), else in numpy; ``run_branched`` tries another card for one seat, ``run_random`` plays random
legal cards. This module sits above both ``batch`` and ``native_batch``, which import one way (native_batch
reads batch).
"""

from __future__ import annotations

import numpy as np

from ...engine import Ruleset, Strain
from .batch import I64, Batch
from .greedy import greedy
from .native_batch import greedy_finish, policy_finish
from .policy import play_policy, shipped_policy


def run_greedy(batch: Batch, taker_team: int, public: bool = False, stop_at: int = 0) -> None:
    """Play every row on with the greedy rule-based policy (see ``Batch.greedy``), to the end or (``stop_at``) to the
    first trick start with at most that many cards left: by the compiled kernel where it is built (the same cards),
    else by numpy."""
    if run_greedy_compiled(batch, taker_team, public, stop_at):
        return
    while batch.cards_left > stop_at or (batch.pos and batch.cards_left):
        batch.play(greedy(batch, taker_team, public))


def run_playouts(batch: Batch, rules: Ruleset, taker_team: int, strain: Strain, public: bool, plies: int = 0,
                 card_total: int = 162, stop_at: int = 0) -> None:
    """Play every row on: the game's learned policy (``policy.py``, where one is shipped) plays the next ``plies``
    cards, the greedy rule-based policy the rest, to the end or (``stop_at``) to the first trick start with at most
    that many cards left; compiled where the kernel is built, else numpy. The one way the search, the bidders'
    simulation and Gahwa's win share play their deals out."""
    net = shipped_policy(rules) if plies else None
    if net is None:
        run_greedy(batch, taker_team, public, stop_at)
        return
    if policy_finish(batch, taker_team, public, net.native(strain, plies, card_total), stop_at):
        return
    play_policy(batch, net, taker_team, strain, plies, card_total, stop_at)
    run_greedy(batch, taker_team, public, stop_at)


def run_greedy_compiled(batch: Batch, taker_team: int, public: bool, stop_at: int = 0) -> bool:
    """``native_batch.greedy_finish``: the policy's playouts in the compiled kernel, False where none is built."""
    return greedy_finish(batch, taker_team, public, stop_at)


def run_branched(
    batch: Batch, taker_team: int, public: bool, seat: int, branch: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Finish every row with the greedy policy, except that ``seat``'s next card after the current
    trick is its ``branch``-th legal card (per row) instead of the greedy one.

    Returns per row a key of what ``seat`` has seen when it plays that card (the cards played since
    the start of the batch): rows with equal keys are the same decision for that seat; and whether
    the row's card there is the one the greedy policy would have played."""
    tricks_started = 0  # 0: the current trick, 1: the trick where ``seat`` branches, 2: after it
    key = np.zeros(batch.rows, dtype=I64)
    waiting = np.ones(batch.rows, dtype=bool)
    as_greedy = np.zeros(batch.rows, dtype=bool)
    while batch.cards_left:
        if batch.pos == 0:
            tricks_started += 1
            if tricks_started > 1 and run_greedy_compiled(batch, taker_team, public):
                break  # after the branching trick: the policy alone, compiled
        cards = greedy(batch, taker_team, public)
        if tricks_started > 1:
            batch.play(cards)
            continue
        seen = waiting
        if tricks_started == 1:
            mine = batch.seats_to_move() == seat
            if mine.any():
                tried = batch.nth_card(batch.legal(), branch)
                as_greedy |= mine & waiting & (tried == cards)
                cards = np.where(mine, tried, cards)
            seen = waiting & ~mine
            waiting &= ~mine
        key = np.where(seen, (key * 40 + cards + 1) & ((1 << 62) - 1), key)
        batch.play(cards)
    return key, as_greedy


def run_random(batch: Batch, rng: np.random.Generator) -> None:
    """Finish every row with uniformly random legal cards."""
    uniform = rng.integers(0, 1 << 30, size=(batch.cards_left, batch.rows), dtype=I64)
    step = 0
    while batch.cards_left:
        batch.play(batch.pick_random(batch.legal(), uniform[step]))
        step += 1
