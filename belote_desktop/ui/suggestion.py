"""The Suggest button's worker: the Expert bot's choice, computed off the GUI thread.

``SuggestTask`` asks the Expert level (``bots.think``: the bots' worker processes, or the UI's
stand-in bot if the AI package cannot be imported) from the thread pool and sends the action back
through ``relay.done(token, action)``. The reason in words is made in the GUI thread, by
``learn.suggest.suggestion_reason``.
"""

from __future__ import annotations

import random

from ..engine import DealState, PlayerView
from . import bots
from .bots import TokenTask


class SuggestTask(TokenTask):
    def __init__(self, token: int, view: PlayerView, seed: int) -> None:
        super().__init__(token)
        self._view = view
        self._seed = seed

    def compute(self) -> object:
        return bots.think(self._view, "expert", self._seed)


class ReviewTask(TokenTask):
    """Reviews a finished deal for one seat off the GUI thread (learn.review); emits the lines."""

    def __init__(self, token: int, deal: DealState, seat: int) -> None:
        super().__init__(token)
        self._deal = deal
        self._seat = seat

    def compute(self) -> object:
        from ..learn.review import review_deal

        return review_deal(self._deal, self._seat, random.Random(self._token))
