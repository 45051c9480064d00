"""Belote Découverte (seed 000): the layout deal, the two-round choice for two, playing only face-up
cards, face-down cards turning up after the trick, 16 tricks, no declarations or belote, the maker's
more-than-81, and random deals that score it."""

from __future__ import annotations

import json
import random

import pytest

from belote_desktop.engine import (
    CARDS, DECLARE, PASS, PLAY, Contract, IllegalActionError, Phase, Reason, Strain, Take, find_variant, new_deal,
    new_match, record, replay,
)
from belote_desktop.engine.deal import StepKind, Zone
from belote_desktop.engine.invariants import violations
from belote_desktop.engine.rules import TableTurnUp, TieRule
from belote_desktop.engine.scoring import DealFacts, score_contract, score_of

RULES = find_variant("decouverte")


def _played(state):
    """The deal after the first round's take by the non-dealer."""
    return state.apply(Take(CARDS[state.turned].suit))


def test_the_preset_is_the_seed():
    assert RULES.players == 2 and not RULES.partnerships and int(RULES.deck) == 32 and RULES.hand_size == 16
    assert not RULES.declarations and RULES.belote_rule.suits(Strain.HEARTS) == ()
    assert RULES.table_turn_up is TableTurnUp.AFTER_TRICK and RULES.tie_rule is TieRule.TAKERS_FAIL
    assert RULES.target_score == 1000


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_layout_deal(dealer):
    state = new_deal(RULES, dealer=dealer, seed=11)
    assert state.hands == (0, 0) and state.zones.stock == 0
    script = RULES.deal_plan.script(dealer)
    first = [s for s in script.before if s.kind is StepKind.DEAL][0]
    assert first.seat == 1 - dealer  # the dealer's opponent first
    for seat in range(2):
        assert bin(state.zones.table_down[seat]).count("1") == 8 == bin(state.zones.table_up[seat]).count("1")
    last_up = [s for s in script.before if s.kind is StepKind.DEAL and s.zone is Zone.TABLE_UP][-1]
    assert last_up.seat == dealer and state.turned == state.deck[last_up.position]  # the last card dealt
    assert state.zones.table_up[dealer] >> state.turned & 1
    for seat in range(2):  # nobody sees a face-down card, his own included
        view = state.view_for(seat)
        assert view.hand == () and view.table_down_sizes == (8, 8)
        assert [tc.card.index for tc in view.table_up[dealer]][-1] == state.turned


def test_the_choice_for_two_players():
    state = new_deal(RULES, dealer=0, seed=4)
    turned = CARDS[state.turned].suit
    assert state.current_player() == 1  # the non-dealer speaks first
    assert set(state.legal_actions()) == {PASS, Take(turned)}
    dealer_takes = state.apply(PASS)
    assert dealer_takes.current_player() == 0 and Take(turned) in dealer_takes.legal_actions()
    taken = dealer_takes.apply(Take(turned))
    assert taken.contract.taker == 0 and taken.phase is Phase.PLAY and taken.current_player() == 1  # non-dealer leads
    assert taken.zones.table_up[0] >> state.turned & 1  # the turned card stays in the dealer's layout
    second = dealer_takes.apply(PASS)
    assert second.auction.round == 2 and second.current_player() == 1
    other = next(a for a in second.legal_actions() if isinstance(a, Take))
    assert other.suit != turned and Take(turned) not in second.legal_actions()
    assert second.why_illegal(Take(turned)).reason is Reason.TURNED_SUIT_REFUSED
    named_by_dealer = second.apply(PASS).apply(other)
    assert named_by_dealer.contract == Contract(Strain.of_suit(other.suit), 0)
    thrown = second.apply(PASS).apply(PASS)
    assert thrown.is_terminal() and thrown.result().thrown_in


def test_the_redeal_after_two_rounds_of_passes():
    match = new_match(RULES, seed=3)
    dealer = match.deal.dealer
    for _ in range(4):
        match = match.apply(PASS)
    assert len(match.finished) == 1 and match.finished[0].thrown_in and match.scores == (0, 0)
    assert match.deal.dealer == 1 - dealer and match.deal.phase is Phase.BIDDING


def test_only_face_up_cards_are_played_and_uncovered_cards_turn_up_after_the_trick():
    state = _played(new_deal(RULES, dealer=1, seed=8))
    leader = state.current_player()
    assert state.playable(leader) == state.zones.table_up[leader]
    legal = {a.card.index for a in state.legal_actions()}
    assert legal == {c for c in range(36) if state.zones.table_up[leader] >> c & 1} and DECLARE not in legal
    down = state.zones.table_down[leader].bit_length() - 1
    with pytest.raises(IllegalActionError) as refused:
        state.apply(PLAY[down])
    assert refused.value.reason is Reason.NOT_IN_HAND
    beneath = dict(state.zones.under)
    top = next(t for t in beneath if state.zones.table_up[leader] >> t & 1)
    after_lead = state.apply(PLAY[top])
    assert after_lead.zones.table_down[leader] >> beneath[top] & 1  # still face down during the trick
    assert not after_lead.view_for(1 - leader).table_up_mask(leader) >> beneath[top] & 1
    assert not violations(after_lead)
    follow = after_lead.legal_actions()[0]
    done = after_lead.apply(follow)
    assert done.zones.table_up[leader] >> beneath[top] & 1 and not done.zones.table_down[leader] >> beneath[top] & 1
    card = CARDS[beneath[top]]
    assert any(tc.card == card and not tc.covers for tc in done.view_for(1 - leader).table_up[leader])
    assert done.playable(leader) >> beneath[top] & 1


def test_at_once_turns_up_before_the_trick_ends():
    import dataclasses

    rules = dataclasses.replace(RULES, table_turn_up=TableTurnUp.AT_ONCE)
    state = _played(new_deal(rules, dealer=1, seed=8))
    leader = state.current_player()
    beneath = dict(state.zones.under)
    top = next(t for t in beneath if state.zones.table_up[leader] >> t & 1)
    after_lead = state.apply(PLAY[top])
    assert after_lead.zones.table_up[leader] >> beneath[top] & 1 and not violations(after_lead)


def _score(taker_points, tricks=(8, 8)):
    contract = Contract(Strain.HEARTS, 0)
    facts = DealFacts(contract, 0, 162, [taker_points, 162 - taker_points], list(tricks), [0, 0], [0, 0], 0)
    scored = score_contract(RULES, facts)
    return bool(scored.made), score_of(scored, 2)


@pytest.mark.parametrize("points, made, score", [
    (82, True, [82, 80]),  # more than 81: the maker wins the hand, each keeps his points
    (81, False, [0, 162]),  # 81 or fewer: the opponent wins the hand
    (60, False, [0, 162]),
    (162, True, [162, 0]),
])
def test_the_maker_needs_more_than_81(points, made, score):
    assert _score(points) == (made, score)


def test_a_capot_of_16_tricks_is_252():
    assert _score(162, (16, 0)) == (True, [252, 0])


DEALS = 300


def test_random_deals_play_sixteen_tricks_and_score_162_or_252():
    """The invariants and record -> replay of random deals: tests/engine/test_simulation.py (every ruleset)."""
    rng = random.Random(2026)
    played = 0
    for seed in range(DEALS):
        state = new_deal(RULES, dealer=seed % 2, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        result = state.result()
        if not result.thrown_in:
            played += 1
            assert len(state.tricks) == 16 and sum(result.card_points) == 162
            assert sum(result.score) in (162, 252) and not state.announcements
    assert played > 0.9 * DEALS


def test_whole_matches_end_and_replay():
    for seed in range(3):
        rng = random.Random(seed)
        match = new_match(RULES, seed=seed)
        while not match.is_terminal():
            legal = match.legal_actions()
            match = match.apply(legal[rng.randrange(len(legal))])
        assert max(match.scores) >= 1000 and len(match.finished) >= 5
        assert replay(json.loads(json.dumps(record(match)))) == match
