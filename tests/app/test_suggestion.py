"""Suggest's reasons (``learn.suggest.suggestion_reason``), what the Suggest of the table (``app/suggestion.py``)
says beside the advised move: each rule-based bot's move in every ruleset gets a reason of its own. No widget: the
button, the S key and the bidding panel's suggestion are tests/ui/test_suggest.py's."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import (
    PASS, PLAY, TAKE, Bid, Card, Contract, Strain, Suit, deal_from_hands, deal_with_contract, find_variant, new_deal,
    new_match,
)
from belote_desktop.learn.suggest import suggestion_reason
from tests.rulesets import every_ruleset


def _cards(text):
    return [Card.parse(c) for c in text.split()]


def _play(state, *codes):
    for code in codes:
        state = state.apply(PLAY[Card.parse(code).index])
    return state


HANDS_A = ["AS 7S 8H 9C 10C 7D 8D 9D", "KS QS JS 10S 7H 7C 8C JD",
           "JH 9H AH 10H KH QH AC KC", "9S 8S AD 10D KD QD QC JC"]
HANDS_B = ["8H 7H AS 7S 8S 9D 10D JD", "AC 10C KS QS JS 7D 8D AD",
           "KC QC JH 9H AH 10H KH QH", "JC 9C 8C 7C 10S 9S KD QD"]


def _deal(hands, dealer, strain=Strain.HEARTS, taker=2, rules=None):
    rules = rules or find_variant("classic")
    return deal_with_contract(rules, dealer, [_cards(h) for h in hands], Contract(strain, taker))


def test_master_card_lead():
    state = _deal(HANDS_A, dealer=3)  # South leads
    view = state.view_for(0)
    assert suggestion_reason(view, PLAY[Card.parse("AS").index]) == "The A♠ is the master card in spades"


def test_partner_holds_the_trick():
    state = _play(_deal(HANDS_A, dealer=0), "QS", "JH", "9S")  # East leads, North trumps with the jack
    view = state.view_for(0)
    assert suggestion_reason(view, PLAY[Card.parse("AS").index]) == "Your partner holds the trick: give him points"
    assert suggestion_reason(view, PLAY[Card.parse("7S").index]) == \
        "Your partner holds the trick: play your smallest card"


def test_trump_to_take_and_keep_your_trumps():
    state = _play(_deal(HANDS_B, dealer=0), "AC", "QC", "7C")
    view = state.view_for(0)
    assert suggestion_reason(view, PLAY[Card.parse("8H").index]) == "Trump to take the trick"
    free = dataclasses.replace(find_variant("classic"), must_trump=False)
    state = _play(_deal(HANDS_B, dealer=0, rules=free), "AC", "QC", "7C")
    assert suggestion_reason(state.view_for(0), PLAY[Card.parse("9D").index]) == "Keep your trumps: the trick is lost"


def test_discard_your_smallest_card():
    state = _play(_deal(HANDS_B, dealer=0, strain=Strain.NO_TRUMPS, rules=find_variant("coinche")), "AC", "QC", "7C")
    view = state.view_for(0)
    assert suggestion_reason(view, PLAY[Card.parse("7H").index]) == "Discard your smallest card"


def test_bidding_reasons():
    rules = find_variant("classic")
    hands = [_cards("JH 9H AC 7S 8D"), _cards("KS QS JS 10S 7H"), _cards("AH 10H KH QH AS"),
             _cards("9S 8S AD 10D KD")]
    state = deal_from_hands(rules, 3, hands, Card.parse("8H"))  # South speaks first
    view = state.view_for(0)
    assert suggestion_reason(view, TAKE[Suit.HEARTS]) == "Strong in hearts: jack and nine of trumps"
    state = state.apply(PASS)
    east = state.view_for(1)
    assert suggestion_reason(east, PASS) == "Too weak in hearts: no jack or nine of trumps"
    coinche = new_deal(find_variant("coinche"), dealer=3, seed=1)
    coinche = coinche.apply(PASS).apply(PASS).apply(Bid(80, Strain.HEARTS)).apply(PASS)
    assert suggestion_reason(coinche.view_for(0), PASS) == "Your partner holds the bid: let him play it"


def test_a_pass_with_a_callable_hand_is_not_called_too_weak():
    """Where the simple evaluation would take but the calibrated bidder passes (the call scores no more than
    passing), Suggest says so instead of "too weak" (classic deal 8: East's spades, first to speak)."""
    from belote_desktop.ai.bidding.model import expert_bid
    from belote_desktop.ai.play.search import Simulation
    from belote_desktop.ai.bidding.auction import heuristic_bid

    state = new_deal(find_variant("classic"), dealer=0, seed=8)
    view = state.view_for(state.current_player())
    assert heuristic_bid(view, random.Random(0)) == TAKE[Suit.SPADES]
    assert expert_bid(view, Simulation(random.Random(0), 10)) == PASS
    assert suggestion_reason(view, PASS) == "Your hand could call spades, but here passing is worth as much or more"


@pytest.mark.parametrize("variant_id", sorted(every_ruleset()))
def test_every_move_gets_a_reason(variant_id):
    """In every ruleset of tests/rulesets.py, each move of the rule-based bots gets a reason of its own."""
    from belote_desktop.app.bots import bot_choose

    for seed in range(3):
        match = new_match(every_ruleset()[variant_id], seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            if match.over:
                break
            view = match.view_for(match.current_player())
            action = bot_choose(view, ("beginner", "intermediate")[seed % 2], rng)
            reason = suggestion_reason(view, action)
            assert reason and reason != "This is the move the expert player would make here.", (action, view.phase)
            match = match.apply(action)
