"""The deal editor's row of choices at the top: the game, the dealer and the contract (the auction as usual, or a
fixed contract: its taker, trumps and value). ``DealChoices`` builds the combo boxes, fills them from a draft
(``show``) and reads the contract chosen (``contract``); the dialog connects their changes to its own handlers
(``ChoiceHandlers``), so this module never imports the dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from ...engine import Ruleset, Strain, VARIANTS, find_variant
from ...learn import table_words as text
from ...app.deal_editing import DealDraft, FixedContract, contract_strains, contract_values

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ChoiceHandlers:
    """What the dialog does when a choice changes (each gets the combo's new index)."""

    game: Callable[[int], None]
    dealer: Callable[[int], None]
    contract: Callable[[int], None]


class DealChoices:
    """The game, dealer and contract combo boxes, with their labels, in one row (``row``)."""

    def __init__(self, parent: QWidget, rules: Ruleset, handlers: ChoiceHandlers) -> None:
        self.games: list[Ruleset] = [rules] + [find_variant(v) for v in VARIANTS if v != rules.id]
        self.game_combo = QComboBox(parent)
        for r in self.games:
            self.game_combo.addItem(text.variant_name(r))
        self.game_combo.currentIndexChanged.connect(handlers.game)
        self.dealer_combo = QComboBox(parent)
        self.dealer_combo.currentIndexChanged.connect(handlers.dealer)
        self.contract_combo = QComboBox(parent)
        self.taker_combo = QComboBox(parent)
        self.strain_combo = QComboBox(parent)
        self.value_combo = QComboBox(parent)
        for combo in (self.contract_combo, self.taker_combo, self.strain_combo, self.value_combo):
            combo.currentIndexChanged.connect(handlers.contract)
        self.game_label, self.dealer_label, self.contract_label = QLabel(parent), QLabel(parent), QLabel(parent)
        self.row = QHBoxLayout()
        for label, combo in (
            (self.game_label, self.game_combo),
            (self.dealer_label, self.dealer_combo),
            (self.contract_label, self.contract_combo),
        ):
            label.setBuddy(combo)
            self.row.addWidget(label)
            self.row.addWidget(combo)
        for combo in (self.taker_combo, self.strain_combo, self.value_combo):
            self.row.addWidget(combo)
        self.row.addStretch(1)

    def retranslate(self) -> None:
        self.game_label.setText(translate("DealEditor", "&Game:"))
        self.dealer_label.setText(translate("DealEditor", "&Dealer:"))
        self.contract_label.setText(translate("DealEditor", "&Contract:"))
        self.taker_combo.setAccessibleName(translate("DealEditor", "Taker"))
        self.strain_combo.setAccessibleName(translate("DealEditor", "Trumps"))
        self.value_combo.setAccessibleName(translate("DealEditor", "Value"))

    def _combos(self) -> tuple[QComboBox, ...]:
        return self.dealer_combo, self.taker_combo, self.strain_combo, self.value_combo, self.contract_combo

    def show(self, draft: DealDraft, seat_names: list[str]) -> None:
        """The dealer and contract choices of ``draft``'s game, set as the draft has them (no handler called)."""
        rules = draft.rules
        for combo in self._combos():
            combo.blockSignals(True)
            combo.clear()
        for seat in range(rules.players):
            self.dealer_combo.addItem(seat_names[seat], seat)
            self.taker_combo.addItem(seat_names[seat], seat)
        self.dealer_combo.setCurrentIndex(draft.dealer)
        self.contract_combo.addItem(translate("DealEditor", "Auction as usual"))
        self.contract_combo.addItem(translate("DealEditor", "Fixed contract (no auction)"))
        for strain in contract_strains(rules):
            self.strain_combo.addItem(text.strain_name(strain), int(strain))
        for value in contract_values(rules):
            self.value_combo.addItem(str(value), value)
        if draft.contract is not None:
            c = draft.contract
            self.contract_combo.setCurrentIndex(1)
            self.taker_combo.setCurrentIndex(c.taker)
            self.strain_combo.setCurrentIndex(max(0, self.strain_combo.findData(int(c.strain))))
            self.value_combo.setCurrentIndex(max(0, self.value_combo.findData(c.value)))
        for combo in self._combos():
            combo.blockSignals(False)
        self.show_contract()

    def show_contract(self) -> None:
        """The taker, trumps and value shown only for a fixed contract (the value where the game bids one)."""
        fixed = self.contract_combo.currentIndex() == 1
        self.taker_combo.setVisible(fixed)
        self.strain_combo.setVisible(fixed)
        self.value_combo.setVisible(fixed and self.value_combo.count() > 0)

    def contract(self) -> FixedContract | None:
        """The fixed contract chosen (None: the auction as usual)."""
        if self.contract_combo.currentIndex() != 1:
            return None
        strain = self.strain_combo.currentData()
        value = self.value_combo.currentData() if self.value_combo.count() else 0
        return FixedContract(max(0, self.taker_combo.currentIndex()), Strain(strain or 0), int(value or 0))
