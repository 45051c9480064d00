"""The bots' declaration where a card sits in a carré and in a sequence (issue 56): the set worth most to the bot's
side against what was announced, not always the carré."""

from __future__ import annotations

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.ai.play.declaring import choose_declaration
from belote_desktop.engine import DECLARE, deck_cards, Card, Contract, Declare, Strain, deal_with_contract, find_variant

BOTH = "8D 9D 10D JD QD 10C 10H 10S"  # the quinte to the queen of diamonds, or the carré of tens


def _cards(text):
    return [Card.parse(t) for t in text.split()]


def _west_to_declare(south, variant="bulgarian"):
    """Clubs: South leads (having declared what he holds), West holds ``BOTH``."""
    rules = find_variant(variant)
    held = _cards(south) + _cards(BOTH)
    rest = [c for c in deck_cards(rules.deck) if c not in held]
    hands = [_cards(south), _cards(BOTH), rest[0::2], rest[1::2]]
    state = deal_with_contract(rules, 3, hands, Contract(Strain.CLUBS, 0, 0))
    if DECLARE in state.legal_actions():
        state = state.apply(DECLARE)
    state = state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.current == 1
    return state


@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert"])
def test_a_carre_beaten_in_its_own_comparison_gives_way_to_the_quinte(level):
    """Carrés and sequences are compared apart: South's carré of aces beats the carré of tens, nobody's sequence
    beats the quinte: the quinte scores 100 where the carré would score nothing."""
    state = _west_to_declare("AS AH AD AC 7S 8S 7H 8H")
    view = state.view_for(1)
    assert choose_declaration(view) == Declare(())
    assert choose_action(view, level, 0) == Declare(())
    after = state.apply(choose_action(view, level, 0))
    assert [str(m) for m in after.declared[1]] == ["quinte QD"]


def test_the_quinte_also_keeps_the_others_sequence_from_scoring():
    """South's quarte: the carré would win its comparison and leave South's side the sequences (100 to 50); the
    quinte wins the sequences and South's side scores nothing."""
    state = _west_to_declare("JS QS KS AS 7H 8H 7D 9C")
    assert choose_declaration(state.view_for(1)) == Declare(())


def test_where_the_best_declaration_takes_all_a_carre_beaten_only_as_a_sequence_stays():
    """Belote (the best declaration of all decides): South's carré of kings is below the carré of tens and above
    any quinte: the carré."""
    state = _west_to_declare("KS KH KD KC 7H 8H 7D 9C", "classic")
    assert Declare(()) in state.legal_actions()
    assert choose_declaration(state.view_for(1)) == DECLARE


def test_nothing_announced_the_usual_set():
    state = _west_to_declare("7S 8S 7H 8H AS AH 9C KD")
    assert choose_declaration(state.view_for(1)) == DECLARE
