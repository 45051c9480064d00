"""The end of a deal and of a game: the result shown, the review of the player's play, the replay.

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool

from ...engine import DealResult, Ruleset
from ...learn.explain import explain_result
from ...storage import saves as save_store
from .. import text
from ..suggestion import ReviewTask


class DealEndMixin:
    """The end of a deal, mixed into MainWindow (which holds the state these methods use)."""

    def _on_deal_finished(self, result: DealResult) -> None:
        self._pending_result = result
        match = self.controller.match
        self.score_model.set_match(match, match.rules.team_of(self.human) if match else 0)
        if not self.animator.busy:
            self._show_pending_result()

    def result_lines(self, result: DealResult, rules: Ruleset) -> list[str]:
        """The arithmetic of ``result`` in words, with this table's names."""
        if self.tutorial_mode.active:
            return self.tutorial_mode.result_lines()
        return explain_result(result, rules, self.names())

    def _show_pending_result(self) -> None:
        result, self._pending_result = self._pending_result, None
        match = self.controller.match
        if result is None or match is None:
            return
        self.bidding.hide()
        self.toast.hide()
        self._set_sticky(None, update=False)
        self.hint_bar.show_hint(None)
        tutorial = self.tutorial_mode.active
        self.sound.play("end")
        label = QCoreApplication.translate("MainWindow", "&Finish the tutorial") if tutorial else (
            self._practice_continue_label() if self.practice_mode.active else "")
        self.end_panel.show_result(
            result, match, self.names(), match.rules.team_of(self.human), self.result_lines(result, match.rules),
            continue_label=label, allow_new_game=not tutorial)
        if not tutorial and match.finished:
            self._offer_play_again(match.finished[-1])
        self._place_overlays()
        self.refresh()

    def _on_match_finished(self, winner: int) -> None:
        match = self.controller.match
        if match is not None and not self._stats_recorded:
            self._record_stats(match)
        if self.practice_mode.active:
            return  # the game put aside keeps its autosave
        try:
            save_store.clear_autosave()
        except OSError:
            pass

    def continue_deal(self) -> None:
        self.end_panel.hide()
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
            self.table.setFocus()
            return
        if self.practice_mode.active:
            self.practice_mode.stop(restore=True)
            self.table.setFocus()
            return
        if self.controller.match is not None and self.controller.match.over:
            self.new_game_dialog()
            return
        self.controller.continue_deal()
        self.table.setFocus()

    def review_last_deal(self) -> bool:
        """Ask the Expert's search, off the GUI thread, which of the player's cards cost the most."""
        match = self.controller.match
        if match is None or not match.finished or match.finished[-1].thrown_in:
            return False
        self._review_token += 1
        task = ReviewTask(self._review_token, match.finished[-1], self.human)
        task.relay.done.connect(self._on_review)
        self.end_panel.review_button.setEnabled(False)
        self.end_panel.review_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def _on_review(self, token: int, reviewed: object) -> None:
        if token != self._review_token or not self.end_panel.isVisible():
            return
        from ...learn.review import review_lines

        panel = self.end_panel
        panel.review_button.setEnabled(True)
        if reviewed is None:
            self._show_toast(QCoreApplication.translate("MainWindow", "The review could not be made."))
            panel.review_button.setText(QCoreApplication.translate("EndOfDeal", "&Review my play"))
            return
        match = self.controller.match
        result = match.finished[-1].result() if match is not None and match.finished else None
        base = self.result_lines(result, match.rules) if result is not None and match is not None else []
        panel.show_again(self.names(), base + [""] + review_lines(reviewed, text.action_text))  # type: ignore[arg-type]
        self._mark_review(reviewed)
        panel.review_button.hide()
        self.reviewFinished.emit()
        self._place_overlays()

    def _mark_review(self, reviewed: object) -> None:
        """The review on the table: the player's cards of the deal, the costly ones marked."""
        from ...learn.review import Review
        from ..table.review_marks import entries_for

        match = self.controller.match
        if not isinstance(reviewed, Review) or match is None or not match.finished:
            return
        deal = match.finished[-1]
        n = deal.rules.players
        played = [(number, trick.cards[(self.human - trick.leader) % n])
                  for number, trick in enumerate(deal.tricks, start=1)]
        self.scene.show_review(entries_for(played, reviewed.marked_cards))

    def show_replay(self) -> Any:
        """From the end-of-deal panel: the deal just played, all four hands face up, card by card."""
        from .deal_replay import DealReplayDialog

        match = self.controller.match
        if match is None or not match.finished:
            return None
        deal = match.finished[-1]
        dialog = DealReplayDialog(deal, self.names(), self.human, self.settings.table_colour, self,
                                  play_again=lambda trick: self.play_deal_again(trick, deal))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
