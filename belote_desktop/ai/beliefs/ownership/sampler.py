"""Deals drawn from the ownership model: an exact weighted sampler under the hard facts and the hand sizes.

The model gives, for each free card (hidden, not known to be in a hand), the chance each place holds it:
each other seat, where cards are never dealt (Belot for 2) the stock, and where cards lie face down on the
table (Découverte, Belot for 2 with open cards) each seat's face-down pile. The sampler draws whole deals from

    P(deal) ∝ Π over free cards c of  w[c, holder(c)],   w[c, s] = model[c, s] / uniform[c, s],

over the deals that fit the hard facts (a seat the facts rule out has w = 0) and give every seat exactly
the cards it still holds (and the stock, each face-down pile its cards). A game with two places (three seats;
two and a stock) is dealt as three with a third place that takes no card. Then, with face-down table cards,
which of a seat's face-down cards lies under which of its face-up ones (unseen by all, as the deal itself) is
drawn as ``inference.DealSampler`` draws it: every way alike. With an untrained model (w = 1 everywhere) this is ``inference.DealSampler``'s
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
from .features import OTHERS, absolute_places, index_count

FLOOR = 1e-6  # the least weight of a seat the facts allow (a model's 0 would be a hard fact it does not know)


class WeightedSampler:
    """Deals from per-card weights; the interface of ``inference.DealSampler`` (``k``, ``sample``,
    ``sample_deal``) for the search. ``weights``: card index -> per place (its absolute index,
    ``features.absolute_places``: a seat's hand, the stock, a seat's face-down pile) its weight, 0 where the
    hard facts forbid; every free card of ``k`` must be there. ``others``: the places in the draw's order (their
    absolute indices)."""

    BLOCK = 256  # deals drawn together

    def __init__(self, k: Knowledge, weights: dict[int, tuple[float, ...]]) -> None:
        n = k.players
        if k.down and any(k.down) and not k.face_down:
            raise ValueError("face-down table cards in a game that deals none")
        self.k = k
        self.others = absolute_places(n, k.seat, bool(k.unused), k.face_down)
        if not 2 <= len(self.others) <= OTHERS:
            raise ValueError("the weighted sampler deals two or three places")
        free = k.hidden
        for s in range(n):
            if s != k.seat:
                free &= ~k.known[s]
        self.cards = [c for c in range(36) if free >> c & 1]
        piles = list(k.down) if k.down else [0] * n
        self.need = [k.hidden_hand(p) if p < n else (piles[p - n] if k.face_down and p < 2 * n else k.unused)
                     for p in self.others]
        if sum(self.need) != len(self.cards) or min(self.need) < 0:
            raise ValueError("the hand sizes do not add up to the free cards")
        missing = [c for c in self.cards if c not in weights]
        if missing:  # the model read no chances for them (a view whose facts fit no deal)
            raise ValueError(f"no weights for the free cards {missing}")
        places = len(self.others)
        w = np.array([[weights[c][s] for s in self.others] for c in self.cards], dtype=np.float64).reshape(-1, places)
        if places < OTHERS:  # a third place that takes no card: weight 0, need 0
            w = np.concatenate([w, np.zeros((len(w), OTHERS - places))], axis=1)
            self.need = self.need + [0] * (OTHERS - places)
        self.w = np.where(w > 0, np.maximum(w, FLOOR), 0.0)
        self.z = self._completions()
        if not self.z[0][self.need[0], self.need[1]] > 0:
            raise ValueError("no deal fits the hard facts with these weights")
        self._pool: list[tuple[list[int], tuple[tuple[int, int], ...]]] = []

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
            chances = [0.0] * index_count(self.k.players, bool(self.k.unused), self.k.face_down)
            for r, seat in enumerate(self.others):
                chances[seat] = mass[r] / total
            out[self.cards[i]] = tuple(chances)
            forward = m1 + m2 + m3
            forward /= max(forward.max(), 1e-300)
        return out

    def sample(self, rng: random.Random) -> list[int]:
        return self.sample_deal(rng)[0]

    def sample_deal(self, rng: random.Random) -> tuple[list[int], tuple[tuple[int, int], ...]]:
        """One deal (per seat, every card it still has to play: hand, face-up and face-down table cards; the
        stock's cards in no hand) and its covers as ``inference.DealSampler.sample_deal`` gives them ((bit of a
        face-up table card, bit of the face-down card beneath) in the order of ``Knowledge.tops``; none without
        table cards). Deals are drawn by blocks, seeded from ``rng``: the same ``rng`` state gives the same deals."""
        if not self._pool:
            gen = np.random.default_rng(rng.getrandbits(64))
            self._pool = self._deals(self.draw(self.BLOCK, gen), gen)
        return self._pool.pop()

    def _deals(self, holder: np.ndarray, gen: np.random.Generator) -> list[tuple[list[int], tuple[tuple[int, int], ...]]]:
        """The deals of ``draw``'s rows (the first row last: the pool is popped from the end), their covers drawn
        with ``gen``."""
        k = self.k
        n = k.players
        count = len(holder)
        cards = np.array(self.cards, dtype=np.int64)
        bits = np.array([1 << c for c in self.cards], dtype=np.int64)
        base = [k.known[s] for s in range(n)]
        base[k.seat] = k.hand
        adds: list[list[int]] = [[0] * count for _ in range(n)]
        covers: list[list[list[tuple[int, int]]]] = [[[] for _ in range(count)] for _ in range(n)]  # per seat
        for r, place in enumerate(self.others):
            if place >= 2 * n or (place >= n and not self.k.face_down):
                continue  # the stock's cards go to no hand
            seat = place % n
            mask = (np.where(holder == r, bits, 0)).sum(axis=1)
            for row in range(count):
                adds[seat][row] |= int(mask[row])
            tops = k.tops[seat] if place >= n and k.tops else []
            if tops and self.need[r]:
                # which face-down card under which face-up one: a random order of the pile's cards, the
                # first ones under the face-up cards in turn (``DealSampler``: shuffled, then zipped)
                keys = np.where(holder == r, gen.random(holder.shape), np.inf)
                order = np.argsort(keys, axis=1, kind="stable")[:, :min(len(tops), self.need[r])]
                beneath = cards[order]
                for row in range(count):
                    covers[seat][row] = [(1 << top, 1 << int(c)) for top, c in zip(tops, beneath[row])]
        deals: list[tuple[list[int], tuple[tuple[int, int], ...]]] = []
        for row in range(count - 1, -1, -1):  # popped from the end: the first drawn first
            hands = [base[s] | adds[s][row] for s in range(n)]
            deals.append((hands, tuple(pair for s in range(n) for pair in covers[s][row])))
        return deals
