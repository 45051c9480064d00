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


# -- the held-over points told -----------------------------------------------------------------------------------


def held_over_figures(match: MatchState) -> set[int]:
    """Every number the words about held-over points may state after the match's last deal: what waits and the
    tied deals it comes from, what the deal won of them, each winner's score of the deal and that sum."""
    from belote_desktop.learn.held_over import held_over

    if not match.finished:
        return set()
    ledger = held_over(match)
    figures = {ledger.waiting, *ledger.waiting_from}
    won = ledger.won_after(len(match.finished))
    if won is not None:
        score = match.finished[-1].result().score
        figures.update((sum(won.points), *won.points, *won.tied))
        figures.update(s + p for s, p in zip(score, won.points))
    return figures


def won_held_over(match: MatchState) -> bool:
    """The match's last deal won points held over from a tie."""
    from belote_desktop.learn.held_over import held_over

    return bool(match.finished) and held_over(match).won_after(len(match.finished)) is not None


def _sheet_row_problems(match: MatchState, rows: Sequence[Any]) -> list[str]:
    """The sheet's rows (``ScoreSheetModel.rows``) of the last deal: a tie is no failed contract, what waits is a
    line with the figure the engine holds over, what the deal won a line under it with each team's share."""
    from belote_desktop.learn.held_over import held_over
    from belote_desktop.ui.models.score_model import SheetKind

    problems: list[str] = []
    number = len(match.finished)
    result = match.finished[-1].result()
    ledger = held_over(match)
    deal_rows = [i for i, row in enumerate(rows) if row.number == str(number)]
    if not deal_rows:
        return [f"no row for deal {number} on the sheet"]
    at = deal_rows[0]
    if result.tied and result.hanging and not result.made and (rows[at].kind is not SheetKind.TIED
                                                               or "failed" in rows[at].tip):
        problems.append(f"the tied deal {number} reads {rows[at].words!r} ({rows[at].tip!r})")
    won = ledger.won_after(number)
    below = rows[at + 1] if at + 1 < len(rows) else None
    if won is not None and (below is None or below.kind is not SheetKind.HELD_OVER_WON
                            or [int(f or 0) for f in below.figures] != list(won.points)):
        problems.append(f"deal {number} won {won.points} held over, the sheet's next row is {below!r}")
    waiting = [row for row in rows if row.kind is SheetKind.WAITING]
    if ledger.waiting and not (waiting and str(ledger.waiting) in waiting[-1].words):
        problems.append(f"{ledger.waiting} points wait, the sheet says {[row.words for row in waiting]}")
    return problems


def held_over_problems(match: MatchState, rows: Sequence[Any], lines: Sequence[str],
                       grid: Sequence[tuple[str, list[str]]], remote: bool = False) -> list[str]:
    """What the score sheet's ``rows`` and the end-of-deal panel (its ``lines`` and ``grid``) say of the held-over
    points after the match's last deal, against the engine (empty: all told). ``remote``: a network table's
    match, whose held-over points only the host's engine counts."""
    from belote_desktop.learn.held_over import held_over, won_words

    if not match.finished:
        return []
    ledger = held_over(match)
    problems = _sheet_row_problems(match, rows)
    if not remote and ledger.waiting != match.hanging:
        problems.append(f"the sheet counts {ledger.waiting} held over, the engine {match.hanging}")
    number = len(match.finished)
    if ledger.waiting and number in ledger.waiting_from and not any(
            str(ledger.waiting) in line and ("wait" in line or "nobody" in line) for line in lines):
        problems.append(f"the panel does not say that {ledger.waiting} points wait: {list(lines)[-3:]}")
    won = ledger.won_after(number)
    if won is not None and (won_words(won), [str(p) for p in won.points]) not in [tuple(r) for r in grid]:
        problems.append(f"the panel has no row of the {won.points} held over won: {list(grid)[-2:]}")
    if won is not None and not any("held over from" in line for line in lines):
        problems.append(f"the panel's words do not tell the {sum(won.points)} points held over won")
    return problems


def open_tied_match(robot: Any, rules: Ruleset) -> bool:
    """A saved game of ``rules`` whose first deal ties at its last trick, opened as Game > Open saved game opens it
    (the question to put the game on the table aside answered *Put it aside*); the save is then deleted. True if it is
    on the table."""
    from belote_desktop.storage import saves as save_store

    from .robot_asides import answer_question

    match = tied_match(rules, robot.rng.randrange(1 << 30))
    w = robot.window
    path = save_store.save_named(f"robot tie {robot.matches}", save_store.SavePayload(match, w.context.human))
    answer_question(robot, "Put it aside", "Put it aside")
    try:
        opened = w.open_save(path)
        robot.pump()
    finally:
        robot.retire_pollers()
        save_store.delete_save(path)
    on_table = w.controller.match
    kept = on_table is not None and on_table.actions()[:len(match.actions())] == match.actions()
    return bool(robot.check("input_reaches_game", opened and kept, f"the saved tie of {rules.id} did not open"))
