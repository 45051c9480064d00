"""The player's intents: cards clicked, dragged or chosen with the keys, the hand mirror, the bidding panel's
calls, the only card played by itself (setting ``auto_play_single_card``) and the last trick shown.
Every move goes to the controller, which judges it against the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidgetItem, QWidget

from ...engine import PLAY, Action, Card, MatchState, Phase, PlayerView
from ..controller import GameController
from ..table.animator import Animator
from ..table.scene import TableScene
from ..tutorial_mode import TutorialMode
from ..widgets.bidding_panel import BiddingPanel
from ..widgets.end_of_deal import EndOfDealPanel
from .context import WindowContext
from .hints import RuleHints
from .mirror import HandMirror
from .overlays import Overlays
from .seats import Seats
from .suggest import Suggester

AUTO_PLAY_MS = 450  # the only card the player may play goes by itself after this (setting auto_play_single_card)


class PlayerInput:
    def __init__(self, parent: QWidget, context: WindowContext, controller: GameController, animator: Animator,
                 scene: TableScene, bidding: BiddingPanel, end_panel: EndOfDealPanel, tutorial: TutorialMode,
                 hints: RuleHints, mirror: HandMirror, suggester: Suggester, overlays: Overlays, seats: Seats) -> None:
        self.parent = parent
        self.context = context
        self.controller = controller
        self.animator = animator
        self.scene = scene
        self.bidding = bidding
        self.end_panel = end_panel
        self.tutorial = tutorial
        self.hints = hints
        self.mirror = mirror
        self.suggester = suggester
        self.overlays = overlays
        self.seats = seats
        self.autoplay: tuple[MatchState, Card] | None = None  # the position and its only card, waiting
        self._autoplay_timer = QTimer(parent)
        self._autoplay_timer.setSingleShot(True)
        self._autoplay_timer.timeout.connect(self._auto_play)

    # -- cards --------------------------------------------------------------------------------
    def on_panel_action(self, action: Action) -> None:
        if self.animator.busy:
            return
        self.controller.human_action(action)

    def on_card_clicked(self, card: Card) -> None:
        if self.animator.busy:
            return
        if self.context.settings.confirm_before_playing and self.scene.selected != card:
            self.select(card)
            return
        self.play_card(card)

    def play_card(self, card: Card) -> bool:
        """The human wants to play ``card``: the controller judges."""
        c = self.controller
        if self.animator.busy or c.match is None:
            return False
        view = c.view()
        if view is None or view.phase is not Phase.PLAY:
            if view is not None and view.phase is Phase.BIDDING and c.is_human_turn():
                self.overlays.show_toast(QCoreApplication.translate(
                    "MainWindow", "Bid first: the cards are played after the auction."))
                return False
        self.scene.selected = None
        return c.human_action(PLAY[card.index])

    def select(self, card: Card | None) -> None:
        """``card`` chosen (lifted) without being played; None: no choice."""
        self.scene.selected = card
        if self.scene.snapshot is not None:
            self.scene.sync(self.scene.snapshot)
        self.hints.point_at(card)
        self.mirror.select(card)

    def on_mirror_activated(self, item: QListWidgetItem) -> None:
        card = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(card, Card):
            self.play_card(card)

    def on_mirror_current(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        card = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(card, Card) and not self.animator.busy:
            self.scene.selected = card
            if self.scene.snapshot is not None:
                self.scene.sync(self.scene.snapshot)
            self.hints.point_at(card)

    # -- keys -----------------------------------------------------------------------------------
    def on_key(self, event: QKeyEvent) -> bool:
        """The game's keys; True when the key was the game's."""
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
            self.suggester.suggest()
            return True
        scene = self.scene
        snap = scene.snapshot
        hand = list(snap.hand) + list(snap.table_cards(snap.human)) if snap is not None else []  # face-up table cards too
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            current = scene.selected
            if current in hand:
                i = hand.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                playable = scene.playable
                first = next((c for c in hand if playable is None or c in playable), hand[0])
                i = hand.index(first)
            self.select(hand[i % len(hand)])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up):
            selected, suggested = scene.selected, scene.suggested
            if selected is not None and selected in hand:
                self.play_card(selected)
            elif suggested is not None and suggested in hand and scene.playable is not None:
                self.play_card(suggested)  # after Suggest, one Enter plays the outlined card
            elif hand:
                playable = scene.playable
                self.select(suggested if suggested in hand else
                            next((c for c in hand if playable is None or c in playable), hand[0]))
            return True
        if key == Qt.Key.Key_Escape:
            self.select(None)
            return True
        return False

    # -- the only card, played by itself ------------------------------------------------------------
    def maybe_auto_play(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        """Setting auto_play_single_card: the only card the player may play goes by itself (not when a
        declaration may still be made, nor in the tutorial)."""
        match = self.controller.match
        if (not self.context.settings.auto_play_single_card or view is None or playable is None or len(playable) != 1
                or len(view.legal_actions) != 1 or self.tutorial.active or match is None):
            return
        if self.autoplay is not None and self.autoplay[0] is match:
            return
        self.autoplay = (match, next(iter(playable)))
        self._autoplay_timer.start(AUTO_PLAY_MS)

    def _auto_play(self) -> None:
        pending, self.autoplay = self.autoplay, None
        if pending is None or pending[0] is not self.controller.match:
            return  # the game moved on meanwhile
        if self.animator.busy or self.end_panel.isVisible() or not self.controller.is_human_turn():
            return
        self.play_card(pending[1])

    def show_last_trick(self) -> None:
        view = self.controller.view()
        if view is None or not view.tricks:
            self.overlays.show_toast(QCoreApplication.translate("MainWindow", "No trick has been played yet in this deal."))
            return
        from ..widgets.last_trick import LastTrickDialog

        LastTrickDialog(view, self.seats.names(), self.scene.geometry, self.parent).exec()
