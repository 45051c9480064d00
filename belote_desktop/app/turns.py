"""The computer players' turns at a local table: when each starts thinking, how long its move waits, and the
deal's end that waits for the voice.

While the table animates (``busy``) no computer starts. While a modal dialog is open (``Pace.dialog_open``: the
window's question) none starts and no answer is applied: they look again every ``DIALOG_POLL_MS`` and go on once
it is closed. A move shows after the seat's pause (``SeatModel.pause_ms``) and, where the table waits for the
voice (issue 71), once the last message has been said (``Pace.voice_ms``); F hurries it (``hurry``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QThreadPool, QTimer, SignalInstance

from ..engine import Action, MatchState
from .bots import BotTask, think
from .seats import SeatModel
from .table import MatchTimeline, Pace

DIALOG_POLL_MS = 150  # how often held bots look whether the modal dialog is gone
END_POLL_MS = 200  # a deal's end waiting for the voice looks again this often


class PlayedTable(Protocol):
    """What the computers' turns ask of their table (``local_table.LocalTable``)."""

    timeline: MatchTimeline
    seat_model: SeatModel
    pace: Pace
    auto_bots: bool
    repeatable: bool
    scripted_bot: Callable[[int], Action] | None

    @property
    def botThinking(self) -> SignalInstance: ...

    @property
    def dealFinished(self) -> SignalInstance: ...

    @property
    def matchFinished(self) -> SignalInstance: ...

    def is_bot_seat(self, seat: int) -> bool: ...

    def bot_seed(self, seat: int) -> int: ...

    def apply(self, action: Action) -> None: ...


class BotTurns(QObject):
    """Starts the computer player whose turn it is, in the thread pool, and shows its answer when its pause
    (and the voice) allow; an answer for a position the game left (``token``) is dropped."""

    def __init__(self, table: PlayedTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.token = 0
        self.pending: BotTask | None = None
        self.pending_result: tuple[int, Action] | None = None
        self.thinking_since = 0.0
        self.pool = QThreadPool.globalInstance()
        self.pause_timer = _single_shot(self, self.apply_pending_result)
        self.dialog_timer = _single_shot(self, self.resume_after_dialog)  # looks again while a dialog holds the bots
        self.dialog_timer.setInterval(DIALOG_POLL_MS)

    def schedule(self) -> None:
        QTimer.singleShot(0, self.maybe_start)

    def maybe_start(self) -> None:
        """The computer whose turn it is starts thinking, if the table lets it."""
        t = self.table
        match = t.timeline.match
        if match is None or not self.may_think():
            return
        seat = match.current_player()
        if seat < 0 or not t.is_bot_seat(seat):
            return
        self.token += 1
        if t.scripted_bot is not None:
            self.thinking_since = time.monotonic()
            t.botThinking.emit(seat)
            self.done(self.token, t.scripted_bot(seat))
            return
        task = BotTask(self.token, match.view_for(seat), t.seat_model.level_of(seat), t.bot_seed(seat), t.repeatable)
        task.relay.done.connect(self.done)
        self.pending = task
        self.thinking_since = time.monotonic()
        t.botThinking.emit(seat)
        self.pool.start(task)

    def may_think(self) -> bool:
        """No bot starts while bots wait to be asked, a move is shown or waited for, or a dialog holds the table."""
        t = self.table
        if not t.auto_bots or t.timeline.busy or t.timeline.awaiting_continue or self.pending is not None:
            return False
        return not (self.pause_timer.isActive() or self.held_by_dialog())

    def done(self, token: int, action: Action | None) -> None:
        self.pending = None
        if token != self.token or action is None or self.table.timeline.match is None:
            return
        self.pending_result = (token, action)
        waited = (time.monotonic() - self.thinking_since) * 1000.0
        remaining = max(int(self.table.seat_model.pause_ms - waited), self.table.pace.voice_ms())
        if remaining > 0:
            self.pause_timer.start(remaining)
        else:
            self.apply_pending_result()

    def apply_pending_result(self) -> None:
        t = self.table
        pending, self.pending_result = self.pending_result, None
        match = t.timeline.match
        if pending is None or pending[0] != self.token or match is None:
            return
        if self.held_by_dialog():
            self.pending_result = pending  # applied once the dialog is closed
            return
        if t.pace.voice_ms() > 0:  # the last message is still being said (issue 71)
            self.pending_result = pending
            self.pause_timer.start(t.pace.voice_ms())
            return
        action = pending[1]
        if match.deal.why_illegal(action) is not None:  # the game moved on
            self.schedule()
            return
        t.botThinking.emit(-1)
        t.apply(action)

    def hurry(self) -> None:
        """A move waiting for the voice (or its pause) comes now."""
        if self.pause_timer.isActive() and self.pending_result is not None:
            self.pause_timer.stop()
            self.apply_pending_result()

    def held_by_dialog(self) -> bool:
        """A modal dialog is open: the bots wait (and this looks again every DIALOG_POLL_MS)."""
        if not self.table.pace.dialog_open():
            return False
        self.dialog_timer.start()
        return True

    def resume_after_dialog(self) -> None:
        if self.pending_result is not None:
            self.apply_pending_result()
        else:
            self.maybe_start()

    def cancel(self) -> None:
        """Any answer still coming is stale, a pause stops, nobody thinks."""
        self.token += 1
        self.pending = None
        self.pending_result = None
        self.pause_timer.stop()
        self.table.botThinking.emit(-1)

    def decide_now(self) -> Action:
        """The move of the seat whose turn it is, decided in this thread (Expert and Master in the worker
        processes, this thread waiting for them)."""
        t = self.table
        match = t.timeline.match
        assert match is not None
        seat = match.current_player()
        self.cancel()
        if t.scripted_bot is not None and t.is_bot_seat(seat):
            return t.scripted_bot(seat)
        return think(match.view_for(seat), t.seat_model.level_of(seat), t.bot_seed(seat), t.repeatable)

    def wait(self) -> None:
        self.pool.waitForDone()


class DealEndAfterVoice(QObject):
    """The deal's end (``dealFinished``: its result shown and said, the focus moved to the panel; ``matchFinished``)
    once the voice has said the last trick, as a computer player's move waits for it (issue 71); F brings it at
    once; dropped if another game comes to the table meanwhile."""

    def __init__(self, table: PlayedTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.held: MatchState | None = None
        self.timer = _single_shot(self, self.release)

    def hold(self, after: MatchState) -> None:
        self.held = after
        self.release()

    def now(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.release(hurried=True)

    def release(self, hurried: bool = False) -> None:
        t, after = self.table, self.held
        if after is None or after is not t.timeline.match:
            self.held = None
            return
        wait = 0 if hurried else t.pace.voice_ms()
        if wait > 0:
            self.timer.start(min(wait, END_POLL_MS))  # looked at again: the voice may be done sooner (own voice)
            return
        self.held = None
        t.dealFinished.emit(after.finished[-1].result())
        if after.over:
            t.matchFinished.emit(after.winner)


def _single_shot(parent: QObject, slot: Callable[[], None]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer
