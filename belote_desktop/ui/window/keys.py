"""The game's keys wherever the focus is: every widget of the window that takes the focus hands its key presses
to ``GameKeys`` first (P, Enter, 1-4... work on the side panel's lists and buttons too, not only on the felt),
and the keys no widget took come here from the window's ``keyPressEvent``. Typing widgets keep every key; a
list keeps its own keys; Ctrl+Tab leaves a list as Tab does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QWidget,
)

TYPING_WIDGETS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit, QComboBox)  # they keep every key
LIST_KEYS = frozenset(
    {
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Space,
    }
)  # a list's own keys, off the table


class GameKeys(QObject):
    """The window's game keys before its widgets' own use of them. ``on_key``: the player's input (True: used);
    ``table_widgets``: the felt and the panels over it, where every key is the game's."""

    def __init__(
        self, window: QMainWindow, on_key: Callable[[QKeyEvent], bool], table_widgets: tuple[QWidget, ...]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.on_key = on_key
        self.table_widgets = table_widgets
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Every widget of the window that takes the focus hands the game keys here first (``eventFilter``)."""
        if new is not None and new is not self.window and self.window.isAncestorOf(new):
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QWidget)
            and watched.hasFocus()
            and self._take_key(watched, event)
        ):
            return True
        return super().eventFilter(watched, event)

    def _take_key(self, watched: QWidget, event: QKeyEvent) -> bool:
        """Whether the window used a key pressed on ``watched``, before the widget sees it."""
        if (
            isinstance(watched, QAbstractItemView)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            # Ctrl+Tab leaves a list as Tab does (as in a text box): the score sheet and the talk trap no one
            self.window.focusNextPrevChild(
                event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            return True
        if not self._owns_key(watched, event):
            return False
        if isinstance(watched, QPushButton) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            watched.click()  # a button reached with Tab: Enter presses it
            return True
        return self.on_key(event)

    def _owns_key(self, widget: QWidget, event: QKeyEvent) -> bool:
        """Whether the window's game keys come before ``widget``'s own use of this key."""
        key = event.key()
        if isinstance(widget, TYPING_WIDGETS) or key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False  # typing, or moving the focus
        if isinstance(widget, QPushButton):
            return key != Qt.Key.Key_Space  # Space presses a focused button
        if any(widget is w for w in self.table_widgets):
            return True
        if key in LIST_KEYS:
            return False  # the side panel's lists move with these
        # the score sheet's and the talk's own arrows: the card chosen on the table stays
        return not (isinstance(widget, QAbstractItemView) and key in (Qt.Key.Key_Left, Qt.Key.Key_Right))

    def unclaimed(self, event: QKeyEvent) -> bool:
        """A key that no widget took (no focus at all, or ignored): the game's (True: used), except a list's own
        keys that it had no use for (Up on the score sheet's first row): they choose no card behind the player's
        back."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractItemView) and self.window.isAncestorOf(focus) and not self._owns_key(focus, event):
            return False
        return self.on_key(event)
