"""The window in step with the controller: the table drawn as the controller holds it (``refresh``), what may be
played and why not, the bidding panel, the side panel and the menus' states; and the controller's events shown as
they come (a deal dealt, a move, a refused move, a bot thinking, the undo/redo states, the animation done).

``TableSync`` reads the window's parts through ``SyncedWindow`` (MainWindow satisfies it); it decides no rule."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...app.table import Table
from ...engine import Action, Card, MatchState, Phase, PlayCard, PlayerView, Reason
from ...learn import table_words as text
from ...app.tutorial import TutorialMode
from ..audio.sound import SoundPlayer
from ..bidding.panel import BiddingPanel
from ..models import ScoreSheetModel
from ..table.animator import Animator
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import Hint
from ..table.scene import TableScene
from ..table.view import TableView
from ...app.context import WindowContext
from ..audio.voice import Speech
from .deal_end import DealEnd
from .hints import RuleHints
from .menus import Menus
from .mirror import HandMirror
from .overlays import Overlays
from .player_input import PlayerInput
from .preferences import sync_hand_order
from ...app.seat_names import Seats
from .side_dock import SideDock
from .side_panel import SidePanel
from .status import StatusLine
from .suggest import Suggester

TRICK_SOUND_MS = 350  # the trick's sound comes after the last card's


class SyncedWindow(Protocol):
    """The window's parts that the table's drawing reads (MainWindow satisfies it)."""

    context: WindowContext[Speech]
    controller: Table
    scene: TableScene
    table: TableView
    animator: Animator
    bidding: BiddingPanel
    end_panel: EndOfDealPanel
    overlays: Overlays
    tutorial_mode: TutorialMode
    seats: Seats
    score_model: ScoreSheetModel
    side: SidePanel
    dock: SideDock
    sound: SoundPlayer
    rule_hints: RuleHints
    mirror: HandMirror
    status_line: StatusLine
    suggester: Suggester
    input: PlayerInput
    deal_end: DealEnd
    menus: Menus


class TableSync(QObject):
    def __init__(self, window: SyncedWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.w = window

    def refresh(self) -> None:
        """Every part in step with the controller: the table, what may be played and why not, the panels, the
        side panel, the menus' states, the hint line."""
        w, c = self.w, self.w.controller
        view = c.view()
        sync_hand_order(c)
        w.scene.set_view(view, w.seats.names(), w.seats.details())
        human_turn = c.is_human_turn() and not w.animator.busy
        playable = playable_cards(view) if human_turn else None
        tips = w.rule_hints.explain_cards(view, playable)
        w.scene.set_playable(playable, tips)
        suggestion = w.suggester.suggestion
        self._mark_suggested(suggestion, playable)
        w.scene.refresh_decor()
        self._refresh_bidding(view, human_turn, suggestion)
        match = c.match
        w.score_model.set_match(match, match.rules.team_of(w.context.human) if match else 0)
        self.show_corner_score()
        self._refresh_actions(view, human_turn)
        w.mirror.refresh(view, playable, w.suggester.suggested_card())
        w.status_line.update()
        w.rule_hints.show_current()
        w.overlays.place()
        w.input.maybe_auto_play(view, playable)

    def _mark_suggested(self, suggestion: tuple[Action, str] | None, playable: frozenset[Card] | None) -> None:
        """The suggested card stands out on the table, else the tutorial's lesson card."""
        tutorial = self.w.tutorial_mode.tutorial
        if suggestion is not None and isinstance(suggestion[0], PlayCard):
            self.w.scene.set_suggested(suggestion[0].card)
        elif playable is not None and tutorial is not None:
            expected = tutorial.expected_action()
            if isinstance(expected, PlayCard) and expected.card in playable:
                self.w.scene.set_suggested(expected.card)  # the lesson's card stands out

    def _refresh_bidding(
        self, view: PlayerView | None, human_turn: bool, suggestion: tuple[Action, str] | None
    ) -> None:
        """The bidding panel on the player's turn (with a suggested call), hidden otherwise."""
        bidding = self.w.bidding
        if view is None or not human_turn or self.w.end_panel.isVisible():
            bidding.hide()
            return
        bidding.seat_names = self.w.seats.names()
        self.w.overlays.size_bidding()
        bidding.set_view(view)
        if (
            suggestion is not None
            and bidding.isVisible()
            and suggestion[0] in view.legal_actions
            and not isinstance(suggestion[0], PlayCard)
        ):
            bidding.show_suggestion(*suggestion)

    def _refresh_actions(self, view: PlayerView | None, human_turn: bool) -> None:
        """The menus' and the side panel's commands enabled as the moment allows."""
        w, c, m = self.w, self.w.controller, self.w.menus
        m.act_last.setEnabled(view is not None)  # before the first trick, L says there is none yet (issue 71)
        w.side.last_trick_button.setEnabled(bool(view and view.tricks))
        can_suggest = human_turn and not w.end_panel.isVisible() and not w.tutorial_mode.active
        m.act_suggest.setEnabled(can_suggest)
        m.act_claim.setEnabled(human_turn and c.can_claim() and not w.tutorial_mode.active)
        w.side.suggest_button.setEnabled(can_suggest and w.suggester.asked_for is None)
        self.on_undo_available(c.can_undo())
        self.on_redo_available(c.can_redo())

    def refresh_names(self) -> None:
        """Who sits where changed (a network table): the plates, the score sheet and the rest again."""
        view = self.w.controller.view()
        if view is not None and not self.w.animator.busy:
            self.w.scene.set_view(view, self.w.seats.names(), self.w.seats.details())
        self.refresh()

    def show_still(self) -> None:
        """The table as the controller holds it, without animation (a network table joined mid-deal)."""
        if self.w.animator.busy:
            self.w.animator.finish_now()
        self.w.end_panel.hide()
        self.draw_still()
        self.refresh()

    def draw_still(self) -> None:
        """The table as the controller holds it, without animation."""
        view = self.w.controller.view()
        self.w.scene.set_view(view, self.w.seats.names(), self.w.seats.details())
        self.w.animator.show_still(view)

    def show_corner_score(self) -> None:
        """The match score in the felt's corner whenever the side panel is out of sight."""
        w = self.w
        w.menus.act_side.setChecked(w.dock.panel_in_sight())
        w.scene.decor.set_score(
            w.status_line.score_lines(), not w.dock.panel_in_sight(), w.dock.corner_inset() / w.table.zoom
        )
        w.dock.place_handle()

    # -- the controller's events -------------------------------------------------------------
    def on_deal_started(self) -> None:
        w = self.w
        w.end_panel.hide()
        w.scene.show_review(None)  # the last deal's reviewed cards go with its panel, before any card is dealt
        w.deal_end.pending_result = None
        w.rule_hints.set_sticky(None)
        w.suggester.cancel()
        view = w.controller.view()
        if view is None:
            return
        sync_hand_order(w.controller)
        w.scene.set_view(view, w.seats.names(), w.seats.details())
        w.sound.play("deal")
        w.animator.animate_deal(view)
        w.side.set_dealing(w.animator.busy)  # the side panel names no card before the felt shows it
        self.refresh()

    def on_action(self, before: MatchState, action: Action, after: MatchState) -> None:
        w, human = self.w, self.w.context.human
        w.rule_hints.set_sticky(None, update=False, unpoint=True)
        w.suggester.cancel()
        w.sound.play("card" if isinstance(action, PlayCard) else "bid")
        sync_hand_order(w.controller)
        w.scene.set_view(w.controller.view(), w.seats.names(), w.seats.details())
        w.animator.animate_action(before, action, after, human)
        deal_after = after.finished[-1] if len(after.finished) > len(before.finished) else after.deal
        if len(deal_after.hand(human)) > len(before.deal.hand(human)):  # the rest of the deal
            w.side.set_dealing(w.animator.busy)
        if len(deal_after.tricks) > len(before.deal.tricks):
            QTimer.singleShot(TRICK_SOUND_MS, self, lambda: w.sound.play("trick"))

    def refusal_text(self, action: Action) -> str | None:
        """Why the engine refuses ``action`` now, in words (None if it is allowed)."""
        c = self.w.controller
        error = c.why_illegal(action)
        if error is None:
            return None
        return str(text.explanation(error.reason, error.params, c.view(), self.w.seats.names()).text)

    def on_illegal(self, reason: Reason, params: dict[str, object]) -> None:
        w = self.w
        if params.get("not_your_turn"):
            w.overlays.show_toast(text.not_your_turn_text())
        else:
            view = w.controller.view()

            def hint() -> Hint:
                explanation = text.explanation(reason, params, w.controller.view(), w.seats.names())
                return Hint("illegal", explanation.text, explanation.link, explanation.rule_title)

            if view is not None and view.phase is Phase.PLAY:
                w.rule_hints.set_sticky(hint, unpoint=True)
            else:
                w.overlays.show_toast(hint().text)
        if w.scene.snapshot is not None:
            w.scene.sync(w.scene.snapshot)  # a dragged card goes back to the hand

    def on_undo_available(self, available: bool) -> None:
        self.w.menus.act_undo.setEnabled(available)
        self.w.side.undo_button.setEnabled(available)

    def on_redo_available(self, available: bool) -> None:
        self.w.menus.act_redo.setEnabled(available)

    def on_thinking(self, seat: int) -> None:
        scene = self.w.scene
        scene.decor.thinking = seat
        scene.decor.thinking_person = self.w.seats.is_person(seat)
        scene.refresh_decor()
        self.w.status_line.update()

    def on_busy(self, busy: bool) -> None:
        w = self.w
        w.controller.set_busy(busy)
        if not busy:
            w.side.set_dealing(False)
            if w.deal_end.pending_result is not None:
                w.deal_end.show_pending_result()
            self.refresh()


def playable_cards(view: PlayerView | None) -> frozenset[Card] | None:
    """The cards the player may play in the play (None in the auction, or without a game)."""
    if view is None or view.phase is not Phase.PLAY:
        return None
    return frozenset(a.card for a in view.legal_actions if isinstance(a, PlayCard))
