"""Baloot's bots (legality, whole matches and honesty for every game: test_every_game_bots.py,
test_hidden_cards.py): an auction that is neither all passes nor all calls; the ladder only when it pays, Gahwa never on a hand evaluation."""

from __future__ import annotations

import collections
import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import DOUBLE, PASS, Phase, deck_cards, find_variant, new_deal
from belote_desktop.engine.actions import GAHWA, Hokum, Sun

from tests.ai.test_bots import QUICK, _no_bot_errors  # noqa: F401 - the fixture: no bot error logged


BALOOT = find_variant("baloot")


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE])
def test_the_auction_is_neither_all_passes_nor_all_calls(level):
    said = collections.Counter()
    outcomes = collections.Counter()
    for seed in range(200):
        state = new_deal(BALOOT, seed % 4, seed=seed)
        rng = random.Random(seed)
        while state.phase is Phase.BIDDING:
            action = choose_action(state.view_for(state.current_player()), level, rng)
            said[type(action).__name__] += 1
            state = state.apply(action)
        outcomes["thrown" if state.thrown_in else "sun" if state.contract.strain.suit is None else "hokum"] += 1
        assert GAHWA not in state.actions()  # never on the hand evaluation alone
    assert said["Pass"] > said["Hokum"] + said["Sun"] > 0
    assert outcomes["hokum"] > 20 and outcomes["sun"] > 5 and 0 < outcomes["thrown"] < 60


def test_simulation_calls_a_strong_sun_and_passes_a_weak_hand():
    # dealer 0: seat 1 speaks first
    strong = [c for c in deck_cards(BALOOT.deck) if c.rank.name in ("ACE", "TEN")][:5]  # aces and tens
    rest = [c for c in deck_cards(BALOOT.deck) if c not in strong]
    hands = [rest[0:5], strong, rest[5:10], rest[10:15]]
    from belote_desktop.engine import deal_from_hands

    state = deal_from_hands(BALOOT, 0, hands, turned=rest[15])
    action = choose_action(state.view_for(1), Level.EXPERT, random.Random(3), params=QUICK)
    assert isinstance(action, (Sun, Hokum))
    weak = [c for c in deck_cards(BALOOT.deck) if c.rank.name in ("SEVEN", "EIGHT")][:5]
    turned = next(c for c in deck_cards(BALOOT.deck) if c.rank.name == "EIGHT" and c not in weak)
    rest = [c for c in deck_cards(BALOOT.deck) if c not in weak and c != turned]
    state = deal_from_hands(BALOOT, 0, [rest[0:5], weak, rest[5:10], rest[10:15]], turned=turned)
    assert choose_action(state.view_for(1), Level.EXPERT, random.Random(3), params=QUICK) == PASS


def test_evaluators_double_only_a_strong_defence():
    state = new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck))
    state = state.apply(Hokum(state.turned_card.suit))
    for _ in range(4):
        state = state.apply(PASS)
    assert DOUBLE in state.legal_actions()
    view = state.view_for(state.current_player())
    from belote_desktop.ai.beliefs.hand_value import defence_strength

    from belote_desktop.ai.beliefs.hand_value import DOUBLE_DEFENCE

    expected = DOUBLE if defence_strength(view.hand_mask, state.auction.high_bid.strain) >= DOUBLE_DEFENCE else PASS
    assert choose_action(view, Level.INTERMEDIATE, random.Random(0)) == expected
