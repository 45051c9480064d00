"""The bots' contract, for every ruleset of tests/rulesets.py (each preset and the made-up tables): each level only ever chooses a legal action (the rule-based levels
declare whenever they may), and bots finish whole matches. Game-specific bot behaviour (how a game's auction
is judged) stays in the per-game files."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai import Level, SearchParams, choose_action
from belote_desktop.engine import DECLARE, Phase, new_match
from tests.rulesets import every_ruleset, slow_but

from .positions import random_deal_positions
from .test_bots import _no_bot_errors  # noqa: F401 - the fixture: no bot error logged

# small searches: the same code paths as the real levels, in test time, with no clock in the way
QUICK = SearchParams(samples=24, max_seconds=60.0, exact_cards=8, exact_samples=6, bid_samples=12, chunk=12)

# ruleset: (deals for the rule-based levels, deals for the search levels, most deals of the whole match)
GAMES = {
    "classic": (150, 3, 40),
    "coinche": (150, 3, 40),
    "contree_ffb": (20, 1, 40),
    "bidding_belote": (20, 2, 40),
    "bulgarian": (20, 2, 40),
    "baloot": (120, 3, 60),
    "pilotta": (120, 3, 60),
    "tarabish": (60, 2, 40),
    "clabber": (150, 3, 40),
    "decouverte": (24, 2, 40),
    "belot_3p": (12, 1, 60),
    "belot_2p": (12, 1, 60),
    "belot_2p_open": (12, 1, 60),
    "three-alone-24": (12, 1, 40),
    "two-alone-16": (12, 1, 40),
    "four-clockwise-36": (12, 1, 40),
    "two-open-table": (12, 1, 40),
}


def test_every_ruleset_is_in_the_contract():
    assert set(GAMES) == set(every_ruleset())


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.INTERMEDIATE])
@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_rule_based_levels_are_legal_everywhere(variant, level):
    rules = every_ruleset()[variant]
    rng = random.Random(1)
    cards = 0
    for seed in range(GAMES[variant][0]):
        for state in random_deal_positions(rules, seed):
            if state.is_terminal():
                continue
            action = choose_action(state.view_for(state.current_player()), level, rng)
            assert action in state.legal_actions()
            if DECLARE in state.legal_actions():
                assert action == DECLARE
            cards += state.phase is Phase.PLAY
    assert cards >= rules.hand_size * rules.players  # at least one whole deal reached the play


@pytest.mark.parametrize("level", [Level.EXPERT, Level.MASTER])
@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_search_levels_are_legal_everywhere(variant, level):
    rules = every_ruleset()[variant]
    rng = random.Random(2)
    checked = 0
    for seed in range(GAMES[variant][1]):
        for state in random_deal_positions(rules, 500 + seed):
            if state.is_terminal():
                continue
            action = choose_action(state.view_for(state.current_player()), level, rng, params=QUICK)
            assert action in state.legal_actions()
            checked += 1
    assert checked >= GAMES[variant][1] * rules.players


@pytest.mark.parametrize("variant", slow_but(GAMES))
def test_bots_play_whole_matches(variant):
    rules = every_ruleset()[variant]
    match = new_match(rules, seed=11)
    levels = [Level.BEGINNER, Level.INTERMEDIATE] * rules.players
    rng = random.Random(0)
    while not match.is_terminal() and len(match.finished) < GAMES[variant][2]:
        seat = match.current_player()
        match = match.apply(choose_action(match.view_for(seat), levels[seat], rng))
    assert match.is_terminal()
    assert max(match.scores) >= rules.target_score or match.winner >= 0
