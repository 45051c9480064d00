"""The compiled kernel: ``ai/ckernel/*.c`` built into ``ai/_belote_kernel.so`` (``.dll``, ``.dylib``), in the
``ai`` package folder, one above this file, at install time (setup.py; the Windows setup cross-builds it), loaded
with ctypes.

``library()`` is the loaded library, or None where there is none (a machine without a C compiler at install,
or ``BELOTE_KERNEL=python`` in the environment): the bots then run the pure-Python kernel (``ai/play/kernel.py``),
which is also the reference the tests hold the compiled one to. ``kernel_name()`` says which one runs;
``belote-desktop --version`` and the log print it. The library's functions hold the GIL while they run
(``ctypes.PyDLL``): the solver's shared transposition table is never used by two threads at once.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..tables import Covers, Tables

log = logging.getLogger(__name__)

ABI_VERSION = 2  # ckernel/kernel.h's BK_ABI_VERSION
LIBRARY_STEM = "_belote_kernel"
MAX_COVERS = 36
NO_CARD = 36
I64 = ctypes.c_int64
U64 = ctypes.c_uint64


def library_file_name(platform: str = sys.platform) -> str:
    """The library's file name on ``platform`` (setup.py names it alike)."""
    if platform == "win32":
        return LIBRARY_STEM + ".dll"
    if platform == "darwin":
        return LIBRARY_STEM + ".dylib"
    return LIBRARY_STEM + ".so"


# BELOTE_KERNEL_LIBRARY: another build to load (a developer's trial build); else the one in ai/, beside ckernel/
# (this file is ai/play/native.py: setup.py, the bundles and the Windows setup put the library in ai/ itself)
LIBRARY_PATH = Path(os.environ.get("BELOTE_KERNEL_LIBRARY") or Path(__file__).parent.parent / library_file_name())


class BkTables(ctypes.Structure):
    """kernel.h's BkTables, field for field."""

    _fields_ = [
        ("players", I64),
        ("team_of", I64 * 4),
        ("partner_of", I64 * 4),
        ("partner_offset", I64),
        ("power", I64 * 37),
        ("points", I64 * 37),
        ("higher", U64 * 37),
        ("beaters", U64 * 37),
        ("win_power", (I64 * 37) * 4),
        ("codes", (I64 * 4) * 4),
        ("raise_mode", I64 * 4),
        ("trump2", I64 * 37),
        ("trump_mask", U64),
        ("deck_mask", U64),
        ("lead_side", I64),
        ("last_bonus", I64),
        ("hand_size", I64),
        ("card_total", I64),
        ("raise_bit", I64),
        ("overruff_bit", I64),
        ("ruff_bit", I64),
        ("cheapest", (I64 * 512) * 4),
        ("strongest", (I64 * 512) * 4),
        ("richest", (I64 * 512) * 4),
        ("weakest", (I64 * 512) * 4),
    ]


class BkCovers(ctypes.Structure):
    """kernel.h's BkCovers."""

    _fields_ = [("count", I64), ("top", U64 * MAX_COVERS), ("beneath", U64 * MAX_COVERS)]


class BkNet(ctypes.Structure):
    """kernel.h's BkNet: the learned policy's weights (float32, kept alive by whoever made it) and its settings."""

    _fields_ = [
        ("hidden", I64),
        ("w1", ctypes.POINTER(ctypes.c_float)),
        ("b1", ctypes.POINTER(ctypes.c_float)),
        ("w2t", ctypes.POINTER(ctypes.c_float)),
        ("b2", ctypes.POINTER(ctypes.c_float)),
        ("slot_of_suit", I64 * 4),
        ("kind", I64),
        ("plies", I64),
        ("card_total", I64),
    ]


def _declare(lib: ctypes.PyDLL) -> None:
    """The argument and result types of every exported function (a wrong one would be memory corruption)."""
    P = ctypes.POINTER
    tables, covers = P(BkTables), P(BkCovers)
    signatures: dict[str, tuple[object, list[object]]] = {
        "bk_abi_version": (I64, []),
        "bk_tables_size": (I64, []),
        "bk_covers_size": (I64, []),
        "bk_legal": (U64, [tables, covers, U64, I64, I64, I64, I64, I64]),
        # tables, covers, hands[4], seat, trick[4], trick_len, best, best_seat, points[4], tricks[4]
        "bk_play": (None, [tables, P(U64), P(I64), P(I64), P(I64), P(I64), P(I64), P(I64), P(I64), I64]),
        # tables, covers, team, owner, hands[4], seat, trick[4], trick_len, best, best_seat, card, alpha, beta, nodes
        "bk_solve_after": (I64, [tables, covers, I64, I64, P(U64), I64, P(I64), I64, I64, I64, I64, I64, I64, P(I64)]),
        # tables, covers[count] or NULL, team, owner_base, count, rows, hands[rows * 4], leaders[rows], out, nodes
        "bk_solve_starts": (None, [tables, covers, I64, I64, I64, I64, P(U64), P(I64), P(I64), P(I64)]),
        # tables, covers, hands[4], seat, trick[4], trick_len, best, best_seat, points[4], pool, pool_size, start,
        # out points[4]
        "bk_random_playout": (None, [tables, covers, P(U64), I64, P(I64), I64, I64, I64, P(I64), P(I64), I64, I64,
                                     P(I64)]),
        # tables, covers, team, owner, hands[4], seat, trick[4], trick_len, best, best_seat, count, cards, out, nodes
        "bk_move_values": (I64, [tables, covers, I64, I64, P(U64), I64, P(I64), I64, I64, I64, I64, P(I64), P(I64),
                                 P(I64)]),
        "bk_solver_clear": (None, []),
        # tables, rows, teams, taker_team, public, stop_at, cards_left, pos, cover_count, top_per_row, cover_top,
        # cover_beneath, hands, forbidden, first_led, leader, points, tricks_won, led, best, best_pos, best_power,
        # trick_points, last_leader (ckernel/greedy.c; the arrays as native_batch.py lays them out)
        "bk_greedy_run": (I64, [tables, *[I64] * 9, *[P(I64)] * 14]),
        # tables, net, trick_cards, then bk_greedy_run's arguments after the tables
        "bk_policy_run": (I64, [tables, P(BkNet), P(I64), *[I64] * 9, *[P(I64)] * 14]),
        # tables, net, rows, teams, taker_team, viewer, floor, leader, count, seats, cards, start hands, out
        # (ckernel/greedy.c: policy.play_log_likelihood)
        "bk_policy_likelihood": (None, [tables, P(BkNet), I64, I64, I64, I64, ctypes.c_double, I64, I64, P(I64),
                                        P(I64), P(I64), P(ctypes.c_double)]),
        # tables, rows, taker_team, public, viewer, mismatch, leader, count, seats, cards, start hands, weights
        # (ckernel/greedy.c: search.play_weights's policy part)
        "bk_play_weights": (None, [tables, I64, I64, I64, I64, ctypes.c_double, I64, I64, P(I64), P(I64), P(I64),
                                   P(ctypes.c_double)]),
    }
    for name, (result, args) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = args


@lru_cache(maxsize=1)
def library() -> ctypes.PyDLL | None:
    """The compiled kernel, or None (the reason is logged once)."""
    if os.environ.get("BELOTE_KERNEL", "").strip().lower() == "python":
        log.info("BELOTE_KERNEL=python: the bots run the pure-Python kernel")
        return None
    if not LIBRARY_PATH.is_file():
        log.info("no compiled kernel at %s: the bots run the pure-Python kernel", LIBRARY_PATH)
        return None
    try:
        lib = ctypes.PyDLL(str(LIBRARY_PATH))
        _declare(lib)
    except (OSError, AttributeError) as error:
        log.warning("the compiled kernel %s cannot be loaded (%s): the bots run the pure-Python kernel",
                    LIBRARY_PATH, error)
        return None
    found = (lib.bk_abi_version(), lib.bk_tables_size(), lib.bk_covers_size())
    wanted = (ABI_VERSION, ctypes.sizeof(BkTables), ctypes.sizeof(BkCovers))
    if found != wanted:
        log.warning("the compiled kernel %s is of another build (version, sizes %s, expected %s): the bots run "
                    "the pure-Python kernel; rebuild it with `pip install -e .`", LIBRARY_PATH, found, wanted)
        return None
    return lib


def kernel_name() -> str:
    """``"compiled"`` where the compiled kernel runs, else ``"python"``."""
    return "compiled" if library() is not None else "python"


def tables_struct(t: Tables) -> BkTables:
    """The C tables of ``t`` (built once per Tables and kept on it)."""
    made = t.native
    if made is not None:
        assert isinstance(made, BkTables)
        return made
    from ...engine.duties import OVERRUFF, RAISE, RUFF, SIDE

    s = BkTables()
    s.players = t.players
    for seat in range(4):
        s.team_of[seat] = t.team_of[seat] if seat < t.players else 0
        s.partner_of[seat] = t.partner_of[seat] if seat < t.players else -1
    offset = t.seating.partner_offset
    s.partner_offset = -1 if offset is None else offset
    trump = t.trump_mask
    for c in range(36):
        s.power[c] = t.power[c]
        s.points[c] = t.points[c]
        s.higher[c] = t.higher[c]
        s.beaters[c] = t.higher[c] | (0 if trump >> c & 1 else trump)
        s.trump2[c] = t.trump2[c]
        for led in range(4):
            s.win_power[led][c] = t.win_power[led][c]
    s.power[NO_CARD] = -1
    for led in range(4):
        s.win_power[led][NO_CARD] = -1
        s.raise_mode[led] = t.raise_mode[led]
        for i in range(4):
            s.codes[led][i] = t.codes[led][i]
    s.trump_mask = trump
    s.deck_mask = t.deck_mask
    s.lead_side = 1 if t.lead_code & SIDE else 0
    s.last_bonus = t.last_bonus
    s.hand_size = t.hand_size
    s.card_total = t.card_total
    s.raise_bit, s.overruff_bit, s.ruff_bit = RAISE, OVERRUFF, RUFF
    for suit in range(4):
        for bits in range(512):
            cards = t.suit_cards[suit][bits]
            s.cheapest[suit][bits] = t.cheapest[suit][bits] if cards else NO_CARD
            s.strongest[suit][bits] = t.strongest[suit][bits] if cards else NO_CARD
            s.richest[suit][bits] = t.richest[suit][bits] if cards else NO_CARD
            s.weakest[suit][bits] = min(cards, key=t.power.__getitem__) if cards else NO_CARD
    t.native = s
    return s


@lru_cache(maxsize=4096)
def covers_struct(covers: Covers) -> BkCovers:
    """The C form of a position's covers (``tables.Covers``)."""
    if len(covers) > MAX_COVERS:
        raise ValueError(f"{len(covers)} covered cards; the compiled kernel takes {MAX_COVERS} at most")
    s = BkCovers()
    s.count = len(covers)
    for i, (top, beneath) in enumerate(covers):
        s.top[i] = top
        s.beneath[i] = beneath
    return s


class reference_kernel:  # noqa: N801 (used as a context manager: `with reference_kernel():`)
    """Inside the block the bots run the pure-Python kernel (for side-by-side measurements and tests)."""

    def __enter__(self) -> None:
        self._before = os.environ.get("BELOTE_KERNEL")
        os.environ["BELOTE_KERNEL"] = "python"
        library.cache_clear()

    def __exit__(self, *exc: object) -> None:
        if self._before is None:
            os.environ.pop("BELOTE_KERNEL", None)
        else:
            os.environ["BELOTE_KERNEL"] = self._before
        library.cache_clear()
