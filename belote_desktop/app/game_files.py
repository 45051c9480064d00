"""Games kept on disk: the start (the autosaved game offered back), a game put aside for another and offered back
over the table, a saved game opened, and when the game on the table is saved and counted (never the tutorial's
deal nor a practice deal).

Its parts, one job each: ``GameRecord`` (the counters saved with a game, the statistics), ``GameSaves`` (what a
save holds, the autosave, reading and writing saves), ``GameAside`` (the save of the game put aside and its offer).
It does not put games on the table itself: it asks the window through ``startRequested`` / ``loadRequested``; what
it asks the player goes through the window's messages, and the dialogs (the welcome, a save's name, the list of
saves) are the window's (``ui/window/games.GameDialogs``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import MatchState, Ruleset
from ..learn import table_words as text
from ..storage import document as storage_document
from ..storage import saves as save_store
from ..storage.document import Problem
from . import storage_text
from .aside import GameAside
from .game_record import GameParts, GameRecord
from .game_saves import GameSaves, counter, deals_counted
from .host import SeatNames


class GameFiles(QObject):
    startRequested = Signal(object)  # Ruleset: deal a new game of these rules
    # MatchState, undo used, suggestions used, its deals counted in statistics: put this game on the table
    loadRequested = Signal(object, int, int, int)
    asideOffered = Signal(str, str, str)  # a game put aside waits: title, text, the button's words (the banner)
    asideTaken = Signal()  # the game put aside is back on the table (or gone): the banner goes

    def __init__(self, parts: GameParts, seats: SeatNames, startup_messages: list[str | Problem],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = parts.context
        self.controller = controller = parts.controller
        self.tutorial = parts.tutorial
        self.practice = parts.practice
        self.messages = parts.messages
        self.startup_messages = list(startup_messages)  # settings problems (str) and file problems, told at start
        self.record = GameRecord(parts)
        self.saves = GameSaves(parts, seats, self.record)
        self.kept = GameAside(parts.messages, self)  # the game put aside for another, offered back over the table
        self.kept.offered.connect(self.asideOffered)
        self.kept.taken.connect(self.asideTaken)
        controller.trickFinished.connect(self.saves.autosave)
        parts.practice.finished.connect(self.kept.offer_again)  # the practice's banner hid the offer
        controller.dealFinished.connect(self._on_deal_finished)
        controller.matchFinished.connect(self._on_match_finished)

    # -- the start ------------------------------------------------------------------------------
    def start_default_game(self) -> None:
        """On start (after the first-run welcome, if any): offer the autosaved game, else deal the last variant
        played.

        Every answer to the Resume question keeps the game: *Resume it* and "not now" (Esc, the title bar's
        close button: the safe answer) put it back on the table; *Start a new game* puts it aside as
        ``--variant`` does (a named save, offered back over the table) before the new game's autosave could
        write over it."""
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self.messages.tell(problem)
        if loaded is not None and isinstance(loaded.state, MatchState) and not loaded.state.over:
            if not self.context.interactive or self.messages.ask(
                QCoreApplication.translate("MainWindow", "Resume game"), self._resume_question(loaded, loaded.state),
                QCoreApplication.translate("MainWindow", "Resume it"),
                QCoreApplication.translate("MainWindow", "Start a new game"), safe_yes=True):
                self.saves.use_saved_levels(loaded)
                self.loadRequested.emit(loaded.state, counter(loaded.statistics, "undo_used"),
                                        counter(loaded.statistics, "suggestions_used"), deals_counted(loaded))
                return
            self.put_aside(loaded)
        self.startRequested.emit(self.saves.last_rules())

    def start_new(self, rules: Ruleset) -> None:
        """A new game of ``rules`` chosen on an empty table (the welcome): the autosaved game a home whose settings
        went missing may still hold is put aside first."""
        self.put_aside()
        self.startRequested.emit(rules)

    def _resume_question(self, loaded: save_store.LoadedGame, match: MatchState) -> str:
        """Which game waits: its name, deal and score, and when it was saved (when the save says)."""
        rules = match.rules
        values = {"game": text.variant_name(rules), "deal": match.deal_number,
                  "scores": text.match_scores_text(rules, match.scores, rules.team_of(self.context.human))}
        when = storage_text.saved_time(loaded.save.saved_at)
        if when:
            return QCoreApplication.translate(
                "MainWindow", "A game in progress was saved when you last played ({when}):\n"
                "{game}, deal {deal}, score {scores}.\n\nResume it?").format(when=when, **values)
        return QCoreApplication.translate(
            "MainWindow", "A game in progress was saved when you last played:\n"
            "{game}, deal {deal}, score {scores}.\n\nResume it?").format(**values)

    def game_in_progress(self) -> tuple[MatchState, int, int] | None:
        """The autosaved game (match, undo used, suggestions used) while nothing is on the table yet: a deal
        file opened at the start puts it aside, as Import a deal puts aside the game on the table, so that the
        practice gives it back instead of a new game writing over it. Its problems are told and its computer
        players' levels become the table's, as when it is resumed."""
        loaded = self.saves.waiting_autosave()
        if loaded is None or not isinstance(loaded.state, MatchState):
            return None
        self.saves.use_saved_levels(loaded)
        return (loaded.state, counter(loaded.statistics, "undo_used"),
                counter(loaded.statistics, "suggestions_used"))

    def show_startup_messages(self) -> None:
        messages, self.startup_messages = self.startup_messages, []
        if self.context.persist:  # damaged statistics are kept aside and told now, not at the end of a game
            from ..storage import stats as stats_store

            messages = messages + list(stats_store.load_stats()[1])
        for message in messages:
            if isinstance(message, str):
                self.messages.warn(QCoreApplication.translate("MainWindow", "Your settings could not all be read."),
                                   message)
            else:
                self.messages.tell(message, once=True)

    # -- a game put aside (aside.py) ---------------------------------------------------------------------
    @property
    def aside(self) -> Path | None:
        """The save of the game put aside and offered back over the table (None: none offered)."""
        return self.kept.path

    def put_aside(self, loaded: save_store.LoadedGame | None = None) -> bool:
        """Before a new game is dealt on an empty table without asking (``--variant``, ``--seed``, the Resume
        question's *Start a new game*): the autosaved game in progress (``loaded``: as read already), which the
        new game's autosave would write over, is kept as a named save and offered back ("Back to my game"), as a
        deal file opened at the start keeps it. True if one was."""
        if loaded is None:
            loaded = self.saves.waiting_autosave()
        if loaded is None or not isinstance(loaded.state, MatchState):
            return False
        if not self.kept.keep(save_store.SavePayload(loaded.state, loaded.human_seat, dict(loaded.players),
                                                     dict(loaded.statistics))):
            # not kept elsewhere: the autosave stays, never written this session
            storage_document.block(save_store.autosave_path(), "a game put aside could not be saved")
            return False
        return True

    def back_to_aside(self) -> bool:
        """The game put aside comes back to the table; the game on the table is put aside in its turn (offered
        back by the banner), the player asked only where it cannot be kept."""
        path = self.kept.path
        if path is None or self.practice.active:
            return False  # the banner's button then belongs to the practice
        if self.tutorial.active:  # the game it holds comes back first
            self.tutorial.stop(restore=True)
        loaded = self.saves.read_game(path)
        if loaded is None:
            if not path.exists():  # deleted meanwhile: nothing left to offer
                self.kept.drop()
            return False
        if not self._keep_game_in_progress(QCoreApplication.translate("Practice", "Back to my game")):
            return False
        self._put_on_table(loaded)
        self.saves.autosave()  # the autosave holds it again before its save goes
        try:
            save_store.delete_save(path)
        except OSError:
            pass  # it stays among the saves
        if self.kept.path == path:  # nothing was put aside for it: no offer left
            self.kept.drop()
        return True

    def dismiss_aside(self) -> None:
        """The banner's close button: the offer goes, the game put aside stays a save (Game > Open saved game)."""
        self.kept.dismiss()

    def may_replace_game(self, title: str) -> bool:
        """Whether another game may take the table (New game, Open): the game in progress is put aside first (a
        save offered back by the banner), asked unless the player chose not to be asked; False: *Keep playing*."""
        return self._keep_game_in_progress(title, ask=self.context.settings.confirm_abandon_game)

    def _keep_game_in_progress(self, title: str, ask: bool = False) -> bool:
        """Before another game takes the table: the game in progress (on the table, or held by a practice deal)
        put aside, offered back by the banner; ``ask``: after the player said so (*Put it aside*, or *Keep
        playing*: False). Only a game that cannot be kept is asked about as given up (*Abandon it*)."""
        payload = self._game_to_keep()
        if payload is None:
            return True
        if ask and not self.messages.ask(
                title, QCoreApplication.translate(
                    "MainWindow", "Put the game in progress aside? It stays in Game > Open saved game…, and the "
                    "banner over the table brings it back."),
                QCoreApplication.translate("MainWindow", "Put it aside"),
                QCoreApplication.translate("MainWindow", "Keep playing"),
                default_yes=False):  # Enter keeps playing
            return False
        if self.kept.keep(payload):
            self.record.stats_recorded = self.record.stats_recorded or not self.practice.active  # put aside, not left
            return True
        return self.messages.ask(title, QCoreApplication.translate("MainWindow", "Abandon the game in progress?"),
                                 QCoreApplication.translate("MainWindow", "Abandon it"),
                                 QCoreApplication.translate("MainWindow", "Keep playing"),
                                 default_yes=False)  # Enter keeps the game: the safe answer

    def _game_to_keep(self) -> save_store.SavePayload | None:
        """What putting the game in progress aside saves: the game on the table, or the one a practice deal holds;
        None when there is nothing to lose (nothing played yet, a match over, the tutorial's deal)."""
        if self.tutorial.active:
            return None
        if self.practice.active:
            held = self.practice.game_aside()
            return None if held is None or held.over else self.saves.payload(held)
        match = self.controller.match
        if match is None or match.over or not match.actions():
            return None
        return self.saves.payload()

    # -- opening -------------------------------------------------------------------------------------
    def open_save(self, path: Path) -> bool:
        loaded = self.saves.read_game(path)
        if loaded is None:
            return False
        if not self.may_replace_game(QCoreApplication.translate("OpenGame", "Open a saved game")):
            return False  # the player keeps the game on the table
        if self.tutorial.active:
            self.tutorial.stop(restore=False)
        self._put_on_table(loaded)
        return True

    def _put_on_table(self, loaded: save_store.LoadedGame) -> None:
        """A saved match replaces the game on the table (counted as left unless it was put aside)."""
        self.record.record_abandoned()
        self.saves.use_saved_levels(loaded)
        self.loadRequested.emit(loaded.state, counter(loaded.statistics, "undo_used"),
                                counter(loaded.statistics, "suggestions_used"), deals_counted(loaded))

    # -- the game's end ------------------------------------------------------------------------------
    def _on_deal_finished(self, _result: object) -> None:
        """A deal counts as soon as it ends; the last one of a match is counted with the match."""
        if self.record.count_deal():
            self.saves.autosave()  # the game kept for the next start says so (written at the last trick, before)

    def _on_match_finished(self, _winner: int) -> None:
        match = self.controller.match
        if match is not None and not self.record.stats_recorded:
            self.record.record_stats(match)
        if self.practice.active or self.controller.network is not None:
            return  # the game put aside, or the main window's game (beside a network table), keeps its autosave
        try:
            save_store.clear_autosave()
        except OSError:
            pass
