"""One engine of advice for Suggest and Review: the same search, the same budget, the same seed.

``advise(view)`` is what Suggest shows and what Review compares each of the player's choices with, so
for any position Review's "better" move is the move Suggest would have given there, and Suggest's own
move is never called a mistake:

- a card: the Expert's search (``ai.play.search.card_values``) with a fixed budget and no clock, split in
  ``PARTS`` searches whose seeds come from the position (``advice_seed``); the parts run in the bot
  worker processes when a pool is given, one after the other otherwise: the result is the same;
- a bid, pass or coinche: the Expert's bidder (``ai.bidding.model.expert_bid``: the calibrated model where the
  game has one, else the simulation), which also hands back the worth of every action it weighed (the
  cost of a player's other choice: the model's predicted lead over passing, in the game's points).

Values are the team's expected score lead for the deal: the search's in deal points
(``ai.play.outcome.objective``, ``scoring.match_point_unit`` of them to a point of the deal's score: ten in
Baloot and Pilotta, whose deals are scored in round or game points), the calibrated bidder's in the deal's
score itself; ``Advice.unit`` says which, and ``Advice.score_cost`` gives a cost in the deal's own points.
No Qt here: it runs in worker threads and processes.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import hashlib
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from ..ai import SEARCH_PARAMS, Level, SearchParams
from ..ai.bidding.model import expert_bid, model_for, worths
from ..ai.bidding.auction import OPENING_PASS_VALUE, TAKE_MARGIN
from ..ai.play.search import Simulation, best_card, card_values, evaluate_contracts, merge_values
from ..ai import choose_declaration
from ..engine.actions import Call, StakeMatch
from ..engine.auctions.contract import MATCH_MULTIPLIER
from ..engine.scoring import match_point_unit
from ..engine import (
    DECLARE, PLAY, Action, Bid, Contract, Double, Pass, Phase, PlayerView, Redouble, Strain, Take,
    TrumpScheme,
)

PARTS = 2  # the search is always split so, whether the parts run side by side or one after the other
# the Expert's search with a fixed budget: no clock (max_seconds is only a guard against a stalled
# machine), so the same position always gets the same advice
ADVICE_PARAMS = dataclasses.replace(SEARCH_PARAMS[Level.EXPERT], max_seconds=60.0)


class Pool(Protocol):
    """Runs a picklable function elsewhere (``ai.workers.BotWorker.call``)."""

    def call(self, fn: Any, *args: Any) -> cf.Future[Any]: ...


@dataclass(frozen=True)
class Advice:
    action: Action
    values: Mapping[Action, float]  # the worth of each action weighed (empty: a forced move)
    unit: int = 1  # value points to one point of the deal's score (the search's: ``scoring.match_point_unit``)

    def cost(self, action: Action) -> float | None:
        """Points ``action`` gives up against the advice (0 for the advice itself); None: not weighed."""
        if action == self.action:
            return 0.0
        if action not in self.values or self.action not in self.values:
            return None
        return max(0.0, self.values[self.action] - self.values[action])

    def score_cost(self, action: Action) -> float | None:
        """``cost`` in the points the deal is scored in (Baloot's round points, Pilotta's game points)."""
        cost = self.cost(action)
        return None if cost is None else cost / self.unit

    def worth(self) -> dict[Action, float]:
        """Every action weighed with its value in the points the deal is scored in."""
        return {action: value / self.unit for action, value in self.values.items()}


def advice_seed(view: PlayerView) -> int:
    """A seed that depends only on what the seat sees: the same position, the same seed (in any
    process: no ``hash()``, which Python salts per process)."""
    key = "|".join([
        repr(view.rules), str(view.seat), str(view.dealer), str(view.hand_mask),
        str(view.turned_card), ";".join(f"{seat}:{action}" for seat, action in view.history),
    ])
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


def advise(view: PlayerView, pool: Pool | None = None, params: SearchParams | None = None) -> Advice:
    """The expert's move for the seat of ``view`` (its turn), and the worth of the moves weighed
    (``params``: the search budget, ``ADVICE_PARAMS`` unless a test says otherwise)."""
    params = params or ADVICE_PARAMS
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has no action to take now")
    if len(legal) == 1:
        return Advice(legal[0], {})
    if DECLARE in legal:
        return Advice(choose_declaration(view), {})
    seed = advice_seed(view)
    unit = match_point_unit(view.rules)
    if view.phase is Phase.BIDDING:
        weighed: dict[Action, float] = {}
        action = expert_bid(view, Simulation(random.Random(seed), params.bid_samples, params.public_playouts), weighed)
        weights = model_for(view)  # a model that answered predicts the deal's score itself, not deal points
        return Advice(action, weighed, 1 if weights is not None and worths(view, weights) else unit)
    share = params.split(PARTS)
    jobs = [(view, share, random.Random(seed + part)) for part in range(PARTS)]
    if pool is not None:
        try:
            parts = [f.result() for f in [pool.call(card_values, *job) for job in jobs]]
        except Exception:  # the processes failed: the same parts, here
            parts = [card_values(*job) for job in jobs]
    else:
        parts = [card_values(*job) for job in jobs]
    values = merge_values(parts)
    means: dict[Action, float] = {PLAY[card]: total / max(weight, 1e-9) for card, (total, weight) in values.items()}
    return Advice(PLAY[best_card(values)], means, unit)


def bid_cost(view: PlayerView, advice: Advice, action: Action, params: SearchParams | None = None) -> float | None:
    """What a bid, pass or coinche gives up against the advice, by the same simulation (an action the
    advisor did not weigh: on deals of its own seed); None when it cannot be simulated."""
    params = params or ADVICE_PARAMS
    cost = advice.cost(action)
    if cost is not None or advice.action not in advice.values:
        return cost
    if model_for(view) is not None:
        return None  # the model weighed every action it would say; another is in no common unit with it
    contract = _contract_of(view, action)
    if contract is None:
        fixed = {TrumpScheme.TURNED_CARD: TAKE_MARGIN, TrumpScheme.NAME_IN_TURN: TAKE_MARGIN}.get(
            view.rules.trump_scheme, OPENING_PASS_VALUE)
        value = fixed if isinstance(action, Pass) else None
    else:
        how = Simulation(random.Random(advice_seed(view) + 1), params.bid_samples, params.public_playouts)
        value = evaluate_contracts(view, [contract], how)[0]
    if value is None:
        return None
    return max(0.0, advice.values[advice.action] - value)


def _contract_of(view: PlayerView, action: Action) -> Contract | None:
    """The contract the auction stands on after ``action`` (None: no one has bid)."""
    me = view.seat
    auction = view.auction
    high, high_seat, multiplier = auction.high_bid, auction.high_seat, auction.multiplier
    if isinstance(action, Take):
        return Contract(Strain.of_suit(action.suit), me)
    if isinstance(action, Bid):
        return Contract(action.strain, me, action.value, action.capot, 1)
    if isinstance(action, Call):  # the contract auction
        return Contract(action.strain, me, 0, False, 1)
    if high is None:
        return None
    if isinstance(action, Double):
        multiplier = 2
    elif isinstance(action, Redouble):
        multiplier = 4
    elif isinstance(action, StakeMatch):
        multiplier = MATCH_MULTIPLIER
    return Contract(high.strain, high_seat, high.value, high.capot, multiplier)


__all__ = ["ADVICE_PARAMS", "Advice", "Pool", "advice_seed", "advise", "bid_cost"]
