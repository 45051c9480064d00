"""The greedy playouts of the compiled kernel (ckernel/greedy.c through ai/play/native_batch.py) against numpy's:
the same batch after the run, every field, over every ruleset of tests/ai/positions.py."""

from __future__ import annotations

import dataclasses
import random
import shutil

import numpy as np
import pytest

from belote_desktop.ai.play import native
from belote_desktop.ai.play.batch import Batch
from belote_desktop.ai.play.greedy import greedy
from belote_desktop.ai.tables import tables_for
from belote_desktop.ai.play.native_batch import greedy_finish
from belote_desktop.engine import Strain

from tests.rulesets import slow_after

from tests.ai.positions import rule_sets, rules_id
from tests.ai.play.test_batch import _batch_of, _rows_from_deals

needs_library = pytest.mark.skipif(native.library() is None, reason="the compiled kernel is not built here")


def _numpy_finish(batch: Batch, taker_team: int, public: bool, stop_at: int = 0) -> None:
    while batch.cards_left > stop_at or batch.pos:
        batch.play(greedy(batch, taker_team, public))


def _same(a: object, b: object) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(np.asarray(a), np.asarray(b)))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def assert_same_batch(compiled: Batch, reference: Batch) -> None:
    """Every field of the two batches is equal (the tables and covers are shared objects)."""
    names = set(compiled.__dict__) | set(reference.__dict__)
    assert set(compiled.__dict__) == set(reference.__dict__), names
    for name in sorted(names):
        assert _same(compiled.__dict__[name], reference.__dict__[name]), name


def _advanced(rules, strain, seeds, cards: int, rng: np.random.Generator, times: int) -> tuple[Batch, object]:
    """A batch of the deals of ``seeds`` (each ``times`` over) ``cards`` cards into the play, played by
    random legal cards row by row (so the rows differ, and the table has learnt voids)."""
    multiplier = 2 if rules.locked_lead_when_doubled and int(strain) % 2 else 1
    states = _rows_from_deals(rules, seeds, strain, multiplier=multiplier)
    t = tables_for(rules, strain, multiplier)
    batch = _batch_of(t, states, states[0].current_player()).tiled(times)
    for _ in range(cards):
        batch.play(batch.pick_random(batch.legal(), rng.integers(0, 1 << 30, size=batch.rows)))
    return batch, t


def _compare(batch: Batch, taker_team: int, public: bool, stop_at: int) -> None:
    compiled, reference = batch.copy(), batch.copy()
    assert greedy_finish(compiled, taker_team, public, stop_at)
    _numpy_finish(reference, taker_team, public, stop_at)
    assert_same_batch(compiled, reference)


@needs_library
@pytest.mark.parametrize("rules", slow_after(rule_sets()), ids=rules_id)
def test_compiled_greedy_plays_as_numpy(rules):
    """Mid-trick and trick starts, both policies, every taker team, to the end and to a stop point."""
    rng = np.random.default_rng(abs(hash(repr(rules))) % (1 << 32))
    n = rules.players
    total = rules.hand_size * n
    teams = rules.team_count
    for strain in Strain:
        seeds = range(30 * int(strain), 30 * int(strain) + 30)
        for case in range(2):
            # a trick start, or one to three cards into a trick
            start = (int(strain) + case) % 3 * n + (case * (1 + int(strain) % (n - 1)) if case else 0)
            batch, _ = _advanced(rules, strain, seeds, start, rng, 10)
            assert batch.rows == 300
            taker_team = (int(strain) + case) % teams
            public = (int(strain) + case) % 2 == 0
            for stop_at in (0, total // 2 - n, total - start - 1 - (total - start - 1) % n):
                _compare(batch, taker_team, public, max(0, stop_at))


@pytest.mark.slow
@needs_library
def test_compiled_greedy_stops_where_numpy_stops():
    """Stop points inside the first trick, at the current card count and at every trick start of a deal."""
    rules = rule_sets()[0]
    rng = np.random.default_rng(5)
    batch, _ = _advanced(rules, Strain.SPADES, range(20), 2, rng, 20)
    for stop_at in range(0, batch.cards_left + 2):
        for public in (False, True):
            _compare(batch, 1, public, stop_at)
    nothing, _ = _advanced(rules, Strain.SPADES, range(20), 4, rng, 1)  # a trick start: stop_at 28 plays nothing
    before = dict(nothing.__dict__)
    assert greedy_finish(nothing, 0, True, nothing.cards_left)
    assert all(nothing.__dict__[k] is before[k] for k in before)


@needs_library
def test_covered_cards_one_top_for_every_row():
    """Covers whose face-up card is one value for the whole batch (the search's form) as well as per row."""
    rules = next(r for r in rule_sets() if r.table_up_packets)
    rng = np.random.default_rng(9)
    batch, _ = _advanced(rules, Strain.HEARTS, range(1), 3, rng, 200)
    assert batch.covers
    batch.covers = [(int(top[0]) if isinstance(top, np.ndarray) else top, beneath) for top, beneath in batch.covers]
    for public in (False, True):
        _compare(batch, 0, public, 0)


def test_without_the_library_nothing_is_played(monkeypatch):
    monkeypatch.setattr(native, "library", lambda: None)
    rules = rule_sets()[0]
    batch, _ = _advanced(rules, Strain.CLUBS, range(4), 1, np.random.default_rng(1), 1)
    before = batch.copy()
    assert not greedy_finish(batch, 0, False)
    assert_same_batch(batch, before)


def test_the_library_is_built_where_a_compiler_is():
    if not (shutil.which("cc") or shutil.which("gcc")):
        pytest.skip("no C compiler on this machine")
    assert native.library() is not None, "a C compiler is here but the compiled kernel is not built or not loaded"
    assert hasattr(native.library(), "bk_greedy_run")


@needs_library
@pytest.mark.parametrize("variant", ["classic", "coinche", "belot_3p", "decouverte"])
@pytest.mark.parametrize("how", ["playouts", "solve_from", "branch_next"])
def test_search_values_are_the_same_either_way(monkeypatch, variant, how):
    """Expert's search without its clock, same random numbers: the same value of every card (so the same
    card) with the compiled playouts as with numpy's, through run_greedy, _finish_exactly and run_branched."""
    from belote_desktop.ai import SEARCH_PARAMS, Level
    from belote_desktop.ai.play.search import best_card, card_values
    from belote_desktop.engine import Phase, find_variant

    from tests.ai.positions import play_positions

    rules = find_variant(variant)
    extra = {"playouts": {}, "solve_from": {"solve_from": 8}, "branch_next": {"branch_next": True}}[how]
    params = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=32, chunk=16, exact_cards=4,
                                 **extra).without_clock(1e9)
    if how == "solve_from" and rules.team_count != 2:
        pytest.skip("the exact finish is for two teams")
    views = []
    for seed in range(4):
        for i, state in enumerate(play_positions(rules, 40 + seed, strains=[Strain.HEARTS, Strain.NO_TRUMPS])):
            if i % 5 == seed % 5 and state.phase is Phase.PLAY and len(state.legal_actions()) > 1:
                views.append(state.view_for(state.current_player()))
    views = views[:5]
    assert len(views) == 5
    compiled = [card_values(v, params, random.Random(7)) for v in views]
    monkeypatch.setattr(native, "library", lambda: None)
    reference = [card_values(v, params, random.Random(7)) for v in views]
    assert compiled == reference
    assert [best_card(v) for v in compiled] == [best_card(v) for v in reference]
