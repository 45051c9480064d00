"""ScoreSheetModel: one row per finished deal, the lines of points held over after a tie, and a total row; one
column per team. Every column adds up to its total: a deal's points, the points held over that a deal won (a line
of its own under that deal), and the scores brought forward by a deal played again from a match's middle (a line
at the top). Points that still wait for the next deal's winner are a line without figures: no team has them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine import DealResult, MatchState
from ...learn.held_over import HeldOver, deal_numbers, held_over, waiting_words, won_words
from ...learn import table_words as text

Index = QModelIndex | QPersistentModelIndex


class SheetKind(Enum):
    """What a row of the sheet is."""

    MADE = "made"
    FAILED = "failed"
    TIED = "tied"  # a tie whose points are held over: neither made nor failed
    THROWN_IN = "thrown_in"
    HELD_OVER_WON = "held_over_won"  # points held over, won by the deal above
    WAITING = "waiting"  # points held over that no deal has won yet: no figures
    BROUGHT_FORWARD = "brought_forward"  # the scores before the first deal shown


MARKS = {SheetKind.MADE: " ✓", SheetKind.FAILED: " ✗", SheetKind.TIED: " ="}


@dataclass(frozen=True)
class SheetRow:
    """One row above the total: its number (a deal's, else blank), its words, each team's figure as shown (blank:
    nothing), its tooltip and its words for a screen reader."""

    kind: SheetKind
    number: str
    words: str
    figures: tuple[str, ...]  # indexed by team
    tip: str
    said: str


def _figures(values: tuple[int, ...], blank_zero: bool = False) -> tuple[str, ...]:
    return tuple("" if blank_zero and not v else str(v) for v in values)


class ScoreSheetModel(QAbstractTableModel):
    """Columns: deal number, contract, then each team's points, the player's own team first ("Us | Them" at any
    seat, a network table's joiner on the second team too). The last row holds the totals."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: MatchState | None = None
        self._rows: list[SheetRow] = []
        self._totals: tuple[int, ...] = (0, 0)
        self._teams = 2
        self._human_team = 0
        self.seat_name: Callable[[int], str] = lambda seat: str(seat)

    def set_match(self, match: MatchState | None, human_team: int = 0) -> None:
        self.beginResetModel()
        self._match = match
        self._human_team = human_team
        self._rows = []
        if match is not None:
            self._teams = match.rules.team_count
            self._rows = self._sheet_rows(match)
            self._totals = tuple(match.scores)
        else:
            self._teams = 2
            self._totals = (0, 0)
        self.endResetModel()

    def rows(self) -> list[SheetRow]:
        """The rows above the total, as shown (tests, the player robot)."""
        return list(self._rows)

    # -- the rows ---------------------------------------------------------------------------------
    def _sheet_rows(self, match: MatchState) -> list[SheetRow]:
        """The brought-forward line, each deal with the held-over points it won under it, the points waiting."""
        ledger = held_over(match)
        rows: list[SheetRow] = []
        if any(ledger.brought_forward):
            rows.append(_brought_forward_row(ledger))
        for number, deal in enumerate(match.finished, start=1):
            result = deal.result()
            rows.append(self._deal_row(number, result, match))
            won = ledger.won_after(number)
            if won is not None:
                rows.append(self._won_row(ledger, number))
        if ledger.waiting:
            rows.append(_waiting_row(ledger, match.over))
        return rows

    def _deal_row(self, number: int, result: DealResult, match: MatchState) -> SheetRow:
        """A finished deal's row: its contract and mark (made, failed, tied), its points."""
        if result.thrown_in:
            words = QCoreApplication.translate("ScoreSheet", "all passed")
            tip = QCoreApplication.translate("ScoreSheet", "Nobody took: the cards were dealt again.")
            return SheetRow(SheetKind.THROWN_IN, str(number), words, _figures(result.score), tip, words)
        c = result.contract
        assert c is not None
        contract = text.contract_text(c, self.seat_name(c.taker), match.rules)
        said = text.contract_text(c, self.seat_name(c.taker), match.rules, said=True)
        if result.tied and result.hanging and not result.made:
            kind = SheetKind.TIED
            tip = QCoreApplication.translate(
                "ScoreSheet", "Tied: {points} points held over for the next deal's winner").format(
                points=result.hanging)
        elif result.made:
            kind, tip = SheetKind.MADE, QCoreApplication.translate("ScoreSheet", "Contract made")
        else:
            kind, tip = SheetKind.FAILED, QCoreApplication.translate("ScoreSheet", "Contract failed")
        return SheetRow(kind, str(number), contract + MARKS[kind], _figures(result.score), tip, f"{said}. {tip}")

    def _won_row(self, ledger: HeldOver, number: int) -> SheetRow:
        """The points held over that deal ``number`` won, under it, in its winners' columns."""
        won = ledger.won_after(number)
        assert won is not None
        names = self._team_names()
        winners = QCoreApplication.translate("ScoreSheet", ", ", "list separator").join(
            names[t] for t, points in enumerate(won.points) if points)
        tip = QCoreApplication.translate(
            "ScoreSheet", "The points of the tied {deals}, held over and won in deal {number} by {winners}").format(
            deals=deal_numbers(won.tied), number=number, winners=winners)
        words = won_words(won)
        return SheetRow(SheetKind.HELD_OVER_WON, "", words, _figures(won.points, blank_zero=True), tip,
                        f"{words}. {tip}")

    def _team_names(self) -> tuple[str, ...]:
        if self._match is None:
            return tuple(text.team_name(t, self._human_team) for t in range(self._teams))
        rules = self._match.rules
        names = [self.seat_name(s) for s in range(rules.players)]
        return text.team_names(rules, text.first_seat_of(rules, self._human_team), names)

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
            return self._team_names()[self.team_at(section)]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= col < self.columnCount()):
            return None
        total = row == len(self._rows)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._total_text(col) if total else self._row_text(self._rows[row], col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = Qt.AlignmentFlag.AlignLeft if col == 1 else Qt.AlignmentFlag.AlignRight
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return self._total_extra(col, role) if total else self._row_extra(self._rows[row], col, role)

    def _points(self, scores: tuple[int, ...] | tuple[str, ...], col: int) -> str:
        """A team's points in ``col`` (2 and up) of ``scores``; blank for a team the scores lack."""
        team = self.team_at(col)
        return str(scores[team]) if team < len(scores) else ""

    def _total_text(self, col: int) -> str:
        if col == 1:
            return QCoreApplication.translate("ScoreSheet", "Total")
        return self._points(self._totals, col) if col >= 2 else ""

    def _row_text(self, row: SheetRow, col: int) -> str:
        if col == 0:
            return row.number
        if col == 1:
            return row.words
        return self._points(row.figures, col)

    def _total_extra(self, col: int, role: int) -> Any:
        """The total row's roles beyond its text: bold, and a name for its first cell."""
        if role == Qt.ItemDataRole.AccessibleTextRole and col == 0:
            return QCoreApplication.translate("ScoreSheet", "Total")  # the first cell Tab reaches: never a blank
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _row_extra(self, row: SheetRow, col: int, role: int) -> Any:
        """A row's roles beyond its text: the tip, the words for a screen reader, a failed contract's colour, the
        held-over lines in italics."""
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tip
        if role == Qt.ItemDataRole.FontRole and row.kind in (SheetKind.HELD_OVER_WON, SheetKind.WAITING,
                                                             SheetKind.BROUGHT_FORWARD):
            font = QFont()
            font.setItalic(True)
            return font
        if col != 1:
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return row.said  # the contract in words, and made, failed or tied in words, not ✓, ✗ or =
        if role == Qt.ItemDataRole.ForegroundRole and row.kind is SheetKind.FAILED:
            return QBrush(QColor("#c62828"))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


def _waiting_row(ledger: HeldOver, over: bool) -> SheetRow:
    """The points held over that no deal has won: words only, in no column (no team has them)."""
    if over:
        words = QCoreApplication.translate("ScoreSheet", "{points} points held over went to nobody").format(
            points=ledger.waiting)
    else:
        words = waiting_words(ledger.waiting)
    tip = QCoreApplication.translate("ScoreSheet", "Held over from the tied {deals}").format(
        deals=deal_numbers(ledger.waiting_from))
    blank = ("",) * len(ledger.brought_forward)
    return SheetRow(SheetKind.WAITING, "", words, blank, tip, f"{words}. {tip}")


def _brought_forward_row(ledger: HeldOver) -> SheetRow:
    """The match scores before the first deal shown (a deal played again from a match's middle)."""
    words = QCoreApplication.translate("ScoreSheet", "Brought forward")
    tip = QCoreApplication.translate("ScoreSheet", "The match scores before this deal")
    return SheetRow(SheetKind.BROUGHT_FORWARD, "", words, _figures(ledger.brought_forward), tip, f"{words}. {tip}")
