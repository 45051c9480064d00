"""Chart: a small bar and line chart drawn with QPainter in the table's colours (no charting library).

A chart holds bars (one value each, its own colour and label) and/or a line (one point per value), on
the same slots: slot i's bar and point share one x, the middle of the slot, so one value sits in the
middle and many spread evenly. The y axis always shows 0 and runs over "nice" ticks (1, 2, 5 × 10ⁿ)
that hold every value, negatives included. The geometry (``plot_rect``, ``x_of``, ``y_of``,
``bar_rects``, ``line_points``, ``y_ticks``) is public so the tests can check where each value is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..look import palette

MAX_BAR_WIDTH = 44.0
LABELLED_BARS = 10  # up to this many bars, each carries its value and its label


def nice_ticks(low: float, high: float, count: int = 4, integer: bool = False) -> list[float]:
    """Ticks from at or below ``low`` to at or above ``high`` (0 always among them), about ``count`` steps.

    >>> nice_ticks(0, 3)
    [0.0, 1.0, 2.0, 3.0]
    >>> nice_ticks(-36, 80)
    [-50.0, 0.0, 50.0, 100.0]
    >>> nice_ticks(0, 0)
    [0.0, 1.0]
    >>> nice_ticks(0, 2, integer=True)
    [0.0, 1.0, 2.0]
    """
    low, high = min(low, 0.0), max(high, 0.0)
    if high - low <= 0:
        return [0.0, 1.0]
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if integer:
        step = max(1.0, step)
    first, last = math.floor(low / step + 1e-9), math.ceil(high / step - 1e-9)
    return [float(i * step) for i in range(first, last + 1)]


class Chart(QWidget):
    """Bars and/or a line over numbered slots, with labelled axes and a note when there is nothing to show."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.x_label = ""
        self.y_label = ""
        self.empty_text = ""
        self.bars: list[float] = []
        self.bar_colours: list[QColor] = []
        self.labels: list[str] = []  # under each slot (all of them if few, else see ``shown_labels``)
        self.tips: list[str] = []  # per slot, said when the pointer rests on it and read by a screen reader
        self.spread_labels = False  # many bars: label as many slots as fit (else the first and the last)
        self.line: list[float] = []
        self.line_colour = QColor(palette.GOLD)
        self.value_format = "{:g}"
        self.integer = False  # counts: whole-number ticks only
        self.setMinimumSize(240, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)

    def sizeHint(self) -> QSize:
        return QSize(380, 210)

    # -- data ---------------------------------------------------------------------------------------
    def set_axes(self, x_label: str, y_label: str) -> None:
        self.x_label, self.y_label = x_label, y_label
        self.update()

    def set_bars(
        self,
        values: Sequence[float],
        colours: Sequence[str | QColor] | None = None,
        labels: Sequence[str] | None = None,
    ) -> None:
        self.bars = [float(v) for v in values]
        colours = list(colours) if colours is not None else [palette.US] * len(self.bars)
        self.bar_colours = [QColor(c) for c in colours]
        if labels is not None:
            self.labels = list(labels)
        self._changed()

    def set_line(self, values: Sequence[float], colour: str | QColor = palette.GOLD) -> None:
        self.line = [float(v) for v in values]
        self.line_colour = QColor(colour)
        self._changed()

    def set_labels(self, labels: Sequence[str]) -> None:
        self.labels = list(labels)
        self.update()

    def set_tips(self, tips: Sequence[str]) -> None:
        self.tips = list(tips)
        self._changed()

    def clear(self, empty_text: str = "") -> None:
        self.bars, self.bar_colours, self.labels, self.line, self.tips = [], [], [], [], []
        self.empty_text = empty_text
        self._changed()

    def _changed(self) -> None:
        described = []
        if self.tips:
            described.append("; ".join(self.tips))
        elif self.bars:
            named = [
                f"{label} {self.value_format.format(v)}" if label else self.value_format.format(v)
                for label, v in zip(self.labels + [""] * len(self.bars), self.bars)
            ]
            described.append(", ".join(named))
        if self.line:
            described.append(" → ".join(self.value_format.format(v) for v in self.line[-5:]))
        self.setAccessibleDescription("; ".join(described) or self.empty_text)
        self.update()

    # -- geometry -----------------------------------------------------------------------------------------
    @property
    def slots(self) -> int:
        return max(len(self.bars), len(self.line))

    def values(self) -> list[float]:
        return self.bars + self.line

    def y_ticks(self) -> list[float]:
        values = self.values()
        return nice_ticks(min(values, default=0.0), max(values, default=0.0), integer=self.integer)

    def tick_text(self, value: float) -> str:
        return self.value_format.format(value) if value != 0 else "0"

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def plot_rect(self) -> QRectF:
        """Where the values are drawn: below the title, right of the tick labels, above the slot labels."""
        metrics = QFontMetricsF(self._small_font())
        line = metrics.height()
        widest = max((metrics.horizontalAdvance(self.tick_text(t)) for t in self.y_ticks()), default=10.0)
        left = 8 + (line + 4 if self.y_label else 0) + widest + 6
        top = (QFontMetricsF(self.font()).height() + 8 if self.title else 6) + line * 0.5
        bottom = self.height() - 6 - (line + 2 if self.x_label else 0) - (line + 4)
        if self.labelled_bars():
            top += line  # room for the tallest bar's value
        bottom -= self._below_room()
        return QRectF(left, top, max(10.0, self.width() - 10 - left), max(10.0, bottom - top))

    def _below_room(self) -> float:
        """The room between the plot and the slot labels: a negative bar's value is written below its bar."""
        if self.labelled_bars() and any(v < 0 for v in self.bars):
            return QFontMetricsF(self._small_font()).height() + 1
        return 0.0

    def x_of(self, index: int) -> float:
        """The middle of slot ``index``."""
        plot = self.plot_rect()
        return plot.left() + (index + 0.5) * plot.width() / max(1, self.slots)

    def y_of(self, value: float) -> float:
        plot = self.plot_rect()
        ticks = self.y_ticks()
        low, high = ticks[0], ticks[-1]
        return plot.bottom() - (value - low) / (high - low) * plot.height()

    def labelled_bars(self) -> bool:
        """Whether each bar carries its value: when they are few and no line crosses them."""
        return 0 < len(self.bars) <= LABELLED_BARS and not self.line

    def slot_at(self, x: float) -> int | None:
        """The slot under ``x`` (a pointer's), None outside the plot."""
        plot = self.plot_rect()
        if not self.slots or not plot.left() <= x < plot.right():
            return None
        return min(self.slots - 1, int((x - plot.left()) / plot.width() * self.slots))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            slot = self.slot_at(event.pos().x())
            if slot is not None and slot < len(self.tips):
                QToolTip.showText(event.globalPos(), self.tips[slot], self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def bar_width(self) -> float:
        return min(MAX_BAR_WIDTH, max(2.0, 0.7 * self.plot_rect().width() / max(1, self.slots)))

    def bar_rects(self) -> list[QRectF]:
        """Each bar from the zero line to its value (downwards for a negative one)."""
        width = self.bar_width()
        zero = self.y_of(0)
        rects = []
        for i, value in enumerate(self.bars):
            y = self.y_of(value)
            rects.append(QRectF(self.x_of(i) - width / 2, min(y, zero), width, abs(zero - y)))
        return rects

    def line_points(self) -> list[QPointF]:
        return [QPointF(self.x_of(i), self.y_of(v)) for i, v in enumerate(self.line)]

    def shown_labels(self) -> list[tuple[int, str]]:
        """The slot labels drawn: every one when the bars are few; else the first and the last, or with
        ``spread_labels`` as many as fit side by side, left to right (the last one always)."""
        labels = [(i, label) for i, label in enumerate(self.labels[: self.slots]) if label]
        if self.slots <= LABELLED_BARS or (len(labels) <= LABELLED_BARS and not self.spread_labels):
            return labels
        if not self.spread_labels or len(labels) < 2:
            return [labels[0], labels[-1]] if len(labels) > 1 else labels
        return self._side_by_side(labels)

    def _side_by_side(self, labels: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """As many of ``labels`` as fit side by side, left to right; the last one always (in place of the one
        before it where they would touch)."""
        kept = [labels[0]]
        for index, label in labels[1:]:
            if self._apart(kept[-1], (index, label)):
                kept.append((index, label))
        if kept[-1] != labels[-1]:
            if not self._apart(kept[-1], labels[-1]):  # too close: the newer one
                kept.pop()
            kept.append(labels[-1])
        return kept

    def label_box(self, index: int, label: str) -> QRectF:
        """Where a slot's label is drawn when the bars are many: under its slot, kept within the axis."""
        metrics = QFontMetricsF(self._small_font())
        plot = self.plot_rect()
        width = min(plot.width(), metrics.horizontalAdvance(label) + 4)
        left = min(max(plot.left(), self.x_of(index) - width / 2), plot.right() - width)
        return QRectF(left, plot.bottom() + 3, width, metrics.height())

    def _apart(self, a: tuple[int, str], b: tuple[int, str]) -> bool:
        return self.label_box(*b).left() - self.label_box(*a).right() >= 12

    # -- painting -----------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(palette.LINE), 1))
        painter.setBrush(QColor(palette.PANEL_RAISED))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        title_font = QFont(self.font())
        title_font.setBold(True)
        if self.title:
            painter.setFont(title_font)
            painter.setPen(QColor(palette.TEXT))
            painter.drawText(
                QRectF(12, 4, self.width() - 24, QFontMetricsF(title_font).height() + 4),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.title,
            )
        small = self._small_font()
        painter.setFont(small)
        if not self.slots:
            painter.setPen(QColor(palette.TEXT_NOTE))
            painter.drawText(
                QRectF(self.rect()).adjusted(16, 30, -16, -10),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty_text,
            )
            painter.end()
            return
        self._paint_axes(painter, small)
        self._paint_bars(painter, small)
        self._paint_line(painter)
        painter.end()

    def _paint_axes(self, painter: QPainter, small: QFont) -> None:
        plot = self.plot_rect()
        metrics = QFontMetricsF(small)
        note = QColor(palette.TEXT_NOTE)
        grid = QColor(palette.LINE)
        for tick in self.y_ticks():
            y = self.y_of(tick)
            painter.setPen(
                QPen(
                    QColor(palette.TEXT_NOTE) if tick == 0 else grid,
                    1.4 if tick == 0 else 1,
                    Qt.PenStyle.SolidLine if tick == 0 else Qt.PenStyle.DotLine,
                )
            )
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(note)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.tick_text(tick),
            )
        painter.setPen(note)
        for (_i, label), box in zip(self.shown_labels(), self.slot_label_boxes()):
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        if self.x_label:
            painter.drawText(
                QRectF(plot.left(), self.height() - 4 - metrics.height(), plot.width(), metrics.height()),
                Qt.AlignmentFlag.AlignHCenter,
                self.x_label,
            )
        if self.y_label:
            painter.save()
            painter.translate(6 + metrics.height() / 2 + 2, plot.center().y())
            painter.rotate(-90)
            painter.drawText(
                QRectF(-plot.height() / 2 - 20, -metrics.height() / 2, plot.height() + 40, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                self.y_label,
            )
            painter.restore()

    def _paint_bars(self, painter: QPainter, small: QFont) -> None:
        painter.setFont(small)
        for rect, colour in zip(self.bar_rects(), self.bar_colours):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            if rect.height() < 3:  # a value at or near 0 still shows where its bar is (a drawn match)
                rect = QRectF(rect.left(), rect.center().y() - 1.5, rect.width(), 3)
            painter.drawRoundedRect(rect, min(3.0, rect.width() / 2), 1.5 if rect.height() <= 3 else 3)
        if self.labelled_bars():
            painter.setPen(QColor(palette.TEXT))
            for box, value in zip(self.value_boxes(), self.bars):
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.value_format.format(value))

    def value_boxes(self) -> list[QRectF]:
        """Where each bar's value is written (when ``labelled_bars``): just above its bar, or below a negative
        one, within the room ``plot_rect`` keeps for it (never over the slot labels)."""
        height = QFontMetricsF(self._small_font()).height()
        boxes = []
        for rect, value in zip(self.bar_rects(), self.bars):
            if rect.height() < 3:
                rect = QRectF(rect.left(), rect.center().y() - 1.5, rect.width(), 3)
            y = rect.top() - height - 1 if value >= 0 else rect.bottom() + 1
            boxes.append(QRectF(rect.center().x() - 30, y, 60, height))
        return boxes

    def slot_label_boxes(self) -> list[QRectF]:
        """Where the slot labels shown (``shown_labels``) are written, below the plot."""
        plot = self.plot_rect()
        height = QFontMetricsF(self._small_font()).height()
        boxes = []
        for i, label in self.shown_labels():
            if self.slots > LABELLED_BARS:
                boxes.append(self.label_box(i, label))
            else:
                width = max(40.0, plot.width() / max(1, self.slots) + 12)
                boxes.append(QRectF(self.x_of(i) - width / 2, plot.bottom() + 3 + self._below_room(), width, height))
        return boxes

    def _paint_line(self, painter: QPainter) -> None:
        points = self.line_points()
        if not points:
            return
        painter.setPen(QPen(self.line_colour, 2.2))
        for a, b in zip(points, points[1:]):
            painter.drawLine(a, b)
        radius = 4.5 if len(points) < 30 else 3.0
        painter.setBrush(QColor(palette.PANEL))
        for point in points:
            painter.drawEllipse(point, radius, radius)
