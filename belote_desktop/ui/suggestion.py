"""The Suggest button's worker: the Expert bot's choice, computed off the GUI thread.

``SuggestTask`` runs ``ai.choose_action(view, Level.EXPERT, rng)`` (the project's AI; the UI's
stand-in bot if that package cannot be imported) in the thread pool and sends the action back
through ``relay.done(token, action)``. The reason in words is made in the GUI thread, by
``learn.suggest.suggestion_reason``.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QRunnable, Signal

from ..engine import Action, DealState, PlayerView


def expert_choice(view: PlayerView, rng: random.Random) -> Action:
    """What the Expert level would do in ``view`` (always a legal action)."""
    try:
        from ..ai import Level, choose_action

        action = choose_action(view, Level.EXPERT, rng)
    except Exception:  # the AI package is missing or failed: the UI's own bot answers
        from .bots import bot_choose

        action = bot_choose(view, "expert", rng)
    if action not in view.legal_actions:
        from .bots import standin_choose

        action = standin_choose(view, "expert", rng)
    return action


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
            action: Action | None = expert_choice(self._view, random.Random(self._seed))
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
