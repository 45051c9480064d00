"""The Suggest button's and the review's workers: one engine of advice (``learn.advice``), off the GUI thread.

``SuggestTask`` asks ``advise(view)`` (the Expert's search with a fixed budget, seeded by the position;
its parts run in the bots' worker processes when they are up) and sends the action back through
``relay.done(token, action)``; the reason in words is made in the GUI thread, by
``learn.suggest.suggestion_reason``. ``ReviewTask`` compares each of the player's choices in a finished
deal with the same advice (``learn.review``), so the two never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import DealState, PlayerView
from . import bots
from .bots import TokenTask

if TYPE_CHECKING:
    from ..ai.workers import BotWorker
    from ..learn.compare import Bots


def advice_pool() -> BotWorker | None:
    """The bots' worker processes, if they run (else the advice searches in the calling thread)."""
    return bots.search_worker() if bots.USE_PROCESSES else None


class SuggestTask(TokenTask):
    def __init__(self, token: int, view: PlayerView) -> None:
        super().__init__(token)
        self._view = view

    def compute(self) -> object:
        from ..learn.advice import advise

        return advise(self._view, advice_pool()).action


class ReviewProgress(QObject):
    moved = Signal(int, str, int, int)  # token, stage, done, total (learn.judge.ProgressFn)


class JudgeOptions(TypedDict, total=False):
    """What a review passes on to ``learn.judge.judge_deal``: the bots, their seeds, the Master's comparison."""

    bots: Bots  # the table's bots, seeded as in the game
    comparison: Any  # a learn.compare.Comparison, or None
    compare: bool


class ReviewTask(TokenTask):
    """Reviews a finished deal for one seat off the GUI thread (learn.review); emits a ``Review``, and its
    progress as each choice is judged through ``progress.moved``."""

    def __init__(self, token: int, deal: DealState, seat: int, judge_options: JudgeOptions | None = None) -> None:
        super().__init__(token)
        self._deal = deal
        self._seat = seat
        self._options: JudgeOptions = judge_options or {}  # learn.judge's: the bots, their seeds, the Master's comparison
        self.progress = ReviewProgress(QCoreApplication.instance())  # made in the GUI thread, as the relay

    def _tell(self, stage: str, done: int, total: int) -> None:
        try:
            self.progress.moved.emit(self._token, stage, done, total)
        except RuntimeError:  # the app quit meanwhile
            pass

    def compute(self) -> object:
        from ..learn.review import review_deal

        try:
            return review_deal(self._deal, self._seat, advice_pool(), progress=self._tell,
                               **self._options)
        finally:
            try:
                self.progress.deleteLater()  # queued in its own (GUI) thread, after the progress already sent
            except RuntimeError:
                pass
