"""Issue 33: after the review, the end-of-deal panel fits a laptop's window whole, the match score
line included, with the reviewed cards still marked below it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from test_review import SMALL
from test_whole_deal import _human_moves

from belote_desktop.engine import find_variant


@pytest.fixture
def reviewed(window, qtbot, monkeypatch):
    from belote_desktop.learn import advice

    monkeypatch.setattr(advice, "ADVICE_PARAMS", SMALL)
    window.start_game(find_variant("classic"), seed=5)
    for _ in range(3):
        _human_moves(window, qtbot)
        qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
        if not window.controller.match.finished[-1].thrown_in:
            break
        window.end_panel.continue_button.click()
    with qtbot.waitSignal(window.reviewFinished, timeout=30000):
        window.end_panel.review_button.click()
    return window


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_reviewed_end_panel_fits_without_scrolling(reviewed, qtbot, size):
    window, panel = reviewed, reviewed.end_panel
    window.resize(*size)
    qtbot.wait(50)
    window.overlays.place()
    qtbot.wait(20)
    strip = window.scene.review_strip
    assert strip is not None and strip.isVisible()
    assert panel.geometry().bottom() <= strip.sceneBoundingRect().top() + 2, size  # the marks stay in sight
    scroll = panel.lines_scroll
    assert not scroll.verticalScrollBar().isVisible(), (size, panel.size(), panel.body.sizeHint())
    line = panel.match_line  # whole: inside the panel, under the words, over the table's viewport
    assert line.isVisible() and line.height() >= line.heightForWidth(line.width())
    assert panel.rect().contains(line.geometry()) and not line.geometry().intersects(scroll.geometry()), size
    assert QRect(QPoint(0, 0), window.table.viewport().size()).contains(panel.geometry()), size
