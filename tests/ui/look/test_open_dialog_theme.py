"""Game > Open saved game in the dialogs' theme (issue 56, item 8): the dark cloth, Open the gold button, and Open
greyed while there is nothing to open."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage import saves
from belote_desktop.ui.dialogs.open_dialog import OpenGameDialog
from belote_desktop.ui.look.themed import ROOT


def test_the_open_dialog_wears_the_theme(qtbot):
    saves.save_named("My game", saves.SavePayload(new_match(find_variant("classic"), seed=1), 0))
    dialog = OpenGameDialog()
    qtbot.addWidget(dialog)
    root = dialog.findChild(QWidget, ROOT)
    assert root is not None and root.isAncestorOf(dialog.list)
    assert dialog.open_button.objectName() == "primary" and dialog.open_button.isEnabled()
    assert dialog.list.count() == 1 and dialog.selected_path() is not None


def test_open_is_greyed_without_saves(qtbot):
    dialog = OpenGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 0 and not dialog.open_button.isEnabled()
