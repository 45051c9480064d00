"""Preferences in the table's theme: five sections (Table, Cards, Play, Computer players, Language), a live preview
of the felt and the cards, the chosen language's dates, every word whole at the two smallest window sizes."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit, QSlider, QSpinBox, QWidget

from belote_desktop import i18n
from belote_desktop.storage.settings import Settings
from belote_desktop.ui.look import fit_check
from belote_desktop.ui.table import card_art

SECTIONS = {  # each section's settings, by the dialog's attribute names
    "Table": ("table_colour", "speed", "sound", "volume"),
    "Cards": ("card_style", "letters", "back", "card_design", "card_size", "sort_hand"),
    "Play": ("hints", "confirm", "auto_play", "auto_declare", "undo", "autosave", "screen_reader", "speech_detail", "own_voice",
             "wait_for_voice", "speech_rate", "name"),
    "Computer players": ("partner", "opponents", "pause"),
    "Language": ("language",),
}


def _dialog(qtbot, settings=None, parent=None):
    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings or Settings(), parent)
    if parent is None:
        qtbot.addWidget(dialog)
    return dialog


def test_five_sections_hold_every_setting_once(qtbot):
    dialog = _dialog(qtbot)
    tabs = dialog.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == list(SECTIONS)
    kinds = (QCheckBox, QComboBox, QLineEdit, QSlider, QSpinBox)
    every = {w for w in dialog.findChildren(QWidget) if isinstance(w, kinds) and w.parent() is not None
             and not isinstance(w.parent(), (QComboBox, QSpinBox))}
    placed = set()
    for i, names in enumerate(SECTIONS.values()):
        page = tabs.widget(i)
        for name in names:
            widget = getattr(dialog, name, None)
            if widget is None:  # a setting not made yet
                continue
            assert page.isAncestorOf(widget), (name, tabs.tabText(i))
            placed.add(widget)
    assert every - placed == set(), [w.objectName() or type(w).__name__ for w in every - placed]


def test_the_dialog_wears_the_table_theme(qtbot):
    from belote_desktop.ui.look import palette
    from belote_desktop.ui.look.themed import ROOT

    dialog = _dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.grab().toImage()
    corner = image.pixelColor(4, image.height() - 4)  # the background, below the buttons
    assert corner.name() == palette.FELT_DARK, corner.name()
    assert dialog.findChild(QWidget, ROOT) is not None


def test_the_preview_follows_the_felt_and_the_back_as_they_are_chosen(qtbot):
    dialog = _dialog(qtbot, dataclasses.replace(Settings(), table_colour="green"))
    dialog.show()
    qtbot.waitExposed(dialog)
    preview = dialog.preview
    felt = preview.grab().toImage().pixelColor(preview.felt_point())
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData("red"))
    red = preview.grab().toImage().pixelColor(preview.felt_point())
    assert felt != red
    assert abs(red.red() - card_art.felt_colours("red")[1].red()) < 40, red.name()
    before = preview.grab().toImage()
    dialog.back.setCurrentIndex(dialog.back.findData("rosette_wine"))
    assert preview.back_style == card_art.BackStyle("rosette_wine")
    assert preview.grab().toImage() != before
    dialog.letters.setChecked(not dialog.letters.isChecked())
    dialog.card_style.setCurrentIndex(dialog.card_style.findData("four_colour"))
    assert preview.face_style is card_art.CardStyle.FOUR_COLOUR
    before = preview.grab().toImage()
    other = next(d for d in card_art.CardDesign if d is not preview.design)
    dialog.card_design.setCurrentIndex(dialog.card_design.findData(other.value))
    assert preview.design is other and preview.grab().toImage() != before


def test_the_language_section_shows_dates_of_the_chosen_language(qtbot, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_US")))
    dialog = _dialog(qtbot)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    sample = dialog.locale_sample.text()
    fr = QLocale("fr_FR")
    assert fr.toString(dialog.sample_moment.date(), QLocale.FormatType.ShortFormat) in sample, sample
    assert "1\u202f234,5" in sample, sample
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert QLocale("en_US").toString(dialog.sample_moment.date(), QLocale.FormatType.ShortFormat) \
        in dialog.locale_sample.text()


def test_every_section_fits_its_words_over_the_small_and_the_laptop_window(qtbot):
    for size in ((900, 650), (1366, 768)):
        parent = QWidget()
        qtbot.addWidget(parent)
        parent.resize(*size)
        parent.show()
        dialog = _dialog(qtbot, parent=parent)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() <= size[1] - 40 and dialog.width() <= size[0], (size, dialog.size())
        for i in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(i)
            QApplication.processEvents()
            assert fit_check.clipped_labels(dialog) == [], (size, dialog.tabs.tabText(i))
        dialog.close()


def test_a_label_key_reaches_its_own_section_only(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = _dialog(qtbot)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)  # keys go to the active window
    dialog.tabs.setCurrentIndex(0)
    dialog.table_colour.setFocus()
    QTest.keyClick(dialog.table_colour, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Animation speed, not Autosave
    assert dialog.focusWidget() is dialog.speed
    dialog.tabs.setCurrentIndex(2)
    dialog.hints.setFocus()
    QTest.keyClick(dialog.hints, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.autosave


@pytest.mark.slow
def test_arabic_lays_the_sections_right_to_left(qtbot):
    app = QApplication.instance()
    try:
        i18n.install_language(app, "ar")
        dialog = _dialog(qtbot)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.tabs.tabBar().tabRect(0).x() > dialog.tabs.tabBar().tabRect(1).x()
    finally:
        i18n.install_language(app, "en")
