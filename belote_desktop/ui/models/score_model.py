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
                    tip = (QCoreApplication.translate("ScoreSheet", "Contract made")
                           if result.made else QCoreApplication.translate("ScoreSheet", "Contract failed"))
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
            if total:
                if col == 1:
                    return QCoreApplication.translate("ScoreSheet", "Total")
                if col >= 2:
                    team = self.team_at(col)
                    return str(self._totals[team]) if team < len(self._totals) else ""
                return ""
            number, contract, score, _tip, made = self._rows[row]
            if col == 0:
                return number
            if col == 1:
                mark = "" if made is None else (" ✓" if made else " ✗")
                return contract + mark
            team = self.team_at(col)
            return str(score[team]) if team < len(score) else ""
        if role == Qt.ItemDataRole.AccessibleTextRole and not total and col == 1:
            return self._said[row]  # the contract in words, and made or failed in words, not ✓ or ✗
        if role == Qt.ItemDataRole.AccessibleTextRole and total and col == 0:
            return QCoreApplication.translate("ScoreSheet", "Total")  # the first cell Tab reaches: never a blank
        if role == Qt.ItemDataRole.ToolTipRole and not total:
            return self._rows[row][3]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == 1:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and total:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and not total and col == 1:
            made = self._rows[row][4]
            if made is False:
                return QBrush(QColor("#c62828"))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
