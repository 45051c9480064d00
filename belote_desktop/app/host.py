"""What the application asks of the window that shows it, as Protocols: MainWindow and its parts satisfy them
structurally, and app/ never imports the window (no import cycle, no widget below the window, and mypy checks
both sides).

The tutorial (``tutorial.TutorialTable``) and a practice deal (``practice.PracticeTable``) put the game in
progress aside, take the table and give the game back: ``GameTable`` is what they share. ``Speaker`` is the window's
voice for a screen reader (``ui/audio/voice.Speech``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

if TYPE_CHECKING:
    from ..engine import MatchState, Ruleset
    from ..ui.controller import GameController  # app/ once the other half of issue 72 moves it

TalkEntry = tuple[Callable[[], str], str]  # a line of the table talk (window.talk.LogEntry)


class GameTable(Protocol):
    """The window whose table a guided or practice deal borrows."""

    @property
    def controller(self) -> GameController: ...

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
