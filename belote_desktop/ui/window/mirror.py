"""The hand mirror: the player's cards as a list in the side panel (screen readers, the keyboard), each
unplayable one with its reason and the suggested one marked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...engine import Card, PlayerView
from ...learn.explain import Explanation
from ...learn import table_words as text
from ..table.layout import snapshot_from_view
from ...app.context import WindowContext
from ..audio.voice import Speech
from .hints import RuleHints, tooltip


class HandMirror:
    def __init__(self, context: WindowContext[Speech], hints: RuleHints, hand_list: QListWidget) -> None:
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
                item = self._item(card, playable is not None and card not in playable, card == suggested)
                hand_list.addItem(item)
                if card == current_card:
                    hand_list.setCurrentItem(item)
        hand_list.blockSignals(False)

    def _item(self, card: Card, barred: bool, suggested: bool) -> QListWidgetItem:
        """``card``'s row: its name, why it may not be played now (``barred``) or that it is the suggested one."""
        explanation = self.hints.explanations.get(card)
        label = card_label(card, explanation if barred else None, barred, suggested)
        item = QListWidgetItem(f"{text.card_short(card)}  {label}")
        item.setData(Qt.ItemDataRole.UserRole, card)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text.spoken(label))  # a rule's "J♠" in words
        if explanation is not None and barred:
            item.setToolTip(tooltip(explanation))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, text.spoken(explanation.text))
            if self.context.settings.hints:
                item.setForeground(Qt.GlobalColor.gray)
        if suggested:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def select(self, card: Card | None) -> None:
        """The mirror's current row follows the card chosen on the table (without signalling back)."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                self.list.blockSignals(True)
                self.list.setCurrentItem(item)
                self.list.blockSignals(False)


def card_label(card: Card, reason: Explanation | None, barred: bool, suggested: bool) -> str:
    """'Jack of Spades (not playable: ...)', '... (not playable)', '... (suggested)' or the card's name."""
    name = text.card_name(card)
    if barred and reason is not None:
        return QCoreApplication.translate("MainWindow", "{card} (not playable: {reason})").format(
            card=name, reason=reason.text
        )
    if barred:
        return QCoreApplication.translate("MainWindow", "{card} (not playable)").format(card=name)
    if suggested:
        return QCoreApplication.translate("MainWindow", "{card} (suggested)").format(card=name)
    return name
