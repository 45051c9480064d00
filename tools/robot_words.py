"""The player robot's reading of the end-of-deal words (tools/player_robot.py, ``end_words``): every number in
them is one of the engine's figures for the deal, the card points, totals and score read there are the engine's in
the table's order, a sentence saying totals are equal has equal totals, made or failed as the engine decided.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from belote_desktop.engine.recipe import MatchPoints
from belote_desktop.engine.scoring import RowKind, contract_times, round_points

if TYPE_CHECKING:
    from belote_desktop.engine import DealResult, Ruleset

NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


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
