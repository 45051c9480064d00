"""The player robot's side trip to Practice › Problems (tools/robot_problems.py): by the menu and keys, every verdict
held against ``check_answer`` computed by the robot, the solution's line against the engine's count, the match on
the table untouched; a verdict that lies is caught."""

from __future__ import annotations

import dataclasses

import pytest
from tests.ui.test_player_robot import _robot, _robot_with_a_match, _stop

from belote_desktop.app import problems as app_problems
from belote_desktop.learn.problems import Goal, load_problems
from tools import robot_problems
from tools.robot_problems import ProblemsTrip, goal_reached, played_out, problem_cards, shown_rows


class _Always:
    """A stand-in for the trip's random choices: ``random()`` always ``roll``, the first of any range."""

    def __init__(self, roll: float) -> None:
        self.roll = roll

    def random(self) -> float:
        return self.roll

    def randrange(self, start: int, stop: int | None = None) -> int:
        return 0 if stop is None else start

    def choice(self, seq):
        return seq[0]


def _trips(robot, rolls):
    for roll in rolls:
        robot.problem_rng = _Always(roll)
        ProblemsTrip(robot).run()


def test_every_shipped_solution_reaches_its_goal_by_the_engines_count():
    for game in ("classic", "belot_3p", "coinche"):
        for problem in load_problems(game)[:5]:
            assert goal_reached(problem.state(), played_out(problem), problem.goal)
    problem = next(p for p in load_problems("classic") if p.goal is not Goal.ALL_TRICKS)
    assert not goal_reached(problem.state(), problem.state(), problem.goal)  # not finished: not reached


def test_a_problems_cards_take_in_the_table_cards_face_up_and_face_down():
    """Belote Découverte's cards lie on the table (some face down): the board must show them all."""
    state = load_problems("decouverte")[0].state()
    up, down = problem_cards(state)
    assert down and not set(up) & set(down)
    played = sum(len(trick.cards) for trick in state.tricks)
    assert len(up) + len(down) + played == 32


def test_the_verdicts_table_is_read_cell_by_cell():
    shown = ("<p>x</p><table><tr><th>First card</th><th>Points</th></tr><tr><td><b>Ace of hearts</b></td>"
             "<td align='right'>31</td><td align='right'>2</td><td>✓</td></tr></table>")
    assert shown_rows(shown) == [("Ace of hearts", "31", "2", "✓")]


@pytest.mark.slow
def test_the_robot_answers_problems_by_keys_and_finds_nothing_wrong(qtbot, tmp_path):
    """Right and wrong answers, the solution played, another game and the problem of the day: every check passes,
    each path counted, and the match on the table is the one left."""
    robot, match = _robot_with_a_match(tmp_path)
    try:
        moves = match.actions()
        _trips(robot, [0.1, 0.25, 0.9])  # the day's, right, solution; another game, right, solution; wrong
    finally:
        _stop(robot)
    failures = [f"{f.check} at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert sum(robot.by_check.values()) == 0, "\n".join(failures)
    assert robot.checks["problems"] >= 15 and robot.checks["problems_kept"] == 6
    assert robot.checks["problems_solution"] >= 3
    for feature in ("problem_right", "problem_wrong", "problem_solution", "problem_of_the_day", "problem_other_game"):
        assert robot.features[feature] >= 1, feature
    assert robot.window.controller.match.actions()[:len(moves)] == moves


@pytest.mark.slow
def test_a_verdict_whose_figures_lie_is_caught(qtbot, tmp_path, monkeypatch):
    """A planted defect: the window's verdict gives the first card one point more than the solver does (the robot
    asks the solver itself, not the window)."""
    honest = app_problems.check_answer

    def lying(problem, card):
        verdict = honest(problem, card)
        first = dataclasses.replace(verdict.worths[0], points=verdict.worths[0].points + 1)
        return dataclasses.replace(verdict, worths=(first, *verdict.worths[1:]))

    monkeypatch.setattr(app_problems, "check_answer", lying)
    robot, _ = _robot_with_a_match(tmp_path)
    try:
        _trips(robot, [0.9])
    finally:
        _stop(robot)
    assert robot.by_check["problems"] >= 1
    assert any("check_answer's" in f.detail for f in robot.failures if f.check == "problems")


@pytest.mark.slow
def test_a_verdict_that_says_right_of_a_wrong_card_is_caught(qtbot, tmp_path, monkeypatch):
    honest = app_problems.check_answer
    monkeypatch.setattr(app_problems, "check_answer",
                        lambda problem, card: dataclasses.replace(honest(problem, card), right=True))
    robot, _ = _robot_with_a_match(tmp_path)
    try:
        _trips(robot, [0.9])  # 0.9: the table's game, a wrong card
    finally:
        _stop(robot)
    assert robot.features["problem_wrong"] == 1
    assert any("the verdict says right" in f.detail for f in robot.failures)
    assert any("marks" in f.detail for f in robot.failures)  # ✓ shown after a wrong card


@pytest.mark.slow
def test_a_short_run_goes_through_the_problems(qtbot, tmp_path):
    robot = _robot(tmp_path, "--deals", "3", "--games", "decouverte,belot_2p_open,classic", "--deals-per-match", "1",
                   "--seed", "81", "--open-every", "1")
    try:
        robot.run()
    finally:
        _stop(robot)
    report = robot.summary()
    failures = [f"{f.check} at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert report["failures"] == 0, "\n".join(failures)
    assert report["checked"]["problems"] > 0 and report["checked"]["problems_kept"] >= 3
    assert report["features"].get("problem_right", 0) + report["features"].get("problem_wrong", 0) >= 3


def test_the_robots_words_name_the_checks():
    assert "problems_kept" in robot_problems.__doc__ and "problem_right" in robot_problems.__doc__
