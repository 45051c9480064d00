"""Games kept on disk and problems told: the start (welcome, the autosaved game offered), autosave,
Save and Open, statistics recording, and the messages to the player (`_warn`, `_info`, `_ask`, `_tell`).

A part of MainWindow (ui/widgets/main_window.py), which mixes it in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from ... import APP_NAME
from ...engine import MatchState, Ruleset, find_variant
from ...storage import saves as save_store
from ...storage.document import problem_from_error as storage_problem
from .. import storage_text


class FilesMixin:
    """Files and messages, mixed into MainWindow (which holds the state these methods use)."""

    def welcome_due(self) -> bool:
        """The first-run welcome: at the very first start only (no settings file yet), once."""
        return self.interactive and self.first_run and self.settings.show_welcome

    def show_welcome(self) -> Any:
        """The welcome (not modal to the event loop: ``open``); the game starts when it closes."""
        from .welcome import WelcomeDialog

        dialog = WelcomeDialog(self.settings.last_variant, self.settings.opponent_level, self)
        dialog.finished.connect(lambda _code: self._welcome_done(dialog))
        self._welcome = dialog
        dialog.open()
        return dialog

    def _welcome_done(self, dialog: Any) -> None:
        from .welcome import TUTORIAL

        self._welcome = None
        self.settings.show_welcome = False  # never again, however it was closed
        rules = dialog.rules()
        level = dialog.bot_level()
        self.settings.last_variant, self.settings.last_overrides = rules.id, {}
        self.settings.partner_level = self.settings.opponent_level = level
        self.save_settings()
        self.controller.set_levels(level, level)
        self.start_game(rules)
        if dialog.choice == TUTORIAL:
            self.start_tutorial()

    def start_default_game(self) -> None:
        """On start: the welcome the first time; else offer the autosaved game, else deal the last
        variant played."""
        if self.welcome_due():
            self.show_welcome()
            return
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self._tell(problem)
        if loaded is not None and isinstance(loaded.state, MatchState) and not loaded.state.over:
            if not self.interactive or self._ask(
                QCoreApplication.translate("MainWindow", "Resume game"),
                QCoreApplication.translate("MainWindow", "A game in progress was saved when you last played. Resume it?"),
            ):
                self._use_saved_levels(loaded)
                self.load_game(loaded.state, _counter(loaded.statistics, "undo_used"),
                               _counter(loaded.statistics, "suggestions_used"))
                return
        rules = self._last_rules()
        self.start_game(rules)

    def _use_saved_levels(self, loaded: save_store.LoadedGame) -> None:
        """The computer players' levels kept with a save become the table's (and the next game's)."""
        levels, rules = loaded.levels, loaded.state.rules
        if levels is None:
            return  # an older save: the settings' levels
        team = rules.team_of(self.human)
        partner = next((lv for s, lv in enumerate(levels) if lv and s != self.human and rules.team_of(s) == team),
                       self.settings.partner_level)
        opponents = next((lv for s, lv in enumerate(levels) if lv and rules.team_of(s) != team),
                         self.settings.opponent_level)
        self.settings.partner_level, self.settings.opponent_level = partner, opponents
        self.controller.set_levels(partner, opponents)

    def _last_rules(self) -> Ruleset:
        try:
            return find_variant(self.settings.last_variant).with_overrides(self.settings.last_overrides)
        except (KeyError, ValueError):
            return find_variant("classic")

    def _payload(self) -> save_store.SavePayload | None:
        match = self.controller.match
        if match is None:
            return None
        return save_store.SavePayload(
            match, self.human,
            players={"names": self.names(), "levels": [None if s == self.human else self.controller.level_of(s)
                                                      for s in range(match.rules.players)]},
            statistics={"undo_used": self.controller.undo_count, "suggestions_used": self.suggestions_used},
        )

    def autosave(self) -> None:
        if not (self.persist and self.settings.autosave) or self.tutorial_mode.active or self.practice_mode.active:
            return  # the tutorial's or a practice deal never replaces the game kept for the next start
        payload = self._payload()
        if payload is None:
            return
        try:
            if isinstance(payload.game, MatchState) and payload.game.over:
                save_store.clear_autosave()
            else:
                save_store.write_autosave(payload)
        except save_store.SaveError as exc:
            self._tell(exc.problem, once=True, toast=True)

    def _record_abandoned(self) -> None:
        match = self.controller.match
        if match is None or self._stats_recorded or not match.actions():
            return
        self._record_stats(match)

    def _record_stats(self, match: MatchState) -> None:
        if not self.persist or self.tutorial_mode.active or self.practice_mode.active:
            return
        try:
            from ...storage import stats as stats_store

            stats, problems = stats_store.load_stats()
            for problem in problems:
                self._tell(problem, once=True)
            stats_store.record_match(stats, match, self.human, undo_used=self.controller.undo_count,
                                     suggestions_used=self.suggestions_used)
            stats_store.save_stats(stats)
        except OSError as exc:  # the file could not be read this session (told once), or the disk refused
            self._tell(storage_problem("statistics", stats_store.stats_path(), exc), once=True)
        except Exception:  # statistics must never stop a game
            pass
        self._stats_recorded = True

    def save_dialog(self) -> None:
        if self.tutorial_mode.active:
            self._show_toast(QCoreApplication.translate("MainWindow", "The tutorial deal cannot be saved."))
            return
        if self.practice_mode.active:
            self._show_toast(QCoreApplication.translate(
                "MainWindow", "A practice deal is not saved as a game: use Game > Export this deal…"))
            return
        payload = self._payload()
        if payload is None:
            return
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MainWindow", "Save game"), QCoreApplication.translate("MainWindow", "Name of the save:"),
                                        text=QCoreApplication.translate("MainWindow", "My game"))
        if not ok or not name.strip():
            return
        kept: list[Any] = []
        try:
            path = save_store.save_named(name, payload, kept)
        except save_store.SaveError as exc:
            self._tell(exc.problem)
            return
        except ValueError as exc:
            self._warn(QCoreApplication.translate("MainWindow", "The game could not be saved."), str(exc))
            return
        saved = QCoreApplication.translate("MainWindow", "Saved as “{name}”.").format(name=path.stem)
        if kept:
            saved += " " + QCoreApplication.translate(
                "MainWindow", "The damaged save of that name was kept as {kept}.").format(kept=kept[0].name)
        self._show_toast(saved)

    def open_dialog(self) -> None:
        from .open_dialog import OpenGameDialog

        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=True)
        dialog = OpenGameDialog(self)
        if dialog.exec() != OpenGameDialog.DialogCode.Accepted or dialog.selected_path() is None:
            return
        self.open_save(dialog.selected_path())

    def open_save(self, path: Any) -> bool:
        try:
            loaded = save_store.load_save(path)
        except save_store.SaveError as exc:
            self._tell(exc.problem)
            return False
        if not isinstance(loaded.state, MatchState):
            self._warn(QCoreApplication.translate("MainWindow", "The saved game could not be opened."),
                       QCoreApplication.translate("MainWindow", "It holds a single deal, not a game."))
            return False
        if not self.may_abandon_game(QCoreApplication.translate("OpenGame", "Open a saved game")):
            return False  # the player keeps the game on the table
        if self.tutorial_mode.active:
            self.tutorial_mode.stop(restore=False)
        self._record_abandoned()
        self._use_saved_levels(loaded)
        self.load_game(loaded.state, _counter(loaded.statistics, "undo_used"),
                       _counter(loaded.statistics, "suggestions_used"))
        return True

    def _warn(self, title: str, detail: str) -> None:
        if not self.interactive:
            import sys

            print(f"{title} {detail}", file=sys.stderr)
            return
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, title, QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(detail)
        box.exec()

    def _info(self, title: str, message: str) -> None:
        if not self.interactive:
            return
        QMessageBox.information(self, title, message)

    def _ask(self, title: str, question: str) -> bool:
        if not self.interactive:
            return True
        answer = QMessageBox.question(self, title, question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def show_startup_messages(self) -> None:
        messages, self.startup_messages = self.startup_messages, []
        if self.persist:  # damaged statistics are kept aside and told now, not at the end of a game
            from ...storage import stats as stats_store

            messages = messages + stats_store.load_stats()[1]
        for message in messages:
            if isinstance(message, str):
                self._warn(QCoreApplication.translate("MainWindow", "Your settings could not all be read."), message)
            else:
                self._tell(message, once=True)

    def _tell(self, problem: Any, once: bool = False, toast: bool = False) -> None:
        """Tell the player about a file (storage ``Problem``), in plain words; ``once`` per file and kind."""
        key = (problem.file, problem.kind, str(problem.path))
        if once and key in self._told:
            return
        self._told.add(key)
        if toast:
            self._show_toast(storage_text.describe(problem))
        else:
            self._warn(storage_text.title(problem), storage_text.describe(problem))


def _counter(statistics: dict[str, Any], key: str) -> int:
    value = statistics.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
