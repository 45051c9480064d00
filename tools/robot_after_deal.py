"""The player robot after a deal (tools/player_robot.py): the end-of-deal words and the score sheet held against
the engine (``end_words``, ``sheet_adds_up``, ``held_over``), then Review, Compare with the Master, the Replay,
Statistics, the rules book, Practice › Problems and My mistakes opened now and then and checked.
"""

from __future__ import annotations

import json
import re
import time
from typing import TYPE_CHECKING, Any


from . import robot_checks
from .robot_ties import held_over_figures, held_over_problems, sheet_cells
from .robot_ties import sheet_problems, won_held_over
from .robot_words import word_problems

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run

    from belote_desktop.engine import DealResult, DealState, MatchState

    from .player_robot import Robot


def after_deal(robot: Robot) -> None:
    w = robot.window
    c = w.controller
    match = c.match
    if match is None or not match.finished:
        return
    deal = match.finished[-1]
    robot.deals += 1
    robot.deals_in_match += 1
    robot.by_game[match.rules.id] += 1
    robot.step = "end of deal"
    result = deal.result()
    check_end_words(robot, list(w.end_panel.lines), result, match)
    check_sheet(robot, match)
    robot_checks.check_labels(robot)
    robot_checks.check_talk_last_line(robot)
    open_after_deal(robot, deal, result, match)
    robot.look_for_errors()
    if robot.args.verbose and robot.deals % 25 == 0:
        print(json.dumps({"deals": robot.deals, "checks": sum(robot.checks.values()),
                          "failures": sum(robot.by_check.values()),
                          "seconds": round(time.monotonic() - robot.started)}), flush=True)


def open_after_deal(robot: Robot, deal: DealState, result: DealResult, match: MatchState) -> None:
    """Review, Compare, the Replay (about one deal in ``--open-every``), Statistics, the rules book,
    Practice › Problems and My mistakes (what was kept checked after every deal; tools/robot_problems.py and
    robot_mistakes.py, imported here: they import Qt)."""
    from . import robot_mistakes, robot_problems

    every = robot.args.open_every
    roll = robot.rng.random()
    if not deal.thrown_in and (roll < 1 / max(1, every) or (_skipped_declaration(robot, deal) and roll < 0.5)):
        open_review(robot, result, match)
    if robot.rng.random() < 1 / max(1, every * 2):
        open_compare(robot, deal, result)
    if robot.rng.random() < 1 / max(1, every):
        open_replay(robot)
    robot_mistakes.check_kept(robot, deal)  # what the judge kept, before the Statistics page counts it
    open_statistics(robot)
    if robot.rng.random() < 1 / max(1, every):
        open_rules_book(robot)
    if robot.problem_rng.random() < 1 / max(1, every):
        robot_problems.open_problems(robot)
    if robot.mistake_rng.random() < 1 / max(1, every):
        robot_mistakes.visit(robot)  # a side trip to Practice › My mistakes by the menu and keys


def after_network_deal(robot: Robot) -> None:
    """After a deal at a table on the network: the checks that hold there (no statistics, no saved game)."""
    w = robot.window
    match = w.controller.match
    if match is None or not match.finished:
        return
    robot.deals += 1
    robot.deals_in_match += 1
    robot.by_game[match.rules.id] += 1
    robot.features["net_deal"] += 1
    robot.step = "network: end of deal"
    names = [name for name in w.seats.names() if any(ch.isdigit() for ch in name)]  # "Computer 3": no figure
    lines = [re.sub("|".join(map(re.escape, names)), "someone", line) if names else line
             for line in w.end_panel.lines]
    check_end_words(robot, lines, match.finished[-1].result(), match)
    check_sheet(robot, match, remote=True)
    robot_checks.check_labels(robot)
    robot_checks.check_talk_last_line(robot)
    robot.look_for_errors()


def _skipped_declaration(robot: Robot, deal: DealState) -> bool:
    """The player could declare and did not: Review must always be tried there (the defect of issue 44)."""
    return robot.skipped_declaration


def check_end_words(robot: Robot, lines: list[str], result: DealResult, match: MatchState) -> None:
    if robot.window.tutorial_mode.active:
        return
    problems = word_problems(lines, result, match.rules, tuple(match.scores), held_over_figures(match))
    robot.check("end_words", not problems, "; ".join(problems))


def check_sheet(robot: Robot, match: MatchState, remote: bool = False) -> None:
    """``sheet_adds_up``: every column of the score sheet, as shown, adds up to its total; ``held_over``: the
    points held over after a tie, told on the sheet and the panel (not in the tutorial's scripted deal)."""
    w = robot.window
    view = w.side.score_view
    rows, total = sheet_cells(w.score_model, lambda row: not view.isRowHidden(row))
    problems = sheet_problems(rows, total)
    robot.check("sheet_adds_up", not problems, "; ".join(problems) + f" (the sheet: {rows} {total})")
    if w.tutorial_mode.active:
        return
    panel = w.end_panel
    problems = held_over_problems(match, w.score_model.rows(), panel.lines, panel.rows, remote)
    robot.check("held_over", not problems, "; ".join(problems))
    result = match.finished[-1].result()
    robot.features["tied_deal"] += bool(result.hanging and not result.made)
    robot.features["held_over_won"] += won_held_over(match)


def open_review(robot: Robot, result: DealResult, match: MatchState) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    panel = w.end_panel
    if not panel.review_button.isVisible() or not panel.review_button.isEnabled():
        return
    robot.step = "review"
    before = list(panel.lines)
    finished: list[bool] = []

    def done() -> None:
        finished.append(True)

    w.reviewFinished.connect(done)
    QTest.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    deadline = time.monotonic() + robot.args.review_s
    _wait_for_review(robot, finished, deadline)
    w.reviewFinished.disconnect(done)  # one connection at a time: hours of reviews hold nothing
    robot.look_for_errors()
    robot.check("review", bool(finished) and len(panel.lines) > len(before),
               "Review did not finish with words" + (" (time out)" if time.monotonic() >= deadline else ""))
    if finished:
        check_end_words(robot, list(panel.lines)[: len(before)], result, match)
    robot.features["review"] += 1


def _wait_for_review(robot: Robot, finished: list[bool], deadline: float) -> None:
    """Until Review has finished, the deadline, an error, or its button back (it could not be made)."""
    button = robot.window.end_panel.review_button
    while not finished and time.monotonic() < deadline and not robot.errors:
        robot.pump(5)
        if button.isEnabled() and button.isVisible():
            break  # the review could not be made: the button is back


def open_compare(robot: Robot, deal: DealState, result: DealResult) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    w = robot.window
    button = w.end_panel.compare_button
    if not button.isVisible() or not button.isEnabled():
        return
    robot.step = "compare with the Master"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget() or next(
        (d for d in QApplication.topLevelWidgets() if type(d).__name__ == "ComparisonDialog" and d.isVisible()), None)
    ready = _wait_for_comparison(robot, dialog)
    robot.look_for_errors()
    robot.check("compare", dialog is not None and ready, "Compare with the Master did not show its result")
    if dialog is not None:
        _check_comparison_words(robot, dialog, deal, result)
        dialog.close()
        robot.pump()
    robot.features["compare"] += 1


def _wait_for_comparison(robot: Robot, dialog: Any) -> bool:
    """True once ``dialog`` shows its comparison (judged), within ``--review-s`` and without an error."""
    deadline = time.monotonic() + robot.args.review_s
    while dialog is not None and time.monotonic() < deadline and not robot.errors:
        robot.pump(5)
        comparison = getattr(dialog, "comparison", None)
        if comparison is not None and getattr(dialog, "judged_done", True):
            return True
    return False


def _check_comparison_words(robot: Robot, dialog: Any, deal: DealState, result: DealResult) -> None:
    """``compare``: the dialog shows the player's score of the deal as the engine's."""
    from PySide6.QtWidgets import QLabel

    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    team = deal.rules.team_of(robot.window.human)
    robot.check("compare", str(result.score[team]) in words or str(result.totals[team]) in words
               or deal.thrown_in, f"the player's score {result.score[team]} is not in {words[:300]!r}")


def open_replay(robot: Robot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    w = robot.window
    robot.step = "replay"
    from belote_desktop.ui.dialogs.deal_replay import DealReplayDialog

    dialog = w.deal_end.show_replay()
    if not isinstance(dialog, DealReplayDialog):
        return
    robot.pump()
    steps = robot.rng.randrange(1, 12)
    for _ in range(steps):
        QTest.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    if dialog.knew_button.isEnabled():
        robot.step = "what did they know"
        QTest.mouseClick(dialog.knew_button, Qt.MouseButton.LeftButton)
        robot.pump(5)
        knew = QApplication.activeModalWidget()
        if knew is not None and knew is not dialog:
            knew.close()
        robot.features["what_they_knew"] += 1
    dialog.close()
    robot.pump()
    robot.look_for_errors()
    robot.features["replay"] += 1


def open_statistics(robot: Robot) -> None:
    w = robot.window
    robot.step = "statistics"
    dialog = w.rules_help.show_statistics()
    robot.pump()
    agree = getattr(dialog, "header_and_tiles_agree", None)
    if callable(agree):
        ok = agree()
        robot.check("statistics", bool(ok), f"the header and the tiles disagree: {ok!r}")
    header = getattr(dialog, "header", None)
    if header is not None:  # every finished deal counts at once, a practice deal never
        match = w.controller.match
        thrown_in = bool(match and match.finished and match.finished[-1].thrown_in)
        counted = not (w.practice_mode.active or w.tutorial_mode.active or thrown_in)  # as the page says
        if robot.stats_deals >= 0:
            expected = robot.stats_deals + (1 if counted else 0)
            robot.check("statistics", header.deals == expected,
                       f"{header.deals} deals counted after a deal {'played' if counted else 'not counted'}, "
                       f"{robot.stats_deals} before (match: {_match_words(robot)})")
        robot.stats_deals = header.deals
    from .robot_mistakes import check_practice_tile

    check_practice_tile(robot, dialog)
    dialog.close()
    robot.pump()
    robot.features["statistics"] += 1


def _match_words(robot: Robot) -> str:
    w = robot.window
    m = w.controller.match
    if m is None:
        return "none"
    return (f"{m.rules.id}, {len(m.finished)} deals finished, over: {m.over}, counted by the window: "
            f"{w.files.record.deals_counted}, last way on: {robot.last_way_on}")


def open_rules_book(robot: Robot) -> None:
    from PySide6.QtWidgets import QTextBrowser

    w = robot.window
    robot.step = "rules book"
    w.menus.act_rules.trigger()
    robot.pump()
    book = w.rules_help.window
    words = " ".join(b.toPlainText() for b in book.findChildren(QTextBrowser)) if book is not None else ""
    robot.check("rules_book", book is not None and book.isVisible() and bool(words.strip()),
               "the rules book did not open with words")
    found = re.search(r".{0,40}\bseeds?\b.{0,40}", words, re.IGNORECASE)
    robot.check("rules_book", found is None, f"the rules book says {found.group(0)!r}" if found else "")
    if book is not None:
        book.hide()
    robot.features["rules_book"] += 1
