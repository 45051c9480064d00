"""NewGameDialog: a gallery of the games on the table's felt, and the chosen game's levels and options.

The gallery (``game_gallery.GameGallery``) shows one tile a game (every engine preset): a picture of its
table, its players, where it is played and what makes it itself; the game given (the one in progress) is
chosen when the dialog opens, with its options. Beside it, the chosen game's computer players and its rule
options, each declared once beside its game (``engine/options.py``), in the game's words by ``learn/options.py``
(``specs_for``): the ones most players look for in sight (``OptionSpec.in_sight``), the others under
"More rules", in groups; each with its tooltip and a "?" link that opens the rules book at the paragraph
explaining it. The preset's name shows while the options match it (engine ``matching_preset``), "Custom
rules" otherwise. Options that would not make a playable game (``Ruleset.validate``) disable Deal.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPalette, QMouseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QSizePolicy, QSpinBox, QStyle, QStyleOptionComboBox, QStylePainter, QToolButton, QVBoxLayout,
    QWidget,
)

from ...engine import Ruleset, matching_preset
from ...learn.options import BOOL, Choice, OptionSpec, Spin, choice_label, enum_label, specs_for
from ...app.seats import DEFAULT_LEVEL, LEVELS
from ...learn import table_words as text
from ..look import palette
from ..look.screen_fit import keep_on_screen, screen_area
from .game_gallery import GalleryModel, GameGallery
from ..look.themed import controls_palette

__all__ = ["NewGameDialog", "enum_label", "OPTION_GROUPS"]


def _group_titles() -> dict[str, str]:
    return {
        "match": QCoreApplication.translate("NewGame", "The match"),
        "deal": QCoreApplication.translate("NewGame", "Dealing and bidding"),
        "play": QCoreApplication.translate("NewGame", "Playing the cards"),
        "melds": QCoreApplication.translate("NewGame", "Declarations"),
        "score": QCoreApplication.translate("NewGame", "Scoring"),
        "other": QCoreApplication.translate("NewGame", "Other rules"),
    }


# an option's group, by the rules-book paragraph that explains it (an unknown paragraph: "other")
OPTION_GROUPS = {
    "end_of_game": "match", "match_points": "match",
    "deal": "deal", "thrown_in": "deal", "bidding_round_two": "deal", "bid_values": "deal",
    "bid_strains": "deal", "capot_bid": "deal", "contract": "deal", "coinche": "deal", "surcoinche": "deal",
    "end_of_auction": "deal", "table_cards": "deal",
    "must_trump": "play", "must_overtrump": "play", "partner_exemption": "play", "raise_in_trumps": "play",
    "all_trumps_raise": "play", "locked_lead": "play",
    "declarations": "melds", "declaration_ranking": "melds", "belote": "melds",
    "capot": "score", "last_trick": "score", "tie_rule": "score", "failed_contract": "score", "kaboot": "score",
    "doubled_contract": "score", "choices": "score",
}

_QSS = f"""
QDialog#newGame {{ background: {palette.FELT_DARK}; }}
QDialog#newGame QLabel {{ color: {palette.TEXT}; background: transparent; }}
QDialog#newGame QLabel#dialogTitle {{ font-size: 17px; font-weight: 700; color: #ffffff; }}
QDialog#newGame QLabel#gameTitle {{ font-size: 16px; font-weight: 700; color: {palette.GOLD}; }}
QDialog#newGame QLabel#gameNote, QDialog#newGame QLabel#presetLabel {{ color: {palette.TEXT_NOTE}; }}
QDialog#newGame QLabel#groupTitle {{ color: {palette.GOLD}; font-weight: 700; margin-top: 6px; }}
QDialog#newGame QLabel#error {{ color: {palette.BAD}; font-weight: 600; }}
QDialog#newGame QLabel#ruleLink {{ color: {palette.GOLD}; }}
QDialog#newGame QListView#gameGallery {{ background: transparent; border: none; }}
QDialog#newGame QScrollArea#gameDetails {{ background: {palette.PANEL}; border: 1px solid {palette.LINE};
    border-radius: 12px; }}
QDialog#newGame QScrollArea#gameDetails > QWidget > QWidget {{ background: transparent; }}
QDialog#newGame QFrame#detailsGroup {{ background: {palette.PANEL_RAISED}; border-radius: 8px; }}
QDialog#newGame QToolButton#moreRules {{ color: {palette.TEXT}; background: transparent; border: none;
    font-weight: 700; padding: 4px 0; }}
QDialog#newGame QToolButton#moreRules:focus {{ color: {palette.GOLD}; }}
QDialog#newGame QPushButton {{ color: {palette.INK}; background: {palette.CREAM}; border: 1px solid {palette.CREAM_EDGE};
    border-radius: 8px; padding: 6px 14px; min-height: 22px; font-weight: 600; }}
QDialog#newGame QPushButton:hover {{ background: #ffffff; }}
QDialog#newGame QPushButton:focus {{ border: 2px solid {palette.GOLD}; }}
QDialog#newGame QPushButton#primary {{ background: {palette.GOLD}; border-color: {palette.GOLD_DARK}; }}
QDialog#newGame QPushButton#primary:disabled {{ color: #8c8c86; background: #b9b6ac; border-color: #9d9a90; }}
QDialog#newGame QScrollBar:vertical {{ background: transparent; width: 10px; }}
QDialog#newGame QScrollBar::handle:vertical {{ background: {palette.LINE}; border-radius: 5px; min-height: 30px; }}
QDialog#newGame QScrollBar::add-line, QDialog#newGame QScrollBar::sub-line {{ height: 0; }}
"""

DETAILS_MIN_WIDTH = 320
DETAILS_MAX_WIDTH = 430


class _ToggleLabel(QLabel):
    """An option's words; a click on them toggles its check box, as a check box's own text would."""

    def __init__(self, words: str, box: QCheckBox) -> None:
        super().__init__(words)
        self.box = box

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mouseReleaseEvent(event)


class _ChoiceBox(QComboBox):
    """A rule's choice under its name, as wide as the panel, its chosen words wrapped on as many lines as they
    need ("the higher score wins; if equal, the last deal's winner"): a plain combo box cuts them. The open
    list is as wide as its longest choice."""

    _WRAP = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft

    def __init__(self) -> None:
        super().__init__()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(9)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.currentIndexChanged.connect(self.updateGeometry)

    def _option(self, width: int | None = None) -> QStyleOptionComboBox:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        if width is not None:
            option.rect = QRect(0, 0, width, super().sizeHint().height())
        return option

    def _field(self, option: QStyleOptionComboBox) -> QRect:
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)

    def _words_height(self, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width), 100000), int(self._WRAP),
                                               self.currentText()).height()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        one_line = super().sizeHint().height()
        field = self._field(self._option(width))
        return max(one_line, one_line - field.height() + self._words_height(field.width()) + 4)

    def sizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def clipped_words(self) -> list[str]:
        """For ``fit_check``: the chosen words, when the field is too small for them wrapped."""
        field = self._field(self._option())
        words = self.currentText()
        longest = max((self.fontMetrics().horizontalAdvance(w) for w in words.split()), default=0)
        if longest > field.width() + 1 or self._words_height(field.width()) > field.height() + 1:
            return [words]
        return []

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = self._option()
        words, option.currentText = option.currentText, ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        self.style().drawItemText(painter, self._field(option), int(self._WRAP), option.palette,
                                  self.isEnabled(), words, QPalette.ColorRole.ButtonText)


class NewGameDialog(QDialog):
    def __init__(self, current: Ruleset, parent: QWidget | None = None,
                 levels: tuple[str, str] = (DEFAULT_LEVEL, DEFAULT_LEVEL)) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # as every dialog: no larger than the screen it opens on
        self.setObjectName("newGame")
        self.setStyleSheet(_QSS)
        self.setPalette(controls_palette(self.palette()))
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self.model = GalleryModel(self)
        self._base: Ruleset = current
        self._widgets: dict[str, QWidget] = {}
        self._links: dict[str, QLabel] = {}
        outer = self._layout = QVBoxLayout(self)
        outer.setContentsMargins(14, 12, 14, 12)
        title = QLabel(QCoreApplication.translate("NewGame", "Choose a &game"), self)
        title.setObjectName("dialogTitle")
        outer.addWidget(title)
        body = QHBoxLayout()
        body.setSpacing(12)
        self.list = GameGallery(self)
        self.list.setModel(self.model)
        self.list.setAccessibleName(QCoreApplication.translate("NewGame", "Games"))
        title.setBuddy(self.list)
        body.addWidget(self.list, 1)
        self.options_scroll = QScrollArea(self)
        self.options_scroll.setObjectName("gameDetails")
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setMinimumWidth(DETAILS_MIN_WIDTH)
        self.options_scroll.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.options_scroll.setWidget(self._details(levels))
        body.addWidget(self.options_scroll)
        outer.addLayout(body, 1)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(QCoreApplication.translate("NewGame", "&Deal"))
        self.ok.setObjectName("primary")
        reset = QPushButton(QCoreApplication.translate("NewGame", "&Standard rules"))
        reset.setToolTip(QCoreApplication.translate("NewGame", "Put back the chosen game's own rules"))
        buttons.addButton(reset, QDialogButtonBox.ButtonRole.ResetRole)
        reset.clicked.connect(self._reset)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.list.selectionModel().currentChanged.connect(lambda cur, _prev: self._variant_changed(cur.row()))
        self.list.doubleClicked.connect(self._deal_on_double_click)
        row = max(0, self.model.row_of(current.id))
        self._select_row(row, current)
        self.resize(self._fitting_size())

    # -- the panel beside the gallery --------------------------------------------------------------

    def _details(self, levels: tuple[str, str]) -> QWidget:
        panel = QWidget()
        lay = self._details_layout = QVBoxLayout(panel)
        lay.setContentsMargins(14, 12, 14, 12)
        lay.setSpacing(6)
        self.game_title = QLabel(panel)
        self.game_title.setObjectName("gameTitle")
        self.game_title.setWordWrap(True)
        self.description = QLabel(panel)
        self.description.setObjectName("gameNote")
        self.description.setWordWrap(True)
        self.preset_label = QLabel(panel)
        self.preset_label.setObjectName("presetLabel")
        lay.addWidget(self.game_title)
        lay.addWidget(self.description)
        lay.addWidget(self.preset_label)
        lay.addWidget(self._group_title(QCoreApplication.translate("NewGame", "Computer players")))
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        # the computer players' levels for this game (kept with its saves); (partner, opponents)
        self.partner_level, self.opponent_level = QComboBox(panel), QComboBox(panel)
        for row, (combo, level, label) in enumerate((
                (self.partner_level, levels[0], QCoreApplication.translate("NewGame", "&Partner")),
                (self.opponent_level, levels[1], QCoreApplication.translate("NewGame", "&Opponents")))):
            for name in LEVELS:
                combo.addItem(text.level_name(name), name)
            combo.setCurrentIndex(max(0, combo.findData(level)))
            caption = QLabel(label, panel)
            caption.setBuddy(combo)
            combo.setAccessibleName(caption.text().replace("&", ""))
            grid.addWidget(caption, row, 0)
            grid.addWidget(combo, row, 1)
        lay.addLayout(grid)
        lay.addWidget(self._group_title(QCoreApplication.translate("NewGame", "Rules")))
        self._common_box = QWidget(panel)
        lay.addWidget(self._common_box)
        self.more = QToolButton(panel)
        self.more.setObjectName("moreRules")
        self.more.setText(QCoreApplication.translate("NewGame", "&More rules"))
        self.more.setCheckable(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setToolTip(QCoreApplication.translate("NewGame", "Every other rule of this game, in groups"))
        self.more.toggled.connect(self._show_more)
        lay.addWidget(self.more)
        self._more_box = QWidget(panel)
        self._more_box.setVisible(False)
        lay.addWidget(self._more_box)
        lay.addStretch(1)
        return panel

    @staticmethod
    def _group_title(words: str) -> QLabel:
        label = QLabel(words)
        label.setObjectName("groupTitle")
        label.setWordWrap(True)
        return label

    def _show_more(self, shown: bool) -> None:
        self.more.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self._more_box.setVisible(shown)

    def _fitting_size(self) -> QSize:
        """As large as a laptop's screen allows, up to 1240x780; never larger than the screen's free area."""
        area = screen_area(self)  # the screen it opens on, as the fit on showing (look/screen_fit)
        width, height = min(1240, area.width() - 16), min(780, area.height() - 48)
        return QSize(max(width, 640), max(height, 480))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The panel beside the gallery takes a third of the width, within its bounds."""
        self.options_scroll.setFixedWidth(max(DETAILS_MIN_WIDTH, min(DETAILS_MAX_WIDTH, self.width() * 34 // 100)))
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys choose a game at once
        self.list.scrollTo(self.list.currentIndex())

    # -- the game chosen --------------------------------------------------------------------------

    def _select_row(self, row: int, rules: Ruleset | None = None) -> None:
        index = self.model.index(row, 0)
        self.list.selectionModel().blockSignals(True)
        self.list.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.list.selectionModel().blockSignals(False)
        self.list.viewport().update()
        self._show_rules(rules or self.model.ruleset(row))

    def _variant_changed(self, row: int) -> None:
        if row >= 0:
            self._show_rules(self.model.ruleset(row))

    def _deal_on_double_click(self, *_args: object) -> None:
        if self.ok.isEnabled():
            self.accept()

    def _reset(self) -> None:
        row = self.list.currentIndex().row()
        if row >= 0:
            self._show_rules(self.model.ruleset(row))

    def _show_rules(self, rules: Ruleset) -> None:
        preset = self.model.ruleset(max(0, self.model.row_of(rules.id)))
        self._base = preset
        self.partner_level.setEnabled(preset.team_count < preset.players)  # a partner only in team games
        self.game_title.setText(text.variant_name(preset))
        self.description.setText(text.variant_description(preset))
        self._widgets, self._links = {}, {}
        specs = specs_for(preset)
        common = [spec for spec in specs if spec.in_sight]
        groups: dict[str, list[OptionSpec]] = {}
        for spec in specs:
            if not spec.in_sight:
                groups.setdefault(OPTION_GROUPS.get(spec.anchor, "other"), []).append(spec)
        self._common_box = self._replace(self._common_box, self._option_rows([(None, common)], rules))
        titles = _group_titles()
        self._more_box = self._replace(self._more_box, self._option_rows(
            [(titles[key], groups[key]) for key in titles if key in groups], rules))
        self._more_box.setVisible(self.more.isChecked())
        self.more.setVisible(bool(groups))
        self._changed()

    def _replace(self, old: QWidget, new: QWidget) -> QWidget:
        self._details_layout.replaceWidget(old, new)
        old.hide()
        old.deleteLater()
        return new

    def _option_rows(self, sections: list[tuple[str | None, list[OptionSpec]]], rules: Ruleset) -> QWidget:
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        for title, specs in sections:
            if title is not None:
                lay.addWidget(self._group_title(title))
            grid = QGridLayout()
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setHorizontalSpacing(8)
            grid.setColumnStretch(0, 1)
            row = 0
            for spec in specs:
                control, label = self._option_control(spec, getattr(rules, spec.field))
                grid.addWidget(label, row, 0)
                grid.addWidget(self._link(spec), row, 2)
                if isinstance(control, _ChoiceBox):  # under its name, the panel's width for its words
                    row += 1
                    grid.addWidget(control, row, 0, 1, 2)
                else:
                    grid.addWidget(control, row, 1, Qt.AlignmentFlag.AlignRight)
                row += 1
            lay.addLayout(grid)
        return box

    def _option_control(self, spec: OptionSpec, value: Any) -> tuple[QWidget, QLabel]:
        kind = spec.kind
        w: QWidget
        label: QLabel
        if kind == BOOL:
            box = QCheckBox()
            box.setChecked(bool(value))
            box.toggled.connect(self._changed)
            label = _ToggleLabel(spec.label, box)
            w = box
        elif isinstance(kind, Spin):
            spin = QSpinBox()
            spin.setRange(kind.low, kind.high)
            spin.setSingleStep(kind.step)
            spin.setValue(int(value))
            spin.valueChanged.connect(self._changed)
            label = QLabel(spec.label)
            label.setBuddy(spin)
            w = spin
        else:
            assert isinstance(kind, Choice)
            combo = _ChoiceBox()
            for member in kind.values:
                combo.addItem(choice_label(spec, member), member)
            combo.setCurrentIndex(list(kind.values).index(value) if value in kind.values else 0)
            combo.currentIndexChanged.connect(self._changed)
            combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
            label = QLabel(spec.label)
            label.setBuddy(combo)
            w = combo
        label.setWordWrap(True)
        label.setToolTip(spec.tooltip)
        w.setAccessibleName(spec.label)
        w.setAccessibleDescription(spec.tooltip)
        w.setToolTip(spec.tooltip)
        self._widgets[spec.field] = w
        return w, label

    def _link(self, spec: OptionSpec) -> QLabel:
        link = QLabel(f'<a href="rules#{spec.anchor}" style="color: {palette.GOLD}; text-decoration: none;">?</a>')
        link.setObjectName("ruleLink")
        link.setToolTip(QCoreApplication.translate("NewGame", "Read about this rule in the rules book"))
        link.setAccessibleName(QCoreApplication.translate("NewGame", "Rules book: {option}").format(
            option=spec.label))
        link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        link.linkActivated.connect(self.open_rules_link)
        self._links[spec.field] = link
        return link

    def open_rules_link(self, link: str) -> None:
        """Open the rules book of the rules being chosen at an option's paragraph ("rules#anchor")."""
        from ...learn.rules_window import RulesWindow

        try:
            rules = self.rules()
        except ValueError:
            rules = self._base
        old = getattr(self, "rules_window", None)
        if old is not None:  # a fresh page: the options may have changed since
            old.close()
            old.deleteLater()
        self.rules_window = RulesWindow(rules, self)
        self.rules_window.show_rules(None, link.partition("#")[2])
        self.rules_window.show()
        self.rules_window.raise_()

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}  # a Ruleset field -> its value, of that field's own type
        for name, w in self._widgets.items():
            if isinstance(w, QCheckBox):
                values[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                values[name] = w.value()
            elif isinstance(w, QComboBox):
                values[name] = w.currentData()
        return values

    def rules(self) -> Ruleset:
        return dataclasses.replace(self._base, **self._values())

    def levels(self) -> tuple[str, str]:
        """The chosen (partner, opponents) levels."""
        return str(self.partner_level.currentData()), str(self.opponent_level.currentData())

    def _changed(self, *_args: object) -> None:
        try:
            rules = self.rules()
            rules.validate()
        except ValueError as exc:
            self.error.setText(QCoreApplication.translate("NewGame", "These options do not make a playable game: {why}")
                               .format(why=str(exc)))
            self.ok.setEnabled(False)
            self.preset_label.setText(QCoreApplication.translate("NewGame", "Rules: custom"))
            return
        self.error.setText("")
        self.ok.setEnabled(True)
        preset = matching_preset(rules)
        if preset is not None:
            self.preset_label.setText(QCoreApplication.translate("NewGame", "Rules: {name}").format(
                name=text.variant_name(preset)))
        else:
            self.preset_label.setText(QCoreApplication.translate("NewGame", "Rules: custom"))
