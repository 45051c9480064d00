"""The talk's line heights are remembered (a match's talk is laid out again at every line) and stay true: the
same as measured afresh, at a new width too, and bounded in number."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics

from belote_desktop.ui.window import side_panel


def _fresh_height(log, row):
    delegate = log.itemDelegate()
    index = log.model().index(row, 0)
    width = max(40, log.viewport().width() - 2 * delegate.MARGIN)
    font = delegate._font(index, delegate._newest(index))
    words = log.item(row).text()
    return QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), delegate._flags(), words).height() + 2


def test_remembered_heights_equal_fresh_ones_at_every_width(window, qtbot, monkeypatch):
    monkeypatch.setattr(side_panel, "HEIGHTS_KEPT", 30)
    log = window.log
    for i in range(40):
        window.talk.log(f"Line {i}: West plays the Ten of Hearts, a line long enough to wrap in the side panel.")
    qtbot.wait(10)
    delegate = log.itemDelegate()
    for width in (1366, 900):
        window.resize(width, 700)
        qtbot.wait(10)
        for row in range(log.count()):
            hint = delegate.sizeHint(log.viewOptions() if hasattr(log, "viewOptions") else None,
                                     log.model().index(row, 0))
            assert hint.height() == _fresh_height(log, row), row
    assert len(delegate._heights) <= 30 + 1
