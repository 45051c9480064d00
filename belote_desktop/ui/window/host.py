"""What a part that borrows the table asks of the window, as a Protocol: MainWindow satisfies it
structurally, and the part never imports MainWindow (no import cycle, and mypy checks both sides).

The tutorial (``tutorial_mode.TutorialTable``) and a practice deal (``practice_mode.PracticeTable``) put
the game in progress aside, take the table and give the game back: ``GameTable`` is what they share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ...engine import MatchState, Ruleset
    from ...app.table import Table

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
