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
