"""Games kept on disk: the start (the first-run welcome, the autosaved game offered), autosave, Save and
Open, and the statistics of each game played (never of the tutorial nor of a practice deal).

It owns the counters saved with a game (Suggest presses, whether the game was counted yet). It does not
put games on the table itself: it asks the window through ``startRequested`` / ``loadRequested``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QInputDialog, QWidget

from ...engine import MatchState, Ruleset, find_variant
from ...storage import document as storage_document
from ...storage import saves as save_store
from ...storage.document import Problem
from ...storage.document import problem_from_error as storage_problem
from ...app import storage_text
from ...learn import table_words as text
from ..controller import GameController
from ...app.practice import PracticeMode
from ...app.tutorial import TutorialMode
from .aside import GameAside
from .context import WindowContext
from .messages import Messages
from .preferences import Preferences
from .seats import Seats

if TYPE_CHECKING:
    from ..dialogs.welcome import WelcomeDialog


class GameFiles(QObject):
    startRequested = Signal(object)  # Ruleset: deal a new game of these rules
    # MatchState, undo used, suggestions used, its deals counted in statistics: put this game on the table
    loadRequested = Signal(object, int, int, int)
    tutorialRequested = Signal()  # the welcome's "show me how to play"
    asideOffered = Signal(str, str, str)  # a game put aside waits: title, text, the button's words (the banner)
    asideTaken = Signal()  # the game put aside is back on the table (or gone): the banner goes

    def __init__(self, parent: QWidget, context: WindowContext, controller: GameController, seats: Seats,
                 tutorial: TutorialMode, practice: PracticeMode, messages: Messages, preferences: Preferences,
                 first_run: bool, startup_messages: list[str | Problem]) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.context = context
        self.controller = controller
        self.seats = seats
        self.tutorial = tutorial
        self.practice = practice
        self.messages = messages
        self.preferences = preferences
        self.first_run = first_run  # no settings file yet: the welcome is offered
        self.startup_messages = list(startup_messages)  # settings problems (str) and file problems, told at start
        self.welcome: WelcomeDialog | None = None  # the first-run welcome while it is open
        self.suggestions_used = 0  # Suggest presses in this game (saved with it, added to statistics)
        self.stats_recorded = False  # this game is counted already (or never will be)
        self.deals_counted = 0  # the first deals of this game that statistics hold (each counts when it ends)
        self.kept = GameAside(messages, self)  # the game put aside for another, offered back over the table
        self.kept.offered.connect(self.asideOffered)
        self.kept.taken.connect(self.asideTaken)
        controller.trickFinished.connect(self.autosave)
        practice.finished.connect(self.kept.offer_again)  # the practice's banner hid the offer
        controller.dealFinished.connect(self._on_deal_finished)
        controller.matchFinished.connect(self._on_match_finished)

    # -- the start ------------------------------------------------------------------------------
    def welcome_due(self) -> bool:
        """The first-run welcome: at the very first start only (no settings file yet), once."""
        return self.context.interactive and self.first_run and self.context.settings.show_welcome

    def show_welcome(self) -> WelcomeDialog:
        """The welcome (not modal to the event loop: ``open``); the game starts when it closes."""
        from ..dialogs.welcome import WelcomeDialog

        s = self.context.settings
        dialog = WelcomeDialog(s.last_variant, s.opponent_level, self.parent_widget)
        dialog.finished.connect(lambda _code: self._welcome_done(dialog))
        self.welcome = dialog
        dialog.open()
        return dialog

    def _welcome_done(self, dialog: WelcomeDialog) -> None:
        from ..dialogs.welcome import TUTORIAL

        self.welcome = None
        s = self.context.settings
        s.show_welcome = False  # never again, however it was closed
        rules = dialog.rules()
        level = dialog.bot_level()
        s.last_variant, s.last_overrides = rules.id, {}
        s.partner_level = s.opponent_level = level
        self.preferences.save()
        self.controller.set_levels(level, level)
        self.put_aside()  # a home whose settings went missing may still hold a game in progress
        self.startRequested.emit(rules)
        if dialog.choice == TUTORIAL:
            self.tutorialRequested.emit()

    def dismiss_welcome(self) -> None:
        """Quitting from the welcome dismisses it too; no game starts."""
        welcome, self.welcome = self.welcome, None
        if welcome is None:
            return
        welcome.finished.disconnect()
        welcome.close()
        self.context.settings.show_welcome = False

    def start_default_game(self) -> None:
        """On start: the welcome the first time; else offer the autosaved game, else deal the last
        variant played.

        Every answer to the Resume question keeps the game: *Resume it* and "not now" (Esc, the title bar's
        close button: the safe answer) put it back on the table; *Start a new game* puts it aside as
        ``--variant`` does (a named save, offered back over the table) before the new game's autosave could
        write over it."""
        if self.welcome_due():
            self.show_welcome()
            return
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self.messages.tell(problem)
        if loaded is not None and isinstance(loaded.state, MatchState) and not loaded.state.over:
            if not self.context.interactive or self.messages.ask(
                QCoreApplication.translate("MainWindow", "Resume game"), self._resume_question(loaded, loaded.state),
                QCoreApplication.translate("MainWindow", "Resume it"),
                QCoreApplication.translate("MainWindow", "Start a new game"), safe_yes=True):
                self._use_saved_levels(loaded)
                self.loadRequested.emit(loaded.state, _counter(loaded.statistics, "undo_used"),
                                        _counter(loaded.statistics, "suggestions_used"), _deals_counted(loaded))
                return
            self.put_aside(loaded)
        self.startRequested.emit(self.last_rules())

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
        loaded = self._waiting_autosave()
        if loaded is None or not isinstance(loaded.state, MatchState):
            return None
        self._use_saved_levels(loaded)
        return (loaded.state, _counter(loaded.statistics, "undo_used"),
                _counter(loaded.statistics, "suggestions_used"))

    def _waiting_autosave(self) -> save_store.LoadedGame | None:
        """The autosaved match in progress while the table is still empty (its problems told), else None."""
        if not self.context.persist or self.controller.match is not None:
            return None
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self.messages.tell(problem)
        if loaded is None or not isinstance(loaded.state, MatchState) or loaded.state.over:
            return None
        return loaded

    # -- a game put aside (window/aside.py) ------------------------------------------------------------
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
            loaded = self._waiting_autosave()
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
        loaded = self._read_game(path)
        if loaded is None:
            if not path.exists():  # deleted meanwhile: nothing left to offer
                self.kept.drop()
            return False
        if not self._keep_game_in_progress(QCoreApplication.translate("Practice", "Back to my game")):
            return False
        self._put_on_table(loaded)
        self.autosave()  # the autosave holds it again before its save goes
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
            self.stats_recorded = self.stats_recorded or not self.practice.active  # put aside, not left
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
            return None if held is None or held.over else self.payload(held)
        match = self.controller.match
        if match is None or match.over or not match.actions():
            return None
        return self.payload()

    def show_startup_messages(self) -> None:
        messages, self.startup_messages = self.startup_messages, []
        if self.context.persist:  # damaged statistics are kept aside and told now, not at the end of a game
            from ...storage import stats as stats_store

            messages = messages + list(stats_store.load_stats()[1])
        for message in messages:
            if isinstance(message, str):
                self.messages.warn(QCoreApplication.translate("MainWindow", "Your settings could not all be read."),
                                   message)
            else:
                self.messages.tell(message, once=True)

    def _use_saved_levels(self, loaded: save_store.LoadedGame) -> None:
        """The computer players' levels kept with a save become the table's (and the next game's), and its
        rules the last game played (New Game opens on them)."""
        levels, rules = loaded.levels, loaded.state.rules
        try:
            overrides = rules.overrides()
        except KeyError:  # not a game of this version: saves of those are refused before
            overrides = None
        if overrides is not None:
            self.context.settings.last_variant, self.context.settings.last_overrides = rules.id, overrides
        if levels is None:
            return  # an older save: the settings' levels
        s, human = self.context.settings, self.context.human
        team = rules.team_of(human)
        partner = next((lv for seat, lv in enumerate(levels) if lv and seat != human and rules.team_of(seat) == team),
                       s.partner_level)
        opponents = next((lv for seat, lv in enumerate(levels) if lv and rules.team_of(seat) != team),
                         s.opponent_level)
        s.partner_level, s.opponent_level = partner, opponents
        self.controller.set_levels(partner, opponents)

    def last_rules(self) -> Ruleset:
        """The rules of the game last chosen (New Game, the welcome), or Classic Belote."""
        s = self.context.settings
        try:
            return find_variant(s.last_variant).with_overrides(s.last_overrides)
        except (KeyError, ValueError):
            return find_variant("classic")

    # -- a game begins or is replaced --------------------------------------------------------------
    def begin(self, suggestions_used: int = 0, counted: bool = False, deals_counted: int = 0) -> None:
        """A game comes to the table: its counters."""
        self.suggestions_used = suggestions_used
        self.stats_recorded = counted
        self.deals_counted = deals_counted

    def count_suggestion(self) -> None:
        self.suggestions_used += 1

    def may_replace_game(self, title: str) -> bool:
        """Whether another game may take the table (New game, Open): the game in progress is put aside first (a
        save offered back by the banner), asked unless the player chose not to be asked; False: *Keep playing*."""
        return self._keep_game_in_progress(title, ask=self.context.settings.confirm_abandon_game)

    # -- saving --------------------------------------------------------------------------------------
    def payload(self, held: MatchState | None = None) -> save_store.SavePayload | None:
        """What a save of the game on the table holds (``held``: of the game a practice deal holds, at this
        table)."""
        c = self.controller
        match = held or c.match
        if match is None:
            return None
        human = self.context.human
        return save_store.SavePayload(
            match, human,
            players={"names": self.seats.names(), "levels": [None if s == human else c.level_of(s)
                                                             for s in range(match.rules.players)]},
            statistics={"undo_used": c.undo_count, "suggestions_used": self.suggestions_used,
                        "deals_counted": self.deals_counted},
        )

    def autosave(self) -> None:
        if not (self.context.persist and self.context.settings.autosave) or self.tutorial.active \
                or self.practice.active or self.controller.is_remote:  # a network table: the host keeps it
            return  # the tutorial's or a practice deal never replaces the game kept for the next start
        payload = self.payload()
        if payload is None:
            return
        try:
            if isinstance(payload.game, MatchState) and payload.game.over:
                save_store.clear_autosave()
            else:
                save_store.write_autosave(payload)
        except save_store.SaveError as exc:
            self.messages.tell(exc.problem, once=True, toast=True)

    def save_dialog(self) -> None:
        if self.tutorial.active:
            self.messages.notify(QCoreApplication.translate("MainWindow", "The tutorial deal cannot be saved."))
            return
        if self.practice.active:
            self.messages.notify(QCoreApplication.translate(
                "MainWindow", "A practice deal is not saved as a game: use Game > Export this deal…"))
            return
        payload = self.payload()
        if payload is None:
            return
        name = save_store.free_name(QCoreApplication.translate("MainWindow", "My game"))
        while True:  # a name no save has is proposed; replacing a save is asked, "No" goes back to the name
            name, ok = QInputDialog.getText(self.parent_widget, QCoreApplication.translate("MainWindow", "Save game"),
                                            QCoreApplication.translate("MainWindow", "Name of the save:"), text=name)
            if not ok or not name.strip():
                return
            if save_store.existing_save(name) is None or self.messages.ask(
                    QCoreApplication.translate("MainWindow", "Save game"),
                    QCoreApplication.translate("MainWindow", "A save called “{name}” already exists. Replace it?").format(
                        name=" ".join(name.split())),
                    QCoreApplication.translate("MainWindow", "Replace it"),
                    QCoreApplication.translate("MainWindow", "Choose another name"),
                    default_yes=False):  # Enter and Esc keep the save there is: replacing it loses a game
                break
        kept: list[Path] = []
        try:
            path = save_store.save_named(name, payload, kept)
        except save_store.SaveError as exc:
            self.messages.tell(exc.problem)
            return
        except ValueError as exc:
            self.messages.warn(QCoreApplication.translate("MainWindow", "The game could not be saved."), str(exc))
            return
        saved = QCoreApplication.translate("MainWindow", "Saved as “{name}”.").format(name=path.stem)
        if kept:
            saved += " " + QCoreApplication.translate(
                "MainWindow", "The damaged save of that name was kept as {kept}.").format(kept=kept[0].name)
        self.messages.notify(saved)

    # -- opening -------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        from ..dialogs.open_dialog import OpenGameDialog

        if self.tutorial.active:
            self.tutorial.stop(restore=True)
        dialog = OpenGameDialog(self.parent_widget)
        if dialog.exec() != OpenGameDialog.DialogCode.Accepted:
            return
        path = dialog.selected_path()
        if path is not None:
            self.open_save(path)

    def open_save(self, path: Path) -> bool:
        loaded = self._read_game(path)
        if loaded is None:
            return False
        if not self.may_replace_game(QCoreApplication.translate("OpenGame", "Open a saved game")):
            return False  # the player keeps the game on the table
        if self.tutorial.active:
            self.tutorial.stop(restore=False)
        self._put_on_table(loaded)
        return True

    def _read_game(self, path: Path) -> save_store.LoadedGame | None:
        """The saved match at ``path``; None (the player told why) when it cannot be opened."""
        try:
            loaded = save_store.load_save(path)
        except save_store.SaveError as exc:
            self.messages.tell(exc.problem)
            return None
        if not isinstance(loaded.state, MatchState):
            self.messages.warn(QCoreApplication.translate("MainWindow", "The saved game could not be opened."),
                               QCoreApplication.translate("MainWindow", "It holds a single deal, not a game."))
            return None
        return loaded

    def _put_on_table(self, loaded: save_store.LoadedGame) -> None:
        """A saved match replaces the game on the table (counted as left unless it was put aside)."""
        self.record_abandoned()
        self._use_saved_levels(loaded)
        self.loadRequested.emit(loaded.state, _counter(loaded.statistics, "undo_used"),
                                _counter(loaded.statistics, "suggestions_used"), _deals_counted(loaded))

    # -- statistics ------------------------------------------------------------------------------------
    def record_abandoned(self) -> None:
        """The game on the table is left unfinished: counted, if anything was played."""
        match = self.controller.match
        if match is None or self.stats_recorded or not match.actions():
            return
        self.record_stats(match)

    def record_stats(self, match: MatchState) -> None:
        """Count the match (ended or left) with its deals not counted yet."""
        if self._counts(lambda stats, store: store.record_match(
                stats, match, self.context.human, undo_used=self.controller.undo_count,
                suggestions_used=self.suggestions_used, deals_counted=self.deals_counted)):
            self.deals_counted = len(match.finished)
        self.stats_recorded = True

    def _on_deal_finished(self, _result: object) -> None:
        """A deal counts as soon as it ends; the last one of a match is counted with the match."""
        match = self.controller.match
        if match is None or match.over or self.stats_recorded:
            return
        if self.deals_counted >= len(match.finished):  # another game came to the table unannounced
            self.deals_counted = len(match.finished) - 1
        if self._counts(lambda stats, store: store.record_deals(stats, match, self.context.human,
                                                                self.deals_counted)):
            self.deals_counted = len(match.finished)
            self.autosave()  # the game kept for the next start says so (written at the last trick, before)

    def _counts(self, record: Callable[[Any, Any], object]) -> bool:
        """Load the statistics, ``record(stats, stats module)`` in them and write them; whether they were."""
        if not self.context.persist or self.tutorial.active or self.practice.active:
            return False
        from ...storage import stats as stats_store

        try:
            stats, problems = stats_store.load_stats()
            for problem in problems:
                self.messages.tell(problem, once=True)
            record(stats, stats_store)
            stats_store.save_stats(stats)
            return True
        except OSError as exc:  # the file could not be read this session (told once), or the disk refused
            self.messages.tell(storage_problem("statistics", stats_store.stats_path(), exc), once=True)
        except Exception:  # statistics must never stop a game
            pass
        return False

    def _on_match_finished(self, _winner: int) -> None:
        match = self.controller.match
        if match is not None and not self.stats_recorded:
            self.record_stats(match)
        if self.practice.active or self.controller.is_remote:
            return  # the game put aside, or the main window's game (beside a network table), keeps its autosave
        try:
            save_store.clear_autosave()
        except OSError:
            pass


def _deals_counted(loaded: save_store.LoadedGame) -> int:
    """How many of a saved game's deals statistics hold: 0 in a save of a version that counted them only
    when the match ended."""
    return min(_counter(loaded.statistics, "deals_counted"), len(getattr(loaded.state, "finished", ())))


def _counter(statistics: dict[str, Any], key: str) -> int:
    value = statistics.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
