"""search.play_weights in the compiled kernel (ckernel/greedy.c, bk_play_weights) against numpy's
(native.reference_kernel): the same weight for every sampled deal, over every ruleset of tests/ai/positions.py,
at every point of the play, with and without the last cards read by rollouts."""

from __future__ import annotations

import random

import numpy as np
import pytest

from belote_desktop.ai.play import native
from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.ai.play.search import play_weights
from belote_desktop.engine import Phase

from tests.rulesets import slow_after

from tests.ai.positions import play_positions, rule_sets

needs_library = pytest.mark.skipif(native.library() is None, reason="the compiled kernel is not built here")


def _weights(view, deals, played_by, mismatch, public, by_rollouts, compiled: bool) -> np.ndarray:  # noqa: ANN001
    if compiled:
        return play_weights(view, deals, played_by, mismatch, public, by_rollouts)
    with native.reference_kernel():
        return play_weights(view, deals, played_by, mismatch, public, by_rollouts)


@needs_library
@pytest.mark.parametrize("rules", slow_after(rule_sets()), ids=lambda r: r.name)
def test_compiled_play_weights_equal_numpy_s(rules):
    if rules.table_up_packets:
        pytest.skip("tables with cards face up are not weighed by the play (search.deal_weights)")
    rng = random.Random(4747)
    compared = changed = 0
    for seed in range(6):
        positions = [s for s in play_positions(rules, 100 + seed) if s.phase is Phase.PLAY and not s.is_terminal()]
        for state in rng.sample(positions, min(5, len(positions))):
            seat = state.current_player()
            view = state.view_for(seat)
            knowledge = read_view(view)
            sampler = DealSampler(knowledge)
            deals = [sampler.sample(random.Random(rng.randrange(1 << 30))) for _ in range(24)]
            for public, by_rollouts, mismatch in ((False, 0, 0.3), (True, 0, 0.5), (False, 3, 0.25)):
                compiled = _weights(view, deals, knowledge.played_by, mismatch, public, by_rollouts, True)
                reference = _weights(view, deals, knowledge.played_by, mismatch, public, by_rollouts, False)
                assert np.array_equal(compiled, reference), (rules.name, seed, public, by_rollouts)
                compared += len(deals)
                changed += int((reference < 1).sum())
    assert compared > 0
    assert changed > 0  # the weights were not all one: the policy's choices were compared
