"""The table's decor items, each drawn in code: a seat's name plate (``PlateItem``), its speech bubble
(``BubbleItem``), the contract box beside the player's hand (``InfoItem``), a caption beside a trick pile or under
the turned card (``CaptionItem``) and the match score on the felt (``ScoreItem``). ``decor.TableDecor`` places and
fills them from the player's view; the scene holds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...learn.table_words import BOTTOM, LEFT, TOP
from .fonts import ui_font

# the human's side first, then the others in play order: distinct up to four players alone
TEAM_COLOURS = (QColor("#4fc3f7"), QColor("#ff8a65"), QColor("#aed581"), QColor("#ce93d8"))


def team_colour(team: int, human_team: int, teams: int) -> QColor:
    return TEAM_COLOURS[(team - human_team) % teams % len(TEAM_COLOURS)]


_GOLD = QColor("#ffd54a")


class PlateItem(QGraphicsObject):
    """A player's name plate: name, a line of detail, team colour, dealer chip, turn glow."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 120, 40)
        self.name = ""
        self.detail = ""
        self.team_colour = TEAM_COLOURS[0]
        self.dealer = False
        self.active = False
        self.taker = False
        self.setZValue(600)

    def set_data(
        self, rect: QRectF, name: str, detail: str, colour: QColor, dealer: bool, active: bool, taker: bool
    ) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.name, self.detail, self.team_colour = name, detail, colour
        self.dealer, self.active, self.taker = dealer, active, taker
        # a name too long for the room left (a narrow window): elided on the plate, whole in its tooltip
        self.setToolTip(name if self.elides_name() else "")
        self.update()

    def _text_room(self) -> float:
        """The width the name and the detail are drawn in (see paint)."""
        h = self.rect.height()
        right = self.rect.right() - h / 2 * 0.5
        if self.dealer:
            right = self.rect.right() - h / 2 * 0.35 - h * 0.56 - 4
        return max(10.0, right - (self.rect.left() + h / 2 * 0.75 + h * 0.22))

    def _name_font(self, room: float) -> QFont:
        """The name's font: a long name shrinks a little (to 78 %) before it is elided, as the detail does."""
        size = self.rect.height() * 0.34
        wide = QFontMetricsF(ui_font(size, True)).horizontalAdvance(self.name)
        if wide > room:
            size = max(size * 0.78, float(int(size * room / wide)))  # whole pixels, rounded down
        return ui_font(size, True)

    def elides_name(self) -> bool:
        """The name is longer than the plate's room, even a little smaller: drawn elided ("Maximilian Alexander v…")."""
        room = self._text_room()
        return bool(self.name) and QFontMetricsF(self._name_font(room)).horizontalAdvance(self.name) > room + 0.5

    def clipped_words(self) -> list[str]:
        """For ``fit_check``: the name, when the plate elides it without saying it whole in its tooltip (as the
        score card's elided title, ``fit_check.ELIDES_WITH_TOOLTIP``, an elided name told whole is not counted)."""
        return [self.name] if self.elides_name() and self.toolTip() != self.name else []

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    @staticmethod
    def wanted_width(height: float, name: str, detail: str, dealer: bool) -> float:
        """The width that shows ``name`` and ``detail`` whole on a plate ``height`` high (see paint)."""
        radius = height / 2
        text = max(
            QFontMetricsF(ui_font(height * 0.34, True)).horizontalAdvance(name),
            QFontMetricsF(ui_font(height * 0.26)).horizontalAdvance(detail) if detail else 0.0,
        )
        chip = height * 0.56 + 4 if dealer else 0.0
        return radius * 0.75 + height * 0.22 + text + chip + radius * 0.5 + 4

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = r.height() / 2
        if self.active:
            for i in range(4):
                glow = QColor(_GOLD)
                glow.setAlpha(40 + 30 * i)
                painter.setPen(QPen(glow, 8 - 2 * i))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor(18, 32, 26, 225))
        grad.setColorAt(1, QColor(8, 18, 14, 235))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(_GOLD if self.active else QColor(255, 255, 255, 50), 1.5))
        painter.drawRoundedRect(r, radius, radius)
        # team dot
        dot = r.height() * 0.22
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.team_colour)
        painter.drawEllipse(QPointF(r.left() + radius * 0.75, r.center().y()), dot / 2, dot / 2)
        left = r.left() + radius * 0.75 + dot
        right = r.right() - radius * 0.5
        if self.dealer:
            chip = r.height() * 0.56
            c = QPointF(r.right() - radius * 0.35 - chip / 2, r.center().y())
            painter.setBrush(QColor("#f5f0e1"))
            painter.setPen(QPen(QColor("#9a7b17"), 1.5))
            painter.drawEllipse(c, chip / 2, chip / 2)
            painter.setPen(QColor("#3b2f0a"))
            painter.setFont(ui_font(chip * 0.55, True))
            painter.drawText(
                QRectF(c.x() - chip / 2, c.y() - chip / 2, chip, chip),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Table", "D", "dealer chip"),
            )
            right = c.x() - chip / 2 - 4
        h = r.height()
        width = max(10.0, right - left)
        name_font = self._name_font(width)
        painter.setFont(name_font)
        painter.setPen(QColor("#ffffff"))
        fm = QFontMetricsF(name_font)
        if self.detail:
            painter.drawText(
                QRectF(left, r.top() + h * 0.1, width, h * 0.48),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fm.elidedText(self.name, Qt.TextElideMode.ElideRight, width),
            )
            size = h * 0.26
            wide = QFontMetricsF(ui_font(size)).horizontalAdvance(self.detail)
            if wide > width:  # a long detail ("Partner · Intermediate") shrinks a little before eliding
                size = max(size * 0.78, size * width / wide)
            detail_font = ui_font(size)
            painter.setFont(detail_font)
            painter.setPen(_GOLD if self.taker else QColor(220, 230, 225, 200))
            painter.drawText(
                QRectF(left, r.top() + h * 0.5, width, h * 0.42),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QFontMetricsF(detail_font).elidedText(self.detail, Qt.TextElideMode.ElideRight, width),
            )
        else:
            painter.drawText(
                QRectF(left, r.top(), width, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fm.elidedText(self.name, Qt.TextElideMode.ElideRight, width),
            )


class BubbleItem(QGraphicsObject):
    """What a player just said (a bid, a declaration, belote), pointing at the speaker."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.anchor = QPointF()
        self.direction = 0  # the speaker's side
        self.font = ui_font(14, True)
        self.strong = False
        self.setZValue(700)
        self._rect = QRectF()

    def set_data(
        self, text_: str, anchor: QPointF, side: int, font_px: float, strong: bool, table_width: float = 0.0
    ) -> None:
        """``table_width``: a bubble above or below its speaker stays inside the table (a long declaration said
        from a plate near the edge)."""
        self.prepareGeometryChange()
        self.text, self.anchor, self.direction, self.strong = text_, anchor, side, strong
        self.font = ui_font(font_px, True)
        fm = QFontMetricsF(self.font)
        w = fm.horizontalAdvance(text_) + font_px * 1.4
        h = fm.height() + font_px * 0.7
        x, y = anchor.x(), anchor.y()
        if side in (BOTTOM, TOP) and table_width:
            x = min(max(x, w / 2 + 4), table_width - w / 2 - 4)
        if side == BOTTOM:
            self._rect = QRectF(x - w / 2, y - h, w, h)
        elif side == TOP:
            self._rect = QRectF(x - w / 2, y, w, h)
        elif side == LEFT:
            self._rect = QRectF(x, y - h / 2, w, h)
        else:
            self._rect = QRectF(x - w, y - h / 2, w, h)
        self.setVisible(bool(text_))
        self.update()

    def bubble_rect(self) -> QRectF:
        """The bubble itself (its shadow aside), in scene units."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(r.translated(0, 2.5), r.height() / 2, r.height() / 2)
        painter.setBrush(QColor("#ffd54a") if self.strong else QColor("#fbfaf5"))
        painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self.font)
        painter.setPen(QColor("#1d2a24"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class InfoItem(QGraphicsObject):
    """The box in the corner: the contract and trump, or the state of the auction."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 200, 60)
        self.title = ""
        self.lines: list[str] = []
        self.max_width = 400.0
        self.font_scale = 1.0
        self.setZValue(600)

    def set_data(self, rect: QRectF, title: str, lines: list[str]) -> None:
        self.prepareGeometryChange()
        unit = rect.height() / 3.2
        fm = QFontMetricsF(ui_font(unit * 0.8, True))
        heading = QFontMetricsF(ui_font(unit * 0.78)).horizontalAdvance(title)  # "Contract: <a long name>"
        need = max([fm.horizontalAdvance(line) for line in lines] + [heading]) + unit * 1.2
        if need > rect.width():
            rect = QRectF(rect.x(), rect.y(), min(need, self.max_width), rect.height())
        # a narrow box (a wide hand beside it) takes smaller letters rather than cutting the words
        # (a little smaller than the exact ratio: letters at a smaller size do not shrink quite in proportion)
        self.font_scale = (
            1.0 if need <= rect.width() else max(0.72, 0.96 * (rect.width() - unit * 1.2) / (need - unit * 1.2))
        )
        self.rect, self.title, self.lines = rect, title, lines
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def clipped_words(self) -> list[str]:
        """The title and lines wider than the box draws them (``ui.look.fit_check`` asks)."""
        unit = self.rect.height() / 3.2
        room = self.rect.width() - 2 * unit * 0.55  # as paint draws them
        k = self.font_scale
        title = QFontMetricsF(ui_font(unit * 0.78 * k)).horizontalAdvance(self.title)
        bold = QFontMetricsF(ui_font(unit * 0.8 * k, True))
        return [
            words
            for words, wide in [(self.title, title)] + [(line, bold.horizontalAdvance(line)) for line in self.lines[:2]]
            if wide > room
        ]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(6, 20, 14, 150))
        painter.drawRoundedRect(r, 10, 10)
        unit = r.height() / 3.2
        k = self.font_scale
        painter.setFont(ui_font(unit * 0.78 * k))
        painter.setPen(QColor(200, 225, 210, 210))
        pad = unit * 0.55
        painter.drawText(
            QRectF(r.left() + pad, r.top() + unit * 0.25, r.width() - 2 * pad, unit),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        painter.setPen(QColor("#ffffff"))
        font = ui_font(unit * 0.8 * k, True)
        painter.setFont(font)
        fm = QFontMetricsF(font)
        for i, line in enumerate(self.lines[:2]):
            painter.drawText(
                QRectF(r.left() + pad, r.top() + unit * (1.2 + i * 0.98), r.width() - 2 * pad, unit),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fm.elidedText(line, Qt.TextElideMode.ElideRight, r.width() - 2 * pad),
            )


class CaptionItem(QGraphicsObject):
    """A small caption on the felt (pile counts)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = ui_font(12, True)
        self.pos_ = QPointF()
        self.above = True
        self.setZValue(590)

    def set_data(self, text_: str, anchor: QPointF, leftward: bool, font_px: float) -> None:
        self.prepareGeometryChange()
        self.text, self.pos_, self.above = text_, anchor, leftward
        self.font = ui_font(font_px, True)
        self.update()

    def _rect(self) -> QRectF:
        fm = QFontMetricsF(self.font)
        w = fm.horizontalAdvance(self.text) + 16
        h = fm.height() + 6
        x = self.pos_.x() - w if self.above else self.pos_.x()
        return QRectF(x, self.pos_.y() - h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self.font)
        painter.setPen(QColor(235, 245, 238))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class ScoreItem(QGraphicsObject):
    """The match score in a corner of the felt, for when the side panel (and its score sheet) is hidden."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.lines: list[str] = []
        self.font = ui_font(12, True)
        self.setZValue(590)

    @staticmethod
    def natural_width(lines: list[str], font_px: float) -> float:
        """The width the score takes at its own size (``set_data`` shrinks its letters to fit a narrower corner)."""
        font_px = max(9.0, font_px)
        metrics = QFontMetricsF(ui_font(font_px, True))
        return max((metrics.horizontalAdvance(line) for line in lines), default=0.0) + 2 * font_px * 0.6

    def set_data(self, right: float, top: float, max_width: float, lines: list[str], font_px: float) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        font_px = max(9.0, font_px)
        pad = font_px * 0.6
        width = self.natural_width(lines, font_px)
        if width > max_width:  # a narrow corner: smaller letters rather than cut words
            font_px = max(9.0, font_px * (max_width - 2 * pad) / (width - 2 * pad))
        self.font = ui_font(font_px, True)
        fm = QFontMetricsF(self.font)
        width = max(fm.horizontalAdvance(line) for line in lines) + 2 * pad
        height = fm.height() * len(lines) + pad
        self.rect = QRectF(right - width, top, width, height)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QColor(6, 20, 14, 150))
        painter.drawRoundedRect(r, 8, 8)
        painter.setFont(self.font)
        fm = QFontMetricsF(self.font)
        y = r.top() + (r.height() - fm.height() * len(self.lines)) / 2
        for i, line in enumerate(self.lines):
            painter.setPen(QColor("#ffffff") if i == 0 else QColor(200, 225, 210, 210))
            painter.drawText(
                QRectF(r.left(), y + i * fm.height(), r.width(), fm.height()), Qt.AlignmentFlag.AlignCenter, line
            )
