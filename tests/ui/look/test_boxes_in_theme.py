"""The last dialogs and pictures brought into the table's look (issue 46, points 2 and 5): every message box the
window shows wears the dialogs' dark theme, in English and in Arabic (right to left), its icon still readable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from belote_desktop import i18n
from belote_desktop.storage import document as doc
from belote_desktop.ui.window import error_report
from belote_desktop.ui.look import palette

FELT_DARK = QColor(palette.FELT_DARK)


def _close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def _looks_themed(box: QMessageBox, right_to_left: bool) -> None:
    """The box, as drawn: the cloth in shadow behind light words, the icon standing out from the cloth."""
    picture = box.grab().toImage()
    assert _close(QColor(picture.pixel(3, 3)), FELT_DARK), QColor(picture.pixel(3, 3)).name()
    assert _close(QColor(picture.pixel(picture.width() - 4, picture.height() // 2)), FELT_DARK)
    text = box.findChild(QLabel, "qt_msgbox_label")
    assert text is not None and text.palette().color(text.foregroundRole()).lightnessF() > 0.8
    icon_label = box.findChild(QLabel, "qt_msgboxex_icon_label")
    icon = icon_label.pixmap().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert not icon.isNull()
    # the icon's own colours: many of its opaque pixels far from the cloth (readable on it)
    far = sum(1 for x in range(icon.width()) for y in range(icon.height())
              if QColor.fromRgba(icon.pixel(x, y)).alpha() > 200
              and not _close(QColor.fromRgba(icon.pixel(x, y)), FELT_DARK, 60))
    assert far > icon.width() * icon.height() // 8, far
    # right to left: the icon on the right, the words to its left
    icon_x = icon_label.mapTo(box, icon_label.rect().center()).x()
    text_x = text.mapTo(box, text.rect().center()).x()
    assert (icon_x > text_x) is right_to_left, (icon_x, text_x)
    for button in box.buttons():
        assert button.palette().color(button.backgroundRole()).lightnessF() > 0.6  # cream or gold on the cloth


@pytest.fixture(params=["en", "ar"])
def language(request):
    app = QApplication.instance()
    i18n.install_language(app, request.param)
    yield request.param
    i18n.install_language(app, "en")


def _answer_the_box(qtbot, seen: list[str], right_to_left: bool) -> None:
    def look() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        qtbot.waitExposed(box)
        try:
            _looks_themed(box, right_to_left)
            seen.append(box.icon().name)
        finally:
            box.done(0)
    QTimer.singleShot(20, look)


def test_every_box_of_the_window_helpers_wears_the_theme(window, qtbot, language):
    window.messages.context.interactive = True
    right_to_left = language == "ar"
    assert (QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft) is right_to_left
    seen: list[str] = []
    m = window.messages
    calls = [
        lambda: m.warn("The game could not be saved.", "Permission denied: /home/x/saves/game.json"),
        lambda: m.info("Nothing to replay", "Play a deal first."),
        lambda: m.ask("New game", "Abandon the game in progress?", "Abandon it", "Keep playing"),
        lambda: m.tell(doc.Problem("settings", doc.UNREADABLE, Path("/x/f"), detail="bad")),
    ]
    for call in calls:
        _answer_the_box(qtbot, seen, right_to_left)
        call()
    assert seen == ["Warning", "Information", "Question", "Warning"]


def test_the_error_box_wears_the_theme(qtbot, language, monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: (qtbot.addWidget(box), box.show(),
                                                          qtbot.waitExposed(box), _looks_themed(box, language == "ar"),
                                                          seen.append("shown"), 0)[-1])
    error_report.show_error_box(None, "Unexpected error", "Something went wrong inside the game", "Traceback…")
    assert seen == ["shown"]


def test_the_deal_editor_s_export_problem_wears_the_theme(window, qtbot, language, monkeypatch, tmp_path):
    from belote_desktop.engine import find_variant
    from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog

    dialog = DealEditorDialog(find_variant("coinche"), parent=window)
    qtbot.addWidget(dialog)
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: (qtbot.addWidget(box), box.show(),
                                                          qtbot.waitExposed(box), _looks_themed(box, language == "ar"),
                                                          seen.append(box.text()), 0)[-1])
    dialog.deal_rest()  # every card dealt: a deal that could be written
    (tmp_path / "a file").write_text("not a folder")
    assert not dialog.export_to(tmp_path / "a file" / "deal.deal")  # a folder that cannot be
    assert len(seen) == 1 and seen[0]
