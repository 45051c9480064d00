"""Tarabish records: custom options round-trip through JSON (every game's matches replay:
test_every_game_rules.py); the options this game added (meld_table, twenty_over_fifty, failed_outcome, tie_rule own_points) leave older records unchanged."""

from __future__ import annotations

import dataclasses
import json

from belote_desktop.engine import find_variant, new_match, record, replay
from belote_desktop.engine.rules import FailedOutcome, TieRule
from tests.random_play import play

TARABISH = find_variant("tarabish")


def test_custom_tarabish_round_trip():
    rules = dataclasses.replace(TARABISH, twenty_over_fifty=True, failed_outcome=FailedOutcome.OWN_POINTS,
                                target_score=1000)
    match = play(new_match(rules, seed=3), 120, seed=3)
    data = json.loads(json.dumps(record(match)))
    assert replay(data) == match and replay(data).rules == rules


def test_older_records_do_not_name_the_new_options():
    classic = find_variant("classic")
    data = record(play(new_match(classic, seed=2), 30, seed=2))
    text = json.dumps(data)
    for name in ("meld_table", "twenty_over_fifty", "failed_outcome"):
        assert name not in text
    assert classic.tie_rule is TieRule.TAKERS_MAKE and classic.failed_outcome is FailedOutcome.ALL_POINTS
