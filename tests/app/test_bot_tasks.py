"""Nothing of a finished bot decision stays alive: not the task, its relay or the view it read (issue 18, point 7)."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool

from belote_desktop.app import bots
from belote_desktop.app.local_table import LocalTable
from belote_desktop.engine import find_variant


def _settle(qtbot) -> None:
    """Let the pool finish and the GUI thread deliver results and deferred deletions."""
    QThreadPool.globalInstance().waitForDone(5000)
    for _ in range(3):
        qtbot.wait(5)
        QCoreApplication.sendPostedEvents(None, 0)  # 0: every event type, DeferredDelete included
    gc.collect()


class _Quick(bots.TokenTask):
    """A task as short as an Intermediate bot's move: it may end before the pool's start() returns."""

    def compute(self) -> object:
        return sum(range(2000))


@pytest.mark.slow
def test_finished_tasks_and_relays_are_freed(qtbot):
    answers: list[int] = []
    tasks, relays = [], []
    for token in range(40):
        task = _Quick(token)
        task.relay.done.connect(lambda t, _r: answers.append(t))
        tasks.append(weakref.ref(task))
        relays.append(weakref.ref(task.relay))
        QThreadPool.globalInstance().start(task)
        del task
    qtbot.waitUntil(lambda: len(answers) == 40, timeout=5000)
    _settle(qtbot)
    assert sorted(answers) == list(range(40))
    assert [r for r in tasks if r() is not None] == []
    assert [r for r in relays if r() is not None] == []


def test_a_deal_of_bot_moves_leaves_no_task_relay_or_view(qtbot, monkeypatch):
    made: list[weakref.ref] = []
    real_init = bots.BotTask.__init__

    def spy(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        made.append(weakref.ref(self))
        made.append(weakref.ref(self.relay))
        made.append(weakref.ref(self._view))

    monkeypatch.setattr(bots.BotTask, "__init__", spy)
    c = LocalTable()
    c.seat_model.pause_ms = 0
    c.autoplay_human = True  # the bots play every seat
    c.new_game(find_variant("classic"), seed=5)
    qtbot.waitUntil(lambda: c.awaiting_continue, timeout=30000)
    c.auto_bots = False
    _settle(qtbot)
    assert len(made) >= 3 * 20  # a whole deal: bids and 32 cards
    alive = [type(r()).__name__ for r in made if r() is not None]
    assert alive == []
