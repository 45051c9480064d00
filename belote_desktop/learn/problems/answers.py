"""Answering a card problem, and the problem of the day (no Qt beyond the translations).

``check_answer(problem, card)`` asks the solver again: whether ``card`` reaches the goal, what each legal
first card is worth (points and tricks won from there on against the best defence) and, in Suggest's words
(``learn.suggest.suggestion_reason``), why the answer is played. ``problem_of_the_day(day)`` picks one
problem from the date alone, the same on every machine, the games in turn from one day to the next.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import Card, PlayCard
from ...engine.rules import VARIANTS
from ..suggest import suggestion_reason
from .data import Goal, Problem, checked_state, load_problems
from .exact import exact_of, first_card_values, needed, worth


@dataclass(frozen=True, slots=True)
class CardWorth:
    """One legal first card: what the side to move wins from there on against the best defence, and whether
    that reaches the goal."""

    card: Card
    points: int
    tricks: int
    reaches: bool


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to a problem: right or wrong, the problem's one right card, every first card's worth (the
    right one first) and the reason for the right card in the explanations' words ("" where none is given)."""

    right: bool
    answer: Card
    worths: tuple[CardWorth, ...]
    reason: str


def check_answer(problem: Problem, card: Card) -> Verdict:
    """Whether ``card`` is the problem's answer, with each first card's worth from the solver."""
    state = checked_state(problem)
    exact = exact_of(state)
    need = needed(state, problem.goal, exact)
    values = first_card_values(state, exact)
    assert need is not None, "a shipped problem's goal is decided by the solver"
    worths = sorted((CardWorth(c, *worth(v), v >= need) for c, v in values.items()),
                    key=lambda w: (not w.reaches, -w.points, -w.tricks, w.card.index))
    view = state.view_for(state.current_player())
    return Verdict(card == problem.answer, problem.answer, tuple(worths),
                   suggestion_reason(view, PlayCard(problem.answer)))


def goal_text(goal: Goal) -> str:
    """The goal in the player's words."""
    texts = {
        Goal.ALL_TRICKS: QCoreApplication.translate("Problems", "Take every trick that is left."),
        Goal.MAKE: QCoreApplication.translate("Problems", "Make the contract."),
        Goal.BEAT: QCoreApplication.translate("Problems", "Beat the contract."),
    }
    return texts[goal]


def all_problems(games: Sequence[str] | None = None) -> tuple[Problem, ...]:
    """Every shipped problem of ``games`` (all games by default), the games in turn: the first of each game,
    then the second of each..."""
    lists = [load_problems(game) for game in (games if games is not None else VARIANTS)]
    longest = max((len(p) for p in lists), default=0)
    return tuple(problems[i] for i in range(longest) for problems in lists if i < len(problems))


def problem_of_the_day(day: datetime.date, games: Sequence[str] | None = None) -> Problem | None:
    """The problem for ``day``: the same date gives the same problem everywhere (no clock, no network); the
    next day gives the next game's. None where no problem is shipped."""
    problems = all_problems(games)
    if not problems:
        return None
    return problems[day.toordinal() % len(problems)]
