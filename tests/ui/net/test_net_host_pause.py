"""The player's pause at a table he hosts (issue 72): the computer players there wait as long as at his own table
(Settings › the players' pause), not a fixed 0.6 s."""

from __future__ import annotations

import threading

import pytest
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import find_variant

RULES = find_variant("classic").with_overrides({"target_score": 200})


def _hosted_delay(qtbot, monkeypatch, pause_ms: int) -> float:
    """The delay of the computer players at a table hosted from a window whose settings say ``pause_ms``."""
    from belote_desktop.ui.dialogs.host_dialog import HostChoice
    from belote_desktop.ui.window.main_window import MainWindow

    monkeypatch.delenv("BELOTE_DESKTOP_ANIMATION")  # the player's own pace, not the tests' forced instant one
    main = MainWindow(interactive=False, settings=make_settings(player_name="Anna", bot_pause_ms=pause_ms))
    qtbot.addWidget(main)
    main.net_play.address, main.net_play.discovery_port = "127.0.0.1", 0
    table = main.net_play.host(HostChoice(RULES, ["you", "open", "computer", "computer"], ["beginner"] * 4, "Anna",
                                          "Anna's table", False))
    assert table is not None
    qtbot.addWidget(table)
    try:
        session = table.net_table.host_session
        assert session is not None and session.host is not None
        return session.host.settings.bot_delay
    finally:
        table.close()
        qtbot.waitUntil(lambda: not any(th.name.startswith("belote") for th in threading.enumerate()
                                        if th.is_alive() and th is not threading.current_thread()), timeout=15000)


@pytest.mark.parametrize("pause_ms", [1500, 0])
def test_a_hosted_table_waits_the_players_pause(qtbot, monkeypatch, pause_ms):
    assert _hosted_delay(qtbot, monkeypatch, pause_ms) == pytest.approx(pause_ms / 1000)
