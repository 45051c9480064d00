"""Clabber (issue 16, seed 000): the deal by ones, the dealer's own card turned, "I play" or name a
suit one holds, the same dealer after a throw-in, the meld table, the play duties and the bell."""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import (
    DECLARE, PASS, PLAY, TAKE, Card, IllegalActionError, Phase, Reason, Strain, Suit, deck_cards, find_variant,
    mask_of, new_deal,
)
from belote_desktop.engine.deal import StepKind, TurnedFrom, Zone
from belote_desktop.engine.declarations import best_melds, score_melds
from belote_desktop.engine.match import new_match
from belote_desktop.engine.rules import Direction
from belote_desktop.engine.state import deal_from_hands

from tests.engine.util import cards, legal_cards, position

CLABBER = find_variant("clabber")
DECK = deck_cards(CLABBER.deck)


def test_the_preset_is_24_cards_clockwise_six_tricks_to_500():
    assert int(CLABBER.deck) == 24 and CLABBER.hand_size == 6
    assert CLABBER.direction is Direction.CLOCKWISE
    assert CLABBER.target_score == 500
    assert {c.rank.code for c in DECK} == {"9", "10", "J", "Q", "K", "A"}


def test_dealt_one_at_a_time_from_the_dealers_left_the_dealers_last_card_face_up():
    state = new_deal(CLABBER, dealer=0, deck=DECK)
    for seat in range(4):
        # seat 1 (the dealer's left, next in play order) gets positions 0, 4, 8...; the dealer 3, 7, ... 23
        expected = {str(DECK[(seat - 1) % 4 + 4 * k]) for k in range(6)}
        assert {str(c) for c in state.hand(seat)} == expected
    assert state.turned_card == DECK[23] and DECK[23] in state.hand(0)  # the dealer's own last card
    script = CLABBER.deal_plan.script(0)
    assert CLABBER.deal_plan.turned_from is TurnedFrom.DEALER_LAST
    assert [s.kind for s in script.before].count(StepKind.TURN) == 1
    last = next(s for s in script.before if s.position == 23 and s.kind is StepKind.DEAL)
    assert last.seat == 0 and last.face_up and last.zone is Zone.HAND
    assert state.current_player() == 1  # the dealer's left speaks first


def test_nothing_is_dealt_after_the_auction_and_the_dealer_keeps_his_card():
    state = new_deal(CLABBER, dealer=2, seed=5)
    before = state.hands
    turned = state.turned_card
    holder = next(s for s in range(4) if turned.suit in {c.suit for c in state.hand(s)} and s != 2)
    while state.current_player() != holder:
        state = state.apply(PASS)
    state = state.apply(TAKE[turned.suit])
    assert state.phase is Phase.PLAY and state.hands == before
    assert turned in state.hand(2)
    assert state.current_player() == 3  # the dealer's left leads
    # everybody knows the dealer holds the turned card
    assert (2, turned) in state.view_for(0).known_cards


def _deal(hands: dict[int, str], dealer: int = 0) -> object:
    turned = cards(hands[dealer])[-1]
    return deal_from_hands(CLABBER, dealer, [cards(hands[s]) for s in range(4)], turned=turned)


HANDS = {  # dealer 0, turned: the king of spades (the dealer's last card)
    1: "9H 10H JH QH KH AH",
    2: "9C 10C JC QC KC AC",
    3: "9D 10D JD QD KD AD",
    0: "9S 10S JS QS AS KS",
}


def test_round_one_i_play_needs_a_card_of_the_turned_suit():
    state = _deal(HANDS)
    assert state.turned_card == Card.parse("KS")
    assert state.legal_actions() == (PASS,)  # seat 1 holds no spade: "I play" would be a renege
    refused = state.why_illegal(TAKE[Suit.SPADES])
    assert refused is not None and refused.reason is Reason.TRUMP_NOT_HELD and refused.params["suit"] is Suit.SPADES
    with pytest.raises(IllegalActionError):
        state.apply(TAKE[Suit.SPADES])
    state = state.apply(PASS).apply(PASS).apply(PASS)
    assert state.current_player() == 0 and TAKE[Suit.SPADES] in state.legal_actions()  # the dealer holds it


def test_round_two_names_only_a_suit_held_never_the_turned_one():
    state = _deal(HANDS)
    for _ in range(4):
        state = state.apply(PASS)
    assert state.auction.round == 2 and state.current_player() == 1
    assert state.legal_actions() == (PASS, TAKE[Suit.HEARTS])
    assert state.why_illegal(TAKE[Suit.CLUBS]).reason is Reason.TRUMP_NOT_HELD
    assert state.why_illegal(TAKE[Suit.SPADES]).reason is Reason.TURNED_SUIT_REFUSED
    named = state.apply(TAKE[Suit.HEARTS])
    assert named.contract.trump is Suit.HEARTS and named.contract.taker == 1
    assert named.current_player() == 1  # the dealer's left leads whoever named


def test_all_pass_twice_the_same_dealer_deals_again():
    match = new_match(CLABBER, seed=11, first_dealer=2)
    deals = 0
    while deals < 3:
        dealer = match.deal.dealer
        for _ in range(8):
            match = match.apply(PASS)
        assert match.finished[-1].result().thrown_in and match.scores == (0, 0)
        assert match.deal.dealer == dealer == 2
        deals += 1
    # a played deal moves the deal on, clockwise (the next seat in play order)
    while match.deal.phase is Phase.BIDDING:
        legal = match.legal_actions()
        match = match.apply(legal[-1])
    while match.deal_number == 4:
        match = match.apply(match.legal_actions()[0])
    assert match.deal.dealer == 3


def test_a_thrown_in_deal_is_shuffled_again_not_the_same_hands():
    match = new_match(CLABBER, seed=4)
    first = match.deal.hands
    for _ in range(8):
        match = match.apply(PASS)
    assert sorted(match.deal.hands) != sorted(first)


# -- the meld table ------------------------------------------------------------------------------

def melds(text: str, trump: Suit | None = None):
    return best_melds(mask_of(cards(text)), trump, CLABBER.meld_rules.table)


@pytest.mark.parametrize("hand, expected", [
    ("JC JD JH JS 9S AS", [("carre", 200)]),  # the mule
    ("9C 9D 9H 9S AS KS", [("carre", 100)]),  # four nines: 100 here (150 in the French table)
    ("AC AD AH AS 9S KD", [("carre", 100)]),
    ("10C 10D 10H 10S 9S KD", [("carre", 100)]),
    ("KC KD KH KS 9S 9D", [("carre", 100)]),
    ("QC QD QH QS 9S 9D", [("carre", 100)]),
    ("9H 10H JH QH KH AD", [("quinte", 100)]),  # a run of five
    ("9H 10H JH QH KH AH", [("quinte", 100)]),  # six in a row still counts as the hundred
    ("10S JS QS KS 9D 9C", [("quarte", 50)]),
    ("QD KD AD 9C JC AS", [("tierce", 20)]),  # the dad
    ("9S 10S JS 9H 10H JH", [("tierce", 20), ("tierce", 20)]),
    ("9C JC KC 9D JD KD", []),
])
def test_clabber_melds(hand, expected):
    assert [(m.kind.value, m.points) for m in melds(hand)] == expected


def test_the_mule_beats_four_nines_which_beat_four_aces_and_a_run_of_five():
    table = CLABBER.meld_rules.table
    mule, nines, aces, run = melds("JC JD JH JS 9S AS")[0], melds("9C 9D 9H 9S AS KS")[0], \
        melds("AC AD AH AS 9S KD")[0], melds("9H 10H JH QH KH AD")[0]
    keys = [m.strength(None, table) for m in (mule, nines, aces, run)]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 4


ORDER = [1, 2, 3, 0]  # dealer 0


def team_of(seat):
    return seat % 2


@pytest.mark.parametrize("hands, trump, expected", [
    # the best run's team scores all its melds, the other team none
    ({1: "10S JS QS KS 9D 9C", 2: "QD KD AD 9H 10H 9C", 3: "9H 10H JH 9S AD KC"}, None, (0, 70)),
    # equal runs: the higher one wins
    ({1: "9S 10S JS 9C QC AD", 2: "JD QD KD 9C 10H AS"}, None, (20, 0)),
    # equal runs of equal height: the trump one wins, else nobody scores
    ({1: "9S 10S JS 9C QC AD", 2: "9D 10D JD 9H QH AH"}, Suit.DIAMONDS, (20, 0)),
    ({1: "9S 10S JS 9C QC AD", 2: "9D 10D JD 9H QH AH"}, None, (0, 0)),
    ({1: "9S 10S JS 9C QC AD", 2: "9D 10D JD 9H QH AH"}, Suit.CLUBS, (0, 0)),
])
def test_who_scores_the_melds(hands, trump, expected):
    declared = {seat: melds(text, trump) for seat, text in hands.items()}
    score = score_melds(declared, ORDER, trump, team_of, 2, CLABBER.meld_rules)
    assert score.points == expected


# -- the play duties ------------------------------------------------------------------------------

def test_partner_holds_the_trick_and_you_are_void_you_still_trump():
    # spades trump; seat 1 leads the ace of hearts (holds the trick); seat 2 is void: trump anyway;
    # seat 3, partner of seat 1, void in hearts too, must overtrump seat 2's trump
    state = position({1: "AH 9C 10C JC QC KC", 2: "9S AC 9D 10D JD QD", 3: "JS KD AD 10S QS KS",
                      0: "9H 10H JH QH KH AS"}, strain=Strain.SPADES, dealer=0, rules=CLABBER)
    state = state.apply(PLAY[Card.parse("AH").index])
    assert legal_cards(state) == {"9S"}  # void in hearts, a trump held: trump (no free discard)
    state = state.apply(PLAY[Card.parse("9S").index])
    # seat 3 is void in hearts; the nine of spades holds the trick: beat it (only the jack does)
    assert legal_cards(state) == {"JS"}
    state = state.apply(PLAY[Card.parse("JS").index])
    # seat 0 holds hearts: follows suit; partner holding or not, no trump duty
    assert legal_cards(state) == {"9H", "10H", "JH", "QH", "KH"}


def test_partner_exemption_is_off_even_when_the_partner_holds():
    # spades trump; seat 1 leads the ace of hearts; seat 2 plays a heart; seat 3 (partner of 1) void in hearts:
    # his partner holds the trick, yet he must trump
    state = position({1: "AH 9C 10C JC QC KC", 2: "9H AC 9D 10D JD QD", 3: "JS KD AD 10S QS KS",
                      0: "10H JH QH KH AS 9S"}, strain=Strain.SPADES, dealer=0, rules=CLABBER)
    state = state.apply(PLAY[Card.parse("AH").index]).apply(PLAY[Card.parse("9H").index])
    assert legal_cards(state) == {"JS", "10S", "QS", "KS"}


# -- declarations and the bell in a deal -----------------------------------------------------------

def _play_out(state, rng):
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(DECLARE if DECLARE in legal else legal[rng.randrange(len(legal))])
    return state


def test_the_mule_wins_its_team_every_meld_and_the_bell_scores_20_to_the_other_team():
    state = position({1: "JC JD JH JS 9S AS", 2: "KH QH 9C 10C AC KC", 3: "QC 9D 10D QD KD AD",
                      0: "10S QS KS 9H 10H AH"}, strain=Strain.HEARTS, taker=2, dealer=0, rules=CLABBER)
    assert state.current_player() == 1 and DECLARE in state.legal_actions()
    state = _play_out(state, random.Random(1))
    result = state.result()
    assert result.meld_points == (0, 220)  # the mule (seat 1) and the partner's dad (seat 3)
    assert result.belote_points == (20, 0)  # the king and queen of trumps, seat 2
    assert sum(result.card_points) == 162


# -- scoring: the contract side must score more; a tie or less is "set" -----------------------------

def _facts(cards, melds=(0, 0), belote=(0, 0)):
    from belote_desktop.engine import Contract
    from belote_desktop.engine.scoring import DealFacts

    return DealFacts(Contract(Strain.HEARTS, 0), 0, 162, list(cards), [3, 3], list(melds), list(belote))


@pytest.mark.parametrize("cards, melds, belote, score", [
    ((100, 62), (0, 0), (20, 0), (120, 62)),  # made: each side scores its own, the bell included
    ((120, 42), (0, 50), (0, 20), (120, 112)),  # made: the other side's melds and bell are its own
    ((81, 81), (0, 0), (0, 0), (0, 81)),  # a tie is set
    ((71, 91), (0, 0), (20, 0), (0, 91)),  # 91 each with the bell: set, and a set side's bell scores nothing
    ((60, 102), (0, 50), (0, 20), (0, 172)),  # set: the others score their own cards, melds and bell
    ((60, 102), (20, 0), (0, 0), (0, 102)),  # set: the makers' melds count for nobody
])
def test_a_tie_or_less_is_set_the_makers_score_nothing_the_others_their_own(cards, melds, belote, score):
    from belote_desktop.engine.scoring import RowKind, convert, score_contract, score_of

    scored = score_contract(CLABBER, _facts(cards, melds, belote))
    convert(CLABBER, scored)
    assert tuple(score_of(scored, 2)) == score
    forfeited = [values for kind, values, _ in scored.rows if kind is RowKind.FORFEITED]
    assert bool(forfeited and forfeited[0][0]) == (score[0] == 0)  # the breakdown says what was lost


def test_played_deals_score_made_or_set_never_all_points_to_the_defence():
    rng = random.Random(3)
    seen = set()
    for seed in range(400):
        state = new_deal(CLABBER, dealer=seed % 4, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state = state.apply(DECLARE if DECLARE in legal else legal[rng.randrange(len(legal))])
        result = state.result()
        if result.thrown_in:
            continue
        makers, others = result.taker_team, 1 - result.taker_team
        if result.totals[makers] > result.totals[others]:
            assert result.made and result.score == result.totals
            seen.add("made")
        else:
            assert not result.made and result.score[makers] == 0 and result.score[others] == result.totals[others]
            seen.add("set")
    assert seen == {"made", "set"}
