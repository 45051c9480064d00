"""Bots at Belot for 3, for 2 and for 2 with open cards: whole matches finish, the auction is neither always
passed nor always called, and the sampler places the cards never dealt (Belot for 2). No decision depends on a
card the seat cannot see (a face-down table card, its own too, or a card never dealt): test_hidden_cards.py."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.beliefs.inference import DealSampler, read_view
from belote_desktop.engine import Phase, find_variant, new_match
from belote_desktop.engine.actions import Pass

from tests.ai.positions import random_deal_positions
from tests.ai.test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged

GAMES = ("belot_3p", "belot_2p", "belot_2p_open")


@pytest.mark.parametrize("variant", GAMES)
def test_bots_play_whole_matches_and_bid_sometimes(variant):
    rules = find_variant(variant)
    match = new_match(rules, seed=5)
    rng = random.Random(0)
    spoke = called = 0
    while not match.is_terminal() and len(match.finished) < 60:
        seat = match.current_player()
        level = Level.INTERMEDIATE if seat == 0 else Level.BEGINNER
        action = choose_action(match.view_for(seat), level, rng)
        if match.deal.phase is Phase.BIDDING:
            spoke += 1
            called += not isinstance(action, Pass)
        match = match.apply(action)
    assert match.is_terminal()
    assert 0.1 < called / spoke < 0.95  # neither a bot that always passes nor one that always calls


def test_the_sampler_leaves_six_cards_undealt_at_two():
    rules = find_variant("belot_2p")
    rng = random.Random(1)
    for seed in range(10):
        for state in random_deal_positions(rules, seed):
            if state.phase is not Phase.PLAY or state.current_player() < 0:
                continue
            view = state.view_for(state.current_player())
            k = read_view(view)
            assert k.unused == 6
            sampler = DealSampler(k)
            for _ in range(5):
                hands = sampler.sample(rng)
                for seat, hand in enumerate(hands):
                    left = state.hands[seat] | state.zones.of(seat)
                    assert bin(hand).count("1") == bin(left).count("1")
                assert not any(a & b for i, a in enumerate(hands) for b in hands[i + 1:])
