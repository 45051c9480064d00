"""TableScene: the green table, drawn only from the human's PlayerView.

It owns the card items (by layout key), the name plates, the contract box and the pile captions.
``sync`` places everything at once; the Animator moves items between snapshots. Card clicks,
double-clicks and drops come out as intent signals for the controller to judge.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...engine import Bid, Card, Contract, Pass, Phase, PlayerView
from ...engine.auctions import AUCTIONS
from ...learn import vocabulary
from ...learn import table_words as text
from . import card_art, review_marks
from ...engine.scoring import multiplier_of
from .card_item import CardItem
from .fonts import ui_font
from ...learn.table_words import BOTTOM, LEFT, RIGHT, TOP, side_of
from .layout import (
    CARD_ASPECT,
    PILE_MINE,
    PILE_TOP_RIGHT,
    Geometry,
    Key,
    Place,
    Snapshot,
    caption_ends_at_anchor,
    compute,
    zoned,
)

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


class TableScene(QGraphicsScene):
    cardClicked = Signal(object)  # Card
    cardDoubleClicked = Signal(object)
    cardDropped = Signal(object)  # a card dragged onto the table
    cardHovered = Signal(object)  # a card of the human's hand under the mouse, None when it leaves

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.geometry = Geometry(1000, 700)
        self.setSceneRect(0, 0, 1000, 700)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.items_by_key: dict[Key, CardItem] = {}
        self.snapshot: Snapshot | None = None
        self.view: PlayerView | None = None
        self.selected: Card | None = None
        self.playable: frozenset[Card] | None = None  # the human's legal cards while it is their turn
        self.hints = True
        self.table_colour = "green"  # the felt (settings: table_colour; card_art.TABLE_FELTS)
        self.explanations: dict[Card, str] = {}  # tooltip (rich text) of each unplayable card
        self.suggested: Card | None = None  # the card the Suggest button proposes
        self.review_strip: review_marks.ReviewStrip | None = None  # review_marks.show() puts it there
        self._input_enabled = True
        self.animating = False  # the animator moves the cards (set by it): a new size waits for its end
        self.reserve = 0.0  # height of the panel over the hand (Geometry's reserve)
        self.card_scale = 1.0  # the card size setting (Geometry's scale)
        self.show_score = False  # the match score on the felt (when the side panel is hidden)
        self.corner_inset = 0.0  # room kept free above the score in the top corner (the side panel's drawer button)
        self.score_lines: list[str] = []
        self._pile_top_right = False  # a player alone on the right piles his tricks in that corner
        self.names: list[str] = ["", "", "", ""]
        self.details: list[str] = ["", "", "", ""]
        self.thinking = -1
        self.thinking_person = False  # the seat whose turn it is is played by a person, not the computer
        self.plates: list[PlateItem] = []
        self.bubbles: list[BubbleItem] = []
        for _ in range(4):
            plate, bubble = PlateItem(), BubbleItem()
            self.addItem(plate)
            self.addItem(bubble)
            self.plates.append(plate)
            self.bubbles.append(bubble)
        self.info = InfoItem()
        self.addItem(self.info)
        self.score = ScoreItem()
        self.addItem(self.score)
        self.captions = [CaptionItem() for _ in range(4)]  # one per side of the table
        for c in self.captions:
            self.addItem(c)
        self.turned_caption = CaptionItem()  # "Turned card", under the card in the middle during the auction
        self.addItem(self.turned_caption)
        for item in (*self.plates, *self.bubbles, self.info, *self.captions, self.score, self.turned_caption):
            item.setVisible(False)

    @property
    def input_enabled(self) -> bool:
        """The table takes the human's cards now (not during an animation)."""
        return self._input_enabled

    @input_enabled.setter
    def input_enabled(self, on: bool) -> None:
        if on != self._input_enabled:
            self._input_enabled = on
            self.refresh_decor()  # the "your turn" glow follows: on only while input is taken

    # -- background -------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        centre, middle, edge = card_art.felt_colours(self.table_colour)
        grad.setColorAt(0.0, centre)
        grad.setColorAt(0.55, middle)
        grad.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(grad))
        # a faint oval marking the playing area (made smaller by rows of table cards)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 22), 2))
        painter.setBrush(QColor(255, 255, 255, 8))
        self._drawn_oval = self._oval_rect()
        painter.drawEllipse(self._drawn_oval)

    def _oval_rect(self) -> QRectF:
        g = zoned(self.geometry, self.snapshot) if self.snapshot is not None else self.geometry
        w, h = g.trick * 3.6, g.trick * 1.4 * 1.75
        return QRectF(g.cx - w / 2, g.cy - h / 2, w, h)

    def _repaint_background_if_moved(self, always: bool = False) -> None:
        """The background is painted only where items changed: when the oval (or the felt's size) moves,
        all of it is painted again, or the old oval stays half drawn."""
        if always or getattr(self, "_drawn_oval", None) != self._oval_rect():
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # -- sizing -----------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.geometry = Geometry(width, height, self.reserve, self.card_scale)
        # while the animator moves the cards, its end puts them in the new places (its final sync); a sync
        # now, to the snapshot before the move, would drop the cards it brought in mid-flight (a new deal's,
        # a renamed one), leave its animations without a target and make the cards blink
        if self.snapshot is not None and not self.animating:
            self.sync(self.snapshot)
        elif self.snapshot is not None:
            self.refresh_decor()  # the plates and the contract box in their new places at once
        review_marks.relayout(self, False)
        self._repaint_background_if_moved(always=True)

    def set_card_scale(self, scale: float) -> bool:
        """The card size setting (``layout.CARD_SCALES``): the table laid out again. True if it changed."""
        if abs(scale - self.card_scale) < 1e-6:
            return False
        self.card_scale = scale
        r = self.sceneRect()
        self.resize_table(r.width(), r.height())
        return True

    def set_reserve(self, height: float) -> bool:
        """Make room above the hand for a panel ``height`` high (0: none). True if the table moved."""
        if abs(height - self.reserve) < 0.5:
            return False
        self.reserve = height
        r = self.sceneRect()
        self.resize_table(r.width(), r.height())
        return True

    # -- items ------------------------------------------------------------------------------
    def item_for(self, key: Key, place: Place | None = None) -> CardItem:
        item = self.items_by_key.get(key)
        if item is None:
            item = CardItem(place.card if place else None)
            item.clicked.connect(self._on_click)
            item.doubleClicked.connect(self._on_double)
            item.dropped.connect(self._on_drop)
            item.hovered.connect(self._on_hover)
            self.addItem(item)
            self.items_by_key[key] = item
            if place is not None:
                self.place_item(item, place)
        return item

    def rename(self, old: Key, new: Key) -> None:
        item = self.items_by_key.pop(old, None)
        if item is None:
            return
        displaced = self.items_by_key.pop(new, None)
        if displaced is not None and displaced is not item:
            self.removeItem(displaced)
        self.items_by_key[new] = item

    @staticmethod
    def place_item(item: CardItem, place: Place) -> None:
        if place.card is not None:
            item.card = place.card
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.set_width(place.width)
        item.setZValue(place.z)
        item.shadow = place.shadow
        item.flip = 1.0 if (place.face_up and item.card is not None) else 0.0

    def clear_cards(self) -> None:
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()

    def middle_rects(self) -> list[QRectF]:
        """Where the cards in the middle lie (the trick, a turned card), in scene units: at their places, not where
        an animation has them now. A bubble or a message over the table leaves them in sight."""
        snap = self.snapshot
        if snap is None:
            return []
        places = self.targets(snap)
        cards = [card for _seat, card in snap.trick] + [c for c in (snap.turned, snap.proposed) if c is not None]
        return [place_bounds(places[("card", card)]) for card in cards if ("card", card) in places]

    def _bubble_clear_of_middle(
        self, bubble: BubbleItem, plate: QRectF, first: tuple[QPointF, int], said: str, font_px: float, strong: bool
    ) -> None:
        """A bubble never lies over a card in the middle (a declaration said from a plate near the trick, Belot
        for 2 with open cards): beside its plate, on the right or the left, else above or under it; else, its
        side kept, moved off the trick's cards (above them or under them)."""
        middle = self.middle_rects()
        if not middle or not any(bubble.bubble_rect().intersects(r) for r in middle):
            return
        g = self.geometry
        table = QRectF(0, 0, g.width, g.height)
        plates = [p.sceneBoundingRect() for p in self.plates if p.isVisible()]
        cards = [
            item.mapToScene(item.shape()).boundingRect() for item in self.items_by_key.values() if item.isVisible()
        ]
        mid = plate.center()
        tries = [
            (QPointF(plate.right() + 8, mid.y()), LEFT),
            (QPointF(plate.left() - 8, mid.y()), RIGHT),
            (QPointF(mid.x(), plate.top() - 6), BOTTOM),
            (QPointF(mid.x(), plate.bottom() + 6), TOP),
        ]
        union = QRectF(middle[0])
        for r in middle[1:]:
            union = union.united(r)
        x = bubble.bubble_rect().center().x()
        tries += [(QPointF(x, union.top() - 6), BOTTOM), (QPointF(x, union.bottom() + 6), TOP)]

        own = self.own_card_rects(self.snapshot) if self.snapshot is not None else []  # the player's cards, always

        def fits(crowd: list[QRectF]) -> bool:
            r = bubble.bubble_rect()
            return table.contains(r) and not any(r.intersects(o) for o in middle + plates + own + crowd)

        for crowd in (cards, []):  # clear of every card if it can be, else of the middle's and the plates
            for anchor, towards in tries:
                bubble.set_data(said, anchor, towards, font_px, strong, g.width)
                if fits(crowd):
                    return
        bubble.set_data(said, first[0], first[1], font_px, strong, g.width)  # nowhere better: where it was

    def targets(self, snap: Snapshot) -> dict[Key, Place]:
        return compute(snap, self.geometry, self.selected)

    def sync(self, snap: Snapshot) -> None:
        """Put every card where ``snap`` says, at once; drop items that are no longer on the table."""
        self.snapshot = snap
        places = self.targets(snap)
        for key in list(self.items_by_key):
            if key not in places:
                self.removeItem(self.items_by_key.pop(key))
        for key, place in places.items():
            item = self.item_for(key, place)
            self.place_item(item, place)
        self.refresh_cards()
        self.refresh_decor()
        review_marks.relayout(self, bool(snap.hand) or bool(snap.table_cards(snap.human)))
        self._repaint_background_if_moved()

    # -- the review's marks (review_marks.py) -------------------------------------------------
    def show_review(self, entries: list[review_marks.ReviewEntry] | None) -> None:
        """After "Review my play": the player's cards in trick order, the costly ones marked (None: none)."""
        review_marks.show(self, entries)

    # -- state from the view ----------------------------------------------------------------
    def set_view(self, view: PlayerView | None, names: list[str], details: list[str] | None = None) -> None:
        self.view = view
        self.names = names
        if details is not None:
            self.details = details
        if (
            view is not None
            and self.selected is not None
            and self.selected not in view.hand
            and not view.table_up_mask(view.seat) >> self.selected.index & 1
        ):
            self.selected = None

    def set_playable(self, cards: frozenset[Card] | None, explanations: dict[Card, str] | None = None) -> None:
        """The human's legal cards (None: not their turn to play) and why the others are not."""
        self.playable = cards
        self.explanations = dict(explanations or {})
        if cards is None or (self.suggested is not None and self.suggested not in cards):
            self.suggested = None
        self.refresh_cards()

    def set_suggested(self, card: Card | None) -> None:
        self.suggested = card
        self.refresh_cards()

    def refresh_cards(self) -> None:
        snap = self.snapshot
        hand = set(snap.hand) | set(snap.table_cards(snap.human)) if snap else set()
        for key, item in self.items_by_key.items():
            card = key[1] if key[0] == "card" else None
            if isinstance(card, Card) and card in hand:
                self._refresh_own_card(item, card)
                continue
            item.set_state(False, False, False)
            if item.toolTip():
                item.setToolTip("")

    def _refresh_own_card(self, item: CardItem, card: Card) -> None:
        """One of the human's cards: playable, dimmed (with why as its tooltip), hinted, chosen or suggested."""
        playing = self.playable is not None
        legal = self.playable is not None and card in self.playable
        dimmed = bool(playing and self.hints and not legal)
        hinted = bool(legal and self.hints and self.input_enabled)
        item.set_state(
            dimmed,
            card == self.selected,
            playing and self.input_enabled,
            hinted,
            card == self.suggested and playing,
        )
        tip = self.explanations.get(card, "") if dimmed else ""
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def refresh_decor(self) -> None:
        view, snap = self.view, self.snapshot
        if snap is not None and view is not None and (snap.players != view.rules.players or snap.human != view.seat):
            snap = None  # the cards still show the table before (a game of another size just loaded)
        if view is None or snap is None:
            for item in (*self.plates, *self.bubbles, self.info, *self.captions, self.score, self.turned_caption):
                item.setVisible(False)
            return
        n = view.rules.players
        speech = _speech(view)
        for seat in range(4):
            if seat >= n:
                self.plates[seat].setVisible(False)
                self.bubbles[seat].setVisible(False)
                continue
            self._refresh_plate(seat, view, snap, speech.get(seat, ("", False)))
        self._refresh_turned_caption(view, snap)
        self._refresh_info(view, snap)
        self._refresh_pile_captions(view, snap)
        self._pile_top_right = PILE_TOP_RIGHT in snap.pile_spots
        self._refresh_score()

    def _plate_detail(self, seat: int, view: PlayerView) -> str:
        """The plate's second line: the taker's contract, "Their turn" / "Thinking…", or the seat's detail."""
        detail = self.details[seat] if seat < len(self.details) else ""
        if seat == (view.contract.taker if view.contract is not None else -1) and view.contract is not None:
            detail = taker_detail(view)
        elif seat == self.thinking and self.thinking_person:  # another person at a network table
            detail = QCoreApplication.translate("Table", "Their turn")
        elif seat == self.thinking:
            detail = QCoreApplication.translate("Table", "Thinking…")
        return detail

    def _refresh_plate(self, seat: int, view: PlayerView, snap: Snapshot, speech: tuple[str, bool]) -> None:
        """One seat's name plate, and its speech bubble beside it."""
        g = self.geometry
        plate, bubble = self.plates[seat], self.bubbles[seat]
        n = view.rules.players
        taker = view.contract.taker if view.contract is not None else -1
        side = side_of(seat, view.seat, n, snap.clockwise)
        hand_count = len(snap.hand) if seat == view.seat else snap.hidden[seat]
        if seat < len(view.hand_sizes):
            # while cards are dealt the plate already stands where the whole hand will end, so that the
            # arriving cards never pass over it (the player's own: as wide as the whole hand leaves room for)
            hand_count = max(hand_count, view.hand_sizes[seat])
        detail = self._plate_detail(seat, view)
        name = self.names[seat] if seat < len(self.names) else ""
        rect = self.plate_rect(side, hand_count, name, detail, seat == view.dealer)
        # the glow says "your turn" only while the table takes the human's card
        active = seat == view.current_player and (seat != view.seat or self._input_enabled)
        colour = team_colour(view.rules.team_of(seat), view.rules.team_of(view.seat), view.rules.team_count)
        plate.set_data(rect, name, detail, colour, seat == view.dealer, active, seat == taker)
        plate.setVisible(True)
        said, strong = speech
        anchor, towards = self._bubble_anchor(seat, side, rect, snap, hand_count)
        bubble.set_data(said, anchor, towards, g.plate_h * 0.38, strong, g.width)
        if said and side == BOTTOM and self._covers_own_cards(bubble.bubble_rect(), snap):
            # a long declaration beside the hand ("Three in sequence (20)"): raised above the player's cards
            anchor = QPointF(anchor.x(), min(anchor.y(), self._own_cards_top(snap) - 6))
            bubble.set_data(said, anchor, towards, g.plate_h * 0.38, strong, g.width)
        if said:
            self._bubble_clear_of_middle(bubble, rect, (anchor, towards), said, g.plate_h * 0.38, strong)

    def own_card_rects(self, snap: Snapshot) -> list[QRectF]:
        """Where the player's own cards lie (his hand, his face-up layout), at their places."""
        places = self.targets(snap)
        own = list(snap.hand) + list(snap.table_cards(snap.human))
        return [place_bounds(places[("card", card)]) for card in own if ("card", card) in places]

    def _covers_own_cards(self, rect: QRectF, snap: Snapshot) -> bool:
        return any(rect.intersects(r) for r in self.own_card_rects(snap))

    def _own_cards_top(self, snap: Snapshot) -> float:
        """The top of the player's cards, a card lifted under the mouse included."""
        tops = [r.top() for r in self.own_card_rects(snap)]
        return min([zoned(self.geometry, snap).cards_top(lifted=True), *tops])

    def _bubble_anchor(
        self, seat: int, side: int, rect: QRectF, snap: Snapshot, hand_count: int
    ) -> tuple[QPointF, int]:
        """Where a seat's speech bubble points from beside its plate (``rect``), and toward which side."""
        if side == TOP and not hand_count and seat < len(snap.table) and snap.table[seat]:
            # an open layout right under the plate (Découverte): the bubble beside the plate, on its right
            return QPointF(rect.right() + 8, rect.center().y()), LEFT
        if side == BOTTOM:  # above the contract box, which sits above the player's plate
            info_top = self.geometry.info_rect(len(snap.hand)).y
            return QPointF(rect.center().x(), min(rect.top(), info_top) - 6), side
        if side == TOP:
            return QPointF(rect.center().x(), rect.bottom() + 6), side
        if side == LEFT:
            return QPointF(rect.right() + 8, rect.center().y()), side
        return QPointF(rect.left() - 8, rect.center().y()), side

    def _refresh_info(self, view: PlayerView, snap: Snapshot) -> None:
        """The info box (the contract, the trumps), beside the player's hand."""
        g = self.geometry
        ir = g.info_rect(len(snap.hand))
        room = g.cx - g.hand_span(BOTTOM, len(snap.hand)) / 2 - 2 * g.margin
        self.info.max_width = max(ir.w, room) if ir.y + ir.h > g.bottom_y - g.big * CARD_ASPECT * 0.72 else g.width / 3
        title, lines = _info_lines(view, self.names)
        self.info.set_data(QRectF(ir.x, ir.y, ir.w, ir.h), title, lines)
        self.info.setVisible(True)

    def _refresh_pile_captions(self, view: PlayerView, snap: Snapshot) -> None:
        """Each team's trick count beside its pile (above the pile where it would reach the hand)."""
        g = self.geometry
        team_labels = text.team_names(view.rules, view.seat, self.names)
        top_count = _top_hand_count(view, snap)
        for team, cap in enumerate(self.captions):
            tricks = sum(1 for t in view.tricks if view.rules.team_of(t.winner) == team)
            if team >= len(snap.pile_spots) or not tricks:
                cap.setVisible(False)
                continue
            spot = snap.pile_spots[team]
            ax, ay = g.pile_label_anchor(spot, top_count)
            label = _tricks_label(team_labels[team], tricks)
            cap.set_data(label, QPointF(ax, ay), caption_ends_at_anchor(spot), g.plate_h * 0.3)
            if spot == PILE_MINE and cap.boundingRect().left() < self._hand_right(snap) + g.margin:
                # a long caption (Russian, Greek) would reach the hand: above the pile instead
                px, py = g.pile_place(PILE_MINE)
                top = py - g.pile * CARD_ASPECT * 0.62
                cap.set_data(label, QPointF(g.width - g.margin, top - g.plate_h * 0.3), True, g.plate_h * 0.3)
            cap.setVisible(True)

    def _refresh_turned_caption(self, view: PlayerView, snap: Snapshot) -> None:
        """'Turned card' under the card proposing the trump in the middle (beside it when the bidding panel
        leaves no room below), while the auction lasts."""
        cap = self.turned_caption
        card = snap.turned if snap.turned is not None else snap.proposed
        item = self.items_by_key.get(("card", card)) if card is not None else None
        if item is None or view.phase is not Phase.BIDDING:
            cap.setVisible(False)
            return
        g = zoned(self.geometry, snap)
        label = QCoreApplication.translate("Table", "Turned card")
        font_px = g.plate_h * 0.3
        cap.set_data(label, QPointF(0, 0), False, font_px)
        w, h = cap.boundingRect().width(), cap.boundingRect().height()
        th = g.trick * CARD_ASPECT
        below = g.cy + th / 2 + g.margin * 0.6
        if below + h <= g.panel_top() - g.margin * 0.5:
            cap.set_data(label, QPointF(g.cx - w / 2 + 2, below + h / 2), False, font_px)
        else:  # on the right of the card
            cap.set_data(label, QPointF(g.cx + g.trick / 2 + g.margin * 0.6, g.cy), False, font_px)
        cap.setVisible(True)

    def plate_rect(self, side: int, hand_count: int, name: str, detail: str, dealer: bool) -> QRectF:
        """The geometry's plate, widened (within limits) so that the name and detail are not cut."""
        g = self.geometry
        pr = g.plate_rect(side, hand_count)
        wanted = PlateItem.wanted_width(pr.h, name, detail, dealer)
        width = max(pr.w, min(wanted, pr.w * 1.5, g.width / 3))
        if side == BOTTOM:  # as wide as the contract box above it, or the room left of the hand if wider
            room = g.cx - g.hand_span(BOTTOM, hand_count) / 2 - g.margin - pr.x  # the box's own gap to the hand
            width = max(pr.w, min(wanted, max(g.info_rect().w, room)))
        x = pr.x if side != RIGHT else pr.x + pr.w - width
        if side == TOP:
            x = min(x, g.width - g.margin - width)
        return QRectF(x, pr.y, width, pr.h)

    def _hand_right(self, snap: Snapshot) -> float:
        """The right edge of the human's fanned hand."""
        g = self.geometry
        places = g.hand_places(BOTTOM, len(snap.hand))
        if not places:
            return g.cx
        bh = g.big * CARD_ASPECT
        return places[-1][0] + g.big * 0.5 + bh * 0.03

    def _refresh_score(self) -> None:
        g = self.geometry
        if not (self.show_score and self.score_lines):
            self.score.setVisible(False)
            return
        top_plate = max(
            (p.rect.right() for p in self.plates if p.isVisible() and p.rect.top() < g.margin * 2),
            default=g.cx + g.hand_span(TOP, 8) / 2,
        )
        room = g.width - g.margin - top_plate - g.margin
        top, right = g.margin, g.width - g.margin
        if self._pile_top_right and self.corner_inset:  # the drawer button left of that pile: the score left of both
            right = self.corner_spot(self.corner_inset).x() - g.margin * 0.5
            room = right - top_plate - g.margin
        elif self._pile_top_right:  # under that pile
            top += g.pile * CARD_ASPECT * 1.25
        elif self.corner_inset:  # the drawer button holds the very corner: beside it if there is room, else under it
            beside = room - self.corner_inset
            if beside >= self.score.natural_width(self.score_lines, g.plate_h * 0.3):
                right, room = right - self.corner_inset, beside
            else:
                top += self.corner_inset
        self.score.set_data(right, top, room, self.score_lines, g.plate_h * 0.3)
        self.score.setVisible(True)

    def corner_spot(self, size: float) -> QPointF:
        """Where the side panel's drawer button (``size`` px square) goes, in scene coordinates: the top right
        corner, or left of the trick pile of a player alone on the right, which lies there."""
        g = self.geometry
        x = g.width - g.margin - size
        if self._pile_top_right:
            x = g.pile_place(PILE_TOP_RIGHT)[0] - g.pile * CARD_ASPECT * 0.62 - g.margin - size
        return QPointF(x, g.margin)

    def set_score(self, lines: list[str], shown: bool, corner_inset: float = 0.0) -> None:
        """The compact match score (``lines``) on the felt, ``shown`` while the side panel is hidden;
        ``corner_inset``: room kept free above it in the top corner (the side panel's drawer button)."""
        self.score_lines, self.show_score, self.corner_inset = list(lines), shown, corner_inset
        self._refresh_score()

    # -- intents ----------------------------------------------------------------------------
    def _hand_card(self, card: Card | None) -> bool:
        """A card the human plays: of his hand, or face up on the table in front of him."""
        snap = self.snapshot
        return card is not None and snap is not None and (card in snap.hand or card in snap.table_cards(snap.human))

    def _on_click(self, card: Card) -> None:
        if self.input_enabled and self._hand_card(card):
            self.cardClicked.emit(card)

    def _on_hover(self, card: Card, entering: bool) -> None:
        if not self._hand_card(card):
            return
        self.cardHovered.emit(card if entering else None)

    def _on_double(self, card: Card) -> None:
        if self.input_enabled and self._hand_card(card):
            self.cardDoubleClicked.emit(card)

    def _on_drop(self, card: Card, where: QPointF) -> None:
        if not (self.input_enabled and self._hand_card(card)):
            return
        g = self.geometry
        if self.snapshot is not None and card not in self.snapshot.hand:  # a table card: dragged toward the middle
            home = self.targets(self.snapshot).get(("card", card))
            if home is not None and where.y() < home.y - zoned(g, self.snapshot).zone * 0.8:
                self.cardDropped.emit(card)
            return
        if where.y() < g.bottom_y - g.big * 0.7:  # released above the hand: onto the table
            self.cardDropped.emit(card)

    def set_card_style(self, style: card_art.CardStyle) -> None:
        CardItem.style = style
        for item in self.items_by_key.values():
            item.update()


def _baloot_contract(c: Contract) -> str:
    """Baloot's own words for a contract: 'Hokum ♥', 'Sun, Three'."""
    what = vocabulary.baloot_strain(c.strain)
    step = vocabulary.baloot_ladder(c.multiplier)
    if step is not None:
        what = QCoreApplication.translate("Contract", "{contract}, {ladder}", "Baloot: the doubling step").format(
            contract=what, ladder=step
        )
    return what


def taker_detail(view: PlayerView) -> str:
    c = view.contract
    assert c is not None
    if vocabulary.is_baloot(view.rules):
        return _baloot_contract(c)
    if c.value or c.capot:
        what = QCoreApplication.translate("Table", "Bid {value} {strain}").format(
            value=text.contract_value_text(c.value, c.capot), strain=text.strain_short(c.strain)
        )
    elif AUCTIONS[view.rules.trump_scheme].calls_contracts:
        what = QCoreApplication.translate("Table", "Called {strain}").format(strain=text.strain_short(c.strain))
    else:
        what = QCoreApplication.translate("Table", "Took {strain}").format(strain=text.strain_short(c.strain))
    if c.multiplier > 1:
        what += f" ×{multiplier_of(view.rules, c)}"
    return what


def place_bounds(place: Place) -> QRectF:
    """The rectangle a card at ``place`` covers (its tilt included), in scene units."""
    w, h = place.width, place.width * CARD_ASPECT
    turn = math.radians(place.rotation)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    bw, bh = w * cos + h * sin, w * sin + h * cos
    return QRectF(place.x - bw / 2, place.y - bh / 2, bw, bh)


def _speech(view: PlayerView) -> dict[int, tuple[str, bool]]:
    """What each seat has just said: its last bid during the auction, announcements in play."""
    said: dict[int, tuple[str, bool]] = {}
    if view.phase is Phase.BIDDING or (view.phase is Phase.DONE and view.contract is None):
        # the current round of the auction only (classic forgets round 1's passes in round 2)
        for seat, action in view.bidding[view.auction.round_start :]:
            strong = not isinstance(action, Pass)
            said[seat] = (text.action_text(action, view.rules), strong)
        return said
    trick_no = len(view.tricks)
    show_now = view.rules.melds_shown_at_second_trick and trick_no == 1  # Pilotta: declarations shown at trick 2
    for ann in view.announcements:
        if ann.trick == trick_no or (show_now and ann.kind == "declare"):
            said[ann.seat] = (text.announcement_text(ann.kind, ann.melds, view.rules, ann.unshown), True)
    return said


def _top_hand_count(view: PlayerView, snap: Snapshot) -> int:
    """The cards in the hand of the player at the top (8 when nobody sits there)."""
    n = view.rules.players
    return next(
        (snap.hidden[s] for s in range(n) if s != view.seat and side_of(s, view.seat, n, snap.clockwise) == TOP), 8
    )


def _tricks_label(team: str, tricks: int) -> str:
    """'Us: 3 tricks' beside a pile."""
    if tricks == 1:
        return QCoreApplication.translate("Table", "{team}: 1 trick").format(team=team)
    return QCoreApplication.translate("Table", "{team}: {n} tricks").format(team=team, n=tricks)


def _info_lines(view: PlayerView, names: list[str]) -> tuple[str, list[str]]:
    """The info box's title and lines: the auction's state, or the contract and its trump."""
    if view.contract is None:
        return _auction_info_lines(view, names)
    return _contract_info_lines(view, view.contract, names)


def _auction_info_lines(view: PlayerView, names: list[str]) -> tuple[str, list[str]]:
    bidding = QCoreApplication.translate("Table", "Bidding")
    if view.phase is Phase.DONE:
        return QCoreApplication.translate("Table", "Deal"), [QCoreApplication.translate("Table", "Everyone passed")]
    high = view.auction.high_bid
    if vocabulary.is_baloot(view.rules) and high is not None:  # the standing call, on the ladder too
        return bidding, _baloot_standing_lines(view, high, names)
    if view.rules.turn_card:
        return bidding, [QCoreApplication.translate("Table", "Round {n}").format(n=view.auction.round)]
    if AUCTIONS[view.rules.trump_scheme].calls_contracts:  # a contract is called, no points bid
        if high is None:
            return bidding, [QCoreApplication.translate("Table", "No call yet")]
        return QCoreApplication.translate("Table", "Standing call"), [text.action_text(high, view.rules)]
    if high is None:
        return bidding, [QCoreApplication.translate("Table", "No bid yet")]
    return QCoreApplication.translate("Table", "Highest bid"), [text.action_text(high, view.rules)]


def _baloot_standing_lines(view: PlayerView, high: Bid, names: list[str]) -> list[str]:
    """Baloot's standing call (``high``) on its doubling ladder, and who made it."""
    auction = view.auction
    who = names[auction.high_seat] if 0 <= auction.high_seat < len(names) else ""
    standing = Contract(high.strain, auction.high_seat, 0, False, auction.multiplier)
    return [_baloot_contract(standing), who]


def _contract_info_lines(view: PlayerView, c: Contract, names: list[str]) -> tuple[str, list[str]]:
    taker = names[c.taker] if c.taker < len(names) else str(c.taker)
    title = QCoreApplication.translate("Table", "Contract: {player}").format(player=taker)
    if vocabulary.is_baloot(view.rules):
        return title, [_baloot_contract(c)]
    if c.strain.suit is not None:
        trump_line = QCoreApplication.translate("Table", "Trump: {suit}").format(suit=text.strain_name(c.strain))
    else:
        trump_line = text.strain_name(c.strain)
    if c.value or c.capot:
        return title, [_contract_amount(c), trump_line]
    return title, [trump_line]


def _contract_amount(c: Contract) -> str:
    """'90 ♥', coinched or surcoinched."""
    amount = QCoreApplication.translate("Table", "{value} {strain}").format(
        value=text.contract_value_text(c.value, c.capot), strain=text.strain_short(c.strain)
    )
    if c.multiplier == 2:
        return QCoreApplication.translate("Table", "{contract}, coinched").format(contract=amount)
    if c.multiplier >= 4:
        return QCoreApplication.translate("Table", "{contract}, surcoinched").format(contract=amount)
    return amount
