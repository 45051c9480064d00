"""The Welcome window, Game › Deal by number and Game › Import a deal wear the dialogs' theme as every other dialog
(issue 56, point 8): the cloth in shadow behind light words, cream fields and buttons, the default one gold."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from belote_desktop.ui.look import palette

FELT_DARK = QColor(palette.FELT_DARK)


def _close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def _on_the_cloth(qtbot, dialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab().toImage()
    for x, y in ((3, 3), (picture.width() - 4, picture.height() // 2), (picture.width() // 2, picture.height() - 3)):
        assert _close(QColor(picture.pixel(x, y)), FELT_DARK), (x, y, QColor(picture.pixel(x, y)).name())
    for label in dialog.findChildren(QLabel):
        if label.text() and label.isVisible():
            assert label.palette().color(label.foregroundRole()).lightnessF() > 0.6, label.text()
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            assert button.palette().color(button.backgroundRole()).lightnessF() > 0.6, button.text()


def test_the_welcome_window_is_in_the_theme(qtbot):
    from belote_desktop.ui.dialogs.welcome import WelcomeDialog

    dialog = WelcomeDialog()
    _on_the_cloth(qtbot, dialog)
    assert dialog.play_button.objectName() == "primary"  # "Deal the cards" in gold


def test_deal_by_number_is_in_the_theme(qtbot):
    from belote_desktop.ui.window.deals import deal_code_dialog

    dialog = deal_code_dialog(None)
    _on_the_cloth(qtbot, dialog)
    assert "deal code" in dialog.labelText()


def test_import_a_deal_is_in_the_table_s_colours(qtbot):
    from belote_desktop.ui.window.deals import import_file_dialog

    dialog = import_file_dialog(None, Path.home())
    qtbot.addWidget(dialog)
    colours = dialog.palette()
    assert _close(colours.color(QPalette.ColorRole.Window), FELT_DARK)
    field = dialog.findChild(QComboBox, "lookInCombo")  # the fields cream (the lists dark: test_import_dialog_theme)
    assert field is not None and _close(field.palette().color(QPalette.ColorRole.Base), QColor(palette.CREAM))
    assert "*.deal" in ";;".join(dialog.nameFilters())
