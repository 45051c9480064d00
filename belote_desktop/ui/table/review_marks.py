"""The review on the table: after "Review my play", the player's cards of the deal in trick order where
the hand was, each costly card framed in red with what it cost and the card Suggest would have played.

``show(scene, entries)`` puts the strip on the table (None removes it); the scene re-places it when the
table is resized and drops it once the player has cards again (a hand, or his own face-up layout); the window
removes it as the next deal starts. Drawn from the review only (``learn.review``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card
from ...learn import table_words as text
from . import card_art
from .fonts import ui_font
from .layout import CARD_ASPECT, Geometry

COSTLY = QColor("#e53935")
BETTER = QColor("#4fc3f7")  # the Suggest colour


@dataclass(frozen=True)
class ReviewEntry:
    trick: int  # 1-based
    card: Card  # the card the player played in that trick
    loss: float | None = None  # set on a costly card: the points it cost
    better: Card | None = None  # ... and the card Suggest would have played


class ReviewStrip(QGraphicsObject):
    """The player's cards of the reviewed deal, the costly ones marked."""

    def __init__(self, entries: list[ReviewEntry]) -> None:
        super().__init__()
        self.entries = entries
        self.rect = QRectF()
        self.card_w = 40.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, g: Geometry) -> None:
        """Where the hand was: the cards side by side, as large as the room allows."""
        self.prepareGeometryChange()
        self.card_w, self.rect = _strip_rect(g, len(self.entries))
        self.update()

    def card_rect(self, index: int) -> QRectF:
        step = self.card_w * 1.12
        return QRectF(self.rect.left() + index * step + (step - self.card_w) / 2, self.rect.top() + self.card_w * 0.3,
                      self.card_w, self.card_w * CARD_ASPECT)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-self.card_w * 0.4, -self.card_w * 0.4, self.card_w * 0.4, self.card_w * 0.4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        dpr *= max(1.0, painter.worldTransform().m11())  # the view's zoom: the faces are drawn for the size they are shown at
        w = self.card_w
        number_font = _font(w * 0.24, bold=False)
        badge_font = _font(w * 0.26, bold=True)
        for index, entry in enumerate(self.entries):
            r = self.card_rect(index)
            painter.setFont(number_font)
            painter.setPen(QColor(255, 255, 255, 170))
            painter.drawText(QRectF(r.left(), r.top() - w * 0.32, r.width(), w * 0.3),
                             Qt.AlignmentFlag.AlignCenter, str(entry.trick))
            pixmap = _face(entry.card, max(8, int(round(w))), dpr)
            painter.drawPixmap(r, pixmap, QRectF(pixmap.rect()))
            if entry.loss is None:
                continue
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(COSTLY, max(2.5, w * 0.07)))
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), w * 0.09, w * 0.09)
            # the cost: a red badge on the top right corner
            painter.setFont(badge_font)
            label = QCoreApplication.translate("Review", "−{points}").format(points=max(1, round(entry.loss)))
            fm = QFontMetricsF(badge_font)
            bw, bh = fm.horizontalAdvance(label) + w * 0.2, fm.height() + w * 0.06
            badge = QRectF(r.right() - bw * 0.85, r.top() - bh * 0.45, bw, bh)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COSTLY)
            painter.drawRoundedRect(badge, bh / 2, bh / 2)
            painter.setPen(QColor("white"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
            if entry.better is not None:  # the better card, under the marked one
                card = text.card_short(entry.better)
                better = QCoreApplication.translate("Review", "Better: {card}").format(card=card)
                if fm.horizontalAdvance(better) + w * 0.2 > w * 1.1:  # no room beside the next card
                    better = card
                bw = max(r.width(), fm.horizontalAdvance(better) + w * 0.2)
                chip = QRectF(r.center().x() - bw / 2, r.bottom() + w * 0.06, bw, bh)
                painter.setBrush(QColor(8, 18, 14, 225))
                painter.setPen(QPen(BETTER, 1.5))
                painter.drawRoundedRect(chip, bh / 2, bh / 2)
                painter.setPen(BETTER)
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, better)


def _strip_rect(g: Geometry, count: int) -> tuple[float, QRectF]:
    """(card width, the strip's rect) for ``count`` cards where the hand was, as large as the room allows."""
    count = max(1, count)
    info = g.info_rect()  # the contract box on the left, the trick pile mirrored on the right
    room = g.width - 2 * (info.x + info.w + g.margin)
    card_w = max(24.0, min(g.big * 0.62, room / (count * 1.12)))
    height = card_w * CARD_ASPECT
    top = g.height - g.margin - height - card_w * 0.45
    width = count * card_w * 1.12
    return card_w, QRectF(g.cx - width / 2, top - card_w * 0.3, width, height + card_w * 0.75)


def room_top(g: Geometry, count: int) -> float:
    """The top of a strip of ``count`` cards as drawn (its ``boundingRect``), before it is shown: the end-of-deal
    panel keeps clear of it while Review is offered, so it stays where it is when the strip comes."""
    card_w, rect = _strip_rect(g, count)
    return rect.top() - card_w * 0.4


def _font(pixel_size: float, bold: bool) -> QFont:
    return ui_font(pixel_size, bold)


def _face(card: Card, width: int, dpr: float) -> QPixmap:
    """``card`` as the table draws it: the same style, court figures and corner letters (R, D, V in French)."""
    from .card_item import CardItem

    return card_art.render_face(card, width, CardItem.style, dpr, CardItem.letters, CardItem.design)


class StripTable(Protocol):
    """What the strip needs of the table scene (``scene.TableScene``, which imports this module): where the strip is
    kept, the table's geometry, and adding and removing an item."""

    review_strip: ReviewStrip | None
    geometry: Geometry

    def addItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 (QGraphicsScene's)

    def removeItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 (QGraphicsScene's)


def show(scene: StripTable, entries: list[ReviewEntry] | None) -> ReviewStrip | None:
    """Put the review strip on ``scene`` (replacing any), or remove it (None)."""
    old = scene.review_strip
    if old is not None:
        scene.removeItem(old)
    strip = ReviewStrip(entries) if entries else None
    if strip is not None:
        scene.addItem(strip)
        strip.place(scene.geometry)
    scene.review_strip = strip
    return strip


def relayout(scene: StripTable, hand_dealt: bool) -> None:
    """After a resize or a sync: re-place the strip, or drop it once the player has cards on the table again
    (``hand_dealt``: a hand, or a layout of his own face-up cards)."""
    strip = scene.review_strip
    if strip is None:
        return
    if hand_dealt:
        show(scene, None)
    else:
        strip.place(scene.geometry)


def entries_for(tricks: list[tuple[int, Card]], marked: dict[Card, tuple[float, Card | None]]) -> list[ReviewEntry]:
    """The strip's entries: (trick, card) the player played, and the costly ones' (cost, better card)."""
    out = []
    for trick, card in tricks:
        loss, better = marked.get(card, (None, None))
        out.append(ReviewEntry(trick, card, loss, better))
    return out

