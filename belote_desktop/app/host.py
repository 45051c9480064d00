"""What the application asks of the window that shows it, as Protocols: MainWindow and its parts satisfy them
structurally, and app/ never imports the window (no import cycle, no widget below the window, and mypy checks
both sides).

The tutorial (``tutorial.TutorialTable``) and a practice deal (``practice.PracticeTable``) put the game in
progress aside, take the table and give the game back: ``GameTable`` is what they share. ``Speaker`` is the window's
voice for a screen reader (``ui/audio/voice.Speech``); ``Messenger`` its messages to the player (boxes, questions,
the toast: ``ui/window/messages.Messages``); ``TableContext`` what the window's parts share, ``SeatNames`` what the
seats are called."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

if TYPE_CHECKING:
    from ..engine import MatchState, Ruleset
    from ..storage.document import Problem
    from ..storage.settings import Settings
    from .table import Table

TalkEntry = tuple[Callable[[], str], str]  # a line of the table talk (window.talk.LogEntry)


class GameTable(Protocol):
    """The window whose table a guided or practice deal borrows."""

    @property
    def controller(self) -> Table: ...

    @property
    def suggestions_used(self) -> int: ...

    def last_rules(self) -> Ruleset: ...

    def log_entries(self) -> list[TalkEntry]: ...

    def restore_log(self, entries: list[TalkEntry]) -> None: ...

    def autosave(self) -> None: ...

    def load_game(self, match: MatchState, undo_used: int = 0, suggestions_used: int = 0,
                  deals_counted: int = -1) -> None: ...

    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None: ...


class Speaker(Protocol):
    """The voice a screen reader hears the table through (``ui/audio/voice.Speech``)."""

    @property
    def spoken(self) -> SignalInstance: ...  # (message, assertive): each message as it is said

    def say(self, message: str, assertive: bool = False) -> None: ...


class Spoken(Protocol):
    """What holds the window's voice (the window's ``WindowContext``)."""

    @property
    def speech(self) -> Speaker: ...


class Messenger(Protocol):
    """The window's messages to the player (``ui/window/messages.Messages``): a window that is not interactive
    (tests, screenshots) asks nobody and answers every question yes."""

    def warn(self, title: str, detail: str) -> None: ...

    def ask(self, title: str, question: str, yes: str, no: str, *, safe_yes: bool = False,
            default_yes: bool = True) -> bool: ...

    def notify(self, message: str) -> None: ...  # a short message over the table, not a box

    def tell(self, problem: Problem, once: bool = False, toast: bool = False) -> None: ...  # a file's problem


class TableContext(Protocol):
    """What every part of the window reads (``context.WindowContext``)."""

    @property
    def settings(self) -> Settings: ...  # the settings in force

    @property
    def human(self) -> int: ...  # the player's seat

    @property
    def interactive(self) -> bool: ...  # False: no message box waits for an answer (tests, screenshots, soak)

    @property
    def persist(self) -> bool: ...  # write settings, autosave and statistics (off for screenshots)


class SeatNames(Protocol):
    """What each seat of the table is called (``seat_names.Seats``)."""

    def names(self) -> list[str]: ...
