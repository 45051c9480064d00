"""The Suggest button: the Expert's move asked off the GUI thread, shown with its reason.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QThreadPool

from ...engine import Action, PlayCard
from .. import text
from ..suggestion import SuggestTask
from .hint_bar import Hint


class SuggestMixin:
    """Suggest, mixed into MainWindow (which holds the state these methods use)."""

    def suggest(self) -> bool:
        """Ask the Expert level, off the GUI thread, what it would play here; False if not now."""
        c = self.controller
        if self.tutorial_mode.active:
            self._show_toast(QCoreApplication.translate(
                "MainWindow", "In the tutorial, the banner above the table says what to play."))
            return False
        if c.match is None or not c.is_human_turn() or self.animator.busy or self.end_panel.isVisible():
            self._show_toast(QCoreApplication.translate("MainWindow", "Suggestions are given when it is your turn."))
            return False
        if self._suggest_for is c.match:
            return True  # already thinking about this position
        view = c.view()
        if view is None or not view.legal_actions:
            return False
        self._suggest_token += 1
        self._suggest_for = c.match
        task = SuggestTask(self._suggest_token, view)  # seeded by the position: Review agrees with it
        task.relay.done.connect(self._on_suggestion)
        self.suggest_button.setEnabled(False)
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def _on_suggestion(self, token: int, action: Action | None) -> None:
        c = self.controller
        if token != self._suggest_token:
            return
        asked_for, self._suggest_for = self._suggest_for, None
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
        if action is None or asked_for is not c.match or not c.is_human_turn():
            self.refresh()
            return  # the game moved on meanwhile
        from ...learn.suggest import suggestion_reason

        view = c.view()
        reason = suggestion_reason(view, action)
        self._suggestion = (action, reason)
        self.suggestions_used += 1
        self._log(lambda a=action: QCoreApplication.translate("MainWindow", "Suggestion: {action}.").format(
            action=text.action_text(a, view.rules)))
        if isinstance(action, PlayCard):
            card = action.card
            self.scene.selected = card  # the suggested card is lifted: Enter plays it, the arrows start from it

            def hint() -> Hint:
                current = self.controller.view()
                words = suggestion_reason(current, action) if current is not None else reason
                return Hint("suggest", words, heading=QCoreApplication.translate(
                    "MainWindow", "Suggestion: {card}.").format(card=text.card_short(card)))

            self._pointed = None
            self._set_sticky(hint, update=False)
        self.refresh()

    def _cancel_suggestion(self) -> None:
        self._suggest_token += 1
        self._suggest_for = None
        self._suggestion = None
        self.scene.suggested = None
        self.bidding.clear_suggestion()
        self.suggest_button.setText(QCoreApplication.translate("MainWindow", "Suggest"))
