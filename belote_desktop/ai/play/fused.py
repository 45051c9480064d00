"""The exact endgame without strategy fusion at this seat's next turn (issue 73: vector minimax, the idea of αμ).

Perfect-information sampling solves each sampled deal as if every card were seen: it assumes that at its next
turn this seat will play the right card for each deal, though several deals will still look alike to it then.
``shared_next_values`` searches the sampled deals together instead, up to this seat's next turn: the other seats
play each deal's own best cards (a vector of values over the deals, one per deal: the partner maximizes, the
others minimize), and at this seat's next turn it plays *one* card for all the deals that reach that turn with the
same cards seen, the card of best weighted mean over them (what it could really do). From there each deal is
solved exactly as before (``kernel.Solver``): the repair reaches the next decision only, as EPIMC postpones the
perfect-information solve to a depth.

Values are the solver's packed values (``TRICK_SCALE * points + tricks`` of ``team`` from the position on), so the
caller scores them as it scores the plain solver's. A search past ``node_budget`` nodes gives up (None): the
caller then solves each deal on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..tables import Tables
from .kernel import TRICK_SCALE, CompiledSolver, Position, PythonSolver, legal_mask, play


class OverBudget(Exception):
    """The search met more nodes than it may visit."""


@dataclass
class SharedSearch:
    """One decision's search: the tables, this seat and its team, a solver per deal, the deals' weights, the nodes it
    may visit and how many of this seat's next cards are shared."""

    t: Tables
    me: int
    team: int
    solvers: Sequence[PythonSolver | CompiledSolver]
    weights: np.ndarray
    node_budget: int
    turns: int = 1  # this seat's turns after the root whose card is shared (then each deal is solved)
    nodes: int = field(default=0)

    def vector(self, positions: list[Position], worlds: np.ndarray, gained: np.ndarray, turns: int) -> np.ndarray:
        """The packed value of each deal in ``worlds`` (all reaching this node with the same cards seen) from the
        root on: ``gained`` so far plus the rest, this seat's next ``turns`` cards shared among them."""
        self.nodes += 1
        if self.nodes > self.node_budget:
            raise OverBudget
        first = positions[0]
        if first.is_over():
            return gained
        if first.seat == self.me:
            return self._my_turn(positions, worlds, gained, turns)
        return self._their_turn(positions, worlds, gained, turns)

    def _my_turn(self, positions: list[Position], worlds: np.ndarray, gained: np.ndarray, turns: int) -> np.ndarray:
        cards = self.t.cards_of(legal_mask(self.t, positions[0]))  # this seat's hand and the trick: alike in all
        if turns <= 1 or len(cards) == 1:
            values = gained[:, None] + np.array(
                [self.solvers[w].values_of(p, cards) for p, w in zip(positions, worlds)], dtype=np.int64)
        else:
            values = np.stack([self.after(positions, worlds, gained, card, turns - 1) for card in cards], axis=1)
        mean = self.weights[worlds] @ values  # (cards,)
        return values[:, int(np.argmax(mean))]

    def after(self, positions: list[Position], worlds: np.ndarray, gained: np.ndarray, card: int,
               turns: int) -> np.ndarray:
        """Each deal's value after this seat plays ``card`` (in its hand in every deal)."""
        children, after = [], np.empty(len(positions), dtype=np.int64)
        for i, pos in enumerate(positions):
            child = pos.copy()
            play(self.t, child, card)
            children.append(child)
            after[i] = gained[i] + _gain(pos, child, self.team)
        return self.vector(children, worlds, after, turns)

    def _their_turn(self, positions: list[Position], worlds: np.ndarray, gained: np.ndarray,
                    turns: int) -> np.ndarray:
        t = self.t
        seat = positions[0].seat
        masks = [legal_mask(t, p) for p in positions]
        union = 0
        for mask in masks:
            union |= mask
        maximizing = t.team_of[seat] == self.team
        best = np.full(len(worlds), -1 if maximizing else 1 << 40, dtype=np.int64)
        for card in t.cards_of(union):
            rows = [i for i, mask in enumerate(masks) if mask >> card & 1]
            children, after = [], []
            for i in rows:
                child = positions[i].copy()
                play(t, child, card)
                children.append(child)
                after.append(gained[i] + _gain(positions[i], child, self.team))
            value = self.vector(children, worlds[rows], np.array(after, dtype=np.int64), turns)
            index = np.array(rows)
            best[index] = np.maximum(best[index], value) if maximizing else np.minimum(best[index], value)
        return best


def _gain(before: Position, after: Position, team: int) -> int:
    """What ``team`` won between two positions, packed as the solver packs it."""
    return (after.points[team] - before.points[team]) * TRICK_SCALE + after.tricks_won[team] - before.tricks_won[team]


def shared_next_values(search: SharedSearch, positions: Sequence[Position], legal: Sequence[int]) -> np.ndarray | None:
    """The packed value of each of ``legal`` (rows) in each deal (columns) with this seat's next ``search.turns``
    cards shared among the deals alike to it then; None past ``search.node_budget`` nodes. ``positions``: each
    sampled deal at this seat's turn (no face-down cards), in the order of ``search``'s solvers and weights."""
    rows = len(positions)
    out = np.empty((len(legal), rows), dtype=np.int64)
    every, nothing = np.arange(rows), np.zeros(rows, dtype=np.int64)
    try:
        for j, card in enumerate(legal):
            out[j] = search.after(list(positions), every, nothing, card, search.turns)
    except OverBudget:
        return None
    return out
