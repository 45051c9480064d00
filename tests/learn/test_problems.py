"""learn/problems: every shipped card problem is proved by the exact solver (one first card reaches its goal,
its line reaches it in the engine), the files load, a damaged file says where, the problem of the day and
answer checking."""

from __future__ import annotations

import dataclasses
import datetime
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from belote_desktop.ai.play.kernel import PythonSolver  # noqa: E402
from belote_desktop.engine import PLAY, DealState, PlayCard  # noqa: E402
from belote_desktop.engine.rules import VARIANTS  # noqa: E402
from belote_desktop.engine.scoring import deal_facts, score_contract  # noqa: E402
from belote_desktop.learn.problems import (  # noqa: E402
    Goal, ProblemFileError, all_problems, check_answer, goal_text, load_problems, problem_of_the_day, read_problems,
)
from belote_desktop.learn.problems.data import checked_state, problems_dir  # noqa: E402
from belote_desktop.learn.problems.exact import exact_of, first_card_values, needed  # noqa: E402
from tools.make_problems import format_problem, grade_of, reaching  # noqa: E402

GAMES = list(VARIANTS)
PER_GAME = 50


def _goal_reached(start: DealState, end: DealState, goal: Goal) -> bool:
    """The engine's verdict at the end of the deal, for the side to move at ``start``."""
    team = start.rules.seating.team_of[start.current_player()]
    if goal is Goal.ALL_TRICKS:
        left = sum(end.team_tricks) - sum(start.team_tricks)
        return end.team_tricks[team] - start.team_tricks[team] == left
    scored = score_contract(end.rules, deal_facts(end)[0], explain=False)
    return bool(scored.made) if goal is Goal.MAKE else not scored.made and not scored.hanging


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_problem_has_one_first_card_the_solver_proves(game):
    problems = load_problems(game)
    assert len(problems) >= PER_GAME
    for problem in problems:
        state = checked_state(problem)
        assert all(isinstance(a, PlayCard) for a in state.legal_actions())
        exact = exact_of(state)
        need = needed(state, problem.goal, exact)
        assert need is not None, problem.key
        values = first_card_values(state, exact)
        assert len(values) >= 3 and reaching(values, need) == [problem.answer], problem.key
        assert problem.rule_based in values
        assert problem.grade == grade_of(values, need, problem.rule_based, exact.tricks_left)
        end = state
        for card in problem.line:  # the solver's line, played by the engine's rules to the end of the deal
            end = end.apply(PLAY[card.index])
        assert end.is_terminal() and _goal_reached(state, end, problem.goal), problem.key


@pytest.mark.parametrize("game", GAMES)
def test_the_pure_python_solver_gives_the_same_values(game):
    """Where the compiled kernel is built, the shipped proof ran on it: its pure-Python twin agrees on the
    first problems of every game (where it is not built, both are the Python one)."""
    for problem in load_problems(game)[:3]:
        state = problem.state()
        exact = exact_of(state)
        reference = PythonSolver(exact.tables, exact.team).move_values(exact.position)
        assert {c.index: v for c, v in first_card_values(state, exact).items()} == reference


def test_the_files_load_and_write_back_the_same():
    for game in GAMES:
        path = problems_dir() / f"{game}.txt"
        lines = [line for line in path.read_text(encoding="utf-8").splitlines()[2:] if not line.startswith("#")]
        problems = load_problems(game)
        assert [format_problem(p) for p in problems] == lines
        assert len({p.key for p in problems}) == len(problems)
        assert sum(p.rule_based != p.answer for p in problems) >= len(problems) // 2  # favoured: the rule-based card fails


def _file(lines):
    return "\n".join(["belote-problems 1", "game: classic", *lines]) + "\n"


def _good_line():
    return format_problem(load_problems("classic")[0])


@pytest.mark.parametrize(("text", "line"), [
    ("", 0),
    ("belote-problems 9\ngame: classic\n", 1),
    ("belote-problems 1\ngame: chess\n", 2),
    (_file(["# a comment", "0:1 - all A"]), 4),  # too few fields
    (_file(["0:1 - win A A A 3"]), 3),  # no such goal
    (_file(["x:1 - all A A A 3"]), 3),  # no dealer
    (_file(["0:1 (fly_away) all A A A 3"]), 3),  # no such action
    (_file(["0:1 - all a A A 3"]), 3),  # not a card
    (_file(["0:1 - all A B A 3"]), 3),  # the line does not start with the answer
    (_file(["0:1 - all A A A 9"]), 3),  # no such grade
])
def test_a_damaged_file_says_where(text, line):
    with pytest.raises(ProblemFileError) as caught:
        read_problems(text, "classic.txt")
    assert caught.value.line == line and "classic.txt" in str(caught.value)


def test_a_good_line_reads_and_a_damaged_move_is_caught_when_the_problem_is_opened():
    good = _good_line()
    (problem,) = read_problems(_file([good]), "classic.txt")
    assert problem == load_problems("classic")[0]
    dealer_seed, moves, *rest = good.split()
    played = moves[moves.rindex(")") + 1:]  # the cards played, after the auction's bracketed actions
    twice = moves[:-1] + played[0]  # the last card played replaced by one played already
    (broken,) = read_problems(_file([" ".join([dealer_seed, twice, *rest])]), "classic.txt")
    with pytest.raises(ProblemFileError, match="do not replay"):
        checked_state(broken)


def test_a_damaged_file_on_disk_is_an_error_not_a_crash(tmp_path):
    (tmp_path / "classic.txt").write_bytes(b"belote-problems 1\ngame: classic\n\xff\xfe\n")
    (tmp_path / "coinche.txt").write_text(_file([_good_line()]), encoding="utf-8")
    with pytest.raises(ProblemFileError, match="classic.txt"):
        load_problems("classic", tmp_path)
    with pytest.raises(ProblemFileError, match="not coinche's"):
        load_problems("coinche", tmp_path)
    assert load_problems("baloot", tmp_path) == ()


def test_the_problem_of_the_day_comes_from_the_date_alone():
    day = datetime.date(2027, 3, 14)
    first = problem_of_the_day(day)
    assert first is not None and first == problem_of_the_day(datetime.date(2027, 3, 14))
    week = [problem_of_the_day(day + datetime.timedelta(days=n)) for n in range(len(GAMES))]
    assert {p.game for p in week if p} == set(GAMES)  # the games in turn
    everything = all_problems()
    assert len(everything) == sum(len(load_problems(g)) for g in GAMES)
    assert week[0] is everything[day.toordinal() % len(everything)]
    only = problem_of_the_day(day, ["baloot"])
    assert only is not None and only.game == "baloot"
    assert problem_of_the_day(day, []) is None


def test_checking_an_answer():
    problem = next(p for p in load_problems("classic") if p.rule_based != p.answer)
    right = check_answer(problem, problem.answer)
    wrong = check_answer(problem, problem.rule_based)
    assert right.right and not wrong.right and right.answer == wrong.answer == problem.answer
    assert right.worths == wrong.worths
    assert [w.card for w in right.worths if w.reaches] == [problem.answer] == [right.worths[0].card]
    state = problem.state()
    values = first_card_values(state)
    assert {w.card: w.points * 32 + w.tricks for w in right.worths} == values
    assert right.reason and isinstance(right.reason, str)
    assert {goal_text(g) for g in Goal} and len({goal_text(g) for g in Goal}) == len(Goal)


def test_each_goal_is_shipped():
    goals = {p.goal for p in all_problems()}
    assert goals == set(Goal)


def test_a_goal_of_the_wrong_side_is_not_decided():
    problem = next(p for p in load_problems("classic") if p.goal is Goal.MAKE)
    state = problem.state()
    assert needed(state, Goal.BEAT) is None
    assert needed(dataclasses.replace(problem, goal=Goal.ALL_TRICKS).state(), Goal.ALL_TRICKS) is not None
