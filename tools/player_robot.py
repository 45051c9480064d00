"""The player robot: plays the real window as people do, through every game, and holds every word it reads
against the engine's numbers.

    python -m tools.player_robot --deals 200 --seed 7 [--games classic,baloot] [--json]
    python -m tools.player_robot --minutes 240 --seed 11 --json      # unattended, for hours
    python -m tools.player_robot --deals 0 --network 24 --json       # at tables on the network (robot_network.py)

It builds the real ``MainWindow`` offscreen (instant animation, no bot pause, a throw-away home folder) and
plays the human's seat through the window's own widgets and keys (``QTest`` clicks on the bidding panel's
buttons and on the cards, the arrow keys and Enter, S for a suggestion then Enter, the menus' actions), never
through the controller underneath. Seeded, it chooses as people do: every kind of bid and pass, declarations
made and skipped, undo and redo, claims, a preference changed in the Preferences dialog mid-game, quitting
mid-deal and starting the program again (the Resume question answered *Resume it*, Esc, its close button or
*Start a new game*, and then the "Your game waits" banner's *Back to my game* or its close button), a practice
deal, a deal code typed, a deal file exported and imported. A game where a tie holds its points over for the next
deal's winner often starts from a saved game whose first deal ties at its last trick (``--ties``,
tools/robot_ties.py): ties are rare in play. After a deal it sometimes starts over over the
unfinished match (``--start-over``): New Game from the menu or F2, New Game with a rule changed (the question
to put it aside answered Enter, Esc or, now and then, *Put it aside*), Help > Tutorial (left at once), the language
changed in Preferences and back. After a deal it opens Review, Compare with the Master, the Replay and "What did
they know?", Statistics, the rules book and Practice › Problems, and checks as it goes; every check has a name:

- ``no_exception``: nothing raised in the window (a slot, a task), nothing logged as an error;
- ``stall``: the table moves on (a bot answers, an animation ends) within ``--stall-s``;
- ``input_reaches_game``: a legal choice made with the mouse or the keys is the move the game applies;
- ``end_words``: every number in the end-of-deal words is one of the engine's figures for that deal; the
  card points, totals and the score of the deal read there are the engine's, in the table's order; a
  sentence saying totals are equal has equal totals; made or failed as the engine decided;
- ``skipped_declaration_told``: a card played while a declaration was offered says in the talk what was not
  declared;
- ``review``: Review finishes, with words, after every kind of deal (a skipped declaration included);
- ``compare``: Compare with the Master opens and shows the player's score of the deal as the engine's;
- ``statistics``: the Statistics header equals what its tiles and per-game entries add up to, and the
  deals counted grow with every deal played;
- ``rules_book``: the rules book opens at the contract, its words never say "seed";
- ``problems``, ``problems_solution``, ``problems_kept``: Practice › Problems opened by the menu, a problem of the
  game on the table, of another game or the problem of the day answered by keys with the right card or a wrong
  one: the verdict, every first card's points and tricks and the list's solved mark are ``check_answer``'s for
  that problem and card; "Show the solution" plays a line that reaches the goal by the engine's count; nothing
  says "seed"; the dialog closes and the match on the table is untouched (tools/robot_problems.py);
- ``mistakes_kept``, ``mistakes``: after each deal the costly choices the window's judge kept are those
  ``learn.mistakes.kept_from`` keeps from the judge's figures; Practice › My mistakes lists the notebook's mistakes
  due today, shows only the cards the player saw, and its verdict, each choice's worth, the reason and the schedule
  (the notebook on disk moved) are the judge's and the schedule's (tools/robot_mistakes.py); ``mistakes_said``:
  the position and the verdict each said once to a screen reader; the Statistics page's Practice tile adds up;
- ``talk_last_line``: the talk's newest line is wholly in sight;
- ``labels_fit``: no label of the side panel or the panels over the table is elided or clipped, at
  1366x768, 1280x800 and 900x650 (the size changes with each match);
- ``names``: the seat names the talk uses are the plates' names;
- ``honesty``: no card the player cannot see is drawn face up, named in the talk or in the hand mirror;
- ``resume``: the game started again after quitting is the one left, score and deal;
- ``sheet_adds_up``: after every deal, every column of the score sheet, read as the player reads it (each row's
  figure, the points held over after a tie included), adds up to the total it shows;
- ``held_over``: after a tie whose points are held over for the next deal's winner, the sheet marks the deal tied
  (not failed) and says on a line of its own what waits, and the panel says it; after the deal that wins them, a
  line of the sheet under that deal and a row and a sentence of the panel give each winner's share, the engine's;
- ``match_kept``: after every way of starting over (a practice deal, a deal code, a deal file, New Game, F2, a
  rule changed, the tutorial, the language, the Resume question's answers, the banner), the unfinished match
  is still somewhere the player can open it: on the table, waiting behind a practice deal or the tutorial, in
  the autosave the next start offers, or a named save that Game > Open saved game lists (``match_kept_where``);
  unless the player answered *Put it aside* (then it is a save, offered back over the table).

The robot (``Robot``: the window, the bookkeeping, the waiting, a whole run) does each job through a module of its
own, each a set of functions of the robot: ``robot_moves`` (one deal's moves), ``robot_asides`` (what happens
between two moves), ``robot_ways_on`` (the ways to a deal besides the next one), ``robot_start_over``,
``robot_checks`` (the checks after every step), ``robot_after_deal``; ``robot_words`` reads the end-of-deal words,
``robot_saves`` finds a match left behind; ``robot_ties``, ``robot_mistakes``, ``robot_problems`` and
``robot_network`` as before.

Each failure is printed as one JSON line with its seed, game, deal code and step, so that it can be played
again. The last line of ``--json`` is ``{"deals", "checks", "failures", "by_check", ...}``. Memory stays
bounded: failures are kept only as counts past the first ``MAX_KEPT``; the window's talk is cleared by every
new match.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any
from collections.abc import Callable

from belote_desktop.engine import VARIANTS

from . import robot_after_deal, robot_checks, robot_moves, robot_ways_on
from .robot_ties import has_held_over_points, open_tied_match

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run
    from PySide6.QtWidgets import QApplication, QWidget

    from belote_desktop.engine import MatchState, Ruleset
    from belote_desktop.ui.window.main_window import MainWindow

SIZES = ((1366, 768), (1280, 800), (900, 650))
MAX_KEPT = 200  # failures kept in full; past this, counted only


@dataclass
class Failure:
    check: str
    seed: int
    game: str
    deal_code: str
    step: str
    detail: str


# -- the words against the engine's figures (pure: no Qt) ----------------------------------------------------


class _ErrorLog(logging.Handler):
    def __init__(self, sink: Callable[[str], None]) -> None:
        super().__init__(logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink(f"logged: {record.getMessage()[:400]}")


class Robot:
    def __init__(self, app: QApplication, args: argparse.Namespace, home: Path) -> None:
        self.app = app
        self.args = args
        self.home = home
        self.rng = random.Random(args.seed)
        self.problem_rng = random.Random(args.seed * 1009 + 74)  # Practice › Problems: the other choices stay the seed's
        self.mistake_rng = random.Random(args.seed * 1013 + 74)  # Practice › My mistakes, likewise
        self.games = args.games
        self.checks: Counter[str] = Counter()
        self.by_check: Counter[str] = Counter()
        self.failures: list[Failure] = []
        self.deals = 0
        self.by_game: Counter[str] = Counter()
        self.matches = 0
        self.deals_in_match = 0
        self.step = "start"
        self.errors: list[str] = []  # exceptions and error logs since the last look
        self.started = time.monotonic()
        self.features: Counter[str] = Counter()
        self.stats_deals = -1
        self.skipped_declaration = False  # in this deal, the player played a card instead of declaring
        self.last_way_on = "start"  # how the deal on the table came: next deal, new match, practice...
        self.poll_generation = 0  # raised when a step is over: its dialog pollers stop (see ``poll``)
        self.network_host: Any = None  # at a table on the network (tools/robot_network.py): its host, the truth
        self.window: MainWindow = self.new_window()

    # -- the window ----------------------------------------------------------------------------------
    def _settings(self) -> Any:
        from belote_desktop.storage import settings as settings_store

        s, _ = settings_store.load_settings()
        s.animation_speed = "instant"
        s.bot_pause_ms = 0
        s.partner_level = s.opponent_level = self.args.level
        s.language = "en"
        s.show_welcome = False
        s.auto_play_single_card = False
        return s

    def new_window(self) -> MainWindow:
        from belote_desktop.ui.window.main_window import MainWindow

        w = MainWindow(interactive=False, settings=self._settings())
        w.persist = True  # autosave, statistics: the robot's own home folder
        width, height = SIZES[self.matches % len(SIZES)]
        w.resize(width, height)
        w.show()
        self.deal_talk_from = 0  # the talk's first line about the deal on the table
        self.deal_speech_from = 0  # the count of announcements when the deal on the table began
        self.seen_before_undo: set[Any] = set()  # cards played or turned up, then taken back by an undo, this deal
        self.deal_seen: Any = None
        return w

    # -- bookkeeping ---------------------------------------------------------------------------------
    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        self.checks[name] += 1
        if not ok:
            self.fail(name, detail)
        return ok

    def fail(self, name: str, detail: str) -> None:
        self.by_check[name] += 1
        c = self.window.controller
        game = c.rules.id if c.rules is not None else "-"
        try:
            code = self.window.deals.deal_code_on_table() or "-"
        except Exception:  # noqa: BLE001  (a failure is told even when the code cannot be read)
            code = "?"
        failure = Failure(name, self.args.seed, game, code, self.step, detail[:2000])
        if len(self.failures) < MAX_KEPT:
            self.failures.append(failure)
        if self.args.json or self.args.verbose:
            print(json.dumps({"failure": asdict(failure)}), flush=True)

    def on_exception(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb, limit=10)))

    def look_for_errors(self) -> None:
        errors, self.errors = self.errors, []
        self.check("no_exception", not errors, "\n".join(errors)[:2000])

    # -- waiting ---------------------------------------------------------------------------------------
    def pump(self, ms: int = 0) -> None:
        from PySide6.QtTest import QTest

        if ms:
            QTest.qWait(ms)
        else:
            self.app.processEvents()

    def poll(self, act: Callable[[], bool], tries: int) -> None:
        """Call ``act`` every 5 ms, from the next event-loop turn, until it returns True (it found its dialog and
        answered it), at most ``tries`` times, and never once the step that asked is over (``retire_pollers``): a
        poller left over from a question that never came would answer the next step's box."""
        from PySide6.QtCore import QTimer

        generation = self.poll_generation

        def attempt(left: int) -> None:
            if generation != self.poll_generation or act() or not left:
                return
            QTimer.singleShot(5, lambda: attempt(left - 1))

        QTimer.singleShot(0, lambda: attempt(tries))

    def retire_pollers(self) -> None:
        self.poll_generation += 1

    def bring_to_front(self, window: QWidget, timeout_s: float = 3.0) -> bool:
        """Activate ``window`` as a player's click does, and wait until Qt has taken it in: the application's active
        window and its focus window both ``window`` (offscreen, ``isActiveWindow`` can say True while the last
        dialog is still the active window, and a shortcut pressed then reaches nothing)."""
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication

        window.activateWindow()
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if QApplication.activeWindow() is window and QGuiApplication.focusWindow() is window.windowHandle():
                return True
            self.pump(5)
        return False

    def settle(self) -> str:
        """Let the table move until the player must act: 'human' (the player's turn), 'end' (the deal's
        result on the panel), 'stall' (nothing moved for ``--stall-s``)."""
        w = self.window
        c = w.controller
        deadline = time.monotonic() + self.args.stall_s
        while time.monotonic() < deadline:
            self.pump()
            if w.animator.busy:
                self.pump(1)
                continue
            if c.awaiting_continue and w.end_panel.isVisible():
                return "end"
            if w.input._autoplay_timer.isActive():  # "play the only card by itself": it goes by itself
                self.pump(5)
                continue
            if self._players_turn():
                self.pump()
                # the pump may have moved the table on (the only card played by itself, the deal over): ask again
                if not w.animator.busy and not w.input._autoplay_timer.isActive() and self._players_turn():
                    return "human"
            self.pump(1)
        self.fail("stall", f"nothing moved for {self.args.stall_s} s")
        return "stall"

    def _players_turn(self) -> bool:
        w = self.window
        c = w.controller
        return c.match is not None and not c.awaiting_continue and c.is_human_turn() and w.deal_end.pending_result is None

    # -- a whole run -----------------------------------------------------------------------------------
    def run(self) -> None:
        previous_hook = sys.excepthook
        sys.excepthook = self.on_exception
        handler = _ErrorLog(self.errors.append)
        logging.getLogger("belote_desktop").addHandler(handler)
        try:
            if self.args.deals:
                self.new_match()
            while self.deals < self.args.deals and not self.out_of_time():
                outcome = robot_moves.play_deal(self)
                if outcome == "stall":
                    self.new_match()
                    continue
                robot_after_deal.after_deal(self)
                self.go_on()
            if self.args.network:
                from .robot_network import play_network

                play_network(self, self.args.network)
        finally:
            sys.excepthook = previous_hook
            logging.getLogger("belote_desktop").removeHandler(handler)

    def out_of_time(self) -> bool:
        return bool(self.args.minutes) and time.monotonic() - self.started > self.args.minutes * 60

    def new_match(self) -> None:
        """The next game, started as a player would: mostly from the New Game dialog; sometimes a deal code typed."""
        from belote_desktop.engine import find_variant

        game = self.games[self.matches % len(self.games)]
        self.matches += 1
        self.deals_in_match = 0
        width, height = SIZES[self.matches % len(SIZES)]
        self.window.resize(width, height)
        self.step = self.last_way_on = f"new match of {game}"
        seed = self.rng.randrange(1 << 30)
        w = self.window
        rules = find_variant(game)
        if has_held_over_points(rules) and self.rng.random() < self.args.ties and self._tied_match(rules):
            return
        if self.rng.random() < 0.3 and not w.tutorial_mode.active and self.from_new_game_dialog(game):
            return
        w.start_game(find_variant(game), seed=seed)
        self.features["new_match"] += 1

    def _tied_match(self, rules: Ruleset) -> bool:
        """A saved game whose first deal ties at its last trick, opened (True: on the table)."""
        self.step = self.last_way_on = f"a saved tie of {rules.id} opened"
        if self.window.tutorial_mode.active or not open_tied_match(self, rules):
            return False
        self.features["tie_driven"] += 1
        return True

    def from_new_game_dialog(self, game: str) -> bool:
        """Game > New game…: the game chosen in the gallery, its labels checked, Enter. True if it started."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        w = self.window
        chosen: list[str] = []

        def answer() -> bool:
            from belote_desktop.ui.dialogs.new_game import NewGameDialog

            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, NewGameDialog):
                return False
            dialog.list.setCurrentIndex(dialog.model.index(dialog.model.row_of(game), 0))
            for _ in range(3):  # the details laid out for the game chosen, as the player sees them
                QApplication.processEvents()
            robot_checks.check_labels(self, dialog)
            chosen.append(dialog.rules().id)
            QTest.keyClick(dialog.list, Qt.Key.Key_Return)
            return True

        self.step = f"New Game dialog: {game}"
        before = w.controller.match
        self.poll(answer, 200)
        w.menus.act_new.trigger()
        self.pump()
        self.retire_pollers()
        on_table = w.controller.rules.id if w.controller.rules is not None else None
        started = w.controller.match is not before and on_table is not None
        self.check("input_reaches_game", started and chosen == [game] and on_table == game,
                   f"the New Game dialog chose {chosen}, the table has {on_table}")
        self.features["new_game_dialog"] += 1
        return started

    def go_on(self) -> None:
        """After a deal: the next one (the panel's button or Enter), or a new match, or a practice deal."""
        w = self.window
        match = w.controller.match
        if self._match_left_behind(match):
            self.new_match()
            return
        roll = self.rng.random()
        self.deal_seen = None  # whatever comes, its talk starts now ("Play this deal again" deals the same deck)
        left = w.practice_mode.game_aside() if w.practice_mode.active else match  # the real game, not a practice
        ways = robot_ways_on
        if (ways.practice_deal(self, roll, left) or ways.deal_code(self, roll, left) or ways.deal_file(self, roll, left)
                or ways.deal_editor(self, roll, left)):
            return
        if ways.started_over(self, roll, left):
            return  # another game, or the match back on the table at its next deal
        self._next_deal(self.window, self.window.controller)

    def _match_left_behind(self, match: MatchState | None) -> bool:
        """No match, or it is over, or it had its ``--deals-per-match``: the next game now."""
        per_match = self.args.deals_per_match
        return match is None or match.over or bool(per_match and self.deals_in_match >= per_match)

    def _next_deal(self, w: MainWindow, c: Any) -> None:
        """The next deal from the end-of-deal panel: its button clicked or Enter."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        self.step = self.last_way_on = "next deal"
        if self.rng.random() < 0.5 and w.end_panel.continue_button.isVisible():
            QTest.mouseClick(w.end_panel.continue_button, Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(w.table, Qt.Key.Key_Return)
        self.pump()
        if w.end_panel.isVisible() and c.awaiting_continue:
            self.fail("input_reaches_game", "the next deal did not start from the end-of-deal panel")
            w.continue_deal()

    # -- the report -------------------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        return {"deals": self.deals, "checks": sum(self.checks.values()), "failures": sum(self.by_check.values()),
                "by_check": dict(sorted(self.by_check.items())), "checked": dict(sorted(self.checks.items())),
                "deals_by_game": dict(sorted(self.by_game.items())), "matches": self.matches,
                "features": dict(sorted(self.features.items())), "seed": self.args.seed, "level": self.args.level,
                "ties": {"driven": self.features["tie_driven"], "tied_deals": self.features["tied_deal"],
                         "held_over_won": self.features["held_over_won"]},
                "seconds": round(time.monotonic() - self.started, 1), "cores": os.cpu_count()}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="deals to play (default 100)")
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long, whatever --deals says")
    parser.add_argument("--seed", type=int, default=1, help="the robot's choices and the deals follow it")
    parser.add_argument("--games", default=",".join(VARIANTS),
                        help="comma-separated games, in turn (default: all 13)")
    parser.add_argument("--deals-per-match", type=int, default=3,
                        help="leave a match for the next game after this many deals (0: play it to the end)")
    parser.add_argument("--level", default="beginner", help="the computer players' level (the table's)")
    parser.add_argument("--open-every", type=int, default=3,
                        help="open Review, Replay, the rules book and Practice › Problems after about one deal "
                             "in this many")
    parser.add_argument("--stall-s", type=float, default=60.0, help="a stall: nothing moves for this long")
    parser.add_argument("--review-s", type=float, default=120.0, help="the longest a review may take")
    parser.add_argument("--start-over", type=float, default=0.06,
                        help="the share of deals after which the player starts over over the unfinished match "
                             "(New Game, F2, a rule changed, the tutorial, the language), besides the practice "
                             "deals (default 0.06)")
    parser.add_argument("--ties", type=float, default=0.5,
                        help="the share of new matches of a game where a tie holds its points over that start from a "
                             "saved game whose first deal ties at its last trick (default 0.5)")
    parser.add_argument("--network", type=int, default=0,
                        help="then play this many deals at tables on the network that the robot hosts, a friend on "
                             "a scripted connection, walking leaving and coming back, a stranger asking for a seat, "
                             "a player removed (tools/robot_network.py)")
    parser.add_argument("--json", action="store_true", help="failures and the summary as JSON lines")
    parser.add_argument("--verbose", action="store_true", help="progress every 25 deals")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in games if g not in VARIANTS]
    if unknown or not games:
        parser.error(f"unknown game(s) {', '.join(unknown) or '(none)'}; known: {', '.join(VARIANTS)}")
    args.games = games
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BELOTE_DESKTOP_ANIMATION"] = "instant"
    with tempfile.TemporaryDirectory(prefix="belote-robot-") as home:
        os.environ["BELOTE_DESKTOP_HOME"] = home
        from belote_desktop import _pyside_fix  # noqa: F401  (before any Qt call)
        from PySide6.QtWidgets import QApplication

        from belote_desktop.i18n import install_language

        existing = QApplication.instance()
        app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
        install_language(app, "en")
        robot = Robot(app, args, Path(home))
        robot.run()
        report = robot.summary()
        robot.window.persist = False
        robot.window.close()
        if args.json:
            print(json.dumps(report), flush=True)
        else:
            for failure in robot.failures[:20]:
                print(f"FAIL {failure.check} [{failure.game} {failure.deal_code} seed {failure.seed}] "
                      f"at {failure.step}: {failure.detail[:300]}")
            print(f"{report['deals']} deals, {report['checks']} checks, {report['failures']} failures "
                  f"{report['by_check']} in {report['seconds']} s")
    return 1 if report["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
