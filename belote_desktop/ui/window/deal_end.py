"""The end of a deal: the result on the end-of-deal panel (once the last card has landed), the review of
the player's play, the replay of the deal, and the way on (next deal, back from the tutorial or a practice
deal, a new game when the match is over)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QDialog, QWidget

from ...engine import DealResult, Ruleset
from ...learn.explain import explain_result
from ...learn import table_words as text
from ...app.table import Table
from ..models import ScoreSheetModel
from ...app.practice import PracticeMode
from ..audio.sound import SoundPlayer
from ...app.mistakes import MistakeShelf
from ...app.suggestion import JudgeOptions, ReviewTask
from ..table.animator import Animator
from ..table.scene import TableScene
from ...app.tutorial import TutorialMode
from ..bidding.panel import BiddingPanel
from ..table.end_of_deal import EndOfDealPanel
from ..table.match_moment import MatchMoment
from ...app.context import WindowContext
from ..audio.voice import Speech
from .deals import DealsToLearnFrom
from .hints import RuleHints
from .overlays import Overlays
from ...app.seat_names import Seats

if TYPE_CHECKING:
    from ..dialogs.review_window import ReviewWindow


class DealEnd(QObject):
    reviewFinished = Signal()  # the post-deal review is made: its window shows, its verdict is on the end-of-deal panel
    newGameWanted = Signal()  # the match is over and the player goes on: the New Game dialog
    changed = Signal()  # the table must be refreshed (the result is shown)

    def __init__(self, parent: QWidget, context: WindowContext[Speech], controller: Table, animator: Animator,
                 scene: TableScene, table: QWidget, bidding: BiddingPanel, end_panel: EndOfDealPanel,
                 hints: RuleHints, overlays: Overlays, sound: SoundPlayer, score_model: ScoreSheetModel,
                 tutorial: TutorialMode, practice: PracticeMode, seats: Seats, deals: DealsToLearnFrom) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.context = context
        self.controller = controller
        self.animator = animator
        self.scene = scene
        self.table = table
        self.bidding = bidding
        self.end_panel = end_panel
        self.hints = hints
        self.overlays = overlays
        self.sound = sound
        self.score_model = score_model
        self.tutorial = tutorial
        self.practice = practice
        self.seats = seats
        self.deals = deals
        self.pending_result: DealResult | None = None  # shown once the animations are over
        self._review_token = 0
        self.match_moment = MatchMoment(end_panel, lambda: animator.speed, lambda: scene.review_strip is not None)
        self.review_window: ReviewWindow | None = None  # the review of the deal on the panel, with room to read
        self._review_words: Callable[[], list[str]] | None = None  # its lines, made again in a new language
        # Practice › My mistakes: each finished deal of the player's looked over by the judge (not while persist is off)
        self.mistakes: MistakeShelf | None = MistakeShelf(parent=self) if context.persist else None
        end_panel.installEventFilter(self)  # the panel hidden (next deal, new game...): its review window goes too
        controller.dealFinished.connect(self._on_deal_finished)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.end_panel and event.type() == QEvent.Type.Hide:
            self._close_review()
        return False

    def _close_review(self) -> None:
        review, self.review_window = self.review_window, None
        self._review_words = None
        if review is not None:
            review.close()
            review.deleteLater()

    def _on_deal_finished(self, result: DealResult) -> None:
        self.pending_result = result
        match = self.controller.match
        if self.mistakes is not None and match is not None and match.finished and not self.tutorial.active:
            self.mistakes.look_over(match.finished[-1], self.context.human)
        self.score_model.set_match(match, match.rules.team_of(self.context.human) if match else 0)
        if not self.animator.busy:
            self.show_pending_result()

    def result_lines(self, result: DealResult, rules: Ruleset) -> list[str]:
        """The arithmetic of ``result`` in words, with this table's names."""
        if self.tutorial.active:
            return self.tutorial.result_lines()
        return explain_result(result, rules, self.seats.names())

    def show_pending_result(self) -> None:
        result, self.pending_result = self.pending_result, None
        match = self.controller.match
        if result is None or match is None:
            return
        self.bidding.hide()
        self.overlays.toast.hide()
        self.hints.set_sticky(None, update=False)
        self.hints.hint_bar.show_hint(None)
        tutorial = self.tutorial.active
        self.sound.play("end")
        label = QCoreApplication.translate("MainWindow", "&Finish the tutorial") if tutorial else (
            self.deals.continue_label() if self.practice.active else "")
        names = self.seats.names()
        self.end_panel.show_result(
            result, match, names, match.rules.team_of(self.context.human), self.result_lines(result, match.rules),
            continue_label=label, allow_new_game=not tutorial, network=self.controller.network is not None)
        self.context.speech.say(self.end_panel.spoken_result())  # the result, once, for a screen reader
        if match.over and not tutorial:  # the end-of-match moment over the panel
            self.match_moment.start(match, match.rules.team_of(self.context.human), names)
        if not tutorial and match.finished and self.controller.local is not None:  # played again here
            self.deals.offer_play_again(match.finished[-1])
        self.overlays.place()
        self.changed.emit()

    def retranslate(self) -> None:
        """The panel's words again, in the new language."""
        if not self.end_panel.isVisible():
            return
        match = self.controller.match
        result = self.controller.last_result()
        lines = self.result_lines(result, match.rules) if result is not None and match is not None else None
        review, words = self.review_window, self._review_words
        if review is not None and words is not None and lines is not None:  # the review in the new language
            review_lines = words()
            lines = lines + ["", review_lines[0]]  # the panel keeps the verdict
        self.end_panel.show_again(self.seats.names(), lines)
        if review is not None and words is not None and lines is not None:
            review.show_lines(self.end_panel.subtitle.text(), review_lines)
        if self.tutorial.active:
            self.end_panel.continue_button.setText(QCoreApplication.translate("MainWindow", "&Finish the tutorial"))
        elif self.practice.active:
            self.end_panel.continue_button.setText(self.deals.continue_label())
        self.overlays.place()

    def continue_deal(self) -> None:
        self.end_panel.hide()
        if self.tutorial.active:
            self.tutorial.stop(restore=True)
            self.table.setFocus()
            return
        if self.practice.active:
            self.practice.stop(restore=True)
            self.table.setFocus()
            return
        match = self.controller.match
        if match is not None and match.over:
            self.newGameWanted.emit()
            return
        self.controller.continue_deal()
        self.table.setFocus()

    # -- the review -----------------------------------------------------------------------------------
    def review_last_deal(self) -> bool:
        """Ask the Expert's search, off the GUI thread, which of the player's cards cost the most; a review already
        made for the deal on the panel is shown again."""
        if self.review_window is not None and self.end_panel.isVisible():
            self.review_window.show()
            self.review_window.raise_()
            self.review_window.activateWindow()
            return True
        match = self.controller.match
        if match is None or not match.finished or match.finished[-1].thrown_in:
            return False
        self._review_token += 1
        task = ReviewTask(self._review_token, match.finished[-1], self.context.human, self._judge_options())
        task.relay.done.connect(self._on_review)
        task.progress.moved.connect(self._on_review_progress)
        self.end_panel.review_button.setEnabled(False)
        self.end_panel.review_button.setText(QCoreApplication.translate("MainWindow", "Thinking…"))
        QThreadPool.globalInstance().start(task)
        return True

    def _judge_options(self) -> JudgeOptions:
        """What the judge needs for the luck and the Master's gap (learn.judge): the table's bots, seeded as in
        the game, the Master's comparison of this deal if it was made (else the review makes it)."""
        match = self.controller.match
        assert match is not None
        deal = match.finished[-1]
        match_seed, number = self.controller.seed_identity(len(match.finished) - 1)
        levels = [self.controller.seat_model.level_of(s) for s in range(deal.rules.players)]
        known = self.deals.known_comparison(deal, match_seed, number)
        from ...app.bots import think
        from ...learn.compare import Bots

        bots = Bots(levels.__getitem__, match_seed, number,
                    think=lambda view, level, seed: think(view, level, seed, repeatable=True))
        return {"bots": bots, "comparison": known, "compare": known is None}

    def _on_review_progress(self, token: int, stage: str, done: int, total: int) -> None:
        """The review's button says how far the judge has got (it takes a while: every choice is searched)."""
        button = self.end_panel.review_button
        if token != self._review_token or button.isEnabled() or not self.end_panel.isVisible():
            return
        from ...learn.review import progress_words

        button.setText(progress_words(stage, done, total))

    def _on_review(self, token: int, reviewed: object) -> None:
        if token != self._review_token or not self.end_panel.isVisible():
            return
        from ...learn.review import Review, review_lines
        from ..table.review_marks import entries_for

        panel = self.end_panel
        panel.review_button.setEnabled(True)
        if not isinstance(reviewed, Review):
            self.overlays.show_toast(QCoreApplication.translate("MainWindow", "The review could not be made."))
            panel.review_button.setText(QCoreApplication.translate("EndOfDeal", "&Review my play"))
            return
        match = self.controller.match
        result = match.finished[-1].result() if match is not None and match.finished else None
        base = self.result_lines(result, match.rules) if result is not None and match is not None else []
        rules = match.rules if match is not None else None
        from ..dialogs.review_window import ReviewWindow  # when asked for: not at start-up

        def words() -> list[str]:
            return review_lines(reviewed, lambda action: text.action_text(action, rules))

        if self.mistakes is not None and reviewed.judgement is not None and match is not None and match.finished:
            self.mistakes.keep(match.finished[-1], self.context.human, reviewed.judgement.decisions)
        lines = words()
        # the panel keeps the score's words and the verdict (in the room it kept for it); the review reads in its
        # own window beside the table
        panel.words_added = True
        panel.show_again(self.seats.names(), base + ["", lines[0]])
        self._close_review()
        self.review_window = ReviewWindow(panel.subtitle.text(), lines, self.parent_widget)
        self._review_words = words
        self.review_window.show()
        if match is not None and match.finished:  # the player's cards of the deal, the costly ones marked
            deal = match.finished[-1]
            n, human = deal.rules.players, self.context.human
            played = [(number, trick.cards[(human - trick.leader) % n])
                      for number, trick in enumerate(deal.tricks, start=1)]
            self.scene.show_review(entries_for(played, reviewed.marked_cards))
        panel.review_button.setText(QCoreApplication.translate("EndOfDeal", "Show the &review"))
        self.reviewFinished.emit()
        self.overlays.place()

    def compare_and_judge(self) -> QDialog | None:
        """Compare with the Master (window/deals.py); once the choices are weighed (``learn.judge``), the line
        that splits the Master's gap goes under the panel's words (``show_judged``)."""
        dialog = self.deals.compare_with_master()
        if dialog is not None:
            dialog.judged.connect(self.show_judged)
        return dialog

    def show_judged(self, judgement: object) -> bool:
        """After Compare (``ui.dialogs.judge_line``'s ``judged``): the judge's one line that splits the Master's
        gap into the player's choices and the cards, under the panel's words, unless a review already says it."""
        from ...learn.judge import Judgement
        from ...learn.review import split_line

        line = split_line(judgement) if isinstance(judgement, Judgement) else None
        panel = self.end_panel
        if not line or not panel.isVisible() or not panel.review_button.isEnabled() or any(
                line in old for old in panel.lines):  # a review under way or made says it already
            return False
        panel.words_added = True  # in the room of the deal's own words
        panel.show_again(self.seats.names(), list(panel.lines) + ["", line])
        self.overlays.place()
        return True

    def show_replay(self) -> QDialog | None:
        """From the end-of-deal panel: the deal just played, all four hands face up, card by card."""
        from ..dialogs.deal_replay import DealReplayDialog

        match = self.controller.match
        if match is None or not match.finished:
            return None
        deal = match.finished[-1]
        dialog = DealReplayDialog(deal, self.seats.names(), self.context.human, self.context.settings.table_colour,
                                  self.parent_widget, play_again=lambda trick: self.deals.play_deal_again(trick, deal),
                                  level_of=self.controller.seat_model.level_of)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
