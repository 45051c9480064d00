"""Baloot's auction (engine/auctions/sun_hokum.py): Hokum, Sun, Ashkal, the second round and the doubling ladder."""

import pytest

from belote_desktop.engine import (
    DOUBLE, PASS, REDOUBLE, IllegalActionError, Phase, Reason, Strain, Suit, deck_cards, find_variant, new_deal,
    parse_action,
)
from belote_desktop.engine.actions import ASHKAL, FOUR, GAHWA, HOKUM, SUN
from belote_desktop.engine.auctions.sun_hokum import GAHWA_MULTIPLIER, LADDER_ROUND
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.engine.rules import TrumpScheme

BALOOT = find_variant("baloot")


def fresh(dealer=0, scores=None):
    """Dealer 0: seat 1 speaks first, then 2, 3 and the dealer 0. The turned card is the deck's 21st."""
    return new_deal(BALOOT, dealer=dealer, deck=deck_cards(BALOOT.deck), match_scores=scores)


def say(state, *codes):
    for code in codes:
        state = state.apply(parse_action(code))
    return state


def refused(state, code):
    with pytest.raises(IllegalActionError) as caught:
        state.apply(parse_action(code))
    assert caught.value.reason is Reason.BALOOT_CALL_REFUSED
    return caught.value.params["why"]


def turned_suit(state):
    return state.turned_card.suit


def test_registered_for_its_scheme_and_deals_three_two_and_a_turned_card():
    state = fresh()
    assert BALOOT.trump_scheme is TrumpScheme.SUN_HOKUM and type(AUCTIONS[TrumpScheme.SUN_HOKUM]).__name__ == (
        "SunHokumAuction")
    assert state.turned_card is not None and all(len(state.hand(s)) == 5 for s in range(4))
    assert state.current_player() == 1


def test_round_one_calls_in_baloots_order():
    state = fresh()
    legal = state.legal_actions()
    assert legal == (PASS, HOKUM[turned_suit(state)], SUN)  # Ashkal only for the last two to speak
    assert refused(state, f"hokum {next(s for s in Suit if s != turned_suit(state)).letter}") == "hokum_turned_suit"
    assert refused(state, "ashkal") == "ashkal_seat"
    state = say(state, "pass", "pass")  # seats 1 and 2; seat 3 is third to speak
    assert ASHKAL in state.legal_actions()
    assert DOUBLE not in state.legal_actions()
    assert refused(state, "double") == "ladder_not_yet"


def test_hokum_then_every_other_player_may_sun_then_the_caller_confirms():
    state = fresh()
    suit = turned_suit(state)
    state = say(state, f"hokum {suit.letter}")  # seat 1
    assert state.legal_actions() == (PASS, SUN)  # seat 2 is second to speak: no Ashkal
    assert refused(state, f"hokum {suit.letter}") == "call_stands"
    state = say(state, "pass", "pass", "pass")  # seats 2, 3, 0
    assert state.current_player() == 1 and state.auction.round == 1
    assert state.legal_actions() == (PASS, SUN)  # confirm the Hokum or raise it to Sun
    state = say(state, "pass")
    # the contract stands; the defenders may double it
    assert state.auction.round == LADDER_ROUND and state.current_player() == 2
    state = say(state, "pass", "pass")
    assert state.phase is Phase.PLAY
    c = state.contract
    assert (c.strain, c.taker, c.multiplier) == (Strain.of_suit(suit), 1, 1)
    assert state.leader == 1  # the high bidder leads
    assert len(state.hand(1)) == 8 and state.turned_card in state.hand(1)  # the taker took the turned card


def test_sun_overcalls_hokum_and_later_players_may_sun_again():
    state = fresh()
    state = say(state, f"hokum {turned_suit(state).letter}", "sun")  # seat 1 Hokum, seat 2 Sun
    assert HOKUM[turned_suit(state)] not in state.legal_actions()
    state = say(state, "pass", "sun")  # seat 3 passes, seat 0 overcalls with Sun
    state = say(state, "pass")  # seat 1
    assert refused(state, "sun") == "sun_once"  # seat 2 already called Sun this deal
    state = say(state, "pass", "pass")  # seats 2, 3: three passes after the last Sun
    assert state.phase is Phase.PLAY  # a Sun at 0 - 0 cannot be doubled: no ladder
    assert (state.contract.strain, state.contract.taker) == (Strain.NO_TRUMPS, 0)


def test_ashkal_is_sun_for_the_partner_who_takes_the_turned_card():
    state = say(fresh(), "pass", "pass", "ashkal")  # seat 3 calls Ashkal: seat 1 plays Sun
    state = say(state, "pass", "pass", "pass")
    assert state.phase is Phase.PLAY
    assert (state.contract.strain, state.contract.taker) == (Strain.NO_TRUMPS, 1)
    assert state.turned_card in state.hand(1) and state.leader == 1


def test_ashkal_is_a_first_round_call():
    state = say(fresh(), "pass", "pass", "pass", "pass")
    assert state.auction.round == 2 and state.current_player() == 1
    state = say(state, "pass", "pass")
    assert refused(state, "ashkal") == "ashkal_round"


def test_round_two_hokum_names_another_suit_and_sun_ends_at_once():
    state = say(fresh(), "pass", "pass", "pass", "pass")
    turned = turned_suit(state)
    assert refused(state, f"hokum {turned.letter}") == "hokum_other_suit"
    other = next(s for s in Suit if s != turned)
    assert HOKUM[other] in state.legal_actions()
    ended = say(state, "sun")
    assert ended.phase is Phase.PLAY and ended.contract.taker == 1  # nobody may overcall a second-round Sun


def test_round_two_hokum_only_the_players_yet_to_speak_may_sun():
    state = say(fresh(), "pass", "pass", "pass", "pass", "pass")  # round 2: seat 1 passed
    other = next(s for s in Suit if s != turned_suit(state))
    state = say(state, f"hokum {other.letter}")  # seat 2
    assert state.current_player() == 3
    state = say(state, "pass", "pass")  # seats 3 and 0 (the dealer); seat 1 spoke already
    assert state.current_player() == 2 and state.legal_actions() == (PASS, SUN)
    state = say(state, "sun")  # the caller raises his Hokum to Sun: ends at once
    assert state.phase is Phase.PLAY and state.contract.strain is Strain.NO_TRUMPS


def test_dealer_hokum_in_round_two_confirms_at_once():
    state = say(fresh(), "pass", "pass", "pass", "pass", "pass", "pass", "pass")
    other = next(s for s in Suit if s != turned_suit(state))
    state = say(state, f"hokum {other.letter}")  # the dealer, seat 0
    assert state.current_player() == 0 and state.legal_actions() == (PASS, SUN)


def test_eight_passes_throw_the_deal_in():
    state = say(fresh(), *["pass"] * 8)
    assert state.is_terminal() and state.result().thrown_in


def hokum_ladder():
    state = fresh()
    state = say(state, f"hokum {turned_suit(state).letter}", "pass", "pass", "pass", "pass")
    assert state.auction.round == LADDER_ROUND
    return state


def test_the_doubling_ladder_goes_double_three_four_gahwa():
    state = hokum_ladder()
    assert state.current_player() == 2 and state.legal_actions() == (PASS, DOUBLE)
    view = state.view_for(2).auction
    assert view.doublers == frozenset({0, 2}) and not view.redoublers
    state = say(state, "double")  # seat 2
    assert state.current_player() == 3 and state.legal_actions() == (PASS, REDOUBLE)
    assert refused(state, "four") == "ladder_step"
    state = say(state, "pass")  # seat 3 (bidders) passes: his partner seat 1 may still answer
    assert state.current_player() == 1
    state = say(state, "redouble")  # x3
    assert state.current_player() == 2 and state.legal_actions() == (PASS, FOUR)
    state = say(state, "four")
    assert state.legal_actions() == (PASS, GAHWA)
    state = say(state, "gahwa")
    assert state.phase is Phase.PLAY and state.contract.multiplier == GAHWA_MULTIPLIER


def test_ladder_stops_when_the_team_to_answer_passes_twice():
    state = say(hokum_ladder(), "double", "pass", "pass")
    assert state.phase is Phase.PLAY and state.contract.multiplier == 2


def test_only_the_other_team_climbs_the_ladder():
    state = hokum_ladder()
    auction = AUCTIONS[TrumpScheme.SUN_HOKUM]
    assert auction.verify(state, DOUBLE, seat=2) is None
    assert auction.verify(state, DOUBLE, seat=3).params["why"] == "ladder_team"  # the Hokum caller's partner


@pytest.mark.parametrize("scores, doubled", [
    ((0, 0), False), ((101, 99), True), ((100, 50), False), ((120, 100), False), ((150, 0), True),
])
def test_sun_is_doubled_only_when_its_team_has_more_than_100_and_the_doublers_less(scores, doubled):
    state = say(fresh(scores=scores), "pass", "pass", "pass", "sun", "pass", "pass", "pass")  # seat 0: team 0
    if doubled:
        assert state.auction.round == LADDER_ROUND and DOUBLE in state.legal_actions()
    else:
        assert state.phase is Phase.PLAY and state.contract.multiplier == 1


def test_without_doubles_the_contract_closes_on_the_bid():
    import dataclasses

    rules = dataclasses.replace(BALOOT, allow_double=False)
    state = new_deal(rules, 0, deck=deck_cards(rules.deck))
    state = say(state, f"hokum {turned_suit(state).letter}", "pass", "pass", "pass", "pass")
    assert state.phase is Phase.PLAY


def test_calls_round_trip_as_text():
    for action in (*HOKUM, SUN, ASHKAL, FOUR, GAHWA):
        assert parse_action(str(action)) == action


def test_sun_hokum_needs_four_players_in_pairs():
    import dataclasses

    with pytest.raises(ValueError):
        dataclasses.replace(BALOOT, players=3, partnerships=False)
