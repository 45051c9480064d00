"""Bots do not play on behind a modal dialog: they wait while it is open and go on once it is
closed (issue 19, point 12)."""

from __future__ import annotations

from operator import attrgetter

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from tests.rulesets import slow_after

# where each dialog opens from: the window itself or one of its parts
DIALOGS = ["preferences.dialog", "new_game_dialog", "game_dialogs.open_dialog", "game_dialogs.save_dialog", "rules_help.show_keys"]


@pytest.mark.parametrize("opener", slow_after(DIALOGS))
def test_bots_wait_behind_a_modal_dialog_and_resume_after(window, classic, qtbot, opener):
    window.interactive = True  # message boxes show (the fixture's window keeps them quiet)
    c = window.controller
    c.autoplay_human = True  # the bots play every seat: without the pause they would go on alone
    window.start_game(classic, seed=3)
    qtbot.waitUntil(lambda: len(c.match.actions()) >= 2, timeout=5000)
    seen: dict[str, object] = {}

    def while_open() -> None:
        dialog = QApplication.activeModalWidget()
        seen["dialog"] = type(dialog).__name__
        before = len(c.match.actions())
        qtbot.wait(700)  # an Intermediate bot with no pause moves every few milliseconds
        seen["moves while open"] = len(c.match.actions()) - before
        dialog.reject()

    QTimer.singleShot(100, while_open)
    attrgetter(opener)(window)()  # exec(): returns once the dialog is closed
    assert seen["dialog"] != "NoneType"
    assert seen["moves while open"] == 0
    after = len(c.match.actions())
    qtbot.waitUntil(lambda: len(c.match.actions()) >= after + 3 or c.awaiting_continue, timeout=5000)
