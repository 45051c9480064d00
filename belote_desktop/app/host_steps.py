"""The host's steps as they reach a network table's window, queued until the window shows them one by one.

A step is a view of the player's seat, with the action that led to it (``event``/``action``), the deal it ended
(``deal_over``) and, at the match's end, its ``match_over``. The steps wait here while the table animates, while a
deal's result is on screen or while a modal dialog is open.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, DealState, PlayerView


@dataclass
class Step:
    view: PlayerView
    message: dict[str, Any]
    action: tuple[int, Action] | None = None
    finished: DealState | None = None  # the real deal this step ended
    deal_scores: list[int] | None = None
    reset: bool = False  # a take back or a view that catches up: shown at once, without an animation
    over: dict[str, Any] | None = field(default=None)
    backlog: tuple[DealState, ...] = ()  # deals that ended in the steps this view catches up on


class HostSteps:
    """The steps the host made that the window has not shown yet, and the one being put together."""

    def __init__(self) -> None:
        self.queue: deque[Step] = deque()
        self.action: tuple[int, Action] | None = None  # the next view's action (an ``action`` event)
        self.finished: DealState | None = None  # the deal the next view ends (a ``deal_over`` event)
        self.deal_scores: list[int] | None = None
        self.reset_next = False  # the next view is shown at once (after a take back)
        self.waiting_over: Step | None = None  # the match's last step, until its match_over (the winner) comes

    def pending(self) -> bool:
        """Steps are still to be shown: queued, or begun (an action, a deal's end) and waiting for their view."""
        return bool(self.queue) or self.action is not None or self.finished is not None

    def take_view(self, view: PlayerView, message: dict[str, Any]) -> Step:
        """The step a view ends, with what came before it."""
        step = Step(view, message, self.action, self.finished, self.deal_scores, self.reset_next)
        self.action = self.finished = self.deal_scores = None
        self.reset_next = False
        return step

    def catch_up(self, step: Step) -> None:
        """``step`` shows the table as it stands, at once, instead of the steps still queued; the deals they ended
        go with it."""
        step.reset = True
        step.backlog = tuple(s.finished for s in self.queue if s.finished is not None)
        self.queue.clear()

    def end(self) -> None:
        """The table ended: the match's last step is shown if it waited for its match_over; the queued steps after
        the last one that ended a deal are dropped (nobody plays them any more), a deal's end is still shown."""
        if self.waiting_over is not None:
            self.queue.append(self.waiting_over)
            self.waiting_over = None
        while self.queue and self.queue[-1].finished is None:
            self.queue.pop()
