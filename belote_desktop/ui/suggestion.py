"""The Suggest button's worker: the Expert bot's choice, computed off the GUI thread.

``SuggestTask`` asks the Expert level (``bots.think``: the bots' worker processes, or the UI's
stand-in bot if the AI package cannot be imported) from the thread pool and sends the action back
through ``relay.done(token, action)``. The reason in words is made in the GUI thread, by
``learn.suggest.suggestion_reason``.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QRunnable, Signal

from ..engine import Action, DealState, PlayerView


class _Relay(QObject):
    done = Signal(int, object)  # token, action (None if nothing could be chosen)


class SuggestTask(QRunnable):
    def __init__(self, token: int, view: PlayerView, seed: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = _Relay()
        self._token = token
        self._view = view
        self._seed = seed

    def run(self) -> None:  # worker thread: compute only, no widgets
        try:
            from .bots import think

            action: Action | None = think(self._view, "expert", self._seed)
        except Exception:
            action = None
        try:
            self.relay.done.emit(self._token, action)
        except RuntimeError:  # the app quit meanwhile
            pass


class ReviewTask(QRunnable):
    """Reviews a finished deal for one seat off the GUI thread (learn.review); emits the lines."""

    def __init__(self, token: int, deal: DealState, seat: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay = _Relay()
        self._token = token
        self._deal = deal
        self._seat = seat

    def run(self) -> None:  # worker thread: compute only, no widgets
        try:
            from ..learn.review import review_deal

            reviewed: object = review_deal(self._deal, self._seat, random.Random(self._token))
        except Exception:
            reviewed = None
        try:
            self.relay.done.emit(self._token, reviewed)
        except RuntimeError:  # the app quit meanwhile
            pass
