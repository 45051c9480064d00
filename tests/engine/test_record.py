"""Records: custom rules, deals and fixed contracts round-trip through JSON; damaged records are refused with a
reason. (Every ruleset's deals and matches replay: test_every_game_rules.py.)"""

import dataclasses
import json

import pytest

from belote_desktop.engine import (
    Contract, RecordError, Strain, deal_with_contract, deck_cards, find_variant, new_deal, new_match, record, replay,
)
from tests.random_play import play

from .util import cards


def test_custom_rules_round_trip():
    rules = dataclasses.replace(find_variant("classic"), target_score=501, partner_exempts=False)
    match = play(new_match(rules, seed=3), 100, seed=1)
    data = record(match)
    assert data["overrides"] == {"target_score": 501, "partner_exempts": False}
    assert replay(json.loads(json.dumps(data))) == match


def test_deal_and_fixed_contract_round_trip():
    rules = find_variant("classic")
    deal = play(new_deal(rules, dealer=2, seed=5), 20, seed=2)
    assert replay(record(deal)) == deal
    deck = deck_cards(rules.deck)
    hands = [deck[i * 8:(i + 1) * 8] for i in range(4)]
    fixed = play(deal_with_contract(rules, 1, hands, Contract(Strain.SPADES, 3)), 13, seed=3)
    assert replay(json.loads(json.dumps(record(fixed)))) == fixed


def test_explicit_deck_match():
    from belote_desktop.engine import MatchState

    match = MatchState(find_variant("coinche"), first_deck=cards(" ".join(str(c) for c in reversed(
        deck_cards(find_variant("coinche").deck)))))
    match = play(match, 50, seed=4)
    assert replay(record(match)) == match


@pytest.mark.parametrize("damage, message", [
    (lambda d: d.update(format_version=99), "format_version"),
    (lambda d: d.update(variant="nope"), "unknown variant"),
    (lambda d: d.update(overrides={"target_score": "x"}), "target_score"),
    (lambda d: d.update(overrides={"no_such_rule": 1}), "no_such_rule"),
    (lambda d: d["actions"].append("play ZZ"), "not an action"),
    (lambda d: d["actions"].insert(0, "play JH"), "cannot be played"),
    (lambda d: d.pop("seed"), "deck"),
])
def test_damaged_records_are_refused(damage, message):
    data = record(play(new_match(find_variant("classic"), seed=1), 10, seed=1))
    damage(data)
    with pytest.raises(RecordError) as caught:
        replay(data)
    assert message in str(caught.value)


def test_not_a_record():
    with pytest.raises(RecordError):
        replay([1, 2, 3])  # type: ignore[arg-type]
