"""Belote Découverte bots: blind to every face-down card (their own included), and
neither always taking nor always passing."""

from __future__ import annotations

import random

from belote_desktop.ai import Level, SearchParams, choose_action
from belote_desktop.engine import CARDS, Phase, Take, find_variant, new_deal

from .positions import random_deal_positions

RULES = find_variant("decouverte")
QUICK = SearchParams(samples=24, max_seconds=60.0, exact_cards=8, exact_samples=6, bid_samples=12, chunk=12)


def _face_down_shuffled(state, rng):
    """The same deal with the cards still face down (every seat's) shuffled among their places, replayed
    with the same actions."""
    down = [c for mask in state.zones.table_down for c in range(36) if mask >> c & 1]
    if len(down) < 2:
        return None
    where = [state.deck.index(c) for c in down]
    cards = down[:]
    while cards == down:
        rng.shuffle(cards)
    deck = list(state.deck)
    for p, c in zip(where, cards):
        deck[p] = c
    other = new_deal(RULES, state.dealer, deck=[CARDS[i] for i in deck])
    for _, action in state.history:
        other = other.apply(action)
    return other


def test_decisions_ignore_every_face_down_card():
    rng = random.Random(15)
    compared = 0
    for seed in range(12):
        for state in random_deal_positions(RULES, 300 + seed):
            if state.is_terminal() or len(state.history) % 4:
                continue
            other = _face_down_shuffled(state, rng)
            if other is None:
                continue
            assert other.zones.table_down != state.zones.table_down or other.zones.under != state.zones.under
            for seat in range(2):
                assert other.view_for(seat) == state.view_for(seat)  # the owner sees no more than the other
            seat = state.current_player()
            for level in (Level.BEGINNER, Level.INTERMEDIATE, Level.EXPERT if compared % 2 else Level.MASTER):
                params = QUICK if level >= Level.EXPERT else None
                mine = choose_action(state.view_for(seat), level, random.Random(seed), params=params)
                theirs = choose_action(other.view_for(seat), level, random.Random(seed), params=params)
                assert mine == theirs
            compared += 1
    assert compared >= 20


def test_bots_take_some_hands_and_pass_others():
    """The first speaker's choice over many deals: a sensible bidder neither always takes nor always passes."""
    for level in (Level.BEGINNER, Level.INTERMEDIATE):
        takes = 0
        for seed in range(120):
            state = new_deal(RULES, dealer=seed % 2, seed=seed)
            action = choose_action(state.view_for(state.current_player()), level, random.Random(seed))
            takes += isinstance(action, Take)
        assert 12 <= takes <= 84, (level, takes)


def test_expert_bids_by_simulation_with_the_layout():
    takes = 0
    for seed in range(16):
        state = new_deal(RULES, dealer=seed % 2, seed=seed)
        assert state.phase is Phase.BIDDING
        action = choose_action(state.view_for(state.current_player()), Level.EXPERT, random.Random(seed), params=QUICK)
        assert action in state.legal_actions()
        takes += isinstance(action, Take)
    assert 0 < takes < 16


def test_suggest_explains_a_move_from_the_layout():
    from belote_desktop.learn.suggest import suggestion_reason

    explained = 0
    for state in random_deal_positions(RULES, 41):
        if state.is_terminal() or state.phase is not Phase.PLAY:
            continue
        view = state.view_for(state.current_player())
        action = choose_action(view, Level.INTERMEDIATE, random.Random(1))
        reason = suggestion_reason(view, action)
        assert reason and "expert player would make" not in reason  # a real reason, not the fallback
        explained += 1
    assert explained >= 20


def test_the_numpy_selection_reaches_every_card_of_a_16_card_half():
    """A seat's row holds all its 16 cards (face-down ones too): one 18-bit half may hold 16 of them."""
    import numpy as np

    from belote_desktop.ai.batch import _kth_card, select_width

    width = select_width(RULES.hand_size)
    mask = np.array([(1 << 16) - 1, ((1 << 16) - 1) << 18], dtype=np.int64)
    for k in range(16):
        assert _kth_card(mask, np.array([k, k]), width).tolist() == [k, 18 + k]
