"""Practice › Problems below the window (``app.problems.ProblemShelf``) and the solved marks' store
(``storage.solved``): the list by grade, the next problem, the problem of the day, the marks kept on disk, a damaged
or unwritable file told and nothing lost. No widget: the dialog's tests are in tests/ui/dialogs/test_problems.py."""

from __future__ import annotations

import datetime
import json

from belote_desktop.app import storage_text
from belote_desktop.app.problems import ProblemShelf, seat_name
from belote_desktop.engine import PlayCard
from belote_desktop.learn.problems import check_answer, load_problems, problem_of_the_day
from belote_desktop.storage import document as doc
from belote_desktop.storage import solved as store

DAY = datetime.date(2026, 11, 28)


def _wrong_card(problem):
    return next(a.card for a in problem.state().legal_actions()
                if isinstance(a, PlayCard) and a.card != problem.answer)


def test_the_list_is_by_grade_every_problem_of_the_game_once():
    shelf = ProblemShelf(DAY)
    for game in ("coinche", "belot_3p", "decouverte"):
        problems = shelf.problems(game)
        assert sorted(problems, key=lambda p: p.key) == sorted(load_problems(game), key=lambda p: p.key)
        assert [p.grade for p in problems] == sorted(p.grade for p in problems)
    assert len(shelf.games()) == 13


def test_the_problem_of_the_day_is_the_dates():
    assert ProblemShelf(DAY).of_the_day() == problem_of_the_day(DAY)
    assert ProblemShelf(DAY + datetime.timedelta(days=1)).of_the_day() != problem_of_the_day(DAY)


def test_answers_are_marked_and_kept_on_disk():
    shelf = ProblemShelf(DAY)
    first, second = shelf.problems("classic")[:2]
    wrong = shelf.answer(first, _wrong_card(first))
    assert not wrong.right and wrong == check_answer(first, _wrong_card(first))
    assert shelf.mark(first) == store.MISSED
    assert shelf.answer(second, second.answer).right
    assert shelf.mark(second) == store.SOLVED
    assert shelf.answer(second, _wrong_card(second)).right is False
    assert shelf.mark(second) == store.SOLVED, "solved once stays solved"
    assert shelf.answer(first, first.answer).right and shelf.mark(first) == store.SOLVED
    kept = json.loads(store.marks_path().read_text(encoding="utf-8"))
    assert kept == {"format_version": 1, "marks": {first.key: "solved", second.key: "solved"}}
    again = ProblemShelf(DAY)
    assert again.mark(first) == again.mark(second) == store.SOLVED and again.told == []
    assert again.solved_count("classic") == 2


def test_the_next_problem_is_the_next_not_solved():
    shelf = ProblemShelf(DAY, load=lambda: ({}, []), save=lambda marks: None)
    problems = shelf.problems("pilotta")
    assert shelf.next_problem(problems[0]) == problems[1]
    shelf.answer(problems[1], problems[1].answer)
    assert shelf.next_problem(problems[0]) == problems[2]
    assert shelf.next_problem(problems[-1]) == problems[0]
    for problem in problems:
        shelf.marks[problem.key] = store.SOLVED
    assert shelf.next_problem(problems[3]) == problems[4]


def test_the_solution_is_the_line_played_to_the_end():
    shelf = ProblemShelf(DAY, load=lambda: ({}, []), save=lambda marks: None)
    for game in ("coinche", "belot_3p", "belot_2p_open"):
        problem = shelf.problems(game)[0]
        steps = shelf.solution(problem)
        assert [s.card for s in steps] == list(problem.line)
        assert steps[0].seat == problem.state().current_player()
        assert steps[-1].state.is_terminal()
        mover = problem.state().current_player()
        assert seat_name(problem.state(), mover, mover) == "You"


def test_a_damaged_file_is_kept_aside_told_and_marks_start_again():
    path = store.marks_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "marks": {"classic/0:1/20": "half"}}', encoding="utf-8")
    shelf = ProblemShelf(DAY)
    assert shelf.marks == {}
    assert [p.kind for p in shelf.told] == [doc.DAMAGED]
    kept = shelf.told[0].kept_at
    assert kept is not None and kept.exists() and "half" in kept.read_text(encoding="utf-8")
    assert not path.exists()
    words = storage_text.title(shelf.told[0]) + " " + storage_text.describe(shelf.told[0])
    assert "solved problems" in words and str(kept) in words
    problem = shelf.problems("classic")[0]
    shelf.answer(problem, problem.answer)
    assert json.loads(path.read_text(encoding="utf-8"))["marks"] == {problem.key: "solved"}


def test_junk_bytes_are_damage_too():
    path = store.marks_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\xffnot json")
    marks, told = store.load_marks()
    assert marks == {} and told[0].kind == doc.DAMAGED and told[0].file == "problems"


def test_a_mark_that_cannot_be_written_is_told():
    def refuse(marks):
        raise PermissionError(13, "Permission denied")

    shelf = ProblemShelf(DAY, load=lambda: ({}, []), save=refuse)
    problem = shelf.problems("coinche")[0]
    assert shelf.answer(problem, problem.answer).right
    assert [p.kind for p in shelf.told] == [doc.WRITE]
    assert storage_text.title(shelf.told[0]) == "Your solved problems could not be saved."
