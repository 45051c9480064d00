"""Where the pack (talon) lies: in front of the dealer, clear of his name plate and its bubble, of the bidding
panel and of the turned card. Pure geometry, read from the table's ``layout.Geometry``."""

from __future__ import annotations

from typing import Protocol

from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP
from .shapes import CARD_ASPECT, Rect


class PackGeometry(Protocol):
    """What the pack's place reads of the table's geometry (``layout.Geometry``)."""

    width: float
    height: float
    margin: float
    small: float
    trick: float
    pile: float
    plate_h: float
    cx: float
    top_y: float
    side_y: float
    left_x: float
    bare: frozenset[int]
    zone_sides: frozenset[int]

    @property
    def zone_depth(self) -> float: ...
    def layout_depth(self) -> float: ...
    def zone_row(self, side: int, length: float = 0.0, hand_count: int = 8) -> tuple[float, float]: ...
    def hand_span(self, side: int, count: int) -> float: ...
    def panel_top(self) -> float: ...
    def plate_rect(self, side: int, count_in_hand: int = 8) -> Rect: ...
    def info_rect(self, hand_count: int = 0) -> Rect: ...


def deck_place(geo: PackGeometry, side: int, hand_count: int = 8) -> tuple[float, float, float]:
    """The pack (talon) in front of the dealer on ``side``, in the size of the other hands'
    cards: clear of his name plate and its bubble, of the bidding panel and of the turned card;
    the human's beside his hand on the right (the bidding panel lies in front of him)."""
    m, sw = geo.margin, geo.small
    sh = sw * CARD_ASPECT
    if side == BOTTOM:
        return geo.width - 2 * m - sw / 2, geo.height - m - sh / 2, 0.0
    if side == TOP:
        return _top_deck_place(geo, hand_count)
    return _side_deck_place(geo, side, hand_count)


def _top_deck_place(geo: PackGeometry, hand_count: int) -> tuple[float, float, float]:
    m, sw = geo.margin, geo.small
    sh = sw * CARD_ASPECT
    pad = 0.62 * sw  # half a card and its shadow
    front = geo.top_y + sh / 2  # the top player's hand, or his row of table cards, ends here
    if TOP in geo.zone_sides:
        front = geo.zone_row(TOP)[1] + (geo.layout_depth() if TOP in geo.bare else geo.zone_depth) / 2
    y = front + m + sh / 2
    if y + sh / 2 + 0.2 * sw > geo.panel_top() - m:
        # a tall panel: beside the hand, on its left; in the top left corner if the panel may reach there
        # (a low table, whose panel rises to the top hand's row; the trick piles come after the auction)
        x = geo.cx - geo.hand_span(TOP, hand_count) / 2 - m - pad
        if geo.panel_top() - m < geo.top_y + sh / 2:
            x = 2 * m + pad
        return x, geo.top_y, 0.0
    return geo.cx - geo.trick / 2 - m - pad, y, 0.0  # left of the turned card


def _side_deck_place(geo: PackGeometry, side: int, hand_count: int) -> tuple[float, float, float]:
    m, sw = geo.margin, geo.small
    sh = sw * CARD_ASPECT
    zone = geo.zone_depth + m if side in geo.zone_sides else 0.0
    pad = 0.62 * sw  # half a card and its shadow
    plate = geo.plate_rect(side, hand_count)
    low, high = plate.y + plate.h + 2 * m + pad, geo.panel_top() - m - pad
    if low <= high:
        y = max(low, min(geo.side_y, high))
        x = geo.left_x + sh / 2 + m + zone + sh / 2
    else:
        x, y = geo.left_x, _deck_y_in_column(geo, side, plate, hand_count)
    return (x, y, 90.0) if side == LEFT else (geo.width - x, y, -90.0)


def _deck_y_in_column(geo: PackGeometry, side: int, plate: Rect, hand_count: int) -> float:
    """A tall panel: the pack in the dealer's column, below his hand, else above his name plate."""
    m = geo.margin
    sh = geo.small * CARD_ASPECT
    pad = 0.62 * geo.small
    x = geo.left_x
    y = geo.side_y + geo.hand_span(side, hand_count) / 2 + m + pad
    if side == LEFT:
        lowest = geo.info_rect().y - geo.plate_h - m - pad  # the human's bubble, bottom left
    else:  # the human's pile of tricks, bottom right
        lowest = geo.height - m - geo.pile * CARD_ASPECT * 1.1 - m - pad
    if (
        y > lowest
        and plate.y - m - 2 * pad >= m
        and not _near_top_plate(
            geo, _box(geo.width - x if side == RIGHT else x, plate.y - m - pad, sh / 2, pad), hand_count
        )
    ):
        y = plate.y - m - pad
    return y


def _box(x: float, y: float, half_w: float, half_h: float) -> Rect:
    return Rect(x - half_w, y - half_h, 2 * half_w, 2 * half_h)


def _near_top_plate(geo: PackGeometry, box: Rect, hand_count: int) -> bool:
    """Whether ``box`` would come near the top player's name plate: closer than half its width (a card leaving a
    pack there turns as it flies)."""
    plate = geo.plate_rect(TOP, hand_count)
    m = max(geo.margin, box.w / 2)
    return (
        box.x + box.w > plate.x - m
        and box.x < plate.x + plate.w + m
        and box.y < plate.y + plate.h + m
        and box.y + box.h > plate.y - m
    )
