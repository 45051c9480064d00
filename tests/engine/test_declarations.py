"""Declarations: what counts, their values, and which one wins (seed 000 and seeds 002/003)."""

import pytest

from belote_desktop.engine import Card, Suit, mask_of
from belote_desktop.engine.declarations import Meld, MeldKind, best_melds, winning_seat

from .util import cards


def melds_of(text, trump=None):
    return [str(m) for m in best_melds(mask_of(cards(text)), trump)]


@pytest.mark.parametrize("hand, expected", [
    ("7H 8H 9H AS KD QC 7C 9D", ["tierce 9H"]),
    ("7H 8H 9H 10H AS KD QC 7C", ["quarte 10H"]),
    ("7H 8H 9H 10H JH AS KD QC", ["quinte JH"]),
    ("7H 8H 9H 10H JH QH KH AH", ["quinte AH"]),  # five or more: a quinte
    ("JS JH JD JC 7H 8S 9D AC", ["carre J"]),
    ("9S 9H 9D 9C 7H 8S JD AC", ["carre 9"]),
    ("AS AH AD AC 7H 8S JD 9C", ["carre A"]),
    ("8S 8H 8D 8C 7H 9S JD AC", []),  # four eights do not count
    ("7S 8S AS KH QD JC 9H 10D", []),
    ("JS JH JD JC 7H 8H 9H AS", ["carre J", "tierce 9H"]),
])
def test_melds_found(hand, expected):
    assert melds_of(hand) == expected


def test_values():
    values = {str(m): m.points for m in best_melds(mask_of(cards("JS JH JD JC 9S 9H 9D 9C")), None)}
    assert values == {"carre J": 200, "carre 9": 150}
    assert best_melds(mask_of(cards("7D 8D 9D 10D KS QS JS AH")), None)[0].points == 50


def test_a_card_is_not_used_twice():
    # J♥ is in the carré and would complete a tierce 9-10-J: it may only count once (seed 000)
    found = best_melds(mask_of(cards("JS JH JD JC 9H 10H 7S 8C")), None)
    assert [str(m) for m in found] == ["carre J"]
    used = [c for m in found for c in m.cards]
    assert len(used) == len(set(used))


def _meld(kind, points, top, length=None):
    top_card = Card.parse(top)
    return Meld(kind, points, top_card, (top_card,) * (length or 3))


def test_seed_example_four_jacks_beat_tens_tierce_and_quinte():
    # seeds 002/003: A declares four tens, B a tierce, C a quinte, D four jacks: D wins.
    # (Four tens and four jacks leave no quinte in a 32-card deck, so the example is checked on the
    # declarations themselves.)
    declared = {
        0: (_meld(MeldKind.CARRE, 100, "10S", 4),),
        1: (_meld(MeldKind.TIERCE, 20, "9D"),),
        2: (_meld(MeldKind.QUINTE, 100, "KC", 5),),
        3: (_meld(MeldKind.CARRE, 200, "JS", 4),),
    }
    assert winning_seat(declared, [0, 1, 2, 3], Suit.HEARTS) == 3


@pytest.mark.parametrize("a, b, trump, winner", [
    ((MeldKind.CARRE, 100, "10S"), (MeldKind.QUINTE, 100, "AC"), None, 0),  # carré above quinte
    ((MeldKind.CARRE, 100, "QS"), (MeldKind.CARRE, 100, "AS"), None, 1),  # aces above queens
    ((MeldKind.CARRE, 150, "9S"), (MeldKind.CARRE, 100, "AS"), None, 0),
    ((MeldKind.TIERCE, 20, "KD"), (MeldKind.TIERCE, 20, "AC"), None, 1),  # higher top card
    ((MeldKind.QUARTE, 50, "9D"), (MeldKind.TIERCE, 20, "AC"), None, 0),  # longer first
    ((MeldKind.TIERCE, 20, "AD"), (MeldKind.TIERCE, 20, "AC"), Suit.CLUBS, 1),  # equal: trump wins
    ((MeldKind.TIERCE, 20, "AD"), (MeldKind.TIERCE, 20, "AC"), Suit.HEARTS, 0),  # equal: first in turn
])
def test_ranking(a, b, trump, winner):
    declared = {0: (_meld(*a),), 1: (_meld(*b),)}
    assert winning_seat(declared, [0, 1, 2, 3], trump) == winner
    # from the other side of the table, the position tie-break flips only the fully equal case
    flipped = winning_seat(declared, [1, 2, 3, 0], trump)
    full_tie = a[1:] == b[1:] or (a[1] == b[1] and a[0] == b[0] and Card.parse(a[2]).rank == Card.parse(b[2]).rank
                                    and trump not in (Card.parse(a[2]).suit, Card.parse(b[2]).suit))
    assert flipped == (1 if full_tie else winner)
