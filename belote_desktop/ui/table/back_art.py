"""The card back designs, drawn in code with QPainter paths (no bitmap assets).

Three designs, chosen in Settings (``card_art.BackStyle``):

- **lattice**: a fine diagonal trellis with a dot on each crossing, a white frame and a lozenge holding
  the four suits (blue, red or green);
- **rosette**: a guilloché rosette of turned ellipses on a wavy engraved ground, small rosettes in
  the corners, a gold double frame (wine or navy);
- **felt and gold**: the table's green cloth inside a gold chain border, a sunburst medallion holding
  the four suits in gold.

Every function here paints in the card's unit box (``W`` x ``H``) on a painter ``card_art`` has already
mapped there, with ``px`` logical pixels per unit, so thin lines stay at least a pixel wide.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient, QTransform

from belote_desktop.engine.cards import Suit

__all__ = ["BackDesign", "DESIGNS", "paint_design"]

SuitPath = Callable[[Suit, QPointF, float], QPainterPath]
"""``card_art.suit_path``: a suit's shape of a height, centred on a point (passed in: no import cycle)."""


@dataclass(frozen=True)
class BackDesign:
    """One card back: its pattern (``kind``) and its colours."""

    kind: str  # "lattice", "rosette" or "felt"
    base: str  # the field
    light: str  # the pattern
    dark: str  # outlines and shadows
    metal: str = "#e2b43c"  # gold (or silver) details


DESIGNS: dict[str, BackDesign] = {
    "blue": BackDesign("lattice", "#1d3f8f", "#4f74c9", "#132b63"),
    "red": BackDesign("lattice", "#9e1b22", "#d0545a", "#6c1016"),
    "green": BackDesign("lattice", "#1f6b3a", "#4fa56c", "#134726"),
    "rosette_wine": BackDesign("rosette", "#6e1026", "#c0566c", "#3f0715", "#e2b43c"),
    "rosette_navy": BackDesign("rosette", "#15284f", "#5873a8", "#0a1530", "#d7dde6"),
    "felt_gold": BackDesign("felt", "#1d6b41", "#2f8f5b", "#0c3a22", "#e2b43c"),
}
"""Each ``card_art.BackStyle`` value's design."""

_IVORY = QColor("#fbf8f0")


def _pen(colour: QColor | str, width: float, px: float, least: float = 1.0) -> QPen:
    pen = QPen(QColor(colour), max(least / px, width))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _field(w: float, h: float) -> tuple[QRectF, QPainterPath]:
    m = 0.07 * w
    rect = QRectF(m, m, w - 2 * m, h - 2 * m)
    path = QPainterPath()
    path.addRoundedRect(rect, 0.03 * w, 0.03 * w)
    return rect, path


def _four_suits(suit_path: SuitPath, centre: QPointF, spread: float, size: float) -> QPainterPath:
    """Spades, hearts, clubs and diamonds around ``centre`` (top, right, bottom, left)."""
    out = QPainterPath()
    for suit, (ox, oy) in zip(
        (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS), ((0, -1.2), (1, 0), (0, 1.2), (-1, 0))
    ):
        out.addPath(suit_path(suit, QPointF(centre.x() + ox * spread, centre.y() + oy * spread), size))
    return out


# --------------------------------------------------------------------------- lattice


@cache
def _lattice(w: float, h: float) -> tuple[QPainterPath, QPainterPath]:
    """The diagonal trellis and the dots on its crossings."""
    field, _ = _field(w, h)
    step = 0.088 * w
    half = step / 2.0
    lattice = QPainterPath()
    n = int((field.width() + field.height()) / step) + 2
    for i in range(-n, n + 1):
        x = field.left() + i * step
        lattice.moveTo(x, field.top())
        lattice.lineTo(x + field.height(), field.bottom())
        lattice.moveTo(x, field.bottom())
        lattice.lineTo(x + field.height(), field.top())
    dots = QPainterPath()
    y, row = field.top(), 0
    while y <= field.bottom() + step:
        x = field.left() + (half if row % 2 else 0.0)
        while x <= field.right() + step:
            dots.addEllipse(QPointF(x, y), 0.16 * half, 0.16 * half)
            x += step
        y += half
        row += 1
    return lattice, dots


def _paint_lattice(p: QPainter, d: BackDesign, w: float, h: float, px: float, suit_path: SuitPath) -> None:
    base, light, dark = QColor(d.base), QColor(d.light), QColor(d.dark)
    field, field_path = _field(w, h)
    grad = QLinearGradient(field.topLeft(), field.bottomRight())
    grad.setColorAt(0.0, base.lighter(112))
    grad.setColorAt(1.0, base.darker(112))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(field_path)
    lattice, dots = _lattice(w, h)
    p.save()
    p.setClipPath(field_path, Qt.ClipOperation.IntersectClip)
    p.setPen(_pen(light, 1.3, px, 0.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(lattice)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(light.lighter(125))
    p.drawPath(dots)
    p.restore()
    r = 0.03 * w
    inner = field.adjusted(0.035 * w, 0.035 * w, -0.035 * w, -0.035 * w)
    p.setPen(_pen(QColor(255, 255, 255, 210), 1.8, px))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, r * 0.6, r * 0.6)
    c = QPointF(w / 2.0, h / 2.0)
    rx, ry = 0.25 * w, 0.3 * w
    loz = QPainterPath()
    loz.moveTo(c.x(), c.y() - ry)
    loz.lineTo(c.x() + rx, c.y())
    loz.lineTo(c.x(), c.y() + ry)
    loz.lineTo(c.x() - rx, c.y())
    loz.closeSubpath()
    p.setPen(_pen(dark, 2.0, px))
    p.setBrush(_IVORY)
    p.drawPath(loz)
    inner_loz = QTransform().translate(c.x(), c.y()).scale(0.82, 0.82).translate(-c.x(), -c.y())
    p.setPen(_pen(base, 1.2, px, 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(inner_loz.map(loz))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(base)
    p.drawPath(_four_suits(suit_path, c, 0.095 * w, 0.105 * w))


# --------------------------------------------------------------------------- rosette


@cache
def _rosette(cx: float, cy: float, radius: float, petals: int) -> QPainterPath:
    """A guilloché rosette: ``petals`` ellipses turned about the centre, and a ring."""
    out = QPainterPath()
    ellipse = QPainterPath()
    ellipse.addEllipse(QPointF(0.0, 0.0), radius, radius * 0.34)
    for i in range(petals):
        t = QTransform().translate(cx, cy).rotate(180.0 * i / petals)
        out.addPath(t.map(ellipse))
    out.addEllipse(QPointF(cx, cy), radius, radius)
    return out


@cache
def _waves(w: float, h: float) -> QPainterPath:
    """The engraved ground: close wavy lines across the field."""
    field, _ = _field(w, h)
    out = QPainterPath()
    step, amp, period = 0.03 * w, 0.012 * w, 0.11 * w
    y = field.top()
    while y <= field.bottom() + step:
        out.moveTo(field.left(), y)
        x = field.left()
        while x <= field.right():
            x += period / 8.0
            out.lineTo(x, y + amp * math.sin(2 * math.pi * (x - field.left()) / period))
        y += step
    return out


def _paint_rosette(p: QPainter, d: BackDesign, w: float, h: float, px: float, suit_path: SuitPath) -> None:
    base, light, dark, metal = QColor(d.base), QColor(d.light), QColor(d.dark), QColor(d.metal)
    field, field_path = _field(w, h)
    c = QPointF(w / 2.0, h / 2.0)
    grad = QRadialGradient(c, 0.62 * h)
    grad.setColorAt(0.0, base.lighter(135))
    grad.setColorAt(0.55, base)
    grad.setColorAt(1.0, dark)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(field_path)
    p.save()
    p.setClipPath(field_path, Qt.ClipOperation.IntersectClip)
    ground = QColor(light)
    ground.setAlpha(110)
    p.setPen(_pen(ground, 0.9, px, 0.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_waves(w, h))
    p.restore()
    # gold double frame
    inner = field.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    p.setPen(_pen(metal, 2.2, px))
    p.drawRoundedRect(inner, 0.02 * w, 0.02 * w)
    p.setPen(_pen(metal, 0.9, px, 0.6))
    p.drawRoundedRect(inner.adjusted(0.022 * w, 0.022 * w, -0.022 * w, -0.022 * w), 0.015 * w, 0.015 * w)
    # the central rosette on a dark disc, and one in each corner
    r = 0.33 * w
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(dark)
    p.drawEllipse(c, r * 1.06, r * 1.06)
    p.setPen(_pen(metal, 1.1, px, 0.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_rosette(c.x(), c.y(), r, 18))
    p.setPen(_pen(light.lighter(130), 0.8, px, 0.5))
    p.drawPath(_rosette(c.x(), c.y(), r * 0.62, 12))
    p.setPen(_pen(metal, 1.4, px))
    p.setBrush(base)
    p.drawEllipse(c, 0.11 * w, 0.11 * w)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(metal)
    p.drawPath(_four_suits(suit_path, c, 0.042 * w, 0.05 * w))
    k = 0.1 * w
    for x in (inner.left() + k, inner.right() - k):
        for y in (inner.top() + k, inner.bottom() - k):
            p.setPen(_pen(metal, 0.9, px, 0.5))
            p.setBrush(dark)
            p.drawPath(_rosette(x, y, 0.065 * w, 8))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(metal)
            p.drawEllipse(QPointF(x, y), 0.014 * w, 0.014 * w)


# --------------------------------------------------------------------------- felt and gold


@cache
def _chain(w: float, h: float) -> tuple[QRectF, QPainterPath, QPainterPath]:
    """The border band's inner edge, its gold lozenges and the dots between them."""
    field, _ = _field(w, h)
    band = 0.075 * w
    mid = field.adjusted(band / 2.0, band / 2.0, -band / 2.0, -band / 2.0)
    lozenges, dots = QPainterPath(), QPainterPath()
    step = 0.07 * w
    a, b = 0.028 * w, 0.02 * w

    def along(x0: float, y0: float, x1: float, y1: float, horizontal: bool) -> None:
        length = math.hypot(x1 - x0, y1 - y0)
        n = max(1, round(length / step))
        for i in range(n + 1):
            t = i / n
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            loz = QPainterPath()
            ax, ay = (a, b) if horizontal else (b, a)
            loz.moveTo(x - ax, y)
            loz.lineTo(x, y - ay)
            loz.lineTo(x + ax, y)
            loz.lineTo(x, y + ay)
            loz.closeSubpath()
            lozenges.addPath(loz)
            if i < n:
                dx, dy = (x1 - x0) / n / 2.0, (y1 - y0) / n / 2.0
                dots.addEllipse(QPointF(x + dx, y + dy), 0.008 * w, 0.008 * w)

    along(mid.left(), mid.top(), mid.right(), mid.top(), True)
    along(mid.left(), mid.bottom(), mid.right(), mid.bottom(), True)
    along(mid.left(), mid.top(), mid.left(), mid.bottom(), False)
    along(mid.right(), mid.top(), mid.right(), mid.bottom(), False)
    inner = field.adjusted(band, band, -band, -band)
    return inner, lozenges, dots


@cache
def _sunburst(cx: float, cy: float, r0: float, r1: float, rays: int) -> QPainterPath:
    out = QPainterPath()
    for i in range(rays):
        a = 2 * math.pi * i / rays
        wide = 2 * math.pi / rays * 0.28
        out.moveTo(cx + r0 * math.cos(a - wide), cy + r0 * math.sin(a - wide))
        out.lineTo(cx + r1 * math.cos(a), cy + r1 * math.sin(a))
        out.lineTo(cx + r0 * math.cos(a + wide), cy + r0 * math.sin(a + wide))
        out.closeSubpath()
    return out


def _paint_felt(p: QPainter, d: BackDesign, w: float, h: float, px: float, suit_path: SuitPath) -> None:
    base, light, dark, metal = QColor(d.base), QColor(d.light), QColor(d.dark), QColor(d.metal)
    field, field_path = _field(w, h)
    c = QPointF(w / 2.0, h / 2.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(dark)
    p.drawPath(field_path)
    inner, lozenges, dots = _chain(w, h)
    grad = QRadialGradient(c, 0.7 * h)
    grad.setColorAt(0.0, light)
    grad.setColorAt(0.6, base)
    grad.setColorAt(1.0, dark)
    p.setBrush(QBrush(grad))
    p.setPen(_pen(metal, 1.4, px))
    p.drawRoundedRect(inner, 0.015 * w, 0.015 * w)
    p.setPen(_pen(metal, 1.4, px))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(field_path)
    p.setPen(_pen(metal.darker(150), 0.6, px, 0.4))
    p.setBrush(metal)
    p.drawPath(lozenges)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(dots)
    # the medallion: gold rays, a gold ring, the four suits in gold on the cloth
    rays = QColor(metal)
    rays.setAlpha(150)
    p.setBrush(rays)
    p.drawPath(_sunburst(c.x(), c.y(), 0.2 * w, 0.34 * w, 24))
    p.setPen(_pen(metal, 2.0, px))
    p.setBrush(base)
    p.drawEllipse(c, 0.2 * w, 0.2 * w)
    p.setPen(_pen(metal, 0.8, px, 0.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, 0.175 * w, 0.175 * w)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(metal)
    p.drawPath(_four_suits(suit_path, c, 0.075 * w, 0.085 * w))
    # small gold corner flourishes inside the border
    k = 0.035 * w
    for x, y in ((inner.left(), inner.top()), (inner.right(), inner.top()), (inner.left(), inner.bottom()),
                 (inner.right(), inner.bottom())):
        fx = 1 if x < c.x() else -1
        fy = 1 if y < c.y() else -1
        corner = QPainterPath()
        corner.moveTo(x + fx * k * 3, y + fy * k * 0.6)
        corner.quadTo(x + fx * k * 0.6, y + fy * k * 0.6, x + fx * k * 0.6, y + fy * k * 3)
        p.setPen(_pen(metal, 1.3, px))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(corner)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(metal)
        p.drawEllipse(QPointF(x + fx * k * 1.4, y + fy * k * 1.4), 0.012 * w, 0.012 * w)


_PAINTERS = {"lattice": _paint_lattice, "rosette": _paint_rosette, "felt": _paint_felt}


def paint_design(p: QPainter, key: str, w: float, h: float, px: float, suit_path: SuitPath) -> None:
    """Paint the back ``key`` (a ``DESIGNS`` key) over a blank card ``w`` x ``h`` units."""
    design = DESIGNS[key]
    _PAINTERS[design.kind](p, design, w, h, px, suit_path)
