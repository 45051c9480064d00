"""ScoreSheetModel: one row per finished deal plus a total row, one column per team."""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine import MatchState
from .. import text

Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Columns: deal number, contract, then each team's points, the player's own team first ("Us | Them" at any
    seat, a network table's joiner on the second team too). The last row holds the totals."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: MatchState | None = None
        self._rows: list[tuple[str, str, tuple[int, ...], str, bool | None]] = []
        self._said: list[str] = []  # each row's contract in words, for a screen reader ("130, All trumps, by North")
        self._totals: tuple[int, ...] = (0, 0)
        self._teams = 2
        self._human_team = 0
        self.seat_name: Callable[[int], str] = lambda seat: str(seat)

    def set_match(self, match: MatchState | None, human_team: int = 0) -> None:
        self.beginResetModel()
        self._match = match
        self._human_team = human_team
        self._rows = []
        self._said = []
        if match is not None:
            self._teams = match.rules.team_count
            for number, deal in enumerate(match.finished, start=1):
                result = deal.result()
                if result.thrown_in:
                    contract = QCoreApplication.translate("ScoreSheet", "all passed")
                    said = contract
                    tip = QCoreApplication.translate("ScoreSheet", "Nobody took: the cards were dealt again.")
                else:
                    c = result.contract
                    assert c is not None
                    contract = text.contract_text(c, self.seat_name(c.taker), match.rules)
                    said = text.contract_text(c, self.seat_name(c.taker), match.rules, said=True)
                    tip = (
                        QCoreApplication.translate("ScoreSheet", "Contract made")
                        if result.made
                        else QCoreApplication.translate("ScoreSheet", "Contract failed")
                    )
                self._rows.append((str(number), contract, tuple(result.score), tip, result.made))
                self._said.append(said if result.made is None else f"{said}. {tip}")
            self._totals = tuple(match.scores)
        else:
            self._teams = 2
            self._totals = (0, 0)
        self.endResetModel()

    def team_at(self, column: int) -> int:
        """The team whose points ``column`` (2 and up) shows: the player's own first, then the others in order."""
        order = [self._human_team] + [t for t in range(self._teams) if t != self._human_team]
        return order[column - 2]

    # -- model ------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 2 + self._teams

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return QCoreApplication.translate("ScoreSheet", "#")
        if section == 1:
            return QCoreApplication.translate("ScoreSheet", "Contract")
        if 2 <= section < 2 + self._teams:
            team = self.team_at(section)
            if self._match is None:
                return text.team_name(team, self._human_team)
            rules = self._match.rules
            names = [self.seat_name(s) for s in range(rules.players)]
            return text.team_names(rules, text.first_seat_of(rules, self._human_team), names)[team]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= col < self.columnCount()):
            return None
        total = row == len(self._rows)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._total_text(col) if total else self._deal_text(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignLeft if col == 1 else Qt.AlignmentFlag.AlignRight
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return self._total_extra(col, role) if total else self._deal_extra(row, col, role)

    def _points(self, scores: tuple[int, ...], col: int) -> str:
        """A team's points in ``col`` (2 and up) of ``scores``; blank for a team the scores lack."""
        team = self.team_at(col)
        return str(scores[team]) if team < len(scores) else ""

    def _total_text(self, col: int) -> str:
        if col == 1:
            return QCoreApplication.translate("ScoreSheet", "Total")
        return self._points(self._totals, col) if col >= 2 else ""

    def _deal_text(self, row: int, col: int) -> str:
        number, contract, score, _tip, made = self._rows[row]
        if col == 0:
            return number
        if col == 1:
            mark = "" if made is None else (" ✓" if made else " ✗")
            return contract + mark
        return self._points(score, col)

    def _total_extra(self, col: int, role: int) -> Any:
        """The total row's roles beyond its text: bold, and a name for its first cell."""
        if role == Qt.ItemDataRole.AccessibleTextRole and col == 0:
            return QCoreApplication.translate("ScoreSheet", "Total")  # the first cell Tab reaches: never a blank
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _deal_extra(self, row: int, col: int, role: int) -> Any:
        """A deal's roles beyond its text: the contract in words, made or failed as a tip and a colour."""
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._rows[row][3]
        if col != 1:
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._said[row]  # the contract in words, and made or failed in words, not ✓ or ✗
        if role == Qt.ItemDataRole.ForegroundRole and self._rows[row][4] is False:
            return QBrush(QColor("#c62828"))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
