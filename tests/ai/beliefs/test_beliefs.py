"""What a bot believed: read from its view only, every hidden card placed somewhere, none where the facts
forbid it, and the same beliefs whatever the hidden cards really are."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.play.believed import card_beliefs
from belote_desktop.engine import VARIANTS, Phase, find_variant

from tests.ai.positions import permuted, random_deal_positions

MASTER = SEARCH_PARAMS[Level.MASTER]


def _play_positions(variant, seeds, tricks=2):
    rules = find_variant(variant)
    for seed in seeds:
        for state in random_deal_positions(rules, seed):
            if state.phase is Phase.PLAY and len(state.tricks) == tricks and not state.trick:
                yield state
                break


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_unseen_card_is_placed_and_the_chances_add_up(variant):
    checked = 0
    for state in _play_positions(variant, range(40)):
        seat = state.current_player()
        view = state.view_for(seat)
        beliefs = card_beliefs(view, MASTER, rng=random.Random(3), samples=200)
        seen = view.playable_mask | view.played_mask
        for belief in beliefs.cards:
            assert not seen >> belief.card & 1  # only cards the seat could not see
            assert abs(sum(belief.chances) + belief.never_dealt - 1) < 1e-3
            assert all(0 <= c <= 1 for c in belief.chances)
        if view.rules.unused_cards:
            assert any(b.never_dealt > 0 for b in beliefs.cards)
        checked += 1
    assert checked >= 5


def test_a_void_shown_is_believed():
    """A seat that did not follow suit holds no card of that suit: the bot gives it no chance there."""
    rules = find_variant("classic")
    found = 0
    for seed in range(60):
        for state in random_deal_positions(rules, seed):
            if state.phase is not Phase.PLAY or state.trick or len(state.tricks) < 2:
                continue
            seat = state.current_player()
            voids = []
            for trick in state.tricks:
                led = trick.cards[0].suit
                for i, card in enumerate(trick.cards[1:], 1):
                    if card.suit != led:
                        voids.append((trick.seat_of(i, rules.players), led))
            voids = [(s, suit) for s, suit in voids if s != seat]
            if not voids:
                continue
            beliefs = card_beliefs(state.view_for(seat), None, rng=random.Random(1), samples=150)
            for other, suit in voids:
                for belief in beliefs.cards:
                    if belief.card // 9 == int(suit):
                        assert belief.chances[other] == 0
            found += 1
            break
        if found >= 5:
            break
    assert found >= 5


@pytest.mark.parametrize("variant", ["classic", "bulgarian", "pilotta"])
def test_the_beliefs_do_not_depend_on_the_hidden_cards(variant):
    rng = random.Random(5)
    compared = 0
    for state in _play_positions(variant, range(20), tricks=3):
        seat = state.current_player()
        other = next((o for o in (permuted(state, seat, rng) for _ in range(20))
                      if o is not None and o.hands != state.hands), None)
        if other is None:
            continue
        assert other.view_for(seat) == state.view_for(seat)
        for params in (None, MASTER):
            mine = card_beliefs(state.view_for(seat), params, random.Random(7), samples=120)
            theirs = card_beliefs(other.view_for(seat), params, random.Random(7), samples=120)
            assert mine == theirs
        compared += 1
    assert compared >= 4


def test_no_beliefs_in_the_auction():
    rules = find_variant("classic")
    state = next(iter(random_deal_positions(rules, 1)))
    with pytest.raises(ValueError):
        card_beliefs(state.view_for(state.current_player()), MASTER, random.Random(0))
