"""What the two trainers (Practice › Problems and Practice › My mistakes) are built of alike: the window's three
columns (the list, the table, the verdict) over a row of buttons, the game chooser, the list's notes, the verdict's
column, the storage note and the announcement for a screen reader."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QLayout, QScrollArea, QVBoxLayout, QWidget

from ...app import storage_text
from ...learn import table_words as text
from ...storage.document import Problem
from ..look.readable import rich_column

LIST_WIDTH = 250


def three_columns(root: QWidget, columns: tuple[QLayout, QLayout, QWidget], buttons: QLayout) -> None:
    """The list, the table (it takes the room) and the verdict side by side in the dialog's themed ``root``, the
    buttons under them."""
    lay = QVBoxLayout(root)
    lay.setContentsMargins(12, 10, 12, 10)
    main = QHBoxLayout()
    main.addLayout(columns[0], 0)
    main.addLayout(columns[1], 1)
    main.addWidget(columns[2], 0)
    lay.addLayout(main, 1)
    lay.addLayout(buttons)


def game_chooser(root: QWidget) -> QComboBox:
    box = QComboBox(root)
    box.setAccessibleName(QCoreApplication.translate("Problems", "Game"))
    return box


def list_note(root: QWidget, width: int = LIST_WIDTH, error: bool = False) -> QLabel:
    """A note under the list: its figures, or (``error``) what became of the player's file, hidden until told."""
    note = QLabel(root)
    note.setObjectName("guide" if error else "note")
    if error:
        note.setProperty("state", "error")
        note.hide()
    note.setWordWrap(True)
    note.setFixedWidth(width)
    return note


def verdict_column(root: QWidget, width: int) -> tuple[QLabel, QScrollArea]:
    """The verdict's rich text, read with the caret, in a column that scrolls."""
    label = rich_column(root, QCoreApplication.translate("Problems", "Verdict"))
    scroll = QScrollArea(root)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidgetResizable(True)
    scroll.setFixedWidth(width)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
    scroll.setWidget(label)
    return label, scroll


def tell_storage(note: QLabel, told: list[Problem]) -> None:
    """What became of the player's file, in his words (a damaged one was kept aside)."""
    if told:
        problem = told[-1]
        note.setText(f"{storage_text.title(problem)} {storage_text.describe(problem)}")
        note.show()


def announce(dialog: QDialog, words: str) -> None:
    """Said by a screen reader (an accessibility announcement from the dialog)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(dialog, text.spoken(words)))
