"""Seating and the duty table: the new duties in worked positions, and the table against a plain
reading of the rules over every ruleset of tests/rulesets.py with duty variations, in random deals
with every invariant checked."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import PLAY, Card, IllegalActionError, Reason, Strain, find_variant, new_deal
from belote_desktop.engine.cards import RANKS_PER_SUIT, SUIT_MASKS
from belote_desktop.engine.invariants import violations
from belote_desktop.engine.seating import Seating
from tests.ai.positions import play_positions, rule_sets, rules_id
from tests.rulesets import every_ruleset

from .util import legal_cards, position

CLASSIC = find_variant("classic")
NO_UNDERTRUMP = dataclasses.replace(CLASSIC, must_undertrump=False)
ONLY_OVER_OPPONENT = dataclasses.replace(CLASSIC, must_trump_only_if_opponent_trumped=True)
LOCKED = dataclasses.replace(CLASSIC, locked_lead_when_doubled=True)


def test_seating_of_every_table():
    pairs = Seating.of(4, True)
    assert pairs.team_of == (0, 1, 0, 1) and pairs.partner_of == (2, 3, 0, 1)
    assert pairs.teams == ((0, 2), (1, 3)) and pairs.team_count == 2 and pairs.partner_offset == 2
    assert pairs.partner_holds_trick(2, 0) and not pairs.partner_holds_trick(1, 0)
    assert pairs.opponents_of(1) == (0, 2)
    for players in (2, 3, 4):
        alone = Seating.of(players, False)
        assert alone.partner_of == (None,) * players and alone.team_count == players
        assert not any(alone.partner_holds_trick(w, s) for w in range(players) for s in range(players))
    assert Seating.of(3, True).partner_of == (None, None, None)  # three cannot sit in pairs
    for rules in every_ruleset().values():
        assert rules.seating is rules.seating  # cached on the ruleset
        assert [rules.team_of(s) for s in range(rules.players)] == list(rules.seating.team_of)
        assert hash(rules) == hash(dataclasses.replace(rules))  # still hashable and equal by its fields


# (name, rules, hands, plays, multiplier, legal cards of the player to act); seat 0 leads, hearts trumps
CASES = [
    ("undertrump due (classic)", CLASSIC,
     {0: "AS", 1: "JH 7D 8D 9D 7C 8C 9C 10C", 2: "7H 8H AD 10D KD QD JD AC"}, "AS JH", 1, {"7H", "8H"}),
    ("undertrump option off: any card when the trump cannot be beaten", NO_UNDERTRUMP,
     {0: "AS", 1: "JH 7D 8D 9D 7C 8C 9C 10C", 2: "7H 8H AD 10D KD QD JD AC"}, "AS JH", 1,
     {"7H", "8H", "AD", "10D", "KD", "QD", "JD", "AC"}),
    ("undertrump option off: a higher trump must still be played", NO_UNDERTRUMP,
     {0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H", 1, {"JH"}),
    ("trump only over an opponent: nobody trumped, any card", ONLY_OVER_OPPONENT,
     {0: "AS", 1: "7H 8H AD 10D KD QD 7C 8C"}, "AS", 1, {"7H", "8H", "AD", "10D", "KD", "QD", "7C", "8C"}),
    ("trump only over an opponent: an opponent trumped, overtrump", ONLY_OVER_OPPONENT,
     {0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H", 1, {"JH"}),
    ("locked lead: no trump while holding another suit", LOCKED,
     {0: "JH 9H AS 7C"}, "", 2, {"AS", "7C"}),
    ("locked lead: only trumps left, lead one", LOCKED,
     {0: "JH 9H 7H 8H QH KH AH 10H"}, "", 2, {"JH", "9H", "7H", "8H", "QH", "KH", "AH", "10H"}),
    ("lock rule, contract not doubled: any lead", LOCKED,
     {0: "JH 9H AS 7C AD 10D KD QD"}, "", 1, {"JH", "9H", "AS", "7C", "AD", "10D", "KD", "QD"}),
]


@pytest.mark.parametrize("name, rules, hands, plays, multiplier, expected", CASES, ids=[c[0] for c in CASES])
def test_new_duties(name, rules, hands, plays, multiplier, expected):
    state = position(hands, plays, rules=rules, multiplier=multiplier)
    legal = legal_cards(state)
    if name.startswith("locked lead: no trump"):
        assert not any(c.endswith("H") for c in legal) and {"AS", "7C"} <= legal
    else:
        assert legal == expected


def test_locked_trump_lead_is_refused_with_its_reason():
    state = position({0: "JH 9H AS 7C AD 10D KD QD"}, rules=LOCKED, multiplier=2)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(PLAY[Card.parse("JH").index])
    assert caught.value.reason is Reason.LOCKED_TRUMP_LEAD
    assert state.why_illegal(PLAY[Card.parse("AS").index]) is None
    # without the undertrump duty a side card refused for want of an overtrump says "overtrump"
    state = position({0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H",
                     rules=NO_UNDERTRUMP)
    assert state.why_illegal(PLAY[Card.parse("AD").index]).reason is Reason.MUST_OVERTRUMP


def _plain_reading(rules, ctx, hand, trick, best, partner_holds, multiplier):
    """The duties as the rules book states them, written out afresh (not through the duty table)."""
    trump = ctx.trump_mask
    if not trick:
        side = hand & ~trump
        locked = multiplier > 1 and (multiplier != 3 or rules.locked_lead_at_triple)  # x3 only with the option
        if rules.locked_lead_when_doubled and trump and locked and side:
            return side
        return hand
    led = trick[0] // RANKS_PER_SUIT
    follow = hand & SUIT_MASKS[led]
    if follow:
        if ctx.strain is Strain.ALL_TRUMPS:
            raising = rules.all_trumps_raise_every_suit
        else:
            raising = rules.must_raise_in_trump_lead and bool(trump & SUIT_MASKS[led])
        if raising and partner_holds and rules.partner_exempts_trump_lead:
            raising = False
        higher = [c for c in range(36) if follow >> c & 1 and c // RANKS_PER_SUIT == best // RANKS_PER_SUIT
                  and ctx.power[c] > ctx.power[best]]
        if raising and higher:
            return sum(1 << c for c in higher)
        return follow
    trumps = hand & trump
    if not trumps or not rules.must_trump:
        return hand
    if partner_holds and rules.partner_exempts:
        return hand
    best_is_trump = bool(trump >> best & 1)
    if rules.must_trump_only_if_opponent_trumped and not (best_is_trump and not partner_holds):
        return hand
    if best_is_trump and rules.must_overtrump:
        over = sum(1 << c for c in range(36) if trumps >> c & 1 and ctx.power[c] > ctx.power[best])
        if over:
            return over
        return trumps if rules.must_undertrump else hand
    return trumps


def _random_deals(rules, seeds, rng):
    """Random complete deals (auction included), every state checked; yields the states in play."""
    for seed in seeds:
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while True:
            assert not violations(state), (seed, violations(state))
            if state.is_terminal():
                break
            yield state
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("rules", rule_sets(), ids=rules_id)
def test_duty_table_follows_the_plain_reading_in_random_deals(rules):
    rng = random.Random(repr(rules))
    checked = 0
    for state in _random_deals(rules, range(40), rng):
        if state.contract is None or state.phase.name != "PLAY":
            continue
        seat = state.current_player()
        partner_holds = bool(state.trick) and rules.seating.partner_of[seat] == state.best_seat
        expected = _plain_reading(rules, state.ctx, state.playable(seat), state.trick, state.best_index,
                                  partner_holds, state.contract.multiplier)
        assert state.legal_cards_mask() == expected, (str(state.history))
        checked += 1
    assert checked > 200


@pytest.mark.parametrize("rules", [LOCKED, dataclasses.replace(LOCKED, must_undertrump=False)], ids=["lock", "lock-free"])
def test_locked_lead_in_doubled_deals(rules):
    """Doubled practice deals under the lock: every lead agrees with the plain reading."""
    leads = locked = 0
    for seed in range(80):
        for state in play_positions(rules, seed, doubled=True):
            if state.is_terminal() or state.trick:
                continue
            seat = state.current_player()
            expected = _plain_reading(rules, state.ctx, state.hands[seat], (), -1, False, state.contract.multiplier)
            assert state.legal_cards_mask() == expected
            leads += 1
            locked += expected != state.hands[seat]
    assert leads > 300 and locked > 20
