"""Every question whose "yes" loses something has the safe answer as its default (issue 56, item 8): Enter and
Esc keep things, as the Abandon question does. "A save called … already exists. Replace it?" (Enter and Esc:
Choose another name) and the host's "Close the table?" with a match going on (Enter and Esc: Keep it open)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage import saves
from belote_desktop.ui.window import games
from belote_desktop.app.net_table import NetTable


def _answer(qtbot, seen: dict[str, object], press: str, verb: str) -> None:
    """Answer the question box when it shows: Enter, Esc, or a click on ``verb``."""

    def answer_it() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, answer_it)
            return
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        seen["default"] = box.defaultButton().text()
        seen["escape"] = box.escapeButton().text()
        if press == "enter":
            qtbot.keyClick(box, Qt.Key.Key_Return)
        elif press == "escape":
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        else:
            next(b for b in box.buttons() if b.text() == verb).click()

    QTimer.singleShot(50, answer_it)


@pytest.mark.parametrize("press, replaced", [("enter", False), ("escape", False), ("Replace it", True)])
def test_replacing_a_named_save_is_never_the_default(window, qtbot, monkeypatch, press, replaced):
    first = saves.save_named("Evening", new_match(find_variant("coinche"), seed=9))
    kept = first.read_bytes()
    window.start_game(find_variant("classic"), seed=4)
    window.controller.play_bot_move_now()
    window.messages.context.interactive = True
    names = [("Evening", True), ("", False)]  # the name of a save there is; then, back at the name, Cancel
    monkeypatch.setattr(games.QInputDialog, "getText", lambda *_a, **_k: names.pop(0))
    seen: dict[str, object] = {}
    _answer(qtbot, seen, press, "Replace it")
    window.game_dialogs.save_dialog()
    assert seen["buttons"] == ["Choose another name", "Replace it"]
    assert seen["default"] == seen["escape"] == "Choose another name"  # Enter and Esc keep the save
    assert (first.read_bytes() != kept) is replaced
    assert (names == []) is not replaced  # kept: back to the name (then Cancel)


@pytest.mark.parametrize("press, closed", [("enter", False), ("escape", False), ("Close the table", True)])
def test_closing_a_table_with_friends_seated_is_never_the_default(window, qtbot, press, closed):
    window.messages.context.interactive = True
    hosting = SimpleNamespace(hosting=lambda: True, context=window.messages.context, messages=window.messages,
                              controller=SimpleNamespace(match=new_match(find_variant("classic"), seed=3)))
    seen: dict[str, object] = {}
    _answer(qtbot, seen, press, "Close the table")
    assert NetTable.may_close(hosting) is closed  # type: ignore[arg-type]
    assert seen["buttons"] == ["Close the table", "Keep it open"]
    assert seen["default"] == seen["escape"] == "Keep it open"  # Enter and Esc keep the table open
