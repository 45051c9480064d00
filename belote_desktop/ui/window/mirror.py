"""The hand mirror: the player's cards as a list in the side panel (screen readers, the keyboard), each
unplayable one with its reason and the suggested one marked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...engine import Card, PlayerView
from .. import text
from ..table.layout import snapshot_from_view
from .context import WindowContext
from .hints import RuleHints, tooltip


class HandMirror:
    def __init__(self, context: WindowContext, hints: RuleHints, hand_list: QListWidget) -> None:
        self.context = context
        self.hints = hints
        self.list = hand_list

    def refresh(self, view: PlayerView | None, playable: frozenset[Card] | None, suggested: Card | None) -> None:
        hand_list = self.list
        current = hand_list.currentItem()
        current_card = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        if suggested is not None:
            current_card = suggested
        hand_list.blockSignals(True)
        hand_list.clear()
        if view is not None:
            snap = snapshot_from_view(view)
            for card in snap.hand + snap.table_cards(snap.human):
                label = text.card_name(card)
                explanation = self.hints.explanations.get(card)
                if playable is not None and card not in playable:
                    if explanation is not None:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable: {reason})").format(
                            card=label, reason=explanation.text)
                    else:
                        label = QCoreApplication.translate("MainWindow", "{card} (not playable)").format(card=label)
                elif card == suggested:
                    label = QCoreApplication.translate("MainWindow", "{card} (suggested)").format(card=label)
                item = QListWidgetItem(f"{text.card_short(card)}  {label}")
                item.setData(Qt.ItemDataRole.UserRole, card)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, text.spoken(label))  # a rule's "J♠" in words
                if explanation is not None and playable is not None and card not in playable:
                    item.setToolTip(tooltip(explanation))
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, text.spoken(explanation.text))
                    if self.context.settings.hints:
                        item.setForeground(Qt.GlobalColor.gray)
                if card == suggested:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                hand_list.addItem(item)
                if card == current_card:
                    hand_list.setCurrentItem(item)
        hand_list.blockSignals(False)

    def select(self, card: Card | None) -> None:
        """The mirror's current row follows the card chosen on the table (without signalling back)."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                self.list.blockSignals(True)
                self.list.setCurrentItem(item)
                self.list.blockSignals(False)
