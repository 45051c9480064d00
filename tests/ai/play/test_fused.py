"""The exact endgame with this seat's next cards shared among the deals alike to it (ai/play/fused.py, issue 73)."""

from __future__ import annotations

import random

import numpy as np

from belote_desktop.ai.play.fused import SharedSearch, shared_next_values
from belote_desktop.ai.play.kernel import Position, Solver, legal_mask, position_from_state
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import find_variant

from tests.ai.positions import play_positions

RULES = find_variant("classic")


def _positions(cards_left: int, seeds: range):
    """(tables, the true position) of random classic deals with ``cards_left`` cards in the hands, the seat to
    move holding at least two and having a choice."""
    for seed in seeds:
        for state in play_positions(RULES, seed, doubled=False):
            if state.is_terminal():
                break
            pos = position_from_state(state)
            t = tables_for(RULES, state.contract.strain)
            if pos.cards_left() == cards_left and len(t.cards_of(legal_mask(t, pos))) > 1:
                yield t, pos
                break


def _worlds(pos: Position, count: int, rng: random.Random) -> list[Position]:
    """``pos`` and ``count - 1`` other deals alike to its seat: the others' cards dealt again, hand sizes kept."""
    worlds = [pos]
    others = [s for s in range(4) if s != pos.seat]
    hidden = [c for s in others for c in range(36) if pos.hands[s] >> c & 1]
    for _ in range(count - 1):
        rng.shuffle(hidden)
        hands, at = pos.hands[:], 0
        for s in others:
            size = pos.hands[s].bit_count()
            hands[s] = sum(1 << c for c in hidden[at:at + size])
            at += size
        worlds.append(Position(hands, pos.seat, pos.trick, pos.best, pos.best_seat, pos.points, pos.tricks_won))
    return worlds


def _search(t, team: int, worlds: list[Position], turns: int, budget: int) -> SharedSearch:
    return SharedSearch(t, worlds[0].seat, team, [Solver(t, team) for _ in worlds], np.ones(len(worlds)), budget, turns)


def _solved(t, team: int, worlds: list[Position], legal: list[int]) -> np.ndarray:
    return np.array([Solver(t, team).values_of(w, legal) for w in worlds], dtype=np.int64).T


def test_one_deal_alone_is_solved_as_the_solver_solves_it():
    for t, pos in _positions(12, range(40, 52)):
        team = t.team_of[pos.seat]
        legal = t.cards_of(legal_mask(t, pos))
        for turns in (1, 2):
            shared = shared_next_values(_search(t, team, [pos], turns, 10**6), [pos], legal)
            assert shared is not None
            assert (shared == _solved(t, team, [pos], legal)).all()


def test_sharing_the_next_card_never_promises_more_than_seeing_every_card_and_sometimes_less():
    rng = random.Random(3)
    less = 0
    for t, pos in _positions(12, range(60, 90)):
        team = t.team_of[pos.seat]
        legal = t.cards_of(legal_mask(t, pos))
        worlds = _worlds(pos, 12, rng)
        seeing = _solved(t, team, worlds, legal)
        shared = shared_next_values(_search(t, team, worlds, 1, 10**6), worlds, legal)
        assert shared is not None and shared.shape == seeing.shape
        assert (shared <= seeing).all()  # one card for deals alike: never better than a card for each deal
        less += int((shared < seeing).any())
    assert less >= 5  # the repair bites: some deals were promised a guess the seat cannot make


def test_a_search_past_its_budget_gives_way():
    t, pos = next(_positions(16, range(100, 120)))
    team = t.team_of[pos.seat]
    worlds = _worlds(pos, 20, random.Random(1))
    legal = t.cards_of(legal_mask(t, pos))
    assert shared_next_values(_search(t, team, worlds, 2, 50), worlds, legal) is None
