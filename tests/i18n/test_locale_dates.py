"""Dates and numbers in the player's locale (issue 46, point 2): the system's own locale when it speaks the chosen
language (English in Britain writes 24/11/2026), the language's country otherwise; the saved-game question and
Statistics read the default locale."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from belote_desktop import i18n
from belote_desktop.app.storage_text import saved_time as _local_time


def _seconds() -> datetime:
    return datetime(2026, 11, 24, 19, 43)  # local time, as a save's time is shown


def test_english_in_britain_writes_the_day_first(qtbot, monkeypatch):
    app = QApplication.instance()
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_GB")))
    try:
        i18n.install_language(app, "en")
        assert QLocale().name() == "en_GB"
        when = _local_time(_seconds())
        assert when.startswith("24/11/2026") and "19:43" in when, when
    finally:
        monkeypatch.undo()
        i18n.install_language(app, "en")


def test_french_chosen_on_an_english_system_writes_french_dates(qtbot, monkeypatch):
    app = QApplication.instance()
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_US")))
    try:
        i18n.install_language(app, "fr")
        assert QLocale().name() == "fr_FR"
        assert _local_time(_seconds()).startswith("24/11/2026"), _local_time(_seconds())
        assert QLocale().toString(1234.5, "f", 1) == "1\u202f234,5"
    finally:
        monkeypatch.undo()
        i18n.install_language(app, "en")
