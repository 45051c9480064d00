"""The compiled kernel (ai/ckernel/kernel.c) against its pure-Python reference (ai/play/kernel.py).

On random positions of every game (each preset, and the duty variations of tests/ai/positions.py): the legal
cards, the trick each card makes (winner, points, tricks, the next seat), random playouts read from the same
random numbers, and the solver's exact values. Positions come from a random deal of each game's own deal
script (cards on the table included), then random legal cards played by the reference kernel, the compiled
one asked at every step."""

from __future__ import annotations

import ctypes
import random
import shutil

import pytest

from belote_desktop.ai.play import native
from belote_desktop.ai.play.kernel import (
    WORST, CompiledSolver, Position, PythonSolver, compiled_random_playout, legal_mask, play, position_from_state,
    random_playout, random_pool, solve_trick_starts,
)
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import VARIANTS, Phase
from tests.ai.positions import play_positions, rule_sets
from tests.rulesets import slow_after, slow_but

POSITIONS_PER_GAME = 100_000  # legal cards, tricks and playouts at each
SOLVED_PER_GAME = 3_000  # of those, the solver's values (the reference solver is the slow part)
DEEP_SOLVED_PER_GAME = 60  # ... and these with 12 to 20 cards left

lib = native.library()
needs_library = pytest.mark.skipif(lib is None, reason="the compiled kernel is not built here (no C compiler)")


def test_the_compiled_kernel_is_built_where_a_compiler_is() -> None:
    if not (shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")):
        pytest.skip("no C compiler on this machine: the pure-Python kernel is what runs")
    assert lib is not None, f"no usable compiled kernel at {native.LIBRARY_PATH}: run `pip install -e .`"
    assert native.kernel_name() == "compiled"


def test_the_library_is_not_older_than_its_sources() -> None:
    if lib is None or not native.LIBRARY_PATH.is_file():
        pytest.skip("no compiled kernel here")
    sources = list((native.LIBRARY_PATH.parent / "ckernel").glob("*.[ch]"))
    if not sources:
        pytest.skip("an installed package: no sources beside the library")
    stale = [s.name for s in sources if s.stat().st_mtime > native.LIBRARY_PATH.stat().st_mtime + 1]
    assert not stale, f"the compiled kernel is older than {stale}: rebuild it (`pip install -e .`)"


def test_python_kernel_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    native.library.cache_clear()
    monkeypatch.setenv("BELOTE_KERNEL", "python")
    try:
        assert native.library() is None and native.kernel_name() == "python"
        t = tables_for(VARIANTS["classic"], next(iter(play_positions(VARIANTS["classic"], 1))).contract.strain)
        from belote_desktop.ai.play.kernel import Solver
        assert isinstance(Solver(t, 0), PythonSolver)
    finally:
        monkeypatch.delenv("BELOTE_KERNEL")
        native.library.cache_clear()
    assert (native.library() is None) == (lib is None)


def _first_play_state(rules, seed):  # type: ignore[no-untyped-def]
    for state in play_positions(rules, seed):
        if state.phase is Phase.PLAY:
            return state
    return None


class Compiled:
    """One position held in ctypes arrays, stepped by bk_play beside the reference."""

    def __init__(self, t, pos: Position) -> None:  # type: ignore[no-untyped-def]
        self.tables = ctypes.byref(native.tables_struct(t))
        self.covers = ctypes.byref(native.covers_struct(pos.covers)) if pos.covers else None
        self.hands = (ctypes.c_uint64 * 4)(*pos.hands, *[0] * (4 - len(pos.hands)))
        self.seat = ctypes.c_int64(pos.seat)
        self.trick = (ctypes.c_int64 * 4)(*pos.trick, *[0] * (4 - len(pos.trick)))
        self.trick_len = ctypes.c_int64(len(pos.trick))
        self.best = ctypes.c_int64(pos.best)
        self.best_seat = ctypes.c_int64(pos.best_seat)
        self.points = (ctypes.c_int64 * 4)(*pos.points, *[0] * (4 - len(pos.points)))
        self.won = (ctypes.c_int64 * 4)(*pos.tricks_won, *[0] * (4 - len(pos.tricks_won)))

    def legal(self) -> int:
        n = self.trick_len.value
        return int(lib.bk_legal(self.tables, self.covers, self.hands[self.seat.value], n, self.trick[0] if n else 0,
                                self.best.value, self.best_seat.value, self.seat.value))

    def play(self, card: int) -> None:
        lib.bk_play(self.tables, self.hands, ctypes.byref(self.seat), self.trick, ctypes.byref(self.trick_len),
                    ctypes.byref(self.best), ctypes.byref(self.best_seat), self.points, self.won, card)

    def same_as(self, pos: Position, players: int) -> bool:
        n = self.trick_len.value
        return (list(self.hands[:players]) == pos.hands and self.seat.value == pos.seat
                and list(self.trick[:n]) == pos.trick and self.best.value == pos.best
                and self.best_seat.value == pos.best_seat and list(self.points[:len(pos.points)]) == pos.points
                and list(self.won[:len(pos.tricks_won)]) == pos.tricks_won)


def _agree_on(rules, positions: int, solved: int, deep: int, seed: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Play random deals of ``rules`` with both kernels until ``positions`` positions were compared."""
    rng = random.Random(seed)
    pool = random_pool(random.Random(seed + 1), 1 << 12)
    compiled_playout = compiled_random_playout(pool)
    counts = {"positions": 0, "solved": 0, "deep": 0, "playouts": 0}
    deal = 0
    while counts["positions"] < positions:
        deal += 1
        state = _first_play_state(rules, seed * 1_000_003 + deal)
        if state is None:
            continue
        contract = state.contract
        t = tables_for(rules, contract.strain, contract.multiplier)
        pos = position_from_state(state)
        twin = Compiled(t, pos)
        team = rng.randrange(rules.team_count)
        while not pos.is_over():
            counts["positions"] += 1
            legal = legal_mask(t, pos)
            assert twin.legal() == legal, (rules.id, deal, pos.hands, pos.trick)
            start = rng.randrange(1 << 30)
            assert compiled_playout(t, pos, start) == random_playout(t, pos, pool, start)
            counts["playouts"] += 1
            left = pos.cards_left()
            behind = counts["solved"] < solved * counts["positions"] / positions  # keep pace with the target
            if (left <= 8 and behind) or (
                    12 <= left <= 20 and counts["deep"] < deep and rng.random() < 0.05):
                expected = PythonSolver(t, team, pos.covers).move_values(pos)
                assert CompiledSolver(t, team, pos.covers).move_values(pos) == expected, (rules.id, deal, left)
                counts["deep" if left >= 12 else "solved"] += 1
            cards = t.cards_of(legal)
            card = cards[rng.randrange(len(cards))]
            play(t, pos, card)
            twin.play(card)
            assert twin.same_as(pos, rules.players), (rules.id, deal, card)
    return counts


@needs_library
@pytest.mark.parametrize("variant", slow_but(sorted(VARIANTS)))
def test_every_game_agrees(variant: str) -> None:
    counts = _agree_on(VARIANTS[variant], POSITIONS_PER_GAME, SOLVED_PER_GAME, DEEP_SOLVED_PER_GAME, seed=47)
    assert counts["positions"] >= POSITIONS_PER_GAME and counts["playouts"] >= POSITIONS_PER_GAME
    assert counts["solved"] >= SOLVED_PER_GAME * 0.9 and counts["deep"] >= DEEP_SOLVED_PER_GAME * 0.5, counts


@needs_library
@pytest.mark.parametrize("index", slow_after(range(len(rule_sets()))))
def test_every_duty_table_agrees(index: int) -> None:
    """Each duty variation and made-up table of the differential tests (every branch of engine/duties.py)."""
    counts = _agree_on(rule_sets()[index], 4_000, 200, 5, seed=100 + index)
    assert counts["positions"] >= 4_000


@needs_library
@pytest.mark.parametrize("variant", ["classic", "baloot", "decouverte", "belot_2p_open", "belot_3p"])
def test_solving_rows_between_tricks_agrees(variant: str) -> None:
    """The search's batched endgame (solve_trick_starts): several positions of one deal, each row three times,
    rows sharing a solver's table and the deal's covers, against the reference."""
    rules = VARIANTS[variant]
    rng = random.Random(5)
    state = _first_play_state(rules, 901)
    t = tables_for(rules, state.contract.strain, state.contract.multiplier)
    rows_hands, leaders, covers = [], [], []
    for _ in range(4):
        pos = position_from_state(state)
        while pos.cards_left() > 3 * rules.players or pos.trick:
            cards = t.cards_of(legal_mask(t, pos))
            play(t, pos, cards[rng.randrange(len(cards))])
        rows_hands.append(pos.hands)
        leaders.append(pos.seat)
        covers.append(pos.covers)
    count = len(rows_hands)
    want = [PythonSolver(t, 0, covers[i % count]).from_trick_start(h, leaders[i % count])
            for i, h in enumerate(rows_hands * 3)]
    assert solve_trick_starts(t, 0, rows_hands * 3, leaders * 3, covers, count) == want


@needs_library
def test_the_solver_after_a_card_with_a_window_keeps_bounds_right() -> None:
    """``after`` with a narrow window gives a bound on the same side as the reference's."""
    rules = VARIANTS["classic"]
    rng = random.Random(9)
    checked = 0
    for deal in range(1, 40):
        state = _first_play_state(rules, 300 + deal)
        t = tables_for(rules, state.contract.strain)
        pos = position_from_state(state)
        while pos.cards_left() > 9:
            cards = t.cards_of(legal_mask(t, pos))
            play(t, pos, cards[rng.randrange(len(cards))])
        for card in t.cards_of(legal_mask(t, pos)):
            exact = PythonSolver(t, 1).after(pos, card, -1, WORST)
            for alpha, beta in ((exact - 40, exact + 40), (exact + 10, exact + 200), (exact - 200, exact - 10)):
                got = CompiledSolver(t, 1).after(pos, card, alpha, beta)
                if alpha < exact < beta:
                    assert got == exact
                elif exact >= beta:
                    assert got >= beta
                else:
                    assert got <= alpha
                checked += 1
    assert checked > 100
