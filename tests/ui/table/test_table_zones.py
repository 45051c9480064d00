"""Kitty and table cards have their places: a row in front of each player, between his hand and the
middle, clear of every hand, name plate, pile, the trick, the turned card and the pack, at the usual
window sizes for tables of 2, 3 and 4 (pure geometry)."""

from __future__ import annotations

import math

import pytest

from belote_desktop.engine import CARDS
from belote_desktop.ui.table.layout import (
    CARD_ASPECT,
    PILE_MINE,
    PILE_TOP_LEFT,
    PILE_TOP_RIGHT,
    Geometry,
    Snapshot,
    compute,
)
from belote_desktop.learn.table_words import side_of

SIZES = [(900, 650), (1280, 800)]
OPEN_CARDS = (4, True)  # four face-down cards, each covered by a face-up one
DECOUVERTE = (8, True)
LOOSE = (3, False)  # face-up cards covering nothing


def _box(place):
    w, h = place.width, place.width * CARD_ASPECT
    a = math.radians(place.rotation)
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    return place.x - bw / 2, place.y - bh / 2, bw, bh


def _overlap(a, b, slack=0.5):
    return (a[0] + slack < b[0] + b[2] and b[0] + slack < a[0] + a[2]
            and a[1] + slack < b[1] + b[3] and b[1] + slack < a[1] + a[3])


def _snapshot(players, hand, kitty, columns, phase_cards):
    cards = list(CARDS)
    take = iter(cards)
    table = []
    for _ in range(players):
        count, covered = columns
        table.append(tuple((covered, next(take)) for _ in range(count)))
    mine = tuple(next(take) for _ in range(hand))
    teams = tuple(range(players)) if players != 4 else (0, 1, 0, 1)
    spots = (PILE_MINE, PILE_TOP_LEFT, PILE_TOP_RIGHT)[: max(teams) + 1]
    snap = Snapshot(players=players, human=0, dealer=players - 1, clockwise=False, hand=mine,
                    hidden=(0,) + (hand,) * (players - 1), kitty=(kitty,) * players, table=tuple(table),
                    team_of_seat=teams, pile_spots=spots)
    rest = [c for c in cards if c not in mine and all(c != u for cols in table for _, u in cols)]
    if phase_cards == "bidding":
        return snap.with_(turned=rest[0], deck=6)
    trick = tuple((s, rest[s]) for s in range(players))
    piles = tuple(tuple(rest[players + 4 * t: players + 4 * t + 4]) for t in range(len(spots)))
    return snap.with_(trick=trick, piles=piles)


def _groups(snap, places):
    """Every place by what it belongs to: ("zone", seat, column) for kitty and table cards, else its own."""
    zone_cards = {u: (seat, slot) for seat, cols in enumerate(snap.table) for slot, (_, u) in enumerate(cols)}
    out = {}
    for key, place in places.items():
        if key[0] == "kitty":
            group = ("zone", key[1], "kitty")
        elif key[0] == "table":
            group = ("zone", key[1], key[2])
        elif key[0] == "card" and key[1] in zone_cards:
            group = ("zone", *zone_cards[key[1]])
        elif key[0] == "back":
            group = ("hand", key[1])
        elif key[0] == "card" and key[1] in snap.hand:
            group = ("hand", snap.human)
        elif key[0] == "deck":
            group = ("deck",)
        elif key[0] == "card" and any(key[1] in p for p in snap.piles):
            group = ("pile", next(t for t, p in enumerate(snap.piles) if key[1] in p))
        else:
            group = key
        out.setdefault(group, []).append(_box(place))
    return out


CASES = [(players, hand, kitty, columns)
         for players in (2, 3, 4) for hand in (5, 8, 9) for kitty, columns in ((3, OPEN_CARDS), (2, (0, True)),
                                                                              (0, LOOSE), (1, OPEN_CARDS))]
CASES += [(2, hand, 0, DECOUVERTE) for hand in (0, 8)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("phase", ["bidding", "playing"])
@pytest.mark.parametrize("players,hand,kitty,columns", CASES)
def test_kitty_and_table_cards_overlap_nothing_else(size, phase, players, hand, kitty, columns):
    geo = Geometry(*size)
    snap = _snapshot(players, hand, kitty, columns, phase)
    places = compute(snap, geo)
    groups = _groups(snap, places)
    zone_keys = [g for g in groups if g[0] == "zone"]
    assert len({g[1] for g in zone_keys}) == players
    others = {g: boxes for g, boxes in groups.items() if g[0] != "zone"}
    for seat in range(players):
        side = side_of(seat, 0, players, False)
        others[("plate", seat)] = [(lambda r: (r.x, r.y, r.w, r.h))(geo.plate_rect(side, hand))]
    info = geo.info_rect(hand)
    others[("info",)] = [(info.x, info.y, info.w, info.h)]
    for group in zone_keys:
        for box in groups[group]:
            assert box[0] >= 0 and box[1] >= 0 and box[0] + box[2] <= size[0] and box[1] + box[3] <= size[1], group
            for other, boxes in others.items():
                assert not any(_overlap(box, b) for b in boxes), (group, other)
            for same in zone_keys:  # columns and kitty stacks apart from each other
                if same != group:
                    assert not any(_overlap(box, b) for b in groups[same]), (group, same)


@pytest.mark.parametrize("size", SIZES)
def test_the_face_up_card_lies_over_the_face_down_one_it_covers(size):
    snap = _snapshot(2, 5, 0, OPEN_CARDS, "bidding")
    places = compute(snap, Geometry(*size))
    for seat in (0, 1):
        for slot, (_, up) in enumerate(snap.table[seat]):
            down, face = places[("table", seat, slot, "down")], places[("card", up)]
            assert face.face_up and not down.face_up and face.z > down.z
            assert _overlap(_box(down), _box(face))  # it covers it...
            assert 0 < abs(face.y - down.y) < down.width * CARD_ASPECT * 0.4  # ...a little offset
    assert places[("card", snap.table[0][0][1])].y < places[("table", 0, 0, "down")].y  # toward the middle


def test_kitty_cards_are_a_face_down_stack_in_front_of_each_player():
    snap = _snapshot(4, 8, 3, (0, True), "bidding")
    geo = Geometry(1280, 800)
    places = compute(snap, geo)
    for seat in range(4):
        stack = [places[("kitty", seat, i)] for i in range(3)]
        assert not any(p.face_up for p in stack)
        assert max(p.x for p in stack) - min(p.x for p in stack) < geo.zone * 0.5
        hand = [p for k, p in places.items() if (k[0] == "back" and k[1] == seat) or (seat == 0 and k[0] == "card"
                                                                                      and k[1] in snap.hand)]
        hx = sum(p.x for p in hand) / len(hand)
        hy = sum(p.y for p in hand) / len(hand)
        # between the hand and the middle of the table
        assert math.dist((stack[0].x, stack[0].y), (geo.cx, geo.cy)) < math.dist((hx, hy), (geo.cx, geo.cy))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("reserve", [120.0, 180.0])
def test_the_turned_card_stays_between_the_top_row_and_the_bidding_panel(size, reserve):
    geo = Geometry(*size, reserve=reserve)
    snap = _snapshot(2, 5, 0, OPEN_CARDS, "bidding")
    places = compute(snap, geo)
    turned = _box(places[("card", snap.turned)])
    top_row = [_box(p) for k, p in places.items() if (k[0] == "table" and k[1] == 1)
               or (k[0] == "card" and k[1] in {u for _, u in snap.table[1]})]
    assert turned[1] >= max(b[1] + b[3] for b in top_row)
    assert turned[1] + turned[3] <= geo.hand_top() - geo.margin - reserve
    assert turned[2] >= 0.45 * geo.big - 0.01  # still a card one can read


def test_snapshot_from_view_lays_out_the_zones_and_leaves_them_out_of_the_pack():
    from belote_desktop.engine import new_deal
    from belote_desktop.ui.table.layout import snapshot_from_view
    from tests.engine.test_deal import DECOUVERTE_DEAL, OPEN_CARDS_DEAL, TARABISH_DEAL

    snap = snapshot_from_view(new_deal(OPEN_CARDS_DEAL, dealer=0, seed=3).view_for(0))
    assert [len(cols) for cols in snap.table] == [4, 4] and all(d and u for cols in snap.table for d, u in cols)
    assert snap.deck == 32 - 2 * 5 - 2 * 8 - 1 and snap.turned is not None
    snap = snapshot_from_view(new_deal(TARABISH_DEAL, dealer=0, seed=3).view_for(1))
    assert snap.kitty == (3, 3, 3, 3) and snap.deck == 0 and not any(snap.table)
    deal = new_deal(DECOUVERTE_DEAL, dealer=1, seed=5)
    snap = snapshot_from_view(deal.view_for(0))
    assert snap.turned is None and snap.deck == 0  # the turned card lies in the dealer's layout
    assert CARDS[deal.turned] in {u for _, u in snap.table[1]}
