"""StatisticsDialog: what storage/stats.py records, per game played, in a sortable table.

One row per variant ("Belote", "La Coinche", "La Coinche (custom rules)" ...) and a last row of
totals that stays at the bottom whatever the sort. Click a column's header to sort by it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS
from ...storage.document import Problem
from ...storage.stats import CUSTOM_SUFFIX, Statistics, VariantStats
from .. import storage_text, text

TOTAL_ROLE = Qt.ItemDataRole.UserRole + 1  # set on the totals row's cells


def variant_label(key: str) -> str:
    """The name of a statistics entry: the variant's name, "(custom rules)" when they were changed."""
    custom = key.endswith(CUSTOM_SUFFIX)
    variant_id = key[: -len(CUSTOM_SUFFIX)] if custom else key
    rules = VARIANTS.get(variant_id)
    name = text.variant_name(rules) if rules is not None else variant_id
    if custom:
        return QCoreApplication.translate("Statistics", "{variant} (custom rules)").format(variant=name)
    return name


def _counted(translated: str, n: int) -> str:
    """A "%n thing(s)" text: a translation gives the language's plural; English (no file) shows the source,
    whose "(s)" is resolved here."""
    if "(s)" not in translated:
        return translated
    return translated.replace("(s)", "" if n == 1 else "s")


def _win_rate(s: VariantStats) -> float | None:
    return 100.0 * s.games_won / s.games_played if s.games_played else None


def _made_rate(s: VariantStats) -> float | None:
    return 100.0 * s.contracts_made / s.contracts_taken if s.contracts_taken else None


def columns() -> list[tuple[str, Callable[[VariantStats], int | float | None], str]]:
    """(header, value, tooltip) of each column after the game's name."""
    return [
        (QCoreApplication.translate("Statistics", "Games"), lambda s: s.games_played, QCoreApplication.translate("Statistics", "Matches played to the end")),
        (QCoreApplication.translate("Statistics", "Won"), lambda s: s.games_won, QCoreApplication.translate("Statistics", "Matches won by your team")),
        (QCoreApplication.translate("Statistics", "Lost"), lambda s: s.games_lost, ""),
        (QCoreApplication.translate("Statistics", "Drawn"), lambda s: s.games_drawn, ""),
        (QCoreApplication.translate("Statistics", "Win %"), _win_rate, QCoreApplication.translate("Statistics", "Matches won out of matches played")),
        (QCoreApplication.translate("Statistics", "Same cards"), _Rating.of, QCoreApplication.translate(
            "Statistics", "Same-cards rating: on the deals you compared at an Expert or Master table, the Master's "
            "score minus yours, per deal (0 or less: you played as well as the Master)")),
        (QCoreApplication.translate("Statistics", "Left"), lambda s: s.games_abandoned,
         QCoreApplication.translate("Statistics", "Matches left unfinished for a new game")),
        (QCoreApplication.translate("Statistics", "Deals"), lambda s: s.deals_played, QCoreApplication.translate("Statistics", "Deals played (not the thrown-in ones)")),
        (QCoreApplication.translate("Statistics", "Contracts"), lambda s: s.contracts_taken, QCoreApplication.translate("Statistics", "Deals your team took")),
        (QCoreApplication.translate("Statistics", "Made %"), _made_rate, QCoreApplication.translate("Statistics", "Contracts your team made out of those it took")),
        (QCoreApplication.translate("Statistics", "Capots"), lambda s: s.capots, QCoreApplication.translate("Statistics", "Deals where your team won every trick")),
        (QCoreApplication.translate("Statistics", "Best score"), lambda s: s.best_score, QCoreApplication.translate("Statistics", "Your team's highest final score")),
        (QCoreApplication.translate("Statistics", "Best streak"), lambda s: s.best_win_streak, QCoreApplication.translate("Statistics", "Most matches won in a row")),
        (QCoreApplication.translate("Statistics", "Undos"), lambda s: s.undo_used, QCoreApplication.translate("Statistics", "Moves taken back")),
        (QCoreApplication.translate("Statistics", "Suggestions"), lambda s: s.suggestions_used, QCoreApplication.translate("Statistics", "Times you asked for a suggestion")),
    ]


class _Rating(float):
    """The same-cards rating, shown signed with one decimal (not as a percentage)."""

    @classmethod
    def of(cls, s: VariantStats) -> _Rating | None:
        rating = s.same_cards_rating
        return None if rating is None else cls(rating)


class _Item(QTableWidgetItem):
    """Sorts by number (empty cells first), and keeps the totals row last in either order."""

    def __init__(self, shown: str, value: float | str | None, total: bool) -> None:
        super().__init__(shown)
        self.value = value
        self.total = total
        if total:
            font = self.font()
            font.setBold(True)
            self.setFont(font)
            self.setData(TOTAL_ROLE, True)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if not isinstance(other, _Item):
            return super().__lt__(other)
        table = self.tableWidget()
        descending = table is not None and table.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        if self.total != other.total:  # the totals row sorts last whichever way
            return other.total if not descending else self.total
        a, b = self.value, other.value
        if isinstance(a, str) or isinstance(b, str):
            return str(a).casefold() < str(b).casefold()
        return (a is not None, a or 0) < (b is not None, b or 0)


def _shown(value: int | float | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, _Rating):
        return f"{value:+.1f}"
    if isinstance(value, float):
        return f"{value:.0f} %"
    return str(value)


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, messages: list[str | Problem] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.stats = stats
        lay = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 14px;")
        lay.addWidget(self.summary)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(QCoreApplication.translate("Statistics", "Statistics by game"))
        lay.addWidget(self.table, 1)
        self.plot = RatingPlot(self)
        lay.addWidget(self.plot)
        note = QLabel(QCoreApplication.translate(
            "Statistics", "A game in progress is counted when it ends or when a new game replaces it. "
            "Click a column's title to sort by it."), self)
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(dark);")
        lay.addWidget(note)
        for message in messages or []:  # load_stats' Problems, worded for the player
            warning = QLabel(message if isinstance(message, str) else storage_text.describe(message), self)
            warning.setWordWrap(True)
            warning.setStyleSheet("color: #c62828;")
            lay.addWidget(warning)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._fill()
        self.resize(min(1200, self.table.horizontalHeader().length() + 60), 420)

    def _fill(self) -> None:
        cols = columns()
        rows = sorted(self.stats.variants.items(), key=lambda kv: variant_label(kv[0]).casefold())
        totals = self.stats.totals()
        totals.same_cards_deals = totals.same_cards_gap = 0  # games score in different units: no total rating
        table = self.table
        table.setSortingEnabled(False)
        table.clear()
        table.setColumnCount(1 + len(cols))
        table.setRowCount(len(rows) + (1 if rows else 0))
        headers = [QCoreApplication.translate("Statistics", "Game")] + [c[0] for c in cols]
        table.setHorizontalHeaderLabels(headers)
        for i, (_header, _value, tip) in enumerate(cols, start=1):
            head = table.horizontalHeaderItem(i)
            if tip and head is not None:
                head.setToolTip(tip)
        entries = [(variant_label(key), entry, False) for key, entry in rows]
        if rows:
            entries.append((QCoreApplication.translate("Statistics", "All games"), totals, True))
        for r, (label, entry, total) in enumerate(entries):
            table.setItem(r, 0, _Item(label, label, total))
            for c, (_header, value_of, _tip) in enumerate(cols, start=1):
                value = value_of(entry)
                item = _Item(_shown(value), value, total)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        table.setSortingEnabled(True)
        header.setSortIndicatorShown(True)
        compared = [(variant_label(key), entry) for key, entry in rows if entry.same_cards_recent]
        self.plot.set_series(*max(compared, key=lambda c: len(c[1].same_cards_recent)) if compared else ("", None))
        if totals.games_played or totals.games_abandoned or totals.deals_played:
            rate = _win_rate(totals)
            played, dealt, undone = totals.games_played, totals.deals_played, totals.undo_used
            # plain names as the count: lupdate skips a numerus call whose count is an attribute
            games = QCoreApplication.translate("Statistics", "%n game(s) played", None, played)
            deals = QCoreApplication.translate("Statistics", "%n deal(s)", None, dealt)
            undos = QCoreApplication.translate("Statistics", "%n move(s) taken back", None, undone)
            self.summary.setText(QCoreApplication.translate(
                "Statistics", "{games}, {won} won ({rate}); {deals}; {undos}.").format(
                games=_counted(games, played), won=totals.games_won, rate=_shown(rate),
                deals=_counted(deals, dealt), undos=_counted(undos, undone)))
        else:
            self.summary.setText(QCoreApplication.translate(
                "Statistics", "No game has been counted yet: finish a game and it will appear here."))

    def row_values(self) -> list[list[str]]:
        """The table as shown (tests, screen readers)."""
        return [[_text(self.table.item(r, c)) for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]


class RatingPlot(QWidget):
    """The same-cards rating over the compared deals of one game: the running mean of the Master's score minus
    the player's, oldest deal on the left (below the middle line: better than the Master so far)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = ""
        self.means: list[float] = []
        self.setMinimumHeight(110)
        self.setAccessibleName(QCoreApplication.translate("Statistics", "Same-cards rating over time"))
        self.hide()

    def set_series(self, game: str, entry: VariantStats | None) -> None:
        self.game = game
        self.means = []
        if entry is not None:
            total = 0
            for i, gap in enumerate(entry.same_cards_recent, start=1):
                total += gap
                self.means.append(total / i)
        self.setVisible(len(self.means) >= 1)
        self.setToolTip(self.caption())
        self.update()

    def caption(self) -> str:
        return QCoreApplication.translate(
            "Statistics", "{game}: the same-cards rating over your last {count} compared deals").format(
            game=self.game, count=len(self.means))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.means:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        top, bottom, left, right = 22.0, h - 8.0, 44.0, w - 10.0
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(QPointF(left, 15), self.caption())
        span = max(1.0, max(abs(m) for m in self.means))
        mid = (top + bottom) / 2

        def y_of(value: float) -> float:
            return mid - value / span * (bottom - top) / 2

        grid = QPen(QColor(128, 128, 128, 120))
        grid.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(grid)
        painter.drawLine(QPointF(left, mid), QPointF(right, mid))
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(QPointF(4, y_of(span) + 10), f"{span:+.0f}")
        painter.drawText(QPointF(4, mid + 4), "0")
        painter.drawText(QPointF(4, y_of(-span)), f"{-span:+.0f}")
        step = (right - left) / max(1, len(self.means) - 1)
        points = [QPointF(left + i * step, y_of(m)) for i, m in enumerate(self.means)]
        painter.setPen(QPen(QColor("#1e88e5"), 2))
        if len(points) == 1:
            painter.drawEllipse(points[0], 3, 3)
        for a, b in zip(points, points[1:]):
            painter.drawLine(a, b)
