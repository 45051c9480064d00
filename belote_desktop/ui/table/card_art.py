"""The project's own card art, drawn in code with QPainter (no bitmap assets).

Everything is drawn in a fixed card coordinate system (``_W`` x ``_H`` units) that
``paint_face`` / ``paint_back`` map onto the target rectangle, so a QGraphicsItem can
paint directly at any zoom.  Suit symbols are QPainterPaths (identical on every OS);
rank indices are font outlines fitted to a fixed box, so their size does not depend
on which bold sans-serif the system supplies.  Corner indices grow (relative to the
card) when the card is drawn small, so they stay legible down to about 40 px.

``render_face`` / ``render_back`` return cached high-DPI pixmaps; call them from the
GUI thread only (QPixmap is not thread-safe).
"""

from __future__ import annotations

import atexit
import itertools
import math
from enum import Enum
from functools import lru_cache, cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from belote_desktop.engine.cards import Card, Rank, Suit
from belote_desktop.ui.table import back_art, court_art

__all__ = [
    "CARD_ASPECT",
    "ENGLISH_LETTERS",
    "TABLE_FELTS",
    "BackStyle",
    "back_name",
    "CardDesign",
    "CardStyle",
    "card_height",
    "felt_colours",
    "clear_cache",
    "design_name",
    "paint_back",
    "paint_face",
    "paint_highlight",
    "render_back",
    "render_face",
    "suit_colour",
    "suit_path",
]

CARD_ASPECT = 1.4
"""Card height / width (poker-size cards are 88.9 x 63.5 mm = 1.4)."""

# Card coordinate system.
_W = 250.0
_H = _W * CARD_ASPECT
_CORNER_RADIUS = 0.06 * _W

_FACE = QColor("#fcfaf4")
_FACE_EDGE = QColor("#f1ece0")
_BORDER = QColor("#8f887a")
_TINY_PX = 46  # below this logical width, number cards show one pip instead of their layout
_GOLD = QColor("#e2b43c")
_GOLD_DARK = QColor("#8c6a12")

_SANS = ["DejaVu Sans", "Helvetica Neue", "Arial", "Liberation Sans", "Segoe UI"]
_SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif"]


class CardStyle(Enum):
    """Colour scheme of the faces."""

    CLASSIC = "classic"  # red hearts and diamonds, black spades and clubs
    FOUR_COLOUR = "four_colour"  # spades black, hearts red, diamonds blue, clubs green


class CardDesign(Enum):
    """The court figures: today's drawing, or as the old French packs print them (``court_art``)."""

    SIMPLE = "simple"
    TRADITIONAL = "traditional"


def design_name(design: CardDesign | str) -> str:
    """The design's name in the player's language, as Settings lists it."""
    key = design.value if isinstance(design, CardDesign) else design
    names = {
        "simple": QCoreApplication.translate("Settings", "Simple"),
        "traditional": QCoreApplication.translate("Settings", "Traditional"),
    }
    return names.get(key, key)


class BackStyle(Enum):
    """The card back: a design in a colour (``back_art.DESIGNS``). The first three values are the ones
    saved before there were several designs; they still name the lattice in its three colours."""

    LATTICE_BLUE = "blue"
    LATTICE_RED = "red"
    LATTICE_GREEN = "green"
    ROSETTE_WINE = "rosette_wine"
    ROSETTE_NAVY = "rosette_navy"
    FELT_GOLD = "felt_gold"
    # the old names of the lattice backs
    BLUE = "blue"
    RED = "red"
    GREEN = "green"


def back_name(back: BackStyle | str) -> str:
    """The back's name in the player's language, as Settings lists it."""
    key = back.value if isinstance(back, BackStyle) else back
    names = {
        "blue": QCoreApplication.translate("Settings", "Lattice, blue"),
        "red": QCoreApplication.translate("Settings", "Lattice, red"),
        "green": QCoreApplication.translate("Settings", "Lattice, green"),
        "rosette_wine": QCoreApplication.translate("Settings", "Rosette, wine"),
        "rosette_navy": QCoreApplication.translate("Settings", "Rosette, navy"),
        "felt_gold": QCoreApplication.translate("Settings", "Felt and gold"),
    }
    return names.get(key, key)


_RED = "#c4161c"
_BLACK = "#1b1b1f"
_SUIT_COLOURS: dict[CardStyle, dict[Suit, str]] = {
    CardStyle.CLASSIC: {
        Suit.CLUBS: _BLACK,
        Suit.DIAMONDS: _RED,
        Suit.HEARTS: _RED,
        Suit.SPADES: _BLACK,
    },
    CardStyle.FOUR_COLOUR: {
        Suit.CLUBS: "#1d7a2e",
        Suit.DIAMONDS: "#1452b8",
        Suit.HEARTS: _RED,
        Suit.SPADES: _BLACK,
    },
}

# Corner letters of the jack, queen, king and ace; a language may have its own (R, D, V in French).
ENGLISH_LETTERS: tuple[str, str, str, str] = ("J", "Q", "K", "A")
_LETTER_RANKS = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)


def card_letters(local: bool) -> tuple[str, ...]:
    """The corner letters of J, Q, K, A: the interface language's (R, D, V, A in French) or English."""
    if not local:
        return ENGLISH_LETTERS
    from belote_desktop.learn import table_words as text  # the language's words (ui.text imports no card art)

    return tuple(text.rank_short(rank) for rank in _LETTER_RANKS)


def _index_text(rank: Rank, letters: tuple[str, ...]) -> str:
    """The corner index of ``rank``: a letter from ``letters`` (J, Q, K, A order) or the number."""
    if rank in _LETTER_RANKS:
        return letters[_LETTER_RANKS.index(rank)] or rank.code
    return rank.code


# The table's felt: (centre, middle, edge) of its radial gradient, for each colour of the settings.
TABLE_FELTS: dict[str, tuple[str, str, str]] = {
    "green": ("#2f8f5b", "#1d6b41", "#0c3a22"),
    "blue": ("#2f6a9a", "#1f4f78", "#0d2742"),
    "red": ("#9a3438", "#74222a", "#3e0f14"),
    "brown": ("#8a6440", "#674829", "#352313"),
    "grey": ("#6b7176", "#4f5458", "#26292c"),
}


def felt_colours(name: str) -> tuple[QColor, QColor, QColor]:
    """The felt's gradient colours for a table colour name (green if unknown)."""
    centre, middle, edge = TABLE_FELTS.get(name, TABLE_FELTS["green"])
    return QColor(centre), QColor(middle), QColor(edge)


def suit_colour(suit: Suit, style: CardStyle = CardStyle.CLASSIC) -> QColor:
    """The ink colour of ``suit`` in ``style``."""
    return QColor(_SUIT_COLOURS[style][suit])


def card_height(width_px: int) -> int:
    """Logical height of a card ``width_px`` wide."""
    return round(width_px * CARD_ASPECT)


# --------------------------------------------------------------------------- suit shapes


def _raw_suit(suit: Suit) -> QPainterPath:
    """A suit shape drawn around the origin, roughly one unit tall."""
    p = QPainterPath()
    if suit is Suit.HEARTS:
        p.moveTo(0.0, 0.5)
        p.cubicTo(-0.16, 0.30, -0.52, 0.10, -0.52, -0.20)
        p.cubicTo(-0.52, -0.40, -0.38, -0.52, -0.25, -0.52)
        p.cubicTo(-0.11, -0.52, -0.03, -0.43, 0.0, -0.31)
        p.cubicTo(0.03, -0.43, 0.11, -0.52, 0.25, -0.52)
        p.cubicTo(0.38, -0.52, 0.52, -0.40, 0.52, -0.20)
        p.cubicTo(0.52, 0.10, 0.16, 0.30, 0.0, 0.5)
        p.closeSubpath()
    elif suit is Suit.DIAMONDS:
        p.moveTo(0.0, -0.5)
        p.quadTo(0.17, -0.21, 0.39, 0.0)
        p.quadTo(0.17, 0.21, 0.0, 0.5)
        p.quadTo(-0.17, 0.21, -0.39, 0.0)
        p.quadTo(-0.17, -0.21, 0.0, -0.5)
        p.closeSubpath()
    elif suit is Suit.SPADES:
        p.moveTo(0.0, -0.5)
        p.cubicTo(0.16, -0.30, 0.5, -0.12, 0.5, 0.12)
        p.cubicTo(0.5, 0.30, 0.37, 0.39, 0.25, 0.39)
        p.cubicTo(0.13, 0.39, 0.06, 0.33, 0.035, 0.26)
        p.quadTo(0.07, 0.44, 0.21, 0.5)
        p.lineTo(-0.21, 0.5)
        p.quadTo(-0.07, 0.44, -0.035, 0.26)
        p.cubicTo(-0.06, 0.33, -0.13, 0.39, -0.25, 0.39)
        p.cubicTo(-0.37, 0.39, -0.5, 0.30, -0.5, 0.12)
        p.cubicTo(-0.5, -0.12, -0.16, -0.30, 0.0, -0.5)
        p.closeSubpath()
    else:  # clubs: three lobes and a flared stem
        r = 0.225
        p.setFillRule(Qt.FillRule.WindingFill)
        p.addEllipse(QPointF(0.0, -0.5 + r), r, r)
        p.addEllipse(QPointF(-0.5 + r, 0.07), r, r)
        p.addEllipse(QPointF(0.5 - r, 0.07), r, r)
        p.addEllipse(QPointF(0.0, 0.0), 0.13, 0.13)
        stem = QPainterPath()
        stem.moveTo(0.045, 0.0)
        stem.quadTo(0.06, 0.42, 0.21, 0.5)
        stem.lineTo(-0.21, 0.5)
        stem.quadTo(-0.06, 0.42, -0.045, 0.0)
        stem.closeSubpath()
        p.addPath(stem)
        p = p.simplified()
    return p


# Optical size of each suit relative to the others (a diamond looks smaller).
_SUIT_SCALE = {Suit.CLUBS: 1.0, Suit.DIAMONDS: 1.07, Suit.HEARTS: 0.97, Suit.SPADES: 1.0}


@cache
def _unit_suit(suit: Suit) -> QPainterPath:
    """The suit shape centred on the origin, exactly one unit tall."""
    p = _raw_suit(suit)
    b = p.boundingRect()
    t = QTransform()
    t.scale(1.0 / b.height(), 1.0 / b.height())
    t.translate(-b.center().x(), -b.center().y())
    return t.map(p)


def suit_path(suit: Suit, centre: QPointF, height: float, flipped: bool = False) -> QPainterPath:
    """The suit symbol as a path ``height`` tall (times its optical scale) centred at ``centre``."""
    h = height * _SUIT_SCALE[suit]
    t = QTransform()
    t.translate(centre.x(), centre.y())
    if flipped:
        t.rotate(180.0)
    t.scale(h, h)
    return t.map(_unit_suit(suit))


# --------------------------------------------------------------------------- glyphs


def _font(families: list[str], weight: QFont.Weight) -> QFont:
    f = QFont()
    f.setFamilies(families)
    f.setStyleHint(QFont.StyleHint.Serif if families is _SERIF else QFont.StyleHint.SansSerif)
    f.setWeight(weight)
    f.setPixelSize(100)
    return f


def _cap_height(font: QFont) -> float:
    """Height of a capital H's outline in ``font``; 0 for a font without outlines (a bitmap face)."""
    cap = QPainterPath()
    cap.addText(0.0, 0.0, font, "H")
    return -cap.boundingRect().top()


def _outlined_font(families: list[str]) -> tuple[QFont, float] | None:
    """The first font with outlines among ``families``, the interface font and the scalable families: a system
    with few fonts (a bare Windows under Wine) may resolve the named ones to a bitmap face."""
    named = [families, [QFont().family()]]
    scalable = ([name] for name in QFontDatabase.families() if QFontDatabase.isScalable(name))
    for names in itertools.chain(named, scalable):
        font = _font(names, QFont.Weight.Bold)
        height = _cap_height(font)
        if height > 0:
            return font, height
    return None


@lru_cache(maxsize=64)
def _glyphs(text: str, serif: bool) -> tuple[QPainterPath, float]:
    """Outline of ``text`` (baseline at y=0) and the font's cap height, in font units (an empty path with no
    font that has outlines: the index is left out rather than the card not drawn)."""
    found = _outlined_font(_SERIF if serif else _SANS)
    if found is None:
        return QPainterPath(), 1.0
    font, cap_height = found
    p = QPainterPath()
    if text == "10":  # set the two digits tight, as on printed cards
        one = QPainterPath()
        one.addText(0.0, 0.0, font, "1")
        zero = QPainterPath()
        zero.addText(0.0, 0.0, font, "0")
        b1, b0 = one.boundingRect(), zero.boundingRect()
        p.addPath(one.translated(-b1.left(), 0.0))
        p.addPath(zero.translated(b1.width() + 0.06 * cap_height - b0.left(), 0.0))
    else:
        p.addText(0.0, 0.0, font, text)
        p = p.translated(-p.boundingRect().left(), 0.0)
    return p, cap_height


def _text_path(
    text: str, centre_x: float, top: float, cap_height: float, max_width: float, serif: bool = False
) -> QPainterPath:
    """``text`` with its cap height fitted to ``cap_height``, centred on ``centre_x``,
    top of the capitals at ``top``; condensed horizontally if wider than ``max_width``."""
    path, font_cap = _glyphs(text, serif)
    s = cap_height / font_cap
    width = path.boundingRect().width() * s
    sx = s * min(1.0, max_width / width) if width > 0 else s
    t = QTransform()
    t.translate(centre_x - path.boundingRect().width() * sx / 2.0, top + cap_height)
    t.scale(sx, s)
    return t.map(path)


# --------------------------------------------------------------------------- painting helpers


def _begin(painter: QPainter, rect: QRectF) -> float:
    """Map card units onto ``rect``; return logical pixels per card unit."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / _W, rect.height() / _H)
    t = painter.worldTransform()
    sx = math.hypot(t.m11(), t.m12())
    sy = math.hypot(t.m21(), t.m22())
    return max(1e-6, min(sx, sy))


def _card_outline(inset: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    r = max(0.0, _CORNER_RADIUS - inset)
    p.addRoundedRect(QRectF(inset, inset, _W - 2 * inset, _H - 2 * inset), r, r)
    return p


def _paint_blank(painter: QPainter, px: float) -> None:
    """Off-white face with a thin border (at least one logical pixel wide)."""
    bw = max(1.0 / px, 1.6)
    outline = _card_outline(bw / 2.0)
    grad = QLinearGradient(0.0, 0.0, 0.0, _H)
    grad.setColorAt(0.0, _FACE)
    grad.setColorAt(1.0, _FACE_EDGE)
    painter.setPen(QPen(_BORDER, bw))
    painter.setBrush(QBrush(grad))
    painter.drawPath(outline)


def _fill(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def _rotated_half(path: QPainterPath) -> QPainterPath:
    """``path`` plus its copy turned 180 degrees about the card centre."""
    t = QTransform()
    t.translate(_W / 2.0, _H / 2.0)
    t.rotate(180.0)
    t.translate(-_W / 2.0, -_H / 2.0)
    both = QPainterPath(path)
    both.addPath(t.map(path))
    return both


class _Layout:
    """Size-dependent geometry of a face, in card units."""

    def __init__(self, px: float) -> None:
        # Rank capital height: 15% of the width, but never under ~10.5 logical px.
        self.rank_h = min(0.30 * _W, max(0.15 * _W, 11.0 / px))
        self.suit_h = 0.86 * self.rank_h
        self.margin_x = max(0.035 * _W, 1.6 / px)
        self.margin_y = max(0.045 * _W, 2.0 / px)
        self.col_w = 0.92 * self.rank_h
        self.index_cx = self.margin_x + self.col_w / 2.0
        # Inner area left free for pips / the court panel.
        self.inner_left = self.margin_x + self.col_w + max(0.03 * _W, 3.0 / px)
        self.inner_right = _W - self.inner_left
        self.tiny = px * _W < _TINY_PX  # number cards get one pip
        # Small cards: the court panel keeps a usable width and passes under the
        # (backed) corner indices.
        narrow = (self.inner_right - self.inner_left) * px < 40
        self.panel_left = 0.205 * _W if narrow else self.inner_left


def _paint_indices(
    painter: QPainter, lay: _Layout, card: Card, colour: QColor, letters: tuple[str, ...] = ENGLISH_LETTERS
) -> None:
    top = lay.margin_y
    wide = 1.3 if card.rank is Rank.TEN else 1.08
    rank = _text_path(_index_text(card.rank, letters), lay.index_cx, top, lay.rank_h, lay.col_w * wide)
    suit_cy = top + lay.rank_h + 0.24 * lay.rank_h + lay.suit_h / 2.0
    pip = suit_path(card.suit, QPointF(lay.index_cx, suit_cy), lay.suit_h)
    both = QPainterPath(rank)
    both.addPath(pip)
    if lay.panel_left < lay.inner_left and card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        # an off-white backing so the index stays clean over the court panel
        pad = 0.04 * lay.rank_h
        box = both.boundingRect().adjusted(-pad, -pad, pad, pad)
        backing = QPainterPath()
        backing.addRoundedRect(box, 2 * pad, 2 * pad)
        _fill(painter, _rotated_half(backing), _FACE)
    _fill(painter, _rotated_half(both), colour)


# Pip positions for 6-10: (column -1/0/1, row 0..1 from top to bottom).
_PIPS: dict[Rank, tuple[tuple[int, float], ...]] = {
    Rank.SIX: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    Rank.SEVEN: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    Rank.EIGHT: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    Rank.NINE: (
        (-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1),
    ),
    Rank.TEN: (
        (-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
        (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1), (1, 1),
    ),
}


def _paint_pips(painter: QPainter, lay: _Layout, card: Card, colour: QColor) -> None:
    inner_w = lay.inner_right - lay.inner_left
    pip_h = min(0.165 * _W, 0.3 * inner_w)
    pip_w = pip_h * 1.04
    dx = min(0.19 * _W, inner_w / 2.0 - pip_w / 2.0)
    top, bottom = 0.19 * _H, 0.81 * _H
    path = QPainterPath()
    for col, row in _PIPS[card.rank]:
        y = top + row * (bottom - top)
        flipped = y > _H / 2.0 + 1e-6
        path.addPath(suit_path(card.suit, QPointF(_W / 2.0 + col * dx, y), pip_h, flipped))
    _fill(painter, path, colour)


def _paint_ace(painter: QPainter, lay: _Layout, card: Card, colour: QColor, scale: float = 1.0) -> None:
    """One large central pip (``scale`` < 1: the single pip of a tiny number card)."""
    inner_w = lay.inner_right - lay.inner_left
    h = min(0.46 * _W, max(0.78 * inner_w, 0.4 * _W)) * scale
    centre = QPointF(_W / 2.0, _H / 2.0)
    _fill(painter, suit_path(card.suit, centre, h), colour)


# --------------------------------------------------------------------------- court cards

def _paint_court(
    painter: QPainter, lay: _Layout, card: Card, colour: QColor, px: float, letters: tuple[str, ...],
    design: CardDesign = CardDesign.SIMPLE,
) -> None:
    panel = QRectF(lay.panel_left, lay.margin_y, _W - 2 * lay.panel_left, _H - 2 * lay.margin_y)
    traditional = design is CardDesign.TRADITIONAL
    tint = QColor(colour)
    tint.setAlphaF(0.0 if traditional else 0.07)
    line = max(1.0 / px, 1.4)
    r = 0.02 * _W
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tint)
    painter.drawRoundedRect(panel, r, r)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(panel, r, r)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    # the portrait fills the panel's height (or its width, whichever is larger), centred on the middle line;
    # one end is drawn, then the same turned about the card's centre
    k = max(panel.width() / court_art.VIEW_W, panel.height() / court_art.VIEW_H)
    w, h = court_art.VIEW_W * k, court_art.HALF_H * k
    end = QRectF(_W / 2.0 - w / 2.0, _H / 2.0 - h, w, h)
    renderer = court_art.court_renderer(card.suit, card.rank, colour.name(), traditional)
    for turn in (0.0, 180.0):
        if turn:
            painter.translate(_W / 2.0, _H / 2.0)
            painter.rotate(turn)
            painter.translate(-_W / 2.0, -_H / 2.0)
        renderer.render(painter, end)
        if traditional:
            _paint_court_marks(painter, panel, card, colour, px)
    painter.restore()
    if traditional:  # a plain black frame, doubled, and a black line between the two ends
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ink = QColor("#161616")
        painter.setPen(QPen(ink, max(1.0 / px, 2.2)))
        painter.drawLine(QPointF(panel.left(), _H / 2.0), QPointF(panel.right(), _H / 2.0))
        painter.drawRect(panel)
        if px * _W >= 70:
            painter.setPen(QPen(ink, max(0.7 / px, 0.9)))
            painter.drawRect(panel.adjusted(3.5, 3.5, -3.5, -3.5))
        return
    # gold divider between the two ends, and the frame (gold hairline inside the ink line)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_GOLD_DARK, max(1.0 / px, 1.6)))
    painter.drawLine(QPointF(panel.left(), _H / 2.0), QPointF(panel.right(), _H / 2.0))
    if px * _W >= 70:
        painter.setPen(QPen(_GOLD, max(0.8 / px, 1.2)))
        painter.drawRoundedRect(panel.adjusted(3.2, 3.2, -3.2, -3.2), r * 0.6, r * 0.6)
    painter.setPen(QPen(colour, line))
    painter.drawRoundedRect(panel, r, r)


def _paint_court_marks(painter: QPainter, panel: QRectF, card: Card, colour: QColor, px: float) -> None:
    """On the upper end of a traditional court: its suit at the top right of the portrait, and its name in
    small capitals down its left edge; on a small card neither (the corner index says it all)."""
    if px * _W < 60:
        return
    h = 0.13 * _W
    mark = suit_path(card.suit, QPointF(panel.right() - 0.6 * h - 5.0, panel.top() + 0.6 * h + 5.0), h)
    pale = QPainterPath()
    pale.addEllipse(mark.boundingRect().center(), 0.68 * h, 0.68 * h)
    _fill(painter, pale, _FACE)
    _fill(painter, mark, colour)
    if px * _W < 90:
        return
    cap = 0.042 * _W
    label = _text_path(court_art.NAMES[card.rank][card.suit], 0.0, 0.0, cap, 0.4 * panel.height(), serif=True)
    box = label.boundingRect()
    turn = QTransform()  # read downward along the left edge, from the top corner
    turn.translate(panel.left() + 6.0 + box.height(), panel.top() + 8.0)
    turn.rotate(90.0)
    turn.translate(-box.left(), -box.top())
    backing = QPainterPath()
    backing.addRect(box.adjusted(-2.5, -2.5, 2.5, 2.5))
    _fill(painter, turn.map(backing), _FACE)
    _fill(painter, turn.map(label), QColor("#161616"))


# --------------------------------------------------------------------------- public painting


def paint_face(
    painter: QPainter, rect: QRectF, card: Card, style: CardStyle = CardStyle.CLASSIC,
    letters: tuple[str, ...] = ENGLISH_LETTERS, design: CardDesign = CardDesign.SIMPLE,
) -> None:
    """Paint the face of ``card`` filling ``rect`` (which should have the card's aspect).

    ``letters`` are the corner letters of the jack, queen, king and ace (``ENGLISH_LETTERS``); ``design``
    draws the courts' figures."""
    px = _begin(painter, QRectF(rect))
    try:
        _paint_blank(painter, px)
        colour = suit_colour(card.suit, style)
        lay = _Layout(px)
        if card.rank is Rank.ACE:
            _paint_ace(painter, lay, card, colour)
        elif card.rank in _PIPS and px * _W < _TINY_PX:
            _paint_ace(painter, lay, card, colour, 0.7)  # pips would be mere dots
        elif card.rank in _PIPS:
            _paint_pips(painter, lay, card, colour)
        else:
            _paint_court(painter, lay, card, colour, px, letters, design)
        _paint_indices(painter, lay, card, colour, letters)
    finally:
        painter.restore()


def paint_back(painter: QPainter, rect: QRectF, back_style: BackStyle = BackStyle.BLUE) -> None:
    """Paint the card back filling ``rect``."""
    px = _begin(painter, QRectF(rect))
    try:
        _paint_blank(painter, px)
        back_art.paint_design(painter, BackStyle(back_style).value, _W, _H, px, suit_path)
    finally:
        painter.restore()


def paint_highlight(painter: QPainter, rect: QRectF, colour: QColor | str) -> None:
    """A rounded selection outline drawn just inside ``rect`` (the card's bounds)."""
    px = _begin(painter, QRectF(rect))
    try:
        col = QColor(colour)
        width = max(2.5 / px, 0.03 * _W)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(col, width))
        painter.drawPath(_card_outline(width / 2.0))
        # a fine darker edge inside, so a pale colour still reads on the ivory face
        painter.setPen(QPen(col.darker(150), max(0.8 / px, 0.004 * _W)))
        painter.drawPath(_card_outline(width))
    finally:
        painter.restore()


# --------------------------------------------------------------------------- cached pixmaps


def _new_pixmap(width_px: int, device_pixel_ratio: float) -> tuple[QPixmap, QRectF]:
    w, h = int(width_px), card_height(int(width_px))
    dpr = float(device_pixel_ratio)
    pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    _watch_app()
    return pm, QRectF(0.0, 0.0, w, h)


@lru_cache(maxsize=512)
def render_face(
    card: Card, width_px: int, style: CardStyle = CardStyle.CLASSIC, device_pixel_ratio: float = 1.0,
    letters: tuple[str, ...] = ENGLISH_LETTERS, design: CardDesign = CardDesign.SIMPLE,
) -> QPixmap:
    """A cached pixmap of ``card``: ``width_px`` logical pixels wide, sharp at ``device_pixel_ratio``.

    The same object is returned for equal arguments: do not paint on it.
    """
    pm, rect = _new_pixmap(width_px, device_pixel_ratio)
    painter = QPainter(pm)
    paint_face(painter, rect, card, style, letters, design)
    painter.end()
    return pm


@lru_cache(maxsize=32)
def render_back(
    width_px: int, device_pixel_ratio: float = 1.0, back_style: BackStyle = BackStyle.BLUE
) -> QPixmap:
    """A cached pixmap of the card back (see ``render_face``)."""
    pm, rect = _new_pixmap(width_px, device_pixel_ratio)
    painter = QPainter(pm)
    paint_back(painter, rect, back_style)
    painter.end()
    return pm


def clear_cache() -> None:
    """Drop all cached pixmaps (e.g. after a style change or before the app quits)."""
    render_face.cache_clear()
    render_back.cache_clear()


_watched = False


def _watch_app() -> None:
    """Free cached pixmaps before the QGuiApplication goes away."""
    global _watched
    app = QCoreApplication.instance()
    if app is not None and not _watched:
        app.aboutToQuit.connect(clear_cache)
        _watched = True


atexit.register(clear_cache)
