"""The card problems as data: the value object, its one-line text form and the shipped files (no Qt).

A problems file (``resources/problems/<game>.txt``, docs/learn-from-deals.md "Card problems") is UTF-8 text:

    belote-problems 1
    game: classic
    <dealer>:<seed> <moves> <goal> <answer> <line> <rule-based card> <grade>

one problem a line (``#`` starts a comment line). The deal is ``engine.new_deal(rules, dealer, seed=seed)``;
``moves`` are the actions from the deal's start to the problem, a played card as one character (its index in
``CARD_ALPHABET``), any other action as its engine text in brackets with ``_`` for spaces (``(take_H)``);
``goal`` is a ``Goal``; ``answer`` the one first card that reaches it; ``line`` the solver's play from there
to the end of the deal (the answer first); the rule-based card is what the Intermediate bot plays there;
``grade`` 1 (easy) to 5. A file that does not read raises ``ProblemFileError`` naming the file and the line.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path

from ...engine import CARDS, Action, Card, DealState, PlayCard, find_variant, new_deal, parse_action
from ...engine.errors import IllegalActionError
from ...engine.rules import VARIANTS
from ...paths import resources_dir

FORMAT = "belote-problems 1"
CARD_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a card's index (suit * 9 + rank) as one character
MAX_GRADE = 5


class ProblemFileError(ValueError):
    """A problems file that does not read: the file, the line number (0: the file as a whole) and why."""

    def __init__(self, where: str, line: int, why: str) -> None:
        super().__init__(f"{where}, line {line}: {why}" if line else f"{where}: {why}")
        self.where = where
        self.line = line
        self.why = why


class Goal(StrEnum):
    """What the side to play must reach against the best defence, decided by the solver and the engine's
    scoring (``exact.needed``)."""

    ALL_TRICKS = "all"  # take every trick that is left
    MAKE = "make"  # the taking side makes its contract
    BEAT = "beat"  # the defence beats the contract (failed, not hanging)


@dataclass(frozen=True, slots=True)
class Problem:
    """One card problem: the deal (game, dealer, seed), the moves before it, the goal, the one first card that
    reaches it, the solver's line from there (the answer first), the rule-based player's card and the grade."""

    game: str
    dealer: int
    seed: int
    moves: tuple[Action, ...]
    goal: Goal
    answer: Card
    line: tuple[Card, ...]
    rule_based: Card
    grade: int

    @property
    def key(self) -> str:
        """A name for the problem that stays the same (the window's "solved" marks): game, deal, moves made."""
        return f"{self.game}/{self.dealer}:{self.seed}/{len(self.moves)}"

    def state(self) -> DealState:
        """The engine's deal at the problem: the deal replayed through its moves (every rule checked)."""
        state = new_deal(find_variant(self.game), self.dealer, seed=self.seed)
        for action in self.moves:
            state = state.apply(action)
        return state



def decode_moves(text: str) -> tuple[Action, ...]:
    """``encode_moves`` read back; ValueError where the text is not one."""
    actions: list[Action] = []
    at = 0
    while at < len(text):
        if text[at] == "(":
            end = text.index(")", at)
            actions.append(parse_action(text[at + 1:end].replace("_", " ")))
            at = end + 1
        else:
            actions.append(PlayCard(card_of(text[at])))
            at += 1
    return tuple(actions)


def card_of(char: str) -> Card:
    """The card written as ``char`` (``CARD_ALPHABET``); ValueError for another character."""
    index = CARD_ALPHABET.find(char)
    if index < 0 or index >= len(CARDS):
        raise ValueError(f"not a card: {char!r}")
    return CARDS[index]



def parse_problem(game: str, text: str) -> Problem:
    """One line of a problems file; ValueError (its reason) where it is not a problem."""
    fields = text.split()
    if len(fields) != 7:
        raise ValueError(f"7 fields expected, {len(fields)} found")
    deal, moves, goal, answer, line, rule_based, grade = fields
    dealer, _, seed = deal.partition(":")
    problem = Problem(
        game, int(dealer), int(seed), decode_moves("" if moves == "-" else moves), Goal(goal), card_of(answer),
        tuple(card_of(c) for c in line), card_of(rule_based), int(grade),
    )
    if not 1 <= problem.grade <= MAX_GRADE or not problem.line or problem.line[0] != problem.answer:
        raise ValueError("the grade or the solution line is out of place")
    return problem


def read_problems(text: str, where: str) -> tuple[Problem, ...]:
    """The problems of a problems file's text; ProblemFileError naming ``where`` and the line if it does not read."""
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != FORMAT:
        raise ProblemFileError(where, 1 if lines else 0, f"the first line is not {FORMAT!r}")
    game = _game_line(lines, where)
    problems = []
    for number, raw in enumerate(lines[2:], start=3):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        try:
            problems.append(parse_problem(game, raw))
        except (ValueError, KeyError, IndexError) as error:
            raise ProblemFileError(where, number, str(error)) from None
    return tuple(problems)


def _game_line(lines: list[str], where: str) -> str:
    name, _, game = lines[1].partition(":") if len(lines) > 1 else ("", "", "")
    if name.strip() != "game" or game.strip() not in VARIANTS:
        raise ProblemFileError(where, 2, "the second line does not name a game (game: ID)")
    return game.strip()


def checked_state(problem: Problem, where: str = "problem") -> DealState:
    """``problem.state()``, or ProblemFileError where its moves do not replay (a damaged file)."""
    try:
        return problem.state()
    except (IllegalActionError, ValueError) as error:
        raise ProblemFileError(where, 0, f"{problem.key}: the moves do not replay ({error})") from None


def problems_dir() -> Path:
    """Where the shipped problems files are."""
    return resources_dir() / "problems"


@cache
def load_problems(game: str, folder: Path | None = None) -> tuple[Problem, ...]:
    """The shipped problems of ``game`` (``()`` where it has none); ProblemFileError for a damaged file."""
    path = (folder or problems_dir()) / f"{game}.txt"
    if not path.is_file():
        return ()
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ProblemFileError(path.name, 0, f"cannot be read ({error})") from None
    problems = read_problems(text, path.name)
    if any(p.game != game for p in problems):
        raise ProblemFileError(path.name, 2, f"the file is not {game}'s")
    return problems
