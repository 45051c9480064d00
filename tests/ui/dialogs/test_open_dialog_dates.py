"""The Open dialog writes a save's time in the player's locale, not a fixed 2026-11-24 form."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from belote_desktop import i18n
from belote_desktop.storage import saves as save_store


def _one_save(monkeypatch) -> None:
    info = save_store.SaveInfo(
        name="Sunday", path=Path("/nowhere/sunday.json"), saved_at=datetime(2026, 11, 24, 19, 43), variant="classic",
        custom=False, scores=(512, 330), deal_number=4, over=False)
    monkeypatch.setattr(save_store, "list_saves", lambda: [info])


@pytest.mark.slow
def test_french_chosen_the_open_dialog_writes_the_day_first(qtbot, monkeypatch):
    from belote_desktop.ui.dialogs.open_dialog import OpenGameDialog

    app = QApplication.instance()
    _one_save(monkeypatch)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_US")))
    try:
        i18n.install_language(app, "fr")
        dialog = OpenGameDialog()
        qtbot.addWidget(dialog)
        label = dialog.list.item(0).text()
        assert "24/11/2026 19:43" in label, label
        assert "2026-11-24" not in label
    finally:
        monkeypatch.undo()
        i18n.install_language(app, "en")


def test_english_in_the_united_states_writes_the_month_first(qtbot, monkeypatch):
    from belote_desktop.ui.dialogs.open_dialog import OpenGameDialog

    app = QApplication.instance()
    _one_save(monkeypatch)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_US")))
    try:
        i18n.install_language(app, "en")
        dialog = OpenGameDialog()
        qtbot.addWidget(dialog)
        label = dialog.list.item(0).text()
        assert "11/24/26" in label, label
    finally:
        monkeypatch.undo()
        i18n.install_language(app, "en")
