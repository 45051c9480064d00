"""The Suggest button: the Expert's move asked off the GUI thread (``SuggestTask``), shown with its reason.

A card is outlined on the table and named in the hint line; a call is outlined in the bidding panel. The
answer is dropped if the game moved on meanwhile (a token per question, and the position it was asked for).

A screen reader hears the suggestion when it arrives, in one message: the move and its reason (issue 57); and
why none is given when S is pressed at the wrong moment."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal
from PySide6.QtWidgets import QPushButton

from ...engine import Action, Card, MatchState, PlayCard, Ruleset
from ...learn import table_words as text
from ...app.table import Table
from ...app.suggestion import SuggestTask
from ..table.animator import Animator
from ..table.scene import TableScene
from ...app.tutorial import TutorialMode
from ..bidding.panel import BiddingPanel
from ..table.end_of_deal import EndOfDealPanel
from ..table.hint_bar import Hint
from .hints import RuleHints
from .overlays import Overlays
from .talk import TableTalk


class Suggester(QObject):
    given = Signal()  # a suggestion was shown (counted with the game)
    changed = Signal()  # the table must be refreshed (a suggestion arrived, or came too late)

    def __init__(self, controller: Table, animator: Animator, scene: TableScene, bidding: BiddingPanel,
                 end_panel: EndOfDealPanel, tutorial: TutorialMode, hints: RuleHints, talk: TableTalk,
                 overlays: Overlays, button: QPushButton) -> None:
        super().__init__(button)
        self.controller = controller
        self.animator = animator
        self.scene = scene
        self.bidding = bidding
        self.end_panel = end_panel
        self.tutorial = tutorial
        self.hints = hints
        self.talk = talk
        self.overlays = overlays
        self.button = button
        self.token = 0  # the question in flight; any other answer is stale
        self.asked_for: MatchState | None = None  # the position being thought about
        self.suggestion: tuple[Action, str] | None = None  # the move shown and its reason

    def suggested_card(self) -> Card | None:
        action = self.suggestion[0] if self.suggestion is not None else None
        return action.card if isinstance(action, PlayCard) else None

    def suggest(self) -> bool:
        """Ask the Expert level, off the GUI thread, what it would play here; False if not now."""
        c = self.controller
        if self.tutorial.active:
            self._not_now(QCoreApplication.translate(
                "MainWindow", "In the tutorial, the banner above the table says what to play."))
            return False
        if c.match is None or not c.is_human_turn() or self.animator.busy or self.end_panel.isVisible():
            self._not_now(QCoreApplication.translate("MainWindow", "Suggestions are given when it is your turn."))
            return False
        if self.asked_for is c.match:
            return True  # already thinking about this position
        view = c.view()
        if view is None or not view.legal_actions:
            return False
        self.token += 1
        self.asked_for = c.match
        task = SuggestTask(self.token, view)  # seeded by the position: Review agrees with it
        task.relay.done.connect(self._on_suggestion)
        self.button.setEnabled(False)
        self.button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def _on_suggestion(self, token: int, action: Action | None) -> None:
        c = self.controller
        if token != self.token:
            return
        asked_for, self.asked_for = self.asked_for, None
        self.button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
        view = c.view()
        if action is None or asked_for is not c.match or not c.is_human_turn() or view is None:
            self.changed.emit()
            return  # the game moved on meanwhile
        from ...learn.suggest import suggestion_reason

        reason = suggestion_reason(view, action)
        self.suggestion = (action, reason)
        self.given.emit()
        rules = view.rules
        shown = action
        self.say(self.spoken_suggestion(action, reason, rules))
        self.talk.log(lambda: QCoreApplication.translate("MainWindow", "Suggestion: {action}.").format(
            action=text.action_text(shown, rules)))
        if isinstance(action, PlayCard):
            card = action.card
            self.scene.selected = card  # the suggested card is lifted: Enter plays it, the arrows start from it
            played = action

            def hint() -> Hint:
                current = self.controller.view()
                words = suggestion_reason(current, played) if current is not None else reason
                return Hint("suggest", words, heading=QCoreApplication.translate(
                    "MainWindow", "Suggestion: {card}.").format(card=text.card_short(card)))

            self.hints.set_sticky(hint, update=False, unpoint=True)
        self.changed.emit()

    @staticmethod
    def spoken_suggestion(action: Action, reason: str, rules: Ruleset | None) -> str:
        """'Suggestion: Jack of Spades. It wins the trick...' (a call: 'Suggestion: Take Hearts. ...')."""
        words = QCoreApplication.translate("MainWindow", "Suggestion: {action}.").format(
            action=text.action_text(action, rules))
        return f"{words} {reason}".strip()

    def say(self, message: str) -> None:
        """For a screen reader (the window's voice, reached through the hints' context)."""
        self.hints.context.speech.say(message)

    def _not_now(self, message: str) -> None:
        """No suggestion now: the toast says why, and the screen reader with it (S is never silent)."""
        self.overlays.show_toast(message)
        self.say(message)

    def cancel(self) -> None:
        """Forget the suggestion shown and any question in flight (the position changed)."""
        self.token += 1
        self.asked_for = None
        self.suggestion = None
        self.scene.suggested = None
        self.bidding.clear_suggestion()
        self.button.setText(QCoreApplication.translate("MainWindow", "Suggest"))

    def retranslate(self) -> None:
        """The button's and the reason's words in the new language."""
        if self.asked_for is not None:
            self.button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        view = self.controller.view()
        if self.suggestion is not None and view is not None:
            from ...learn.suggest import suggestion_reason

            action = self.suggestion[0]
            self.suggestion = (action, suggestion_reason(view, action))
