"""Make the card problems (resources/problems/<game>.txt) from self-play, deterministically by seed.

    nice -n 15 python -m tools.make_problems --per-game 60 --seed 1 [--games classic coinche]

Each deal is played by the rule-based player (Intermediate) at every seat, from ``new_deal(rules, seed % players,
seed=seed)`` with ``seed`` counting up from ``--seed``. Every position of its last tricks (8 to 20 cards
left, the player to move with two legal cards or more) is tried for each goal the solver decides exactly
(``learn.problems.exact``): a position is a problem where exactly one first card reaches the goal. A deal
gives at most one problem (its best: the rule-based card failing, then the grade, then more cards left);
the problems where the rule-based card fails come first. The last line printed is a JSON summary: problems
per game, the positions rejected and why, seconds.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from belote_desktop.ai import Level, choose_action
from belote_desktop.ai.play.kernel import Solver, play
from belote_desktop.engine import CARDS, Action, Card, DealState, Phase, PlayCard, find_variant, new_deal
from belote_desktop.engine.rules import VARIANTS
from belote_desktop.learn.problems.data import CARD_ALPHABET, FORMAT, MAX_GRADE, Goal, Problem, problems_dir
from belote_desktop.learn.problems.exact import Exact, exact_of, first_card_values, needed

MIN_CARDS, MAX_CARDS = 8, 20  # cards left in the hands and the trick: the solver's last tricks
MIN_CHOICES = 3  # legal first cards: with two, a guess is right one time in two
DEALS_PER_PROBLEM = 50  # at most this many deals tried for each problem wanted (the 3-player game needs ~40)
GAME_SEEDS = 100_000  # each game's deals start this far from the previous game's: other deals, not the same ones


@dataclass(frozen=True)
class Found:
    problem: Problem
    bot_misses: bool
    cards_left: int

    def rank(self) -> tuple[int, int, int, int]:
        return (-self.bot_misses, -self.problem.grade, -self.cards_left, self.problem.seed)


def encode_moves(actions: Sequence[Action]) -> str:
    """The moves' text form: a played card as one character, any other action bracketed (spaces as ``_``)."""
    return "".join(CARD_ALPHABET[a.card.index] if isinstance(a, PlayCard) else f"({str(a).replace(' ', '_')})"
                   for a in actions)


def format_problem(problem: Problem) -> str:
    """The problem's line in a problems file."""
    return " ".join((
        f"{problem.dealer}:{problem.seed}", encode_moves(problem.moves) or "-", problem.goal.value,
        CARD_ALPHABET[problem.answer.index], "".join(CARD_ALPHABET[c.index] for c in problem.line),
        CARD_ALPHABET[problem.rule_based.index], str(problem.grade),
    ))


def goals_for(state: DealState) -> tuple[Goal, ...]:
    """The goals of the side to move: every trick left, and making the contract (the takers) or beating it."""
    assert state.contract is not None
    team_of = state.rules.seating.team_of
    takers = team_of[state.contract.taker] == team_of[state.current_player()]
    return (Goal.ALL_TRICKS, Goal.MAKE if takers else Goal.BEAT)


def solution_line(exact: Exact, first: Card) -> tuple[Card, ...]:
    """The solver's play from the position to the end of the deal, ``first`` first: each side plays its best
    card (the first of the kernel's order among equals)."""
    t, pos = exact.tables, exact.position.copy()
    solver = Solver(t, exact.team, pos.covers)
    line = [first.index]
    play(t, pos, first.index)
    while not pos.is_over():
        values = solver.move_values(pos)
        pick = max if t.team_of[pos.seat] == exact.team else min
        card = pick(values, key=values.__getitem__)
        line.append(card)
        play(t, pos, card)
    return tuple(CARDS[c] for c in line)


def grade_of(values: dict[Card, int], need: int, rule_based: Card, tricks_left: int) -> int:
    """1 (easy) to 5: one more for every two wrong first cards beyond the first, one where the rule-based
    player's card fails, one with four tricks or more to see through (docs/learn-from-deals.md)."""
    wrong = sum(v < need for v in values.values())
    grade = 1 + (wrong - 1) // 2 + (values.get(rule_based, need) < need) + (tricks_left >= 4)
    return max(1, min(MAX_GRADE, grade))


def reaching(values: dict[Card, int], need: int) -> list[Card]:
    """The first cards whose value reaches ``need``."""
    return [card for card, value in values.items() if value >= need]

def rule_based_card(state: DealState, seed: int) -> PlayCard:
    """What the rule-based player plays in ``state`` (its random numbers from the deal and the moves made)."""
    action = choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE,
                           random.Random(seed * 1000 + len(state.history)))
    assert isinstance(action, PlayCard)
    return action


def self_play(game: str, seed: int) -> list[tuple[DealState, tuple[Action, ...]]]:
    """The deal of ``seed`` played by the rule-based player: its positions in the last tricks, with the moves
    to each."""
    rules = find_variant(game)
    state = new_deal(rules, seed % rules.players, seed=seed)
    moves: list[Action] = []
    kept = []
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        if _after_first_trick(state) and len(legal) > 1 and all(isinstance(a, PlayCard) for a in legal):
            if MIN_CARDS <= _cards_left(state) <= MAX_CARDS:
                kept.append((state, tuple(moves)))
        action = legal[0] if len(legal) == 1 else choose_action(state.view_for(state.current_player()), Level.INTERMEDIATE, rng)
        moves.append(action)
        state = state.apply(action)
    return kept


def _after_first_trick(state: DealState) -> bool:
    """In the play, a trick taken already: every declaration made, only cards left to play."""
    return state.phase is Phase.PLAY and sum(state.team_tricks) > 0


def _cards_left(state: DealState) -> int:
    exact = exact_of(state)
    return sum(h.bit_count() for h in exact.position.hands) + len(exact.position.trick)


def try_position(game: str, seed: int, state: DealState, moves: tuple[Action, ...], why: Counter[str]) -> Found | None:
    """The problem at this position, if one goal is reached by exactly one first card; else None, the reason
    counted in ``why``."""
    exact = exact_of(state)
    values = first_card_values(state, exact)
    if len(values) < MIN_CHOICES:
        why[f"fewer than {MIN_CHOICES} legal cards"] += 1
        return None
    found = None
    for goal in goals_for(state):
        need = needed(state, goal, exact)
        if need is None:
            why[f"{goal.value}: settled already, or more than the cards decide it"] += 1
            continue
        right = reaching(values, need)
        if len(right) != 1:
            why[f"{goal.value}: " + ("no first card reaches it" if not right else "several first cards reach it")] += 1
            continue
        bot = rule_based_card(state, seed).card
        problem = Problem(game, seed % state.rules.players, seed, moves, goal, right[0],
                          solution_line(exact, right[0]), bot, grade_of(values, need, bot, exact.tricks_left))
        candidate = Found(problem, bot != right[0], len(problem.line))
        if found is None or candidate.rank() < found.rank():
            found = candidate
    return found


def problems_of(game: str, wanted: int, seed: int, why: Counter[str]) -> list[Problem]:
    """``wanted`` problems of ``game`` (fewer if the deals tried give fewer), the best first."""
    found: list[Found] = []
    for deal_seed in range(seed, seed + wanted * DEALS_PER_PROBLEM):
        best = None
        for state, moves in self_play(game, deal_seed):
            candidate = try_position(game, deal_seed, state, moves, why)
            if candidate and (best is None or candidate.rank() < best.rank()):
                best = candidate
        if best:
            found.append(best)
        why["deals tried"] += 1
        if len(found) >= wanted * 2 and sum(f.bot_misses for f in found) >= wanted:
            break
    found.sort(key=Found.rank)
    why["problems found, not kept"] += max(0, len(found) - wanted)
    return sorted((f.problem for f in found[:wanted]), key=lambda p: p.seed)


def write_problems(game: str, problems: Sequence[Problem], folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game}.txt"
    lines = [FORMAT, f"game: {game}",
             "# dealer:seed moves goal answer line rule-based-card grade (docs/learn-from-deals.md, Card problems)"]
    path.write_text("\n".join(lines + [format_problem(p) for p in problems]) + "\n", encoding="utf-8")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--per-game", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", nargs="*", default=list(VARIANTS))
    parser.add_argument("--out", type=Path, default=None, help="the folder (default: resources/problems)")
    args = parser.parse_args(argv)
    summary: dict[str, object] = {}
    started = time.perf_counter()
    for game in args.games:
        why: Counter[str] = Counter()
        game_started = time.perf_counter()
        problems = problems_of(game, args.per_game, args.seed + GAME_SEEDS * list(VARIANTS).index(game), why)
        write_problems(game, problems, args.out or problems_dir())
        summary[game] = {"problems": len(problems), "rule-based fails": sum(p.rule_based != p.answer for p in problems),
                         "seconds": round(time.perf_counter() - game_started, 1), **why}
        print(game, json.dumps(summary[game]), file=sys.stderr, flush=True)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
