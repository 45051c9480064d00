"""The score sheet's side titles are whole ("Them", never "T…") as soon as the window shows, before any deal is
scored, and at every size the side panel takes (issue 56, point 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from belote_desktop.engine import find_variant
from belote_desktop.ui.look.fit_check import ELIDES_WITH_TOOLTIP, clipped_labels


def _titles_cut(window) -> list[str]:
    """The fit check on the side panel, with the score card's titles measured as any other words (the header
    elides a long network name on purpose: "Us" and "Them" must never need it)."""
    for _ in range(4):
        QCoreApplication.processEvents()
    header = window.side.score_view.horizontalHeader()
    header.setProperty(ELIDES_WITH_TOOLTIP, False)
    try:
        return [problem for problem in clipped_labels(window.side) if "section" in problem]
    finally:
        header.setProperty(ELIDES_WITH_TOOLTIP, True)


@pytest.mark.parametrize("size", [(1100, 720), (1366, 768), (1280, 800)])
def test_them_is_whole_before_any_deal(window, size):
    window.resize(*size)
    assert _titles_cut(window) == []


def test_them_stays_whole_when_the_panel_widens_and_a_game_starts(window):
    window.resize(1100, 720)
    window.side.resize(120, window.side.height())  # fitted once while narrow
    window.resize(1366, 768)
    assert _titles_cut(window) == []
    window.start_game(find_variant("coinche"), seed=4)
    assert _titles_cut(window) == []
