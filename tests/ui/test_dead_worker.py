"""The bots' worker processes that cannot think at all leave the simpler bot, one log line, and the player told
once (a killed worker replaced: tests/app/test_bot_workers.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from belote_desktop.app import bots
from belote_desktop.engine import find_variant


def test_bots_that_cannot_think_fall_back_and_the_player_is_told_once(window, fresh_worker, monkeypatch, caplog,
                                                                     qtbot):
    import concurrent.futures as cf

    def cannot_start(*args, **kwargs):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(cf, "ProcessPoolExecutor", cannot_start)
    told = []
    monkeypatch.setattr(window.toast, "show_message", lambda text, _anchor: told.append(text))
    searched, simpler = bots.decided_in_processes, bots.decided_simpler
    c = window.controller
    c.auto_bots = False
    c.seat_model.set_levels("expert", "master")
    window.start_game(find_variant("classic"), seed=7)
    c.autoplay_human = True  # the human's seat too (at Intermediate)
    thought = 0
    for _ in range(40):  # bids and cards
        seat = c.current_player()
        if seat < 0:
            break
        if seat != c.human_seat and len(c.match.view_for(seat).legal_actions) > 1:
            thought += 1  # an Expert's or Master's decision
        c.play_bot_move_now()
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: any("computer players" in t for t in told), timeout=5000)
    QCoreApplication.processEvents()
    assert [r for r in caplog.records if r.exc_info] == []  # no traceback per move
    assert thought >= 10 and bots.decided_simpler - simpler == thought  # each by the simpler bot
    assert bots.decided_in_processes == searched
    worker = bots.search_worker()
    assert worker is not None and worker.unavailable is not None
    errors = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert len(errors) == 1 and "Intermediate" in errors[0]  # one line
    assert [t for t in told if "computer players" in t] == [QCoreApplication.translate(
        "MainWindow", "The computer players could not think at full strength: their helper processes kept "
                      "stopping. Expert and Master play by simpler rules until you restart the program.")]
