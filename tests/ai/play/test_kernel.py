"""The bitmask kernel against the engine: legal cards, trick results and whole deals; the exact solver
against a brute-force minimax through the engine."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai.play.kernel import (
    TRICK_BITS, TRICK_MASK, TRICK_SCALE, Position, Solver, legal_mask, play, position_from_state, random_playout,
    random_pool,
)
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import PLAY, Card, Contract, Strain, deal_with_contract, find_variant
from belote_desktop.engine.shapes import TWO_ALONE_16, TWO_OPEN_TABLE

from tests.rulesets import slow_after

from tests.ai.positions import play_positions, rule_sets, rules_id

# the solver tests run at two tables with cards on the table too (face-down cards turn up when uncovered)
SOLVER_RULES = (find_variant("classic"), find_variant("coinche"), find_variant("decouverte"), TWO_OPEN_TABLE)


@pytest.mark.parametrize("rules", slow_after(rule_sets()),
                         ids=rules_id)
def test_legal_cards_and_tricks_match_the_engine(rules):
    positions = 0
    for seed in range(60):
        for state in play_positions(rules, seed):
            if state.is_terminal():
                continue
            t = tables_for(rules, state.contract.strain, state.contract.multiplier)
            pos = position_from_state(state)
            legal = legal_mask(t, pos)
            assert legal == state.legal_cards_mask(), (seed, str(state.history))
            card = random.Random(seed * 100 + positions).choice([i for i in range(36) if legal >> i & 1])
            play(t, pos, card)
            after = state.apply(PLAY[card])
            expected = position_from_state(after) if not after.is_terminal() else None
            if expected is None:
                assert pos.is_over()
                assert tuple(pos.points) == after.team_points
                assert tuple(pos.tricks_won) == after.team_tricks
            else:
                assert pos.hands == expected.hands
                assert pos.seat == expected.seat
                assert pos.trick == expected.trick
                assert pos.points == expected.points
                assert pos.tricks_won == expected.tricks_won
                if pos.trick:
                    assert (pos.best, pos.best_seat) == (expected.best, expected.best_seat)
            positions += 1
    assert positions > 0.7 * 60 * int(rules.deck)  # nearly every card of 60 deals


def test_random_playouts_are_complete_deals():
    rules = find_variant("coinche")
    pool = random_pool(random.Random(3))
    for seed in range(200):
        for state in play_positions(rules, seed):
            if state.is_terminal() or len(state.history) % 7:
                continue
            t = tables_for(rules, state.contract.strain)
            pos = position_from_state(state)
            points = random_playout(t, pos, pool, seed * 31)
            assert sum(points) == t.card_total
            assert position_from_state(state).hands == pos.hands  # the position is left alone


def _brute_force(state, team):
    """Future points (x TRICK_SCALE) + tricks of ``team`` under perfect-information minimax, via the engine."""
    if state.is_terminal():
        return 0
    best = None
    maximise = state.rules.team_of(state.current_player()) == team
    for action in state.legal_actions():
        after = state.apply(action)
        gained = 0
        if len(after.tricks) > len(state.tricks):
            trick = after.tricks[-1]
            if state.rules.team_of(trick.winner) == team:
                gained = TRICK_SCALE * (after.team_points[team] - state.team_points[team]) + 1
        value = gained + _brute_force(after, team)
        if best is None or (value > best if maximise else value < best):
            best = value
    return best


@pytest.mark.slow
def test_solver_matches_brute_force_minimax():
    checked = 0
    for rules in SOLVER_RULES:
        for seed in range(25):
            for state in play_positions(rules, 1000 + seed):
                if state.is_terminal() or sum(bin(h).count("1") for h in position_from_state(state).hands) > 9:
                    continue
                team = seed % 2
                t = tables_for(rules, state.contract.strain)
                values = Solver(t, team).move_values(position_from_state(state))
                for card, value in values.items():
                    after = state.apply(PLAY[card])
                    gained = 0
                    if len(after.tricks) > len(state.tricks) and rules.team_of(after.tricks[-1].winner) == team:
                        gained = TRICK_SCALE * (after.team_points[team] - state.team_points[team]) + 1
                    assert value == gained + _brute_force(after, team)
                checked += 1
                break
    assert checked >= 80


def test_position_copy_is_independent():
    pos = Position([1, 2, 4, 8], 0)
    other = pos.copy()
    other.hands[0] = 0
    other.points[0] = 5
    assert pos.hands[0] == 1 and pos.points[0] == 0


def test_solver_from_a_trick_start_matches_brute_force_minimax():
    checked = 0
    for rules in SOLVER_RULES:
        for seed in range(12):
            for state in play_positions(rules, 2000 + seed):
                pos = position_from_state(state)
                cards = sum(bin(h).count("1") for h in pos.hands)
                if state.is_terminal() or cards > 8 or state.trick:
                    continue
                team = seed % 2
                t = tables_for(rules, state.contract.strain)
                value = Solver(t, team, pos.covers).from_trick_start(pos.hands, state.current_player())
                assert value == _brute_force(state, team)
                checked += 1
                break
    assert checked >= 40


@pytest.mark.slow
def test_solver_counts_sixteen_tricks():
    """16 tricks (Découverte, 2 players with 16 cards) no longer spill into the points (4 bits held 15)."""
    hearts_spades = [Card.parse(f"{r}{s}") for s in "HS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    clubs_diamonds = [Card.parse(f"{r}{s}") for s in "CD" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    state = deal_with_contract(TWO_ALONE_16, 1, [hearts_spades, clubs_diamonds], Contract(Strain.HEARTS, 0))
    t = tables_for(TWO_ALONE_16, Strain.HEARTS)
    value = Solver(t, 0).from_trick_start(state.hands, 0)  # seat 0 wins every trick whatever is played
    assert value & TRICK_MASK == 16 and value >> TRICK_BITS == t.card_total == 162


@pytest.mark.parametrize("rules", slow_after(rule_sets()), ids=rules_id)
def test_random_playouts_choose_like_the_engine(rules):
    """The inlined random playout reads the same duties: replaying its draws through the engine (the
    k-th lowest legal card, k from the same pool) ends with the same points."""
    pool = random_pool(random.Random(9), 1 << 10)
    wrap = len(pool) - 1
    checked = 0
    for seed in range(30):
        for state in play_positions(rules, 3000 + seed):
            if state.is_terminal() or len(state.history) % 5:
                continue
            t = tables_for(rules, state.contract.strain, state.contract.multiplier)
            start = seed * 131 + len(state.history)
            points = random_playout(t, position_from_state(state), pool, start)
            r = start & wrap
            engine = state
            while not engine.is_terminal():
                legal = engine.legal_cards_mask()
                cards = [i for i in range(36) if legal >> i & 1]
                engine = engine.apply(PLAY[cards[pool[r] % len(cards)]])
                r = (r + 1) & wrap
            assert tuple(points) == engine.team_points, (seed, str(state.history))
            checked += 1
    assert checked > 40
