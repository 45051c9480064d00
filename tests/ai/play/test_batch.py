"""The lockstep numpy playouts against the engine: legal cards, winners and points in every row."""

from __future__ import annotations

import random

import numpy as np
import pytest

from belote_desktop.ai.play.batch import Batch, PlaySoFar, batch_tables
from belote_desktop.ai.play.greedy import greedy
from belote_desktop.ai.play.playouts import run_greedy, run_random
from belote_desktop.ai.play.kernel import TRICK_SCALE, position_from_state
from belote_desktop.ai.tables import tables_for
from belote_desktop.engine import PLAY, Contract, Strain, deal_layout_with_contract, deal_with_contract, find_variant
from belote_desktop.engine.rules import FirstLead
from belote_desktop.engine.state import shuffled_deck

from tests.rulesets import every_ruleset, slow_after

from tests.ai.positions import rule_sets, rules_id


def _rows_from_deals(rules, seeds, strain, start_cards=0, multiplier=1):
    """Engine deals (one per seed, same contract), each played ``start_cards`` random cards in."""
    states = []
    size, n = rules.hand_size, rules.players
    # the lockstep rows share one leader: where the taker (Baloot) or the first bidder (Pilotta, here the
    # taker) leads, they share one taker
    taker_leads = rules.first_lead in (FirstLead.TAKER, FirstLead.FIRST_BIDDER)
    for seed in seeds:
        deck = shuffled_deck(rules, seed)
        hands = [list(deck[i * size:(i + 1) * size]) for i in range(n)]
        taker = 0 if taker_leads else seed % n
        contract = Contract(strain, taker, 80, multiplier=multiplier)
        if rules.table_up_packets:  # cards on the table: the layout as the deal script lays it
            state = deal_layout_with_contract(rules, n - 1, deck, contract)
        else:
            state = deal_with_contract(rules, n - 1, hands, contract)
        states.append(state)
    return states


def _batch_of(t, states, leader, trick=()):
    """The states as batch rows: each seat's cards (hand and table), and the covers row by row."""
    teams = t.seating.team_count
    positions = [position_from_state(s) for s in states]
    hands = np.array([p.hands for p in positions], dtype=np.int64).T
    pairs = [p.covers for p in positions]
    assert len({len(c) for c in pairs}) == 1  # the same layout shape in every row
    covers = [(np.array([c[k][0] for c in pairs], dtype=np.int64), np.array([c[k][1] for c in pairs], dtype=np.int64))
              for k in range(len(pairs[0]))]
    return Batch(batch_tables(t), hands, leader, PlaySoFar(list(trick), [0] * teams, [0] * teams, covers=covers))


@pytest.mark.parametrize("rules", slow_after(rule_sets()), ids=rules_id)
def test_lockstep_rows_follow_the_engine(rules):
    """Legal cards, what the table learns, winners and points: the batch against the engine, every row."""
    from belote_desktop.ai.beliefs.inference import _proof

    rng = random.Random(repr(rules))  # the same deals in every run (string hashing varies)
    for strain in Strain:
        multiplier = 2 if rules.locked_lead_when_doubled and int(strain) % 2 else 1
        states = _rows_from_deals(rules, range(24 * int(strain), 24 * int(strain) + 24), strain, multiplier=multiplier)
        t = tables_for(rules, strain, multiplier)
        batch = _batch_of(t, states, states[0].current_player())
        while not batch.done:
            legal = batch.legal()
            assert [int(x) for x in legal] == [s.legal_cards_mask() for s in states]
            seats = batch.seats_to_move()
            assert [int(x) for x in seats] == [s.current_player() for s in states]
            cards = []
            for state in states:
                mask = state.legal_cards_mask()
                cards.append(rng.choice([i for i in range(36) if mask >> i & 1]))
            pos = batch.pos
            before = batch.known_void[pos].copy() if pos else None
            batch.play(np.array(cards, dtype=np.int64))
            if pos:
                # what the batch learns from a card is among what inference proves, and is true
                for row, (state, card) in enumerate(zip(states, cards)):
                    learnt = int(batch.known_void[pos][row] if batch.pos else 0) & ~int(before[row])
                    seat = state.current_player()
                    proof = _proof(t, seat, card, state.trick[0] // 9, state.best_index, state.best_seat)
                    assert learnt & ~proof == 0
                    assert not learnt & state.playable(seat)
            states = [s.apply(PLAY[c]) for s, c in zip(states, cards)]
        assert [tuple(int(x) for x in batch.points[:, r]) for r in range(len(states))] == [s.team_points for s in states]
        assert [tuple(int(x) for x in batch.tricks_won[:, r]) for r in range(len(states))] == [
            s.team_tricks for s in states]


@pytest.mark.parametrize("rules", slow_after(list(every_ruleset().values()) + rule_sets()[-3:]),
                         ids=rules_id)
def test_policies_play_legal_cards_to_the_end(rules):
    for strain in Strain:
        multiplier = 2 if rules.locked_lead_when_doubled and int(strain) % 2 else 1
        states = _rows_from_deals(rules, range(100 + 40 * int(strain), 140 + 40 * int(strain)), strain,
                                  multiplier=multiplier)
        t = tables_for(rules, strain, multiplier)
        for policy in ("greedy", "public", "random"):
            batch = _batch_of(t, states, states[0].current_player())
            gen = np.random.default_rng(1)
            while not batch.done:
                legal = batch.legal()
                if policy != "random":
                    cards = greedy(batch, taker_team=int(strain) % t.seating.team_count, public=policy == "public")
                else:
                    cards = batch.pick_random(legal, gen.integers(0, 1 << 30, size=batch.rows))
                assert ((legal >> cards) & 1).all()
                batch.play(cards)
            # the cards in play: the pack's total less the cards never dealt (Belot for 2)
            in_play = [t.card_total - sum(t.points[i] for i in range(36) if s.zones.stock >> i & 1) for s in states]
            assert (batch.points.sum(axis=0) == in_play).all()


def test_batch_starts_inside_a_trick_and_leaves_the_input_alone():
    rules = find_variant("classic")
    states = _rows_from_deals(rules, range(8), Strain.SPADES)
    first = states[0]
    # play two cards of the first trick in the first deal, and use only that deal's hidden cards
    a = first.legal_actions()[0]
    first = first.apply(a)
    b = first.legal_actions()[-1]
    first = first.apply(b)
    t = tables_for(rules, Strain.SPADES)
    hands = np.array([first.hands] * 5, dtype=np.int64).T
    kept = hands.copy()
    batch = Batch(batch_tables(t), hands, first.leader, PlaySoFar(list(first.trick)))
    assert batch.pos == 2
    assert [int(x) for x in batch.legal()] == [first.legal_cards_mask()] * 5
    run_greedy(batch, 0)
    assert (hands == kept).all()
    assert (batch.points.sum(axis=0) == t.card_total).all()
    again = Batch(batch_tables(t), hands, first.leader, PlaySoFar(list(first.trick)))
    run_random(again, np.random.default_rng(0))
    assert (again.points.sum(axis=0) == t.card_total).all()


def test_popcount_fallback_matches_python():
    from belote_desktop.ai.play.batch import _table_popcount

    masks = np.array([0, 1, (1 << 36) - 1, 0b1011 << 30, 123456789], dtype=np.int64)
    assert [int(x) for x in _table_popcount(masks)] == [bin(int(m)).count("1") for m in masks]


def test_branched_playouts_try_each_card_of_the_next_turn():
    """Branch b plays the seat's b-th legal card in its next trick: the best branch is never worse for
    that seat's team than the greedy playout, and the branch that matches the greedy card equals it."""
    from belote_desktop.ai.play.playouts import run_branched
    from belote_desktop.engine import find_variant

    rules = find_variant("classic")
    strain = Strain.HEARTS
    states = _rows_from_deals(rules, range(40), strain)
    t = tables_for(rules, strain)
    hands = np.array([s.hands for s in states], dtype=np.int64).T
    leader = states[0].current_player()
    seat = leader  # no trick is under way: the leader branches in the first trick
    branches = 8  # one branch per card of its hand
    greedy = Batch(batch_tables(t), hands, leader)
    run_greedy(greedy, 0)
    tiled = Batch(batch_tables(t), np.tile(hands, (1, branches)), leader)
    keys, as_greedy = run_branched(tiled, 0, False, seat, np.repeat(np.arange(branches), len(states)))
    assert (tiled.points.sum(axis=0) == 162).all()
    assert (keys == 0).all()  # the seat leads the branching trick: it has seen nothing yet
    assert (as_greedy.reshape(branches, len(states)).sum(axis=0) == 1).all()
    team = rules.team_of(seat)
    mine = tiled.points[team].reshape(branches, len(states))
    lead = mine.max(axis=0) - greedy.points[team]
    assert (lead >= 0).all() and (lead > 0).any()  # some deals have a better card than the greedy one
    assert ((mine == greedy.points[team]).any(axis=0)).all()  # one branch is the greedy card
    flagged = mine.T[as_greedy.reshape(branches, len(states)).T]
    assert (flagged == greedy.points[team]).all()
    assert len({tuple(row) for row in mine.T.tolist()}) > 1


def test_next_turn_choice_is_made_per_group_of_alike_deals():
    from belote_desktop.ai.play.search import _next_turn_values

    # one move, two branches, four deals: deals 0-2 look alike at the next turn, deal 3 stands alone
    value = np.array([[[10.0, 0.0, 0.0, 5.0], [0.0, 4.0, 4.0, 9.0]]])
    keys = np.array([[7, 7, 7, 8]])
    greedy = np.array([[0, 0, 0, 0]])
    w = np.ones(4)
    # the group of three plays branch 0 (10 > 8 in total); the lone deal keeps the greedy branch 0
    assert _next_turn_values(value, keys, greedy, w, 2).tolist() == [[10.0, 0.0, 0.0, 5.0]]
    # with groups of one allowed, the lone deal takes its best branch (it 'knows' the hidden cards)
    assert _next_turn_values(value, keys, greedy, w, 1).tolist() == [[10.0, 0.0, 0.0, 9.0]]
    # weights count: deal 0 weighs little, so the group prefers branch 1
    assert _next_turn_values(value, keys, greedy, np.array([0.1, 1, 1, 1]), 2).tolist() == [[0.0, 4.0, 4.0, 5.0]]


def _batch_played_in(strain, seeds, cards, taker_team):
    """A batch of the classic deals of ``seeds``, ``cards`` cards into the play by the public policy."""
    rules = find_variant("classic")
    states = _rows_from_deals(rules, seeds, strain)
    t = tables_for(rules, strain)
    hands = np.array([s.hands for s in states], dtype=np.int64).T
    batch = Batch(batch_tables(t), hands, states[0].current_player())
    for _ in range(cards):
        batch.play(greedy(batch, taker_team, True))
    return batch, t


def test_a_copy_plays_on_without_touching_the_original():
    batch, t = _batch_played_in(Strain.HEARTS, range(300, 340), 6, 0)  # into the second trick
    before = (batch.flat.copy(), batch.points.copy(), [r.copy() for r in batch.rel], batch.cards_left, batch.pos)
    twin = batch.copy()
    run_greedy(twin, 0, True)
    assert twin.done and (twin.points.sum(axis=0) == t.card_total).all()
    assert (batch.flat == before[0]).all() and (batch.points == before[1]).all()
    assert all((a == b).all() for a, b in zip(batch.rel, before[2]))
    assert (batch.cards_left, batch.pos) == before[3:]
    run_greedy(batch, 0, True)
    assert (batch.points == twin.points).all()  # the same deterministic policy: the same ending


def test_tiled_copies_play_like_the_rows_they_copy():
    batch, _ = _batch_played_in(Strain.SPADES, range(400, 430), 9, 1)  # third trick: leaders differ by row
    tiled = batch.tiled(3)
    assert tiled.rows == 3 * batch.rows
    run_greedy(tiled, 1, True)
    run_greedy(batch, 1, True)
    for block in range(3):
        part = slice(block * batch.rows, (block + 1) * batch.rows)
        assert (tiled.points[:, part] == batch.points).all()
        assert (tiled.tricks_won[:, part] == batch.tricks_won).all()


def test_reading_by_rollouts_expects_the_card_that_plays_out_best():
    from belote_desktop.ai.play.search import _rollout_choice

    rules = find_variant("classic")
    strain = Strain.CLUBS
    states = _rows_from_deals(rules, range(500, 512), strain)
    t = tables_for(rules, strain)
    bt = batch_tables(t)
    hands = np.array([s.hands for s in states], dtype=np.int64).T
    leader = states[0].current_player()
    batch = Batch(bt, hands, leader)
    played = []
    for _ in range(2):  # the third card of the first trick: the same seat to move in every row
        cards = greedy(batch, 0, True)
        played.append(cards)
        batch.play(cards)
    legal = batch.legal()
    seat = (leader + 2) % 4
    team = t.team_of[seat]
    expected = _rollout_choice(batch, legal, seat, 0, True)
    choices = 0
    for row in range(batch.rows):
        values = {}
        for card in range(36):
            if not legal[row] >> card & 1:
                continue
            one = Batch(bt, hands[:, [row]], leader)
            for cards in played:
                one.play(cards[[row]])
            one.play(np.array([card], dtype=np.int64))
            run_greedy(one, 0, True)
            values[card] = int(one.points[team, 0] - one.points[1 - team, 0])
        assert legal[row] >> int(expected[row]) & 1
        assert values[int(expected[row])] == max(values.values())
        choices += len(set(values.values())) > 1
    assert choices >= 3  # the rows do hold choices that matter


def test_playouts_finished_exactly_follow_the_policy_then_the_solver():
    """``solve_from``: the policy plays down to the first trick with at most 12 cards left, the solver
    does the rest: every row then ends with the policy's points so far plus the solver's value."""
    from belote_desktop.ai.play.kernel import Solver
    from belote_desktop.ai.play.search import SearchParams, _finish_exactly

    team, taker_team = 1, 0
    batch, t = _batch_played_in(Strain.CLUBS, range(500, 530), 6, taker_team)  # inside the second trick
    policy = batch.copy()
    while policy.cards_left > 12 or policy.pos:
        policy.play(greedy(policy, taker_team, True))
    assert policy.cards_left == 12
    hands = policy.flat.reshape(4, policy.rows).tolist()
    expected = [Solver(t, team).from_trick_start([h[row] for h in hands], int(policy.leader[row]))
                for row in range(policy.rows)]
    params = SearchParams(samples=1, max_seconds=1, exact_cards=0, exact_samples=1, bid_samples=1,
                          public_playouts=True, solve_from=12)
    _finish_exactly(batch, t, team, taker_team, params, batch.rows)
    assert batch.cards_left == 0
    assert (batch.points[team] == policy.points[team] + np.array(expected) // TRICK_SCALE).all()
    assert (batch.tricks_won[team] == policy.tricks_won[team] + np.array(expected) % TRICK_SCALE).all()
    assert (batch.points.sum(axis=0) == t.card_total).all() and (batch.tricks_won.sum(axis=0) == 8).all()
    assert len(set(batch.points[team].tolist())) > 1
