"""A Tarabish match autosaves after each trick and resumes in a new window."""

from __future__ import annotations

from test_saves import _play_tricks
from ui_helpers import make_settings

from belote_desktop.engine import MatchState, find_variant
from belote_desktop.storage import saves


def test_tarabish_autosave_and_resume(qtbot, window):
    from belote_desktop.ui.widgets.main_window import MainWindow

    window.start_game(find_variant("tarabish"), seed=6)
    _play_tricks(window, 2)
    saved = window.controller.match
    loaded, messages = saves.read_autosave()
    assert messages == [] and isinstance(loaded.state, MatchState) and loaded.state == saved
    assert saved.rules.id == "tarabish" and len(saved.deal.tricks) >= 2
    window.close()
    again = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(again)
    again.controller.auto_bots = False
    again.start_default_game()
    assert again.controller.match == saved and again.controller.match.rules == find_variant("tarabish")
