"""Tarabish (seed 000, docs/rules/tarabish.md): the deal with its kitty, naming in turn with the dealer forced,
the play duties, runs (twenty, fifty) for the best player only, bella, bate and half-bate, 500 points."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import (
    PASS, PLAY, TAKE, Card, Contract, IllegalActionError, Phase, PlayCard, Reason, Strain, Suit,
    deal_with_contract, find_variant, new_deal, new_match,
)
from belote_desktop.engine.cards import DeckKind
from belote_desktop.engine.declarations import MeldKind, score_melds
from belote_desktop.engine.rules import Direction, FailedOutcome, TieRule, TrumpScheme
from belote_desktop.engine.scoring import DealFacts, RowKind, convert, score_contract, score_of

TARABISH = find_variant("tarabish")


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_the_preset_is_the_seed_s_table():
    r = TARABISH
    assert r.deck is DeckKind.LONG_36 and r.players == 4 and r.direction is Direction.CLOCKWISE
    assert r.trump_scheme is TrumpScheme.NAME_IN_TURN and r.hand_size == 9
    assert (r.first_packets, r.kitty_packets, r.turn_card, r.second_packets) == ((3, 3), (3,), False, ())
    assert r.belote_points == 20 and r.last_trick_bonus == 10 and r.target_score == 500
    assert r.tie_rule is TieRule.OWN_POINTS and r.failed_outcome is FailedOutcome.ALL_POINTS
    assert not r.partner_exempts and r.must_overtrump and r.must_trump


def test_six_in_hand_three_face_down_then_picked_up_after_naming():
    state = new_deal(TARABISH, dealer=2, seed=5)
    assert all(bin(h).count("1") == 6 for h in state.hands)
    assert all(bin(k).count("1") == 3 for k in state.zones.kitty)
    view = state.view_for(3)
    assert len(view.hand) == 6 and view.kitty_sizes == (3, 3, 3, 3)
    kitty = state.zones.kitty[3]
    assert state.current_player() == 3  # the dealer's left names first
    state = state.apply(TAKE[Suit.HEARTS])
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.HEARTS, 3)
    assert all(bin(h).count("1") == 9 for h in state.hands) and state.hands[3] & kitty == kitty
    assert state.current_player() == 3  # the dealer's left leads


def test_naming_goes_round_and_the_dealer_must_name():
    state = new_deal(TARABISH, dealer=0, seed=1)
    for seat in (1, 2, 3):
        assert state.current_player() == seat and PASS in state.legal_actions()
        state = state.apply(PASS)
    assert state.current_player() == 0
    assert state.legal_actions() == tuple(TAKE[s] for s in Suit)
    assert state.why_illegal(PASS).reason is Reason.DEALER_MUST_NAME
    with pytest.raises(IllegalActionError):
        state.apply(PASS)
    state = state.apply(TAKE[Suit.SPADES])
    assert state.contract == Contract(Strain.SPADES, 0) and state.current_player() == 1
    assert state.view_for(2).auction.closed


def test_the_first_to_name_makes_trump_any_suit():
    state = new_deal(TARABISH, dealer=3, seed=2).apply(PASS)  # seat 0 passes
    assert set(state.legal_actions()) == {PASS, *(TAKE[s] for s in Suit)}
    state = state.apply(TAKE[Suit.CLUBS])  # seat 1 names clubs
    assert state.contract == Contract(Strain.CLUBS, 1) and state.current_player() == 0


# -- play: follow, else trump, beat a trump in the trick when you can, partner or not -------------

HANDS = [
    cards("AH KH 6H 9S 8S 7S 6D 7D 8D"),   # 0
    cards("QH JS 10S AS KS QS 9D 10D 6C"),  # 1
    cards("6S AD KD QD JD 7C 8C 9C JC"),    # 2
    cards("10H 9H 8H 7H JH QC KC AC 10C"),  # 3
]


def play(state, text):
    return state.apply(PLAY[Card.parse(text).index])


def _legal(state):
    return sorted(str(a.card) for a in state.legal_actions() if isinstance(a, PlayCard))


def _sorted(text):
    return sorted(str(c) for c in cards(text))


def test_follow_suit_else_trump():
    state = deal_with_contract(TARABISH, dealer=3, hands=HANDS, contract=Contract(Strain.CLUBS, 0))
    assert state.current_player() == 0
    state = play(state, "AH")
    assert _legal(state) == ["QH"]  # seat 1 follows
    state = play(state, "QH")
    assert _legal(state) == _sorted("7C 8C 9C JC")  # seat 2 has no heart: a trump
    state = play(state, "8C")
    assert _legal(state) == _sorted("10H 9H 8H 7H JH")  # seat 3 follows, no need to trump
    state = play(state, "7H")
    assert state.tricks[-1].winner == 2


OVERTRUMP_HANDS = [
    cards("AS KS QS JS 10S 9S 8S JC 6C"),   # 0
    cards("AH KH QH JH 10H 9H 8H 7H 6H"),   # 1
    cards("AD KD QD JD 10D 7S 7C 9C AC"),   # 2
    cards("9D 8D 7D 6D 6S 10C KC QC 8C"),   # 3
]


def test_beat_a_trump_in_the_trick_if_you_can_even_the_partner_s_else_still_trump():
    state = deal_with_contract(TARABISH, dealer=0, hands=OVERTRUMP_HANDS, contract=Contract(Strain.CLUBS, 0))
    state = play(state, "AH")  # seat 1 leads
    assert _legal(state) == _sorted("7C 9C AC")  # seat 2: void, must trump
    state = play(state, "9C")
    assert _legal(state) == _sorted("10C KC QC 8C")  # seat 3 cannot beat the nine: still a trump
    state = play(state, "8C")
    assert _legal(state) == ["JC"]  # seat 0: his partner holds with the nine, he must beat it anyway
    with pytest.raises(IllegalActionError) as caught:
        play(state, "6C")
    assert caught.value.reason is Reason.MUST_OVERTRUMP


# -- runs --------------------------------------------------------------------------------------


def _runs(hand_text: str, trump=Suit.HEARTS, rules=TARABISH):
    from belote_desktop.engine.declarations import best_melds
    from belote_desktop.engine.cards import mask_of

    return best_melds(mask_of(cards(hand_text)), trump, rules.meld_rules.table)


def test_runs_of_the_order_a_k_q_j_10_9_8_7_6():
    (twenty,) = _runs("6S 7S 8S AH 10D KC JC 9H QD")
    assert twenty.kind is MeldKind.TWENTY and twenty.points == 20 and str(twenty.top) == "8S"
    (fifty,) = _runs("9D 10D JD QD KD 6C 8H AS 7S")
    assert fifty.kind is MeldKind.FIFTY and fifty.points == 50
    assert _runs("JC JD JH JS 9C 9D 9H 9S AC") == ()  # no four of a kind in Tarabish
    two = _runs("6H 7H 8H QS KS AS 10C 8D 9S")
    assert sorted(m.points for m in two) == [20, 20]


def _score(declared, trump=Suit.HEARTS, rules=TARABISH):
    order = [1, 2, 3, 0]
    melds = {seat: _runs(text, trump, rules) for seat, text in declared.items()}
    return score_melds(melds, order, trump, rules.team_of, 2, rules.meld_rules)


def test_only_the_best_player_scores_his_own_runs():
    result = _score({1: "6S 7S 8S 9S 6D 7D 8D AH KC",  # a fifty and a twenty
                     3: "QD KD AD 6C 8C 10C QS JS 9H",  # a twenty (partner of 1)
                     2: "JC QC KC AS 10S 9D 7H 8H 6H"})  # a twenty, ace high
    assert result.best_seat == 1 and result.points == (0, 70)  # seat 3's twenty does not count


def test_a_fifty_beats_a_twenty_unless_the_seed_option():
    declared = {1: "6S 7S 8S 9S AD 7D 10H AH KC", 2: "QC KC AC AS 10S 9D 7H 8H 6H"}
    assert _score(declared).best_seat == 1
    seed = dataclasses.replace(TARABISH, twenty_over_fifty=True)
    assert _score(declared, rules=seed).best_seat == 2


def test_equal_runs_trump_wins_else_both_cancel():
    declared = {1: "QS KS AS 6C 7D 9D 10H 8H 7C", 2: "QD KD AD 6H 8C 9C JH 6S 7S"}
    assert _score(declared, trump=Suit.CLUBS).best_seat == -1  # both plain: nobody scores
    assert _score(declared, trump=Suit.CLUBS).points == (0, 0)
    assert _score(declared, trump=Suit.SPADES).best_seat == 1
    higher = {1: "QS KS AS 6C 7D 9D 10H 8H 7C", 2: "JD QD KD 6H 8C 9C JH 6S 7S"}
    assert _score(higher, trump=Suit.DIAMONDS).best_seat == 1  # the higher top card first, trump or not


# -- scoring: made, bate, half-bate (seed 000) ---------------------------------------------------


def _deal_score(cards_points, melds=(0, 0), belote=(0, 0)):
    f = DealFacts(Contract(Strain.HEARTS, 0), 0, 162, list(cards_points), [5, 4], list(melds), list(belote))
    scored = score_contract(TARABISH, f)
    convert(TARABISH, scored)
    return tuple(score_of(scored, 2)), {k: tuple(v) for k, v, _ in scored.rows if any(v)}


def test_maker_with_more_than_half_both_score():
    assert _deal_score((100, 62), melds=(20, 0), belote=(20, 0))[0] == (140, 62)


def test_bate_everything_to_the_other_team():
    score, rows = _deal_score((70, 92), melds=(20, 0), belote=(20, 0))  # 110 against 92: made
    assert score == (110, 92)
    score, rows = _deal_score((50, 112), melds=(20, 0), belote=(20, 0))  # 90 against 112: bate
    assert score == (0, 202) and rows[RowKind.ALL_POINTS] == (0, 162)


def test_half_bate_the_maker_scores_nothing_the_others_their_own():
    score, rows = _deal_score((61, 101), melds=(20, 0), belote=(20, 0))  # 101 each
    assert score == (0, 101) and rows[RowKind.FORFEITED] == (101, 0)


def test_no_capot_bonus():
    assert _deal_score((162, 0))[0] == (162, 0)


# -- whole deals and matches ---------------------------------------------------------------------


def test_random_deals_conserve_cards_and_points():
    rng = random.Random(16)
    for seed in range(300):
        state = new_deal(TARABISH, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal
            state = state.apply(legal[rng.randrange(len(legal))])
        assert not state.thrown_in and len(state.tricks) == 9
        r = state.result()
        assert sum(r.card_points) == 162
        assert sum(r.score) <= 162 + sum(r.meld_points) + sum(r.belote_points)
        if r.made:
            assert r.score == r.totals
        elif r.tied:
            assert r.score[r.taker_team] == 0 and r.score[1 - r.taker_team] == r.totals[1 - r.taker_team]
        else:
            assert r.score[r.taker_team] == 0 and r.score[1 - r.taker_team] == sum(r.totals)


def test_a_match_goes_to_500_and_the_higher_wins():
    rng = random.Random(4)
    match = new_match(TARABISH, seed=9, first_dealer=0)
    dealers = []
    while not match.is_terminal():
        if not match.deal.history:
            dealers.append(match.deal.dealer)
        legal = match.legal_actions()
        match = match.apply(legal[rng.randrange(len(legal))])
    assert max(match.scores) >= 500
    assert match.winner == match.scores.index(max(match.scores)) or match.scores[0] == match.scores[1]
    assert dealers[:4] == [0, 1, 2, 3]  # the deal passes to the left (clockwise), as the play does
