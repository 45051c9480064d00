"""Ties for the player robot (tools/player_robot.py), and the score sheet read as a player reads it.

A tie whose points are held over for the next deal's winner (``TieRule.HANGING``) is rare in play (about one
deal in two hundred), so the robot makes them: ``tied_match`` plays seeded random deals with the engine until
the first deal of a match ties, and keeps that match up to its last trick, where every card left is forced: the
player plays the last card through the window and the deal ties whatever is clicked. The games with held-over
points are read from the presets' rules (``HANGING_GAMES``), never listed by hand.

``sheet_problems`` reads the score sheet's model as the player sees it: every figure of each side's column
above the total (a deal's points, the points held over it won) must add up to the total shown.

>>> "bulgarian" in HANGING_GAMES and "classic" not in HANGING_GAMES
True
>>> sheet_problems([["1", "", "13", "0"], ["", "", "52", ""]], ["", "Total", "65", "0"])
[]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from belote_desktop.engine import PASS, VARIANTS, Action, DealState, MatchState, Phase, PlayCard, Ruleset, new_deal
from belote_desktop.engine.recipe import TieRule

HANGING_GAMES: tuple[str, ...] = tuple(name for name, rules in VARIANTS.items() if rules.tie_rule is TieRule.HANGING)
CALL_SHARE = 0.3  # the random auction calls this often (and never stakes the whole match): contracts, ties
MAX_TRIES = 40_000


def has_held_over_points(rules: Ruleset) -> bool:
    """A tie holds its points over for the next deal's winner in this game."""
    return rules.tie_rule is TieRule.HANGING


def random_move(state: DealState, rng: random.Random) -> Action:
    """A random legal move: in the auction a call ``CALL_SHARE`` of the time (never "match"), else a pass."""
    legal = [a for a in state.legal_actions() if str(a) != "match"]
    if state.phase is Phase.BIDDING:
        calls = [a for a in legal if a != PASS]
        if calls and (PASS not in legal or rng.random() < CALL_SHARE):
            return rng.choice(calls)
        return PASS if PASS in legal else rng.choice(legal)
    return rng.choice(legal)


def _forced_from(state: DealState, moves: Sequence[Action]) -> bool:
    """From ``state`` every one of ``moves`` is the only legal move."""
    for move in moves:
        if state.legal_actions() != (move,):
            return False
        state = state.apply(move)
    return True


def _tied_first_deal(rules: Ruleset, seed: int, rng: random.Random) -> tuple[Action, ...] | None:
    """The moves of the first deal of the match of ``seed`` played at random, if it ties with points held over
    and its last trick is forced; None otherwise."""
    state = new_deal(rules, 0, seed=seed)
    moves: list[Action] = []
    while not state.is_terminal():
        move = random_move(state, rng)
        moves.append(move)
        state = state.apply(move)
    if state.thrown_in or not state.result().hanging:
        return None
    last = moves[-rules.players:]
    if not all(isinstance(m, PlayCard) for m in last):
        return None
    before = new_deal(rules, 0, seed=seed)
    for move in moves[:-rules.players]:
        before = before.apply(move)
    return tuple(moves) if _forced_from(before, last) else None


def tied_deal(rules: Ruleset, seed: int) -> tuple[int, tuple[Action, ...]]:
    """A match seed and the moves of its first deal, which ties with points held over (``seed`` picks which)."""
    if not has_held_over_points(rules):
        raise ValueError(f"{rules.id}: a tie holds nothing over")
    rng = random.Random(seed)
    for _ in range(MAX_TRIES):
        match_seed = rng.randrange(1 << 30)
        moves = _tied_first_deal(rules, match_seed, rng)
        if moves is not None:
            return match_seed, moves
    raise LookupError(f"no tie in {MAX_TRIES} deals of {rules.id}")


def tied_match(rules: Ruleset, seed: int, last_trick: bool = True) -> MatchState:
    """A match whose first deal ties with points held over: ``last_trick``, its last trick left to play (every
    card of it forced); otherwise the tied deal finished and the next one dealt."""
    match_seed, moves = tied_deal(rules, seed)
    match = MatchState(rules, seed=match_seed)
    for move in moves[: len(moves) - rules.players] if last_trick else moves:
        match = match.apply(move)
    return match


def match_with_held_over_won(rules: Ruleset, seed: int, play: Callable[[DealState, random.Random], Action]
                             = random_move) -> MatchState:
    """A match whose first deal ties and a later deal's winners take the points held over, stopped there (the
    match not over). Deals are played with ``play``."""
    rng = random.Random(seed)
    for attempt in range(200):
        match = tied_match(rules, seed + attempt, last_trick=False)
        while not match.over:
            waiting = match.hanging
            match = _play_deal(match, play, rng)
            if waiting and not match.hanging and not match.over:
                return match
    raise LookupError(f"{rules.id}: no held-over points won in 200 matches")


def _play_deal(match: MatchState, play: Callable[[DealState, random.Random], Action],
               rng: random.Random) -> MatchState:
    """``match`` after its deal in progress is played to its end."""
    count = len(match.finished)
    while len(match.finished) == count and not match.over:
        match = match.apply(play(match.deal, rng))
    return match


# -- the score sheet as the player reads it -------------------------------------------------------------------


def _figure(text: str) -> int | None:
    """A cell's figure: a blank is nothing (0), '+52' is 52; None where the cell is no figure."""
    text = text.strip()
    if not text:
        return 0
    try:
        return int(text)
    except ValueError:
        return None


def sheet_problems(rows: Sequence[Sequence[str]], total: Sequence[str], first_team_column: int = 2) -> list[str]:
    """Where the figures of ``rows`` (every row above the total, as shown) do not add up, column by column, to
    the ``total`` row's figures (empty: every column adds up)."""
    problems: list[str] = []
    for column in range(first_team_column, len(total)):
        shown = _figure(total[column])
        figures = [_figure(row[column]) for row in rows]
        if shown is None or None in figures:
            problems.append(f"column {column}: a cell is no figure ({[row[column] for row in rows]}, "
                            f"total {total[column]!r})")
            continue
        added = sum(f for f in figures if f is not None)
        if added != shown:
            problems.append(f"column {column} adds up to {added} but its total shows {shown}: "
                            f"{[row[column] for row in rows]}")
    return problems


def sheet_cells(model: Any, shown: Callable[[int], bool] = lambda _row: True) -> tuple[list[list[str]], list[str]]:
    """The score sheet's model (``ScoreSheetModel``) as shown: the text of every row ``shown`` above the total
    row, and the total row (its last)."""
    count, columns = model.rowCount(), model.columnCount()

    def cells(row: int) -> list[str]:
        return [str(model.index(row, column).data() or "") for column in range(columns)]

    return [cells(row) for row in range(count - 1) if shown(row)], cells(count - 1)
