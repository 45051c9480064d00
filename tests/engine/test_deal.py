"""The deal plan and its script: cards conserved, zones and faces right, validation through the plan,
and random simulation of every ruleset (plus deal shapes no preset has yet) with the zone invariants."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import (
    CARDS, Contract, DeckKind, Direction, Strain, Take, deal_from_hands, deal_with_contract, deck_cards,
    find_variant, new_deal, new_match, record, replay,
)
from belote_desktop.engine.deal import DealPlan, Packet, StepKind, TurnedFrom, TurnedKeeper, Zone
from belote_desktop.engine.invariants import violations
from belote_desktop.engine.rules import Ruleset
from tests.random_play import random_deals
from tests.rulesets import every_ruleset, slow_after

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")

# deal shapes of the games to come, on today's auctions
CLABBER_DEAL = dataclasses.replace(  # one card at a time, the dealer's last card turned and kept
    CLASSIC, deck=DeckKind.SHORT_24, direction=Direction.CLOCKWISE, first_packets=(1,) * 6, second_packets=(),
    turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER,
)
TARABISH_DEAL = dataclasses.replace(  # 3+3 in hand and a 3-card kitty per player, picked up after the auction
    COINCHE, deck=DeckKind.LONG_36, direction=Direction.CLOCKWISE, first_packets=(3, 3), kitty_packets=(3,),
    first_receiver=3,
)
KITTY_AND_TURNED = dataclasses.replace(CLASSIC, kitty_packets=(1,), second_packets=(2,))
TWO_WITH_UNUSED = dataclasses.replace(  # Belot for 2: 3+3, a turned card, +3; six cards never dealt
    CLASSIC, deck=DeckKind.SHORT_24, players=2, partnerships=False, first_packets=(3, 3), second_packets=(3,),
    unused_cards=6,
)
DEALER_KEEPS_STOCK_CARD = dataclasses.replace(CLASSIC, turned_keeper=TurnedKeeper.OWNER)

TEST_SHAPES = {
    "clabber-deal": CLABBER_DEAL, "tarabish-deal": TARABISH_DEAL, "kitty-and-turned": KITTY_AND_TURNED,
    "two-with-unused": TWO_WITH_UNUSED, "dealer-keeps-stock-card": DEALER_KEEPS_STOCK_CARD,
}


def _unchecked(rules: Ruleset, **changes: object) -> Ruleset:
    """A table-card deal shape (issue 15 made them playable: validated like any other)."""
    return dataclasses.replace(rules, **changes)  # type: ignore[arg-type]


# open-cards Belot: 3+2 in hand, 4 face down with 4 face up on them, a turned card, 3 more after
OPEN_CARDS_DEAL = _unchecked(
    CLASSIC, players=2, partnerships=False, table_down_packets=(4,), table_up_packets=(4,), second_packets=(3,),
)
# Découverte: no hand, two rows of four face-down cards each covered by a face-up one; the turned card
# is the last card of the dealer's layout and stays there
DECOUVERTE_DEAL = _unchecked(
    CLASSIC, players=2, partnerships=False, first_packets=(), second_packets=(), table_down_packets=(4, 4),
    table_up_packets=(4, 4), turned_from=TurnedFrom.LAYOUT_LAST, turned_keeper=TurnedKeeper.OWNER,
)


def _all_rulesets() -> dict[str, Ruleset]:
    return {**every_ruleset(), **TEST_SHAPES}


# -- the script -----------------------------------------------------------------------------

def _check_script(rules: Ruleset, dealer: int, taker: int) -> dict[int, tuple[int, Zone, bool]]:
    """Replay a script by positions; every card is placed exactly once (or kept in the stock)."""
    plan = rules.deal_plan
    script = plan.script(dealer, taker)
    where: dict[int, tuple[int, Zone, bool]] = {}
    for step in script.before:
        if step.kind is StepKind.DEAL:
            assert step.position not in where, step
            where[step.position] = (step.seat, step.zone, step.face_up)
        else:
            assert step.kind is StepKind.TURN and step.face_up
            if step.zone is Zone.TURNED:
                assert step.position not in where
            else:
                assert where[step.position] == (step.seat, step.zone, True)
            where[step.position] = (step.seat, step.zone, True)
    assert set(script.stock_before) == set(range(plan.deck)) - set(where)
    for step in script.after:
        if step.kind is StepKind.DEAL:
            assert step.position not in where
        elif step.kind is StepKind.TAKE:
            assert step.position == script.turned
        else:
            assert step.kind is StepKind.PICK_UP and where[step.position] == (step.seat, Zone.KITTY, False)
        where[step.position] = (step.seat, Zone.HAND, False)
    assert set(script.unused) == set(range(plan.deck)) - set(where)
    assert len(script.unused) == plan.unused
    for seat in range(plan.players):  # every seat ends with the same number of cards to play
        assert sum(1 for s, _, _ in where.values() if s == seat) == rules.hand_size
    return where


@pytest.mark.parametrize("name", sorted(_all_rulesets()))
def test_script_conserves_cards_for_every_dealer_and_taker(name):
    rules = _all_rulesets()[name]
    for dealer in range(rules.players):
        for taker in range(rules.players):
            where = _check_script(rules, dealer, taker)
            zones = {zone for _, zone, _ in where.values()}
            assert zones == {Zone.HAND} or rules.table_up_packets


def test_classic_script_is_the_rules_deal():
    script = CLASSIC.deal_plan.script(dealer=3, taker=1)
    seats = [s.seat for s in script.before if s.kind is StepKind.DEAL]
    assert seats == [0] * 3 + [1] * 3 + [2] * 3 + [3] * 3 + [0] * 2 + [1] * 2 + [2] * 2 + [3] * 2
    assert [(s.kind, s.position, s.zone) for s in script.before[-1:]] == [(StepKind.TURN, 20, Zone.TURNED)]
    assert (script.after[0].kind, script.after[0].seat) == (StepKind.TAKE, 1)
    assert [s.seat for s in script.after[1:]] == [0] * 3 + [1] * 2 + [2] * 3 + [3] * 3
    assert [s.position for s in script.after[1:]] == list(range(21, 32))
    assert not script.unused and not any(s.face_up for s in script.before if s.kind is StepKind.DEAL)


def test_first_receiver_and_clockwise_rotation():
    script = TARABISH_DEAL.deal_plan.script(dealer=1)
    assert [s.seat for s in script.before[:12:3]] == [0, 1, 2, 3]  # first receiver: 3 seats after the dealer
    kitty = [s for s in script.before if s.zone is Zone.KITTY]
    assert len(kitty) == 12 and not any(s.face_up for s in kitty)
    after = TARABISH_DEAL.deal_plan.script(dealer=1, taker=2).after
    assert [s.kind for s in after] == [StepKind.PICK_UP] * 12


def test_clabber_deal_turns_the_dealers_last_card():
    script = CLABBER_DEAL.deal_plan.script(dealer=2, taker=0)
    last = [s for s in script.before if s.kind is StepKind.DEAL and s.seat == 2][-1]
    assert last.face_up and last.position == 23 == script.turned
    assert [s for s in script.before if s.kind is StepKind.DEAL and s.face_up] == [last]
    assert script.before[-1] == dataclasses.replace(last, kind=StepKind.TURN)
    assert [(s.kind, s.seat) for s in script.after] == [(StepKind.TAKE, 2)]  # the dealer takes his card up


def test_table_layout_puts_a_face_up_card_on_each_face_down_one():
    script = OPEN_CARDS_DEAL.deal_plan.script(dealer=0)
    for seat in range(2):
        down = [s for s in script.before if s.seat == seat and s.zone is Zone.TABLE_DOWN]
        up = [s for s in script.before if s.seat == seat and s.zone is Zone.TABLE_UP]
        assert [s.face_up for s in down] == [False] * 4 and [s.face_up for s in up] == [True] * 4
        assert [s.under for s in up] == [s.position for s in down]
        assert [s.slot for s in up] == [s.slot for s in down] == [0, 1, 2, 3]
    decouverte = DECOUVERTE_DEAL.deal_plan.script(dealer=1, taker=0)
    layout_last = [s for s in decouverte.before if s.seat == 1 and s.zone is Zone.TABLE_UP][-1]
    assert decouverte.turned == layout_last.position and decouverte.before[-1].kind is StepKind.TURN
    assert decouverte.after == ()  # the turned card stays in the dealer's layout


def test_state_zones_follow_the_script():
    state = new_deal(OPEN_CARDS_DEAL, dealer=0, seed=3)
    assert not violations(state)
    zones = state.zones
    for seat in range(2):
        assert bin(state.hands[seat]).count("1") == 5
        assert bin(zones.table_down[seat]).count("1") == bin(zones.table_up[seat]).count("1") == 4
    assert len(zones.under) == 8 and bin(zones.stock).count("1") == 32 - 2 * 13 - 1
    for seat in range(2):
        assert not state.view_for(seat).hand_mask & zones.table_down[seat]
    taken = state.apply(Take(CARDS[state.turned].suit))
    assert not violations(taken) and taken.zones.stock == 0
    assert taken.hands[1] >> state.turned & 1 and bin(taken.hands[1]).count("1") == 8
    assert taken.zones.table_up == zones.table_up and taken.zones.under == zones.under

    deal = new_deal(DECOUVERTE_DEAL, dealer=1, seed=5)
    assert not violations(deal) and deal.hands == (0, 0)
    assert deal.zones.table_up[1] >> deal.turned & 1
    kept = deal.apply(Take(CARDS[deal.turned].suit))
    assert kept.zones.table_up == deal.zones.table_up  # the turned card stays in the layout


def test_kitty_is_picked_up_after_the_auction_and_unseen_before():
    state = new_deal(TARABISH_DEAL, dealer=0, seed=9)
    assert all(bin(k).count("1") == 3 for k in state.zones.kitty) and not violations(state)
    for seat in range(4):
        assert not state.view_for(seat).hand_mask & state.zones.kitty[seat]
    while state.contract is None:
        state = state.apply(state.legal_actions()[1])  # the lowest bid, then passes
    assert not any(state.zones.kitty) and all(bin(h).count("1") == 9 for h in state.hands)
    assert not violations(state)


def test_dealer_keeps_a_stock_turned_card_when_the_keeper_is_the_owner():
    state = new_deal(DEALER_KEEPS_STOCK_CARD, dealer=2, seed=1)
    taken = state.apply(Take(CARDS[state.turned].suit))  # seat 3 takes
    assert taken.contract.taker == 3 and taken.hands[2] >> state.turned & 1
    assert taken.view_for(0).known_cards == ((2, CARDS[state.turned]),)  # everyone saw where it went
    assert not violations(taken) and all(bin(h).count("1") == 8 for h in taken.hands)


# -- validation -------------------------------------------------------------------------------

@pytest.mark.parametrize("options, says", [
    ({"first_packets": [3, 2, 3], "second_packets": []}, "packets after the auction"),
    ({"first_packets": [1, 1, 1, 1, 1, 1], "second_packets": [], "deck": 24}, "packets after the auction"),
    ({"first_packets": [3, 2], "second_packets": [2]}, "pack has 32"),
    ({"second_packets": [3, 0]}, "second_packets"),  # refused as it is read (a packet of no card)
    ({"turned_from": "dealer_last"}, "keeper: owner"),
    ({"turned_from": "layout_last", "turned_keeper": "owner"}, "no face-up table card"),
    ({"table_down_packets": [2], "table_up_packets": [1], "second_packets": [1]}, "under a face-up one"),
    ({"first_receiver": 4}, "first receiver"),
    ({"unused_cards": 4}, "leaves 4 unused"),
    ({"kitty_packets": [1]}, "pack has 32"),
])
def test_validation_refuses_what_the_engine_cannot_deal(options, says):
    with pytest.raises(ValueError, match=says):
        CLASSIC.with_overrides(options)


def test_a_packet_of_no_card_is_refused_by_the_plan_too():
    import dataclasses

    with pytest.raises(ValueError, match="at least one card"):
        dataclasses.replace(CLASSIC, second_packets=(3, 0))


def test_validation_refuses_uncovered_face_down_table_cards():
    plan = DealPlan(2, 32, (Packet(4), Packet(4, Zone.TABLE_DOWN), Packet(2, Zone.TABLE_UP)), (Packet(6),))
    with pytest.raises(ValueError, match="under a face-up one"):
        plan.check()


def test_every_accepted_shape_deals():
    """What validation lets through, new_deal deals (the crash of issue 13 cannot come back)."""
    rng = random.Random(13)
    accepted = 0
    for _ in range(400):
        options = {
            "first_packets": [rng.randint(1, 4) for _ in range(rng.randint(0, 4))],
            "second_packets": [rng.randint(1, 4) for _ in range(rng.randint(0, 2))],
            "kitty_packets": [rng.randint(1, 3) for _ in range(rng.randint(0, 1))],
            "turned_from": rng.choice(["stock", "dealer_last"]),
            "turned_keeper": rng.choice(["taker", "owner"]),
            "deck": rng.choice([24, 32, 36]),
            "first_receiver": rng.randint(0, 3),
        }
        try:
            rules = CLASSIC.with_overrides(options)
        except ValueError:
            continue
        accepted += 1
        state = new_deal(rules, dealer=rng.randrange(4), seed=rng.random())
        assert not violations(state)
        state = state.apply(state.legal_actions()[1])
        assert not violations(state), options
    assert accepted > 10


def test_old_options_still_load():
    assert CLASSIC.with_overrides({"first_packets": [2, 3], "second_packets": [3]}).hand_size == 8
    assert CLASSIC.overrides() == {} and COINCHE.overrides() == {}
    custom = dataclasses.replace(CLASSIC, turned_keeper=TurnedKeeper.OWNER)
    assert CLASSIC.with_overrides(custom.overrides()) == custom and hash(custom) == hash(CLASSIC.with_overrides(
        {"turned_keeper": "owner"}))


# -- helpers built on the script ---------------------------------------------------------------

@pytest.mark.parametrize("rules", [CLASSIC, CLABBER_DEAL, TWO_WITH_UNUSED, KITTY_AND_TURNED])
def test_deck_for_hands_inverts_the_script(rules):
    state = new_deal(rules, dealer=1, seed=4)
    hands = [state.hand(s) for s in range(rules.players)]
    again = deal_from_hands(rules, 1, hands, state.turned_card)
    assert again.hands == state.hands and again.turned == state.turned


def test_deal_with_contract_keeps_unused_cards_in_the_stock():
    cards = deck_cards(DeckKind.SHORT_24)
    hands = [cards[0:9], cards[9:18]]
    state = deal_with_contract(TWO_WITH_UNUSED, 0, hands, Contract(Strain.HEARTS, 1))
    assert bin(state.zones.stock).count("1") == 6 and not violations(state)


# -- random simulation ----------------------------------------------------------------------------

DEALS = 300


@pytest.mark.parametrize("name", slow_after(sorted(TEST_SHAPES)))
def test_random_deals_keep_the_zone_invariants_and_replay(name):
    """The deal shapes no ruleset has yet (every preset and made-up table: tests/engine/test_simulation.py)."""
    rules = TEST_SHAPES[name]
    for seed, state in random_deals(rules, DEALS, random.Random(name)):
        if seed % 10 == 0:
            assert replay(json.loads(json.dumps(record(state)))) == state


@pytest.mark.parametrize("name", sorted(TEST_SHAPES))
def test_matches_gather_the_unused_cards(name):
    rules = _all_rulesets()[name]
    match = new_match(rules, seed=1)
    rng = random.Random(2)
    for _ in range(4000):
        if match.is_terminal() or len(match.finished) >= 4:
            break
        legal = match.legal_actions()
        match = match.apply(legal[rng.randrange(len(legal))])
        assert not violations(match.deal)
    assert len(match.finished) >= 2
    assert replay(json.loads(json.dumps(record(match)))) == match
