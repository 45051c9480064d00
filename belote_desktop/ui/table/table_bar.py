"""TableBar: a line above a network table's felt that says what the player cannot miss and offers the way on:
the computer plays for him ("I'm back"), or the table has ended (what still works). It has the tutorial
banner's look; its buttons are reached with Tab and its words are read by a screen reader."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

Buttons = Sequence[tuple[str, Callable[[], object]]]
BarTexts = Callable[[], tuple[str, str, Buttons]]  # the title, the words and the buttons, made in the language


def banner_words(frame: QFrame, spacing: int) -> tuple[QHBoxLayout, QLabel, QLabel]:
    """A banner over the table with the tutorial banner's look: its row, and its title and text (plain, wrapped)
    on the left; the caller adds its buttons to the row."""
    frame.setObjectName("tutorialBanner")
    outer = QHBoxLayout(frame)
    outer.setContentsMargins(14, 8, 14, 8)
    outer.setSpacing(spacing)
    words = QVBoxLayout()
    words.setSpacing(3)
    title, text = QLabel(frame), QLabel(frame)
    title.setObjectName("bannerTitle")
    text.setObjectName("bannerText")
    for label in (title, text):
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        words.addWidget(label)
    outer.addLayout(words, 1)
    return outer, title, text


class TableBar(QFrame):
    languageChanged = Signal()  # the interface's language changed: the bar's words are made again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer, self.title, self.text = banner_words(self, 10)
        self.buttons_row = QHBoxLayout()
        self.buttons_row.setSpacing(6)
        outer.addLayout(self.buttons_row)
        self.buttons: list[QPushButton] = []
        self.kind = ""  # what the bar says now ("away", "ended"), "" when hidden
        self._texts: BarTexts | None = None
        self.hide()

    def show_texts(self, kind: str, texts: BarTexts) -> None:
        """Show what ``texts`` makes, and make it again after a change of language."""
        self._texts = texts
        self.show_message(kind, *texts())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self._texts is not None and self.kind:
                self.show_message(self.kind, *self._texts())
            self.languageChanged.emit()
        super().changeEvent(event)

    def show_message(self, kind: str, title: str, words: str, buttons: Buttons = ()) -> None:
        """Show ``title`` and ``words`` with ``buttons`` (their text and what they do; the first is the main one)."""
        self.kind = kind
        self.title.setText(title)
        self.text.setText(words)
        self.text.setVisible(bool(words))
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons = []
        for number, (label, slot) in enumerate(buttons):
            button = QPushButton(label, self)
            button.setObjectName("primary" if number == 0 else "")
            button.setDefault(number == 0)
            button.clicked.connect(lambda _=False, act=slot: act())
            self.buttons_row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
            self.buttons.append(button)
        self.setAccessibleName(title)
        self.setAccessibleDescription(words)
        self.show()

    def clear(self, kind: str = "") -> None:
        """Hide the bar (only if it says ``kind``, when given)."""
        if kind and kind != self.kind:
            return
        self.kind = ""
        self._texts = None
        self.hide()
