"""The trick-winner moment: the winning card glows (``CardItem.glow``) and a gold banner beside the winner's
name plate flashes "North wins the trick" before the trick slides to the winner's side. The banner covers no
name plate (``banner_rect``): the plates keep saying who sits where and who is connected.

The animator builds the moment (``trick_moment``) as an animation running beside the trick's own steps, and
``clear_trick_moment`` takes every mark away when the animation ends or is cut short. Nothing here waits or
takes a key: the moment is part of the animation the player's keys already wait for.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation, QCoreApplication, QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation,
    QRectF, QSequentialAnimationGroup, QSizeF, Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..look import palette
from .card_item import CardItem
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from .fonts import ui_font
from .scene import TableScene

_GOLD = QColor(palette.GOLD)


def winner_text(seat: int, human: int, names: list[str]) -> str:
    """"North wins the trick", or "You win the trick" for the player."""
    if seat == human:
        return QCoreApplication.translate("Table", "You win the trick")
    name = names[seat] if 0 <= seat < len(names) and names[seat] else str(seat)
    return QCoreApplication.translate("Table", "{name} wins the trick").format(name=name)


HALO = 14.0  # the banner's glow round its pill, kept off the name plates too


def _overlap(a: QRectF, others: Sequence[QRectF]) -> float:
    return sum(i.width() * i.height() for i in (a.intersected(o) for o in others) if not i.isEmpty())


def banner_rect(plate: QRectF, size: QSizeF, side: int, bounds: QRectF, plates: Sequence[QRectF],
                soft: Sequence[QRectF] = ()) -> QRectF:
    """Where the trick winner's banner goes: beside the winner's ``plate``, towards the middle of the table
    first (under the top plate, right of the left one, left of the right one, right of the player's own),
    inside ``bounds``; its halo over none of ``plates`` where any place allows, and then over as little of
    ``soft`` as can be."""
    w, h = size.width(), size.height()
    gap = HALO + 2
    xs = (plate.center().x() - w / 2, plate.right() - w, plate.left())  # centred, then slid along the plate
    ys = (plate.center().y() - h / 2, plate.bottom() - h, plate.top())
    below = [QPointF(x, plate.bottom() + gap) for x in xs]
    above = [QPointF(x, plate.top() - gap - h) for x in xs]
    right = [QPointF(plate.right() + gap, y) for y in ys]
    left = [QPointF(plate.left() - gap - w, y) for y in ys]
    sides = {TOP: (below, left, right, above), BOTTOM: (right, above, left), LEFT: (right, below, above),
             RIGHT: (left, below, above)}.get(side, (below, above, right, left))
    inner = bounds.adjusted(8, 8, -8, -8)  # the halo stays on the table
    best: tuple[float, float, int] | None = None
    chosen = QRectF()
    for rank, spot in enumerate(spot for spots in sides for spot in spots):
        x = max(inner.left(), min(spot.x(), inner.right() - w))
        y = max(inner.top(), min(spot.y(), inner.bottom() - h))
        rect = QRectF(x, y, w, h)
        halo = rect.adjusted(-HALO, -HALO, HALO, HALO)
        score = (_overlap(halo, plates), _overlap(rect, soft), rank)
        if best is None or score < best:
            best, chosen = score, rect
    return chosen


class PlateFlash(QGraphicsObject):
    """A gold pill beside a name plate, the words of the moment on it; its opacity is animated."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.words = ""
        self.seat = -1
        self.setZValue(650)  # over the name plates (600) and the bubbles
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_data(self, plate: QRectF, words: str, seat: int, bounds: QRectF, side: int = TOP,
                 plates: Sequence[QRectF] = (), soft: Sequence[QRectF] = ()) -> None:
        """Beside ``plate`` (the winner's, on ``side`` of the table), wide enough for ``words``, within
        ``bounds`` (the table), over none of ``plates`` and as little as can be of ``soft`` (cards, the
        contract box)."""
        self.prepareGeometryChange()
        h = plate.height()
        text_w = QFontMetricsF(ui_font(h * 0.36, True)).horizontalAdvance(words)
        w = max(plate.width(), text_w + h * 1.1)
        self.rect = banner_rect(plate, QSizeF(w, h), side, bounds, [plate, *plates], soft)
        self.words, self.seat = words, seat
        self.setTransformOriginPoint(self.rect.center())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-HALO, -HALO, HALO, HALO)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = r.height() / 2
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(5):  # the halo
            glow = QColor(_GOLD)
            glow.setAlpha(22 + 26 * i)
            painter.setPen(QPen(glow, 12 - 2.2 * i))
            painter.drawRoundedRect(r, radius, radius)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0.0, QColor(74, 56, 10))
        grad.setColorAt(0.5, QColor(44, 33, 6))
        grad.setColorAt(1.0, QColor(28, 21, 4))
        painter.setBrush(grad)
        painter.setPen(QPen(_GOLD, 2.0))
        painter.drawRoundedRect(r, radius, radius)
        shine = QLinearGradient(r.topLeft(), QPointF(r.left(), r.center().y()))
        shine.setColorAt(0.0, QColor(255, 240, 190, 70))
        shine.setColorAt(1.0, QColor(255, 240, 190, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shine)
        painter.drawRoundedRect(r.adjusted(3, 2, -3, -r.height() / 2), radius * 0.8, radius * 0.8)
        painter.setFont(ui_font(r.height() * 0.36, True))
        painter.setPen(QColor(palette.GOLD))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.words)


def _flash_for(scene: QGraphicsScene) -> PlateFlash:
    flash = plate_flash(scene)
    if flash is None:
        flash = PlateFlash()
        scene.addItem(flash)
    return flash


def plate_flash(scene: QGraphicsScene) -> PlateFlash | None:
    """The scene's flash, if a moment ever made one (tests look at it)."""
    return next((item for item in scene.items() if isinstance(item, PlateFlash)), None)


def trick_moment(scene: TableScene, card: CardItem, seat: int, lead_in: int, hold: int,
                 after: int) -> QAbstractAnimation:
    """The moment for the card ``card`` of ``seat``: after ``lead_in`` ms (the last card landing), the card
    glows and the plate flashes for ``hold`` ms, then both fade while the trick goes (``after`` ms). The
    card is raised over the rest of the trick by the animator's step (its place's z), not here: a second
    animation of one property stops the first, and with it the whole group."""
    flash = _flash_for(scene)
    view = scene.view
    human = view.seat if view is not None else 0
    plate = scene.plates[seat].rect if 0 <= seat < len(scene.plates) else QRectF()
    players = view.rules.players if view is not None else len(scene.plates)
    clockwise = scene.snapshot.clockwise if scene.snapshot is not None else False
    side = side_of(seat, human, players, clockwise)
    plates = [p.rect for p in scene.plates if p.isVisible()]
    soft = [item.sceneBoundingRect() for item in scene.items_by_key.values() if item.isVisible()]
    soft += [item.sceneBoundingRect() for item in (scene.info, *scene.captions) if item.isVisible()]
    flash.set_data(plate, winner_text(seat, human, scene.names), seat, scene.sceneRect(), side, plates, soft)
    flash.setOpacity(0.0)
    flash.setVisible(True)
    total = max(hold + after, 2)
    rise = min(180, max(1, hold // 3))

    glow = QPropertyAnimation(card, b"glow")
    glow.setDuration(total)
    glow.setKeyValueAt(0.0, 0.0)
    glow.setKeyValueAt(rise / total, 1.0)
    glow.setKeyValueAt(max(rise, hold) / total, 1.0)
    glow.setKeyValueAt(1.0, 0.0)

    fade = QPropertyAnimation(flash, b"opacity")
    fade.setDuration(total)
    fade.setKeyValueAt(0.0, 0.0)
    fade.setKeyValueAt(rise / total, 1.0)
    fade.setKeyValueAt(max(rise, hold + after // 2) / total, 1.0)
    fade.setKeyValueAt(1.0, 0.0)

    pop = QPropertyAnimation(flash, b"scale")
    pop.setDuration(max(rise * 2, 2))
    pop.setStartValue(0.82)
    pop.setEndValue(1.0)
    pop.setEasingCurve(QEasingCurve(QEasingCurve.Type.OutBack))

    both = QParallelAnimationGroup()
    for a in (glow, fade, pop):
        both.addAnimation(a)
    seq = QSequentialAnimationGroup()
    if lead_in:
        seq.addPause(lead_in)
    seq.addAnimation(both)
    return seq


def clear_trick_moment(scene: TableScene) -> None:
    """Every mark of a moment gone: no card glows, the flash is hidden."""
    for item in scene.items_by_key.values():
        if item.glow:
            item.glow = 0.0
    flash = plate_flash(scene)
    if flash is not None:
        flash.setVisible(False)
        flash.setScale(1.0)
