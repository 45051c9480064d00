"""The trick-winner moment: the winning card glows (``CardItem.glow``) and the winner's name plate flashes
"North wins the trick" before the trick slides to the winner's side.

The animator builds the moment (``trick_moment``) as an animation running beside the trick's own steps, and
``clear_trick_moment`` takes every mark away when the animation ends or is cut short. Nothing here waits or
takes a key: the moment is part of the animation the player's keys already wait for.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation, QCoreApplication, QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation,
    QRectF, QSequentialAnimationGroup, Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..widgets import palette
from .card_item import CardItem
from .scene import TableScene, ui_font

_GOLD = QColor(palette.GOLD)


def winner_text(seat: int, human: int, names: list[str]) -> str:
    """"North wins the trick", or "You win the trick" for the player."""
    if seat == human:
        return QCoreApplication.translate("Table", "You win the trick")
    name = names[seat] if 0 <= seat < len(names) and names[seat] else str(seat)
    return QCoreApplication.translate("Table", "{name} wins the trick").format(name=name)


class PlateFlash(QGraphicsObject):
    """A gold pill over a name plate, the words of the moment on it; its opacity is animated."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.words = ""
        self.seat = -1
        self.setZValue(650)  # over the name plates (600) and the bubbles
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_data(self, plate: QRectF, words: str, seat: int, bounds: QRectF) -> None:
        """Cover ``plate``, wide enough for ``words``, within ``bounds`` (the table)."""
        self.prepareGeometryChange()
        h = plate.height()
        text_w = QFontMetricsF(ui_font(h * 0.36, True)).horizontalAdvance(words)
        w = max(plate.width(), text_w + h * 1.1)
        x = plate.center().x() - w / 2
        x = max(bounds.left() + 8, min(x, bounds.right() - w - 8))  # the halo stays on the table
        self.rect = QRectF(x, plate.top(), w, h)
        self.words, self.seat = words, seat
        self.setTransformOriginPoint(self.rect.center())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 14, 14)

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
    flash.set_data(plate, winner_text(seat, human, scene.names), seat, scene.sceneRect())
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
