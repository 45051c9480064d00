"""The bots' worker processes that cannot think at all: the player is told once, in words (the simpler bot that
decides and the one log line: tests/app/test_bot_workers.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from belote_desktop.engine import find_variant


def test_bots_that_cannot_think_are_told_to_the_player_once(window, fresh_worker, monkeypatch, qtbot):
    import concurrent.futures as cf

    def cannot_start(*args, **kwargs):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(cf, "ProcessPoolExecutor", cannot_start)
    told = []
    monkeypatch.setattr(window.toast, "show_message", lambda text, _anchor: told.append(text))
    c = window.controller
    c.auto_bots = False
    c.seat_model.set_levels("expert", "master")
    window.start_game(find_variant("classic"), seed=7)
    c.autoplay_human = True  # the human's seat too (at Intermediate)
    for _ in range(40):  # bids and cards
        if c.current_player() < 0:
            break
        c.play_bot_move_now()
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: any("computer players" in t for t in told), timeout=5000)
    QCoreApplication.processEvents()
    assert [t for t in told if "computer players" in t] == [QCoreApplication.translate(
        "MainWindow", "The computer players could not think at full strength: their helper processes kept "
                      "stopping. Expert and Master play by simpler rules until you restart the program.")]
