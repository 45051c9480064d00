"""The bots in Bulgarian Belot: the simulation doubles (contra) a call it defeats and re-contras a call it
makes."""

from __future__ import annotations

import dataclasses
import random


from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.bidding import auction as ai_bidding
from belote_desktop.engine import DOUBLE, PASS, Strain, deal_from_hands, find_variant
from belote_desktop.engine.actions import CALL
from tests.ai.test_contract_bidding import _hands

BG = find_variant("bulgarian")
QUICK = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=24, bid_samples=24, max_seconds=0.3)


def test_the_simulation_says_contra_to_a_call_it_defeats():
    # seat 0 calls spades; seat 1 holds the top spades and an ace
    hands = _hands("7S 8S KS AC KC", "JS 9S AS 10S AH", "7H 8H 7D 8D QC", "9H 10H 9D 10D JC")
    state = deal_from_hands(BG, 3, hands).apply(CALL[Strain.SPADES])
    weighed: dict = {}
    action = ai_bidding.simulated_bid(state.view_for(1), random.Random(2), 24, weighed=weighed)
    assert action == DOUBLE and weighed[DOUBLE] > weighed[PASS] + ai_bidding.DOUBLE_MARGIN


def test_the_simulation_does_not_double_a_call_it_cannot_defeat():
    hands = _hands("JS 9S AS 10S KS", "7S 8S 7C 8C 9C", "AH AD AC 10H 10D", "9H 8H 9D 8D JC")
    state = deal_from_hands(BG, 3, hands).apply(CALL[Strain.SPADES])
    assert ai_bidding.simulated_bid(state.view_for(1), random.Random(2), 24) != DOUBLE


