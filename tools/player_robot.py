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
import re
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

from belote_desktop.engine import CARDS, VARIANTS
from belote_desktop.engine.recipe import MatchPoints
from belote_desktop.engine.scoring import RowKind, contract_times, round_points

from .robot_ties import has_held_over_points, held_over_figures, held_over_problems, open_tied_match, sheet_cells
from .robot_ties import sheet_problems, won_held_over

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run
    from PySide6.QtWidgets import QApplication, QWidget

    from belote_desktop.engine import DealResult, DealState, MatchState, PlayerView, Ruleset
    from belote_desktop.ui.window.main_window import MainWindow

SIZES = ((1366, 768), (1280, 800), (900, 650))
RESUME_ANSWERS = ("Resume it", "Esc", "close", "Start a new game")  # the Resume question's ways out
START_OVER_WAYS = ("New Game", "F2", "a rule changed", "tutorial", "language")  # besides the practice deals
MAX_KEPT = 200  # failures kept in full; past this, counted only
SUGGEST_SHARE = 0.04  # the share of the player's moves made with S then Enter
NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


@dataclass
class Failure:
    check: str
    seed: int
    game: str
    deal_code: str
    step: str
    detail: str


# -- the words against the engine's figures (pure: no Qt) ----------------------------------------------------


def _running_sums(result: DealResult) -> set[int]:
    """Each breakdown row's values, their sizes and parameters, and each team's running sum down its section."""
    figures: set[int] = set()
    running: dict[str, list[int]] = {}  # each section's running sum per team, row after row
    for row in result.breakdown:
        figures.update(row.values)
        figures.update(abs(v) for v in row.values)
        figures.update(value for _name, value in row.params)
        sums = running.setdefault(row.kind.section, [0] * len(result.score))
        for team, value in enumerate(row.values):
            sums[team] += value
            figures.add(sums[team])
    return figures


def _converted_rows(result: DealResult) -> list[int]:
    """Each team's sum of the match-point converter's rows (the score less them: the points before it)."""
    converted = [0] * len(result.score)
    for row in result.breakdown:
        if row.kind in (RowKind.CONVERTED, RowKind.KIRTIK):
            converted = [c + v for c, v in zip(converted, row.values)]
    return converted


def _baloot_figures(result: DealResult, converted: list[int]) -> set[int]:
    """The round points the engine compares (scoring._score_sun_hokum), with and without the Baloot, and what
    the doubling ladder makes of them."""
    assert result.contract is not None
    sun = result.contract.strain.suit is None
    factor = next((dict(row.params).get("multiplier", 1) for row in result.breakdown
                   if row.kind is RowKind.KEPT), 1)
    raw = [score - c for score, c in zip(result.score, converted)]
    figures = {round_points(raw[t] - result.belote_points[t], sun) for t in range(len(raw))}  # converter
    for team in range(len(result.totals)):
        rounded = round_points(result.card_score[team] + result.meld_points[team], sun)
        baloot = result.belote_points[team] // 10
        figures.update((rounded, rounded + baloot, baloot, rounded * factor, rounded * factor + baloot))
    return figures


def engine_figures(result: DealResult, rules: Ruleset, match_scores: tuple[int, ...] = (),
                   held: set[int] | None = None) -> set[int]:
    """Every number the end-of-deal words may state for ``result``: its fields, each breakdown row's values
    and parameters, each team's running sum down the breakdown, the rules' figures and the match's scores, and
    ``held``: the figures of the points held over after a tie (``robot_ties.held_over_figures``)."""
    figures: set[int] = {0, *(held or ())}
    for values in (result.totals, result.score, result.card_points, result.card_score, result.meld_points,
                   result.belote_points, match_scores):
        figures.update(values)
    figures.update((result.contract_points, result.contract_target, result.hanging))
    figures |= _running_sums(result)
    converted = _converted_rows(result)
    figures.update(s - c for s, c in zip(result.score, converted))
    contract = result.contract
    if contract is not None:
        figures.update(v for v in (getattr(contract, "value", None), getattr(contract, "multiplier", None))
                       if isinstance(v, int))
        figures.add(contract_times(rules, contract))  # a doubled no-trumps tie: every point held over, 8 times
    figures.update(v for v in (getattr(rules, "target_score", None), rules.players) if isinstance(v, int))
    if contract is not None and rules.match_points is MatchPoints.BALOOT:
        figures |= _baloot_figures(result, converted)
    return figures


def compared_round_points(result: DealResult, rules: Ruleset) -> list[int]:
    """Baloot: each team's round points as the engine compares them (scoring._score_sun_hokum: its cards
    and projects rounded, plus its Baloot); empty in the other games."""
    if result.contract is None or rules.match_points is not MatchPoints.BALOOT:
        return []
    sun = result.contract.strain.suit is None
    return [round_points(result.card_score[t] + result.meld_points[t], sun) + result.belote_points[t] // 10
            for t in range(len(result.totals))]


def _taker_tied(totals: tuple[int, ...], taker: int, said: int) -> bool:
    """The takers' total and the best of the others' are both ``said`` (with three players, one other may have
    less: the taker is measured against the best of the others)."""
    others = [t for team, t in enumerate(totals) if team != taker]
    return totals[taker] == said and bool(others) and max(others) == said


def _segment_numbers(line: str, head: str) -> list[list[int]]:
    """The numbers of each team's part of ``head: A n, B m`` (the parenthesis after the last team left out)."""
    body = line[len(head):].split(" (", 1)[0] if "=" not in line else line[len(head):]
    body = body.rstrip(".")
    return [[int(n) for n in NUMBER.findall(part)] for part in body.split(", ")]


# each line that states the teams' figures: its head, what it names, and the engine's figures it must equal
_SEGMENT_LINES: tuple[tuple[str, str, str], ...] = (
    ("Score of this deal:", "score of the deal {said} but the engine's is {engine}", "score"),
    ("Totals:", "totals {said} but the engine's are {engine}", "totals"),
)


def _unknown_numbers(line: str, figures: set[int]) -> list[str]:
    return [f"{number} is none of the engine's figures: {line!r}" for number in NUMBER.findall(line)
            if int(number) not in figures]


def _team_figures_problems(line: str, result: DealResult, teams: int) -> list[str]:
    """The score of the deal, the totals or the card points a line states, in the table's order."""
    for head, words, field in _SEGMENT_LINES:
        if line.startswith(head):
            said = [part[-1] for part in _segment_numbers(line, head) if part]
            engine = getattr(result, field)
            if len(said) == teams and tuple(said) != tuple(engine):
                return [words.format(said=said, engine=list(engine)) + f": {line!r}"]
            return []
    return _card_points_problems(line, result, teams)


def _card_points_problems(line: str, result: DealResult, teams: int) -> list[str]:
    if not line.startswith("Card points:"):
        return []
    said = [int(n) for n in NUMBER.findall(line.split(" (", 1)[0])]
    if len(said) == teams and tuple(said) != tuple(result.card_points):
        return [f"card points {said} but the engine's are {list(result.card_points)}: {line!r}"]
    return []


def _equal_words_problems(line: str, result: DealResult, compared: list[int]) -> list[str]:
    """A sentence saying totals (or Baloot's round points) are equal has them equal."""
    problems: list[str] = []
    equal = re.search(r"Equal totals \((\d+) each\)", line)
    if equal and not _taker_tied(result.totals, result.taker_team, int(equal.group(1))):
        problems.append(f"says equal totals of {equal.group(1)} but the totals are {list(result.totals)}: {line!r}")
    equal = re.search(r"Equal round points \((\d+) each", line)
    if equal and (not compared or any(t != int(equal.group(1)) for t in compared)):
        problems.append(f"says equal round points of {equal.group(1)} but the engine compared {compared}: {line!r}")
    return problems


def _made_problems(lines: list[str], result: DealResult) -> list[str]:
    """Made or failed as the engine decided."""
    said_made = any(_says_made(line) for line in lines)
    said_failed = any(_says_failed(line) for line in lines)
    if said_made == said_failed:
        return []
    if result.made is True and said_failed:
        return ["the words say failed, the engine says made"]
    if result.made is False and said_made:
        return ["the words say made, the engine says failed"]
    return []


def _says_made(line: str) -> bool:
    return "contract is made" in line or line.startswith("Made")


def _says_failed(line: str) -> bool:
    return "dedans" in line or line.startswith("Failed")


def word_problems(lines: list[str], result: DealResult, rules: Ruleset,
                  match_scores: tuple[int, ...] = (), held: set[int] | None = None) -> list[str]:
    """What in the English end-of-deal ``lines`` disagrees with the engine's ``result`` (empty: nothing)."""
    problems: list[str] = []
    figures = engine_figures(result, rules, match_scores, held)
    teams = len(result.score)
    compared = compared_round_points(result, rules)
    for line in lines:
        problems += _unknown_numbers(line, figures)
        problems += _team_figures_problems(line, result, teams)
        problems += _equal_words_problems(line, result, compared)
    return problems + _made_problems(lines, result)


# -- the unfinished match kept -------------------------------------------------------------------------------


def saves_autosave() -> MatchState | None:
    """The unfinished match the autosave holds, if any."""
    from belote_desktop.engine import MatchState
    from belote_desktop.storage import saves

    loaded, _ = saves.read_autosave()
    state = loaded.state if loaded is not None else None
    return state if isinstance(state, MatchState) and not state.over else None


def same_match(a: MatchState | None, b: MatchState) -> bool:
    """``a`` is the match ``b``, or ``b`` played on (the bots may move as soon as it is back on the table): the
    same rules and first deal, and ``b``'s moves first."""
    if a is None or (a.rules, a.seed, a.first_deck, a.first_dealer) != (b.rules, b.seed, b.first_deck, b.first_dealer):
        return False
    moves = b.actions()
    return a.actions()[:len(moves)] == moves


def _kept_in_a_save(match: MatchState) -> str:
    """'save NAME': a named save that Game > Open saved game lists holds ``match``; '' if none does."""
    from belote_desktop.storage import saves

    for info in saves.list_saves():
        if info.problem:
            continue
        try:
            kept = saves.load_save(info.path).state
        except saves.SaveError:
            continue
        if same_match(kept if isinstance(kept, type(match)) else None, match):
            return f"save {info.name}"
    return ""


def _kept_in_the_window(window: MainWindow, match: MatchState) -> str:
    """'table', 'behind the practice', 'behind the tutorial', or '' (the window does not hold ``match``)."""
    practice, tutorial = window.practice_mode, window.tutorial_mode
    if not (practice.active or tutorial.active) and same_match(window.controller.match, match):
        return "table"
    if practice.active and same_match(practice.game_aside(), match):
        return "behind the practice"
    if tutorial.active and same_match(tutorial.game_aside(), match):
        return "behind the tutorial"
    return ""


def match_kept_where(window: MainWindow, match: MatchState) -> str:
    """Where the player can open ``match`` again: 'table', 'behind the practice', 'behind the tutorial',
    'autosave' (the next start offers it), 'save NAME' (Game > Open saved game), or '' (nowhere: lost)."""
    from belote_desktop.storage import saves

    where = _kept_in_the_window(window, match)
    if where:
        return where
    loaded, _ = saves.read_autosave()
    if loaded is not None and isinstance(loaded.state, type(match)) and same_match(loaded.state, match):
        return "autosave"
    return _kept_in_a_save(match)


# -- the robot -------------------------------------------------------------------------------------------


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
        self.window: MainWindow = self._new_window()

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

    def _new_window(self) -> MainWindow:
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
                outcome = self.play_deal()
                if outcome == "stall":
                    self.new_match()
                    continue
                self.after_deal()
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
            self.check_labels(dialog)
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
        if (self._practice_deal(roll, left) or self._deal_code(roll, left) or self._deal_file(roll, left)
                or self._deal_editor(roll, left)):
            return
        if self._started_over(roll, left):
            return  # another game, or the match back on the table at its next deal
        self._next_deal(self.window, self.window.controller)

    def _match_left_behind(self, match: MatchState | None) -> bool:
        """No match, or it is over, or it had its ``--deals-per-match``: the next game now."""
        per_match = self.args.deals_per_match
        return match is None or match.over or bool(per_match and self.deals_in_match >= per_match)

    def _started_over(self, roll: float, left: MatchState | None) -> bool:
        """Now and then (``--start-over``) something else started over ``left``; True unless the deal's end is
        still on the table."""
        w = self.window
        if not (roll < 0.09 + self.args.start_over and left is not None and not w.tutorial_mode.active):
            return False
        self.start_over(left)
        c = self.window.controller
        return not (c.awaiting_continue and self.window.end_panel.isVisible())

    def _practice_deal(self, roll: float, left: MatchState | None) -> bool:
        """The panel's "Play this deal again": a practice deal (True: it started)."""
        if not (roll < 0.03 and self.window.deals.play_deal_again(0)):
            return False
        self.features["practice_deal"] += 1
        self.step = self.last_way_on = "practice deal"
        self.check_match_kept(left, "practice deal")
        return True

    def _deal_code(self, roll: float, left: MatchState | None) -> bool:
        """The deal on the table's code typed (one time in five, wrongly) (True: its deal started)."""
        if roll >= 0.06:
            return False
        self.step = "deal code typed"
        code = self.window.deals.deal_code_on_table()
        if not (code and self.type_deal_code(code if self.rng.random() < 0.8 else code[:-1] + "?")):
            return False
        self.features["deal_code"] += 1
        self.last_way_on = self.step
        self.check_match_kept(left, "deal code")
        return True

    def _deal_file(self, roll: float, left: MatchState | None) -> bool:
        """The deal exported to a file and imported (True: it started)."""
        if roll >= 0.09:
            return False
        w = self.window
        self.step = "deal file exported and imported"
        path = self.home / f"robot-{self.deals}.deal"
        if not (w.deals.export_deal_to(path) and w.deals.import_deal_path(path)):
            return False
        self.features["deal_file"] += 1
        self.last_way_on = self.step
        self.check_match_kept(left, "deal file imported")
        return True

    def _deal_editor(self, roll: float, left: MatchState | None) -> bool:
        """Game > Deal editor: the rest dealt at random (from the robot's random numbers), then Play: a practice deal
        of those very cards (True: it started)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog

        w = self.window
        if not 0.09 <= roll < 0.11 or w.tutorial_mode.active:
            return False
        self.step = "deal editor"
        w.menus.act_deal_editor.trigger()
        self.pump()
        dialog = next((d for d in w.findChildren(DealEditorDialog) if d.isVisible()), None)
        if not self.check("input_reaches_game", dialog is not None, "Game > Deal editor opened no editor"):
            return False
        assert dialog is not None
        dialog.rest_seed = self.rng.randrange(1, 2**31)
        QTest.mouseClick(dialog.random_button, Qt.MouseButton.LeftButton)
        expected = dialog.draft.start()
        if not self.check("input_reaches_game", dialog.play_button.isEnabled(),
                          f"the editor's Play stays off with every card dealt: {dialog.problems_label.text()}"):
            dialog.reject()
            return False
        QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
        self.pump()
        practice = w.practice_mode.practice
        self.check("input_reaches_game", practice is not None and practice.start == expected,
                   "Play in the deal editor did not start a practice deal of the editor's cards")
        self.features["deal_editor"] += 1
        self.last_way_on = self.step
        self.check_match_kept(left, "deal editor")
        return practice is not None

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

    def type_deal_code(self, code: str) -> bool:
        """Game > Deal by number…: the code typed in the box, Enter. A wrong code is told and changes nothing
        (the robot types one in five wrong: its last letter a "?"). True if the deal started."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

        w = self.window
        before = w.controller.match

        def answer() -> bool:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QInputDialog):
                return False
            box = dialog.findChild(QLineEdit)
            if box is not None:
                QTest.keyClicks(box, code)
                QTest.keyClick(box, Qt.Key.Key_Return)
            else:
                dialog.reject()
            return True

        self.poll(answer, 200)
        w.menus.act_deal_code.trigger()
        self.pump()
        self.retire_pollers()
        started = w.controller.match is not before and w.practice_mode.active
        if code.endswith("?"):
            self.check("input_reaches_game", not started and w.controller.match is before,
                       f"the wrong deal code {code} changed the table")
            return False
        self.check("input_reaches_game", started, f"the deal code {code} typed did not start its deal")
        return started

    # -- one deal ------------------------------------------------------------------------------------------
    def play_deal(self) -> str:
        self.skipped_declaration = False
        for _ in range(400):
            outcome = self.settle()
            self.look_for_errors()
            if outcome != "human":
                return outcome
            self.step_checks()
            self.maybe_interrupt()
            if self.settle() != "human":
                continue
            self.human_move()
        self.fail("stall", "the deal took more than 400 of the player's moves")
        return "stall"

    def human_move(self) -> None:
        from belote_desktop.engine import DECLARE
        from belote_desktop.engine.actions import AUCTION_ACTIONS

        c = self.window.controller
        view = c.view()
        assert view is not None
        legal = view.legal_actions
        before = len(c.match.deal.history) if c.match is not None else 0
        deal_before = c.match.deal if c.match is not None else None
        offered = DECLARE in legal
        if offered and self.rng.random() < 0.5:
            self.step = "declare"
            self.declare()
        elif any(isinstance(a, AUCTION_ACTIONS) for a in legal):
            self.step = "bid"
            self.bid(view)
        elif not self._play_a_card(legal, offered):
            return
        self.pump()
        moved = self._moved_on(c, deal_before, before)
        where = self._network_where(moved)
        self.check("input_reaches_game", moved, f"{self.step}: the window did not apply the player's choice{where}")

    def _play_a_card(self, legal: Any, offered: bool) -> bool:
        """One of the ``legal`` cards played (a declaration ``offered`` skipped, and told); False: none to play."""
        from belote_desktop.engine import PlayCard

        w = self.window
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        if not cards:
            self.fail("input_reaches_game", f"the player's turn, and nothing to choose: {legal}")
            self.pump(20)
            return False
        self.step = "play a card" + (" without declaring" if offered else "")
        talk_before = w.log.count()
        self.play(cards)
        if offered:
            self.skipped_declaration = True
            self.features["declaration_skipped"] += 1
            self.pump()
            self._check_declaration_told(talk_before)
        return True

    def _check_declaration_told(self, talk_before: int) -> None:
        """``skipped_declaration_told``: the talk after a card played without declaring says so."""
        w = self.window
        deadline = time.monotonic() + (5.0 if self.network_host is not None else 0.0)
        while w.log.count() == talk_before and time.monotonic() < deadline:  # the host's answer first
            self.pump(5)
        new = [w.log.item(i).text() for i in range(talk_before, w.log.count())]
        self.check("skipped_declaration_told", any("declar" in line.lower() for line in new),
                   f"the talk after a card played without declaring: {new}")

    def _moved_on(self, c: Any, deal_before: Any, before: int) -> bool:
        """The table applied the player's choice: another deal, a longer history, or the deal's end."""

        def moved_on() -> bool:
            return c.match is not None and (c.match.deal is not deal_before or len(c.match.deal.history) > before
                                            or c.awaiting_continue)
        deadline = time.monotonic() + (5.0 if self.network_host is not None else 0.0)
        while not moved_on() and time.monotonic() < deadline:  # a network table: the host's answer comes back
            self.pump(5)
        moved = moved_on()
        if not moved and self.settle() == "human":
            m = c.match
            moved = m is not None and (m.deal is not deal_before or len(m.deal.history) > before)
        return moved

    def _network_where(self, moved: bool) -> str:
        """Where the host and the window stand, for a move the window did not apply at a network table."""
        if moved or self.network_host is None:
            return ""
        w = self.window
        c = w.controller
        host = self.network_host
        return (
            f" (the host at step {host.table.step}, waiting for "
            f"{sorted(host.table.ready_wanted)}, to move {host.table.to_move()}; the "
            f"window at step {getattr(c, 'step', '?')}, its turn {c.is_human_turn()}, sent at "
            f"{getattr(c, '_sent_at_step', '?')}, away {host.table.seats[w.human].away}, undone "
            f"{sorted(host.undone_steps)[-3:]}, last moves {host.table.match.deal.history[-2:]})")

    def declare(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        button = w.bidding.buttons.get("declare")
        if button is not None and button.isVisible() and self.rng.random() < 0.6:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(w.table, Qt.Key.Key_D)  # the plain key
        self.features["declared"] += 1

    def bid(self, view: PlayerView) -> None:
        """A call through the panel: a button clicked (pass more often than not), or Suggest then Enter, or P."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from belote_desktop.engine import PASS

        w = self.window
        roll = self.rng.random()
        if roll < SUGGEST_SHARE:  # an expert's search in the worker processes: the robot's dearest step
            self.suggest_then_enter()
            self.features["bid_suggested"] += 1
            return
        if roll < 0.15 and PASS in view.legal_actions:
            QTest.keyClick(w.table, Qt.Key.Key_P)
            self.features["pass_key"] += 1
            return
        passes, others = self._panel_calls()
        if passes and (not others or self.rng.random() < 0.55):
            QTest.mouseClick(passes[0], Qt.MouseButton.LeftButton)
            self.features["pass"] += 1
            return
        if not others:
            QTest.keyClick(w.table, Qt.Key.Key_P)
            return
        self._click_a_call(view, others)

    def _panel_calls(self) -> tuple[list[Any], list[Any]]:
        """The bidding panel's pass buttons, and its other (button, call) pairs, that can be clicked."""
        from belote_desktop.engine import PASS

        choices = [(b, a) for b, a in self.window.bidding.choices() if b.isVisible() and b.isEnabled()]
        passes = [b for b, a in choices if a == PASS]
        others = [(b, a) for b, a in choices if a is not None and a != PASS]
        return passes, others

    def _click_a_call(self, view: PlayerView, others: list[Any]) -> None:
        """One of the ``others`` (button, call) clicked; a strain armed, the Bid button then."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        button, action = self.rng.choice(others)
        history = len(view.history)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.features[f"call:{type(action).__name__}"] += 1
        self.pump()
        m = w.controller.match
        if m is None or len(m.deal.history) != history or w.animator.busy:
            return
        bid_button = w.bidding.buttons.get("bid")  # a strain armed: the Bid button says it
        if bid_button is not None and bid_button.isVisible() and bid_button.isEnabled():
            QTest.mouseClick(bid_button, Qt.MouseButton.LeftButton)

    def suggest_then_enter(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        QTest.keyClick(w.table, Qt.Key.Key_S)
        deadline = time.monotonic() + self.args.stall_s
        while w.suggester.asked_for is not None and time.monotonic() < deadline:
            self.pump(2)
        QTest.keyClick(w.table, Qt.Key.Key_Return)

    def play(self, cards: list[Any]) -> None:
        """A legal card: with the arrows and Enter, a click on it, or Suggest then Enter."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        roll = self.rng.random()
        if roll < SUGGEST_SHARE:
            self.suggest_then_enter()
            self.features["card_suggested"] += 1
            return
        card = self.rng.choice(cards)
        if roll < 0.6:
            hand = w.input._hand()
            for _ in range(len(hand) + 2):
                if w.scene.selected == card:
                    break
                QTest.keyClick(w.table, Qt.Key.Key_Right)
            if w.scene.selected == card:
                QTest.keyClick(w.table, Qt.Key.Key_Return)
                self.features["card_keys"] += 1
                return
        point = self.card_point(card)
        if point is None:
            w.input.play_card(card)  # no place to click (should not happen): the hand mirror's way
            self.fail("input_reaches_game", f"{card} has no place on the table to click")
            return
        QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
        if w.scene.selected == card:  # "confirm before playing": the first click lifts it
            QTest.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, pos=self.card_point(card) or point)
        self.features["card_click"] += 1

    def card_point(self, card: Any) -> Any:
        """A point of ``card`` no other card covers, in the table's viewport coordinates."""
        from PySide6.QtCore import QPointF

        w = self.window
        item = w.scene.items_by_key.get(("card", card))
        if item is None:
            return None
        shape = item.mapToScene(item.boundingRect()).boundingRect()
        for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
            for fy in (0.12, 0.3, 0.5):
                p = QPointF(shape.left() + shape.width() * fx, shape.top() + shape.height() * fy)
                top = next((i for i in w.scene.items(p) if hasattr(i, "card") and hasattr(i, "clicked")), None)
                if top is item:
                    return w.table.mapFromScene(p)
        return None

    # -- what happens between two moves -------------------------------------------------------------------
    def maybe_interrupt(self) -> None:
        roll = self.rng.random()
        w = self.window
        m = w.menus
        if roll < 0.02 and m.act_undo.isEnabled():
            self.undo_and_redo()
        elif roll < 0.05 and m.act_claim.isEnabled():
            self.step = "claim"
            m.act_claim.trigger()
            self.features["claim"] += 1
        elif roll < 0.055:
            self.change_a_preference()
        elif roll < 0.06 and self.network_host is None:  # (a table on the network is no saved game)
            self.quit_and_resume()
        elif roll < 0.12:
            self.ask_by_key()

    def undo_and_redo(self) -> None:
        """Game > Undo, and now and then Redo at once."""
        w = self.window
        m = w.menus
        self.step = "undo"
        view = w.controller.view()
        if view is not None:  # the cards played and the table's face-up cards before the undo were seen (a
            # face-down card turned up goes down again): the talk still names them
            seen = view.played_mask
            for seat in range(len(view.table_up)):
                seen |= view.table_up_mask(seat)
            self.seen_before_undo |= {CARDS[i] for i in range(36) if seen >> i & 1}
            # and the declarations shown, the belote said (seed 78, Belot for 2: North's tierce shown, then undone)
            self.seen_before_undo |= {card for said in view.announcements for meld in said.melds for card in meld.cards}
            self.seen_before_undo |= {said.card for said in view.announcements if said.card is not None}
        m.act_undo.trigger()
        self.features["undo"] += 1
        if self.rng.random() < 0.5 and self.settle() == "human" and m.act_redo.isEnabled():
            self.step = "redo"
            m.act_redo.trigger()
            self.features["redo"] += 1

    def ask_by_key(self) -> None:
        """A screen reader's keys to ask (issue 57): W the trick, U the score, C the contract, Y the hand, I what
        the others showed, Z again; each answers with exactly one announcement (what it names is checked with the
        rest of the deal's words by ``check_honesty``)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        key = self.rng.choice("WUCYIZ")
        self.step = f"the key to ask {key}"
        speech = w.context.speech
        before = speech.count
        if self.bring_to_front(w):
            w.table.setFocus()
            QTest.keyClick(w.table, getattr(Qt.Key, f"Key_{key}"))
        else:  # (offscreen, the activation can stay pending: the menu's action, counted)
            self.features["ask_window_not_active"] += 1
            {"W": w.menus.act_say_trick, "U": w.menus.act_say_score, "C": w.menus.act_say_contract,
             "Y": w.menus.act_say_hand, "I": w.menus.act_say_shown, "Z": w.menus.act_say_again}[key].trigger()
        self.pump()
        said = list(speech.history)[before - speech.count:] if speech.count > before else []
        self.check("screen_reader_keys", len(said) == 1 and bool(said[0][0].strip()),
                   f"{key} said {said} (one message expected)")
        self.features[f"ask_{key}"] += 1

    def change_a_preference(self) -> None:
        """Settings > Preferences mid-game: one checkbox changed, OK."""
        from PySide6.QtWidgets import QApplication, QCheckBox, QDialog

        self.step = "preference changed"
        rng = self.rng
        done: list[str] = []

        def answer() -> bool:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QDialog):
                return False
            boxes = [b for b in dialog.findChildren(QCheckBox) if b.isEnabled()]
            if boxes:
                box = rng.choice(boxes)
                box.setChecked(not box.isChecked())
                done.append(box.text())
            dialog.accept()
            return True

        self.poll(answer, 100)
        self.window.menus.act_settings.trigger()
        self.retire_pollers()
        self.features["preference"] += 1
        self.window.settings.animation_speed = "instant"  # the robot keeps the table quick
        self.window.settings.bot_pause_ms = 0

    def quit_and_resume(self) -> None:
        """Game > Quit mid-deal, then the program started again: the autosaved game comes back as it was."""
        w = self.window
        match = w.controller.match
        if match is None or w.tutorial_mode.active or w.practice_mode.active or not w.settings.autosave:
            return  # (with "Keep the game in progress" turned off, nothing is kept: nothing to check)
        self.step = "quit and resume"
        scores, number, game = tuple(match.scores), match.deal_number, match.rules.id
        w.menus.act_quit.trigger()
        self.pump()
        w.deleteLater()
        self.pump()
        left = saves_autosave()  # the match as the program kept it: the Resume question's
        self.window = self._new_window()
        answer = self.rng.choice(RESUME_ANSWERS)
        self.step = f"quit; the Resume question answered {answer}"
        seen = self.start_again_answering(answer)
        self.check("input_reaches_game", seen == (["Resume it", "Start a new game"] if left is not None else []),
                   f"the Resume question had the buttons {seen}")
        if answer == "Start a new game":  # put aside: a named save, offered on the banner
            self.check_match_kept(left, "Start a new game")
            self.features["resume_start_new"] += 1
            self.banner_after_aside(left)
            return
        self.check_resumed((game, number, scores), answer)
        self.check_match_kept(left, f"the Resume question answered {answer}")
        self.features["quit_resume" if answer == "Resume it" else f"quit_resume_{answer}"] += 1

    def check_resumed(self, kept: tuple[str, int, tuple[int, ...]], answer: str) -> None:
        """``resume``: the match on the table is the one left (``kept``: its game, deal number and scores)."""
        game, number, scores = kept
        resumed = self.window.controller.match
        self.check("resume", resumed is not None and resumed.rules.id == game and tuple(resumed.scores) == scores
                   and resumed.deal_number == number,
                   f"left {game} deal {number} at {scores}; started again ({answer}): "
                   f"{(resumed.rules.id, resumed.deal_number, tuple(resumed.scores)) if resumed else None}")

    def start_again_answering(self, answer: str) -> list[str]:
        """The program started again, its Resume question answered ``answer``: the question's buttons."""
        seen = self.answer_question(answer, "Resume it")
        self.window.interactive = True  # the question is asked and answered as a player does
        try:
            self.window.start_default_game()
            self.pump()
        finally:
            self.window.interactive = False
            self.retire_pollers()
        return seen

    def banner_after_aside(self, left: MatchState | None) -> None:
        """The "Your game waits" banner: *Back to my game*, its close button, or left standing."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        banner = w.practice_banner
        self.check("input_reaches_game", banner.isVisible() and banner.close_button.isVisible(),
                   "no banner with a close button offers the game put aside")
        roll = self.rng.random()
        if roll < 0.4 and banner.leave_button.isVisible():
            self.step = "banner: Back to my game"
            QTest.mouseClick(banner.leave_button, Qt.MouseButton.LeftButton)
            self.pump()
            self.check("input_reaches_game", left is None or same_match(w.controller.match, left),
                       "Back to my game did not bring the game put aside back")
            self.features["banner_back"] += 1
        elif roll < 0.8 and banner.close_button.isVisible():
            self.step = "banner dismissed"
            QTest.mouseClick(banner.close_button, Qt.MouseButton.LeftButton)
            self.pump()
            self.check("input_reaches_game", not banner.isVisible(), "the banner's close button left it")
            self.features["banner_dismissed"] += 1
        self.check_match_kept(left, self.step)

    def answer_question(self, how: str, asks: str) -> list[str]:
        """Answer the next question box with a button ``asks`` as a player does: 'Enter' (its default button),
        'Esc', 'close' (its title bar's close button) or a button's words (another box that comes first, a
        warning, is closed). Returns the list its buttons' words are put in."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QMessageBox

        seen: list[str] = []

        def answer() -> bool:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox) or asks not in [b.text() for b in box.buttons()]:
                if isinstance(box, QMessageBox):
                    box.close()  # not the question
                return False
            seen.extend(sorted(b.text() for b in box.buttons()))
            button = next((b for b in box.buttons() if b.text() == how), None)
            if how == "Enter":
                QTest.keyClick(box, Qt.Key.Key_Return)
            elif how == "Esc":
                QTest.keyClick(box, Qt.Key.Key_Escape)
            elif how == "close" or button is None:
                box.close()
            else:
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return True

        self.poll(answer, 400)
        return seen

    # -- starting over over an unfinished match ------------------------------------------------------------
    def start_over(self, left: MatchState) -> None:
        """One of the ways a player starts something else over the unfinished match ``left``; then
        ``match_kept``."""
        way = self.rng.choice(START_OVER_WAYS)
        self.step = self.last_way_on = f"start over: {way}"
        self.features[f"start_over_{way.replace(' ', '_')}"] += 1
        if way in ("New Game", "F2", "a rule changed"):
            self.new_game_over(left, way)
        elif way == "tutorial":
            self.window.menus.act_tutorial.trigger()
            self.pump()
            self.check("input_reaches_game", self.window.tutorial_mode.active, "Help > Tutorial did not start it")
            self.check_match_kept(left, "the tutorial")
            self.step = "tutorial left"
            self.window.banner.leave_button.click()  # (the robot does not follow the lesson's script)
            self.pump()
            self.check_match_kept(left, "the tutorial left")
        else:
            self.change_language(left)
        self.deal_seen = None

    def new_game_over(self, left: MatchState, way: str) -> None:
        """New Game (the menu, F2, or with a rule changed) over ``left``: the question to put it aside answered Enter
        (the default: keep playing), Esc, or one time in six *Put it aside* (then the new game is on the table)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QSpinBox

        w = self.window
        changed: list[str] = []

        def choose() -> bool:  # the New Game dialog: the same game (a rule changed), Enter
            from belote_desktop.ui.dialogs.new_game import NewGameDialog

            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, NewGameDialog):
                return False
            target = dialog._widgets.get("target_score")
            if way == "a rule changed" and isinstance(target, QSpinBox) and target.isEnabled():
                target.stepUp()
                changed.append(f"target score {target.value()}")
            QTest.keyClick(dialog.list, Qt.Key.Key_Return)
            return True

        answer = "Put it aside" if self.rng.random() < 1 / 6 else self.rng.choice(("Enter", "Esc"))
        seen = self.answer_question(answer, "Put it aside")
        self.poll(choose, 400)
        w.interactive = True
        try:
            if way == "F2":
                if not self.bring_to_front(w):
                    # offscreen, a busy machine can leave the activation pending: a player presses F2 in the
                    # window in front, so the robot takes the menu's New Game then, and counts it
                    self.features["F2_window_not_active"] += 1
                    w.menus.act_new.trigger()
                else:
                    w.table.setFocus()
                    QTest.keyClick(w.table, Qt.Key.Key_F2)
            else:
                w.menus.act_new.trigger()
            self.pump()
        finally:
            w.interactive = False
            self.retire_pollers()
        self.check("input_reaches_game", seen == ["Keep playing", "Put it aside"],
                   f"{way} over a match in progress asked {seen} (window active: {w.isActiveWindow()}, "
                   f"left over: {left.over}, on the table: {w.controller.match is not None and same_match(w.controller.match, left)}, "
                   f"practice: {w.practice_mode.active if hasattr(w, 'practice_mode') else '?'}, modal: {QApplication.activeModalWidget()})")
        if answer == "Put it aside":  # put aside knowingly: the new game is the table's
            self.check("input_reaches_game", not same_match(w.controller.match, left),
                       f"{way}: Put it aside left the match on the table")
            self.matches += 1
            self.deals_in_match = 0
            self.features["abandoned"] += 1
            return
        self.check_match_kept(left, f"{way} ({', '.join(changed) or 'the same rules'}), the question answered "
                                    f"{answer}")

    def change_language(self, left: MatchState) -> None:
        """Settings > Preferences: the language French, OK; then English again (the robot reads English)."""
        for code in ("fr", "en"):
            self.step = f"language {code}"

            def choose(dialog: Any, code: str = code) -> None:
                dialog.language.setCurrentIndex(dialog.language.findData(code))

            self.settings_dialog(choose)
            self.check("input_reaches_game", self.window.settings.language == code,
                       f"the language chosen in Preferences is {self.window.settings.language}, not {code}")
            self.check_match_kept(left, f"the language changed to {code}")

    def settings_dialog(self, change: Callable[[Any], None]) -> None:
        """Settings > Preferences: ``change(dialog)``, OK."""
        from PySide6.QtWidgets import QApplication

        from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

        def answer() -> bool:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, SettingsDialog):
                return False
            change(dialog)
            dialog.accept()
            return True

        self.poll(answer, 200)
        self.window.menus.act_settings.trigger()
        self.pump()
        self.retire_pollers()
        self.window.settings.animation_speed = "instant"  # the robot keeps the table quick
        self.window.settings.bot_pause_ms = 0

    def check_match_kept(self, left: MatchState | None, way: str) -> bool:
        """``match_kept``: the unfinished match ``left`` can still be opened after ``way``."""
        if left is None or left.over:
            return True
        where = match_kept_where(self.window, left)
        if where:
            self.features[f"kept_{where.split()[0]}"] += 1
        return self.check("match_kept", bool(where),
                          f"after {way}: the unfinished {left.rules.id} match, deal {left.deal_number} at "
                          f"{tuple(left.scores)}, is nowhere the player can open it (not on the table, not waiting, "
                          f"not in the autosave, not among the saves)")

    # -- checks after every step ------------------------------------------------------------------------------
    def step_checks(self) -> None:
        c = self.window.controller
        deal = c.match.deal if c.match is not None else None
        if deal is not None and (self.deal_seen is None or (deal.deck, deal.dealer) != (
                self.deal_seen.deck, self.deal_seen.dealer)):
            self.deal_talk_from = self.window.log.count()  # a new deal: its talk starts here
            self.deal_speech_from = self.window.context.speech.count  # and its announcements
            self.seen_before_undo = set()
        self.deal_seen = deal
        self.check_names()
        self.check_honesty()
        self.check_talk_last_line()

    def check_names(self) -> None:
        from belote_desktop.learn.explain import default_seat_names

        w = self.window
        plates = [p.name for p in w.scene.plates if p.isVisible() and p.name]
        known = {name for n in (2, 3, 4) for name in default_seat_names(n)}
        shown = set(w.seats.names()) | set(plates) | {
            word for name in w.seats.speaker_names() for word in re.findall(r"\w+", name)}  # "South (you)"
        strangers = self._names_in_talk(known - shown)
        self.check("names", not strangers and set(plates) <= shown,
                   f"the talk names {sorted(strangers)}, the plates say {plates}")

    def _names_in_talk(self, names: set[str]) -> set[str]:
        """The ``names`` the talk uses."""
        log = self.window.log
        found = set()
        for i in range(log.count()):
            line = log.item(i).text()
            found |= {name for name in names if re.search(rf"\b{re.escape(name)}\b", line)}
        return found

    def check_honesty(self) -> None:
        w = self.window
        view, deal = self._honesty_truth()
        if view is None or deal is None or w.controller.awaiting_continue:
            return
        hidden = self._hidden_cards(view, deal)
        shown_hidden = self._face_up_cards() & hidden
        words, start = self._deal_words()
        where: list[str] = [f"{card} drawn face up" for card in sorted(shown_hidden, key=str)]
        where += self._named_cards(hidden, words)
        self.check("honesty", not where, "cards the player cannot see are shown: " + "; ".join(where[:6])
                   + f" (this deal's talk read from line {start} of {w.log.count()}; the deal came by "
                   f"{self.last_way_on}; history {len(deal.history)})")

    def _honesty_truth(self) -> tuple[Any, Any]:
        """The player's view and the deal as it truly lies (None: no deal to hold the view against)."""
        c = self.window.controller
        view = c.view()
        deal = c.match.deal if c.match is not None else None
        if self.network_host is not None:  # a network window knows its own cards only: the host's are the truth
            table = self.network_host.table
            deal = table.match.deal if table.step == getattr(c, "step", -1) and not table.over else None
        return view, deal

    @staticmethod
    def _hidden_mask(view: Any, deal: Any, human: int) -> int:
        """The cards of the others' hands and those face down, less what the player's view shows."""
        n = deal.rules.players
        hidden_mask: int = 0
        for seat in range(n):
            if seat != human:
                hidden_mask |= deal.hands[seat]
            hidden_mask |= deal.zones.table_down[seat]  # face down: nobody sees them, their owner neither
        for seat in range(n):
            hidden_mask &= ~view.table_up_mask(seat)
        hidden_mask &= ~view.played_mask & ~view.hand_mask
        return hidden_mask

    def _hidden_cards(self, view: Any, deal: Any) -> set[Any]:
        """The cards the player cannot see."""
        hidden_mask = self._hidden_mask(view, deal, self.window.human)
        hidden = {CARDS[i] for i in range(36) if hidden_mask >> i & 1} - {card for _seat, card in view.known_cards}
        hidden.discard(view.turned_card)  # face up for all while it lies on the table
        hidden -= self.seen_before_undo
        for said in view.announcements:  # declarations shown, belote said: their cards are everyone's
            hidden -= {card for meld in said.melds for card in meld.cards}
            hidden.discard(said.card)
        return hidden

    def _face_up_cards(self) -> set[Any]:
        return {item.card for item in self.window.scene.items_by_key.values()
                if item.card is not None and item.flip >= 0.5 and item.isVisible()}

    def _deal_words(self) -> tuple[list[str], int]:
        """The hand mirror's words, this deal's talk and what a screen reader was told in this deal (issue 57);
        and the talk's line this deal's talk was read from."""
        w = self.window
        words = [w.side.hand_list.item(i).text() for i in range(w.side.hand_list.count())]
        start = self.deal_talk_from if self.deal_talk_from <= w.log.count() else 0
        words += [w.log.item(i).text() for i in range(start, w.log.count())]  # this deal's talk
        speech = w.context.speech  # and what a screen reader was told in this deal (issue 57)
        fresh = min(speech.count - (self.deal_speech_from if self.deal_speech_from <= speech.count else 0),
                    len(speech.history))
        words += [message for message, _ in list(speech.history)[len(speech.history) - fresh:]] if fresh > 0 else []
        return words, start

    @staticmethod
    def _named_cards(hidden: set[Any], words: list[str]) -> list[str]:
        """Where ``words`` name a card of ``hidden``."""
        from belote_desktop.learn import table_words as text

        where: list[str] = []
        for card in sorted(hidden, key=str):
            line = next((line for line in words if text.card_name(card) in line or text.card_short(card) in line), None)
            if line is not None:
                where.append(f"{card} named in {line[:120]!r}")
        return where

    def check_talk_last_line(self) -> None:
        from belote_desktop.ui.look.fit_check import talk_last_line_visible

        log = self.window.log
        if log.count() == 0 or not log.isVisible():
            return
        self.pump()
        last = log.item(log.count() - 1)
        self.check("talk_last_line", talk_last_line_visible(self.window),
                   f"the newest talk line {last.text()!r} lies at {log.visualItemRect(last).getRect()} "
                   f"in {log.viewport().rect().getRect()}")

    def check_labels(self, widget: QWidget | None = None) -> None:
        from belote_desktop.ui.look.fit_check import clipped_labels

        target = widget if widget is not None else self.window
        if widget is None:
            for _ in range(3):  # the layout settled, as the player sees it (a frame later)
                self.pump()
        clipped = clipped_labels(target)
        self.check("labels_fit", not clipped,
                   f"{type(target).__name__} at {target.width()}x{target.height()}: {clipped[:6]}")

    # -- after a deal ------------------------------------------------------------------------------------------
    def after_deal(self) -> None:
        w = self.window
        c = w.controller
        match = c.match
        if match is None or not match.finished:
            return
        deal = match.finished[-1]
        self.deals += 1
        self.deals_in_match += 1
        self.by_game[match.rules.id] += 1
        self.step = "end of deal"
        result = deal.result()
        self.check_end_words(list(w.end_panel.lines), result, match)
        self.check_sheet(match)
        self.check_labels()
        self.check_talk_last_line()
        self.open_after_deal(deal, result, match)
        self.look_for_errors()
        if self.args.verbose and self.deals % 25 == 0:
            print(json.dumps({"deals": self.deals, "checks": sum(self.checks.values()),
                              "failures": sum(self.by_check.values()),
                              "seconds": round(time.monotonic() - self.started)}), flush=True)

    def open_after_deal(self, deal: DealState, result: DealResult, match: MatchState) -> None:
        """Review, Compare, the Replay (about one deal in ``--open-every``), Statistics, the rules book,
        Practice › Problems and My mistakes (what was kept checked after every deal)."""
        every = self.args.open_every
        roll = self.rng.random()
        if not deal.thrown_in and (roll < 1 / max(1, every) or (self._skipped_declaration(deal) and roll < 0.5)):
            self.open_review(result, match)
        if self.rng.random() < 1 / max(1, every * 2):
            self.open_compare(deal, result)
        if self.rng.random() < 1 / max(1, every):
            self.open_replay()
        self.open_mistakes(deal, visit=False)  # what was kept, before the Statistics page counts it
        self.open_statistics()
        if self.rng.random() < 1 / max(1, every):
            self.open_rules_book()
        if self.problem_rng.random() < 1 / max(1, every):
            self.open_problems()
        if self.mistake_rng.random() < 1 / max(1, every):
            self.open_mistakes(deal, visit=True)

    def after_network_deal(self) -> None:
        """After a deal at a table on the network: the checks that hold there (no statistics, no saved game)."""
        w = self.window
        match = w.controller.match
        if match is None or not match.finished:
            return
        self.deals += 1
        self.deals_in_match += 1
        self.by_game[match.rules.id] += 1
        self.features["net_deal"] += 1
        self.step = "network: end of deal"
        names = [name for name in w.seats.names() if any(ch.isdigit() for ch in name)]  # "Computer 3": no figure
        lines = [re.sub("|".join(map(re.escape, names)), "someone", line) if names else line
                 for line in w.end_panel.lines]
        self.check_end_words(lines, match.finished[-1].result(), match)
        self.check_sheet(match, remote=True)
        self.check_labels()
        self.check_talk_last_line()
        self.look_for_errors()

    def _skipped_declaration(self, deal: DealState) -> bool:
        """The player could declare and did not: Review must always be tried there (the defect of issue 44)."""
        return self.skipped_declaration

    def check_end_words(self, lines: list[str], result: DealResult, match: MatchState) -> None:
        if self.window.tutorial_mode.active:
            return
        problems = word_problems(lines, result, match.rules, tuple(match.scores), held_over_figures(match))
        self.check("end_words", not problems, "; ".join(problems))

    def check_sheet(self, match: MatchState, remote: bool = False) -> None:
        """``sheet_adds_up``: every column of the score sheet, as shown, adds up to its total; ``held_over``: the
        points held over after a tie, told on the sheet and the panel (not in the tutorial's scripted deal)."""
        w = self.window
        view = w.side.score_view
        rows, total = sheet_cells(w.score_model, lambda row: not view.isRowHidden(row))
        problems = sheet_problems(rows, total)
        self.check("sheet_adds_up", not problems, "; ".join(problems) + f" (the sheet: {rows} {total})")
        if w.tutorial_mode.active:
            return
        panel = w.end_panel
        problems = held_over_problems(match, w.score_model.rows(), panel.lines, panel.rows, remote)
        self.check("held_over", not problems, "; ".join(problems))
        result = match.finished[-1].result()
        self.features["tied_deal"] += bool(result.hanging and not result.made)
        self.features["held_over_won"] += won_held_over(match)

    def open_review(self, result: DealResult, match: MatchState) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        panel = w.end_panel
        if not panel.review_button.isVisible() or not panel.review_button.isEnabled():
            return
        self.step = "review"
        before = list(panel.lines)
        finished: list[bool] = []

        def done() -> None:
            finished.append(True)

        w.reviewFinished.connect(done)
        QTest.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
        deadline = time.monotonic() + self.args.review_s
        self._wait_for_review(finished, deadline)
        w.reviewFinished.disconnect(done)  # one connection at a time: hours of reviews hold nothing
        self.look_for_errors()
        self.check("review", bool(finished) and len(panel.lines) > len(before),
                   "Review did not finish with words" + (" (time out)" if time.monotonic() >= deadline else ""))
        if finished:
            self.check_end_words(list(panel.lines)[: len(before)], result, match)
        self.features["review"] += 1

    def _wait_for_review(self, finished: list[bool], deadline: float) -> None:
        """Until Review has finished, the deadline, an error, or its button back (it could not be made)."""
        button = self.window.end_panel.review_button
        while not finished and time.monotonic() < deadline and not self.errors:
            self.pump(5)
            if button.isEnabled() and button.isVisible():
                break  # the review could not be made: the button is back

    def open_compare(self, deal: DealState, result: DealResult) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        w = self.window
        button = w.end_panel.compare_button
        if not button.isVisible() or not button.isEnabled():
            return
        self.step = "compare with the Master"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        dialog = QApplication.activeModalWidget() or next(
            (d for d in QApplication.topLevelWidgets() if type(d).__name__ == "ComparisonDialog" and d.isVisible()), None)
        ready = self._wait_for_comparison(dialog)
        self.look_for_errors()
        self.check("compare", dialog is not None and ready, "Compare with the Master did not show its result")
        if dialog is not None:
            self._check_comparison_words(dialog, deal, result)
            dialog.close()
            self.pump()
        self.features["compare"] += 1

    def _wait_for_comparison(self, dialog: Any) -> bool:
        """True once ``dialog`` shows its comparison (judged), within ``--review-s`` and without an error."""
        deadline = time.monotonic() + self.args.review_s
        while dialog is not None and time.monotonic() < deadline and not self.errors:
            self.pump(5)
            comparison = getattr(dialog, "comparison", None)
            if comparison is not None and getattr(dialog, "judged_done", True):
                return True
        return False

    def _check_comparison_words(self, dialog: Any, deal: DealState, result: DealResult) -> None:
        """``compare``: the dialog shows the player's score of the deal as the engine's."""
        from PySide6.QtWidgets import QLabel

        words = " ".join(label.text() for label in dialog.findChildren(QLabel))
        team = deal.rules.team_of(self.window.human)
        self.check("compare", str(result.score[team]) in words or str(result.totals[team]) in words
                   or deal.thrown_in, f"the player's score {result.score[team]} is not in {words[:300]!r}")

    def open_replay(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        w = self.window
        self.step = "replay"
        from belote_desktop.ui.dialogs.deal_replay import DealReplayDialog

        dialog = w.deal_end.show_replay()
        if not isinstance(dialog, DealReplayDialog):
            return
        self.pump()
        steps = self.rng.randrange(1, 12)
        for _ in range(steps):
            QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        if dialog.knew_button.isEnabled():
            self.step = "what did they know"
            QTest.mouseClick(dialog.knew_button, Qt.MouseButton.LeftButton)
            self.pump(5)
            knew = QApplication.activeModalWidget()
            if knew is not None and knew is not dialog:
                knew.close()
            self.features["what_they_knew"] += 1
        dialog.close()
        self.pump()
        self.look_for_errors()
        self.features["replay"] += 1

    def open_statistics(self) -> None:
        w = self.window
        self.step = "statistics"
        dialog = w.rules_help.show_statistics()
        self.pump()
        agree = getattr(dialog, "header_and_tiles_agree", None)
        if callable(agree):
            ok = agree()
            self.check("statistics", bool(ok), f"the header and the tiles disagree: {ok!r}")
        header = getattr(dialog, "header", None)
        if header is not None:  # every finished deal counts at once, a practice deal never
            match = w.controller.match
            thrown_in = bool(match and match.finished and match.finished[-1].thrown_in)
            counted = not (w.practice_mode.active or w.tutorial_mode.active or thrown_in)  # as the page says
            if self.stats_deals >= 0:
                expected = self.stats_deals + (1 if counted else 0)
                self.check("statistics", header.deals == expected,
                           f"{header.deals} deals counted after a deal {'played' if counted else 'not counted'}, "
                           f"{self.stats_deals} before (match: {self._match_words()})")
            self.stats_deals = header.deals
        from .robot_mistakes import check_practice_tile

        check_practice_tile(self, dialog)
        dialog.close()
        self.pump()
        self.features["statistics"] += 1

    def _match_words(self) -> str:
        w = self.window
        m = w.controller.match
        if m is None:
            return "none"
        return (f"{m.rules.id}, {len(m.finished)} deals finished, over: {m.over}, counted by the window: "
                f"{w.files.record.deals_counted}, last way on: {self.last_way_on}")

    def open_rules_book(self) -> None:
        from PySide6.QtWidgets import QTextBrowser

        w = self.window
        self.step = "rules book"
        w.menus.act_rules.trigger()
        self.pump()
        book = w.rules_help.window
        words = " ".join(b.toPlainText() for b in book.findChildren(QTextBrowser)) if book is not None else ""
        self.check("rules_book", book is not None and book.isVisible() and bool(words.strip()),
                   "the rules book did not open with words")
        found = re.search(r".{0,40}\bseeds?\b.{0,40}", words, re.IGNORECASE)
        self.check("rules_book", found is None, f"the rules book says {found.group(0)!r}" if found else "")
        if book is not None:
            book.hide()
        self.features["rules_book"] += 1

    def open_mistakes(self, deal: DealState, visit: bool) -> None:
        """What the judge kept of the deal, or (``visit``) a side trip to Practice › My mistakes by the menu and
        keys (tools/robot_mistakes.py)."""
        from . import robot_mistakes

        if visit:
            robot_mistakes.visit(self)
        else:
            robot_mistakes.check_kept(self, deal)

    def open_problems(self) -> None:
        """Practice › Problems by the menu and keys, every verdict held against the solver (tools/robot_problems.py)."""
        from .robot_problems import open_problems

        open_problems(self)

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
