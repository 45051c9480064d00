"""Practice › Problems for the player robot (tools/player_robot.py): a side trip after a deal, by the menu and keys.

The robot opens Practice › Problems through the menu's action, as a player does; keeps the game on the table or
moves to another with the arrow keys on the game list; picks a problem with the arrows and Enter (or the problem
of the day's button, with Space); moves along its cards with the arrows and plays the right card or a wrong one
with Enter; sometimes asks for the solution (Space on the button the focus is on); and leaves with Esc. What it
reads is held against what it works out itself from the shipped problem (``learn.problems``), never against the
dialog's own objects:

- the problem shown is the one the title names (the game's problems, easiest first), every hand and the trick on
  the board are the problem's, the goal's words are ``goal_text``'s; the problem of the day is today's;
- the verdict says right exactly when the card is the problem's answer, and every first card's points and tricks
  (seen and said) are ``check_answer``'s for that problem, in its order, the cards that reach the goal marked;
- the list's mark after the answer: ✓ after a right answer (and after a wrong one where it was solved before),
  else ✗, and the count of solved problems grows by one with a first right answer;
- "Show the solution" writes the problem's line and plays it to the end of the deal, and the engine's own count
  on that line reaches the goal (every trick left taken, the contract made, or beaten and not hanging);
- nothing the dialog shows or names says "seed";
- the dialog closes, and the match on the table is the one left (its moves, its scores, the deal waiting).

The checks are ``problems`` (the verdict and its figures, the marks, the problem shown), ``problems_solution``
and ``problems_kept`` (the dialog closed, the game untouched); the features ``problem_right``,
``problem_wrong``, ``problem_of_the_day``, ``problem_other_game``, ``problem_solution``.
"""

from __future__ import annotations

import datetime
import html
import re
import time
from typing import TYPE_CHECKING, Any

from belote_desktop.engine import DealState, PlayCard, cards_in, find_variant
from belote_desktop.learn import table_words as text
from belote_desktop.learn.problems import Goal, Problem, Verdict, check_answer, goal_text, load_problems
from belote_desktop.learn.problems import problem_of_the_day

if TYPE_CHECKING:
    from belote_desktop.ui.dialogs.problems import ProblemsDialog

    from .player_robot import Robot

SEED_WORD = re.compile(r".{0,40}\bseeds?\b.{0,40}", re.IGNORECASE)
ROW = re.compile(r"<tr>(.*?)</tr>", re.DOTALL)
CELL = re.compile(r"<t([dh])[^>]*>(.*?)</t[dh]>", re.DOTALL)
TAG = re.compile(r"<[^>]+>")
NUMBER_IN_TITLE = re.compile(r"·\s*\S+\s+(\d+)\s*·")  # "Classic Belote · problem 3 · ★★☆☆☆"
SOLUTION_S = 30.0


def ordered_problems(game: str) -> list[Problem]:
    """The game's problems as the list shows them: easiest first, the file's order among equals."""
    return sorted(load_problems(game), key=lambda p: p.grade)


def shown_rows(verdict_html: str) -> list[tuple[str, ...]]:
    """The verdict's table as the player reads it: each row's cells (the head row left out), tags dropped."""
    rows = []
    for row in ROW.findall(verdict_html):
        cells = CELL.findall(row)
        if cells and all(kind == "d" for kind, _ in cells):
            rows.append(tuple(html.unescape(TAG.sub("", cell)).strip() for _, cell in cells))
    return rows


def expected_rows(verdict: Verdict) -> list[tuple[str, ...]]:
    """``check_answer``'s figures as the table must show them: card, points, tricks, ✓ where it reaches the goal."""
    return [(text.card_name(w.card), str(w.points), str(w.tricks), "✓" if w.reaches else "") for w in verdict.worths]


def verdict_problems(verdict_html: str, said: str, truth: Verdict) -> list[str]:
    """What the verdict's column and its words for the ear get wrong against ``truth`` (check_answer's)."""
    problems = []
    plain = html.unescape(TAG.sub(" ", verdict_html))
    says_right, says_wrong = "Right!" in plain, "Not this one" in plain
    if (says_right, says_wrong) != (truth.right, not truth.right):
        problems.append(f"the verdict says {'right' if says_right else 'wrong' if says_wrong else 'neither'}, "
                        f"the solver {'right' if truth.right else 'wrong'}: {plain[:200]!r}")
    rows, wanted = shown_rows(verdict_html), expected_rows(truth)
    if rows != wanted:
        problems.append(f"the first cards shown {rows}, check_answer's {wanted}")
    for w in truth.worths:
        words = f"{text.card_name(w.card)}: points {w.points}, tricks {w.tricks}"
        if words not in said:
            problems.append(f"the words for the ear lack {words!r}: {said[:300]!r}")
    return problems


def problem_cards(state: DealState) -> tuple[list[int], list[int]]:
    """The cards a problem's board must show, by index: face up (every hand, the face-up table cards, the trick)
    and face down (the table cards not turned up yet)."""
    zones = state.zones
    up = [c.index for s in range(state.players) for c in (*state.hand(s), *cards_in(zones.table_up[s]))]
    down = [c.index for s in range(state.players) for c in cards_in(zones.table_down[s])]
    return sorted(up + [c.index for c in state.current_trick]), sorted(down)


def goal_reached(start: DealState, end: DealState, goal: Goal) -> bool:
    """The engine's own count: from ``start`` to the finished ``end``, the side to move at ``start`` reached
    ``goal``."""
    if not end.is_terminal():
        return False
    team = start.rules.team_of(start.current_player())
    if goal is Goal.ALL_TRICKS:
        return all(end.team_tricks[t] == start.team_tricks[t] for t in range(len(end.team_tricks)) if t != team)
    result = end.result()
    if goal is Goal.MAKE:
        return bool(result.made)
    return result.made is False and not result.hanging


def played_out(problem: Problem) -> DealState:
    """The problem's deal with its line played to the end, by the engine."""
    state = problem.state()
    for card in problem.line:
        state = state.apply(PlayCard(card))
    return state


def everything_read(dialog: Any) -> str:
    """Every word the dialog shows or names: labels, buttons, the list's items, the games, tooltips, the names
    and descriptions for a screen reader."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QWidget

    words = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        words += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
        if isinstance(widget, QComboBox):
            words += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                words += [item.text(), item.toolTip(), str(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")]
    return "\n".join(w for w in words if w)


def close_by_escape(robot: Robot, dialog: Any, check: str, name: str) -> None:
    """Esc closes ``dialog`` (checked as ``check``); where it does not, the robot closes it and goes on."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    robot.pump()
    try:
        still = dialog.isVisible()
    except RuntimeError:  # deleted on close: closed
        still = False
    robot.check(check, not still, f"Esc left {name} open")
    if still:
        dialog.reject()
        robot.pump()


class ProblemsTrip:
    """One side trip to Practice › Problems (see the module's text); ``robot`` counts and tells the checks."""

    def __init__(self, robot: Robot) -> None:
        self.robot = robot
        self.rng = robot.problem_rng
        self.dialog: ProblemsDialog | None = None

    def run(self) -> None:
        r = self.robot
        r.step = "problems"
        before = self.table_now()
        dialog = self.open()
        if dialog is None:
            return
        self.dialog = dialog
        problem = self.choose(dialog)
        if problem is not None:
            self.answer(dialog, problem)
        self.check_words(dialog)
        self.close(dialog)
        r.check("problems_kept", self.table_now() == before,
                f"the game on the table changed over Practice › Problems: {before} then {self.table_now()}")
        r.look_for_errors()

    # -- the table, before and after ------------------------------------------------------------------------
    def table_now(self) -> tuple[Any, ...]:
        """What the side trip must leave alone: the match, its moves, its scores, the deal waiting for Continue."""
        c = self.robot.window.controller
        m = c.match
        if m is None:
            return (None, c.awaiting_continue)
        return (id(m), tuple(m.actions()), tuple(m.scores), len(m.finished), c.awaiting_continue)

    # -- in and out -----------------------------------------------------------------------------------------
    def open(self) -> ProblemsDialog | None:
        from belote_desktop.ui.dialogs.problems import ProblemsDialog

        r = self.robot
        w = r.window
        w.menus.act_problems.trigger()
        r.pump()
        shown = [d for d in w.findChildren(ProblemsDialog) if d.isVisible()]
        if not r.check("problems", len(shown) == 1, f"Practice › Problems opened {len(shown)} dialogs"):
            return None
        dialog = shown[0]
        game = (w.controller.rules or w.last_rules()).id
        r.check("problems", dialog.game_box.currentData() == game,
                f"the problems opened at {dialog.game_box.currentData()!r}, the game on the table is {game!r}")
        return dialog

    def close(self, dialog: ProblemsDialog) -> None:
        close_by_escape(self.robot, dialog, "problems_kept", "the problems")

    # -- choosing -------------------------------------------------------------------------------------------
    def choose(self, dialog: ProblemsDialog) -> Problem | None:
        """Another game now and then (the arrows on the game list), then a problem: the problem of the day
        (Space on its button) or one of the list's (the arrows, Enter). The problem the title names."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        if self.rng.random() < 0.3 and dialog.game_box.count() > 1:
            dialog.game_box.setFocus()
            for _ in range(self.rng.randrange(1, dialog.game_box.count())):
                QTest.keyClick(dialog.game_box, Qt.Key.Key_Down)
            r.features["problem_other_game"] += 1
        if self.rng.random() < 0.2:
            return self.of_the_day(dialog)
        dialog.list.setFocus()
        target = self.rng.randrange(dialog.list.count()) if dialog.list.count() else 0
        while dialog.list.currentRow() != target and dialog.list.count():
            key = Qt.Key.Key_Down if dialog.list.currentRow() < target else Qt.Key.Key_Up
            QTest.keyClick(dialog.list, key)
        QTest.keyClick(dialog.list, Qt.Key.Key_Return)
        return self.named_problem(dialog)

    def of_the_day(self, dialog: ProblemsDialog) -> Problem | None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        dialog.day_button.setFocus()
        QTest.keyClick(dialog.day_button, Qt.Key.Key_Space)
        r.features["problem_of_the_day"] += 1
        today = problem_of_the_day(datetime.date.today())
        r.check("problems", dialog.title.text().startswith("Problem of the day"),
                f"the problem of the day's title is {dialog.title.text()!r}")
        problem = self.named_problem(dialog)
        r.check("problems", problem == today, f"the problem of the day shown is {problem}, today's is {today}")
        return problem

    def named_problem(self, dialog: ProblemsDialog) -> Problem | None:
        """The problem the game list and the title name, from the shipped file; its board and goal checked."""
        r = self.robot
        game = dialog.game_box.currentData()
        found = NUMBER_IN_TITLE.search(dialog.title.text())
        named = game is not None and dialog.game_box.currentText() == text.variant_name(find_variant(game))
        if not r.check("problems", found is not None and named,
                       f"no problem named: the title {dialog.title.text()!r}, the game {dialog.game_box.currentText()!r}"):
            return None
        assert found is not None
        listed = ordered_problems(game)
        number = int(found.group(1))
        if not r.check("problems", 1 <= number <= len(listed), f"problem {number} of {len(listed)}"):
            return None
        problem = listed[number - 1]
        shown = tuple(sorted(b.card.index for b in dialog.board.buttons() if b.face_down is down) for down in (False, True))
        cards = problem_cards(problem.state())
        r.check("problems", shown == cards, f"the board shows {shown} (face up, face down), {game} problem {number}'s "
                                            f"cards are {cards}")
        r.check("problems", dialog.goal.text() == goal_text(problem.goal),
                f"the goal reads {dialog.goal.text()!r}, the problem's is {goal_text(problem.goal)!r}")
        return problem

    # -- answering ------------------------------------------------------------------------------------------
    def answer(self, dialog: ProblemsDialog, problem: Problem) -> None:
        """The right card or a wrong one, by the arrows and Enter; the verdict and the list's mark checked."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        legal = [a.card for a in problem.state().legal_actions() if isinstance(a, PlayCard)]
        wrong = [c for c in legal if c != problem.answer]
        card = problem.answer if not wrong or self.rng.random() < 0.5 else self.rng.choice(wrong)
        row = dialog.list.currentRow()
        mark_before, solved_before = self.mark(dialog, row), self.solved_count(dialog)
        if not self.focus_card(dialog, card):
            return
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        r.pump()
        truth = check_answer(problem, card)
        r.check("problems", truth.right == (card == problem.answer),
                f"check_answer says {truth.right} for {card}, the problem's answer is {problem.answer}")
        wrongs = verdict_problems(dialog.verdict_text.text(), dialog.verdict_text.accessibleDescription(), truth)
        r.check("problems", not wrongs, "; ".join(wrongs))
        self.check_mark(dialog, row, (mark_before, solved_before), truth.right)
        r.features["problem_right" if truth.right else "problem_wrong"] += 1
        if self.rng.random() < 0.5:
            self.solution(dialog, problem)

    def focus_card(self, dialog: ProblemsDialog, card: Any) -> bool:
        """The arrows along the cards until ``card`` has the focus (the first card has it after Enter)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        cards = dialog.board.playable()
        for _ in range(len(cards) + 1):
            focused = dialog.focusWidget()
            if getattr(focused, "card", None) == card:
                return True
            if focused not in cards:
                break
            QTest.keyClick(focused, Qt.Key.Key_Right)
        return self.robot.check("problems", False, f"the arrows never reached {card} (the focus: {dialog.focusWidget()})")

    @staticmethod
    def mark(dialog: ProblemsDialog, row: int) -> str:
        item = dialog.list.item(row)
        words = item.text() if item is not None else ""
        return "✓" if "✓" in words else "✗" if "✗" in words else ""

    @staticmethod
    def solved_count(dialog: ProblemsDialog) -> int:
        found = re.search(r"(\d+)", dialog.count.text())
        return int(found.group(1)) if found else -1

    def check_mark(self, dialog: ProblemsDialog, row: int, before: tuple[str, int], right: bool) -> None:
        mark_before, solved_before = before
        wanted = "✓" if right or mark_before == "✓" else "✗"
        shown = self.mark(dialog, row)
        self.robot.check("problems", shown == wanted,
                         f"after a {'right' if right else 'wrong'} answer the list marks {shown!r} (was {mark_before!r})")
        grown = solved_before + (1 if right and mark_before != "✓" else 0)
        self.robot.check("problems", self.solved_count(dialog) == grown,
                         f"solved {self.solved_count(dialog)} after the answer, {solved_before} before: {dialog.count.text()!r}")

    # -- the solution ---------------------------------------------------------------------------------------
    def solution(self, dialog: ProblemsDialog, problem: Problem) -> None:
        """Space on "Show the solution" (the focus is on it after the answer): the line written and played out,
        the engine's count reaching the goal."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        button = dialog.solution_button
        if not r.check("problems_solution", dialog.focusWidget() is button,
                       f"after the answer the focus is on {dialog.focusWidget()}, not Show the solution"):
            return
        QTest.keyClick(button, Qt.Key.Key_Space)
        dialog.timer.setInterval(1)  # the robot's instant animation, as the window's
        deadline = time.monotonic() + SOLUTION_S
        while dialog.timer.isActive() and time.monotonic() < deadline:
            r.pump(2)
        end = played_out(problem)
        shown = dialog.board.shown.state if dialog.board.shown is not None else None
        words = html.unescape(dialog.verdict_text.text())
        line = [text.card_short(c) for c in problem.line]
        at = 0
        for short in line:
            at = words.find(short, at)
            if at < 0:
                break
        r.check("problems_solution", at >= 0, f"the solution's words {words[-400:]!r} lack the line {line}")
        r.check("problems_solution", shown is not None and shown.actions() == end.actions(),
                "the board did not end where the line ends")
        r.check("problems_solution", goal_reached(problem.state(), end, problem.goal),
                f"the solution's line does not reach the goal {problem.goal} by the engine's count")
        r.features["problem_solution"] += 1

    # -- the words ------------------------------------------------------------------------------------------
    def check_words(self, dialog: ProblemsDialog) -> None:
        found = SEED_WORD.search(everything_read(dialog))
        self.robot.check("problems", found is None, f"the problems say {found.group(0)!r}" if found else "")


def open_problems(robot: Robot) -> None:
    """One side trip to Practice › Problems (the module's text)."""
    ProblemsTrip(robot).run()
