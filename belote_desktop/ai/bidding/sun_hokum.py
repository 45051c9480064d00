"""Baloot's bots in the auction (engine/auctions/sun_hokum.py): Hokum, Sun, Ashkal and the doubling ladder.

Beginner and Intermediate weigh the hand with ``beliefs.hand_value.estimate`` (the turned card counted in: the
taker gets it); Expert and Master play each call out on sampled deals (``play.search.evaluate_contracts``, the
engine's own scorer and round points) and call what scores best. Both double only when it pays: the evaluators on a
strong defence, the simulators when the doubled contract is worth more than the plain one by a margin. A
Gahwa stakes the whole game, so only the simulators say it, and only when the bidders win nearly every
sampled deal (never blindly, never by the hand evaluation alone).
"""

from __future__ import annotations

import random

import numpy as np

from ...engine import PASS, Action, Contract, PlayerView, Strain
from ...engine.actions import ASHKAL, DOUBLE, FOUR, GAHWA, REDOUBLE, SUN, Ashkal, Hokum, Sun
from ...engine.auctions.sun_hokum import LADDER_ROUND, ladder_factor
from ...engine import TrumpScheme
from ..beliefs.calls import auction_weight
from ..beliefs.hand_value import ASHKAL_COST, DOUBLE_DEFENCE, HOKUM_NEED, SUN_NEED, defence_strength, estimate
from ..play.batch import Batch, batch_tables
from ..play.outcome import deal_scores, turned_ace
from ..play.playouts import run_playouts
from ..play.search import Simulation, belote_rows_full, bidding_deals, evaluate_contracts, meld_rows
from ..tables import tables_for
from .auction import AI_BIDDERS, AuctionBidder, call_contract, standing_contract

FOUR_DEFENCE = 60
REDOUBLE_ESTIMATE = 100  # the taker's own estimate from which an evaluator answers x3

# simulation margins, in round points of the team's lead
CALL_MARGIN = 10.0  # a call must beat passing by this much (deal points: one round point)
LADDER_MARGIN = 30.0  # a step of the ladder must beat stopping by this much (three round points)
GAHWA_SURE = 0.9  # the share of sampled deals the bidders must win before a simulator says Gahwa
OPENING_PASS_VALUE = -1.0  # passing when nothing stands (the others may call): a little below nothing


def _ours(view: PlayerView, seat: int) -> bool:
    return view.rules.team_of(seat) == view.rules.team_of(view.seat)


# -- evaluation bidders (Beginner, Intermediate) ------------------------------------------------------
def heuristic_sun_hokum(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    if view.auction.round == LADDER_ROUND:
        return _heuristic_ladder(view, rng, beginner)
    turned = view.turned_card
    assert turned is not None
    hand = view.hand_mask | turned.bit
    noise = rng.uniform(-8, 8) if beginner else 0.0
    a = view.auction
    if a.high_bid is not None and _ours(view, a.high_seat) and a.high_seat != view.seat:
        return PASS  # never overcall the partner
    best: Action = PASS
    best_margin = 0.0
    for action in view.legal_actions:
        margin = _call_margin(action, hand, noise)
        if margin is not None and margin > best_margin:
            best, best_margin = action, margin
    return best


def _call_margin(action: Action, hand: int, noise: float) -> float | None:
    """How far ``hand`` (with the turned card) is above what a Hokum or Sun call needs, in round points; None for
    another action."""
    if isinstance(action, Hokum):
        return (estimate(hand, Strain.of_suit(action.suit)) + noise - HOKUM_NEED) * 16 / 162
    if isinstance(action, (Sun, Ashkal)):
        cost = ASHKAL_COST if isinstance(action, Ashkal) else 0
        return (estimate(hand, Strain.NO_TRUMPS) + noise - SUN_NEED - cost) * 26 / 130
    return None


def _heuristic_ladder(view: PlayerView, rng: random.Random, beginner: bool) -> Action:
    legal = view.legal_actions
    standing = standing_contract(view)
    assert standing is not None
    hand = view.hand_mask
    noise = rng.uniform(-10, 10) if beginner else 0.0
    if DOUBLE in legal and defence_strength(hand, standing.strain) + noise >= DOUBLE_DEFENCE:
        return DOUBLE
    if FOUR in legal and not beginner and defence_strength(hand, standing.strain) >= FOUR_DEFENCE:
        return FOUR
    if REDOUBLE in legal and not beginner and view.seat == standing.taker:
        if estimate(hand, standing.strain) >= REDOUBLE_ESTIMATE:
            return REDOUBLE
    return PASS  # Gahwa is never said on the hand evaluation alone


# -- bidding by simulation (Expert, Master) ----------------------------------------------------------
def simulated_sun_hokum(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None = None) -> Action:
    if view.auction.round == LADDER_ROUND:
        return _simulated_ladder(view, how, weighed)
    legal = view.legal_actions
    a = view.auction
    if a.high_bid is not None and _ours(view, a.high_seat) and a.high_seat != view.seat:
        if weighed is not None:
            weighed[PASS] = 0.0
        return PASS  # never overcall the partner
    options = _call_options(view, legal)
    values = evaluate_contracts(view, [c for _, c in options], how) if options else []
    worth: dict[Action, float] = {action: value for (action, _), value in zip(options, values)}
    pass_value = worth.get(PASS, OPENING_PASS_VALUE)
    worth[PASS] = pass_value
    if weighed is not None:
        weighed.update(worth)
    return _best_call(worth, pass_value)


def _best_call(worth: dict[Action, float], pass_value: float) -> Action:
    """The call whose simulated worth beats passing (and every call before it) by ``CALL_MARGIN``; else PASS."""
    best: Action = PASS
    best_value = pass_value
    for action, value in worth.items():
        if action != PASS and value > best_value + CALL_MARGIN:
            best, best_value = action, value - CALL_MARGIN
    return best


def _call_options(view: PlayerView, legal: tuple[Action, ...]) -> list[tuple[Action, Contract]]:
    """Each legal call with its contract, then passing with the standing one (if any)."""
    options: list[tuple[Action, Contract]] = [
        (action, c) for action in legal if (c := call_contract(view, action)) is not None]
    standing = standing_contract(view)
    if standing is not None:
        options.append((PASS, standing))
    return options


def _simulated_ladder(view: PlayerView, how: Simulation, weighed: dict[Action, float] | None) -> Action:
    legal = view.legal_actions
    raise_to = [x for x in legal if x != PASS]
    if not raise_to:
        return PASS
    standing = standing_contract(view)
    assert standing is not None
    higher = standing.multiplier + 1
    climbed = standing_contract(view, higher)
    assert climbed is not None  # the same high bid as ``standing``, one step up the ladder
    stay, climb = evaluate_contracts(view, [standing, climbed], how)
    action = raise_to[0]
    if weighed is not None:
        weighed.update({PASS: stay, action: climb})
    if action == GAHWA:
        # the whole game at stake: only when the bidders win nearly every sampled deal
        sure = win_share(view, climbed, how)
        return GAHWA if sure >= GAHWA_SURE and climb > stay else PASS
    if ladder_factor(higher) == ladder_factor(standing.multiplier):
        return PASS
    return action if climb > stay + LADDER_MARGIN else PASS


def win_share(view: PlayerView, contract: Contract, how: Simulation) -> float:
    """The weighted share of sampled deals in which this seat's team scores more than the others under
    ``contract`` (what a Gahwa, which decides the game, is about), played out as ``how`` says."""
    rng, samples, public, policy_plies = how.rng, how.samples, how.public, how.plies
    rules = view.rules
    n = rules.players
    team = rules.team_of(view.seat)
    deals = bidding_deals(view, contract.taker, samples, rng)
    weight = auction_weight(view, [0] * n)
    w = np.array([weight(h) for h in deals], dtype=np.float64)
    t = tables_for(rules, contract.strain, contract.multiplier)
    batch = Batch(batch_tables(t), np.array(deals, dtype=np.int64).T, contract.taker)
    run_playouts(batch, rules, rules.team_of(contract.taker), contract.strain, public, policy_plies, t.card_total)
    scores = deal_scores(rules, contract, t.card_total, batch.points, batch.tricks_won,
                         meld_rows(view, deals, contract.strain), belote_rows_full(view, deals, contract.strain),
                         turned_ace(view))
    others = [x for x in range(rules.team_count) if x != team]
    won = scores[team] > scores[others].max(axis=0)
    return float((won * w).sum() / max(w.sum(), 1e-9))


__all__ = ["ASHKAL", "SUN", "heuristic_sun_hokum", "simulated_sun_hokum", "win_share"]


AI_BIDDERS[TrumpScheme.SUN_HOKUM] = AuctionBidder(heuristic_sun_hokum, simulated_sun_hokum)
