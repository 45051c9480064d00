"""Belote Découverte bots: neither always taking nor always passing, the Expert bidding by simulation with the
layout, and the numpy selection of a 16-card hand. (Blind to every face-down card, their own included:
test_hidden_cards.py; a reason for every move: tests/ui/test_suggest.py.)"""

from __future__ import annotations

import random

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import Phase, Take, find_variant, new_deal

from tests.ai.test_bots import QUICK

RULES = find_variant("decouverte")


def test_bots_take_some_hands_and_pass_others():
    """The first speaker's choice over many deals: a sensible bidder neither always takes nor always passes."""
    for level in (Level.BEGINNER, Level.INTERMEDIATE):
        takes = 0
        for seed in range(120):
            state = new_deal(RULES, dealer=seed % 2, seed=seed)
            action = choose_action(state.view_for(state.current_player()), level, random.Random(seed))
            takes += isinstance(action, Take)
        assert 12 <= takes <= 84, (level, takes)


def test_expert_bids_with_the_layout():
    """Expert's calibrated bidder reads the face-up layout (its hand is empty during the auction): it takes
    in some deals, passes in others, always legally."""
    from belote_desktop.ai.bidding.model import model_for

    taken = 0
    for seed in range(16):
        state = new_deal(RULES, dealer=seed % 2, seed=seed)
        assert state.phase is Phase.BIDDING
        assert model_for(state.view_for(state.current_player())) is not None
        while state.phase is Phase.BIDDING:
            view = state.view_for(state.current_player())
            action = choose_action(view, Level.EXPERT, random.Random(seed), params=QUICK)
            assert action in state.legal_actions()
            taken += isinstance(action, Take)
            state = state.apply(action)
    assert 0 < taken < 16


def test_the_numpy_selection_reaches_every_card_of_a_16_card_half():
    """A seat's row holds all its 16 cards (face-down ones too): one 18-bit half may hold 16 of them."""
    import numpy as np

    from belote_desktop.ai.play.batch import _kth_card, select_width

    width = select_width(RULES.hand_size)
    mask = np.array([(1 << 16) - 1, ((1 << 16) - 1) << 18], dtype=np.int64)
    for k in range(16):
        assert _kth_card(mask, np.array([k, k]), width).tolist() == [k, 18 + k]
