"""CardItem: one card on the table. Animates ``pos``, ``rotation``, ``opacity``, ``scale``,
``z`` and ``flip`` (0 = back, 1 = face; drawn as a turn around the vertical axis).

The item is centred on its position; its base size is fixed and ``scale`` sets the shown width,
so pixmaps are rendered (and cached by card_art) at the exact on-screen size for sharp cards on
high-DPI screens. Clicks, double-clicks and drags become intent signals; nothing is decided here.

Rule hints: a playable card (``hinted``) stands a little higher with a soft glow, an unplayable one
is ``dimmed`` and carries the rule's explanation as its tooltip; ``suggested`` outlines the card
the Suggest button proposes. Hovering emits ``hovered(card, True/False)``.

``glow`` (0..1, animated by the animator's trick-winner moment) lifts the card a little and rings it
in gold: the card that won the trick.
"""

from __future__ import annotations

import math
from typing import cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from . import card_art
from .layout import CARD_ASPECT

BASE_WIDTH = 100.0
BASE_HEIGHT = BASE_WIDTH * CARD_ASPECT
_RADIUS = 0.06 * BASE_WIDTH


class CardItem(QGraphicsObject):
    clicked = Signal(object)  # Card
    doubleClicked = Signal(object)
    dropped = Signal(object, QPointF)  # Card, scene position where it was released
    hovered = Signal(object, bool)  # Card, entering (True) or leaving (False)

    style = card_art.CardStyle.CLASSIC  # shared by every item; set by the scene
    back_style = card_art.BackStyle.BLUE  # the settings' card back
    design = card_art.CardDesign.SIMPLE  # the settings' court figures
    letters: tuple[str, ...] = card_art.ENGLISH_LETTERS  # corner letters of J, Q, K, A

    def __init__(self, card: Card | None = None, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self._flip = 0.0
        self._glow = 0.0
        self.dimmed = False
        self.highlighted = False
        self.hinted = False  # a playable card while rule hints are on
        self.suggested = False  # the card the Suggest button proposes
        self.interactive = False  # in the human's hand: clicks and drags mean something
        self.shadow = True
        self._hover = False
        self._press: QPointF | None = None
        self._drag_origin: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # -- animated properties ----------------------------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        if value != self._flip:
            self._flip = float(value)
            self.update()

    # cast: PySide6's stubs give Property no __get__/__set__: typed as the float it reads and writes
    flip: float = cast(float, Property(float, _get_flip, _set_flip))

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        value = max(0.0, min(1.0, float(value)))
        if value != self._glow:
            self._glow = value
            self.update()

    glow: float = cast(float, Property(float, _get_glow, _set_glow))  # cast: as flip's

    def set_width(self, width: float) -> None:
        self.setScale(width / BASE_WIDTH)

    def width(self) -> float:
        return BASE_WIDTH * self.scale()

    def set_state(
        self, dimmed: bool, highlighted: bool, interactive: bool, hinted: bool = False, suggested: bool = False
    ) -> None:
        new = (dimmed, highlighted, interactive, hinted, suggested)
        if new != (self.dimmed, self.highlighted, self.interactive, self.hinted, self.suggested):
            self.dimmed, self.highlighted, self.interactive, self.hinted, self.suggested = new
            self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
            self.update()

    @property
    def hovering(self) -> bool:
        return self._hover

    # -- painting ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        pad = 0.12 * BASE_WIDTH
        return QRectF(-BASE_WIDTH / 2 - pad, -BASE_HEIGHT / 2 - pad * 1.5, BASE_WIDTH + 2 * pad, BASE_HEIGHT + 3 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-BASE_WIDTH / 2, -BASE_HEIGHT / 2, BASE_WIDTH, BASE_HEIGHT), _RADIUS, _RADIUS)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        squeeze = abs(math.cos(math.pi * self._flip))
        face = self._flip > 0.5 and self.card is not None
        lift = self._lift()
        rect = QRectF(-BASE_WIDTH / 2, -BASE_HEIGHT / 2 + lift, BASE_WIDTH, BASE_HEIGHT)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        scale = painter.worldTransform().map(QPointF(1, 0)) - painter.worldTransform().map(QPointF(0, 0))
        px_width = max(8, 2 * int(round(BASE_WIDTH * math.hypot(scale.x(), scale.y()) / 2)))
        painter.save()
        if squeeze < 0.999:
            painter.scale(max(squeeze, 0.02), 1.0)
        if self.shadow:
            self._paint_shadow(painter, rect, lifted=lift != 0.0)
        if face:
            assert self.card is not None
            pixmap = card_art.render_face(self.card, px_width, CardItem.style, dpr, CardItem.letters, CardItem.design)
        else:
            pixmap = card_art.render_back(px_width, dpr, CardItem.back_style)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        self._paint_marks(painter, rect, face)
        painter.restore()

    def _lift(self) -> float:
        """How far the card rises: under the mouse when it may be played, suggested, hinted, or winning the trick."""
        lift = 0.0
        if self._hover and self.interactive and not self.dimmed:
            lift = -0.07 * BASE_HEIGHT
        elif self.suggested:
            lift = -0.06 * BASE_HEIGHT
        elif self.hinted:
            lift = -0.03 * BASE_HEIGHT
        if self._glow > 0.0:
            lift = min(lift, -0.06 * BASE_HEIGHT * self._glow)
        return lift

    def _paint_marks(self, painter: QPainter, rect: QRectF, face: bool) -> None:
        """Over the card: the face's marks, the highlight's edge, the winner's halo."""
        if face:
            self._paint_face_marks(painter, rect)
        if self.highlighted:
            card_art.paint_highlight(painter, rect, QColor("#ffd54a"))
        if self._glow > 0.0 and face:
            self._paint_winner(painter, rect, self._glow)

    def _paint_face_marks(self, painter: QPainter, rect: QRectF) -> None:
        """Over a face: dimmed, the hint's glow, the suggestion's edge."""
        if self.dimmed:
            path = QPainterPath()
            path.addRoundedRect(rect, _RADIUS, _RADIUS)
            painter.fillPath(path, QColor(20, 30, 25, 120))
        if self.hinted and not self.highlighted and not self.suggested:
            self._paint_glow(painter, rect)
        if self.suggested:
            card_art.paint_highlight(painter, rect, QColor("#4fc3f7"))

    @staticmethod
    def _paint_winner(painter: QPainter, rect: QRectF, strength: float) -> None:
        """The trick's winning card: a gold edge and a warm halo, as strong as ``strength`` (0..1)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, alpha in enumerate((190, 120, 70, 35)):
            grow = 1.5 + i * 2.0
            painter.setPen(QPen(QColor(255, 213, 74, int(alpha * strength)), 3.0))
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), _RADIUS + grow, _RADIUS + grow)
        painter.setPen(QPen(QColor(181, 143, 20, int(255 * strength)), 2.8))
        painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), _RADIUS, _RADIUS)

    @staticmethod
    def _paint_glow(painter: QPainter, rect: QRectF) -> None:
        """The soft light around a playable card: a few widening, fading outlines."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, alpha in enumerate((70, 40, 18)):
            grow = 1.0 + i * 2.2
            painter.setPen(QPen(QColor(255, 236, 160, alpha), 2.2))
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), _RADIUS + grow, _RADIUS + grow)

    def _paint_shadow(self, painter: QPainter, rect: QRectF, lifted: bool) -> None:
        """A soft shadow: a few translucent rounded rectangles, cheaper than a blur effect."""
        painter.setPen(Qt.PenStyle.NoPen)
        offset = QPointF(1.5, 3.5 if lifted else 2.2)
        layers = 5
        for i in range(layers):
            grow = (layers - i) * 1.3
            r = rect.translated(offset).adjusted(-grow * 0.6, -grow * 0.4, grow * 0.6, grow)
            painter.setBrush(QColor(0, 0, 0, 9 + i * 5))
            painter.drawRoundedRect(r, _RADIUS + grow, _RADIUS + grow)

    # -- input ------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        if self.card is not None:
            self.hovered.emit(self.card, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        if self.card is not None:
            self.hovered.emit(self.card, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.card is None or not self.interactive:
            event.ignore()
            return
        self._press = event.scenePos()
        self._drag_origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._drag_origin is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) > 10:
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
        if self._dragging:
            self.setPos(self._drag_origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragging = self._dragging
        origin = self._drag_origin
        self._press = None
        self._dragging = False
        if dragging:
            self.setZValue(self.zValue() - 1000)
            if origin is not None:
                self.setPos(origin)  # the layout moves it to the trick if the play is accepted
            self.dropped.emit(self.card, event.scenePos())
        else:
            self.clicked.emit(self.card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.card is not None and self.interactive:
            self.doubleClicked.emit(self.card)
