"""A table of any shape: each side piles its tricks in its own place, name plates stay clear of the hands
however many cards they hold, and the taker's plate shows the multiplier the rules apply. (Every ruleset,
the made-up tables of tests/rulesets.py too, plays a whole deal in the window: test_every_game_window.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from belote_desktop.ui.table.layout import (
    PILE_MINE,
    PILE_TOP_LEFT,
    PILE_TOP_RIGHT,
    Geometry,
    Snapshot,
    compute,
    pile_spots,
)
from belote_desktop.learn.table_words import side_of


@pytest.mark.parametrize("team_of_seat, human, expected", [
    ((0, 1, 0, 1), 0, (PILE_MINE, PILE_TOP_LEFT)),
    ((0, 1), 0, (PILE_MINE, PILE_TOP_LEFT)),
    ((0, 1, 2), 0, (PILE_MINE, PILE_TOP_RIGHT, PILE_TOP_LEFT)),  # seat 1 on the right, seat 2 on the left
    ((0, 1, 2), 1, (PILE_TOP_LEFT, PILE_MINE, PILE_TOP_RIGHT)),
])
def test_each_side_piles_its_tricks_in_its_own_place(team_of_seat, human, expected):
    assert pile_spots(team_of_seat, human, clockwise=False) == expected


@pytest.mark.parametrize("players, hidden, hand", [(4, (0, 9, 9, 9), 9), (3, (0, 8, 8), 8), (2, (0, 16), 16)])
@pytest.mark.parametrize("size", [(900, 650), (1280, 800)])
def test_plates_are_sized_by_the_real_hand(players, hidden, hand, size):
    from belote_desktop.engine import Card

    geo = Geometry(*size)
    snap = Snapshot(players=players, human=0, dealer=0, clockwise=False, hand=tuple(Card.parse(c) for c in (
        "7S 8S 9S 10S JS QS KS AS 7H 8H 9H 10H JH QH KH AH".split())[:hand]), hidden=hidden)
    places = compute(snap, geo)
    for seat in range(1, players):
        side = side_of(seat, 0, players, False)
        plate = geo.plate_rect(side, hidden[seat])
        plate_rect = QRectF(plate.x, plate.y, plate.w, plate.h)
        for i in range(hidden[seat]):
            p = places[("back", seat, i)]
            w, h = p.width, p.width * 1.4
            if round(p.rotation) % 180 == 90:  # a side hand lies across
                w, h = h, w
            card = QRectF(p.x - w / 2, p.y - h / 2, w, h)
            assert not plate_rect.intersects(card), (players, seat, i)


def test_the_taker_plate_shows_the_multiplier_the_rules_apply():
    import dataclasses

    from belote_desktop.engine import Contract, Strain, deal_with_contract, find_variant, shuffled_deck
    from belote_desktop.ui.table.decor_words import taker_detail

    rules = dataclasses.replace(find_variant("coinche"), redouble_multiplier=3)
    deck = shuffled_deck(rules, 1)
    hands = [deck[i * 8:(i + 1) * 8] for i in range(4)]
    state = deal_with_contract(rules, 0, hands, Contract(Strain.SPADES, 1, 90, False, 4))
    assert taker_detail(state.view_for(0)).endswith("×3")
