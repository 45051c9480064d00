"""NewGameDialog: pick a variant (every engine preset) and adjust its rule options.

The options come from the one option table (``learn/options.py``): each row has its tooltip and a "?"
link that opens the rules book at the paragraph explaining it. The preset's name shows while the options
match it (engine ``matching_preset``), "Custom rules" otherwise. Options that would not make a playable
game (``Ruleset.validate``) disable OK.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QListView, QPushButton,
    QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from ...engine import Ruleset, matching_preset
from ...learn.options import BOOL, Choice, Spin, choice_label, enum_label, specs_for
from ...storage.settings import BOT_LEVELS
from .. import text
from ..models.variant_model import VariantListModel


__all__ = ["NewGameDialog", "enum_label"]


class NewGameDialog(QDialog):
    def __init__(self, current: Ruleset, parent: QWidget | None = None,
                 levels: tuple[str, str] = ("intermediate", "intermediate")) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self.model = VariantListModel(self)
        self._base: Ruleset = current
        self._widgets: dict[str, QWidget] = {}
        outer = self._layout = QVBoxLayout(self)
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(QCoreApplication.translate("NewGame", "Game")))
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setAccessibleName(QCoreApplication.translate("NewGame", "Games"))
        self.list.setMaximumWidth(220)
        left.addWidget(self.list)
        # the computer players' levels for this game (kept with its saves); (partner, opponents)
        self.partner_level, self.opponent_level = QComboBox(self), QComboBox(self)
        for combo, level, label in ((self.partner_level, levels[0], QCoreApplication.translate("NewGame", "&Partner")),
                                    (self.opponent_level, levels[1], QCoreApplication.translate("NewGame", "&Opponents"))):
            for name in BOT_LEVELS:
                combo.addItem(text.level_name(name), name)
            combo.setCurrentIndex(max(0, combo.findData(level)))
            caption = QLabel(label, self)
            caption.setBuddy(combo)
            combo.setAccessibleName(caption.text().replace("&", ""))
            left.addWidget(caption)
            left.addWidget(combo)
        top.addLayout(left)
        right = QVBoxLayout()
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setStyleSheet("font-size: 14px;")
        self.preset_label = QLabel(self)
        self.preset_label.setStyleSheet("font-weight: 600;")
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #c62828;")
        self.error.setWordWrap(True)
        right.addWidget(self.description)
        right.addWidget(self.preset_label)
        self.options_scroll = QScrollArea(self)
        self.options_scroll.setWidgetResizable(True)
        right.addWidget(self.options_scroll, 1)
        right.addWidget(self.error)
        top.addLayout(right, 1)
        outer.addLayout(top, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(QCoreApplication.translate("NewGame", "&Deal"))
        reset = QPushButton(QCoreApplication.translate("NewGame", "&Standard rules"))
        buttons.addButton(reset, QDialogButtonBox.ButtonRole.ResetRole)
        reset.clicked.connect(self._reset)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.list.selectionModel().currentChanged.connect(lambda cur, _prev: self._variant_changed(cur.row()))
        row = max(0, self.model.row_of(current.id))
        self._select_row(row, current)
        self.resize(self._fitting_size())

    def _fitting_size(self) -> QSize:
        """Wide enough for the longest option row of any game (no sideways scrolling), as tall as
        the options want; never larger than the free area of the screen."""
        form_width = 0
        shown, chosen = self.list.currentIndex().row(), self.rules()
        for row in range(self.model.rowCount()):
            self._show_rules(self.model.ruleset(row))
            form = self.options_scroll.widget()
            if form is not None:
                form_width = max(form_width, form.sizeHint().width())
        self._select_row(max(0, shown), chosen)  # the options given, not the preset's
        scroll_extra = self.options_scroll.verticalScrollBar().sizeHint().width() + 2 * self.options_scroll.frameWidth() + 4
        margins = self._layout.contentsMargins()
        width = (self.list.maximumWidth() + self._layout.spacing() * 2 + form_width + scroll_extra
                 + margins.left() + margins.right())
        height = max(560, self.sizeHint().height())
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            area = screen.availableGeometry()
            width, height = min(width, area.width() - 16), min(height, area.height() - 48)
        return QSize(max(width, 720), height)

    def _select_row(self, row: int, rules: Ruleset | None = None) -> None:
        index = self.model.index(row, 0)
        self.list.selectionModel().blockSignals(True)
        self.list.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.list.selectionModel().blockSignals(False)
        self._show_rules(rules or self.model.ruleset(row))

    def _variant_changed(self, row: int) -> None:
        if row >= 0:
            self._show_rules(self.model.ruleset(row))

    def _reset(self) -> None:
        row = self.list.currentIndex().row()
        if row >= 0:
            self._show_rules(self.model.ruleset(row))

    def _show_rules(self, rules: Ruleset) -> None:
        preset = self.model.ruleset(max(0, self.model.row_of(rules.id)))
        self._base = preset
        self.partner_level.setEnabled(preset.team_count < preset.players)  # a partner only in team games
        self.description.setText(text.variant_description(preset))
        form_widget = QWidget()
        form = QFormLayout(form_widget)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._widgets = {}
        self._links: dict[str, QLabel] = {}
        for spec in specs_for(preset):
            name, kind = spec.field, spec.kind
            value = getattr(rules, name)
            w: QWidget
            if kind == BOOL:
                w = QCheckBox()
                w.setChecked(bool(value))
                w.toggled.connect(self._changed)
            elif isinstance(kind, Spin):
                w = QSpinBox()
                w.setRange(kind.low, kind.high)
                w.setSingleStep(kind.step)
                w.setValue(int(value))
                w.valueChanged.connect(self._changed)
            else:
                assert isinstance(kind, Choice)
                w = QComboBox()
                for member in kind.values:
                    w.addItem(choice_label(spec, member), member)
                w.setCurrentIndex(list(kind.values).index(value) if value in kind.values else 0)
                w.currentIndexChanged.connect(self._changed)
            w.setAccessibleName(spec.label)
            w.setToolTip(spec.tooltip)
            label = QLabel(spec.label)
            label.setToolTip(spec.tooltip)
            link = QLabel(f'<a href="rules#{spec.anchor}">?</a>')
            link.setToolTip(QCoreApplication.translate("NewGame", "Read about this rule in the rules book"))
            link.setAccessibleName(QCoreApplication.translate("NewGame", "Rules book: {option}").format(
                option=spec.label))
            link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                         | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
            link.linkActivated.connect(self.open_rules_link)
            row = QHBoxLayout()
            row.addWidget(w, 1)
            row.addWidget(link)
            form.addRow(label, row)
            self._widgets[name] = w
            self._links[name] = link
        self.options_scroll.setWidget(form_widget)
        self._changed()

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
