"""VariantListModel: every preset the engine offers (engine VARIANTS), with its description."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...engine import VARIANTS, Ruleset
from ...learn import table_words as text

Index = QModelIndex | QPersistentModelIndex
VariantIdRole = Qt.ItemDataRole.UserRole + 1
RulesetRole = Qt.ItemDataRole.UserRole + 2


class VariantListModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._variants: list[Ruleset] = list(VARIANTS.values())

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._variants)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._variants) or index.column() != 0:
            return None
        rules = self._variants[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text.variant_name(rules)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole):
            return text.variant_description(rules)
        if role == VariantIdRole:
            return rules.id
        if role == RulesetRole:
            return rules
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def row_of(self, variant_id: str) -> int:
        for i, rules in enumerate(self._variants):
            if rules.id == variant_id:
                return i
        return -1

    def ruleset(self, row: int) -> Ruleset:
        return self._variants[row]
