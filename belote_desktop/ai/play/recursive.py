"""Recursive sampling (issue 73; imperfect-information Monte Carlo, Furtak & Buro 2013): a look used by no level.

Master's playouts finish each sampled deal by a fixed rule-based policy. Here the others answer as searching
players: for each sampled deal and each legal card, the deal is rebuilt as a whole (``world_state``: the sampled
hands, the cards played so far, the contract), the card is played, and the next ``moves`` cards (the rest of the
trick and on, whoever plays them, this seat included) are each chosen by a small search from the mover's own
view of that deal (``inner``: Expert's search over a few deals of its own, drawn from what that seat can know).
The rule-based policy of Intermediate then finishes the deal, and the engine scores it. The values are the
deal's outcome for this seat's team as Master's look measures it (``outcome.objective``).

It costs one small search per card so chosen: ``worlds`` x legal cards x ``moves`` of them a decision
(docs/ai.md gives the figures); a sampled deal the engine cannot rebuild (cards on the table, a declaration
the sampled hand cannot make) is left out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ...engine import (
    CARDS, DECLARE, PLAY, Card, Contract, DealState, IllegalActionError, Phase, PlayCard, PlayerView, deal_with_contract,
)
from ...engine.scoring import match_point_unit
from .declaring import choose_declaration
from .heuristic import intermediate_card
from .outcome import objective

InnerPlayer = Callable[[PlayerView, random.Random], int]  # a seat's card from its own view: the small search

CardValues = dict[int, tuple[float, float]]  # card -> (summed outcome, total weight)


@dataclass(frozen=True)
class RecursiveLook:
    """How the recursive look searches: its sampled deals, how many cards after the searched one are chosen by
    searches from the mover's view, and that search (``inner``: Expert's, smaller, given by ``play.search``).
    ``paired``: each value is the searched answers' outcome less the rule-based policy's on the same deal and card
    (a correction to the playouts' means, far less noisy than either outcome alone)."""

    worlds: int
    moves: int
    inner: InnerPlayer
    paired: bool = False


def world_state(view: PlayerView, hands: Sequence[int]) -> DealState | None:
    """The whole deal as it stands in ``view`` if the others hold ``hands`` (card masks by seat, as sampled):
    the hands dealt (what each holds and has played), the contract, and the play so far replayed. None where
    the engine cannot rebuild it so (cards on the table, an action of the sampled deal it refuses)."""
    contract = view.contract
    if contract is None or any(view.table_up) or any(view.table_down_sizes) or any(view.kitty_sizes):
        return None
    played: list[list[Card]] = [[] for _ in range(view.rules.players)]
    for seat, action in view.history[len(view.bidding):]:
        if isinstance(action, PlayCard):
            played[seat].append(action.card)
    dealt = [[card for card in CARDS if mask >> card.index & 1] + played[seat] for seat, mask in enumerate(hands)]
    try:
        state = _dealt_with(view, dealt, contract)
        for _, action in view.history[len(view.bidding):]:
            state = state.apply(action)
    except (IllegalActionError, ValueError):
        return None
    return state if state.current == view.seat else None


def _dealt_with(view: PlayerView, dealt: list[list[Card]], contract: Contract) -> DealState:
    state = deal_with_contract(view.rules, view.dealer, dealt, contract)
    state.match_scores = view.match_scores
    return state


def recursive_values(view: PlayerView, look: RecursiveLook, worlds: Sequence[tuple[Sequence[int], float]],
                     rng: random.Random) -> CardValues:
    """Each legal card's summed outcome over ``worlds`` (sampled hands by seat, and the deal's weight), the others
    and this seat answering by their own searches for ``look.moves`` cards, then by the rule-based policy."""
    legal = [action.card.index for action in view.legal_actions if isinstance(action, PlayCard)]
    sums = {card: 0.0 for card in legal}
    total = 0.0
    for hands, weight in worlds:
        state = world_state(view, hands)
        if state is None or weight <= 0:
            continue
        total += weight
        for card in legal:
            after = state.apply(PLAY[card])
            value = _played_out(after, view, look.moves, look.inner, rng)
            if look.paired:
                value -= _played_out(after, view, 0, look.inner, rng)
            sums[card] += weight * value
    return {card: (value, total) for card, value in sums.items()}


def _played_out(state: DealState, view: PlayerView, moves: int, inner: InnerPlayer, rng: random.Random) -> float:
    searched = 0
    while state.phase is Phase.PLAY:
        seat = state.current
        seen = state.view_for(seat)
        if DECLARE in seen.legal_actions:  # a declaration to make or not: as every level decides it
            state = state.apply(choose_declaration(seen))
            continue
        if len(seen.legal_actions) == 1:
            state = state.apply(seen.legal_actions[0])
            continue
        if searched < moves:
            card = inner(seen, rng)
        else:
            card = intermediate_card(seen, rng)
        searched += 1
        state = state.apply(PLAY[card])
    return _outcome(state, view)


def _outcome(state: DealState, view: PlayerView) -> float:
    """The finished deal's worth for the viewer's team, as Master's looks measure it (``outcome.objective``)."""
    result = state.result()
    scores = np.array(result.score, dtype=np.int64).reshape(-1, 1)
    points = np.array(result.card_points, dtype=np.int64).reshape(-1, 1)
    return float(objective(scores, points, view.rules.team_of(view.seat), match_point_unit(view.rules))[0])
