"""The learned card-ranking policy: a small network that plays the cards Expert would play, for Master's playouts.

Trained offline (``tools/policy_train.py``) on Expert's self-play records (``tools/data/ownership-records-*``):
at every card with a choice, the card Expert's search chose, from what the deciding seat could know. At
inference it reads a ``Batch`` (many sampled deals in lockstep) and gives, per row, the card the player to
move would play seeing only its own hand and the table (``policy_features``): numpy only, a few milliseconds a
ply for a chunk of deals, so Master plays it for the first cards of each playout and the rule-based policy
(``Batch.greedy``) finishes the deal (``SearchParams.policy_plies``). The compiled kernel runs the same network
(``ckernel/greedy.c``, ``native_batch.policy_finish``): the playouts' ``playouts.run_playouts`` takes it where built.

Features (``FEATURES`` columns, the player to move's side of the table, the trump suit first):
its playable hand (36), per other seat (the next one, the one after, the one before) the cards it may still
hold (unplayed, not mine, not shown void: 3 x 36) and the card it put on this trick (3 x 36), then the place
in the trick, the partner holding the trick, the trick's points, the best card a trump, on the taker's side,
the strain's kind, the led suit, the cards left, both sides' card points.

Shipped weights: ``ai/data/policy-<game>.npz`` (float16, under 100 KB each); a game without one plays its
playouts by the rule-based policy alone.
"""

from __future__ import annotations

import ctypes
import logging
from functools import lru_cache
from pathlib import Path

import numpy as np

from ...engine import Ruleset, Strain
from ..beliefs.hand_value import strain_kind
from .batch import I64, Batch, popcount
from .native import BkNet

log = logging.getLogger(__name__)

CARDS = 36
OTHERS = 3  # the other seats' blocks: at a table of fewer seats the missing ones stay empty
SCALARS = 18
FEATURES = CARDS + 2 * OTHERS * CARDS + SCALARS  # 270
POLICY_VERSION = 1
DATA = Path(__file__).resolve().parent.parent / "data"


STRAIN_KINDS = ("suit", "nt", "at")  # hand_value.strain_kind's names, in the features' column order


@lru_cache(maxsize=8)
def card_order(strain: Strain) -> np.ndarray:
    """The card in each of the 36 feature slots: the trump suit's nine first, then the others in order."""
    trump = strain.suit
    suits = ([int(trump)] if trump is not None else []) + [s for s in range(4) if trump is None or s != int(trump)]
    order = np.array([suit * 9 + rank for suit in suits for rank in range(9)], dtype=I64)
    order.setflags(write=False)
    return order


def _bits(masks: np.ndarray, strain: Strain) -> np.ndarray:
    """(rows, k) card masks -> (rows, k, 36) 0/1 (uint8) in slot order (``card_order``): the suits moved to
    their slots by shifts, then each mask's bytes unpacked at once."""
    rows, k = masks.shape
    slots = _suit_slots(strain)
    moved = np.zeros((rows, k), dtype="<i8")
    for suit in range(4):
        moved |= ((masks >> (9 * suit)) & 0x1FF) << (9 * int(slots[suit]))
    bits: np.ndarray = np.unpackbits(moved.view(np.uint8).reshape(rows, k, 8), axis=2, bitorder="little")[:, :, :CARDS]
    return bits


def policy_features(batch: Batch, taker_team: int | np.ndarray, strain: Strain, card_total: int = 162) -> np.ndarray:
    """(rows, FEATURES) float32: what the player to move in each row of ``batch`` knows (its hand, the table,
    the voids shown): the network's input. ``taker_team``: the contract's side (per row or one for all)."""
    bt = batch.bt
    n = bt.players
    pos = batch.pos
    rows = batch.rows
    mine = batch.playable(batch.rel[pos]) if batch.covers else batch.rel[pos]
    out = np.zeros(rows, dtype=I64)
    for j in range(n):
        if j != pos:
            out |= batch.rel[j]
    # the card blocks' masks: mine, then per other seat (0: the next, 1: the one after, 2: the one before at
    # four) the cards it may still hold, then its card on this trick (its hand at the trick's start less now)
    masks = np.zeros((rows, 1 + 2 * OTHERS), dtype=I64)
    masks[:, 0] = mine
    for j in range(n):
        if j == pos:
            continue
        r = (j - pos) % n - 1
        masks[:, 1 + r] = out & ~batch.known_void[j]
        if j < pos:
            masks[:, 1 + OTHERS + r] = batch.flat.take(batch.seat_base[j]) & ~batch.rel[j]
    x = np.zeros((rows, FEATURES), dtype=np.float32)
    s = CARDS * (1 + 2 * OTHERS)
    x[:, :s] = _bits(masks, strain).reshape(rows, s)
    x[:, s + min(pos, 3)] = 1.0
    team = bt.team_of[(batch.leader + pos) % n]
    if pos:
        partner = bt.partner_offset
        if partner is not None:
            x[:, s + 4] = batch.best_pos == (pos + partner) % n
        x[:, s + 5] = batch.trick_points / 30.0
        x[:, s + 6] = bt.is_trump[batch.best]
        suit_slot = _suit_slots(strain)[batch.led]
        x[np.arange(rows), s + 7 + suit_slot] = 1.0
    x[:, s + 11] = team == taker_team
    x[:, s + 12 + STRAIN_KINDS.index(strain_kind(strain))] = 1.0
    x[:, s + 15] = batch.cards_left / 32.0
    points = batch.points
    if points.shape[0] == 2:
        mine_pts = np.where(team == 0, points[0], points[1])
        x[:, s + 16] = mine_pts / card_total
        x[:, s + 17] = (points[0] + points[1] - mine_pts) / card_total
    return x


@lru_cache(maxsize=8)
def _suit_slots(strain: Strain) -> np.ndarray:
    """Each suit's place in the slot order (``card_order``)."""
    order = card_order(strain)
    slots = np.zeros(4, dtype=I64)
    for place in range(4):
        slots[order[place * 9] // 9] = place
    return slots


class PolicyNet:
    """One hidden layer (ReLU) from ``FEATURES`` to a score per card slot; the legal card with the best score."""

    def __init__(self, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray, b2: np.ndarray) -> None:
        self.w1 = np.asarray(w1, dtype=np.float32)
        self.b1 = np.asarray(b1, dtype=np.float32)
        self.w2 = np.asarray(w2, dtype=np.float32)
        self.b2 = np.asarray(b2, dtype=np.float32)
        self._native_weights: tuple[np.ndarray, ...] | None = None
        if self.w1.shape[0] != FEATURES or self.w2.shape[1] != CARDS:
            raise ValueError(f"policy weights of shape {self.w1.shape} -> {self.w2.shape}, expected {FEATURES} -> {CARDS}")

    def native(self, strain: Strain, plies: int, card_total: int) -> BkNet:
        """The weights for the compiled kernel (``native_batch.policy_finish``), this network playing ``plies``
        cards of a playout in ``strain``. The structure points into arrays this object keeps."""
        if self._native_weights is None:
            self._native_weights = (np.ascontiguousarray(self.w1), np.ascontiguousarray(self.b1),
                                    np.ascontiguousarray(self.w2.T), np.ascontiguousarray(self.b2))
        w1, b1, w2t, b2 = self._native_weights
        floats = ctypes.POINTER(ctypes.c_float)
        net = BkNet(hidden=w1.shape[1], w1=w1.ctypes.data_as(floats), b1=b1.ctypes.data_as(floats),
                    w2t=w2t.ctypes.data_as(floats), b2=b2.ctypes.data_as(floats), kind=STRAIN_KINDS.index(strain_kind(strain)),
                    plies=plies, card_total=card_total)
        for suit, slot in enumerate(_suit_slots(strain)):
            net.slot_of_suit[suit] = int(slot)
        return net

    def scores(self, x: np.ndarray) -> np.ndarray:
        hidden = np.maximum(x @ self.w1 + self.b1, 0.0)
        scores: np.ndarray = hidden @ self.w2 + self.b2
        return scores

    def choose(self, batch: Batch, taker_team: int | np.ndarray, strain: Strain, card_total: int = 162) -> np.ndarray:
        """Per row, the card index the network plays among the player to move's legal cards."""
        order = card_order(strain)
        legal = _bits(batch.legal()[:, None], strain)[:, 0, :] > 0
        scores = self.scores(policy_features(batch, taker_team, strain, card_total))
        slot = np.where(legal, scores, -np.inf).argmax(axis=1)
        chosen: np.ndarray = order[slot]
        return chosen


def load(path: str | Path) -> PolicyNet:
    """A saved network (``version``, ``w1``, ``b1``, ``w2``, ``b2`` in float16, ``meta``: how it was trained, as
    ``tools/policy_train.py`` writes it); a file of another ``POLICY_VERSION`` is refused."""
    with np.load(path, allow_pickle=False) as data:
        if int(data["version"]) != POLICY_VERSION:
            raise ValueError(f"{path}: policy version {int(data['version'])}, this one reads {POLICY_VERSION}")
        return PolicyNet(data["w1"], data["b1"], data["w2"], data["b2"])


def policy_path(rules: Ruleset) -> Path:
    return DATA / f"policy-{rules.id}.npz"


@lru_cache(maxsize=32)
def shipped_policy(rules: Ruleset) -> PolicyNet | None:
    """The game's shipped policy, or None (no file for it, or one that does not load: logged)."""
    path = policy_path(rules)
    if not path.exists():
        return None
    try:
        return load(path)
    except (OSError, ValueError, KeyError) as error:
        log.warning("the policy network %s does not load (%s): playouts by the rules alone", path, error)
        return None


def play_policy(batch: Batch, net: PolicyNet, taker_team: int, strain: Strain, plies: int, card_total: int = 162,
                stop_at: int = 0) -> None:
    """The network plays the next ``plies`` cards of every row (fewer where the deal ends first, or where a trick
    starts with at most ``stop_at`` cards left)."""
    for _ in range(plies):
        if batch.done or (batch.cards_left <= stop_at and not batch.pos):
            return
        batch.play(net.choose(batch, taker_team, strain, card_total))


LOG_P_FLOOR = float(np.log(1e-3))  # one card's log-probability at the least (an overconfident network, a card not legal)


def play_log_likelihood(batch: Batch, net: PolicyNet, plays: list[tuple[int, int]], viewer: int, taker_team: int,
                        strain: Strain, card_total: int, floor: float = LOG_P_FLOOR) -> np.ndarray:
    """Per row of ``batch`` (the sampled deals at the first trick, ``plays[0]``'s seat leading), the sum of the
    network's log-probabilities of the cards the other seats played (``plays``: (seat, card) in order), at each
    play with more than one legal card, each at least ``floor``: how well a strong player holding that row's
    hands would have played the cards seen. ``batch`` is played on through ``plays``."""
    total = np.zeros(batch.rows)
    order = card_order(strain)
    slot_of = np.empty(36, dtype=I64)
    slot_of[order] = np.arange(36)
    for seat, card in plays:
        if seat != viewer:
            legal = batch.legal()
            free = popcount(legal) > 1
            if free.any():
                legal_slots = _bits(legal[:, None], strain)[:, 0, :] > 0
                scores = np.where(legal_slots, net.scores(policy_features(batch, taker_team, strain, card_total)),
                                  -np.inf).astype(np.float64)
                top = scores.max(axis=1)
                log_p = scores[:, slot_of[card]] - top - np.log(np.exp(scores - top[:, None]).sum(axis=1))
                total += np.where(free, np.maximum(np.nan_to_num(log_p, nan=floor, neginf=floor), floor), 0.0)
        batch.play(np.full(batch.rows, card, dtype=I64))
    return total
