"""A practice deal in the main window: an imported deal file, or a deal played again.

The deal becomes an ordinary MatchState of its deck and dealer (the table, animations, hints and the
end-of-deal panel work as in a game) and its moves up to the starting point are replayed into it; the
player then plays on against the computer players. Like the tutorial, a practice deal is never
autosaved and never counted in the statistics; the game on the table waits and comes back when the
practice ends ("Back to my game" on the banner or on the end-of-deal panel). A deal file opened at the
start, with nothing on the table yet, puts the autosaved game aside the same way.

The banner that shows it is the window's (``ui/window/banners.PracticeBanner``): the run here only tells it what to
say (``PracticeBoard``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import CARDS, Action, DealState, MatchState, PlayCard, new_deal, shuffled_deck
from .host import GameTable, TalkEntry


@dataclass(frozen=True)
class Practice:
    """What is practised: the deal's first state, the moves made in it, and how many of them to replay."""

    start: DealState  # the deal before any move
    actions: tuple[Action, ...]  # the deal's moves (all of them, or as far as a file goes)
    replayed: int  # how many of ``actions`` are replayed before the player takes over
    seed: int | str | None = None  # the deal's seed (kept when it is exported again)
    source: str = ""  # a file name, for the banner; empty for a deal played again
    seed_origin: tuple[object, int] | None = None  # (match seed, deal number) of the game it comes from


def trick_starts(actions: tuple[Action, ...], players: int) -> list[int]:
    """For each trick of a deal's moves, how many moves come before its first card (trick 1 first)."""
    starts = []
    cards = 0
    for index, action in enumerate(actions):
        if isinstance(action, PlayCard):
            if cards % players == 0:
                starts.append(index)
            cards += 1
    return starts


def practice_match(practice: Practice) -> MatchState:
    """A match whose first deal is the practised deal, with its first ``replayed`` moves made.

    When the deal is its seed's shuffle the match is made from the seed, as the game it came from was:
    the controller draws the bots' random numbers from the match's seed, so the bots answer the same
    moves with the same moves."""
    start = practice.start
    deck = [CARDS[i] for i in start.deck]
    seed = practice.seed
    if seed is not None and not any(start.match_scores) and shuffled_deck(start.rules, seed) == tuple(deck):
        match = MatchState(start.rules, seed=seed, first_dealer=start.dealer)
    else:
        match = MatchState(start.rules, first_deck=deck, first_dealer=start.dealer)
    if any(start.match_scores):  # a deal from the middle of a game: its scores before it (Baloot reads them)
        match.scores = tuple(start.match_scores)
        match.deal = new_deal(start.rules, start.dealer, deck=deck, match_scores=start.match_scores)
    if start.contract is not None and not start.history:  # a fixed contract (deal editor): no auction to play
        match.deal = start
    for action in practice.actions[:practice.replayed]:
        match = match.apply(action)
    return match


class PracticeBoard(Protocol):
    """Where the practice says what it is, above the table (``ui/window/banners.PracticeBanner``)."""

    def show_practice(self, title: str, text: str, leave: str, closable: bool = False) -> None: ...

    def hide(self) -> None: ...


class GameOnDisk(Protocol):
    def game_in_progress(self) -> tuple[MatchState, int, int] | None: ...


class PracticeTable(GameTable, Protocol):
    """What a practice deal asks of the window (MainWindow satisfies it): a ``GameTable`` whose statistics'
    mark goes aside with the game, whose game kept on disk can wait aside, and whose table it takes."""

    stats_recorded: bool  # the game's deals are in the statistics already

    @property
    def files(self) -> GameOnDisk: ...

    def enter_practice(self, practice: Practice, match: MatchState) -> None: ...


class PracticeMode(QObject):
    """Runs a practice deal in ``window``: start(practice), then the player plays; stop() ends it."""

    finished = Signal()

    def __init__(self, window: PracticeTable, banner: PracticeBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.banner = banner
        self.practice: Practice | None = None
        self._saved: tuple[MatchState, int, int, bool] | None = None  # match, undo, suggestions, counted
        self._saved_log: list[TalkEntry] = []  # window.log_entries()

    @property
    def active(self) -> bool:
        return self.practice is not None

    def start(self, practice: Practice) -> None:
        w = self.window
        c = w.controller
        if not self.active:  # a practice started from a practice keeps the game put aside first
            match = c.match
            if match is not None and not match.over:
                self._saved = (match, c.undo_count, w.suggestions_used, w.stats_recorded)
                self._saved_log = w.log_entries()
                if match.actions():
                    w.autosave()  # the game in progress is kept on disk too
            else:
                self._saved = None
                self._saved_log = []
                if match is None:  # a deal file opened at the start: the game kept on disk waits aside
                    kept = w.files.game_in_progress()
                    if kept is not None:
                        self._saved = (*kept, False)
        self.practice = practice
        w.enter_practice(practice, practice_match(practice))
        self.update_banner()

    def stop(self, restore: bool = True) -> None:
        """End the practice; with ``restore`` the game put aside comes back (or a new one is dealt)."""
        if not self.active:
            return
        w = self.window
        self.practice = None
        saved, self._saved = self._saved, None
        self.banner.hide()
        if restore:
            if saved is not None:
                match, undo, suggestions, counted = saved
                w.load_game(match, undo, suggestions_used=suggestions)
                w.stats_recorded = counted
                w.restore_log(self._saved_log)
            else:
                w.start_game(w.last_rules())
        self.finished.emit()

    def has_game_aside(self) -> bool:
        return self._saved is not None

    def game_aside(self) -> MatchState | None:
        """The game that waits while the practice holds the table ("Back to my game")."""
        return self._saved[0] if self._saved is not None else None

    def update_banner(self) -> None:
        practice = self.practice
        if practice is None:
            return
        if practice.source:
            title = QCoreApplication.translate("Practice", "Practice deal from {file}").format(file=practice.source)
        else:
            title = QCoreApplication.translate("Practice", "This deal again")
        text = QCoreApplication.translate(
            "Practice", "The same cards, played against the computer players. A practice deal does not count "
            "in your statistics.")
        leave = QCoreApplication.translate("Practice", "Back to my game") if self._saved is not None \
            else QCoreApplication.translate("Practice", "Leave the practice")
        self.banner.show_practice(title, text, leave)
