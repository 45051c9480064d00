"""The banners above the table: the tutorial's lesson and a practice deal's (or a game put aside's) offer. They
show what the runs of ``app/tutorial.py`` and ``app/practice.py`` tell them, and offer the way back."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from ..table.table_bar import banner_words


class TutorialBanner(QFrame):
    """The lesson, above the table: title, what just happened, what to do now, and a way out."""

    leaveClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialBanner")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(14)
        texts = QVBoxLayout()
        texts.setSpacing(3)
        self.title = QLabel(self)
        self.title.setObjectName("bannerTitle")
        self.done = QLabel(self)
        self.done.setObjectName("bannerDone")
        self.text = QLabel(self)
        self.text.setObjectName("bannerText")
        self.refusal = QLabel(self)
        self.refusal.setObjectName("bannerRefusal")
        for label in (self.title, self.done, self.text, self.refusal):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            texts.addWidget(label)
        outer.addLayout(texts, 1)
        self.leave_button = QPushButton(self)
        self.leave_button.clicked.connect(self.leaveClicked)
        outer.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName(QCoreApplication.translate("TutorialMode", "Tutorial"))
        self.hide()

    def show_lesson(self, title: str, done: str, text: str, refusal: str, finished: bool) -> None:
        self.title.setText(title)
        self.done.setText(done)
        self.done.setVisible(bool(done))
        self.text.setText(text)
        self.text.setVisible(bool(text))
        self.refusal.setText(refusal)
        self.refusal.setVisible(bool(refusal))
        self.leave_button.setText(
            QCoreApplication.translate("TutorialMode", "Play a real game") if finished
            else QCoreApplication.translate("TutorialMode", "Leave the tutorial"))
        self.setAccessibleDescription("\n".join(t for t in (title, done, text, refusal) if t))
        self.show()

    def plain_text(self) -> str:
        return "\n".join(w.text() for w in (self.title, self.done, self.text, self.refusal) if w.isVisible())


class PracticeBanner(QFrame):
    """Above the table during a practice deal: what it is, and the way back to the game. It also offers a game
    put aside back ("Your game waits"); that offer has a close button (``closable``): the game stays a save."""

    leaveClicked = Signal()
    dismissed = Signal()  # the close button: the offer goes

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer, self.title, self.text = banner_words(self, 14)
        self.leave_button = QPushButton(self)
        self.leave_button.clicked.connect(self.leaveClicked)
        outer.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("bannerClose")
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        outer.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button.hide()
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        words = QCoreApplication.translate("Practice", "Dismiss (the game stays in Game > Open saved game…)")
        self.close_button.setToolTip(words)
        self.close_button.setAccessibleName(QCoreApplication.translate("Practice", "Dismiss"))
        self.close_button.setAccessibleDescription(words)

    def show_practice(self, title: str, text: str, leave: str, closable: bool = False) -> None:
        """``closable``: the offer of a game put aside, which the player may dismiss (a practice may not)."""
        self.title.setText(title)
        self.text.setText(text)
        self.leave_button.setText(leave)
        self.close_button.setVisible(closable)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.show()

    def show_offer(self, title: str, text: str, leave: str) -> None:
        """A game put aside waits: its offer, with the close button."""
        self.show_practice(title, text, leave, closable=True)

    def dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()
