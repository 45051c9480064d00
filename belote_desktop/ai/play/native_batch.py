"""The greedy playouts of ``ai/play/batch.py`` run by the compiled kernel (``ckernel/greedy.c``).

``greedy_finish(batch, ...)`` plays a ``Batch`` forward by its rule-based policy (``greedy.greedy``) and leaves
it exactly as the numpy loop ``while batch.cards_left > stop_at or batch.pos: batch.play(greedy(batch, ...))``
would: the same cards in every row, the same hands, points, tricks, public voids and trick state. Where no
compiled kernel is loaded it does nothing and returns False, and the caller runs that numpy loop.
tests/ai/play/test_native_greedy.py holds the two to the same batch, field for field.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Sequence

import numpy as np

from . import native
from .batch import Batch, TrickFields, batch_tables
from .greedy import greedy
from ..tables import Tables, tables_for

I64 = np.int64
_P64 = ctypes.POINTER(ctypes.c_int64)


def _pointer(array: np.ndarray | None) -> object:
    return None if array is None else array.ctypes.data_as(_P64)


def _in_place(batch: Batch, name: str) -> np.ndarray:
    """``batch.name`` as a C-contiguous int64 array the kernel may write (numpy's play writes it in place too)."""
    array: np.ndarray = getattr(batch, name)
    if array.dtype != I64 or not array.flags.c_contiguous or not array.flags.writeable:
        array = np.ascontiguousarray(array, dtype=I64)
        setattr(batch, name, array)
    return array


def _trick_field(batch: Batch, name: str) -> np.ndarray:
    """A fresh copy of a per-row trick field (numpy's play replaces these arrays rather than writing them)."""
    if name in batch.__dict__:
        return np.array(getattr(batch, name), dtype=I64)
    return np.zeros(batch.rows, dtype=I64)


def _covers(batch: Batch) -> tuple[int, int, np.ndarray | None, np.ndarray | None]:
    """The batch's covers as (count, top_per_row, tops, beneath) for the kernel."""
    covers = batch.covers
    if not covers:
        return 0, 0, None, None
    rows = batch.rows
    per_row = any(isinstance(top, np.ndarray) for top, _ in covers)
    if per_row:
        tops = np.empty((len(covers), rows), dtype=I64)
        for i, (top, _) in enumerate(covers):
            tops[i] = top
    else:
        tops = np.array([int(top) for top, _ in covers], dtype=I64)
    beneath = np.ascontiguousarray(np.stack([np.asarray(b, dtype=I64) for _, b in covers]))
    return len(covers), int(per_row), np.ascontiguousarray(tops.reshape(-1)), beneath.reshape(-1)


def greedy_finish(batch: Batch, taker_team: int, public: bool, stop_at: int = 0) -> bool:
    """Play ``batch`` by the greedy policy until the first trick start with at most ``stop_at`` cards
    left (0: to the end), in the compiled kernel; False (the batch untouched) where there is none."""
    return _finish(batch, taker_team, public, stop_at, None)


def policy_finish(batch: Batch, taker_team: int, public: bool, net: native.BkNet, stop_at: int = 0) -> bool:
    """Play ``batch`` in the compiled kernel, the learned policy ``net`` (``PolicyNet.native``) choosing its first
    ``net.plies`` cards and the greedy policy the rest, until the first trick start with at most ``stop_at`` cards
    left (0: to the end); False (the batch untouched) where there is no kernel. The same cards as
    ``policy.play_policy`` then ``greedy_finish`` but where two scores tie to float rounding (the sums run in
    another order)."""
    return _finish(batch, taker_team, public, stop_at, net)


def _finish(batch: Batch, taker_team: int, public: bool, stop_at: int, net: native.BkNet | None) -> bool:
    lib = native.library()
    if lib is None:
        return False
    if not (batch.cards_left > stop_at or batch.pos):
        return True  # the numpy loop would play nothing
    bt = batch.bt
    n = bt.players
    rows = batch.rows
    pos = batch.pos
    cards_left = batch.cards_left
    trick_cards = None
    if net is not None and pos:  # the cards on the trick in progress: each hand at the trick's start less now
        trick_cards = np.zeros((n, rows), dtype=I64)
        for j in range(pos):
            trick_cards[j] = _lowest_bit(batch.flat.take(batch.seat_base[j]) & ~batch.rel[j])
    # the hands and voids of the trick in progress live in rel/known_void until the trick ends: put them back
    flat = _in_place(batch, "flat")
    forbidden = _in_place(batch, "forbidden_flat")
    for j in range(n):
        flat[batch.seat_base[j]] = batch.rel[j]
        forbidden[batch.seat_base[j]] = batch.known_void[j]
    first_led = _in_place(batch, "first_led")
    points = _in_place(batch, "points")
    tricks_won = _in_place(batch, "tricks_won")
    leader = np.array(batch.leader, dtype=I64)
    led = _trick_field(batch, "led")
    best = _trick_field(batch, "best")
    best_pos = _trick_field(batch, "best_pos")
    best_power = _trick_field(batch, "best_power")
    trick_points = _trick_field(batch, "trick_points")
    last_leader = np.array(batch.leader, dtype=I64)
    count, per_row, tops, beneath = _covers(batch)
    state = (rows, points.shape[0], taker_team, int(public), stop_at, cards_left, pos, count, per_row, _pointer(tops),
             _pointer(beneath), _pointer(flat), _pointer(forbidden), _pointer(first_led), _pointer(leader),
             _pointer(points), _pointer(tricks_won), _pointer(led), _pointer(best), _pointer(best_pos),
             _pointer(best_power), _pointer(trick_points), _pointer(last_leader))
    tables = ctypes.byref(native.tables_struct(bt.t))
    if net is None:
        played = lib.bk_greedy_run(tables, *state)
    else:
        played = lib.bk_policy_run(tables, ctypes.byref(net), _pointer(trick_cards), *state)
        if played < 0:
            raise ValueError(f"the compiled kernel takes no policy of {net.hidden} hidden units")
    if rows == 0:  # nothing ran: the count of cards follows from the rule
        played = _cards_to_play(cards_left, pos, n, stop_at)
    batch.start_trick_after(cards_left - int(played), leader, last_leader,
                            TrickFields(led, best, best_pos, best_power, trick_points))
    return True


def _lowest_bit(masks: np.ndarray) -> np.ndarray:
    """The index of each mask's lowest set bit (each mask one card here)."""
    low = masks & -masks
    index: np.ndarray = np.log2(np.maximum(low, 1).astype(np.float64)).round().astype(I64)
    return index


def play_weights_compiled(t: Tables, start: np.ndarray, plays: Sequence[tuple[int, int]], viewer: int,
                          taker_team: int, public: bool, mismatch: float, weights: np.ndarray) -> bool:
    """``search.play_weights``'s policy part in the compiled kernel: replay ``plays`` (seat, card) from the
    first trick (``start``: (players, rows) hands, led by ``plays[0]``'s seat) and multiply ``weights`` (float64,
    in place) by ``mismatch`` at each free choice of a seat other than ``viewer`` whose policy card
    (``greedy.greedy``) is not the real one, in the order of the plays. False (untouched) where there is no kernel."""
    lib = native.library()
    if lib is None:
        return False
    if not plays:
        return True
    hands, seats, cards = _replay(start, plays)
    assert weights.dtype == np.float64 and weights.flags.c_contiguous and weights.shape == (hands.shape[1],)
    lib.bk_play_weights(
        ctypes.byref(native.tables_struct(t)), hands.shape[1], taker_team, int(public), viewer, float(mismatch),
        int(seats[0]), len(plays), _pointer(seats), _pointer(cards), _pointer(hands),
        weights.ctypes.data_as(ctypes.POINTER(ctypes.c_double)),
    )
    return True


def policy_likelihood_compiled(t: Tables, net: native.BkNet, start: np.ndarray, plays: Sequence[tuple[int, int]],
                               viewer: int, teams: int, taker_team: int, floor: float, out: np.ndarray) -> bool:
    """``policy.play_log_likelihood`` in the compiled kernel: adds to ``out`` (float64, per row, in place) the
    network's log-probabilities of the other seats' plays, ``start`` the (players, rows) hands at the first trick.
    False (untouched) where there is no kernel."""
    lib = native.library()
    if lib is None:
        return False
    if not plays:
        return True
    hands, seats, cards = _replay(start, plays)
    assert out.dtype == np.float64 and out.flags.c_contiguous and out.shape == (hands.shape[1],)
    lib.bk_policy_likelihood(
        ctypes.byref(native.tables_struct(t)), ctypes.byref(net), hands.shape[1], teams, taker_team, viewer,
        float(floor), int(seats[0]), len(plays), _pointer(seats), _pointer(cards), _pointer(hands),
        out.ctypes.data_as(ctypes.POINTER(ctypes.c_double)),
    )
    return True


def _replay(start: np.ndarray, plays: Sequence[tuple[int, int]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A replay's arrays for the kernel: the hands at the first trick, the plays' seats and cards."""
    return (np.ascontiguousarray(start, dtype=I64), np.array([seat for seat, _ in plays], dtype=I64),
            np.array([card for _, card in plays], dtype=I64))


def _cards_to_play(cards_left: int, pos: int, players: int, stop_at: int) -> int:
    played = 0
    while cards_left > stop_at or pos:
        cards_left -= 1
        played += 1
        pos = (pos + 1) % players
    return played


def greedy_rate(seconds: float, compiled: bool, rows: int = 1000) -> float:
    """Greedy playouts a second, whole 32-card classic deals from the first lead (hearts, 1000 deals a
    batch like ``tools/bench_kernel``'s ``_batch_rate(greedy=True)``): by the compiled kernel or by numpy."""
    from ...engine import Contract, Strain, deal_with_contract, find_variant
    from ...engine.state import shuffled_deck

    rules = find_variant("classic")
    states = []
    for i in range(rows):
        deck = shuffled_deck(rules, 100_000 + i)
        dealt = [list(deck[j * 8:(j + 1) * 8]) for j in range(4)]
        states.append(deal_with_contract(rules, i % 4, dealt, Contract(Strain(i % 4), (i + 1) % 4)))
    bt = batch_tables(tables_for(rules, Strain.HEARTS))
    hands = np.array([s.hands for s in states], dtype=I64).T
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or done == 0:
        batch = Batch(bt, hands, 1)
        if compiled:
            if not greedy_finish(batch, 0, False):
                raise RuntimeError("no compiled kernel is loaded")
        else:
            while batch.cards_left:
                batch.play(greedy(batch, 0, False))
        done += rows
    return done / (time.perf_counter() - started)
