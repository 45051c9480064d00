"""The interface language changes while the app runs: a new .qm is installed, every widget
re-sets its texts (QEvent.LanguageChange), and Arabic mirrors the layout."""

from __future__ import annotations

import dataclasses
import os
import subprocess

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication

from tests.qt_tools import tool as _tool
from belote_desktop import i18n

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Conseil</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def tiny_french(tmp_path):
    """belote_desktop_fr.qm with three strings, built from a .ts by pyside6-lrelease."""
    lrelease = _tool("lrelease")
    ts = tmp_path / "belote_desktop_fr.ts"
    ts.write_text(TS, encoding="utf-8")
    qm = tmp_path / "belote_desktop_fr.qm"
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    assert qm.exists()
    return tmp_path


@pytest.fixture
def window(qtbot):
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "instant"
    settings.bot_pause_ms = 0
    w = MainWindow(interactive=False, settings=settings)
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    w.resize(1280, 800)  # wide enough for the side panel beside the table (narrower, it is a drawer)
    w.show()
    yield w
    i18n.install_language(QApplication.instance(), "en")
    QCoreApplication.processEvents()
    QLocale.setDefault(QLocale("en_US"))


def test_menu_title_changes_live_and_back(window, tiny_french, qtbot):
    from belote_desktop.engine import find_variant

    app = QApplication.instance()
    window.start_game(find_variant("classic"), seed=3)
    assert window.menus.menu_game.title() == "&Game"
    assert i18n.install_language(app, "fr", folder=tiny_french)
    qtbot.waitUntil(lambda: window.menus.menu_game.title() == "&Partie", timeout=2000)
    assert window.suggest_button.text() == "Conseil"
    assert window.scene.plates[2].name == "Nord"  # the table's labels too
    assert i18n.current_language() == "fr" and app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    i18n.install_language(app, "en")
    qtbot.waitUntil(lambda: window.menus.menu_game.title() == "&Game", timeout=2000)
    assert window.suggest_button.text() == "Suggest" and window.scene.plates[2].name == "North"


def test_the_settings_dialog_applies_the_language_at_once(window, tiny_french, qtbot, monkeypatch):
    monkeypatch.setattr(i18n, "translations_dir", lambda: tiny_french)
    window.persist = False
    window.preferences.apply_new(dataclasses.replace(window.settings, language="fr"))
    qtbot.waitUntil(lambda: window.menus.menu_game.title() == "&Partie", timeout=2000)
    window.preferences.apply_new(dataclasses.replace(window.settings, language="en"))
    qtbot.waitUntil(lambda: window.menus.menu_game.title() == "&Game", timeout=2000)


def test_arabic_sets_right_to_left(window, qtbot):
    app = QApplication.instance()
    i18n.install_language(app, "ar")
    QCoreApplication.processEvents()
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.side.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the side panel moves to the left of the table
    qtbot.waitUntil(lambda: window.side.x() < window.table.x(), timeout=2000)
    i18n.install_language(app, "en")
    QCoreApplication.processEvents()
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_languages_and_folder():
    assert list(i18n.LANGUAGES) == ["en", "fr", "bg", "ar", "el", "hr", "ru"]
    assert i18n.LANGUAGES["fr"] == "Français" and i18n.LANGUAGES["ar"] == "العربية"
    assert i18n.translations_dir().is_dir()
    assert i18n.resolve("pt-BR") == "pt_BR" and i18n.resolve("system")
