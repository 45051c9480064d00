"""What happens on an unexpected error: it is logged, the game is saved, and the player is told.

``ErrorReport.install`` takes over ``sys.excepthook`` (an exception escaping a Qt slot, a timer, an
event handler reaches it: PySide prints such errors through the hook and the event loop goes on) and
``threading.excepthook`` (a bot's thread). The hook writes the traceback to the log file
(``storage/logs.py``), saves the game in progress the way the autosave does, and shows one message
box saying what happened and where the log is. The game is immutable and only replaced whole by a
finished action, so the one in memory is still sound: the player can go on or resume it later.

A windowed bundle has no console (``sys.stderr`` is None): the hook never writes there then.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from ...app.table import Table

log = logging.getLogger(__name__)

MAX_DIALOGS = 3  # an error repeated on every paint would otherwise open a box after each one


def show_error_box(parent: QWidget | None, title: str, text: str, details: str) -> None:
    """The message box itself (a module function so that tests can replace it)."""
    from ..look.themed import theme_box

    box = theme_box(QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, parent))
    box.setDetailedText(details)
    box.exec()


def error_message(error: str, log_file: Path | None, saved: bool) -> tuple[str, str]:
    """The box's title and text, in the interface's language."""
    parts = [QCoreApplication.translate(
        "ErrorReport", "Something went wrong inside the game:\n{error}").format(error=error)]
    if saved:
        parts.append(QCoreApplication.translate(
            "ErrorReport", "Your game was saved: it will be offered again at the next start."))
    parts.append(QCoreApplication.translate(
        "ErrorReport", "You can go on playing. If the table looks wrong, quit and start the game again."))
    if log_file is not None:
        parts.append(QCoreApplication.translate(
            "ErrorReport", "The details were written to the log file:\n{path}").format(path=str(log_file)))
    else:
        parts.append(QCoreApplication.translate("ErrorReport", "The details could not be written to a log file."))
    return QCoreApplication.translate("ErrorReport", "Unexpected error"), "\n\n".join(parts)


class ErrorReport(QObject):
    """The excepthooks of a running app; ``parent`` is the main window (the box's parent)."""

    _reported = Signal(str, str)  # the error in one line, the traceback; queued to the GUI thread

    def __init__(self, parent: QWidget | None, log_file: Path | None,
                 save_game: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self._window = parent
        self.log_file = log_file
        self._save_game = save_game
        self._showing = False
        self.dialogs_shown = 0
        self._previous: tuple[Callable[[type[BaseException], BaseException, TracebackType | None], object],
                              Callable[[threading.ExceptHookArgs], object]] | None = None
        self._reported.connect(self._show)

    def attach(self, window: QWidget, save_game: Callable[[], bool] | None) -> None:
        """The main window, once it exists: the box's parent, and how to save its game."""
        self._window = window
        self._save_game = save_game

    def install(self) -> None:
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    @property
    def installed(self) -> bool:
        return self._previous is not None

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):  # Ctrl+C in a terminal: the usual way out
            sys.__excepthook__(exc_type, exc, tb)
            return
        self._report(exc_type, exc, tb, "")

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        self._report(args.exc_type, args.exc_value, args.exc_traceback, f" in thread {name}")

    def _report(self, exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None,
                where: str) -> None:
        try:
            log.critical("unexpected error%s", where, exc_info=(exc_type, exc or exc_type(), tb))
            details = "".join(traceback.format_exception(exc_type, exc, tb))
            if self.log_file is None and sys.stderr is not None:  # no log file: the console is all there is
                print(details, file=sys.stderr)
            summary = f"{exc_type.__name__}: {exc}" if str(exc) else exc_type.__name__
            self._reported.emit(summary, details)  # direct in the GUI thread, queued from another one
        except Exception:  # pragma: no cover - the hook must never raise
            pass

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        if self._showing or self.dialogs_shown >= MAX_DIALOGS:
            return  # logged already; one box at a time
        self._showing = True
        try:
            saved = False
            if self._save_game is not None:
                try:
                    saved = self._save_game()
                except Exception:
                    log.exception("the game could not be saved after the error")
            title, text = error_message(summary, self.log_file, saved)
            self.dialogs_shown += 1
            show_error_box(self._window, title, text, details)
        except Exception:
            log.exception("the error could not be shown")
        finally:
            self._showing = False


class Autosaving(Protocol):
    """The main window as the crash handler saves its game (MainWindow satisfies it)."""

    @property
    def controller(self) -> Table: ...

    def autosave(self) -> None: ...


def autosave_of(window: Autosaving) -> Callable[[], bool]:
    """Save the main window's game as its autosave does; True when a game in progress was written."""

    from ...storage.saves import autosave_path

    def stamp() -> int | None:
        try:
            return autosave_path().stat().st_mtime_ns
        except OSError:
            return None

    def save() -> bool:
        match = window.controller.match
        if match is None or match.over or not match.actions():
            return False
        before = stamp()
        window.autosave()  # does nothing when autosave is off or in the tutorial; a failure is shown as a toast
        after = stamp()
        return after is not None and after != before

    return save
