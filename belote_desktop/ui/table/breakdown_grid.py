"""The end-of-deal panel's breakdown: a grid of the deal's points, a header of team names and a line per row (the
totals bold), reached with Tab and read by a screen reader as one text (``words``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from ...learn import table_words as text


class BreakdownGrid(QWidget):
    """The breakdown's labels in a grid; ``rows``: what it shows, (label, a value per team)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panelBreakdown")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # its focus frame is drawn
        self.setStyleSheet(
            "#panelBreakdown { border: 1px solid transparent; border-radius: 4px; }"
            " #panelBreakdown:focus { border-color: rgba(255,213,74,170); }"
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # reached with Tab: read as one text
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(28)
        self.grid.setVerticalSpacing(4)
        self.rows: list[tuple[str, list[str]]] = []

    def fill(self, rows: list[tuple[str, list[str], bool]], team_labels: Sequence[str], teams: int) -> None:
        """The old table gone, a header of team names, a line per row (bold: the totals)."""
        self.clear()
        self.rows = [(label, values) for label, values, _bold in rows]
        for col in range(teams):
            head = QLabel(team_labels[col], self)
            head.setObjectName("panelNote")
            head.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(head, 0, 1 + col)
        for r, (label, values, bold) in enumerate(rows, start=1):
            self._add_row(r, label, values, bold)
        for i in range(self.grid.count()):  # shown now (a layout shows new widgets only later), so fit sees them
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()

    def clear(self) -> None:
        """The last breakdown's labels gone now, not at the next event loop: never two tables."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _add_row(self, r: int, label: str, values: list[str], bold: bool) -> None:
        """One row at grid row ``r``: its name, then a value per team."""
        name = QLabel(label, self)
        self.grid.addWidget(name, r, 0)
        for col, value in enumerate(values):
            cell = QLabel(value, self)
            cell.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(cell, r, 1 + col)
            if bold:
                cell.setStyleSheet("font-weight: 700; font-size: 15px;")
        if bold:
            name.setStyleSheet("font-weight: 700;")

    def words(self, teams: Sequence[str]) -> str:
        """The breakdown in words, a row a sentence: 'Cards: Us 92, Them 70. Last trick: Us 10, Them 0. ...'."""
        sentences = []
        for label, values in self.rows:
            cells = ", ".join(f"{team} {value}" for team, value in zip(teams, values))
            sentences.append(f"{label}: {cells}." if cells else f"{label}.")
        return text.spoken(" ".join(sentences))
