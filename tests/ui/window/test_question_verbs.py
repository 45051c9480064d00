"""Questions answered by verbs (issue 46, point 2): "Put it aside" / "Keep playing", "Resume it" / "Start a new
game", never Yes and No; the verb that does it is the default, Esc keeps things as they are — except where the verb
replaces the game on the table: "Put the game in progress aside?" defaults to "Keep playing" (issue 56)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from belote_desktop.engine import find_variant
from belote_desktop.ui.look.themed import question_box


def test_a_question_box_has_the_two_verbs_and_no_yes_or_no(qtbot):
    box, yes = question_box(None, "New game", "Abandon the game in progress?", "Abandon it", "Keep playing")
    qtbot.addWidget(box)
    texts = [b.text() for b in box.buttons()]
    assert sorted(texts) == ["Abandon it", "Keep playing"]
    assert box.defaultButton() is yes and box.escapeButton().text() == "Keep playing"
    assert box.standardButtons() == QMessageBox.StandardButton.NoButton


@pytest.mark.parametrize("press, answer", [("default", False), ("escape", False), ("aside", True)])
def test_the_window_asks_with_verbs_and_reads_the_answer(window, qtbot, press, answer):
    window.interactive = True
    window.messages.context.interactive = True
    window.start_game(find_variant("classic"), seed=3)
    c = window.controller
    c.auto_bots = False
    c.play_bot_move_now()  # one move made (for whoever is to move): there is a game to put aside
    assert c.match.actions()
    seen: dict[str, object] = {}

    def answer_it() -> None:
        box = QApplication.activeModalWidget()
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        seen["default"] = box.defaultButton().text()
        if press == "default":
            box.defaultButton().click()
        elif press == "aside":
            next(b for b in box.buttons() if b.text() == "Put it aside").click()
        else:
            qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(50, answer_it)
    assert window.files.may_replace_game("New game") is answer
    assert seen["buttons"] == ["Keep playing", "Put it aside"]
    assert seen["default"] == "Keep playing"  # issue 56: the safe answer is the default (Enter keeps the game)
