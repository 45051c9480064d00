"""Games on the table: a new game, a game loaded, New Game's dialog, the tutorial and a practice deal taking the
table and giving it back, the end panel's last button. ``GameFlow`` reads the window's parts through ``FlowWindow``
(MainWindow satisfies it); the rules of each step live in app/ (the table, the tutorial, the practice, the games
kept on disk)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from ...app.context import WindowContext
from ...app.game_files import GameFiles
from ...app.net_table import NetTable
from ...app.practice import Practice, PracticeMode
from ...app.table import Table
from ...app.tutorial import TutorialMode
from ...engine import MatchState, Ruleset
from ...learn import table_words as text
from ..audio.voice import Speech
from ..table.animator import Animator
from ..table.end_of_deal import EndOfDealPanel
from ..table.view import TableView
from .banners import TutorialBanner
from .deal_end import DealEnd
from .deals import DealsToLearnFrom
from .hints import RuleHints
from .preferences import Preferences
from .suggest import Suggester
from .table_sync import TableSync
from .talk import TableTalk


class FlowWindow(Protocol):
    """The window's parts that putting a game on the table touches (MainWindow satisfies it)."""

    context: WindowContext[Speech]
    controller: Table
    sync: TableSync
    animator: Animator
    end_panel: EndOfDealPanel
    banner: TutorialBanner
    tutorial_mode: TutorialMode
    practice_mode: PracticeMode
    files: GameFiles
    deal_end: DealEnd
    deals: DealsToLearnFrom
    talk: TableTalk
    rule_hints: RuleHints
    suggester: Suggester
    preferences: Preferences

    net_table: NetTable | None
    table: TableView

    def take_keyboard(self) -> None: ...

    def close(self) -> bool: ...


class GameFlow:
    def __init__(self, window: FlowWindow, dialog_parent: QWidget) -> None:
        self.w = window
        self.dialog_parent = dialog_parent  # New Game's dialog opens over the window

    def _stop_modes(self) -> None:
        """A game put on the table ends the tutorial and the practice deal without giving their games back."""
        if self.w.tutorial_mode.active:
            self.w.tutorial_mode.stop(restore=False)
        if self.w.practice_mode.active:
            self.w.practice_mode.stop(restore=False)

    def _clear_table(self) -> None:
        self.w.deal_end.pending_result = None
        self.w.end_panel.hide()
        self.w.talk.clear()

    def start_game(self, rules: Ruleset, seed: int | str | None = None) -> None:
        self._stop_modes()
        self.w.files.record.record_abandoned()
        self.w.files.record.begin()
        self._clear_table()
        self.w.talk.log(
            lambda: QCoreApplication.translate("MainWindow", "New game: {variant}.").format(
                variant=text.variant_name(rules)
            )
        )
        if self.w.controller.local is not None:
            self.w.controller.local.new_game(rules, seed=seed)

    def load_game(self, match: MatchState, undo_used: int, suggestions_used: int, deals_counted: int) -> None:
        """``deals_counted``: its first deals that statistics hold (-1: all that ended, a game put aside)."""
        self._stop_modes()
        counted = len(match.finished) if deals_counted < 0 else deals_counted
        self.w.files.record.begin(suggestions_used, deals_counted=counted)
        self._clear_table()
        self.w.talk.log_resumed(match)  # the old talk is not saved: where the game stands
        if self.w.controller.local is not None:
            self.w.controller.local.load_match(match, undo_count=undo_used)
        self.w.sync.draw_still()
        self.w.sync.refresh()

    def after_match(self) -> None:
        """The end panel's last button: a new game, or at a network table leaving it (the window closes)."""
        if self.w.net_table is not None:
            self.w.close()
        else:
            self.new_game_dialog()

    def new_game_dialog(self) -> None:
        if self.w.tutorial_mode.active:
            self.w.tutorial_mode.stop(restore=True)
        match = self.w.controller.match
        chosen = self._ask_new_game()
        self.w.take_keyboard()  # the game keys work at once, without a click on the felt
        if chosen is None:
            if match is not None and match.over:
                self.w.end_panel.show()
            return
        rules, levels = chosen
        if not self.w.files.may_replace_game(QCoreApplication.translate("MainWindow", "New game")):
            return
        s = self.w.context.settings
        s.last_variant = rules.id
        s.last_overrides = rules.overrides()
        self.w.controller.seat_model.choose_levels(s, *levels)
        self.w.preferences.save()
        self.start_game(rules)

    def _ask_new_game(self) -> tuple[Ruleset, tuple[str, str]] | None:
        """New Game's dialog: the game and the computers' levels chosen, or None (cancelled)."""
        from ..dialogs.new_game import NewGameDialog

        s = self.w.context.settings
        dialog = NewGameDialog(self.w.files.saves.last_rules(), self.dialog_parent,
                               (s.partner_level, s.opponent_level))
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            return (dialog.rules(), dialog.levels()) if accepted else None
        finally:
            dialog.deleteLater()  # each New Game makes its own: none is kept

    # -- the tutorial -------------------------------------------------------------------------
    def start_tutorial(self, family: str | None = None) -> None:
        """Help > Tutorial: the guided deal (of the current game's family unless ``family`` says which) takes
        the table; the game in progress waits."""
        self.w.animator.finish_now()
        self.w.suggester.cancel()
        if self.w.practice_mode.active:  # the tutorial puts the real game aside, not the practice deal
            self.w.practice_mode.stop(restore=True)
        self.w.tutorial_mode.start(family if isinstance(family, str) else None)

    def enter_tutorial(self, mode: TutorialMode) -> None:
        """Called by the tutorial when it takes the table."""
        self._clear_table()
        tutorial = mode.tutorial
        self.w.talk.log(
            lambda: (
                QCoreApplication.translate("MainWindow", "Tutorial: {title}.").format(title=tutorial.title)
                if tutorial is not None
                else ""
            )
        )
        self.w.rule_hints.set_sticky(None)
        self.w.sync.on_undo_available(False)
        self.w.sync.on_redo_available(False)

    def leave_tutorial(self) -> None:
        """Called by the tutorial when it ends: the banner goes, nothing of it is counted."""
        self.w.banner.hide()
        self.w.end_panel.hide()
        self.w.files.record.stats_recorded = True  # the tutorial's deal is never counted in statistics
        self.w.rule_hints.set_sticky(None)

    def leave_tutorial_now(self) -> None:
        """The banner's Leave button."""
        self.w.animator.finish_now()
        self.w.tutorial_mode.stop(restore=True)
        self.w.table.setFocus()

    # -- practice deals -----------------------------------------------------------------------
    def enter_practice(self, practice: Practice, match: MatchState) -> None:
        """Called by the practice mode when it takes the table."""
        self._clear_table()
        self.w.talk.log(
            lambda: QCoreApplication.translate("MainWindow", "Practice deal: it does not count in your statistics.")
        )
        self.w.rule_hints.set_sticky(None)
        self.w.files.record.begin(counted=True)  # a practice deal is never counted
        origin, local = practice.seed_origin, self.w.controller.local
        assert local is not None, "a practice deal is played at the program's own table"
        if not match.actions():  # a practice deal repeats its bots' decisions exactly (repeatable)
            local.load_match(match, undo_count=0, fresh=True, seed_origin=origin, repeatable=True)
            return
        local.load_match(match, undo_count=0, seed_origin=origin, repeatable=True)  # shown as it stands
        self.w.sync.draw_still()
        self.w.sync.refresh()

    def banner_button(self) -> None:
        """The practice banner's button: leave the practice, else go back to the game put aside."""
        if self.w.practice_mode.active:
            self.w.deals.leave_practice_now()
        else:
            self.w.files.back_to_aside()
