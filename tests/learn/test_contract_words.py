"""The contract auction in words: what each call commits to, and why a call is refused, in its own
terms (contra, re-contra, Match) with a rules-book anchor."""

from __future__ import annotations

import dataclasses
import random

from belote_desktop.engine import DOUBLE, PASS, REDOUBLE, Phase, Reason, Strain, new_deal
from belote_desktop.engine.actions import CALL, STAKE_MATCH
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.learn.explain import RULE_IDS, explain_bid, explain_illegal
from belote_desktop.learn.suggest import suggestion_reason
from tests.engine.test_contract_auction import MATCH_CALL, PASS_FINAL


def _positions(rules, seeds=range(30)):
    for seed in seeds:
        rng = random.Random(seed)
        state = new_deal(rules, dealer=seed % 4, seed=seed)
        while state.phase is Phase.BIDDING:
            yield state
            legal = state.legal_actions()
            state = state.apply(rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.5 else PASS)


def test_every_call_says_what_it_commits_to():
    state = new_deal(MATCH_CALL, dealer=3, seed=1)
    for strain in Strain:
        words = explain_bid(CALL[strain], MATCH_CALL, state.view_for(0))
        assert "more points than the other team" in words and "{" not in words
        assert "3 more cards" in words
    assert "counts double" not in explain_bid(CALL[Strain.NO_TRUMPS], MATCH_CALL, state.view_for(0))
    doubling = dataclasses.replace(MATCH_CALL, no_trumps_multiplier=2)
    assert "counts double" in explain_bid(CALL[Strain.NO_TRUMPS], doubling, state.view_for(0))
    assert "trump order" in explain_bid(CALL[Strain.ALL_TRUMPS], MATCH_CALL, state.view_for(0))
    assert "thrown in" in explain_bid(PASS, MATCH_CALL, state.view_for(0))
    state = state.apply(CALL[Strain.HEARTS])
    assert "thrown in" not in explain_bid(PASS, MATCH_CALL, state.view_for(1))
    double = explain_bid(DOUBLE, MATCH_CALL, state.view_for(1))
    assert double.startswith("Contra") and "Both teams are then committed" in double and "higher call" in double
    assert explain_bid(REDOUBLE, MATCH_CALL, state).startswith("Re-contra")
    assert "whole game" in explain_bid(STAKE_MATCH, MATCH_CALL, state)


def test_every_refusal_of_the_contract_auction_is_worded_with_its_anchor():
    seen = set()
    for rules in (MATCH_CALL, PASS_FINAL):
        auction = AUCTIONS[rules.trump_scheme]
        for state in _positions(rules):
            for action in auction.candidates(state):
                error = state.why_illegal(action)
                if error is None:
                    continue
                seen.add(error.reason)
                e = explain_illegal(error, state)
                assert e.text and "{" not in e.text and "coinche" not in e.text.lower(), (error, e.text)
                assert e.rule_id in RULE_IDS
    assert {Reason.CALL_TOO_LOW, Reason.CANNOT_DOUBLE, Reason.CANNOT_REDOUBLE, Reason.CANNOT_STAKE_MATCH,
            Reason.ALREADY_PASSED} <= seen
    state = new_deal(MATCH_CALL, dealer=3, seed=1).apply(CALL[Strain.SPADES])
    e = explain_illegal(state.why_illegal(CALL[Strain.HEARTS]), state)
    assert "call no trumps or higher" in e.text and e.rule_id == "bid_higher"


def test_suggest_gives_a_reason_for_every_call():
    state = new_deal(MATCH_CALL, dealer=3, seed=2)
    for action in state.legal_actions():
        reason = suggestion_reason(state.view_for(0), action)
        assert reason and "expert player would make" not in reason, action
    state = state.apply(CALL[Strain.SPADES]).apply(DOUBLE).apply(REDOUBLE)
    assert "whole game" in suggestion_reason(state.view_for(3), STAKE_MATCH)
