"""The player's intents: cards clicked, dragged or chosen with the keys, the hand mirror, the bidding panel's
calls, the only card played by itself (setting ``auto_play_single_card``), the declarations made with the first
card (setting ``auto_declare``) and the last trick shown; and (``TakeBack``) Undo, Redo and Claim.
Every move goes to the controller, which judges it against the engine.

Keys pressed while the table moves (or while a suggestion asked for is on its way) are held and acted on
in order when it stops, if the position is still the one they were pressed in and it is the player's turn.
The keys also keep a cursor in the hand: at the player's next turn the card there is lifted, so that one
Enter plays it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidgetItem, QWidget

from ...engine import DECLARE, PLAY, Action, Card, MatchState, Phase, PlayerView
from ...app.table import Table
from ..table.animator import Animator
from ..table.scene import TableScene
from ...app.tutorial import TutorialMode
from ..bidding.panel import BiddingPanel
from ..table.end_of_deal import EndOfDealPanel
from . import accessibility
from ...app.context import WindowContext
from ..audio.voice import Speech
from .hints import RuleHints
from .mirror import HandMirror
from .overlays import Overlays
from ...app.seat_names import Seats
from .suggest import Suggester
from .talk import TableTalk

AUTO_PLAY_MS = 450  # the only card the player may play goes by itself after this (setting auto_play_single_card)
SUGGESTION_WAIT_MS = 10000  # held keys wait this long at most for a suggestion asked for before them

# the keys the game may act on (cards, and the bidding panels' letters, digits and +/-): held, not lost,
# while the table moves
GAME_KEYS = frozenset(
    {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter,
     Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_Equal}
    | {Qt.Key(Qt.Key.Key_A.value + i) for i in range(26)} | {Qt.Key(Qt.Key.Key_0.value + i) for i in range(10)})


class PlayerInput:
    def __init__(self, parent: QWidget, context: WindowContext[Speech], controller: Table, animator: Animator,
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
        # (key, modifiers, text, the position it was pressed in), pressed while the table moved
        self.held: list[tuple[Qt.Key, Qt.KeyboardModifier, str, MatchState | None]] = []
        self.cursor: int | None = None  # where the keys last chose in the hand (None: the mouse chose)
        self._suggestion_timer = QTimer(parent)
        self._suggestion_timer.setSingleShot(True)
        self._suggestion_timer.timeout.connect(lambda: self.release_held(give_up_suggestion=True))
        # after the window's own handlers (the table refreshed, the suggestion shown), never inside them
        animator.finished.connect(self._release_later)
        suggester.changed.connect(self._release_later)

    # -- cards --------------------------------------------------------------------------------
    def on_panel_action(self, action: Action) -> None:
        if self.animator.busy:
            return
        self.controller.human_action(action)

    def on_card_clicked(self, card: Card) -> None:
        if self.animator.busy:
            return
        self.cursor = None  # the mouse chooses: no card lifted by itself at the next turn
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
        play = PLAY[card.index]
        if view is not None and DECLARE in view.legal_actions and self.context.settings.auto_declare \
                and not self.tutorial.active and c.why_illegal(play) is None:  # the tutorial teaches declaring
            before = c.match
            if not c.human_action(DECLARE):
                return False
            if c.match is before:  # a network table: the host's answer is on its way, the card stays lifted
                self.select(card)
                return False
        return c.human_action(play)

    def select(self, card: Card | None) -> None:
        """``card`` chosen (lifted) without being played; None: no choice."""
        self.scene.selected = card
        if self.scene.snapshot is not None:
            self.scene.sync(self.scene.snapshot)
        self.hints.point_at(card)
        self.mirror.select(card)
        accessibility.focus_moved(self.scene)  # screen readers say the card now under the keys

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
            accessibility.focus_moved(self.scene)

    # -- keys -----------------------------------------------------------------------------------
    def on_key(self, event: QKeyEvent) -> bool:
        """The game's keys; True when the key was the game's."""
        key = event.key()
        accessibility.key_pressed(self.scene)  # the focus card it moves is said at once (issue 71)
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if self.end_panel.isVisible():
            self.held.clear()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.end_panel.keyPressEvent(event)
                return True
            return False
        if self.held or self._must_wait():
            if key not in GAME_KEYS:
                return False
            # Held rather than the animation cut short (finish_now): the player still sees the trick
            # to its end, and the key acts as if pressed just after it, in order with the others.
            self.held.append((Qt.Key(key), event.modifiers(), event.text(), self.controller.match))
            self.release_held()
            return True
        return self._act(event)

    def _must_wait(self) -> bool:
        """Keys wait while the table moves, and while the suggestion asked for comes (S then Enter plays it)."""
        if self.animator.busy:
            return True
        asked = self.suggester.asked_for
        return asked is not None and asked is self.controller.match

    def _release_later(self) -> None:
        if self.held:
            QTimer.singleShot(0, self.parent, self.release_held)

    def release_held(self, give_up_suggestion: bool = False) -> None:
        """Act on the held keys, in order, once nothing holds them; drop them if the game moved on (another
        position, not the player's turn, the deal over)."""
        c = self.controller
        while self.held:
            if self.animator.busy:
                return
            if self._must_wait() and not give_up_suggestion:
                if not self._suggestion_timer.isActive():
                    self._suggestion_timer.start(SUGGESTION_WAIT_MS)
                return
            key, modifiers, text, match = self.held.pop(0)
            if match is not c.match or not c.is_human_turn() or self.end_panel.isVisible():
                continue  # pressed for another position: dropped (a key pressed since then is kept)
            self._act(QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text))
        self._suggestion_timer.stop()

    def _act(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.bidding.handle_key(event):
            return True
        if key == Qt.Key.Key_S:
            self.suggester.suggest()
            return True
        scene = self.scene
        hand = self._hand()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            current = scene.selected
            if current in hand:
                i = hand.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                playable = scene.playable
                first = next((c for c in hand if playable is None or c in playable), hand[0])
                i = hand.index(first)
            self.cursor = i % len(hand)
            self.select(hand[self.cursor])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Up):
            selected, suggested = scene.selected, scene.suggested
            if selected is not None and selected in hand:
                self.cursor = hand.index(selected)
                self.play_card(selected)
            elif suggested is not None and suggested in hand and scene.playable is not None:
                self.cursor = hand.index(suggested)
                self.play_card(suggested)  # after Suggest, one Enter plays the outlined card
            elif hand:  # nothing shown yet: Enter first shows the card it would play
                playable = scene.playable
                card = suggested if suggested in hand else next(
                    (c for c in hand if playable is None or c in playable), hand[0])
                self.cursor = hand.index(card)
                self.select(card)
            return True
        if key == Qt.Key.Key_Escape:
            self.cursor = None
            self.select(None)
            return True
        return False

    def _hand(self) -> list[Card]:
        snap = self.scene.snapshot
        return list(snap.hand) + list(snap.table_cards(snap.human)) if snap is not None else []  # face-up table cards too

    def place_cursor(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        """The player's turn to play: when he chooses with the keys, the playable card nearest the cursor is
        lifted, so that one Enter plays it (it is in sight before the key, never played blind)."""
        scene = self.scene
        if (self.cursor is None or view is None or view.phase is not Phase.PLAY or not playable
                or scene.selected is not None or scene.suggested is not None or self.tutorial.active):
            return
        hand = self._hand()
        choices = [i for i, card in enumerate(hand) if card in playable]
        if choices:
            at = self.cursor
            self.select(hand[min(choices, key=lambda i: (abs(i - at), i < at))])

    # -- the only card, played by itself ------------------------------------------------------------
    def maybe_auto_play(self, view: PlayerView | None, playable: frozenset[Card] | None) -> None:
        """Setting auto_play_single_card: the only card the player may play goes by itself (not when a
        declaration may still be made, nor in the tutorial)."""
        self.place_cursor(view, playable)  # called when the table is refreshed: the turn may have begun
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
            words = QCoreApplication.translate("MainWindow", "No trick has been played yet in this deal.")
            self.overlays.show_toast(words)
            self.context.speech.say(words)  # and to the ear (issue 71)
            return
        from ..dialogs.last_trick import LastTrickDialog

        dialog = LastTrickDialog(view, self.seats.names(), self.scene.geometry, self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # made anew each time: none kept
        dialog.exec()


# -- the player's take-backs and claim: Undo, Redo (with the replies that followed), Claim the rest -------------
class Redraw(Protocol):
    """The window's drawing that a take-back asks for (``table_sync.TableSync``)."""

    def draw_still(self) -> None: ...

    def refresh(self) -> None: ...


class TakeBackWindow(Protocol):
    """The window's parts a take-back touches (MainWindow satisfies it)."""

    @property
    def controller(self) -> Table: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def rule_hints(self) -> RuleHints: ...

    @property
    def suggester(self) -> Suggester: ...

    @property
    def sync(self) -> Redraw: ...

    @property
    def talk(self) -> TableTalk: ...


class TakeBack:
    def __init__(self, window: TakeBackWindow) -> None:
        self.w = window

    def undo(self) -> None:
        if self.w.animator.busy:
            self.w.animator.finish_now()
        if self.w.controller.undo():
            self._taken(lambda: QCoreApplication.translate("MainWindow", "You took back your last move."))

    def redo(self) -> None:
        """Put back the move taken back, and the other players' replies that had followed it."""
        if self.w.animator.busy:
            self.w.animator.finish_now()
        local = self.w.controller.local
        if local is not None and local.redo():
            self._taken(lambda: QCoreApplication.translate("MainWindow", "You put back the move you took back."))

    def _taken(self, said: Callable[[], str]) -> None:
        """The table as it stands after a move taken back or put back, said in the talk."""
        w = self.w
        w.scene.selected = None
        w.rule_hints.set_sticky(None, update=False)
        w.suggester.cancel()
        w.sync.draw_still()
        w.talk.log(said)
        w.sync.refresh()

    def claim_rest(self) -> None:
        """Show the hand and claim every remaining trick; the others accept exactly when it is certain."""
        local = self.w.controller.local
        if self.w.animator.busy or local is None or not self.w.controller.can_claim():
            return
        local.claim_rest()
