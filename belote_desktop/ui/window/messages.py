"""Messages to the player: a warning, an information, a yes/no question, and a file problem told in plain
words (each file's problem once, when asked); the bots' processes given up, once. Every box wears the dialogs'
dark theme (``themed.theme_box``). A window that is not interactive (tests, screenshots, the
soak tool) asks nobody: a warning goes to stderr and every question is answered yes."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...storage.document import Problem
from ...app import bots, storage_text
from ..look.themed import message_box, question_box
from ...app.context import WindowContext
from ..audio.voice import Speech


class Messages(QObject):
    toast = Signal(str)  # a problem told over the table rather than in a box

    def __init__(self, context: WindowContext[Speech], parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self.parent_widget = parent
        self._told: set[tuple[str, str, str]] = set()  # file problems already told (see tell)
        self._bots_told = False
        bots.notices.unavailable.connect(self._bots_unavailable)  # queued: emitted in a bot thread

    def warn(self, title: str, detail: str) -> None:
        if not self.context.interactive:
            print(f"{title} {detail}", file=sys.stderr)
            return
        box = message_box(self.parent_widget, QMessageBox.Icon.Warning, title, detail)
        box.exec()

    def info(self, title: str, message: str) -> None:
        if not self.context.interactive:
            return
        box = message_box(self.parent_widget, QMessageBox.Icon.Information, title, message)
        box.exec()

    def ask(self, title: str, question: str, yes: str, no: str, *, safe_yes: bool = False,
            default_yes: bool = True) -> bool:
        """A question answered by two verbs (``yes`` does it, ``no`` keeps things as they are). Esc and the title
        bar's close button give the safe answer: ``no``, or ``yes`` when ``safe_yes`` (Resume it: the game kept).
        ``default_yes``: Enter answers ``yes`` (False: ``no``, where ``yes`` loses something)."""
        if not self.context.interactive:
            return True
        box, yes_button = question_box(self.parent_widget, title, question, yes, no, safe_yes=safe_yes,
                                       default_yes=default_yes)
        box.exec()
        return box.clickedButton() is yes_button

    def notify(self, message: str) -> None:
        """A short message over the table (the toast), not a box."""
        self.toast.emit(message)

    def tell(self, problem: Problem, once: bool = False, toast: bool = False) -> None:
        """Tell the player about a file (storage ``Problem``), in plain words; ``once`` per file and kind."""
        key = (problem.file, problem.kind, str(problem.path))
        if once and key in self._told:
            return
        self._told.add(key)
        if toast:
            self.notify(storage_text.describe(problem))
        else:
            self.warn(storage_text.title(problem), storage_text.describe(problem))

    def _bots_unavailable(self, _reason: str) -> None:
        if self._bots_told:
            return
        self._bots_told = True
        self.notify(QCoreApplication.translate(
            "MainWindow", "The computer players could not think at full strength: their helper processes kept "
                          "stopping. Expert and Master play by simpler rules until you restart the program."))
