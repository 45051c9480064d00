"""The contract auction (engine/auctions/contract.py): calls clubs < diamonds < hearts < spades < no
trumps < all trumps, double, redouble and the "Match" call, with the dials of Bulgarian Belot and
Bidding Belote, on tables of four in pairs, three alone and two alone."""

from __future__ import annotations

import dataclasses
import random

import pytest

from belote_desktop.engine import (
    DOUBLE, PASS, REDOUBLE, Contract, DeckKind, Phase, Reason, Ruleset, Strain, TrumpScheme, find_variant, new_deal,
    parse_action, record, replay,
)
from belote_desktop.engine.actions import CALL, STAKE_MATCH
from belote_desktop.engine.auctions.contract import MATCH_MULTIPLIER, stakes_match
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.engine.invariants import violations
from tests.rulesets import slow_after

C, D, H, S, NT, AT = (CALL[s] for s in Strain)

# on the classic preset, so that records carry these as options
FOUR = dataclasses.replace(find_variant("classic"), trump_scheme=TrumpScheme.CONTRACT_AUCTION, turn_card=False)
MATCH_CALL = dataclasses.replace(FOUR, allow_match_call=True)
PASS_FINAL = dataclasses.replace(FOUR, pass_is_final=True)
NO_BIDS_AFTER_DOUBLE = dataclasses.replace(FOUR, contract_bids_after_double=False)
THREE = dataclasses.replace(FOUR, deck=DeckKind.SHORT_24, players=3, partnerships=False)
TWO = dataclasses.replace(FOUR, deck=DeckKind.SHORT_24, players=2, partnerships=False, first_packets=(3, 3),
                          unused_cards=6)
TABLES = {"four": FOUR, "match": MATCH_CALL, "pass-final": PASS_FINAL, "no-bids-after-double": NO_BIDS_AFTER_DOUBLE,
          "three": THREE, "two": TWO}


def _deal(rules: Ruleset = FOUR, dealer: int = 3):
    return new_deal(rules, dealer=dealer, seed=11)  # dealer 3: seat 0 speaks first


def _say(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def _texts(state):
    return [str(a) for a in state.legal_actions()]


def test_the_deal_before_the_auction_is_three_and_two_with_no_turned_card():
    state = _deal()
    assert state.turned_card is None
    assert [bin(h).count("1") for h in state.hands] == [5, 5, 5, 5]
    assert state.current == 0 and state.phase is Phase.BIDDING


def test_each_call_must_outrank_the_standing_one():
    state = _say(_deal(), H)
    assert _texts(state) == ["pass", "call S", "call NT", "call AT", "double"]
    refused = state.why_illegal(D)
    assert refused.reason is Reason.CALL_TOO_LOW and refused.params["minimum"] is Strain.SPADES
    assert state.why_illegal(H).reason is Reason.CALL_TOO_LOW
    state = _say(state, AT)
    assert _texts(state) == ["pass", "double"]  # seat 2, partner of seat 0's hearts, opponent of seat 1's all trumps


def test_double_only_an_opponents_call_and_redouble_only_by_the_doubled_team():
    state = _say(_deal(), S)  # seat 0
    assert state.why_illegal(REDOUBLE).reason is Reason.CANNOT_REDOUBLE
    state = _say(state, PASS)  # seat 1 (opponent) passes; seat 2 is the caller's partner
    assert state.why_illegal(DOUBLE).reason is Reason.CANNOT_DOUBLE
    assert state.why_illegal(DOUBLE).params["why"] == "own_team"
    state = _say(state, PASS, DOUBLE)  # seat 3 doubles
    view = state.view_for(0).auction
    assert view.multiplier == 2 and view.doublers == frozenset() and view.redoublers == frozenset({0, 2})
    assert state.why_illegal(DOUBLE).params["why"] == "already"
    assert state.why_illegal(REDOUBLE) is None  # seat 0, the caller
    assert _say(state, PASS).why_illegal(REDOUBLE).params["why"] == "other_team"  # seat 1 doubled's partner


def test_calls_may_go_on_after_a_double_and_stand_undoubled():
    state = _say(_deal(), C, DOUBLE)  # seat 0 clubs, seat 1 doubles
    assert "call D" in _texts(state)
    state = _say(state, D)  # seat 2 escapes into diamonds
    view = state.view_for(0).auction
    assert view.multiplier == 1 and view.high_seat == 2 and view.high_bid.strain is Strain.DIAMONDS
    state = _say(state, PASS, PASS, PASS)
    assert state.contract == Contract(Strain.DIAMONDS, 2, 0, False, 1)


def test_option_no_calls_after_a_double():
    state = _say(_deal(NO_BIDS_AFTER_DOUBLE), C, DOUBLE)
    assert state.why_illegal(D).reason is Reason.BIDDING_CLOSED
    assert _texts(state) == ["pass", "redouble"]
    assert state.view_for(2).auction.minimum_bid is None
    state = _say(state, REDOUBLE)  # nothing more to say: closed at once
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.CLUBS, 0, 0, False, 4)  # seat 0 called


def test_three_passes_after_a_call_close_it_and_four_passes_throw_in():
    state = _say(_deal(), PASS, NT, PASS, PASS)
    assert state.phase is Phase.BIDDING
    state = _say(state, PASS)
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.NO_TRUMPS, 1)
    assert state.current == 0  # the player after the dealer leads
    assert [bin(h).count("1") for h in state.hands] == [8, 8, 8, 8]  # +3 each after the auction
    thrown = _say(_deal(), PASS, PASS, PASS, PASS)
    assert thrown.phase is Phase.DONE and thrown.thrown_in and thrown.result().thrown_in


def test_three_passes_after_a_double_close_it_doubled():
    state = _say(_deal(), H, DOUBLE, PASS, PASS, PASS)
    assert state.contract == Contract(Strain.HEARTS, 0, 0, False, 2)


def test_all_trumps_redoubled_ends_the_auction_at_once():
    state = _say(_deal(), AT, DOUBLE, REDOUBLE)
    assert state.phase is Phase.PLAY and state.contract == Contract(Strain.ALL_TRUMPS, 0, 0, False, 4)
    # a redoubled suit contract may still be outbid
    state = _say(_deal(), S, DOUBLE, REDOUBLE)
    assert state.phase is Phase.BIDDING and "call NT" in _texts(state)


def test_a_player_who_passed_may_call_later():
    state = _say(_deal(), PASS, C, PASS, PASS)  # seat 0 passed, seat 1 called; seat 0 to speak again
    assert state.current == 0 and "call D" in _texts(state)


def test_option_a_pass_is_final():
    state = _say(_deal(PASS_FINAL), PASS, C, PASS, PASS)
    assert state.current == 0 and _texts(state) == ["pass"]
    assert state.why_illegal(D).reason is Reason.ALREADY_PASSED
    state = _say(state, PASS)  # three passes in a row after seat 1's clubs
    assert state.contract == Contract(Strain.CLUBS, 1)


def test_match_call_answers_a_redouble_and_closes():
    state = _say(_deal(MATCH_CALL), H, DOUBLE)
    assert state.why_illegal(STAKE_MATCH).params["why"] == "not_redoubled"
    state = _say(state, REDOUBLE)  # seat 2 (the callers) redoubles; seat 3 is a doubler
    assert "match" in _texts(state)
    assert _say(state, PASS).why_illegal(STAKE_MATCH).params["why"] == "own_team"  # seat 0: the callers
    state = _say(state, STAKE_MATCH)
    assert state.phase is Phase.PLAY
    assert state.contract.multiplier == MATCH_MULTIPLIER and stakes_match(state.contract)
    assert not stakes_match(Contract(Strain.HEARTS, 0, 0, False, 4))
    # all trumps redoubled does not close while the Match call is still possible
    state = _say(_deal(MATCH_CALL), AT, DOUBLE, REDOUBLE)
    assert state.phase is Phase.BIDDING and _texts(state) == ["pass", "match"]
    assert _deal(FOUR).why_illegal(STAKE_MATCH).reason is Reason.NOT_ALLOWED


def test_contract_for_previews_each_call():
    auction = AUCTIONS[TrumpScheme.CONTRACT_AUCTION]
    state = _deal()
    assert auction.contract_for(state, PASS) is None
    assert auction.contract_for(state, NT) == Contract(Strain.NO_TRUMPS, 0)
    state = _say(state, NT)
    assert auction.contract_for(state, DOUBLE) == Contract(Strain.NO_TRUMPS, 0, 0, False, 2)
    assert auction.view(state).contract_so_far == Contract(Strain.NO_TRUMPS, 0)
    assert auction.view(state).minimum_bid is Strain.ALL_TRUMPS


def test_options_remove_no_trumps_all_trumps_and_doubles():
    plain = dataclasses.replace(FOUR, allow_no_trumps=False, allow_all_trumps=False, allow_double=False)
    state = _deal(plain)
    assert _texts(state) == ["pass", "call C", "call D", "call H", "call S"]
    assert state.why_illegal(NT).reason is Reason.STRAIN_NOT_ALLOWED
    assert _say(state, S).phase is Phase.PLAY  # spades, nothing above it, no doubles: closed at once


def test_calls_print_and_parse():
    for action in (*CALL, STAKE_MATCH):
        assert parse_action(str(action)) == action
    assert str(CALL[Strain.ALL_TRUMPS]) == "call AT"


def test_two_and_three_alone_double_any_other_seat():
    state = _say(_deal(THREE, dealer=2), D)  # seat 0 calls
    assert state.view_for(1).auction.doublers == frozenset({1, 2})
    state = _say(_deal(TWO, dealer=1), D)
    assert state.view_for(1).auction.doublers == frozenset({1})
    state = _say(state, PASS)  # one pass closes at two
    assert state.phase is Phase.PLAY and [bin(h).count("1") for h in state.hands] == [9, 9]
    assert _say(_deal(TWO, dealer=1), PASS, PASS).thrown_in
    state = _say(_deal(THREE, dealer=2), PASS, PASS, PASS)
    assert state.thrown_in


@pytest.mark.parametrize("name", slow_after(sorted(TABLES)))
def test_random_auctions_keep_every_invariant_and_replay(name):
    rules = TABLES[name]
    auction = AUCTIONS[rules.trump_scheme]
    closed = thrown = 0
    for seed in range(150):
        rng = random.Random(seed)
        state = new_deal(rules, dealer=seed % rules.players, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal
            if state.phase is Phase.BIDDING:
                assert legal[0] is PASS
                assert legal == tuple(a for a in auction.candidates(state) if auction.verify(state, a) is None)
                for action in auction.candidates(state):
                    assert (state.why_illegal(action) is None) == (action in legal)
                view = state.view_for(state.current).auction
                assert view.turn == state.current and not view.closed
                # bias toward calls and doubles so that long auctions happen
                action = rng.choice(legal[1:]) if len(legal) > 1 and rng.random() < 0.45 else PASS
            else:
                action = rng.choice(legal)
            state = state.apply(action)
            assert not violations(state)
        if state.thrown_in:
            thrown += 1
            continue
        closed += 1
        assert state.contract.multiplier in (1, 2, 4, MATCH_MULTIPLIER)
        assert sum(len(t.cards) for t in state.tricks) == rules.hand_size * rules.players
        assert replay(record(state)) == state
    assert closed and thrown


def test_fixed_contract_records_check_the_call():
    from belote_desktop.engine.record import RecordError, _contract

    data = {"strain": "AT", "taker": 1, "value": 0, "capot": False, "multiplier": 4}
    assert _contract(data, FOUR) == Contract(Strain.ALL_TRUMPS, 1, 0, False, 4)
    with pytest.raises(RecordError):
        _contract({**data, "multiplier": 8}, FOUR)  # no Match call in these rules
    assert _contract({**data, "multiplier": 8}, MATCH_CALL).multiplier == 8
    with pytest.raises(RecordError):
        _contract({**data, "value": 90}, FOUR)
