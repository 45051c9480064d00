"""Tarabish records: a match (kitty, naming, runs) and custom options round-trip through JSON; the options this
game added (meld_table, twenty_over_fifty, failed_outcome, tie_rule own_points) leave older records unchanged."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import find_variant, new_match, record, replay
from belote_desktop.engine.rules import FailedOutcome, TieRule

TARABISH = find_variant("tarabish")


def _random(game, count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        game = game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize("steps", [0, 3, 7, 40, 400])
def test_match_round_trip(steps):
    match = _random(new_match(TARABISH, seed=11), steps, seed=steps)
    data = json.loads(json.dumps(record(match)))
    assert data["variant"] == "tarabish"
    assert replay(data) == match


def test_custom_tarabish_round_trip():
    rules = dataclasses.replace(TARABISH, twenty_over_fifty=True, failed_outcome=FailedOutcome.OWN_POINTS,
                                target_score=1000)
    match = _random(new_match(rules, seed=3), 120, seed=3)
    data = json.loads(json.dumps(record(match)))
    assert replay(data) == match and replay(data).rules == rules


def test_older_records_do_not_name_the_new_options():
    classic = find_variant("classic")
    data = record(_random(new_match(classic, seed=2), 30, seed=2))
    text = json.dumps(data)
    for name in ("meld_table", "twenty_over_fifty", "failed_outcome"):
        assert name not in text
    assert classic.tie_rule is TieRule.TAKERS_MAKE and classic.failed_outcome is FailedOutcome.ALL_POINTS
