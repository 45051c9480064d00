"""The player's intents: cards clicked, keys, the hand mirror, bids, auto-play, undo, last trick.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidgetItem

from ...engine import PLAY, Action, Card, Phase, PlayerView

AUTO_PLAY_MS = 450  # the only card the player may play goes by itself after this (setting auto_play_single_card)


class InputMixin:
    """The player's intents, mixed into MainWindow (which holds the state these methods use)."""

    def _on_panel_action(self, action: Action) -> None:
        if self.animator.busy:
            return
        self.controller.human_action(action)

    def _on_card_clicked(self, card: Card) -> None:
        if self.animator.busy:
            return
        if self.settings.confirm_before_playing and self.scene.selected != card:
            self._select(card)
            return
        self.play_card(card)

    def play_card(self, card: Card) -> bool:
        """The human wants to play ``card``: the controller judges."""
        if self.animator.busy or self.controller.match is None:
            return False
        view = self.controller.view()
        if view is None or view.phase is not Phase.PLAY:
            if view is not None and view.phase is Phase.BIDDING and self.controller.is_human_turn():
                self._show_toast(QCoreApplication.translate("MainWindow", "Bid first: the cards are played after the auction."))
                return False
        self.scene.selected = None
        ok = self.controller.human_action(PLAY[card.index])
        return ok

    def _select(self, card: Card | None) -> None:
        self.scene.selected = card
        if self.scene.snapshot is not None:
            self.scene.sync(self.scene.snapshot)
        self._point_at(card)
        for i in range(self.hand_list.count()):
            item = self.hand_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                self.hand_list.blockSignals(True)
                self.hand_list.setCurrentItem(item)
                self.hand_list.blockSignals(False)

    def _on_mirror_activated(self, item: QListWidgetItem) -> None:
        card = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(card, Card):
            self.play_card(card)

    def _on_mirror_current(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        card = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(card, Card) and not self.animator.busy:
            self.scene.selected = card
            if self.scene.snapshot is not None:
                self.scene.sync(self.scene.snapshot)
            self._point_at(card)

    def _on_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if self.end_panel.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.end_panel.keyPressEvent(event)
                return True
            return False
        if self.animator.busy:
            return key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.bidding.handle_key(event):
            return True
        if key == Qt.Key.Key_S:
            self.suggest()
            return True
        snap = self.scene.snapshot
        hand = list(snap.hand) + list(snap.table_cards(snap.human)) if snap is not None else []  # face-up table cards too
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            current = self.scene.selected
            if current in hand:
                i = hand.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                playable = self.scene.playable
                first = next((c for c in hand if playable is None or c in playable), hand[0])
                i = hand.index(first)
            self._select(hand[i % len(hand)])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up):
            if self.scene.selected in hand:
                self.play_card(self.scene.selected)
            elif self.scene.suggested in hand and self.scene.playable is not None:
                self.play_card(self.scene.suggested)  # after Suggest, one Enter plays the outlined card
            elif hand:
                playable = self.scene.playable
                suggested = self.scene.suggested
                self._select(suggested if suggested in hand else
                             next((c for c in hand if playable is None or c in playable), hand[0]))
            return True
        if key == Qt.Key.Key_Escape:
            self._select(None)
            return True
        return False

    def _maybe_auto_play(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        """Setting auto_play_single_card: the only card the player may play goes by itself (not when a
        declaration may still be made, nor in the tutorial)."""
        match = self.controller.match
        if (not self.settings.auto_play_single_card or view is None or playable is None or len(playable) != 1
                or len(view.legal_actions) != 1 or self.tutorial_mode.active or match is None):
            return
        if self._autoplay is not None and self._autoplay[0] is match:
            return
        self._autoplay = (match, next(iter(playable)))
        self._autoplay_timer.start(AUTO_PLAY_MS)

    def _auto_play(self) -> None:
        pending, self._autoplay = self._autoplay, None
        if pending is None or pending[0] is not self.controller.match:
            return  # the game moved on meanwhile
        if self.animator.busy or self.end_panel.isVisible() or not self.controller.is_human_turn():
            return
        self.play_card(pending[1])

    def undo(self) -> None:
        if self.animator.busy:
            self.animator.finish_now()
        if self.controller.undo():
            self.scene.selected = None
            self._set_sticky(None, update=False)
            self._cancel_suggestion()
            self.scene.set_view(self.controller.view(), self.names(), self._details())
            self.animator.show_still(self.controller.view())
            self._log(lambda: QCoreApplication.translate("MainWindow", "You took back your last move."))
            self.refresh()

    def show_last_trick(self) -> None:
        view = self.controller.view()
        if view is None or not view.tricks:
            self._show_toast(QCoreApplication.translate("MainWindow", "No trick has been played yet in this deal."))
            return
        from .last_trick import LastTrickDialog

        LastTrickDialog(view, self.names(), self.scene.geometry, self).exec()
