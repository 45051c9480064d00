"""The game on the table as a save: what a save holds (the match, the seats' names and levels, the counters), the
autosave written at every trick (never the tutorial's nor a practice deal, nor a network table's: the host keeps
it), a named save written, a save read back (its problems told), and the levels and rules a save brings to the
table. Where nothing asks the player: the name is asked by the window (``ui/window/games.GameDialogs``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import MatchState, Ruleset, find_variant
from ..storage import saves as save_store
from .game_record import GameParts, GameRecord
from .host import SeatNames


class GameSaves:
    def __init__(self, parts: GameParts, seats: SeatNames, record: GameRecord) -> None:
        self.context = parts.context
        self.controller = parts.controller
        self.tutorial = parts.tutorial
        self.practice = parts.practice
        self.messages = parts.messages
        self.seats = seats
        self.record = record

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
            players={"names": self.seats.names(), "levels": c.seat_model.saved_levels(match.rules.players)},
            statistics={"undo_used": c.undo_count, "suggestions_used": self.record.suggestions_used,
                        "deals_counted": self.record.deals_counted},
        )

    def autosave(self) -> None:
        if not (self.context.persist and self.context.settings.autosave) or self.tutorial.active \
                or self.practice.active or self.controller.network is not None:  # a network table: the host keeps it
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

    def save_as(self, name: str, payload: save_store.SavePayload) -> None:
        """Write ``payload`` as the save ``name`` (a save of that name replaced) and tell the player how it went."""
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

    def read_game(self, path: Path) -> save_store.LoadedGame | None:
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

    def waiting_autosave(self) -> save_store.LoadedGame | None:
        """The autosaved match in progress while the table is still empty (its problems told), else None."""
        if not self.context.persist or self.controller.match is not None:
            return None
        loaded, problems = save_store.read_autosave()
        for problem in problems:
            self.messages.tell(problem)
        if loaded is None or not isinstance(loaded.state, MatchState) or loaded.state.over:
            return None
        return loaded

    def use_saved_levels(self, loaded: save_store.LoadedGame) -> None:
        """The computer players' levels kept with a save become the table's (and the next game's), and its
        rules the last game played (New Game opens on them)."""
        levels, rules = loaded.levels, loaded.state.rules
        try:
            overrides = rules.overrides()
        except KeyError:  # not a game of this version: saves of those are refused before
            overrides = None
        if overrides is not None:
            self.context.settings.last_variant, self.context.settings.last_overrides = rules.id, overrides
        self.controller.seat_model.use_saved_levels(self.context.settings, rules, levels)  # (an older save: none)

    def last_rules(self) -> Ruleset:
        """The rules of the game last chosen (New Game, the welcome), or Classic Belote."""
        s = self.context.settings
        try:
            return find_variant(s.last_variant).with_overrides(s.last_overrides)
        except (KeyError, ValueError):
            return find_variant("classic")


def deals_counted(loaded: save_store.LoadedGame) -> int:
    """How many of a saved game's deals statistics hold: 0 in a save of a version that counted them only
    when the match ended."""
    return min(counter(loaded.statistics, "deals_counted"), len(getattr(loaded.state, "finished", ())))


def counter(statistics: dict[str, Any], key: str) -> int:
    """A count kept with a save (``undo_used``, ``suggestions_used``...): 0 for anything but a count."""
    value = statistics.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0
