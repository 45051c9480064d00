"""Bots at Belot for 3, for 2 and for 2 with open cards: whole
matches finish, the auction is neither always passed nor always called, the sampler places the cards never
dealt (Belot for 2) and no decision depends on a card the seat cannot see — another player's hand, a
face-down table card (its own included) or a card never dealt."""

from __future__ import annotations

import logging
import random

import pytest

from belote_desktop.ai import Level, SearchParams, choose_action
from belote_desktop.ai.inference import DealSampler, read_view
from belote_desktop.engine import CARDS, Phase, find_variant, new_deal, new_match
from belote_desktop.engine.actions import Pass

from .positions import random_deal_positions

GAMES = ("belot_3p", "belot_2p", "belot_2p_open")
QUICK = SearchParams(samples=24, max_seconds=60.0, exact_cards=8, exact_samples=6, bid_samples=12, chunk=12)


@pytest.fixture(autouse=True)
def _no_bot_errors(caplog):
    caplog.set_level(logging.WARNING, logger="belote_desktop.ai")
    yield
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, errors[0].getMessage()


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


def _unseen(state, seat: int) -> list[int]:
    """Cards ``seat`` cannot see: the others' hands, every face-down table card, the cards never dealt."""
    cards = 0
    for s in range(state.rules.players):
        if s != seat:
            cards |= state.hands[s]
        cards |= state.zones.table_down[s]
    cards |= state.zones.stock
    return [i for i in range(36) if cards >> i & 1]


def _swapped(state, seat: int, rng: random.Random):
    """The same deal with two cards ``seat`` cannot see swapped in the pack, replayed; None when the actions
    are not legal there or the seat's view changed."""
    unseen = _unseen(state, seat)
    if len(unseen) < 2:
        return None
    a, b = rng.sample(unseen, 2)
    deck = [CARDS[i] for i in state.deck]
    ia, ib = state.deck.index(a), state.deck.index(b)
    deck[ia], deck[ib] = deck[ib], deck[ia]
    fresh = new_deal(state.rules, state.dealer, deck=deck)
    try:
        for _, action in state.history:
            if action not in fresh.legal_actions():
                return None
            fresh = fresh.apply(action)
    except ValueError:
        return None
    return fresh if fresh.view_for(seat) == state.view_for(seat) else None


@pytest.mark.parametrize("variant", GAMES)
def test_decisions_ignore_every_unseen_card(variant):
    rules = find_variant(variant)
    rng = random.Random(7)
    compared = 0
    for seed in range(30):
        for state in random_deal_positions(rules, 300 + seed):
            if state.is_terminal() or len(state.history) % 4:
                continue
            seat = state.current_player()
            other = next((o for o in (_swapped(state, seat, rng) for _ in range(20)) if o is not None), None)
            if other is None:
                continue
            for level in (Level.BEGINNER, Level.INTERMEDIATE, Level.EXPERT if compared % 2 else Level.MASTER):
                params = QUICK if level >= Level.EXPERT else None
                mine = choose_action(state.view_for(seat), level, random.Random(seed), params=params)
                theirs = choose_action(other.view_for(seat), level, random.Random(seed), params=params)
                assert mine == theirs, (level, state.history)
            compared += 1
        if compared >= 12:
            break
    assert compared >= 12
