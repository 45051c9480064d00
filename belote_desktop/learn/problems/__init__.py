"""Card problems: exact card-play positions of the 13 games with one first card that reaches the goal.

The door of the package (docs/learn-from-deals.md, "Card problems"): ``data`` (the value object and the
shipped files), ``exact`` (the solver's side: goal thresholds, card values, the line, the grade) and
``answers`` (checking an answer, the problem of the day). The data is made by ``tools/make_problems.py``.
"""

from .answers import CardWorth, Verdict, all_problems, check_answer, goal_text, problem_of_the_day
from .data import Goal, Problem, ProblemFileError, load_problems, read_problems

__all__ = [
    "CardWorth", "Goal", "Problem", "ProblemFileError", "Verdict", "all_problems", "check_answer", "goal_text",
    "load_problems", "problem_of_the_day", "read_problems",
]
