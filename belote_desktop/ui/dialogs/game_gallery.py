"""The New Game dialog's gallery: one cream tile a game, on the dark felt, the chosen one framed in gold.

Each tile shows a picture of the game's table (``table_picture``), its name, its players and pack (read from
the rules), where it is played and the one line on what makes it itself (``learn.game_facts``). The gallery
is a ``QListView`` in icon mode over the games' model, so the keyboard, the selection and the screen readers
work as in any list: the arrows move across the tiles (left and right in reading order, up and down a row),
Home and End go to the first and last game, each tile's accessible name says everything it shows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...engine import Ruleset
from ...learn.game_facts import facts_for
from ...learn import table_words as text
from ..models.variant_model import RulesetRole, VariantListModel
from ..look import palette
from .table_picture import table_pixmap

Index = QModelIndex | QPersistentModelIndex
PlayersRole = Qt.ItemDataRole.UserRole + 10  # "4 players in two pairs · 32 cards"
WhereRole = Qt.ItemDataRole.UserRole + 11  # where the game is played
LineRole = Qt.ItemDataRole.UserRole + 12  # what makes it itself

TILE_MIN_WIDTH = 200  # the tiles share the row's width, none narrower than this
PICTURE_SHARE = 0.52  # the picture's height, a share of the tile's inner width
_PAD = 8
_GAP = 6  # between two tiles
NAME_LINES = 2  # a game's name wraps onto a second line rather than lose its end
LINE_LINES = 3  # the line on what makes the game itself, in three lines ("A turned card proposes the trump: take it, or name another suit.")


def players_text(rules: Ruleset) -> str:
    """The table in words: how many play, in teams or each alone, and the pack."""
    if rules.team_count < rules.players:
        who = QCoreApplication.translate("NewGame", "{players} players in {teams} teams").format(
            players=rules.players, teams=rules.team_count
        )
    else:
        who = QCoreApplication.translate("NewGame", "{players} players, each alone").format(players=rules.players)
    return QCoreApplication.translate("NewGame", "{players} · {cards} cards").format(players=who, cards=rules.deck)


class GalleryModel(VariantListModel):
    """The games with what their tiles say; the accessible name of a tile is all of it."""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in (PlayersRole, WhereRole, LineRole, Qt.ItemDataRole.AccessibleTextRole):
            return super().data(index, role)
        rules = super().data(index, RulesetRole)
        if rules is None:
            return None
        facts = facts_for(rules)
        where = facts.where() if facts is not None else ""
        line = facts.line() if facts is not None else text.variant_description(rules)
        words = {PlayersRole: players_text(rules), WhereRole: where, LineRole: line}
        if role in words:
            return words[role]
        parts = [text.variant_name(rules), words[PlayersRole], where, line]
        return ". ".join(part.rstrip(".") for part in parts if part) + "."


class TileDelegate(QStyledItemDelegate):
    """Paints one game's tile; its size is the view's (``GameGallery.tile_size``)."""

    def __init__(self, view: GameGallery) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.view.tile_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        rules = index.data(RulesetRole)
        if rules is None:
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        rect = QRectF(option.rect).adjusted(_GAP / 2, _GAP / 2, -_GAP / 2, -_GAP / 2)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shape = QPainterPath()
        shape.addRoundedRect(rect, 10, 10)
        painter.fillPath(shape, QColor("#ffffff" if hovered and not selected else palette.CREAM))
        if selected:
            painter.setPen(QPen(QColor(palette.GOLD), 4 if focused else 3))
            painter.drawPath(shape)
        else:
            painter.setPen(QPen(QColor(palette.CREAM_EDGE), 1))
            painter.drawPath(shape)
        inner = rect.adjusted(_PAD, _PAD, -_PAD, -_PAD)
        pic_h = round(inner.width() * PICTURE_SHARE)
        dpr = self.view.devicePixelRatioF()
        pixmap = table_pixmap(rules, round(inner.width()), pic_h, round(dpr * 4) / 4)
        painter.drawPixmap(round(inner.left()), round(inner.top()), pixmap)
        y = inner.top() + pic_h + 6
        width = round(inner.width())
        name_font, small, place = _fonts(option.font)
        ink, note = QColor(palette.INK), QColor(palette.INK)
        note.setAlpha(185)
        y = self._line(
            painter, name_font, ink, index.data(Qt.ItemDataRole.DisplayRole), inner.left(), y, width, NAME_LINES
        )
        players_lines, where_lines = self.view.fact_lines()
        y = self._line(painter, small, note, index.data(PlayersRole), inner.left(), y, width, players_lines)
        where = index.data(WhereRole)
        if where:
            y = self._line(painter, place, QColor(palette.FELT), where, inner.left(), y, width, where_lines)
        self._line(painter, small, ink, index.data(LineRole), inner.left(), y + 2, width, LINE_LINES)
        painter.restore()

    def clipped_words(self, option: QStyleOptionViewItem, index: Index) -> list[str]:
        """The tile's words its lines cut short (``ui.look.fit_check`` asks): none, unless a language's words
        outgrow the lines kept for them."""
        width = round(QRectF(option.rect).width() - _GAP - 2 * _PAD)
        name_font, small, place = _fonts(option.font)
        players_lines, where_lines = self.view.fact_lines()
        cut = []
        for role, font, lines in (
            (Qt.ItemDataRole.DisplayRole, name_font, NAME_LINES),
            (PlayersRole, small, players_lines),
            (WhereRole, place, where_lines),
            (LineRole, small, LINE_LINES),
        ):
            words = str(index.data(role) or "")
            metrics = QFontMetrics(font)
            wrapped = _wrapped(metrics, words, width)
            if len(wrapped) > lines or any(metrics.horizontalAdvance(line) > width for line in wrapped):
                cut.append(f"{words!r} needs {len(wrapped)} line(s) of {width} px, has {lines}")
        return cut

    @staticmethod
    def _line(
        painter: QPainter, font: QFont, colour: QColor, words: str, x: float, y: float, width: int, lines: int
    ) -> float:
        """Draw ``words`` in at most ``lines`` lines (the last one elided); the y below the lines drawn."""
        metrics = QFontMetrics(font)
        painter.setFont(font)
        painter.setPen(colour)
        fitted = _wrap_elided(metrics, words, width, lines) if words else []
        height = metrics.lineSpacing() * max(1, len(fitted))
        box = QRect(round(x), round(y), width, height)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "\n".join(fitted))
        return y + height


def _fonts(base_font: QFont) -> tuple[QFont, QFont, QFont]:
    """A tile's fonts: the game's name, the small print, the place where it is played."""
    base = QFont(base_font)
    name = QFont(base)
    name.setBold(True)
    name.setPointSizeF(base.pointSizeF() * 1.12)
    small = QFont(base)
    small.setPointSizeF(base.pointSizeF() * 0.92)
    place = QFont(small)
    place.setBold(True)
    return name, small, place


def _wrapped(metrics: QFontMetrics, words: str, width: int) -> list[str]:
    """``words`` wrapped at spaces into lines of ``width`` (a word wider than that on a line of its own)."""
    out: list[str] = []
    for word in words.split():
        if out and metrics.horizontalAdvance(out[-1] + " " + word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def _wrap_elided(metrics: QFontMetrics, words: str, width: int, lines: int) -> list[str]:
    """``words`` wrapped at spaces into ``lines`` lines of ``width``, the last elided if it must be."""
    out = _wrapped(metrics, words, width)
    if len(out) > lines:
        out = out[: lines - 1] + [" ".join(out[lines - 1 :])]
    # only a line wider than ``width`` by the wrapping's own measure is elided: elidedText measures a hair wider
    # than horizontalAdvance, and cut a line that the wrapping had found room for ("and coinc…")
    return [
        line
        if metrics.horizontalAdvance(line) <= width
        else metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
        for line in out
    ]


def tile_text_height(font: QFont, players_lines: int = 1, where_lines: int = 1) -> int:
    """The height of a tile's words: the name (two lines kept), players, place and three lines."""
    name, small, _place = _fonts(font)
    return (
        QFontMetrics(name).lineSpacing() * NAME_LINES
        + QFontMetrics(small).lineSpacing() * (players_lines + where_lines + LINE_LINES)
        + 10
    )


class GameGallery(QListView):
    """The tiles in rows that fill the width: the list scrolls down, never sideways."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current_in_view = False  # set by a resize: the chosen game scrolled into view once laid out
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setMouseTracking(True)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setObjectName("gameGallery")
        self._columns = 1
        self._fact_lines = (1, 1)
        self._tile = QSize(TILE_MIN_WIDTH, TILE_MIN_WIDTH)
        self.setItemDelegate(TileDelegate(self))
        self._fit_tiles()

    def tile_size(self) -> QSize:
        return self._tile

    def columns(self) -> int:
        return self._columns

    def fact_lines(self) -> tuple[int, int]:
        """The lines kept for the players and for the place: one, or two where a tile this narrow needs them
        in the language shown ("3 joueurs, chacun pour soi · 24 cartes")."""
        return self._fact_lines

    def setModel(self, model: Any) -> None:  # noqa: N802 (Qt's name)
        super().setModel(model)
        self._fit_tiles()

    def _fit_tiles(self) -> None:
        """As many columns as tiles of TILE_MIN_WIDTH fit; the tiles share the width left over."""
        # the room beside the scroll bar, whether it shows or not: its coming and going never changes the columns
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.verticalScrollBar())
        width = max(
            TILE_MIN_WIDTH, self.contentsRect().width() - max(bar, self.verticalScrollBar().sizeHint().width()) - 2
        )
        self._columns = max(1, width // TILE_MIN_WIDTH)
        tile_w = width // self._columns
        inner = tile_w - _GAP - 2 * _PAD
        self._fact_lines = self._lines_needed(inner)
        height = _GAP + 2 * _PAD + round(inner * PICTURE_SHARE) + 6 + tile_text_height(self.font(), *self._fact_lines)
        tile = QSize(tile_w, height)
        if tile != self._tile:
            self._tile = tile
            self.setGridSize(tile)
            self.scheduleDelayedItemsLayout()

    def _lines_needed(self, width: int) -> tuple[int, int]:
        model = self.model()
        if model is None:
            return 1, 1
        _name, small, place = _fonts(self.font())
        need = [1, 1]
        for k, (role, font) in enumerate(((PlayersRole, small), (WhereRole, place))):
            metrics = QFontMetrics(font)
            for row in range(model.rowCount()):
                need[k] = max(need[k], min(2, len(_wrapped(metrics, str(model.index(row, 0).data(role) or ""), width))))
        return need[0], need[1]

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_tiles()
        self._current_in_view = True  # the tiles move: the chosen game is brought back into view once they are laid
        super().resizeEvent(event)

    def updateGeometries(self) -> None:  # noqa: N802 (Qt's name): after the tiles are laid out again
        super().updateGeometries()
        if self._current_in_view and self.currentIndex().isValid():
            self._current_in_view = False
            self.scrollTo(self.currentIndex())

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:
        """Left and right: the game before or after in reading order (mirrored right to left); up and
        down: the game a row above or below; Home and End: the first and the last."""
        model = self.model()
        count = model.rowCount() if model is not None else 0
        current = self.currentIndex().row()
        if count == 0:
            return QModelIndex()
        if current < 0:
            return model.index(0, 0)
        row = self._row_after(action, current, count)
        if row is None:
            return super().moveCursor(action, modifiers)
        return model.index(row, 0) if 0 <= row < count else self.currentIndex()

    def _row_after(self, action: QAbstractItemView.CursorAction, current: int, count: int) -> int | None:
        """The row ``action`` moves to from ``current`` (maybe outside the ``count`` rows: no move); None for an
        action of the view's own."""
        Cursor = QAbstractItemView.CursorAction
        if action is Cursor.MoveHome:
            return 0
        if action is Cursor.MoveEnd:
            return count - 1
        forward = self.layoutDirection() == Qt.LayoutDirection.LeftToRight
        steps = {
            Cursor.MoveRight: 1 if forward else -1,
            Cursor.MoveLeft: -1 if forward else 1,
            Cursor.MoveNext: 1,
            Cursor.MovePrevious: -1,
            Cursor.MoveDown: self._columns,
            Cursor.MoveUp: -self._columns,
        }
        if action not in steps:
            return None
        row = current + steps[action]
        if action is Cursor.MoveDown and row >= count and current // self._columns < (count - 1) // self._columns:
            row = count - 1  # a shorter last row: down goes to its last tile
        return row
