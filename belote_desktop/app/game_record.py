"""The record of the game on the table: the counters saved with it (Suggest presses, the first deals statistics
hold, whether it is counted yet) and its statistics. A deal counts as soon as it ends, a match when it ends or is
left unfinished; never the tutorial's deal nor a practice deal. Statistics never stop a game: a file that cannot be
read or written is told once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import MatchState
from ..storage.document import problem_from_error as storage_problem
from .host import Messenger, TableContext
from .practice import PracticeMode
from .tutorial import TutorialMode

if TYPE_CHECKING:
    from .table import Table


@dataclass(frozen=True)
class GameParts:
    """What each part of the games kept on disk is given: the window's shared state, the controller, the two runs
    that borrow the table (while either holds it nothing is saved nor counted) and the messages to the player."""

    context: TableContext
    controller: Table
    tutorial: TutorialMode
    practice: PracticeMode
    messages: Messenger


class GameRecord:
    def __init__(self, parts: GameParts) -> None:
        self.context = parts.context
        self.controller = parts.controller
        self.tutorial = parts.tutorial
        self.practice = parts.practice
        self.messages = parts.messages
        self.suggestions_used = 0  # Suggest presses in this game (saved with it, added to statistics)
        self.stats_recorded = False  # this game is counted already (or never will be)
        self.deals_counted = 0  # the first deals of this game that statistics hold (each counts when it ends)

    def begin(self, suggestions_used: int = 0, counted: bool = False, deals_counted: int = 0) -> None:
        """A game comes to the table: its counters."""
        self.suggestions_used = suggestions_used
        self.stats_recorded = counted
        self.deals_counted = deals_counted

    def count_suggestion(self) -> None:
        self.suggestions_used += 1

    def record_abandoned(self) -> None:
        """The game on the table is left unfinished: counted, if anything was played."""
        match = self.controller.match
        if match is None or self.stats_recorded or not match.actions():
            return
        self.record_stats(match)

    def record_stats(self, match: MatchState) -> None:
        """Count the match (ended or left) with its deals not counted yet."""
        if self._counts(lambda stats, store: store.record_match(
                stats, match, self.context.human, undo_used=self.controller.undo_count,
                suggestions_used=self.suggestions_used, deals_counted=self.deals_counted)):
            self.deals_counted = len(match.finished)
        self.stats_recorded = True

    def count_deal(self) -> bool:
        """A deal just ended: counted at once (the last one of a match is counted with the match); whether it was."""
        match = self.controller.match
        if match is None or match.over or self.stats_recorded:
            return False
        if self.deals_counted >= len(match.finished):  # another game came to the table unannounced
            self.deals_counted = len(match.finished) - 1
        if self._counts(lambda stats, store: store.record_deals(stats, match, self.context.human,
                                                                self.deals_counted)):
            self.deals_counted = len(match.finished)
            return True
        return False

    def _counts(self, record: Callable[[Any, Any], object]) -> bool:
        """Load the statistics, ``record(stats, stats module)`` in them and write them; whether they were."""
        if not self.context.persist or self.tutorial.active or self.practice.active:
            return False
        from ..storage import stats as stats_store

        try:
            stats, problems = stats_store.load_stats()
            for problem in problems:
                self.messages.tell(problem, once=True)
            record(stats, stats_store)
            stats_store.save_stats(stats)
            return True
        except OSError as exc:  # the file could not be read this session (told once), or the disk refused
            self.messages.tell(storage_problem("statistics", stats_store.stats_path(), exc), once=True)
        except Exception:  # statistics must never stop a game
            pass
        return False
