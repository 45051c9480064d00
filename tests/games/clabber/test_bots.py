"""Clabber's bots: the turned card stays with the dealer, and an auction that neither always passes nor
always plays (legality and honesty: test_every_game_bots.py, test_hidden_cards.py)."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.beliefs.hand_value import taken_turned_bit
from belote_desktop.engine import PASS, Take, find_variant, new_deal

from tests.ai.test_bots import _no_bot_errors  # noqa: F401 - the fixture: no bot error logged


CLABBER = find_variant("clabber")


def test_the_turned_card_stays_with_the_dealer_so_no_other_bot_counts_it():
    state = new_deal(CLABBER, dealer=0, seed=3)
    assert taken_turned_bit(state.view_for(1)) == 0  # the dealer's own card: nobody else picks it up
    classic = new_deal(find_variant("classic"), dealer=0, seed=3)
    assert taken_turned_bit(classic.view_for(1)) == classic.turned_card.bit


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE, Level.EXPERT])
def test_the_auction_is_sensible_some_pass_some_play(level):
    """Over many first decisions a bot both passes and plays, and plays more with stronger trumps."""
    from belote_desktop.ai import SearchParams

    quick = SearchParams(samples=24, max_seconds=60.0, exact_cards=8, exact_samples=6, bid_samples=16, chunk=12)
    rng = random.Random(5)
    plays = passes = 0
    for seed in range(60 if level < Level.EXPERT else 24):
        state = new_deal(CLABBER, dealer=seed % 4, seed=seed)
        view = state.view_for(state.current_player())
        if len(view.legal_actions) == 1:
            continue  # no card of the turned suit: passing is forced
        action = choose_action(view, level, rng, params=quick if level >= Level.EXPERT else None)
        if isinstance(action, Take):
            plays += 1
        else:
            assert action == PASS
            passes += 1
    assert plays >= 2 and passes >= 2, (plays, passes)
