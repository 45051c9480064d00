"""The welcome's note is readable (contrast) and centred; the four computer levels are explained."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel

from belote_desktop.ui.dialogs.welcome import WelcomeDialog, contrast_ratio


def _note(dialog):
    [note] = [label for label in dialog.findChildren(QLabel) if "shown only once" in label.text()]
    return note


def _drawn_contrast(dialog, note):
    """The contrast of the note's text as drawn: its strongest pixel against the dialog's background."""
    dialog.show()
    image = note.grab().toImage()
    background = dialog.palette().color(QPalette.ColorRole.Window)
    best = 1.0
    for y in range(image.height()):
        for x in range(image.width()):
            best = max(best, contrast_ratio(QColor(image.pixel(x, y)), background))
    return best


def _dark(palette):
    dark = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        dark.setColor(group, QPalette.ColorRole.Window, QColor("#202124"))
        dark.setColor(group, QPalette.ColorRole.WindowText, QColor("#e8eaed"))
        dark.setColor(group, QPalette.ColorRole.Dark, QColor("#101010"))
    return dark


def test_the_note_is_readable_and_centred(qtbot):
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    note = _note(dialog)
    assert _drawn_contrast(dialog, note) >= 4.5
    colour = note.palette().color(QPalette.ColorRole.WindowText)
    assert contrast_ratio(colour, dialog.palette().color(QPalette.ColorRole.Window)) >= 4.5
    assert note.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_the_note_stays_readable_in_a_dark_theme(qtbot):
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    dialog.setPalette(_dark(dialog.palette()))
    note = _note(dialog)
    assert _drawn_contrast(dialog, note) >= 4.5
    colour = note.palette().color(QPalette.ColorRole.WindowText)
    assert contrast_ratio(colour, QColor("#202124")) >= 4.5


def test_the_four_levels_are_explained(qtbot):
    from belote_desktop.storage.settings import BOT_LEVELS
    from belote_desktop.learn import table_words as text
    from belote_desktop.ui.dialogs.welcome import level_explanation

    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    shown = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog))
    assert len(BOT_LEVELS) == 4
    for level in BOT_LEVELS:
        assert level_explanation(level) and text.level_name(level) in shown
        assert level_explanation(level).replace("'", "&#x27;") in shown
    for i in range(dialog.level.count()):
        assert dialog.level.itemData(i, Qt.ItemDataRole.ToolTipRole) == level_explanation(dialog.level.itemData(i))
