"""SettingsDialog: animation speed, card style, hints, language, name, confirmation, bots, undo,
table colour, card back, hand order, auto-play, sound.

A new language applies as soon as the dialog is accepted (``MainWindow.apply_new_settings``).
The table's look (felt, card back, card style and letters) is previewed while the dialog is open:
``previewChanged(Settings)``; the window puts the old look back if the dialog is cancelled."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QScrollArea, QSlider,
    QSpinBox, QVBoxLayout, QWidget,
)

from ...i18n import LANGUAGES as LANGUAGE_NAMES
from ...storage.settings import (
    ANIMATION_SPEEDS, BOT_LEVELS, CARD_BACKS, CARD_STYLES, MAX_NAME_LENGTH, TABLE_COLOURS, Settings,
)
from .. import text
from ..table import card_art

LANGUAGES = (("system", "System language"), *LANGUAGE_NAMES.items())  # (code, the language's own name)


def table_colour_name(colour: str) -> str:
    return {
        "green": QCoreApplication.translate("Settings", "Green"),
        "blue": QCoreApplication.translate("Settings", "Blue"),
        "red": QCoreApplication.translate("Settings", "Red"),
        "brown": QCoreApplication.translate("Settings", "Brown"),
        "grey": QCoreApplication.translate("Settings", "Grey"),
    }.get(colour, colour)


def _felt_icon(colour: str) -> QIcon:
    pixmap = QPixmap(28, 18)
    pixmap.fill(card_art.felt_colours(colour)[1])
    return QIcon(pixmap)


def _back_icon(back: str) -> QIcon:
    return QIcon(card_art.render_back(20, 2.0, card_art.BackStyle(back)))


class SettingsDialog(QDialog):
    previewChanged = Signal(object)  # Settings: the table's look as chosen so far
    soundTried = Signal(object)  # Settings: play a sound at the chosen volume

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setWindowTitle(QCoreApplication.translate("Settings", "Preferences"))
        lay = QVBoxLayout(self)
        page = QWidget()
        form = QFormLayout(page)
        scroll = QScrollArea(self)  # the list is long: it scrolls on small screens
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(page)
        lay.addWidget(scroll, 1)

        self.speed = QComboBox()
        for speed in ("slow", "normal", "fast", "instant"):
            if speed in ANIMATION_SPEEDS:
                self.speed.addItem(text.speed_name(speed), speed)
        self._set(self.speed, settings.animation_speed)
        form.addRow(QCoreApplication.translate("Settings", "&Animation speed"), self.speed)

        self.card_style = QComboBox()
        for style in CARD_STYLES:
            self.card_style.addItem(text.style_name(style), style)
        self._set(self.card_style, settings.card_style)
        form.addRow(QCoreApplication.translate("Settings", "&Cards"), self.card_style)

        self.letters = QCheckBox(QCoreApplication.translate(
            "Settings", "Card corners in the letters of your language (R, D, V in French)"))
        self.letters.setChecked(settings.local_card_letters)
        form.addRow(QCoreApplication.translate("Settings", "Card lette&rs"), self.letters)

        self.back = QComboBox()
        self.back.setIconSize(QSize(20, 28))
        for back in CARD_BACKS:
            self.back.addItem(_back_icon(back), card_art.back_name(back), back)
        self._set(self.back, settings.card_back)
        form.addRow(QCoreApplication.translate("Settings", "Card &back"), self.back)

        self.card_design = QComboBox()  # the court figures; and the size of the cards on the table
        for design in card_art.CardDesign:
            self.card_design.addItem(card_art.design_name(design), design.value)
        self._set(self.card_design, settings.card_design)
        form.addRow(QCoreApplication.translate("Settings", "Card desi&gn"), self.card_design)
        self.card_size = QComboBox()
        for size, size_name in (("small", QCoreApplication.translate("Settings", "Small")),
                                ("normal", QCoreApplication.translate("Settings", "Normal")),
                                ("large", QCoreApplication.translate("Settings", "Large"))):
            self.card_size.addItem(size_name, size)
        self._set(self.card_size, settings.card_size)
        form.addRow(QCoreApplication.translate("Settings", "Card si&ze"), self.card_size)
        for combo in (self.card_design, self.card_size):
            combo.currentIndexChanged.connect(self._preview)

        self.table_colour = QComboBox()
        for colour in TABLE_COLOURS:
            self.table_colour.addItem(_felt_icon(colour), table_colour_name(colour), colour)
        self._set(self.table_colour, settings.table_colour)
        form.addRow(QCoreApplication.translate("Settings", "&Table"), self.table_colour)

        self.sort_hand = QCheckBox(QCoreApplication.translate(
            "Settings", "Sort my cards by suit and rank (otherwise as they were dealt)"))
        self.sort_hand.setChecked(settings.sort_hand)
        form.addRow(QCoreApplication.translate("Settings", "&Sort hand"), self.sort_hand)

        self.auto_play = QCheckBox(QCoreApplication.translate(
            "Settings", "Play my card by itself when it is the only one I may play"))
        self.auto_play.setChecked(settings.auto_play_single_card)
        form.addRow(QCoreApplication.translate("Settings", "Auto-pla&y"), self.auto_play)

        self.auto_declare = QCheckBox(QCoreApplication.translate(
            "Settings", "Declare automatically: my declarations are made when I play my first card"))
        self.auto_declare.setChecked(settings.auto_declare)
        form.addRow(QCoreApplication.translate("Settings", "D&eclare"), self.auto_declare)

        self.sound = QCheckBox(QCoreApplication.translate("Settings", "Sound effects"))
        self.sound.setChecked(settings.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(QCoreApplication.translate("Settings", "Volume"))
        self.volume.setEnabled(settings.sound)
        self.sound.toggled.connect(self.volume.setEnabled)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound)
        sound_row.addWidget(self.volume, 1)
        sound_label = QLabel(QCoreApplication.translate("Settings", "Soun&d"))
        sound_label.setBuddy(self.sound)  # a row of two widgets: the label's key goes to the switch
        form.addRow(sound_label, sound_row)
        for combo in (self.card_style, self.back, self.table_colour):
            combo.currentIndexChanged.connect(self._preview)
        self.letters.toggled.connect(self._preview)
        self.sort_hand.toggled.connect(self._preview)
        self.volume.sliderReleased.connect(lambda: self.soundTried.emit(self.settings()))
        self.sound.toggled.connect(self._try_sound)

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
        page.adjustSize()
        self.resize(max(560, page.sizeHint().width() + 40), min(720, page.sizeHint().height() + 80))

    def _preview(self, *_args: object) -> None:
        self.previewChanged.emit(self.settings())

    @staticmethod
    def _set(combo: QComboBox, value: object) -> None:
        i = combo.findData(value)
        if i >= 0:
            combo.setCurrentIndex(i)

    def _try_sound(self, on: bool) -> None:
        if on:
            self.soundTried.emit(self.settings())

    def settings(self) -> Settings:
        name = " ".join(self.name.text().split()) or self._original.player_name
        return dataclasses.replace(
            self._original,
            animation_speed=self.speed.currentData(),
            card_style=self.card_style.currentData(),
            hints=self.hints.isChecked(),
            confirm_before_playing=self.confirm.isChecked(),
            allow_undo=self.undo.isChecked(),
            player_name=name[:MAX_NAME_LENGTH],
            language=self.language.currentData(),
            partner_level=self.partner.currentData(),
            opponent_level=self.opponents.currentData(),
            bot_pause_ms=self.pause.value(),
            autosave=self.autosave.isChecked(),
            local_card_letters=self.letters.isChecked(),
            card_back=self.back.currentData(),
            card_design=self.card_design.currentData(),
            card_size=self.card_size.currentData(),
            table_colour=self.table_colour.currentData(),
            sort_hand=self.sort_hand.isChecked(),
            auto_play_single_card=self.auto_play.isChecked(),
            auto_declare=self.auto_declare.isChecked(),
            sound=self.sound.isChecked(),
            sound_volume=self.volume.value(),
        )
