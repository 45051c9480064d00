"""The bots' worker processes broken: a killed worker is replaced and the bots search again; processes that cannot
think at all leave the simpler bot, one log line and one notice (the player told once, in words:
tests/ui/test_dead_worker.py)."""

from __future__ import annotations

import dataclasses
import os
import signal
import threading

import pytest

from belote_desktop.ai import Level, SearchParams
from belote_desktop.app import bots
from belote_desktop.engine import find_variant

QUICK = SearchParams(samples=16, max_seconds=30.0, exact_cards=8, exact_samples=4, bid_samples=8, chunk=8)
SLOW = dataclasses.replace(QUICK, samples=10_000_000, max_seconds=3.0)  # stops on its clock: long enough to kill


def fallbacks_here(monkeypatch):
    """The Intermediate decisions made in this process in place of the worker processes'."""
    import belote_desktop.ai as ai
    import belote_desktop.ai.workers as workers

    made = []
    real = ai.choose_action

    def spy(view, level, *args, **kwargs):
        if Level(level) == Level.INTERMEDIATE:
            made.append(view.seat)
        return real(view, level, *args, **kwargs)

    monkeypatch.setattr(ai, "choose_action", spy)
    monkeypatch.setattr(workers, "choose_action", spy)
    return made


def _view_with_a_choice():
    from tests.ai.positions import play_positions

    state = next(s for s in play_positions(find_variant("classic"), 8) if len(s.legal_actions()) > 2)
    return state.view_for(state.current_player())


@pytest.mark.slow
def test_after_a_killed_worker_the_bots_search_in_new_processes(fresh_worker, monkeypatch, caplog):
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL here")
    fallbacks = fallbacks_here(monkeypatch)
    budget = [SLOW]
    monkeypatch.setattr(bots, "search_params", lambda level, repeatable: budget[0])
    worker = fresh_worker()
    for ready in worker.warm_up():
        ready.result(timeout=60)
    before = worker.process_ids()
    view = _view_with_a_choice()
    searched, simpler = bots.decided_in_processes, bots.decided_simpler
    answers = []
    thinking = threading.Thread(target=lambda: answers.append(bots.think(view, "expert", 1)))
    thinking.start()
    thinking.join(0.5)
    assert thinking.is_alive()  # killed mid-search
    os.kill(before[0], signal.SIGKILL)
    budget[0] = QUICK
    thinking.join(60)
    for seed in range(2, 5):  # the next moves
        answers.append(bots.think(view, "expert", seed))
    assert [r for r in caplog.records if r.exc_info] == []  # no traceback per move
    assert fallbacks == []
    assert len(answers) == 4 and all(a in view.legal_actions for a in answers)
    assert (bots.decided_in_processes - searched, bots.decided_simpler - simpler) == (4, 0)
    after = worker.process_ids()
    assert len(after) == worker.jobs and not set(after) & set(before)
    assert worker.restarts == 1 and worker.unavailable is None


def test_bots_that_cannot_think_fall_back_with_one_log_line_and_one_notice(fresh_worker, monkeypatch, caplog,
                                                                         qtbot):
    import concurrent.futures as cf

    from PySide6.QtCore import QCoreApplication

    from belote_desktop.app.local_table import LocalTable

    def cannot_start(*args, **kwargs):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(cf, "ProcessPoolExecutor", cannot_start)
    notices = []
    bots.notices.unavailable.connect(notices.append)
    searched, simpler = bots.decided_in_processes, bots.decided_simpler
    c = LocalTable()
    c.auto_bots = False
    c.seat_model.set_levels("expert", "master")
    c.new_game(find_variant("classic"), seed=7)
    c.autoplay_human = True  # the human's seat too (at Intermediate)
    thought = 0
    try:
        for _ in range(40):  # bids and cards
            seat = c.current_player()
            if seat < 0:
                break
            if seat != c.human_seat and len(c.match.view_for(seat).legal_actions) > 1:
                thought += 1  # an Expert's or Master's decision
            c.play_bot_move_now()
        QCoreApplication.processEvents()
        qtbot.waitUntil(lambda: len(notices) >= 1, timeout=5000)
        QCoreApplication.processEvents()
    finally:
        bots.notices.unavailable.disconnect(notices.append)
    assert [r for r in caplog.records if r.exc_info] == []  # no traceback per move
    assert thought >= 10 and bots.decided_simpler - simpler == thought  # each by the simpler bot
    assert bots.decided_in_processes == searched
    worker = bots.search_worker()
    assert worker is not None and worker.unavailable is not None
    errors = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert len(errors) == 1 and "Intermediate" in errors[0]  # one line
    assert len(notices) == 1  # once: the window tells the player on it
