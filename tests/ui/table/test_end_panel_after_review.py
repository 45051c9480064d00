"""After the review, the end-of-deal panel fits a laptop's window whole, the match score
line included, with the reviewed cards still marked below it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from tests.ui.dialogs.test_review import play_a_deal_to_its_end


@pytest.fixture
def reviewed(window, qtbot, monkeypatch):
    play_a_deal_to_its_end(window, qtbot, monkeypatch)
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
