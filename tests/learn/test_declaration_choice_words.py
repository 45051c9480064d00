"""The declare panel's words where a card sits in a carré and in a sequence (issue 70): for each set, what it does
against the declarations already announced, held to what the engine then scores at the end of the deal.

The position of the report (Belot for 2 with open cards): the other player declared a tierce; the player holds the
carré of tens and the quinte to the queen of diamonds, the ten of diamonds in both. The carré is preselected (both
are worth 100, and a carré ranks higher), yet carrés and sequences are compared apart: the carré leaves the
tierce scoring, the quinte beats it."""

from __future__ import annotations

import random

import pytest

from belote_desktop.ai.play.declaring import choose_declaration
from belote_desktop.engine import DECLARE, Card, Contract, Declare, Strain, deal_with_contract, deck_cards, find_variant
from belote_desktop.engine.state import deal_layout_with_contract
from belote_desktop.ui.bidding.declare_offer import declaration_choice_words

BOTH = "8D 9D 10D JD QD 10C 10H 10S"  # the quinte to the queen of diamonds, or the carré of tens


def _cards(words):
    return [Card.parse(t) for t in words.split()]


def _open_cards_position(theirs: str):
    """Belot for 2 with open cards, hearts, the dealer South: West (seat 1) leads, declares and plays; South (seat
    0) then holds ``BOTH`` among his hand and face-up cards. The layout is read from the deal script: the cards go
    where the script deals each seat's hand and face-up cards."""
    rules = find_variant("belot_2p_open")
    contract = Contract(Strain.HEARTS, 1, 0)
    deck = deck_cards(rules.deck)
    laid = deal_layout_with_contract(rules, 0, deck, contract)
    spots = {seat: [deck.index(c) for c in laid.view_for(seat).hand]
             + [deck.index(t.card) for t in laid.view_for(seat).table_up[seat]] for seat in range(2)}
    wanted = {0: _cards(BOTH + " 7C AC 7H AS"), 1: _cards(theirs)}
    order: list[Card | None] = [None] * len(deck)
    for seat, cards in wanted.items():
        for spot, card in zip(spots[seat], cards):
            order[spot] = card
    used = {c for cards in wanted.values() for c in cards}
    rest = iter(c for c in deck if c not in used)
    state = deal_layout_with_contract(rules, 0, [c if c is not None else next(rest) for c in order], contract)
    assert state.current == 1
    state = state.apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.current == 0
    return state


def _meld_points_after(state, action):
    """The declarations' points per side at the end of the deal once ``action`` is declared (random legal play,
    every side taking a trick, so that no side loses its declarations for want of one)."""
    for seed in range(50):
        rng = random.Random(seed)
        after = state.apply(action)
        while not after.is_terminal():
            after = after.apply(rng.choice(after.legal_actions()))
        result = after.result()
        if all(result.card_points):
            return result.meld_points
    raise AssertionError("no play-out where both sides took a trick")


def test_the_report_position_says_what_each_set_does_against_the_tierce():
    state = _open_cards_position("7S 8S 9S JC QC 8H AD 9C KH 7D KS AH")  # a tierce, nothing else
    view = state.view_for(0)
    assert [a for a in view.legal_actions if isinstance(a, Declare)] == [DECLARE, Declare(())]
    words = declaration_choice_words(view, ["South", "West"])
    carre = _meld_points_after(state, DECLARE)
    quinte = _meld_points_after(state, Declare(()))
    assert carre == (100, 20) and quinte == (100, 0)  # the engine: the carré leaves the tierce scoring
    assert f"Four Tens (100): you score {carre[0]}, but West's declarations still score too: Tierce (20)." in words
    assert f"Quinte (100): beats West's declarations, so only yours score ({quinte[0]})." in words
    assert "Against what has been declared, Quinte (100) brings you more." in words
    assert choose_declaration(view) == Declare(())  # what the bots weigh, the words say
    assert "ranks higher" in words  # why the carré is still preselected


def test_nothing_to_compare_with_before_anyone_declares():
    """South leads: nobody has declared, so no set is said to beat anything."""
    rules = find_variant("bulgarian")
    mine = _cards(BOTH)
    rest = [c for c in deck_cards(rules.deck) if c not in mine]
    state = deal_with_contract(rules, 3, [mine, rest[0:8], rest[8:16], rest[16:24]], Contract(Strain.CLUBS, 0, 0))
    view = state.view_for(0)
    words = declaration_choice_words(view)
    assert "one declaration only" in words and "compared apart" in words
    assert "declarations score" not in words and "still score" not in words and "brings" not in words


def _east_declared_then_south(variant: str, east: str):
    """A game of four, clubs, the dealer South: East leads, declares ``east`` and plays; North and West play without
    declaring; South, holding ``BOTH``, is to declare."""
    rules = find_variant(variant)
    held = _cards(BOTH) + _cards(east)
    rest = [c for c in deck_cards(rules.deck) if c not in held]
    hands = [_cards(BOTH), _cards(east), rest[0:8], rest[8:16]]
    state = deal_with_contract(rules, 0, hands, Contract(Strain.CLUBS, 0, 0))
    assert state.current == 1
    state = state.apply(DECLARE)
    for _ in range(3):  # East's card, then North's and West's
        state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.current == 0
    return state


@pytest.mark.parametrize("variant, theirs, carre, quinte", [
    # the best declaration takes all: East's carré of kings is below the tens and above any quinte
    ("classic", "KS KH KD KC 7H 8H 7D 9C",
     ((100, 0), "Four Tens (100): beats East's declarations, so only your side's score (100)."),
     ((0, 100), "Quinte (100): loses to East's Four Kings (100), so only East's declarations score.")),
    # carrés apart from sequences: East's carré of aces beats the tens; the quinte scores beside it
    ("bulgarian", "AS AH AD AC 7S 8S 7H 8H",
     ((0, 100), "Four Tens (100): loses to East's Four Aces (100), so only East's declarations score."),
     ((100, 100), "Quinte (100): your side scores 100, but East's declarations still score too: Four Aces (100).")),
])
def test_each_set_is_said_as_the_engine_scores_it(variant, theirs, carre, quinte):
    state = _east_declared_then_south(variant, theirs)
    view = state.view_for(0)
    words = declaration_choice_words(view, ["South", "East", "North", "West"])
    for action, (points, said) in ((DECLARE, carre), (Declare(()), quinte)):
        assert _meld_points_after(state, action) == points  # the engine at the end of the deal
        assert said in words
    best = "Quinte (100)" if quinte[0][0] - quinte[0][1] > carre[0][0] - carre[0][1] else None
    assert (f"Against what has been declared, {best} brings your side more." in words) == (best is not None)
    assert choose_declaration(view) == (Declare(()) if best else DECLARE)


def test_suggest_names_the_set_it_suggests():
    """Suggest proposes the bots' set (the quinte here) and its reason names that set, not the usual one."""
    from belote_desktop.learn.suggest import suggestion_reason

    state = _open_cards_position("7S 8S 9S JC QC 8H AD 9C KH 7D KS AH")
    view = state.view_for(0)
    reason = suggestion_reason(view, Declare(()))
    assert "quinte" in reason and "four tens" not in reason
    assert "four tens" in suggestion_reason(view, DECLARE)
