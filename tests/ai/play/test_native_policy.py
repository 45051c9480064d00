"""The learned policy in the compiled kernel (ckernel/greedy.c's net_choice through native_batch.policy_finish)
against numpy's (policy.play_policy, then the greedy policy): the same batch after the run, every field."""

from __future__ import annotations

import numpy as np
import pytest

from belote_desktop.ai.play import native, playouts
from belote_desktop.ai.play.batch import Batch
from belote_desktop.ai.play.native_batch import policy_finish
from belote_desktop.ai.play.policy import CARDS, FEATURES, PolicyNet, play_policy, shipped_policy
from belote_desktop.engine import Strain, find_variant

from tests.ai.play.test_native_greedy import _advanced, _numpy_finish, assert_same_batch, needs_library
from tests.ai.positions import rule_sets, rules_id


def _net(seed: int, hidden: int) -> PolicyNet:
    rng = np.random.default_rng(seed)
    return PolicyNet(rng.normal(size=(FEATURES, hidden)), rng.normal(size=hidden), rng.normal(size=(hidden, CARDS)),
                     rng.normal(size=CARDS))


def _compare(batch: Batch, net: PolicyNet, strain: Strain, taker_team: int, public: bool, plies: int,
             card_total: int) -> None:
    compiled, reference = batch.copy(), batch.copy()
    assert policy_finish(compiled, taker_team, public, net.native(strain, plies, card_total))
    play_policy(reference, net, taker_team, strain, plies, card_total)
    _numpy_finish(reference, taker_team, public)
    assert_same_batch(compiled, reference)


@needs_library
@pytest.mark.parametrize("rules", [r for r in rule_sets() if r.players == 4 and not r.table_up_packets][:3] +
                         [r for r in rule_sets() if r.players != 4 or r.table_up_packets][:2], ids=rules_id)
def test_compiled_policy_plays_as_numpy(rules):
    """Every strain, at a trick start and inside a trick, for a few cards and to the end: the same cards (random
    weights: no two scores tie, so the order the sums run in does not matter)."""
    rng = np.random.default_rng(3)
    n = rules.players
    for strain in Strain:
        seeds = range(20 * int(strain), 20 * int(strain) + 20)
        for case, hidden in enumerate((8, 64)):
            start = (int(strain) + case) % 3 * n + case * (1 + int(strain) % (n - 1))
            batch, t = _advanced(rules, strain, seeds, start, rng, 5)
            net = _net(int(strain) * 2 + case, hidden)
            for plies in (1, n + 1, 40):
                _compare(batch, net, strain, (int(strain) + case) % rules.team_count, case == 1, plies, t.card_total)


@needs_library
def test_the_shipped_network_plays_as_numpy():
    rules = find_variant("classic")
    net = shipped_policy(rules)
    assert net is not None
    rng = np.random.default_rng(8)
    for strain in (Strain.HEARTS, Strain.NO_TRUMPS, Strain.ALL_TRUMPS):
        batch, t = _advanced(rules, strain, range(40), 5, rng, 3)
        _compare(batch, net, strain, 0, True, 40, t.card_total)


@needs_library
def test_a_network_too_wide_for_the_kernel_is_refused():
    rules = rule_sets()[0]
    batch, t = _advanced(rules, Strain.SPADES, range(2), 0, np.random.default_rng(1), 1)
    with pytest.raises(ValueError, match="hidden units"):
        policy_finish(batch, 0, True, _net(0, 600).native(Strain.SPADES, 4, t.card_total))


def test_run_playouts_without_the_library_plays_the_same(monkeypatch):
    """With no compiled kernel the playouts go by numpy, the same cards."""
    rules = find_variant("classic")
    batch, t = _advanced(rules, Strain.CLUBS, range(10), 2, np.random.default_rng(4), 2)
    compiled, reference = batch.copy(), batch.copy()
    playouts.run_playouts(compiled, rules, 1, Strain.CLUBS, True, 40, t.card_total)
    monkeypatch.setattr(native, "library", lambda: None)
    playouts.run_playouts(reference, rules, 1, Strain.CLUBS, True, 40, t.card_total)
    assert np.array_equal(compiled.points, reference.points)
    assert np.array_equal(compiled.tricks_won, reference.tricks_won)


@needs_library
@pytest.mark.parametrize("game", ["classic", "bulgarian"])
def test_compiled_likelihood_reads_the_plays_as_numpy(game):
    """The others' plays' log-probabilities under the network, summed per deal: compiled and numpy agree (to float
    rounding), the plays ending inside a trick, over deals that place the unseen cards anyhow (some cards then
    not legal where they were played: the floor)."""
    from belote_desktop.ai.play.batch import batch_tables
    from belote_desktop.ai.play.native_batch import policy_likelihood_compiled
    from belote_desktop.ai.play.policy import LOG_P_FLOOR, play_log_likelihood
    from belote_desktop.ai.tables import tables_for
    from belote_desktop.engine.state import shuffled_deck

    rules = find_variant(game)
    strain = Strain.DIAMONDS
    t = tables_for(rules, strain)
    bt = batch_tables(t)
    rng = np.random.default_rng(11)
    deck = [c.index for c in shuffled_deck(rules, 77)]
    hands = [sum(1 << c for c in deck[s * 8:(s + 1) * 8]) for s in range(4)]
    real = Batch(bt, np.array(hands, dtype=np.int64)[:, None], 0)
    plays, played_by = [], [0] * 4
    for _ in range(11):
        seat = int(real.seats_to_move()[0])
        card = int(real.pick_random(real.legal(), rng.integers(0, 1 << 30, size=1))[0])
        plays.append((seat, card))
        played_by[seat] |= 1 << card
        real.play(np.array([card], dtype=np.int64))
    unseen = [c for s in (1, 2, 3) for c in range(36) if (hands[s] & ~played_by[s]) >> c & 1]
    counts = [bin(hands[s] & ~played_by[s]).count("1") for s in (1, 2, 3)]
    rows = [hands]
    for _ in range(199):
        order = rng.permutation(unseen)
        cut = np.cumsum([0] + counts)
        rows.append([hands[0]] + [sum(1 << int(c) for c in order[cut[i]:cut[i + 1]]) | played_by[i + 1] for i in range(3)])
    start = np.array(rows, dtype=np.int64).T
    net = _net(5, 32)
    compiled = np.zeros(start.shape[1])
    assert policy_likelihood_compiled(t, net.native(strain, 0, t.card_total), start, plays, 0, 2, 1, LOG_P_FLOOR,
                                      compiled)
    reference = play_log_likelihood(Batch(bt, start, 0), net, plays, 0, 1, strain, t.card_total)
    assert np.allclose(compiled, reference, atol=1e-3)
    assert (compiled <= 1e-9).all() and (compiled >= LOG_P_FLOOR * len(plays) - 1e-9).all()
    assert compiled.std() > 0.1  # the deals differ in how well they explain the plays


@needs_library
@pytest.mark.parametrize("stop_at", [12, 16])
def test_the_policy_stops_where_the_solve_begins_as_numpy(monkeypatch, stop_at):
    """``run_playouts(..., stop_at)`` (Master's learned playouts before the postponed solve): compiled and numpy
    stop at the same trick start, with at most ``stop_at`` cards left, the same cards played."""
    rules = find_variant("classic")
    batch, t = _advanced(rules, Strain.HEARTS, range(12), 1, np.random.default_rng(6), 3)
    compiled, reference = batch.copy(), batch.copy()
    playouts.run_playouts(compiled, rules, 0, Strain.HEARTS, True, 32, t.card_total, stop_at)
    monkeypatch.setattr(native, "library", lambda: None)
    playouts.run_playouts(reference, rules, 0, Strain.HEARTS, True, 32, t.card_total, stop_at)
    assert compiled.cards_left == reference.cards_left
    assert compiled.cards_left <= stop_at and compiled.pos == 0 and compiled.cards_left > 0
    assert_same_batch(compiled, reference)
