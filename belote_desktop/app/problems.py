"""Practice › Problems below the window (issue 74): the games' problems by grade, the problem of the day, the
player's answer checked and his solved marks kept, the solution line move by move (QtCore at most).

``ProblemShelf`` is what the Problems dialog asks: ``games()``, ``problems(game)`` (by grade, easiest first; the
shipped order among equals), ``of_the_day()``, ``mark(problem)``, ``answer(problem, card)`` (``check_answer``'s
verdict, the mark kept in ``storage.solved``), ``next_problem(problem)`` (the next one not solved yet) and
``solution(problem)`` (each card of the line with the deal after it). The table is seen from the seat to play: it
sits at the bottom ("You"), the others named by where they sit (``table_words.default_seat_name``).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..i18n import list_comma
from ..engine import Card, DealState, Direction, PlayCard
from ..engine.rules import VARIANTS
from ..learn import table_words as text
from ..learn.problems import Problem, ProblemFileError, Verdict, check_answer, load_problems, problem_of_the_day
from ..learn.problems.data import problems_dir
from ..storage import document as doc
from ..storage import solved as store


@dataclass(frozen=True, slots=True)
class Step:
    """One card of the solution line: who plays it and the deal after it."""

    seat: int
    card: Card
    state: DealState


def screen_side(state: DealState, seat: int, mover: int) -> int:
    """Where ``seat`` sits on the problem's table: the seat to play at the bottom (``table_words`` sides)."""
    return text.side_of(seat, mover, state.players, state.rules.direction is Direction.CLOCKWISE)


def seat_name(state: DealState, seat: int, mover: int) -> str:
    """"You" for the seat to play, the others by where they sit."""
    return text.default_seat_name(screen_side(state, seat, mover))


def contract_words(state: DealState, mover: int) -> str | None:
    """"Contract: Clubs by East." seen from ``mover``'s seat; None before the contract."""
    contract = state.contract
    if contract is None:
        return None
    return QCoreApplication.translate("Problems", "Contract: {contract}.").format(
        contract=text.contract_text(contract, seat_name(state, contract.taker, mover), state.rules))


def points_words(state: DealState, mover: int) -> str:
    """"Points won so far: Us 29, Them 22." seen from ``mover``'s seat."""
    teams = text.team_names(state.rules, mover)
    points = list_comma().join(f"{name} {state.team_points[t]}" for t, name in enumerate(teams))
    return QCoreApplication.translate("Problems", "Points won so far: {points}.").format(points=points)


class ProblemShelf:
    """The problems of every game and the player's marks; ``load`` and ``save`` are the store's (tests give
    their own). What the player must be told about the marks' file is in ``told``."""

    def __init__(self, today: datetime.date | None = None,
                 load: Callable[[], tuple[dict[str, str], list[doc.Problem]]] = store.load_marks,
                 save: Callable[[dict[str, str]], object] = store.save_marks) -> None:
        self.today = today or datetime.date.today()
        self.marks, self.told = load()
        self._save = save

    def games(self) -> tuple[str, ...]:
        """The games that have problems, in the games' order; a game whose file is damaged too (it says so)."""
        return tuple(game for game in VARIANTS if _has_file(game))

    def problems(self, game: str) -> tuple[Problem, ...]:
        """``game``'s problems, easiest first; ProblemFileError where its file is damaged."""
        return tuple(sorted(load_problems(game), key=lambda p: p.grade))

    def number(self, problem: Problem) -> int:
        """The problem's number in its game's list (from 1)."""
        return self.problems(problem.game).index(problem) + 1

    def of_the_day(self) -> Problem | None:
        """Today's problem (the date alone chooses it); None where no game's file can be read."""
        try:
            return problem_of_the_day(self.today)
        except ProblemFileError:
            return None

    def mark(self, problem: Problem) -> str | None:
        return self.marks.get(problem.key)

    def solved_count(self, game: str) -> int:
        return sum(1 for p in self.problems(game) if self.mark(p) == store.SOLVED)

    def answer(self, problem: Problem, card: Card) -> Verdict:
        """The solver's verdict on ``card``; the mark kept (solved once stays solved). A mark that could not be
        written is told in ``told``."""
        verdict = check_answer(problem, card)
        mark = store.SOLVED if verdict.right or self.mark(problem) == store.SOLVED else store.MISSED
        if self.marks.get(problem.key) != mark:
            self.marks[problem.key] = mark
            try:
                self._save(self.marks)
            except OSError as error:
                self.told.append(doc.problem_from_error(store.FILE, store.marks_path(), error))
        return verdict

    def next_problem(self, problem: Problem) -> Problem:
        """The next problem of the same game not solved yet, after this one in the list (around to the start);
        the next one in the list where all are solved."""
        problems = self.problems(problem.game)
        at = problems.index(problem)
        later = problems[at + 1:] + problems[:at + 1]
        return next((p for p in later if self.mark(p) != store.SOLVED), later[0])

    @staticmethod
    def solution(problem: Problem) -> tuple[Step, ...]:
        """The solver's line from the problem to the end of the deal, each card with the deal after it."""
        state = problem.state()
        steps = []
        for card in problem.line:
            seat = state.current_player()
            state = state.apply(PlayCard(card))
            steps.append(Step(seat, card, state))
        return tuple(steps)


def _has_file(game: str) -> bool:
    return (problems_dir() / f"{game}.txt").is_file()
