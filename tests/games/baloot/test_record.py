"""Baloot records: the calls, the ladder and custom options round-trip through JSON (every game's matches and
deals replay: test_every_game_rules.py)."""

import dataclasses
import json

import pytest

from belote_desktop.engine import (
    Contract, RecordError, Strain, deal_with_contract, deck_cards, find_variant, new_match, parse_action, record,
    replay,
)
from tests.random_play import play

BALOOT = find_variant("baloot")


def test_the_ladder_and_a_gahwa_round_trip():
    match = new_match(BALOOT, seed=2)
    suit = match.deal.turned_card.suit
    for code in (f"hokum {suit.letter}", "pass", "pass", "pass", "pass", "double", "redouble", "four", "gahwa"):
        match = match.apply(parse_action(code))
    match = play(match, 12, seed=1)
    data = json.loads(json.dumps(record(match)))
    assert "gahwa" in data["actions"]
    assert replay(data) == match


def test_custom_baloot_rules_round_trip():
    rules = dataclasses.replace(BALOOT, target_score=128, kaboot_hokum=25)
    match = play(new_match(rules, seed=3), 200, seed=1)
    data = record(match)
    assert data["overrides"] == {"target_score": 128, "kaboot_hokum": 25}
    assert replay(json.loads(json.dumps(data))) == match


def test_fixed_baloot_contracts_round_trip_and_impossible_ones_are_refused():
    deck = deck_cards(BALOOT.deck)
    hands = [deck[i * 8:(i + 1) * 8] for i in range(4)]
    fixed = play(deal_with_contract(BALOOT, 1, hands, Contract(Strain.NO_TRUMPS, 3, 0, False, 3)), 9, 3)
    data = json.loads(json.dumps(record(fixed)))
    assert replay(data) == fixed
    data["contract"]["strain"] = "AT"  # no all-trumps contract in Baloot
    with pytest.raises(RecordError):
        replay(data)
