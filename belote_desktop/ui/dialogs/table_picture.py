"""A small picture of a game's table for the New Game gallery, drawn from its rules alone.

The felt oval, one fan of cards for each player (the player's own face up at the bottom, the others'
backs on their sides, as ``layout.side_of`` places them), and what lies on the table before the auction:
the turned card (in the middle beside the pack, or in front of the dealer when it is his own last card),
the kitties, the rows of face-down cards with face-up cards on them, the pack still to be dealt; and for the
games with an auction, small chips of what may be called (``auction_marks``: the ladder 80 … 160 and capot,
the suits, no trumps and all trumps, the doubles, the match; Sun and Hokum), so that games dealt alike are
told apart by what is bid. Nothing here knows a game by name: a new game gets its picture from its rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QRadialGradient

from ...engine import Ruleset
from ...engine.cards import Card, Rank, Suit
from ...engine.deal import TurnedFrom, Zone
from ..look import palette
from ..table.card_art import CARD_ASPECT, felt_colours, render_back, render_face
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from ..bidding.base import Marks
from ..bidding.kinds import BIDDING_PANELS

# the cards the pictures show: in every pack (9 to ace), so a 24-card game shows no seven
_HAND = (
    Card.of(Suit.HEARTS, Rank.JACK),
    Card.of(Suit.HEARTS, Rank.NINE),
    Card.of(Suit.SPADES, Rank.ACE),
    Card.of(Suit.SPADES, Rank.TEN),
    Card.of(Suit.CLUBS, Rank.KING),
    Card.of(Suit.DIAMONDS, Rank.QUEEN),
)
_OPEN = (
    Card.of(Suit.DIAMONDS, Rank.ACE),
    Card.of(Suit.CLUBS, Rank.TEN),
    Card.of(Suit.HEARTS, Rank.KING),
    Card.of(Suit.SPADES, Rank.QUEEN),
    Card.of(Suit.DIAMONDS, Rank.JACK),
    Card.of(Suit.CLUBS, Rank.NINE),
    Card.of(Suit.CLUBS, Rank.ACE),
    Card.of(Suit.HEARTS, Rank.TEN),
)
_TURNED = Card.of(Suit.CLUBS, Rank.JACK)
_ROTATION = {BOTTOM: 0.0, TOP: 180.0, LEFT: 90.0, RIGHT: -90.0}
_MAX_FAN = 5  # cards drawn in a fan, whatever the hand holds
_MAX_COLUMNS = 4  # table columns drawn in one row


@dataclass(frozen=True)
class TableShape:
    """What the picture shows of a game, read from its rules (tests read it too)."""

    players: int
    sides: tuple[int, ...]  # the side of each seat, seat 0 (the player) at the bottom
    hand: int  # cards in each hand once the deal is done
    kitty: int  # face-down cards each player gets as his kitty
    table_down: int  # face-down table cards in front of each player
    table_up: int  # face-up table cards on them
    turned: TurnedFrom
    pack_in_middle: bool  # cards wait in the pack for the end of the auction, or are never dealt
    deck: int


def table_shape(rules: Ruleset) -> TableShape:
    plan = rules.deal_plan
    per_zone: dict[Zone, int] = {}
    for packet in (*plan.before, *plan.after):
        per_zone[packet.zone] = per_zone.get(packet.zone, 0) + packet.size
    clockwise = rules.direction.name == "CLOCKWISE"
    sides = tuple(side_of(seat, 0, rules.players, clockwise) for seat in range(rules.players))
    return TableShape(
        players=rules.players,
        sides=sides,
        hand=per_zone.get(Zone.HAND, 0),
        kitty=per_zone.get(Zone.KITTY, 0),
        table_down=per_zone.get(Zone.TABLE_DOWN, 0),
        table_up=per_zone.get(Zone.TABLE_UP, 0),
        turned=plan.turned_from,
        pack_in_middle=bool(plan.after) or plan.unused > 0,
        deck=plan.deck,
    )


def auction_marks(rules: Ruleset) -> Marks:
    """What the auction lets a player call, as rows of short words for chips on the felt (none for the games
    whose turned card or named trump is their mark): each kind of auction says its own (``PanelKind.table_marks``)."""
    return BIDDING_PANELS[rules.trump_scheme].table_marks(rules)


def paint_table(painter: QPainter, rect: QRectF, rules: Ruleset, dpr: float = 1.0, marks: Marks | None = None) -> None:
    """Paint ``rules``' table filling ``rect`` (wider than tall, about 16:9); ``marks``: the auction's chips
    (``auction_marks``, the default; ``()`` for none)."""
    shape = table_shape(rules)
    marks = auction_marks(rules) if marks is None else marks
    chips = bool(marks) and not (shape.table_down or shape.table_up)  # table rows fill the middle: no room
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _felt(painter, rect)
    card_w = _card_width(rect, shape, chips)
    card_h = card_w * CARD_ASPECT
    centre = rect.center()
    # how far from the middle each side's fan lies (its centre line), the cards inside the picture
    reach = {
        BOTTOM: rect.height() / 2 - card_h * 0.55 - 2,
        TOP: rect.height() / 2 - card_h * 0.55 - 2,
        LEFT: rect.width() / 2 - card_h * 0.55 - 6,
        RIGHT: rect.width() / 2 - card_h * 0.55 - 6,
    }
    for seat, side in enumerate(shape.sides):
        painter.save()
        painter.translate(centre)
        painter.rotate(_ROTATION[side])
        painter.translate(0, reach[side])  # from here on the seat looks "up", toward the middle
        _seat_cards(painter, shape, seat, side, card_w, dpr)
        painter.restore()
    _middle(painter, rect, shape, card_w, dpr, marks if chips else ())
    painter.restore()


def _felt(painter: QPainter, rect: QRectF) -> None:
    """The felt oval in its wooden rim, filling ``rect``."""
    centre_c, middle_c, edge_c = felt_colours("green")
    oval = rect.adjusted(2, 2, -2, -2)
    gradient = QRadialGradient(oval.center(), max(oval.width(), oval.height()) / 2)
    gradient.setColorAt(0.0, centre_c)
    gradient.setColorAt(0.6, middle_c)
    gradient.setColorAt(1.0, edge_c)
    painter.setPen(QPen(QColor("#5a3d1c"), max(2.0, rect.height() * 0.03)))  # the table's wooden rim
    painter.setBrush(gradient)
    painter.drawEllipse(oval)


def _card_width(rect: QRectF, shape: TableShape, chips: bool) -> int:
    """The cards' width: smaller where table rows or chips need room, smallest with no hand at all."""
    if shape.hand == 0:
        share = 0.13
    elif shape.table_down or shape.table_up or chips:
        share = 0.15
    else:
        share = 0.17
    return max(9, round(rect.height() * share))


def _seat_cards(painter: QPainter, shape: TableShape, seat: int, side: int, card_w: int, dpr: float) -> None:
    """What lies before one seat, the painter turned so that the seat looks "up": its fan, then its table rows or
    its kitty, and the dealer's own turned card."""
    card_h = card_w * CARD_ASPECT
    bare = shape.hand == 0  # no hand: the table cards lie in the hand's room, in two rows
    if not bare:
        _fan(painter, min(shape.hand, _MAX_FAN), card_w, dpr, face=seat == 0)
    if shape.table_down or shape.table_up:
        _table_rows(painter, shape, seat, card_w, dpr)
    elif shape.kitty:  # each player's kitty, face down in front of him
        _stack(painter, QPointF(0.0, -card_h * 1.0), min(shape.kitty, 3), round(card_w * 0.85), dpr)
    if shape.turned is TurnedFrom.DEALER_LAST and side == TOP:  # the dealer's own last card, face up
        pm = render_face(_TURNED, card_w, device_pixel_ratio=dpr)
        painter.drawPixmap(QPointF(-card_w / 2, -card_h * 1.55), pm)


def _table_rows(painter: QPainter, shape: TableShape, seat: int, card_w: int, dpr: float) -> None:
    """A seat's table cards: one row in front of its fan, or two rows in the fan's room where there is no hand."""
    card_h = card_w * CARD_ASPECT
    bare = shape.hand == 0
    columns = max(shape.table_down, shape.table_up)
    rows = 2 if bare and columns > _MAX_COLUMNS else 1
    first = 0.0 if bare else -card_h * 0.95
    for row in range(rows):
        y = first - row * card_h * 1.25
        _table_row(
            painter,
            min(columns, _MAX_COLUMNS),
            bool(shape.table_down),
            bool(shape.table_up),
            card_w,
            dpr,
            y,
            offset=seat * 3 + row,
        )


def _pack_width(shape: TableShape, card_w: int) -> float:
    """The room the pack takes in the middle: with the turned card beside it, alone, or none."""
    if shape.turned is TurnedFrom.STOCK:
        return card_w * 1.25
    return card_w * 0.6 if shape.pack_in_middle else 0.0


def _middle(painter: QPainter, rect: QRectF, shape: TableShape, card_w: int, dpr: float, marks: Marks) -> None:
    """The middle: the pack (and the turned card), the auction's chips (``marks``) beside it."""
    card_h = card_w * CARD_ASPECT
    centre = rect.center()
    pack_w = _pack_width(shape, card_w)
    side_x = -rect.width() * 0.3 if shape.players == 2 else 0.0  # two players: the pack beside the rows
    room = rect.width() - 2 * (card_h * 1.1 + 8) if LEFT in shape.sides or RIGHT in shape.sides else rect.width() * 0.7
    middle = QRectF(centre.x() - room / 2, centre.y() - card_h * 0.95, room, card_h * 1.9)
    if marks and pack_w and not side_x:  # the pack on the left of the middle, the chips on its right
        pack_x = middle.left() + pack_w + 2
        chip_room = QRectF(pack_x + pack_w + 4, middle.top(), middle.right() - pack_x - pack_w - 4, middle.height())
    else:
        pack_x = centre.x() + side_x
        chip_room = middle
    if shape.turned is TurnedFrom.STOCK:  # the turned card beside the pack, in the middle
        _stack(painter, QPointF(pack_x - card_w * 0.55, centre.y()), 3, card_w, dpr)
        pm = render_face(_TURNED, card_w, device_pixel_ratio=dpr)
        painter.drawPixmap(QPointF(pack_x + card_w * 0.05, centre.y() - card_h / 2), pm)
    elif shape.pack_in_middle:
        _stack(painter, QPointF(pack_x, centre.y()), 3, card_w, dpr)
    if marks:
        _chips(painter, chip_room, marks, rect.height() * 0.095)


_RED_SUITS = (Suit.HEARTS.symbol, Suit.DIAMONDS.symbol)


@dataclass(frozen=True)
class _ChipSizes:
    """The chips' letters and sizes once fitted to their room."""

    font: QFont
    size: float  # the letters' size
    gap: float  # between chips, and between rows
    height: float  # of each chip
    widths: list[list[float]]  # of each chip, row by row
    tall: float  # of all the rows


def _chip_sizes(marks: Marks, size: float, gap: float) -> _ChipSizes:
    font = QFont()
    font.setPixelSize(max(5, round(size)))
    font.setBold(True)
    metrics = QFontMetricsF(font)
    chip_h = metrics.height() + 2
    widths = [[metrics.horizontalAdvance(word) + size * 0.7 for word in row] for row in marks]
    tall = len(marks) * chip_h + (len(marks) - 1) * gap
    return _ChipSizes(font, size, gap, chip_h, widths, tall)


def _fitted_chips(room: QRectF, marks: Marks, size: float) -> _ChipSizes:
    """The chips' sizes, their letters made smaller (down to 5 pixels) until the rows fit in ``room``; the gaps
    stay as the first size has them."""
    gap = max(1.5, size * 0.25)
    while True:
        sizes = _chip_sizes(marks, size, gap)
        wide = max(sum(row) + sizes.gap * (len(row) - 1) for row in sizes.widths)
        if (wide <= room.width() and sizes.tall <= room.height()) or size <= 5:
            return sizes
        size *= 0.9


def _chips(painter: QPainter, room: QRectF, marks: Marks, size: float) -> None:
    """The rows of ``marks`` as cream chips, centred in ``room``, their letters made smaller to fit."""
    sizes = _fitted_chips(room, marks, size)
    gap, chip_h = sizes.gap, sizes.height
    painter.save()
    painter.setFont(sizes.font)
    y = room.center().y() - sizes.tall / 2
    for row, row_widths in zip(marks, sizes.widths):
        x = room.center().x() - (sum(row_widths) + gap * (len(row) - 1)) / 2
        for word, w in zip(row, row_widths):
            _chip(painter, QRectF(x, y, w, chip_h), word, sizes.size)
            x += w + gap
        y += chip_h + gap
    painter.restore()


def _chip(painter: QPainter, chip: QRectF, word: str, size: float) -> None:
    """One cream chip with ``word`` on it; the suits' symbols in their colours, black and red in turn."""
    chip_h = chip.height()
    painter.setPen(QPen(QColor(palette.GOLD_DARK), 0.8))
    painter.setBrush(QColor(palette.CREAM))
    painter.drawRoundedRect(chip, chip_h / 2.6, chip_h / 2.6)
    painter.setPen(QColor(palette.INK))
    red = any(symbol in word for symbol in _RED_SUITS)
    if not (red and len(word) > 1):
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, word)
        return
    inner = chip.adjusted(size * 0.35, 0, -size * 0.35, 0)
    step = inner.width() / len(word)
    for i, symbol in enumerate(word):
        painter.setPen(QColor("#c62828" if symbol in _RED_SUITS else palette.INK))
        painter.drawText(
            QRectF(inner.left() + i * step, chip.top(), step, chip_h), Qt.AlignmentFlag.AlignCenter, symbol
        )


def _fan(painter: QPainter, count: int, card_w: int, dpr: float, face: bool) -> None:
    """``count`` cards in a fan centred on (0, 0), the seat's own view (faces toward the seat)."""
    if count <= 0:
        return
    card_h = card_w * CARD_ASPECT
    for i in range(count):
        t = i - (count - 1) / 2
        painter.save()
        painter.translate(t * card_w * 0.42, abs(t) * card_h * 0.04)
        painter.rotate(t * 7.0)
        pm = render_face(_HAND[i % len(_HAND)], card_w, device_pixel_ratio=dpr) if face else render_back(card_w, dpr)
        painter.drawPixmap(QPointF(-card_w / 2, -card_h / 2), pm)
        painter.restore()


def _table_row(
    painter: QPainter, columns: int, down: bool, up: bool, card_w: int, dpr: float, y: float, offset: int
) -> None:
    """A row of table cards: face-down cards, a face-up card on each, a little nearer the middle."""
    card_h = card_w * CARD_ASPECT
    step = card_w * 1.08
    for col in range(columns):
        x = (col - (columns - 1) / 2) * step - card_w / 2
        if down:
            painter.drawPixmap(QPointF(x, y - card_h / 2), render_back(card_w, dpr))
        if up:
            card = _OPEN[(col + offset) % len(_OPEN)]
            painter.drawPixmap(
                QPointF(x, y - card_h / 2 - (card_h * 0.2 if down else 0.0)),
                render_face(card, card_w, device_pixel_ratio=dpr),
            )


def _stack(painter: QPainter, at: QPointF, count: int, card_w: int, dpr: float) -> None:
    """A small squared pack of backs, its centre at ``at``."""
    card_h = card_w * CARD_ASPECT
    pm = render_back(card_w, dpr)
    for i in range(count):
        painter.drawPixmap(QPointF(at.x() - card_w / 2 - i * 1.2, at.y() - card_h / 2 - i * 1.2), pm)


def table_pixmap(rules: Ruleset, width: int, height: int, dpr: float = 1.0, marks: Marks | None = None) -> QPixmap:
    """A picture of ``rules``' table, ``width`` x ``height`` logical pixels, sharp at ``dpr``, cached by its
    chips' words too (another language, another picture)."""
    return _table_pixmap(rules, width, height, dpr, auction_marks(rules) if marks is None else marks)


@lru_cache(maxsize=64)
def _table_pixmap(rules: Ruleset, width: int, height: int, dpr: float, marks: Marks) -> QPixmap:
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    paint_table(painter, QRectF(0, 0, width, height), rules, dpr, marks)
    painter.end()
    return pm
