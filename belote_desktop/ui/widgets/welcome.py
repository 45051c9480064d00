"""WelcomeDialog: shown once, at the very first start: choose the game and the computer players'
level, then deal, or take the tutorial first. Once it is closed, whichever way, it never comes back
(``Settings.show_welcome``, see ``MainWindow.welcome_due``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from ...engine import VARIANTS, Ruleset
from ...storage.settings import BOT_LEVELS
from .. import text

PLAY, TUTORIAL = "play", "tutorial"


class WelcomeDialog(QDialog):
    def __init__(self, variant: str = "classic", level: str = "intermediate", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: str | None = None  # PLAY, TUTORIAL, or None when closed otherwise
        self.setWindowTitle(QCoreApplication.translate("Welcome", "Welcome"))
        lay = QVBoxLayout(self)
        title = QLabel(QCoreApplication.translate("Welcome", "Welcome to Belote Desktop!"), self)
        title.setStyleSheet("font-size: 20px; font-weight: 600;")
        intro = QLabel(QCoreApplication.translate(
            "Welcome",
            "Play Belote against the computer: your partner sits across the table, the opponents on your "
            "left and right. The cards you may play stand out, and every card you may not play says why.\n\n"
            "New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes."),
            self)
        intro.setWordWrap(True)
        form = QFormLayout()
        self.variant = QComboBox(self)
        for rules in VARIANTS.values():
            self.variant.addItem(text.variant_name(rules), rules.id)
            self.variant.setItemData(self.variant.count() - 1, text.variant_description(rules),
                                     Qt.ItemDataRole.ToolTipRole)
        self.variant.setCurrentIndex(max(0, self.variant.findData(variant)))
        self.level = QComboBox(self)
        for name in BOT_LEVELS:
            self.level.addItem(text.level_name(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.variant.currentIndexChanged.connect(self._describe)
        form.addRow(QCoreApplication.translate("Welcome", "&Game"), self.variant)
        form.addRow("", self.description)
        form.addRow(QCoreApplication.translate("Welcome", "Computer players' &level"), self.level)
        buttons = QHBoxLayout()
        self.tutorial_button = QPushButton(QCoreApplication.translate("Welcome", "Start with the &tutorial"), self)
        self.play_button = QPushButton(QCoreApplication.translate("Welcome", "&Deal the cards"), self)
        self.play_button.setDefault(True)
        self.tutorial_button.clicked.connect(lambda: self._choose(TUTORIAL))
        self.play_button.clicked.connect(lambda: self._choose(PLAY))
        buttons.addStretch(1)
        buttons.addWidget(self.tutorial_button)
        buttons.addWidget(self.play_button)
        note = QLabel(QCoreApplication.translate(
            "Welcome", "This welcome is shown only once. Everything here can be changed later: Game > New game, "
            "Help > Tutorial, Settings > Preferences."), self)
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(dark); font-size: 11px;")
        lay.addWidget(title)
        lay.addWidget(intro)
        lay.addLayout(form)
        lay.addLayout(buttons)
        lay.addWidget(note)
        self._describe()
        self.setMinimumWidth(520)
        self.play_button.setFocus()

    def _describe(self, *_args: object) -> None:
        self.description.setText(text.variant_description(self.rules()))

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def rules(self) -> Ruleset:
        return VARIANTS[self.variant.currentData()]

    def bot_level(self) -> str:
        return str(self.level.currentData())
