"""A card in a carré and in a sequence, where a card counts once (issue 56): the engine offers both sets of
declarations (the usual one, ``DECLARE``, and the other as ``Declare(carres)``), and each declares what it says."""

from __future__ import annotations

from belote_desktop.engine import DECLARE, Card, Contract, Declare, Rank, Strain, deal_with_contract, find_variant
from belote_desktop.engine.actions import parse_action
from belote_desktop.engine.cards import mask_of
from belote_desktop.engine.declarations import chosen_melds, declaration_choices
from belote_desktop.engine.record import record, replay
from belote_desktop.net.wire import action_from_json, action_to_json

BOTH = "8D 9D 10D JD QD 10C 10H 10S"  # the quinte to the queen of diamonds, or the carré of tens: 10♦ is in both


def _cards(text):
    return [Card.parse(t) for t in text.split()]


def bulgarian_deal():
    """Bulgarian Belot, clubs: West (seat 1) holds both; South, before him, a carré of aces."""
    hands = [_cards("AS AH AD AC 7S 8S 7H 8H"), _cards(BOTH), _cards("9S JS 9H JH 7D KD 7C 9C"),
             _cards("QS KS QH KH 8C JC QC KC")]
    return deal_with_contract(find_variant("bulgarian"), 3, hands, Contract(Strain.CLUBS, 0, 0))


def test_the_usual_set_and_the_other_one_are_both_offered():
    rules = find_variant("bulgarian")
    table = rules.meld_rules.table
    choices = declaration_choices(mask_of(_cards(BOTH)), None, table)
    assert [(ranks, [str(m) for m in melds]) for ranks, melds in choices] == [
        (None, ["carre 10"]), ((), ["quinte QD"])]
    state = bulgarian_deal().apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.current == 1
    legal = state.legal_actions()
    assert DECLARE in legal and Declare(()) in legal
    assert [str(m) for m in state.apply(Declare(())).declared[1]] == ["quinte QD"]
    assert [str(m) for m in state.apply(DECLARE).declared[1]] == ["carre 10"]


def test_no_choice_where_every_declaration_fits_in_one_set_or_a_card_may_count_twice():
    table = find_variant("bulgarian").meld_rules.table
    apart = mask_of(_cards("10D 10C 10H 10S QS KS AS 7H"))  # the carré and a tierce share no card
    assert [ranks for ranks, _ in declaration_choices(apart, None, table)] == [None]
    import dataclasses
    twice = dataclasses.replace(table, reuse_cards=True)
    assert [ranks for ranks, _ in declaration_choices(mask_of(_cards(BOTH)), None, twice)] == [None]


def test_a_longer_run_leaves_a_tierce_beside_the_carre():
    table = find_variant("bulgarian").meld_rules.table
    mask = mask_of(_cards("8D 9D 10D JD QD KD 10C 10H"))  # no carré: only three tens beside 10♦
    assert len(declaration_choices(mask, None, table)) == 1
    mask = mask_of(_cards("9D 10D JD QD KD 10C 10H 10S"))
    choices = declaration_choices(mask, None, table)
    assert [(ranks, [str(m) for m in melds]) for ranks, melds in choices] == [
        (None, ["carre 10", "tierce KD"]), ((), ["quinte KD"])]
    assert [str(m) for m in chosen_melds(mask, None, table, (Rank.TEN,))] == ["carre 10", "tierce KD"]


def test_the_other_set_is_written_read_and_sent_as_itself():
    for action in (Declare(()), Declare((Rank.TEN,)), Declare((Rank.NINE, Rank.JACK)), DECLARE):
        assert parse_action(str(action)) == action
        assert action_from_json(action_to_json(action), find_variant("bulgarian")) == action
    assert str(Declare(())) == "declare sequences" and str(Declare((Rank.TEN,))) == "declare carres 10"
    state = bulgarian_deal().apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    state = state.apply(Declare(()))
    again = replay(record(state))
    assert again.history == state.history and again.declared == state.declared
