"""New Game, Preferences and Last trick make a dialog each time they open: none is kept once it is closed (the
player robot's hours of play grew by one New Game dialog per match)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog


def _close_the_dialog(accept: bool = False) -> None:
    def close(tries: int = 200) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            if tries:
                QTimer.singleShot(5, lambda: close(tries - 1))
            return
        dialog.accept() if accept else dialog.reject()

    QTimer.singleShot(0, close)


def _dialogs(window, name):
    return [d for d in window.findChildren(QDialog) if type(d).__name__ == name]


def test_new_game_preferences_and_last_trick_leave_no_dialog_behind(window, classic):
    window.start_game(classic, seed=3)
    for action, name in ((window.menus.act_new, "NewGameDialog"), (window.menus.act_settings, "SettingsDialog")):
        for _ in range(3):
            _close_the_dialog()
            action.trigger()
            QTest.qWait(5)
        assert _dialogs(window, name) == [], name
    _close_the_dialog(accept=True)  # a new game chosen: the dialog goes too
    window.menus.act_new.trigger()
    QTest.qWait(5)
    assert _dialogs(window, "NewGameDialog") == []
