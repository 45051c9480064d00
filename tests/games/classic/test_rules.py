"""Classic Belote: deal order, the two-round auction, and scoring."""

import dataclasses
import random

import pytest

from belote_desktop.engine import (
    DECLARE, PASS, PLAY, TAKE, Card, IllegalActionError, Phase, Reason, Strain, Suit, TieRule, deck_cards,
    find_variant, new_deal,
)

from tests.engine.util import position

CLASSIC = find_variant("classic")
DECK = deck_cards(CLASSIC.deck)


def hand_codes(state, seat):
    return {str(c) for c in state.hand(seat)}


def test_deal_goes_counter_clockwise_from_the_dealers_right_in_3_then_2():
    state = new_deal(CLASSIC, dealer=0, deck=DECK)
    codes = [str(c) for c in DECK]
    assert hand_codes(state, 1) == set(codes[0:3] + codes[12:14])
    assert hand_codes(state, 2) == set(codes[3:6] + codes[14:16])
    assert hand_codes(state, 3) == set(codes[6:9] + codes[16:18])
    assert hand_codes(state, 0) == set(codes[9:12] + codes[18:20])
    assert str(state.turned_card) == codes[20]
    assert state.current_player() == 1  # the dealer's right speaks first


def test_taker_gets_the_turned_card_and_two_more_the_others_three():
    state = new_deal(CLASSIC, dealer=0, deck=DECK)
    turned = state.turned_card
    state = state.apply(PASS).apply(TAKE[turned.suit])  # seat 2 takes
    codes = [str(c) for c in DECK]
    assert hand_codes(state, 1) >= set(codes[21:24])
    assert hand_codes(state, 2) >= set(codes[24:26]) | {str(turned)}
    assert hand_codes(state, 3) >= set(codes[26:29])
    assert hand_codes(state, 0) >= set(codes[29:32])
    assert all(len(state.hand(s)) == 8 for s in range(4))
    assert state.phase is Phase.PLAY and state.contract.taker == 2 and state.contract.trump == turned.suit
    assert state.current_player() == 1  # the dealer's right leads


def test_round_one_only_the_turned_suit():
    state = new_deal(CLASSIC, dealer=0, seed=1)
    turned = state.turned_card.suit
    assert state.legal_actions() == (PASS, TAKE[turned])
    other = next(s for s in Suit if s != turned)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(TAKE[other])
    assert caught.value.reason is Reason.TAKE_TURNED_SUIT_ONLY


def test_round_two_names_another_suit_then_thrown_in():
    state = new_deal(CLASSIC, dealer=2, seed=3)
    turned = state.turned_card.suit
    for _ in range(4):
        state = state.apply(PASS)
    assert state.auction.round == 2 and state.current_player() == 3
    assert set(state.legal_actions()) == {PASS} | {TAKE[s] for s in Suit if s != turned}
    with pytest.raises(IllegalActionError) as caught:
        state.apply(TAKE[turned])
    assert caught.value.reason is Reason.TURNED_SUIT_REFUSED
    named = state.apply(PASS).apply(TAKE[next(s for s in Suit if s != turned)])
    assert named.contract.taker == 0
    for _ in range(4):
        state = state.apply(PASS)
    assert state.is_terminal() and state.result().thrown_in and state.result().score == (0, 0)


def test_cards_before_the_auction_are_not_playable():
    state = new_deal(CLASSIC, dealer=0, seed=1)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(PLAY[state.hand(1)[0].index])
    assert caught.value.reason is Reason.WRONG_PHASE


# Seat 0 holds every heart; the filler gives seat 1 the clubs, seat 2 the diamonds, seat 3 the spades.
ALL_HEARTS = {0: "7H 8H 9H 10H JH QH KH AH"}


def declare_all_and_play(state):
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])  # DECLARE comes first when possible
    return state


def test_capot_by_the_takers_with_declarations_and_belote():
    state = declare_all_and_play(position(ALL_HEARTS, strain=Strain.HEARTS, taker=0))
    r = state.result()
    assert r.capot_team == 0 and r.card_points == (162, 0) and r.card_score == (252, 0)
    # four quintes to the ace; the trump one wins the tie, so seat 0 and partner seat 2 score theirs
    assert r.meld_seat == 0 and r.meld_points == (200, 0)
    assert r.belote_points == (20, 0)
    assert r.made and r.score == (252 + 200 + 20, 0)


def test_dedans_defenders_take_162_plus_all_declarations():
    state = declare_all_and_play(position(ALL_HEARTS, strain=Strain.HEARTS, taker=1))
    r = state.result()
    assert r.taker_team == 1 and not r.made
    assert r.score == (252 + 200 + 20, 0)  # defenders' capot: 252, declarations, their belote


def test_dedans_without_capot_gives_162():
    rng = random.Random(5)
    for seed in range(300):
        state = new_deal(CLASSIC, dealer=0, seed=seed)
        while not state.is_terminal():
            legal = [a for a in state.legal_actions() if a is not DECLARE]
            state = state.apply(legal[rng.randrange(len(legal))])
        r = state.result()
        if not r.thrown_in and not r.made and r.capot_team < 0 and not any(r.belote_points):
            defenders = 1 - r.taker_team
            assert r.score[defenders] == 162 and r.score[r.taker_team] == 0
            return
    pytest.fail("no failed contract found")


def _find_tied_deal(rules):
    for seed in range(5000):
        rng = random.Random(seed)
        state = new_deal(rules, dealer=0, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        if not state.thrown_in and state.result().tied:
            return state
    raise AssertionError("no tied deal found")


@pytest.mark.parametrize("tie_rule", list(TieRule))
def test_tie_rule_options(tie_rule):
    tied = _find_tied_deal(CLASSIC)
    rules = dataclasses.replace(CLASSIC, tie_rule=tie_rule)
    state = new_deal(rules, dealer=0, deck=[CARDS_BY_INDEX[i] for i in tied.deck])
    for action in tied.actions():
        state = state.apply(action)
    r = state.result()
    taker, defenders = r.taker_team, 1 - r.taker_team
    assert r.totals[taker] == r.totals[defenders]
    if tie_rule is TieRule.TAKERS_MAKE:
        assert r.made and r.score == r.totals
    elif tie_rule is TieRule.TAKERS_FAIL:
        assert not r.made and r.score[defenders] >= 162 and r.hanging == 0
    elif tie_rule is TieRule.OWN_POINTS:  # the scoring dial (half-bate): nothing held over, nothing moved
        assert not r.made and r.score[defenders] == r.totals[defenders] and r.hanging == 0
        assert r.score[taker] == r.belote_points[taker]  # failed_takers_keep_belote (default)
    else:
        assert not r.made and r.score[defenders] == r.totals[defenders]
        assert r.hanging == r.totals[taker] - r.belote_points[taker] > 0


CARDS_BY_INDEX = {c.index: c for c in DECK}


def _belote_deal(rules, queen_first):
    # seat 0 (takers) holds KH QH; seat 0 leads them one after the other
    first, second = ("QH", "KH") if queen_first else ("KH", "QH")
    hands = {0: f"{first} {second} AS 10S KS QS JS 9S", 1: "7H 7C 8C 9C 10C JC QC KC", 2: "8H 7D 8D 9D 10D JD QD KD",
             3: "9H 10H JH AH AC AD 7S 8S"}
    state = position(hands, strain=Strain.HEARTS, taker=0, rules=rules)
    state = state.apply(PLAY[Card.parse(first).index])
    state = declare_all_and_play(state)
    return state


@pytest.mark.parametrize("king_first_rule, queen_first, scores", [
    (False, False, True), (False, True, True), (True, False, True), (True, True, False),
])
def test_belote_order_option(king_first_rule, queen_first, scores):
    rules = dataclasses.replace(CLASSIC, belote_king_first=king_first_rule, declarations=False)
    state = _belote_deal(rules, queen_first)
    assert state.result().belote_points[0] == (20 if scores else 0)
    kinds = [a.kind for a in state.announcements if a.seat == 0]
    assert kinds == (["belote", "rebelote"] if scores else [])


def test_declarations_off_means_no_declare_action():
    rules = dataclasses.replace(CLASSIC, declarations=False)
    state = position(ALL_HEARTS, strain=Strain.HEARTS, taker=0, rules=rules)
    assert DECLARE not in state.legal_actions()
    assert declare_all_and_play(state).result().meld_points == (0, 0)


def test_declare_only_before_the_first_card():
    state = position(ALL_HEARTS, strain=Strain.HEARTS, taker=0)
    assert state.legal_actions()[0] is DECLARE
    after = state.apply(PLAY[Card.parse("JH").index])  # played without declaring
    assert after.declared[0] == ()
    later = declare_all_and_play(after)
    assert later.result().meld_seat != 0
