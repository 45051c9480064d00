"""When a match is over, the end panel's "New game" is reached by its mnemonic (Alt+W) as by Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.table.test_moments import _play_a_short_match


@pytest.mark.slow
def test_alt_w_starts_a_new_game_when_the_match_is_over(window, qtbot):
    _play_a_short_match(window)
    window.animator.finish_now()
    qtbot.waitUntil(window.end_panel.isVisible, timeout=3000)
    panel = window.end_panel
    assert panel.new_game_button.isVisible() and panel.new_game_button.hasFocus()
    panel.newGameClicked.disconnect()
    with qtbot.waitSignal(panel.newGameClicked, timeout=2000):  # a mnemonic clicks after a short flash
        QTest.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
