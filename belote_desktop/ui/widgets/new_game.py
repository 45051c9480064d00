"""NewGameDialog: pick a variant (every engine preset) and adjust its rule options.

The preset's name shows while the options match it (engine ``matching_preset``), "Custom rules"
otherwise. Options that would not make a playable game (``Ruleset.validate``) disable OK.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QListView, QPushButton,
    QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from ...engine import MatchEnd, MeldSharing, Ruleset, TieRule, TrumpScheme, matching_preset
from .. import text
from ..models.variant_model import VariantListModel


def _auction(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.POINT_AUCTION


def _always(rules: Ruleset) -> bool:
    return True


def _option_specs() -> list[tuple[str, str, Any, Callable[[Ruleset], bool]]]:
    """(field, label, kind, applies): kind is 'bool', (min, max, step) or an Enum class."""
    return [
        ("target_score", QCoreApplication.translate("NewGame", "Target score"), (100, 10000, 50), _always),
        ("declarations", QCoreApplication.translate("NewGame", "Declarations (tierce, carré…)"), "bool", _always),
        ("meld_sharing", QCoreApplication.translate("NewGame", "Declarations that score"), MeldSharing,
         lambda r: r.declarations),
        ("belote_points", QCoreApplication.translate("NewGame", "Belote and rebelote points"), (0, 100, 10), _always),
        ("belote_king_first", QCoreApplication.translate("NewGame", "Belote only if the king comes first"), "bool",
         _always),
        ("belote_in_all_trumps", QCoreApplication.translate("NewGame", "Belote in every suit at all trumps"), "bool",
         _auction),
        ("belote_counts_for_contract", QCoreApplication.translate("NewGame", "Belote counts toward the bid"), "bool",
         _auction),
        ("must_trump", QCoreApplication.translate("NewGame", "Must trump when void"), "bool", _always),
        ("must_overtrump", QCoreApplication.translate("NewGame", "Must overtrump"), "bool", _always),
        ("partner_exempts", QCoreApplication.translate("NewGame", "No duty to trump when partner holds the trick"),
         "bool", _always),
        ("partner_exempts_trump_lead",
         QCoreApplication.translate("NewGame", "No duty to go higher in trumps when partner holds the trick"),
         "bool", _always),
        ("must_raise_in_trump_lead", QCoreApplication.translate("NewGame", "Must go higher when trumps are led"),
         "bool", _always),
        ("all_trumps_raise_every_suit",
         QCoreApplication.translate("NewGame", "All trumps: must go higher in every suit"), "bool", _auction),
        ("last_trick_bonus", QCoreApplication.translate("NewGame", "Last trick bonus (dix de der)"), (0, 100, 5),
         _always),
        ("capot_bonus", QCoreApplication.translate("NewGame", "Capot bonus"), (0, 500, 10), _always),
        ("tie_rule", QCoreApplication.translate("NewGame", "When the takers tie"), TieRule, _always),
        ("match_end", QCoreApplication.translate("NewGame", "Both teams pass the target"), MatchEnd, _always),
        ("shuffle_every_deal", QCoreApplication.translate("NewGame", "Shuffle before every deal"), "bool", _always),
        ("min_bid", QCoreApplication.translate("NewGame", "Lowest bid"), (10, 500, 10), _auction),
        ("max_bid", QCoreApplication.translate("NewGame", "Highest bid"), (10, 500, 10), _auction),
        ("bid_step", QCoreApplication.translate("NewGame", "Bid step"), (5, 50, 5), _auction),
        ("allow_no_trumps", QCoreApplication.translate("NewGame", "No trumps contracts"), "bool", _auction),
        ("allow_all_trumps", QCoreApplication.translate("NewGame", "All trumps contracts"), "bool", _auction),
        ("allow_capot_bid", QCoreApplication.translate("NewGame", "Capot bids"), "bool", _auction),
        ("allow_double", QCoreApplication.translate("NewGame", "Coinche"), "bool", _auction),
        ("allow_redouble", QCoreApplication.translate("NewGame", "Surcoinche"), "bool", _auction),
        ("failed_contract_base", QCoreApplication.translate("NewGame", "Failed contract: defenders get this + the bid"),
         (0, 500, 10), _auction),
        ("capot_bid_value", QCoreApplication.translate("NewGame", "Capot bid is worth"), (0, 1000, 10), _auction),
        ("capot_bid_failed", QCoreApplication.translate("NewGame", "Failed capot bid costs"), (0, 2000, 10), _auction),
        ("uncalled_capot_points", QCoreApplication.translate("NewGame", "Capot that was not bid counts"),
         (0, 1000, 10), _auction),
    ]


def enum_label(value: Enum) -> str:
    labels = {
        TieRule.TAKERS_MAKE: QCoreApplication.translate("NewGame", "the contract is made"),
        TieRule.TAKERS_FAIL: QCoreApplication.translate("NewGame", "the contract fails"),
        TieRule.HANGING: QCoreApplication.translate("NewGame", "the points are held over (litige)"),
        MatchEnd.DRAW: QCoreApplication.translate("NewGame", "the match is a draw"),
        MatchEnd.HIGHER_WINS: QCoreApplication.translate("NewGame", "the higher score wins"),
        MatchEnd.HIGHER_WINS_LAST_DEAL: QCoreApplication.translate(
            "NewGame", "the higher score wins; if equal, the last deal's winner"),
        MeldSharing.BEST_TEAM_ONLY: QCoreApplication.translate("NewGame", "only the best team's"),
        MeldSharing.BOTH_TEAMS: QCoreApplication.translate("NewGame", "every team's"),
    }
    return labels.get(value, str(value.value))  # type: ignore[call-overload]


class NewGameDialog(QDialog):
    def __init__(self, current: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("NewGame", "New game"))
        self.model = VariantListModel(self)
        self._base: Ruleset = current
        self._widgets: dict[str, QWidget] = {}
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(QCoreApplication.translate("NewGame", "Game")))
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setAccessibleName(QCoreApplication.translate("NewGame", "Games"))
        self.list.setMaximumWidth(220)
        left.addWidget(self.list)
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
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        right.addWidget(self.scroll, 1)
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
        shown = self.list.currentIndex().row()
        for row in range(self.model.rowCount()):
            self._show_rules(self.model.ruleset(row))
            form_width = max(form_width, self.scroll.widget().sizeHint().width())
        self._select_row(max(0, shown))
        scroll_extra = self.scroll.verticalScrollBar().sizeHint().width() + 2 * self.scroll.frameWidth() + 4
        margins = self.layout().contentsMargins()
        width = (self.list.maximumWidth() + self.layout().spacing() * 2 + form_width + scroll_extra
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
        self.description.setText(text.variant_description(preset))
        form_widget = QWidget()
        form = QFormLayout(form_widget)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._widgets = {}
        for name, label, kind, applies in _option_specs():
            if not applies(preset):
                continue
            value = getattr(rules, name)
            if kind == "bool":
                w: QWidget = QCheckBox()
                w.setChecked(bool(value))
                w.toggled.connect(self._changed)
            elif isinstance(kind, tuple):
                w = QSpinBox()
                low, high, step = kind
                w.setRange(low, high)
                w.setSingleStep(step)
                w.setValue(int(value))
                w.valueChanged.connect(self._changed)
            else:
                w = QComboBox()
                for member in kind:
                    w.addItem(enum_label(member), member)
                w.setCurrentIndex(list(kind).index(value))
                w.currentIndexChanged.connect(self._changed)
            w.setAccessibleName(label)
            form.addRow(label, w)
            self._widgets[name] = w
        self.scroll.setWidget(form_widget)
        self._changed()

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
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

    def _changed(self, *_args: Any) -> None:
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
