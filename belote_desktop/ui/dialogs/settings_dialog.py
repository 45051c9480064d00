"""SettingsDialog: Preferences in the table's theme, in five sections (``SECTIONS``): the table (felt colour,
animation speed, sound), the cards (faces, corner letters, back, hand order), play (hints, confirmation, auto-play,
declarations, undo, autosave, name), the computer players (levels, pause) and the language (with its dates and
numbers as a sample).

A new language applies as soon as the dialog is accepted (``MainWindow.apply_new_settings``).
The table's look (felt, card back, card style and letters) is previewed twice while the dialog is open: on the
dialog's own small table (``TablePreview``) and on the real one, through ``previewChanged(Settings)``; the window
puts the old look back if the dialog is cancelled."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QSlider,
    QSpinBox, QTabWidget, QVBoxLayout, QWidget,
)

from ... import i18n
from ...app.seats import LEVELS
from ...engine import Card, Rank, Suit
from ...i18n import LANGUAGES as LANGUAGE_NAMES
from ...paths import resources_dir
from ...storage.settings import (
    ANIMATION_SPEEDS, CARD_BACKS, CARD_STYLES, MAX_NAME_LENGTH, TABLE_COLOURS, Settings,
)
from ...learn import table_words as text
from ..table import card_art
from ..look import palette as p
from ..look.themed import themed_root
from .voice_row import voice_row

LANGUAGES = (("system", "System language"), *LANGUAGE_NAMES.items())  # (code, the language's own name)
SECTIONS = ("table", "cards", "play", "bots", "language")  # the tabs, in order

TICK = (resources_dir() / "icons" / "check.svg").as_posix()  # an ink tick on a gold box
SETTINGS_QSS = f"""
QWidget#themedRoot QTabWidget::pane {{ background: {p.PANEL}; border: 1px solid {p.LINE}; border-radius: 10px;
    top: -1px; }}
QWidget#themedRoot QTabBar::tab {{ color: {p.TEXT_NOTE}; background: {p.PANEL_RAISED}; border: 1px solid {p.LINE};
    border-bottom: none; border-top-left-radius: 8px; border-top-right-radius: 8px; padding: 6px 14px;
    margin-right: 2px; font-weight: 600; }}
QWidget#themedRoot QTabBar::tab:selected {{ color: {p.GOLD}; background: {p.PANEL}; }}
QWidget#themedRoot QTabBar::tab:hover {{ color: {p.TEXT}; }}
QWidget#themedRoot QTabBar:focus {{ border-bottom: 2px solid {p.GOLD}; }}
QWidget#themedRoot QTabWidget > QWidget > QWidget {{ background: transparent; }}
QWidget#themedRoot QCheckBox {{ color: {p.TEXT}; spacing: 8px; }}
QWidget#themedRoot QCheckBox:focus {{ color: {p.GOLD}; }}
QWidget#themedRoot QCheckBox::indicator {{ width: 16px; height: 16px; border: 1px solid {p.CREAM_EDGE};
    border-radius: 4px; background: {p.CREAM}; }}
QWidget#themedRoot QCheckBox::indicator:checked {{ background: {p.GOLD}; border-color: {p.GOLD_DARK};
    image: url("{TICK}"); }}
QWidget#themedRoot QCheckBox::indicator:focus {{ border: 2px solid {p.GOLD}; }}
QWidget#themedRoot QLineEdit {{ min-height: 22px; }}
QWidget#themedRoot QSpinBox {{ color: {p.INK}; background: {p.CREAM}; border: 1px solid {p.CREAM_EDGE};
    border-radius: 6px; padding: 3px 6px; min-height: 20px; }}
QWidget#themedRoot QSpinBox:focus {{ border: 2px solid {p.GOLD}; }}
QWidget#themedRoot QSlider::groove:horizontal {{ height: 6px; background: {p.PANEL_RAISED}; border: 1px solid {p.LINE};
    border-radius: 3px; }}
QWidget#themedRoot QSlider::handle:horizontal {{ width: 16px; margin: -6px 0; background: {p.GOLD};
    border-radius: 8px; }}
QWidget#themedRoot QSlider::handle:horizontal:disabled {{ background: {p.LINE}; }}
QWidget#themedRoot QSlider:focus {{ border: 1px dotted {p.GOLD}; }}
"""


def section_title(section: str) -> str:
    return {
        "table": QCoreApplication.translate("Settings", "Table"),
        "cards": QCoreApplication.translate("Settings", "Cards"),
        "play": QCoreApplication.translate("Settings", "Play"),
        "bots": QCoreApplication.translate("Settings", "Computer players"),
        "language": QCoreApplication.translate("Settings", "Language"),
    }[section]


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


class TablePreview(QWidget):
    """A corner of the table as chosen so far: the felt, three court cards and an ace fanned in the chosen faces,
    design and letters, and the pack in the chosen back."""

    CARDS = (Card(Suit.HEARTS, Rank.JACK), Card(Suit.SPADES, Rank.QUEEN), Card(Suit.DIAMONDS, Rank.KING),
             Card(Suit.CLUBS, Rank.ACE))
    CARD_WIDTH = 56
    MARGIN = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = "green"
        self.face_style = card_art.CardStyle.CLASSIC
        self.back_style = card_art.BackStyle.BLUE
        self.letters: tuple[str, ...] = card_art.ENGLISH_LETTERS
        self.design = card_art.CardDesign.SIMPLE
        height = card_art.card_height(self.CARD_WIDTH) + 2 * self.MARGIN
        self.setFixedHeight(height)
        self.setMinimumWidth(7 * self.CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(QCoreApplication.translate("Settings", "The table as chosen"))

    def show_settings(self, s: Settings) -> None:
        self.colour = s.table_colour
        self.face_style = card_art.CardStyle.FOUR_COLOUR if s.card_style == "four_colour" else card_art.CardStyle.CLASSIC
        self.back_style = card_art.BackStyle(s.card_back)
        self.letters = card_art.card_letters(s.local_card_letters)  # the letters the table shows
        self.design = card_art.CardDesign(s.card_design)
        self.update()

    def felt_point(self) -> QPoint:
        """A point of bare felt (between the fan and the pack)."""
        return QPoint(self.width() - 3 * self.CARD_WIDTH, self.height() // 2)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        centre, middle, edge = card_art.felt_colours(self.colour)
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, centre)
        gradient.setColorAt(0.55, middle)
        gradient.setColorAt(1.0, edge)
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(p.LINE), 1))
        painter.drawRoundedRect(rect, 10, 10)
        w, h = self.CARD_WIDTH, card_art.card_height(self.CARD_WIDTH)
        step = round(w * 0.9)
        right_to_left = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for i, card in enumerate(self.CARDS):
            x = self.MARGIN + i * step
            if right_to_left:
                x = self.width() - x - w
            card_art.paint_face(painter, QRectF(x, self.MARGIN, w, h), card, self.face_style, self.letters, self.design)
        for i in range(3):  # the pack: three backs a little apart
            x = self.width() - self.MARGIN - w - 2 * (2 - i)
            if right_to_left:
                x = self.width() - x - w
            card_art.paint_back(painter, QRectF(x, self.MARGIN - 2 * i + 2, w, h), self.back_style)
        painter.end()


class SettingsDialog(QDialog):
    previewChanged = Signal(object)  # Settings: the table's look as chosen so far
    soundTried = Signal(object)  # Settings: play a sound at the chosen volume

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = settings
        self.setWindowTitle(QCoreApplication.translate("Settings", "Preferences"))
        root = themed_root(self)
        root.setStyleSheet(root.styleSheet() + SETTINGS_QSS)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(14, 14, 14, 10)
        lay.setSpacing(10)
        self.preview = TablePreview(root)
        lay.addWidget(self.preview)
        forms = self._build_tabs(root, lay)
        self._build_table_page(forms["table"], settings)
        self._build_cards_page(forms["cards"], settings)
        self._build_play_page(forms["play"], settings)
        self._build_speech_and_name(forms["play"], settings)
        self._build_bots_page(forms["bots"], settings)
        self._build_language_page(forms["language"], settings)
        lay.addWidget(self._build_buttons(root))
        self._connect_preview()
        self.preview.show_settings(settings)
        hint = self.sizeHint()
        self.resize(max(600, hint.width()), hint.height())

    def _build_tabs(self, root: QWidget, lay: QVBoxLayout) -> dict[str, QFormLayout]:
        """The tabs (``self.tabs``), a form a section (``SECTIONS``), in order."""
        self.tabs = QTabWidget(root)
        self.tabs.setDocumentMode(False)
        lay.addWidget(self.tabs, 1)
        forms: dict[str, QFormLayout] = {}
        for section in SECTIONS:
            page = QWidget()
            form = QFormLayout(page)
            form.setContentsMargins(14, 14, 14, 14)
            form.setVerticalSpacing(10)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            self.tabs.addTab(page, section_title(section))
            forms[section] = form
        return forms

    def _build_table_page(self, form: QFormLayout, settings: Settings) -> None:
        """The table: its colour, the animation speed, the sound and its volume."""
        self.table_colour = QComboBox()
        for colour in TABLE_COLOURS:
            self.table_colour.addItem(_felt_icon(colour), table_colour_name(colour), colour)
        self._set(self.table_colour, settings.table_colour)
        form.addRow(QCoreApplication.translate("Settings", "&Colour"), self.table_colour)

        self.speed = QComboBox()
        for speed in ("slow", "normal", "fast", "instant"):
            if speed in ANIMATION_SPEEDS:
                self.speed.addItem(text.speed_name(speed), speed)
        self._set(self.speed, settings.animation_speed)
        form.addRow(QCoreApplication.translate("Settings", "&Animation speed"), self.speed)

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

    def _build_cards_page(self, form: QFormLayout, settings: Settings) -> None:
        """The cards: faces, corner letters, back, design and size, the order of the hand."""
        self.card_style = QComboBox()
        for style in CARD_STYLES:
            self.card_style.addItem(text.style_name(style), style)
        self._set(self.card_style, settings.card_style)
        form.addRow(QCoreApplication.translate("Settings", "Card &faces"), self.card_style)

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

        self._build_card_design_and_size(form, settings)

        self.sort_hand = QCheckBox(QCoreApplication.translate(
            "Settings", "Sort my cards by suit and rank (otherwise as they were dealt)"))
        self.sort_hand.setChecked(settings.sort_hand)
        form.addRow(QCoreApplication.translate("Settings", "&Sort hand"), self.sort_hand)

    def _build_card_design_and_size(self, form: QFormLayout, settings: Settings) -> None:
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

    def _build_play_page(self, form: QFormLayout, settings: Settings) -> None:
        """Play: hints, confirmation, auto-play, declarations, undo, autosave."""
        self.hints = QCheckBox(QCoreApplication.translate(
            "Settings", "Mark the cards you may play and explain the rules as you play"))
        self.hints.setChecked(settings.hints)
        form.addRow(QCoreApplication.translate("Settings", "&Hints"), self.hints)

        self.confirm = QCheckBox(QCoreApplication.translate("Settings", "Click a card twice to play it"))
        self.confirm.setChecked(settings.confirm_before_playing)
        form.addRow(QCoreApplication.translate("Settings", "C&onfirm"), self.confirm)

        self.auto_play = QCheckBox(QCoreApplication.translate(
            "Settings", "Play my card by itself when it is the only one I may play"))
        self.auto_play.setChecked(settings.auto_play_single_card)
        form.addRow(QCoreApplication.translate("Settings", "Auto-pla&y"), self.auto_play)

        self.auto_declare = QCheckBox(QCoreApplication.translate(
            "Settings", "Declare automatically: my declarations are made when I play my first card"))
        self.auto_declare.setChecked(settings.auto_declare)
        form.addRow(QCoreApplication.translate("Settings", "D&eclare"), self.auto_declare)

        self.undo = QCheckBox(QCoreApplication.translate("Settings", "Allow taking back a move (counted in statistics)"))
        self.undo.setChecked(settings.allow_undo)
        form.addRow(QCoreApplication.translate("Settings", "&Undo"), self.undo)

        self.autosave = QCheckBox(QCoreApplication.translate("Settings", "Keep the game in progress for the next start"))
        self.autosave.setChecked(settings.autosave)
        form.addRow(QCoreApplication.translate("Settings", "&Autosave"), self.autosave)

    def _build_speech_and_name(self, form: QFormLayout, settings: Settings) -> None:
        """The end of Play: the screen reader and how much the play says, the player's name."""
        # a screen reader (issue 57): the mode, and how much the play says
        self.screen_reader = QComboBox()
        self.screen_reader.addItem(QCoreApplication.translate("Settings", "When one is running"), "auto")
        self.screen_reader.addItem(QCoreApplication.translate("Settings", "Always (the hand as a list too)"), "on")
        self._set(self.screen_reader, settings.screen_reader)
        form.addRow(QCoreApplication.translate("Settings", "Screen &reader"), self.screen_reader)
        self.speech_detail = QComboBox()
        self.speech_detail.addItem(QCoreApplication.translate("Settings", "Every card as it is played"), "cards")
        self.speech_detail.addItem(QCoreApplication.translate("Settings", "Each trick when it is won"), "tricks")
        self._set(self.speech_detail, settings.speech_detail)
        form.addRow(QCoreApplication.translate("Settings", "Spea&k"), self.speech_detail)
        self.voice = voice_row(settings)  # the own voice, the players waiting for it, its rate (issue 71)
        self.own_voice, self.wait_for_voice, self.speech_rate = (self.voice.own_voice, self.voice.wait_for_voice,
                                                                 self.voice.speech_rate)
        form.addRow(QCoreApplication.translate("Settings", "&Voice"), self.voice.widget)

        # the default name is shown translated, as a placeholder, and kept if left empty
        default_name = Settings().player_name
        self.name = QLineEdit("" if settings.player_name == default_name else settings.player_name)
        self.name.setPlaceholderText(text.default_seat_name(0))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        form.addRow(QCoreApplication.translate("Settings", "Your &name"), self.name)

    def _build_bots_page(self, form: QFormLayout, settings: Settings) -> None:
        """The computer players: the partner's and the opponents' levels, the pause between moves."""
        self.partner = QComboBox()
        self.opponents = QComboBox()
        for level in LEVELS:
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
        form.addRow(QCoreApplication.translate("Settings", "Pause between &moves"), self.pause)

    def _build_language_page(self, form: QFormLayout, settings: Settings) -> None:
        """The language, with its dates and numbers as a sample."""
        self.language = QComboBox()
        for code, label in LANGUAGES:
            shown = QCoreApplication.translate("Settings", "System language") if code == "system" else label
            self.language.addItem(shown, code)
        if self.language.findData(settings.language) < 0:
            self.language.addItem(settings.language, settings.language)
        self._set(self.language, settings.language)
        form.addRow(QCoreApplication.translate("Settings", "&Language"), self.language)
        self.sample_moment = QDateTime.currentDateTime()
        self.locale_sample = QLabel()
        self.locale_sample.setObjectName("note")
        self.locale_sample.setWordWrap(True)
        form.addRow(self.locale_sample)
        self.language.currentIndexChanged.connect(self._show_locale_sample)
        self._show_locale_sample()

    def _build_buttons(self, root: QWidget) -> QDialogButtonBox:
        """OK (the primary button) and Cancel."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, root)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setObjectName("primary")
        ok.style().unpolish(ok)  # created under the styled root: styled again by its new name
        ok.style().polish(ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def _connect_preview(self) -> None:
        """The table's look previewed as it is chosen; a sound tried at the chosen volume."""
        for combo in (self.card_style, self.back, self.table_colour):
            combo.currentIndexChanged.connect(self._preview)
        self.letters.toggled.connect(self._preview)
        self.sort_hand.toggled.connect(self._preview)
        self.volume.sliderReleased.connect(lambda: self.soundTried.emit(self.settings()))
        self.sound.toggled.connect(self._try_sound)

    def _preview(self, *_args: object) -> None:
        chosen = self.settings()
        self.preview.show_settings(chosen)
        self.previewChanged.emit(chosen)

    def _show_locale_sample(self, *_args: object) -> None:
        locale = i18n.locale_for(self.language.currentData())
        self.locale_sample.setText(QCoreApplication.translate(
            "Settings", "Dates and numbers in this language: {date}, {number}").format(
            date=locale.toString(self.sample_moment, QLocale.FormatType.ShortFormat),
            number=locale.toString(1234.5, "f", 1)))

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
            screen_reader=self.screen_reader.currentData(),
            speech_detail=self.speech_detail.currentData(),
            **self.voice.values(),
            sound=self.sound.isChecked(),
            sound_volume=self.volume.value(),
        )
