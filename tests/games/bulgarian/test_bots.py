"""The bots in Bulgarian Belot: the simulation doubles (contra) a call it defeats and re-contras a call it
makes."""

from __future__ import annotations

import dataclasses
import random


from belote_desktop.ai.play.search import Simulation
from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.ai.bidding import auction as ai_bidding
from belote_desktop.engine import DOUBLE, PASS, Strain, deal_from_hands, find_variant
from belote_desktop.engine.actions import CALL
from tests.ai.bidding.test_contract_bidding import _hands

BG = find_variant("bulgarian")
QUICK = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], samples=24, bid_samples=24, max_seconds=0.3)


def test_the_simulation_says_contra_to_a_call_it_defeats():
    # seat 0 calls spades; seat 1 holds the top spades and an ace
    hands = _hands("7S 8S KS AC KC", "JS 9S AS 10S AH", "7H 8H 7D 8D QC", "9H 10H 9D 10D JC")
    state = deal_from_hands(BG, 3, hands).apply(CALL[Strain.SPADES])
    weighed: dict = {}
    action = ai_bidding.simulated_bid(state.view_for(1), Simulation(random.Random(2), 24), weighed=weighed)
    assert action == DOUBLE and weighed[DOUBLE] > weighed[PASS] + ai_bidding.DOUBLE_MARGIN


def test_the_simulation_does_not_double_a_call_it_cannot_defeat():
    hands = _hands("JS 9S AS 10S KS", "7S 8S 7C 8C 9C", "AH AD AC 10H 10D", "9H 8H 9D 8D JC")
    state = deal_from_hands(BG, 3, hands).apply(CALL[Strain.SPADES])
    assert ai_bidding.simulated_bid(state.view_for(1), Simulation(random.Random(2), 24)) != DOUBLE




def test_the_search_reads_quiet_belots_with_the_lead_ruff_or_partner_option():
    """Issue 56: with the belot said only when leading, trumping or following the partner, a king or queen of
    trumps played quietly elsewhere was read as "lacks the other card"; on these deals some views then fitted no
    deal and the search failed (the move fell to Intermediate). Every move is the search's own now, and no view
    is one the deal source cannot explain."""
    from belote_desktop.ai.beliefs.inference import UNEXPLAINED
    from belote_desktop.ai.play.search import search_card
    from belote_desktop.engine import PLAY, Phase
    from tests.ai.positions import random_deal_positions

    rules = dataclasses.replace(BG, belote_only_lead_ruff_or_partner=True)
    params = dataclasses.replace(QUICK.without_clock(), exact_samples=8)
    before = sum(UNEXPLAINED.values())
    moves = 0
    for seed in (1, 13, 14):  # each met a view no deal fitted
        for state in random_deal_positions(rules, seed):
            if state.phase is Phase.PLAY and not state.is_terminal() and len(state.legal_actions()) > 1:
                view = state.view_for(state.current_player())
                assert PLAY[search_card(view, params, random.Random(seed))] in view.legal_actions
                moves += 1
    assert moves > 40 and sum(UNEXPLAINED.values()) == before
