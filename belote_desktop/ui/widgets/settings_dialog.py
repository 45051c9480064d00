"""SettingsDialog: animation speed, card style, hints, language, name, confirmation, bots, undo.

A new language applies as soon as the dialog is accepted (``MainWindow.apply_new_settings``)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QVBoxLayout, QWidget,
)

from ...i18n import LANGUAGES as LANGUAGE_NAMES
from ...storage.settings import ANIMATION_SPEEDS, BOT_LEVELS, CARD_STYLES, MAX_NAME_LENGTH, Settings
from .. import text

LANGUAGES = (("system", "System language"), *LANGUAGE_NAMES.items())  # (code, the language's own name)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setWindowTitle(QCoreApplication.translate("Settings", "Preferences"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)

        self.speed = QComboBox()
        for speed in ("slow", "normal", "fast", "instant"):
            if speed in ANIMATION_SPEEDS:
                self.speed.addItem(text.speed_name(speed), speed)
        self._set(self.speed, settings.animation_speed)
        form.addRow(QCoreApplication.translate("Settings", "&Animation speed"), self.speed)

        self.style = QComboBox()
        for style in CARD_STYLES:
            self.style.addItem(text.style_name(style), style)
        self._set(self.style, settings.card_style)
        form.addRow(QCoreApplication.translate("Settings", "&Cards"), self.style)

        self.hints = QCheckBox(QCoreApplication.translate(
            "Settings", "Mark the cards you may play and explain the rules as you play"))
        self.hints.setChecked(settings.hints)
        form.addRow(QCoreApplication.translate("Settings", "&Hints"), self.hints)

        self.confirm = QCheckBox(QCoreApplication.translate("Settings", "Click a card twice to play it"))
        self.confirm.setChecked(settings.confirm_before_playing)
        form.addRow(QCoreApplication.translate("Settings", "C&onfirm"), self.confirm)

        self.undo = QCheckBox(QCoreApplication.translate("Settings", "Allow taking back a move (counted in statistics)"))
        self.undo.setChecked(settings.allow_undo)
        form.addRow(QCoreApplication.translate("Settings", "&Undo"), self.undo)

        # the default name is shown translated, as a placeholder, and kept if left empty
        default_name = Settings().player_name
        self.name = QLineEdit("" if settings.player_name == default_name else settings.player_name)
        self.name.setPlaceholderText(text.default_seat_name(0))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        form.addRow(QCoreApplication.translate("Settings", "Your &name"), self.name)

        self.language = QComboBox()
        for code, label in LANGUAGES:
            shown = QCoreApplication.translate("Settings", "System language") if code == "system" else label
            self.language.addItem(shown, code)
        if self.language.findData(settings.language) < 0:
            self.language.addItem(settings.language, settings.language)
        self._set(self.language, settings.language)
        form.addRow(QCoreApplication.translate("Settings", "&Language"), self.language)

        self.partner = QComboBox()
        self.opponents = QComboBox()
        for level in BOT_LEVELS:
            self.partner.addItem(text.level_name(level), level)
            self.opponents.addItem(text.level_name(level), level)
        self._set(self.partner, settings.partner_level)
        self._set(self.opponents, settings.opponent_level)
        form.addRow(QCoreApplication.translate("Settings", "&Partner"), self.partner)
        form.addRow(QCoreApplication.translate("Settings", "&Opponents"), self.opponents)

        self.pause = QSpinBox()
        self.pause.setRange(0, 10000)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(QCoreApplication.translate("Settings", " ms"))
        self.pause.setValue(settings.bot_pause_ms)
        form.addRow(QCoreApplication.translate("Settings", "Computer players &pause"), self.pause)

        self.autosave = QCheckBox(QCoreApplication.translate("Settings", "Keep the game in progress for the next start"))
        self.autosave.setChecked(settings.autosave)
        form.addRow(QCoreApplication.translate("Settings", "&Autosave"), self.autosave)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    @staticmethod
    def _set(combo: QComboBox, value: object) -> None:
        i = combo.findData(value)
        if i >= 0:
            combo.setCurrentIndex(i)

    def settings(self) -> Settings:
        name = " ".join(self.name.text().split()) or self._original.player_name
        return dataclasses.replace(
            self._original,
            animation_speed=self.speed.currentData(),
            card_style=self.style.currentData(),
            hints=self.hints.isChecked(),
            confirm_before_playing=self.confirm.isChecked(),
            allow_undo=self.undo.isChecked(),
            player_name=name[:MAX_NAME_LENGTH],
            language=self.language.currentData(),
            partner_level=self.partner.currentData(),
            opponent_level=self.opponents.currentData(),
            bot_pause_ms=self.pause.value(),
            autosave=self.autosave.isChecked(),
        )
