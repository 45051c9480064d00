"""Help > Keyboard: every key of the game in one table, in the table's theme.

The keys of the table itself (cards, bidding) are listed here; the menus' keys are read from the menus'
own actions, so the table cannot forget one or show a key the menu does not have."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt
from PySide6.QtGui import QAction, QColor, QFont, QFontMetrics, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..look import palette as p
from ..look.themed import themed_root

Row = tuple[str, str]  # (the keys, what they do)
LTR = "\u2066{}\u2069"  # keys in a row, left to right in a right-to-left language too (else "4 3 2 1")


def table_rows() -> list[tuple[str, list[Row]]]:
    """The keys of the table itself, by section: the cards, then the bidding."""
    cards = [
        (QCoreApplication.translate("KeysHelp", "Left, Right"), QCoreApplication.translate("KeysHelp", "Choose a card of your hand")),
        (QCoreApplication.translate("KeysHelp", "Enter"), QCoreApplication.translate("KeysHelp", "Play the chosen card (after Suggest: the suggested card or call)")),
        (QCoreApplication.translate("KeysHelp", "Esc"), QCoreApplication.translate("KeysHelp", "Clear the choice")),
        (QCoreApplication.translate("KeysHelp", "D or E"), QCoreApplication.translate("KeysHelp", "Declare what you may declare")),
        (QCoreApplication.translate("KeysHelp", "Click, double-click or drag"), QCoreApplication.translate("KeysHelp", "Play a card with the mouse")),
    ]
    bidding = [
        (QCoreApplication.translate("KeysHelp", "P"), QCoreApplication.translate("KeysHelp", "Pass")),
        (QCoreApplication.translate("KeysHelp", "T"), QCoreApplication.translate("KeysHelp", "Take the turned card's suit")),
        (LTR.format("1 2 3 4"), QCoreApplication.translate("KeysHelp", "Name ♣ ♦ ♥ ♠ (the buttons show which)")),
        (QCoreApplication.translate("KeysHelp", "N"), QCoreApplication.translate("KeysHelp", "No trumps")),
        (QCoreApplication.translate("KeysHelp", "A"), QCoreApplication.translate("KeysHelp", "All trumps")),
        (LTR.format("+ −"), QCoreApplication.translate("KeysHelp", "Raise or lower the value")),
        (QCoreApplication.translate("KeysHelp", "B or Enter"), QCoreApplication.translate("KeysHelp", "Bid what you chose")),
        (QCoreApplication.translate("KeysHelp", "X"), QCoreApplication.translate("KeysHelp", "Double (coinche)")),
        (QCoreApplication.translate("KeysHelp", "R"), QCoreApplication.translate("KeysHelp", "Redouble (surcoinche)")),
    ]
    return [(QCoreApplication.translate("KeysHelp", "Cards"), cards), (QCoreApplication.translate("KeysHelp", "Bidding"), bidding)]


def _plain(text: str) -> str:
    """A menu's or action's words without the mnemonic's & and the trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".").strip()


def _on_a_keyboard(sequence: QKeySequence) -> bool:
    """Not one of the multimedia keys some platforms bind too (Qt's "New", "Open"...): keys every keyboard has."""
    # cast: PySide6 indexes a sequence (its key combinations); its stubs do not say so
    key = cast(Sequence[QKeyCombination], sequence)[0].key()
    return not Qt.Key.Key_Back.value <= key.value < Qt.Key.Key_unknown.value


def keys_text(action: QAction) -> str:
    """The action's keys as the platform writes them, "F2 or Ctrl+N"."""
    keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
            if not k.isEmpty() and _on_a_keyboard(k)]
    return QCoreApplication.translate("KeysHelp", " or ").join(keys) if len(keys) > 1 else (keys[0] if keys else "")


def menu_rows(menus: Sequence[QMenu]) -> list[tuple[str, list[Row]]]:
    """Each menu's actions that have a key and can be used now, by menu."""
    sections = []
    for menu in menus:
        rows = [(keys_text(a), _plain(a.text())) for a in menu.actions()
                if not a.isSeparator() and a.isVisible() and keys_text(a)]
        if rows:
            sections.append((_plain(menu.title()), rows))
    return sections


class KeysDialog(QDialog):
    """Every key: the table's, then each menu's, each section headed by its name."""

    def __init__(self, menus: Sequence[QMenu], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("KeysHelp", "Keyboard"))
        root = themed_root(self)
        layout = QVBoxLayout(root)
        title = QLabel(QCoreApplication.translate("KeysHelp", "Every key"), root)
        title.setObjectName("title")
        layout.addWidget(title)
        self.sections = table_rows() + menu_rows(menus)
        self.table = QTableWidget(0, 2, root)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("KeysHelp", "Keys"), QCoreApplication.translate("KeysHelp", "What they do")])
        self.table.setAccessibleName(QCoreApplication.translate("KeysHelp", "Every key and what it does"))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        bold = QFont(self.font())
        bold.setBold(True)
        widest = max(QFontMetrics(bold).horizontalAdvance(keys) for _n, rows in self.sections for keys, _w in rows)
        self.table.setColumnWidth(0, min(widest + 24, 260))
        for name, rows in self.sections:
            row = self.table.rowCount()
            self.table.insertRow(row)
            heading = QTableWidgetItem(name)
            heading.setFont(bold)
            heading.setForeground(QColor(p.GOLD))
            self.table.setItem(row, 0, heading)
            self.table.setSpan(row, 0, 1, 2)
            for keys, what in rows:
                row = self.table.rowCount()
                self.table.insertRow(row)
                key_item = QTableWidgetItem(keys)
                key_item.setFont(bold)
                self.table.setItem(row, 0, key_item)
                self.table.setItem(row, 1, QTableWidgetItem(what))
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        note = QLabel(QCoreApplication.translate(
            "KeysHelp",
            "With rule hints on, the cards you may play stand out; point at a greyed card to see which rule applies, "
            "and click the rule's name to read it."), root)
        note.setObjectName("note")
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, root)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(QCoreApplication.translate("KeysHelp", "Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 640)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.table.resizeRowsToContents()  # with the columns' final widths: wrapped rows only as tall as needed
        self.table.setCurrentCell(-1, -1)

    def rows(self) -> list[Row]:
        """Every (keys, what) row, sections left out: what a test reads."""
        return [row for _name, rows in self.sections for row in rows]
