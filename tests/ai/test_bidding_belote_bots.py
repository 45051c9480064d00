"""The bots at the Bidding Belote table: every level bids and plays whole deals legally, some hands are called
and others passed, and the search's numpy scorer (match points, the TIMES row, the 85 held over) agrees with
the engine on the game's own rules."""

from __future__ import annotations

import collections
import dataclasses
import random

import numpy as np
import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level, choose_action
from belote_desktop.ai.outcome import deal_scores
from belote_desktop.engine import Contract, Strain, find_variant, new_deal
from belote_desktop.engine.actions import Call, Pass

BB = find_variant("bidding_belote")
QUICK = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], bid_samples=16)


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


@pytest.mark.parametrize("multiplier", [1, 2, 4, 8])
@pytest.mark.parametrize("strain", [Strain.HEARTS, Strain.NO_TRUMPS, Strain.ALL_TRUMPS])
def test_numpy_scores_equal_the_engines_on_bidding_belote(strain, multiplier):
    from belote_desktop.engine.scoring import DealFacts, convert, score_contract, score_of

    contract = Contract(strain, 1, 0, False, multiplier)
    total = {Strain.HEARTS: 162, Strain.NO_TRUMPS: 130, Strain.ALL_TRUMPS: 258}[strain]
    rng = random.Random(int(strain) * 10 + multiplier)
    rows = []
    for i in range(60):
        a = total // 2 if i % 6 == 0 else rng.randint(0, total)  # ties included
        tricks = (8, 0) if i % 10 == 3 else (0, 8) if i % 10 == 7 else (4, 4)
        cards = (total, 0) if tricks == (8, 0) else (0, total) if tricks == (0, 8) else (a, total - a)
        rows.append((cards, tricks, (rng.choice((0, 20, 50)), rng.choice((0, 20))), (rng.choice((0, 20)), 0)))
    arr = [np.array([[r[k][t] for r in rows] for t in range(2)], dtype=np.int64) for k in range(4)]
    got = deal_scores(BB, contract, total, arr[0], arr[1], arr[2], arr[3])
    for i, (cards, tricks, melds, belote) in enumerate(rows):
        one = score_contract(BB, DealFacts(contract, 1, total, list(cards), list(tricks), list(melds),
                                           list(belote)))
        convert(BB, one)
        assert [int(got[t, i]) for t in range(2)] == [int(v) for v in score_of(one, 2)]
