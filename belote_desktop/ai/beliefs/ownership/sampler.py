"""Deals drawn from the ownership model: an exact weighted sampler under the hard facts and the hand sizes.

The model gives, for each free card (hidden, not known to be in a hand), the chance each place holds it:
each other seat, and where cards are never dealt (Belot for 2) the stock. The sampler draws whole deals from

    P(deal) ∝ Π over free cards c of  w[c, holder(c)],   w[c, s] = model[c, s] / uniform[c, s],

over the deals that fit the hard facts (a seat the facts rule out has w = 0) and give every seat exactly
the cards it still holds (and the stock its cards). A game with two places (three seats; two and a stock)
is dealt as three with a third place that takes no card. With an untrained model (w = 1 everywhere) this is ``inference.DealSampler``'s
uniform draw; a trained model tilts it card by card. The draw's chance of a card per seat comes close to the
model's, not always exactly: the model's chances need not add up to the hand sizes, the deals always do.

Exact, not approximate: a backward pass counts the weighted completions of every state (how many cards
each seat still needs after the first ``i`` free cards), and a forward pass deals the cards one by one with
the chances those counts give. Many deals are drawn at once, in numpy, one step per free card.
"""

from __future__ import annotations

import random

import numpy as np

from ..inference import Knowledge
from .features import OTHERS

FLOOR = 1e-6  # the least weight of a seat the facts allow (a model's 0 would be a hard fact it does not know)


class WeightedSampler:
    """Deals from per-card weights; the interface of ``inference.DealSampler`` (``k``, ``sample``,
    ``sample_deal``) for the search. ``weights``: card index -> per seat (absolute) its weight, 0 where the
    hard facts forbid, and where cards are never dealt the stock's weight at index ``k.players``; every free
    card of ``k`` must be there. ``others``: the places in the draw's order, the stock as ``k.players``."""

    BLOCK = 256  # deals drawn together

    def __init__(self, k: Knowledge, weights: dict[int, tuple[float, ...]]) -> None:
        n = k.players
        if k.down and any(k.down):
            raise ValueError("the weighted sampler does not deal face-down table cards")
        self.k = k
        self.others = [(k.seat + r) % n for r in range(1, n)] + ([n] if k.unused else [])
        if not 2 <= len(self.others) <= OTHERS:
            raise ValueError("the weighted sampler deals two or three places")
        free = k.hidden
        for s in self.others[:n - 1]:
            free &= ~k.known[s]
        self.cards = [c for c in range(36) if free >> c & 1]
        self.need = [k.hidden_hand(s) for s in self.others[:n - 1]] + ([k.unused] if k.unused else [])
        if sum(self.need) != len(self.cards) or min(self.need) < 0:
            raise ValueError("the hand sizes do not add up to the free cards")
        places = len(self.others)
        w = np.array([[weights[c][s] for s in self.others] for c in self.cards], dtype=np.float64).reshape(-1, places)
        if places < OTHERS:  # a third place that takes no card: weight 0, need 0
            w = np.concatenate([w, np.zeros((len(w), OTHERS - places))], axis=1)
            self.need = self.need + [0] * (OTHERS - places)
        self.w = np.where(w > 0, np.maximum(w, FLOOR), 0.0)
        self.z = self._completions()
        if not self.z[0][self.need[0], self.need[1]] > 0:
            raise ValueError("no deal fits the hard facts with these weights")
        self._pool: list[list[int]] = []

    def _completions(self) -> list[np.ndarray]:
        """``z[i][a, b]``: the weighted count (scaled per ``i``) of the ways to deal free cards ``i..`` when the
        first other seat still needs ``a`` of them and the second ``b`` (the third the rest)."""
        n1, n2, _ = self.need
        f = len(self.cards)
        a = np.arange(n1 + 1)[:, None]
        b = np.arange(n2 + 1)[None, :]
        z = [np.zeros((n1 + 1, n2 + 1)) for _ in range(f + 1)]
        z[f][0, 0] = 1.0
        for i in range(f - 1, -1, -1):
            nxt = z[i + 1]
            w1, w2, w3 = self.w[i]
            third = (f - i) - a - b  # what the third seat still needs in state (a, b) before card i
            cur = np.zeros_like(nxt)
            cur[1:, :] += w1 * nxt[:-1, :]
            cur[:, 1:] += w2 * nxt[:, :-1]
            cur += np.where(third >= 1, w3 * nxt, 0.0)
            cur = np.where(third >= 0, cur, 0.0)
            top = cur.max()
            z[i] = cur / top if top > 0 else cur
        return z

    def draw(self, count: int, rng: np.random.Generator) -> np.ndarray:
        """(count, free cards): the place (0, 1, 2: an index into ``others``) that gets each free card, ``count``
        deals."""
        f = len(self.cards)
        a = np.full(count, self.need[0])
        b = np.full(count, self.need[1])
        holder = np.empty((count, f), dtype=np.int8)
        for i in range(f):
            nxt = self.z[i + 1]
            w1, w2, w3 = self.w[i]
            third = (f - i) - a - b
            t1 = np.where(a >= 1, w1 * nxt[np.maximum(a - 1, 0), b], 0.0)
            t2 = np.where(b >= 1, w2 * nxt[a, np.maximum(b - 1, 0)], 0.0)
            t3 = np.where(third >= 1, w3 * nxt[a, b], 0.0)
            u = rng.random(count) * (t1 + t2 + t3)
            pick = np.where(u < t1, 0, np.where(u < t1 + t2, 1, 2)).astype(np.int8)
            holder[:, i] = pick
            a = a - (pick == 0)
            b = b - (pick == 1)
        return holder

    def chances(self) -> dict[int, tuple[float, ...]]:
        """Exactly, for each free card, the chance each seat (absolute; the stock: ``k.players``) holds it under
        the draw."""
        f = len(self.cards)
        n1, n2, _ = self.need
        forward = np.zeros((n1 + 1, n2 + 1))
        forward[n1, n2] = 1.0
        a = np.arange(n1 + 1)[:, None]
        b = np.arange(n2 + 1)[None, :]
        out: dict[int, tuple[float, ...]] = {}
        for i in range(f):
            nxt = self.z[i + 1]
            w1, w2, w3 = self.w[i]
            third = (f - i) - a - b
            m1 = np.zeros_like(forward)
            m1[:-1, :] = forward[1:, :] * w1  # state (a, b) -> (a - 1, b)
            m2 = np.zeros_like(forward)
            m2[:, :-1] = forward[:, 1:] * w2
            m3 = np.where(third >= 1, forward * w3, 0.0)
            mass = [float((m * nxt).sum()) for m in (m1, m2, m3)]
            total = sum(mass)
            chances = [0.0] * (self.k.players + int(bool(self.k.unused)))
            for r, seat in enumerate(self.others):
                chances[seat] = mass[r] / total
            out[self.cards[i]] = tuple(chances)
            forward = m1 + m2 + m3
            forward /= max(forward.max(), 1e-300)
        return out

    def sample(self, rng: random.Random) -> list[int]:
        return self.sample_deal(rng)[0]

    def sample_deal(self, rng: random.Random) -> tuple[list[int], tuple[tuple[int, int], ...]]:
        """One deal (per seat, every card it still has to play; the stock's cards in no hand) and no covers (no
        table cards).
        Deals are drawn by blocks, seeded from ``rng``: the same ``rng`` state gives the same deals."""
        if not self._pool:
            self._pool = self._hands(self.draw(self.BLOCK, np.random.default_rng(rng.getrandbits(64))))
        return self._pool.pop(), ()

    def _hands(self, holder: np.ndarray) -> list[list[int]]:
        k = self.k
        bits = np.array([1 << c for c in self.cards], dtype=np.int64)
        n = k.players
        base = [k.known[s] for s in range(n)]
        base[k.seat] = k.hand
        seats = self.others[:n - 1]  # the stock's cards go to no hand
        masks = [(np.where(holder == r, bits, 0)).sum(axis=1) for r in range(len(seats))]
        deals = []
        for row in range(len(holder) - 1, -1, -1):  # popped from the end: the first drawn first
            hands = base[:]
            for r, seat in enumerate(seats):
                hands[seat] |= int(masks[r][row])
            deals.append(hands)
        return deals
