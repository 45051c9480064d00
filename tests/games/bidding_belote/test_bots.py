"""The bots at the Bidding Belote table: some hands are called and others passed. (Legality for every game:
test_every_game_bots.py; the search's numpy scorer on this game's readings, the Match call's x8 included:
test_outcome.py.)"""

from __future__ import annotations

import collections
import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import find_variant, new_deal
from belote_desktop.engine.actions import Call, Pass

BB = find_variant("bidding_belote")


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE])
def test_bots_call_some_hands_and_pass_others(level):
    first_calls: collections.Counter[str] = collections.Counter()
    for seed in range(60):
        state = new_deal(BB, dealer=seed % 4, seed=seed)
        view = state.view_for(state.current)
        action = choose_action(view, level, random.Random(seed))
        assert action in view.legal_actions
        first_calls["call" if isinstance(action, Call) else "pass" if isinstance(action, Pass) else "other"] += 1
    assert first_calls["call"] >= 5 and first_calls["pass"] >= 5, first_calls
