"""The exact side of the card problems: what the goal needs in the solver's values and each first card's worth
(no Qt; the line and the grade are tools/make_problems.py's).

The solver (``ai.play.kernel.Solver``: compiled where built, else the pure-Python reference) gives, for the
team of the player to move, ``TRICK_SCALE * points + tricks`` won from the position on, against the best
defence. Each goal is a threshold on that value, so the solver's minimax decides it exactly (a predicate
that only grows with the value keeps the order of max and min):

- take every trick left: ``value >= TRICK_SCALE * R + T`` (R: every point left with the last trick's bonus,
  T: the tricks left);
- make / beat the contract: the engine's scoring (``engine.scoring.score_contract``) is asked, for every split
  of the R points left, whether the contract is made (beaten); it must be made from some split on (beaten up
  to some split) and the goal is ``value >= TRICK_SCALE * points needed``. Only where nothing else left can
  change the score: two teams, each with a trick already (no capot, no declaration lost for want of a trick),
  and no belote still to be completed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...ai.play.kernel import TRICK_SCALE, Position, Solver, position_from_state
from ...ai.tables import Tables, tables_for
from ...engine import CARDS, Card, DealState, Phase
from ...engine.scoring import deal_facts, score_contract
from .data import Goal


@dataclass(frozen=True, slots=True)
class Exact:
    """A problem position for the solver: its tables, the kernel position, the team to move, the points (with
    the last trick's bonus) and tricks left."""

    tables: Tables
    position: Position
    team: int
    points_left: int
    tricks_left: int


def exact_of(state: DealState) -> Exact:
    """The solver's view of a deal in its play phase (every hand known)."""
    assert state.phase is Phase.PLAY and state.contract is not None
    contract = state.contract
    t = tables_for(state.rules, contract.strain, contract.multiplier)
    pos = position_from_state(state)
    cards = pos.trick + [c for hand in pos.hands for c in t.cards_of(hand)]
    return Exact(t, pos, t.team_of[pos.seat], sum(t.points[c] for c in cards) + t.last_bonus,
                 len(cards) // t.players)



def needed(state: DealState, goal: Goal, exact: Exact | None = None) -> int | None:
    """The solver value the side to move must reach for ``goal``; None where the goal cannot be decided
    exactly here or is already reached or lost whatever is played."""
    e = exact or exact_of(state)
    if goal is Goal.ALL_TRICKS:
        return TRICK_SCALE * e.points_left + e.tricks_left
    splits = _made_and_beaten(state, e.points_left)
    if splits is None:
        return None
    assert state.contract is not None
    takers = state.rules.seating.team_of[state.contract.taker] == e.team
    if goal is Goal.MAKE and takers:
        made = [m for m, _ in splits]
        first = made.index(True) if True in made else -1
        return TRICK_SCALE * first if first > 0 and all(made[first:]) else None
    if goal is Goal.BEAT and not takers:
        beaten = [b for _, b in splits]
        last = len(beaten) - 1 - beaten[::-1].index(True) if True in beaten else -1
        return TRICK_SCALE * (e.points_left - last) if 0 <= last < e.points_left and all(beaten[:last + 1]) else None
    return None


def _made_and_beaten(state: DealState, left: int) -> list[tuple[bool, bool]] | None:
    """For each number of the points left the takers win (0 to ``left``): (made, beaten) by the engine's
    scoring; None where more than those points decide it (see the module's note)."""
    rules, contract = state.rules, state.contract
    if rules.team_count != 2 or contract is None or min(state.team_tricks) == 0:
        return None
    if any(valid and played < 2 for _, _, played, valid in state.belote):
        return None
    facts, _ = deal_facts(state)
    taker = facts.taker_team
    tricks = list(state.team_tricks)
    tricks[taker] += 1
    out = []
    for won in range(left + 1):
        points = list(state.team_points)
        points[taker] += won
        points[1 - taker] += left - won
        scored = score_contract(rules, dataclasses.replace(
            facts, card_points=points, card_total=sum(points), tricks=tricks), explain=False)
        out.append((bool(scored.made), not scored.made and not scored.hanging))
    return out


def first_card_values(state: DealState, exact: Exact | None = None) -> dict[Card, int]:
    """The solver's value of each legal first card for the side to move (``TRICK_SCALE * points + tricks``)."""
    e = exact or exact_of(state)
    solver = Solver(e.tables, e.team, e.position.covers)
    return {CARDS[c]: v for c, v in solver.move_values(e.position).items()}



def worth(value: int) -> tuple[int, int]:
    """A solver value as (points, tricks) won from the position on."""
    return value // TRICK_SCALE, value % TRICK_SCALE
