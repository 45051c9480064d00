"""Game › Import a deal opened over the table window wears the dialogs' theme (issue 70, item 6): the window's
own style sheet reaches a dialog opened over it, and a palette alone left the file list white and the labels
dark grey on the dark cloth. Now it reads as the Open dialog beside it: light words on the cloth in shadow,
the files on the same dark list, cream fields and buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QLabel, QLineEdit, QPushButton

from belote_desktop.ui.look import palette

FELT_DARK = QColor(palette.FELT_DARK)


def _close(a: QColor, b: QColor, tolerance: int = 8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def _shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.resize(760, 480)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _empty_spot(view: QAbstractItemView) -> QColor:
    """The colour of the view's page below its last row (a list's background)."""
    picture = view.viewport().grab().toImage()
    return QColor(picture.pixel(picture.width() // 2, picture.height() - 4))


def test_import_a_deal_over_the_window_is_themed_like_the_open_dialog(window, qtbot, tmp_path):
    from belote_desktop.ui.dialogs.open_dialog import OpenGameDialog
    from belote_desktop.ui.window.deals import import_file_dialog

    (tmp_path / "sunday.deal").write_text("x", encoding="utf-8")
    dialog = _shown(qtbot, import_file_dialog(window, tmp_path))
    corner = QColor(dialog.grab().toImage().pixel(QPoint(3, dialog.height() - 3)))
    assert _close(corner, FELT_DARK), corner.name()
    labels = [label for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()]
    assert len(labels) >= 3  # Look in, File name, Files of type
    for label in labels:
        words = label.palette().color(label.foregroundRole())
        assert _close(words, QColor(palette.TEXT)), (label.text(), words.name())
    open_dialog = _shown(qtbot, OpenGameDialog(window))
    themed_list = _empty_spot(open_dialog.list)
    views = [v for v in dialog.findChildren(QAbstractItemView) if v.isVisible() and v.viewport().height() > 40]
    assert len(views) >= 2  # the places on the left and the files
    for view in views:
        page = _empty_spot(view)
        assert _close(page, themed_list), (view.objectName(), page.name(), themed_list.name())
        assert view.palette().color(view.foregroundRole()).lightnessF() > 0.7  # light words on it
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name is not None and name.palette().color(name.foregroundRole()).lightnessF() > 0.7
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():  # Open, Cancel: cream as in every themed dialog
            face = QColor(button.grab().toImage().pixel(button.width() // 2, 4))
            assert face.lightnessF() > 0.6, (button.text(), face.name())
