"""The cards of a trick lie spread so that each one's corner index (rank and suit, top left) shows in full:
no card played after it covers it, whoever led, at the usual window sizes, in games of 2, 3 and 4
(pure geometry; the index box is the one card_art draws)."""

from __future__ import annotations

import itertools
import math

import pytest

from belote_desktop.engine import CARDS
from belote_desktop.ui.table.layout import CARD_ASPECT, Geometry, Snapshot, compute, index_share

SIZES = [(1366, 768), (1280, 800), (900, 650), (800, 560), (480, 400)]
Point = tuple[float, float]


def _corners(place, x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    """The box (x0, y0)-(x1, y1), in the card's own frame (origin at its centre), as it lies on the table."""
    a = math.radians(place.rotation)
    c, s = math.cos(a), math.sin(a)
    return [(place.x + x * c - y * s, place.y + x * s + y * c) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def _card(place) -> list[Point]:
    w, h = place.width, place.width * CARD_ASPECT
    return _corners(place, -w / 2, -h / 2, w / 2, h / 2)


def _index(place) -> list[Point]:
    w, h = place.width, place.width * CARD_ASPECT
    iw, ih = index_share(w)
    return _corners(place, -w / 2, -h / 2, -w / 2 + iw * w, -h / 2 + ih * h)


def _apart(a: list[Point], b: list[Point]) -> bool:
    """Whether two convex polygons are apart (an axis separates them)."""
    for poly in (a, b):
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
            nx, ny = y0 - y1, x1 - x0
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) <= min(pb) + 1e-6 or max(pb) <= min(pa) + 1e-6:
                return True
    return False


def _tricks(players: int):
    """Every seat leading, the other seats after it in turn."""
    for lead in range(players):
        yield [(lead + k) % players for k in range(players)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("clockwise", [False, True])
def test_every_trick_card_shows_its_index(size, players, clockwise):
    geo = Geometry(*size)
    cards = CARDS[:players]
    for order in _tricks(players):
        for human in range(players):
            trick = tuple((seat, cards[seat]) for seat in order)
            snap = Snapshot(players=players, human=human, dealer=0, clockwise=clockwise, hidden=(5,) * players,
                            hand=CARDS[10:15], trick=trick, team_of_seat=tuple(s % 2 for s in range(players)))
            places = [compute(snap, geo)[("card", card)] for _, card in trick]
            for i, j in itertools.combinations(range(players), 2):  # j is played after i: it lies over it
                assert places[j].z > places[i].z
                assert _apart(_index(places[i]), _card(places[j])), (size, players, order, human, i, j)


@pytest.mark.parametrize("size", SIZES)
def test_the_trick_stays_between_the_side_hands(size):
    geo = Geometry(*size)
    cards = CARDS[:4]
    snap = Snapshot(players=4, human=0, dealer=0, clockwise=False, hidden=(0, 8, 8, 8), hand=CARDS[10:18],
                    trick=tuple(enumerate(cards)))
    places = compute(snap, geo)
    trick = [_card(places[("card", c)]) for c in cards]
    for seat in (1, 2, 3):
        for i in range(8):
            assert all(_apart(card, _card(places[("back", seat, i)])) for card in trick)
    left = min(x for card in trick for x, _ in card)
    right = max(x for card in trick for x, _ in card)
    assert geo.margin < left and right < geo.width - geo.margin


def test_the_index_box_holds_the_drawn_index(qapp):
    """``index_share`` holds every corner index card_art draws, in English and French letters, at any width."""
    from PySide6.QtCore import QPointF

    from belote_desktop.engine.cards import Rank
    from belote_desktop.ui.table import card_art as art

    for width in (30, 40, 45, 52, 60, 82, 100, 140, 170):
        lay = art._Layout(width / art._W)
        iw, ih = index_share(width)
        for card in CARDS:
            for letters in (art.ENGLISH_LETTERS, ("V", "D", "R", "A")):
                wide = 1.3 if card.rank is Rank.TEN else 1.08
                rank = art._text_path(art._index_text(card.rank, letters), lay.index_cx, lay.margin_y, lay.rank_h,
                                      lay.col_w * wide)
                suit_cy = lay.margin_y + 1.24 * lay.rank_h + lay.suit_h / 2.0
                box = rank.boundingRect().united(art.suit_path(card.suit, QPointF(lay.index_cx, suit_cy),
                                                               lay.suit_h).boundingRect())
                assert box.right() <= iw * art._W and box.bottom() <= ih * art._H, (width, card, letters)
