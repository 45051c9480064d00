"""WelcomeDialog: shown once, at the very first start: choose the game and the computer players'
level, then deal, or take the tutorial first. Once it is closed, whichever way, it never comes back
(``Settings.show_welcome``, see ``MainWindow.welcome_due``)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from ...engine import VARIANTS, Ruleset
from ...app.seats import LEVELS
from ...learn import table_words as text
from ..look.themed import controls_palette, themed_root

PLAY, TUTORIAL = "play", "tutorial"
MIN_CONTRAST = 4.5  # WCAG AA for normal text


def level_explanation(level: str) -> str:
    """What a computer level does, in one short line (docs/ai.md)."""
    return {
        "beginner": QCoreApplication.translate("Welcome", "simple rules, and now and then a random card."),
        "intermediate": QCoreApplication.translate("Welcome", "rules of thumb: counts trumps, cashes masters."),
        "expert": QCoreApplication.translate("Welcome", "tries many possible deals before each card."),
        "master": QCoreApplication.translate("Welcome", "searches as the Expert, then solves the last tricks exactly."),
    }.get(level, "")


def contrast_ratio(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def linear(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def quiet_colour(text: QColor, background: QColor) -> QColor:
    """The text colour softened towards the background, as far as it stays readable (MIN_CONTRAST)."""
    for share in (0.6, 0.7, 0.8, 0.9):  # of the text colour
        mixed = QColor.fromRgbF(*(t * share + b * (1 - share) for t, b in zip(
            (text.redF(), text.greenF(), text.blueF()), (background.redF(), background.greenF(), background.blueF()))))
        if contrast_ratio(mixed, background) >= MIN_CONTRAST:
            return mixed
    return QColor(text)


class WelcomeDialog(QDialog):
    def __init__(self, variant: str = "classic", level: str = "intermediate", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: str | None = None  # PLAY, TUTORIAL, or None when closed otherwise
        self.setWindowTitle(QCoreApplication.translate("Welcome", "Welcome"))
        self.setPalette(controls_palette(self.palette()))  # the table's colours, as every other dialog
        root = themed_root(self)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 14, 16, 12)
        title = QLabel(QCoreApplication.translate("Welcome", "Welcome to Belote Desktop!"), root)
        title.setObjectName("title")
        title.setStyleSheet("font-size: 20px;")
        intro = QLabel(QCoreApplication.translate(
            "Welcome",
            "Play Belote against the computer: your partner sits across the table, the opponents on your "
            "left and right. The cards you may play stand out, and every card you may not play says why.\n\n"
            "New to the game? The tutorial walks you through a first deal with fixed cards in a few minutes."),
            root)
        intro.setWordWrap(True)
        form = QFormLayout()
        self.variant = QComboBox(root)
        for rules in VARIANTS.values():
            self.variant.addItem(text.variant_name(rules), rules.id)
            self.variant.setItemData(self.variant.count() - 1, text.variant_description(rules),
                                     Qt.ItemDataRole.ToolTipRole)
        self.variant.setCurrentIndex(max(0, self.variant.findData(variant)))
        self.level = QComboBox(root)
        for name in LEVELS:
            self.level.addItem(text.level_name(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.levels_help = QLabel(root)  # the four levels, one line each
        self.levels_help.setWordWrap(True)
        self.levels_help.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.levels_help.setTextFormat(Qt.TextFormat.RichText)
        self.levels_help.setText("<br>".join(
            f"<b>{html.escape(text.level_name(name))}</b>: {html.escape(level_explanation(name))}" for name in LEVELS))
        for i, name in enumerate(LEVELS):
            self.level.setItemData(i, level_explanation(name), Qt.ItemDataRole.ToolTipRole)
        self.description = QLabel(root)
        self.description.setWordWrap(True)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.variant.currentIndexChanged.connect(self._describe)
        form.addRow(QCoreApplication.translate("Welcome", "&Game"), self.variant)
        form.addRow("", self.description)
        form.addRow(QCoreApplication.translate("Welcome", "Computer players' &level"), self.level)
        form.addRow("", self.levels_help)
        buttons = QHBoxLayout()
        self.tutorial_button = QPushButton(QCoreApplication.translate("Welcome", "Start with the &tutorial"), root)
        self.play_button = QPushButton(QCoreApplication.translate("Welcome", "&Deal the cards"), root)
        self.play_button.setObjectName("primary")
        self.play_button.setDefault(True)
        self.tutorial_button.clicked.connect(lambda: self._choose(TUTORIAL))
        self.play_button.clicked.connect(lambda: self._choose(PLAY))
        buttons.addStretch(1)
        buttons.addWidget(self.tutorial_button)
        buttons.addWidget(self.play_button)
        note = QLabel(QCoreApplication.translate(
            "Welcome", "This welcome is shown only once. Everything here can be changed later: Game > New game, "
            "Help > Tutorial, Settings > Preferences."), root)
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        font = note.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        note.setFont(font)
        note.setObjectName("note")
        self.note = note
        self._colour_note()
        lay.addWidget(title)
        lay.addWidget(intro)
        lay.addLayout(form)
        lay.addStretch(1)  # spare height above the buttons, not inside the form
        lay.addLayout(buttons)
        lay.addWidget(note)
        self._describe()
        self.setMinimumWidth(600)
        self.play_button.setFocus()

    def _colour_note(self) -> None:
        """Quieter than the text, readable on the dialog's background in any theme."""
        palette = self.palette()
        colour = quiet_colour(palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window))
        mine = self.note.palette()
        mine.setColor(QPalette.ColorRole.WindowText, colour)
        self.note.setPalette(mine)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "note"):
            self._colour_note()
        super().changeEvent(event)

    def _describe(self, *_args: object) -> None:
        summary = text.variant_description(self.rules())
        self.description.setText(summary)
        self.variant.setAccessibleDescription(summary)  # read with the combo box, as a sighted player sees it beside

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def rules(self) -> Ruleset:
        return VARIANTS[self.variant.currentData()]

    def bot_level(self) -> str:
        return str(self.level.currentData())
