"""Speech: the screen reader's voice (issue 57), the one channel of what the window says; ``window/speech.py`` has
the ``Narrator`` that follows the game through it. Here, below the window, so that a dialog (Review) and the bidding
panel reach the window's voice without importing the window."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from . import text

HISTORY = 400  # the recent messages kept (the tests count a whole deal's)


class Speech(QObject):
    """The screen reader's voice: announcements from ``target`` (the card table)."""

    spoken = Signal(str, bool)  # the message, assertive

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target: QWidget | None = None
        self.history: deque[tuple[str, bool]] = deque(maxlen=HISTORY)
        self.last = ""
        self.count = 0  # every message said since the window opened (``history`` keeps the recent ones)

    def attach(self, target: QWidget) -> None:
        self.target = target

    def say(self, message: str, assertive: bool = False, remember: bool = True) -> None:
        """Announce ``message`` (for the ear: no card or suit symbols). ``remember``: the repeat key says it
        again (the repeat itself is not remembered over it)."""
        message = text.spoken(message.strip())
        if not message:
            return
        if self.target is not None:
            event = QAccessibleAnnouncementEvent(self.target, message)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
        self.history.append((message, assertive))
        self.count += 1
        if remember:
            self.last = message
        self.spoken.emit(message, assertive)

    def repeat(self) -> None:
        """The repeat key: the last thing said, again (or that nothing was said yet)."""
        self.say(self.last or QCoreApplication.translate("Speech", "Nothing has been said yet."), remember=False)
