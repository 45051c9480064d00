"""Table-driven tests of the play duties (follow, trump, overtrump, partner exemption, raise)."""

import dataclasses

import pytest

from belote_desktop.engine import PLAY, Card, IllegalActionError, Reason, Strain, find_variant

from .util import legal_cards, position

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")
NO_PARTNER_EXEMPTION = dataclasses.replace(CLASSIC, partner_exempts=False)
PARTNER_EXEMPTS_TRUMP_LEAD = dataclasses.replace(CLASSIC, partner_exempts_trump_lead=True)
NO_OVERTRUMP = dataclasses.replace(CLASSIC, must_overtrump=False)
NO_RAISE = dataclasses.replace(CLASSIC, must_raise_in_trump_lead=False)

# Seat 0 leads (dealer 3). Partners: 0 and 2, 1 and 3. Hearts are trumps unless said otherwise.
CASES = [
    # (name, rules, strain, hands, plays, legal cards of the player to act)
    ("follow suit", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "7S KS 7H 8H AD 10D KD QD"}, "AS", {"7S", "KS"}),
    ("void: must trump", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "7H 8H AD 10D KD QD 7C 8C"}, "AS", {"7H", "8H"}),
    ("void, no trump: any card", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "AD 10D KD QD 7C 8C 9C 10C"}, "AS", {"AD", "10D", "KD", "QD", "7C", "8C", "9C", "10C"}),
    ("must overtrump an opponent's trump", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H", {"JH"}),
    ("cannot overtrump: must still trump (undertrump)", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "JH 7D 8D 9D 7C 8C 9C 10C", 2: "7H 8H AD 10D KD QD JD AC"}, "AS JH", {"7H", "8H"}),
    ("overtrump off: any trump", NO_OVERTRUMP, Strain.HEARTS,
     {0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H", {"JH", "7H"}),
    ("partner holds the trick: free to discard", CLASSIC, Strain.HEARTS,
     {0: "AS", 1: "KS 7D 8D 9D 7C 8C 9C 10C", 2: "7H 8H AD 10D KD QD JD AC"}, "AS KS",
     {"7H", "8H", "AD", "10D", "KD", "QD", "JD", "AC"}),
    ("partner holds the trick, exemption off: must trump", NO_PARTNER_EXEMPTION, Strain.HEARTS,
     {0: "AS", 1: "KS 7D 8D 9D 7C 8C 9C 10C", 2: "7H 8H AD 10D KD QD JD AC"}, "AS KS", {"7H", "8H"}),
    ("partner trumped and holds: no duty to overtrump", CLASSIC, Strain.HEARTS,
     {0: "7S", 1: "7H AD 10D KD QD JD AC 10C", 2: "8S", 3: "8H 9H 7D 8D 9D 7C 8C 9C"}, "7S 7H 8S",
     {"8H", "9H", "7D", "8D", "9D", "7C", "8C", "9C"}),
    ("opponent trumped: overtrump", CLASSIC, Strain.HEARTS,
     {0: "7S", 1: "8S", 2: "10H AD 10D KD QD JD AC 10C", 3: "8H 9H 7D 8D 9D 7C 8C 9C"}, "7S 8S 10H",
     {"9H"}),
    ("trumps led: raise if you can", CLASSIC, Strain.HEARTS,
     {0: "10H", 1: "9H 7H AD 10D KD QD JD AC"}, "10H", {"9H"}),
    ("trumps led, only lower trumps: any trump", CLASSIC, Strain.HEARTS,
     {0: "10H", 1: "7H 8H AD 10D KD QD JD AC"}, "10H", {"7H", "8H"}),
    ("trumps led, raise even over the partner (classic)", CLASSIC, Strain.HEARTS,
     {0: "10H", 1: "7H 7D 8D 9D 7C 8C 9C 10C", 2: "AH 8H AD 10D KD QD JD AC"}, "10H 7H", {"AH"}),
    ("trumps led, partner exemption option", PARTNER_EXEMPTS_TRUMP_LEAD, Strain.HEARTS,
     {0: "10H", 1: "7H 7D 8D 9D 7C 8C 9C 10C", 2: "AH 8H AD 10D KD QD JD AC"}, "10H 7H", {"AH", "8H"}),
    ("trumps led, raise option off", NO_RAISE, Strain.HEARTS,
     {0: "10H", 1: "9H 7H AD 10D KD QD JD AC"}, "10H", {"9H", "7H"}),
    ("all trumps: raise in the led suit", COINCHE, Strain.ALL_TRUMPS,
     {0: "10S", 1: "9S 8S AD 10D KD QD JD AC"}, "10S", {"9S"}),
    ("all trumps: void means any card", COINCHE, Strain.ALL_TRUMPS,
     {0: "10S", 1: "AH 8H AD 10D KD QD JD AC"}, "10S", {"AH", "8H", "AD", "10D", "KD", "QD", "JD", "AC"}),
    ("no trumps: follow, no raise", COINCHE, Strain.NO_TRUMPS,
     {0: "10S", 1: "AS 8S AD 10D KD QD JD AC"}, "10S", {"AS", "8S"}),
    ("no trumps: void means any card", COINCHE, Strain.NO_TRUMPS,
     {0: "10S", 1: "AH 8H AD 10D KD QD JD AC"}, "10S", {"AH", "8H", "AD", "10D", "KD", "QD", "JD", "AC"}),
]


@pytest.mark.parametrize("name, rules, strain, hands, plays, expected", CASES, ids=[c[0] for c in CASES])
def test_legal_cards(name, rules, strain, hands, plays, expected):
    state = position(hands, plays, strain=strain, rules=rules)
    assert legal_cards(state) == expected


REASONS = [
    ({0: "AS", 1: "7S KS 7H 8H AD 10D KD QD"}, "AS", "AD", Reason.MUST_FOLLOW_SUIT),
    ({0: "AS", 1: "7H 8H AD 10D KD QD 7C 8C"}, "AS", "AD", Reason.MUST_TRUMP),
    ({0: "AS", 1: "9H 7D 8D 9D 7C 8C 9C 10C", 2: "JH 7H AD 10D KD QD JD AC"}, "AS 9H", "7H", Reason.MUST_OVERTRUMP),
    ({0: "10H", 1: "9H 7H AD 10D KD QD JD AC"}, "10H", "7H", Reason.MUST_RAISE),
    ({0: "AS"}, "AS", "JH", Reason.NOT_IN_HAND),
]


@pytest.mark.parametrize("hands, plays, card, reason", REASONS, ids=[r[3].name for r in REASONS])
def test_illegal_cards_give_reasons(hands, plays, card, reason):
    state = position(hands, plays)
    action = PLAY[Card.parse(card).index]
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    assert caught.value.reason is reason
    assert state.why_illegal(action).reason is reason
    if reason is Reason.MUST_OVERTRUMP:
        assert str(caught.value.params["to_beat"]) == "9H"
        assert [str(c) for c in caught.value.params["higher"]] == ["JH"]
        assert caught.value.params["winner"] == 1


def test_trick_winner_and_next_leader():
    hands = {0: "AS", 1: "KS 7D 8D 9D 7C 8C 9C KC", 2: "7H AD 10D KD QD JD AC 10C", 3: "10S"}
    state = position(hands, "AS KS 7H", strain=Strain.HEARTS)
    assert state.trick_winner == 2
    state = state.apply(PLAY[Card.parse("10S").index])
    assert state.tricks[-1].winner == 2 and state.current_player() == 2
    assert state.team_points == (11 + 4 + 0 + 10, 0)


def test_off_suit_discard_never_wins():
    state = position({0: "7S", 1: "AD 10D KD QD 7C 8C 9C 10C"}, "7S AD", strain=Strain.HEARTS)
    assert state.trick_winner == 0
