"""Deals to learn from: Export this deal, Import a deal (docs/deal-format.md), Play this deal again (from the
start or from a trick), the Master on the same cards, and the practice deal they start.

The practice deal itself runs in ``ui.practice_mode``: never autosaved, never counted in the statistics."""

from __future__ import annotations

import json
import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMenu, QWidget

from ...engine import CARDS, Contract, DealState, Declare, PlayCard, new_deal, record
from ...engine.state import deal_layout_with_contract
from ...storage import deal_file
from ...storage.deal_code import DealCodeError, decode
from ...storage.document import problem_from_error as storage_problem
from ...app import deal_code_text, deal_text
from ...app.table import Table
from ...app.practice import Practice, PracticeMode, trick_starts
from ..table.animator import Animator
from ...app.tutorial import TutorialMode
from ..table.end_of_deal import EndOfDealPanel
from ..look.themed import theme_dialog, theme_file_dialog
from ...app.context import WindowContext
from ..audio.voice import Speech
from .messages import Messages
from ...app.seat_names import Seats
from .suggest import Suggester
from .talk import TableTalk

if TYPE_CHECKING:
    from ...learn.compare import Comparison
    from ..dialogs.comparison import ComparisonDialog

_log = logging.getLogger(__name__)


def deal_code_dialog(parent: QWidget | None) -> QInputDialog:
    """Game › Deal by number: one line for the code, in the dialogs' theme."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "Deal by number"))
    dialog.setLabelText(QCoreApplication.translate("MainWindow", "The deal code (the same cards, game and options):"))
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    return theme_dialog(dialog)


def import_file_dialog(parent: QWidget | None, folder: Path) -> QFileDialog:
    """Game › Import a deal: the file to open, in the table's colours where Qt draws the dialog itself."""
    dialog = QFileDialog(parent, QCoreApplication.translate("MainWindow", "Import a deal"), str(folder),
                         QCoreApplication.translate("MainWindow", "Deal files (*.deal *.txt);;All files (*)"))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return theme_file_dialog(dialog)


class DealsToLearnFrom(QObject):
    editorRequested = Signal(object)  # DealState: open the deal editor holding these cards

    def __init__(self, parent: QWidget, context: WindowContext[Speech], controller: Table, animator: Animator,
                 table: QWidget, end_panel: EndOfDealPanel, tutorial: TutorialMode, practice: PracticeMode,
                 messages: Messages, talk: TableTalk, seats: Seats, suggester: Suggester) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self._comparisons: dict[str, Comparison] = {}  # the Master's comparisons made, by deal
        self._rated: set[str] = set()  # the deals counted in the same-cards rating (by comparison key)
        self.context = context
        self.controller = controller
        self.animator = animator
        self.table = table
        self.end_panel = end_panel
        self.tutorial = tutorial
        self.practice = practice
        self.messages = messages
        self.talk = talk
        self.seats = seats
        self.suggester = suggester

    # -- which deal ---------------------------------------------------------------------------
    def deal_on_table(self) -> tuple[DealState, int | str | None] | None:
        """The deal shown (the finished one while its result is up) and its seed when it has one."""
        c = self.controller
        match = c.match
        deal = c.display_deal()
        if match is None or deal is None:
            return None
        if self.practice.active and self.practice.practice is not None:
            return deal, self.practice.practice.seed
        first = match.finished[0] if match.finished else match.deal
        return deal, match.seed if deal is first else None

    def finished_deal(self) -> DealState | None:
        """The deal just over, while its result is on the table."""
        match = self.controller.match
        if match is None or not self.controller.awaiting_continue or not match.finished:
            return None
        return match.finished[-1]

    # -- export -------------------------------------------------------------------------------
    def export_deal_dialog(self) -> None:
        found = self.deal_on_table()
        if found is None or self.tutorial.active:
            return
        deal, _seed = found
        filters = [QCoreApplication.translate("MainWindow", "Deal files (*.deal)")]
        if deal_file.cfn_applies(deal.rules):
            filters.append(QCoreApplication.translate("MainWindow", "colver CFN (*.cfn)"))
        name = f"{deal.rules.id}-{datetime.now():%Y-%m-%d-%H%M}{deal_file.SUFFIX}"
        path, chosen = QFileDialog.getSaveFileName(
            self.parent_widget, QCoreApplication.translate("MainWindow", "Export this deal"), str(Path.home() / name),
            ";;".join(filters))
        if not path:
            return
        as_cfn = len(filters) > 1 and chosen == filters[1]
        if as_cfn and not path.lower().endswith(".cfn"):
            path = str(Path(path).with_suffix(".cfn"))
        self.export_deal_to(Path(path), as_cfn)

    def export_deal_to(self, path: Path, as_cfn: bool = False) -> bool:
        """Write the deal on the table to ``path`` (a deal file, or colver's CFN); tell the player if it fails."""
        found = self.deal_on_table()
        if found is None:
            return False
        deal, seed = found
        try:
            if as_cfn:
                written = deal_file.cfn(deal) + "\n"
            else:
                if fixed_contract(deal):  # a deal file holds an auction: the cards are written, the auction open
                    deal = new_deal(deal.rules, deal.dealer, deck=[CARDS[i] for i in deal.deck])
                written = deal_file.write_deal(deal, seed, title=f"exported {datetime.now():%Y-%m-%d %H:%M}")
        except deal_file.CfnError:
            self.messages.warn(QCoreApplication.translate("MainWindow", "This deal cannot be written in CFN."),
                               QCoreApplication.translate(
                                   "MainWindow", "CFN holds La Coinche deals with a suit as trumps; export it as a deal file."))
            return False
        try:
            from ...storage.paths import atomic_write_text

            atomic_write_text(path, written)
        except OSError as exc:
            self.messages.warn(QCoreApplication.translate("MainWindow", "The deal could not be exported."),
                               QCoreApplication.translate("MainWindow", "{file}: {reason}").format(
                                   file=str(path), reason=exc.strerror or str(exc)))
            return False
        self.messages.notify(
            QCoreApplication.translate("MainWindow", "Deal exported to {file}.").format(file=path.name))
        return True

    # -- import -------------------------------------------------------------------------------
    def import_deal_dialog(self) -> None:
        dialog = import_file_dialog(self.parent_widget, Path.home())
        if dialog.exec() and dialog.selectedFiles():
            self.import_deal_path(Path(dialog.selectedFiles()[0]))

    def import_deal_path(self, path: Path) -> bool:
        """Play the deal of a deal file from its start, or from where the file stops; a bad file is told."""
        try:
            loaded = deal_file.load_deal_file(path)
        except deal_file.DealFileError as exc:
            self.messages.warn(QCoreApplication.translate("MainWindow", "The deal file {file} could not be opened.").format(
                file=Path(path).name), deal_text.problem_text(exc))
            return False
        replayed = 0 if loaded.complete else len(loaded.actions)
        self.start_practice(Practice(loaded.start, loaded.actions, replayed, loaded.seed, Path(path).name))
        _log.info("playing the deal file %s (%s)", path, loaded.start.rules.id)
        return True

    # -- deal by number ----------------------------------------------------------------------------
    def deal_code_on_table(self) -> str | None:
        """The code of the deal shown (docs/deal-format.md, "Deal codes")."""
        found = self.deal_on_table()
        return deal_code_text.code_of(*found) if found is not None and not self.tutorial.active else None

    def copy_deal_code(self) -> str | None:
        code = self.deal_code_on_table()
        if code is not None:
            QApplication.clipboard().setText(code)
            self.messages.notify(QCoreApplication.translate("MainWindow", "Deal code {code} copied.").format(code=code))
        return code

    def deal_by_number_dialog(self) -> None:
        dialog = deal_code_dialog(self.parent_widget)
        if dialog.exec():
            self.start_deal_code(dialog.textValue())

    def start_deal_code(self, code: str) -> bool:
        """Play the deal a code holds against the computer players (the game in progress waits, as for a deal
        file); a bad code is told and nothing changes."""
        try:
            decoded = decode(code)
        except DealCodeError as exc:
            self.messages.warn(QCoreApplication.translate("MainWindow", "This deal code cannot be read."),
                               deal_code_text.problem_text(exc))
            return False
        start = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
        name = deal_code_text.code_of(start, decoded.seed) or code
        self.start_practice(Practice(start, (), 0, decoded.seed, name))
        _log.info("playing the deal code %s (%s)", name, decoded.rules.id)
        return True

    # -- play this deal again -------------------------------------------------------------------
    def play_deal_again(self, trick: int = 0, deal: DealState | None = None) -> bool:
        """The same cards again: from the start (``trick`` 0) or from the start of trick ``trick`` (1 = the
        first card after the auction). ``deal``: the finished deal (default: the one just over)."""
        deal = deal or self.finished_deal()
        if deal is None or self.tutorial.active:
            return False
        actions = deal.actions()
        starts = trick_starts(actions, deal.rules.players)
        if trick and not 1 <= trick <= len(starts):
            return False
        replayed = starts[trick - 1] if trick else 0
        first = first_state(deal)
        seed: int | str | None = None
        origin: tuple[object, int] | None = None
        match = self.controller.match
        if self.practice.active and self.practice.practice is not None:
            seed = self.practice.practice.seed
            origin = self.practice.practice.seed_origin
        elif match is not None:
            if match.finished[:1] and match.finished[0] is deal:
                seed = match.seed
            number = next((i for i, d in enumerate(match.finished) if d is deal), None)
            if number is not None:  # the bots draw the random numbers they drew in the game
                origin = self.controller.seed_identity(number)
        self.start_practice(Practice(first, actions, replayed, seed, seed_origin=origin))
        return True

    def play_again_menu(self, deal: DealState, parent: QWidget) -> QMenu:
        """"From the start", "From trick 1" …: the ways to play ``deal`` again."""
        menu = QMenu(parent)
        start = QAction(QCoreApplication.translate("MainWindow", "From the start (the deal and the auction)"), menu)
        start.triggered.connect(lambda: self.play_deal_again(0, deal))
        menu.addAction(start)
        for number in range(1, len(trick_starts(deal.actions(), deal.rules.players)) + 1):
            action = QAction(QCoreApplication.translate("MainWindow", "From trick {n}").format(n=number), menu)
            action.triggered.connect(lambda _=False, n=number: self.play_deal_again(n, deal))
            menu.addAction(action)
        menu.addSeparator()
        edit = QAction(QCoreApplication.translate("MainWindow", "Change the cards in the deal editor…"), menu)
        edit.triggered.connect(lambda: self.editorRequested.emit(first_state(deal)))
        menu.addAction(edit)
        return menu

    def offer_play_again(self, deal: DealState) -> None:
        """The end-of-deal panel's "Play this deal again" menu for ``deal`` (the previous deal's menu goes)."""
        button = self.end_panel.play_again_button
        old = button.menu()
        button.setMenu(self.play_again_menu(deal, self.end_panel))
        if old is not None:
            old.deleteLater()

    # -- the Master on the same cards ---------------------------------------------------------------
    def compare_with_master(self) -> ComparisonDialog | None:
        """The Master plays the player's seat on the deal just over, against the same bots (a dialog with its
        progress, then both scores and where the lines part)."""
        from ...learn.compare import Bots
        from ..dialogs.comparison import ComparisonDialog

        deal = self.finished_deal()
        match = self.controller.match
        if deal is None or match is None or deal.thrown_in:
            return None
        match_seed, number = self.controller.seed_identity(len(match.finished) - 1)
        key = self._comparison_key(deal, match_seed, number)
        known = self._comparisons.get(key)
        bots = Bots(self.controller.seat_model.level_of, match_seed, number)
        dialog = ComparisonDialog(deal, self.context.human, self.seats.names(), bots, self.parent_widget, known=known)
        if known is None:  # made once per deal: a second click shows it at once
            dialog.compared.connect(lambda comparison: self._keep_comparison(key, comparison))
            dialog.compared.connect(self._on_compared)
        # the rating counts each deal once: with the judge's split when the choices were weighed, else the gap
        # (a rated table is judged when asked: the levels may change while the dialog stays open)
        rated = self.rated_table()
        dialog.judged.connect(lambda judgement: self._rate_once(key, dialog.comparison, judgement.total_error, rated))
        dialog.finished.connect(lambda _result: self._rate_once(key, dialog.comparison, None, rated))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    COMPARISONS_KEPT = 8

    def _comparison_key(self, deal: DealState, match_seed: object, number: int) -> str:
        """The same deal, seat and bots give the same comparison (the bots are seeded by position)."""
        levels = [self.controller.seat_model.level_of(s) for s in range(deal.rules.players)]
        return json.dumps([record(deal), repr(match_seed), number, self.context.human, levels], sort_keys=True,
                          default=str)

    def known_comparison(self, deal: DealState, match_seed: object, number: int) -> Comparison | None:
        """This deal's comparison if it was made and is still kept, else None."""
        return self._comparisons.get(self._comparison_key(deal, match_seed, number))

    def _keep_comparison(self, key: str, comparison: Comparison) -> None:
        self._comparisons[key] = comparison
        while len(self._comparisons) > self.COMPARISONS_KEPT:
            del self._comparisons[next(iter(self._comparisons))]

    def _on_compared(self, comparison: Comparison) -> None:
        self.talk.log(lambda: QCoreApplication.translate(
            "MainWindow", "On the same cards the Master scored {master}; you scored {mine}.").format(
            master=comparison.master_score, mine=comparison.played_score))

    def _rate_once(self, key: str, comparison: Comparison | None, choices: float | None, rated: bool) -> None:
        if comparison is None or key in self._rated:
            return
        self._rated.add(key)
        if rated:
            self._record_comparison(comparison, choices)

    def rated_table(self) -> bool:
        """The same-cards rating counts a real game's deals against Expert or Master bots only (not a practice
        deal, not the tutorial): it measures the player against the strongest tables."""
        from ...app.seats import SEARCH_LEVELS

        match = self.controller.match
        if match is None or not self.context.persist or self.tutorial.active or self.practice.active:
            return False
        bots = [s for s in range(match.rules.players) if s != self.context.human]
        return all(self.controller.seat_model.level_of(s) in SEARCH_LEVELS for s in bots)

    def _record_comparison(self, comparison: Comparison, choices: float | None = None) -> None:
        from ...storage import stats as stats_store

        try:
            stats, problems = stats_store.load_stats()
            for problem in problems:
                self.messages.tell(problem, once=True)
            stats_store.record_comparison(stats, comparison.played, comparison.gap, choices)
            stats_store.save_stats(stats)
        except OSError as exc:  # told once, as for the match statistics
            self.messages.tell(storage_problem("statistics", stats_store.stats_path(), exc), once=True)

    # -- the practice on the table ---------------------------------------------------------------
    def start_practice(self, practice: Practice) -> None:
        if self.tutorial.active:
            self.tutorial.stop(restore=True)
        self.animator.finish_now()
        self.suggester.cancel()
        self.practice.start(practice)
        self.table.setFocus()

    def continue_label(self) -> str:
        """The end-of-deal panel's button during a practice deal."""
        if self.practice.has_game_aside():
            return QCoreApplication.translate("MainWindow", "&Back to my game")
        return QCoreApplication.translate("MainWindow", "&Play a real game")

    def leave_practice_now(self) -> None:
        self.animator.finish_now()
        self.practice.stop(restore=True)
        self.table.setFocus()


def fixed_contract(deal: DealState) -> bool:
    """A deal played with a contract chosen in the deal editor, without an auction."""
    return deal.contract is not None and all(isinstance(a, (PlayCard, Declare)) for _, a in deal.history)


def first_state(deal: DealState) -> DealState:
    """The deal before its first move."""
    deck = [CARDS[i] for i in deal.deck]
    c = deal.contract
    if c is not None and fixed_contract(deal):  # (deal editor): the same contract again, no auction
        return deal_layout_with_contract(deal.rules, deal.dealer, deck,
                                         Contract(c.strain, c.taker, c.value, c.capot, c.multiplier))
    return new_deal(deal.rules, deal.dealer, deck=deck, match_scores=deal.match_scores)
