"""The New Game gallery keeps the chosen game in view (issue 46, point 4): opened on the last game, and after the
dialog is made smaller or larger (its tiles laid out again in other rows), the chosen tile is inside the view."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.ui.dialogs.new_game import NewGameDialog


@pytest.mark.parametrize("first, then", [((1366, 768), (900, 650)), ((1366, 768), (800, 560)),
                                         ((800, 560), (1366, 768))])
def test_the_chosen_game_stays_in_view_when_the_dialog_is_resized(qtbot, first, then):
    last = list(VARIANTS)[-1]
    dialog = NewGameDialog(find_variant(last))
    qtbot.addWidget(dialog)
    dialog.resize(*first)
    dialog.show()
    qtbot.waitExposed(dialog)
    gallery = dialog.list

    def in_view() -> bool:
        return gallery.viewport().rect().contains(gallery.visualRect(gallery.currentIndex()))

    qtbot.waitUntil(in_view, timeout=2000)
    dialog.resize(*then)
    qtbot.waitUntil(lambda: gallery.gridSize().width() > 0 and in_view(), timeout=2000)
    assert gallery.model().data(gallery.currentIndex()) is not None
