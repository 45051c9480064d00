"""A table of any shape: the made-up rulesets of tests/rulesets.py (3 alone with 24 cards, 2 alone
with 16 cards each, 4 in pairs with 36 cards clockwise) play a whole deal through the main window,
with a pile, a colour and a caption for each side, names instead of "Us/Them" when everyone plays
alone, and name plates clear of the hands however many cards they hold."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from belote_desktop.ui import text
from belote_desktop.ui.table.layout import (
    PILE_MINE, PILE_TOP_LEFT, PILE_TOP_RIGHT, Geometry, Snapshot, compute, pile_spots, side_of,
)
from tests.rulesets import MADE_UP


def _play_one_deal(window, rules, seed):
    window.start_game(rules, seed=seed)
    c = window.controller
    c.auto_bots = False
    for _ in range(600):
        if c.awaiting_continue:
            return c.match.finished[-1]
        c.play_bot_move_now()  # every seat, the human's too
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("name", sorted(MADE_UP))
def test_a_whole_deal_on_every_table(window, qtbot, name):
    rules = MADE_UP[name]
    for seed in range(1, 8):
        deal = _play_one_deal(window, rules, seed)
        if not deal.thrown_in:
            break
    assert deal.is_terminal() and len(deal.tricks) == rules.hand_size
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    labels = text.team_names(rules, window.human, window.names())
    assert len(labels) == rules.team_count and len(set(labels)) == rules.team_count
    # the score sheet has a column per side, named as the table names them
    model = window.score_model
    assert model.columnCount() == 2 + rules.team_count
    headers = [model.headerData(2 + t, text.Qt.Orientation.Horizontal) for t in range(rules.team_count)]
    assert headers == list(labels)
    alone = rules.team_count == rules.players
    assert ("Us" in headers) != alone
    # the end-of-deal match line names every side when each plays alone
    line = window.end_panel.match_line.text()
    if alone:
        assert all(label in line for label in labels)
    # every side that won a trick has its caption on the felt, and no two piles lie in one place
    winners = {rules.team_of(t.winner) for t in deal.tricks}
    scene = window.scene
    shown = [t for t, cap in enumerate(scene.captions) if cap.isVisible()]
    view = deal.view_for(window.human)
    assert set(shown) == winners or window.end_panel.isVisible()  # captions may hide under the panel
    spots = pile_spots(tuple(rules.team_of(s) for s in range(rules.players)), view.seat,
                       rules.direction.value == "cw")
    assert len(set(spots)) == rules.team_count


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
    from belote_desktop.ui.table.scene import _taker_detail

    rules = dataclasses.replace(find_variant("coinche"), redouble_multiplier=3)
    deck = shuffled_deck(rules, 1)
    hands = [deck[i * 8:(i + 1) * 8] for i in range(4)]
    state = deal_with_contract(rules, 0, hands, Contract(Strain.SPADES, 1, 90, False, 4))
    assert _taker_detail(state.view_for(0)).endswith("×3")
