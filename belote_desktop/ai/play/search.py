"""Monte Carlo search for Expert and Master: sampled deals, rule-based playouts, exact endgames.

For a card to play: deal the hidden cards many times consistently with what the seat has seen
(``beliefs.inference``), weight the deals by the auction (``beliefs.calls``), play every legal card in
every deal and finish the deal with the greedy playout policy (``batch``), all deals in lockstep; near
the end solve each sampled deal exactly instead (``kernel.Solver``). The card with the best mean deal outcome
(``outcome.objective``: score lead, plus a little card-point lead) is played.

For the auction: deal the unseen cards, play each candidate contract out the same way, and compare.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass, replace
from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np

from ...engine import Contract, PlayerView, Rank, Strain
from ...engine.auctions import first_leader
from ...engine.deal import TurnedKeeper
from ...engine.declarations import best_melds, has_meld, score_melds
from ...engine.cards import deck_cards
from ...engine.scoring import match_point_unit
from .batch import Batch, PlaySoFar, batch_tables, popcount
from .greedy import greedy
from ..beliefs.calls import auction_weight
from .native_batch import play_weights_compiled, policy_likelihood_compiled
from .playouts import run_branched, run_greedy, run_playouts
from .policy import LOG_P_FLOOR, play_log_likelihood, shipped_policy
from .heuristic import legal_card_mask
from ..beliefs.inference import (
    UNEXPLAINED, DealSampler, InconsistentView, Knowledge, belote_suits, read_view, without_proofs,
)
from .fused import SharedSearch, shared_next_values
from .recursive import RecursiveLook, recursive_values
from .kernel import TRICK_BITS, TRICK_MASK, Position, Solver, solve_trick_starts
from ..tables import Tables, bits_of, tables_for
from .match_value import MatchTable, match_table
from .outcome import CARD_POINTS_WEIGHT, deal_scores, objective, turned_ace

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchParams:
    samples: int  # sampled deals per card (each played out once per legal card); 0 in a second look: solve only
    max_seconds: float  # the search stops sampling after this long
    exact_cards: int  # solve every sampled deal exactly when at most this many cards are left in hands
    exact_samples: int  # deals solved exactly per card
    bid_samples: int  # deals per candidate contract in the auction
    chunk: int = 96  # deals per batch between two looks at the clock
    play_likelihood: float = 0.0  # > 0: weight deals by how the others' past cards fit the playout policy
    public_playouts: bool = False  # playout players see only their own hand and the table (else the deal)
    branch_next: bool = False  # try every card for this seat's next turn (see _next_turn_values)
    branch_min_group: int = 4  # ... choosing among them only where at least this many deals look alike
    read_by_rollouts: int = 0  # > 0: explain the others' last N choices by rollouts, not the policy's card
    second_look: SearchParams | None = None  # then search again so; both looks' means count alike, unless...
    # ... the first look still plays out (more cards left than its exact_cards): there the second look's mean counts
    # this share of a card's value (0.5: alike; 1.0: the second look alone)
    second_share: float = 0.5
    # added to the game's trained margin in the calibrated bidder (``bidding.model.expert_bid``): below 0 a call is
    # made on a smaller predicted gain over passing (the model's rows were played by Intermediate's cards)
    bid_margin_shift: float = 0.0
    # per game (its id, the shift in its own units), added to ``bid_margin_shift``: Master's own line where the
    # game's was measured to pay (``margin_shift_for``)
    bid_margin_shifts: tuple[tuple[str, float], ...] = ()
    solve_from: int = 0  # > 0: playouts stop at the first trick with at most this many cards left; the rest is solved
    # per game (its id, the depth): the postponed solve where it was measured to pay (``solve_from_for``)
    solve_from_games: tuple[tuple[str, int], ...] = ()
    # draw the deals from the game's ownership model (``ai.beliefs.ownership``) where one is shipped, instead of
    # weighing uniform deals by the auction and the play likelihood (the model read both: weighing again counts twice)
    draw_from_model: bool = False
    # > 0: in the playouts, the game's learned policy (``play.policy``, where one is shipped) plays this many cards
    # after the searched one, the rule-based policy the rest (down to the postponed solve, where there is one)
    policy_plies: int = 0
    # per game (its id, the cards): the learned playouts where they were measured to pay (``policy_plies_for``)
    policy_plies_games: tuple[tuple[str, int], ...] = ()
    # > 0: weigh the sampled deals also by how likely the learned policy finds the others' past cards in each,
    # its probabilities raised to this power (``policy_weights``); on top of the ownership model's draws
    policy_likelihood: float = 0.0
    # the same in the bidders' simulation (``evaluate_contracts``): the cards of each candidate contract's playouts
    # the learned policy plays; and ``search_bids``: bid by that simulation even where a calibrated model is shipped
    bid_policy_plies: int = 0
    search_bids: bool = False
    # bid by the calibrated model with the simulation's value of each call as one more column, where the game
    # has such an entry (``bidding.model.master_bid``)
    simulated_model: bool = False
    # bid by the game's own Master entry where one ships (``bidding.model.own_model_bid``: the calibrated model
    # fitted on continuations whose cards a search level played), else as Expert
    master_model: bool = False
    # play for the match, not the deal's points, once its end is near: each playout's outcome is the chance of
    # winning the match after it (``play.match_value``), in points of lead, where the game ships deal scores
    match_aware: bool = False
    # > 0: with at most this many cards left, the exact endgame shares this seat's next card among the sampled
    # deals that will look alike to it then (``play.fused``: no strategy fusion at that turn), within
    # ``shared_budget`` nodes of that search (past it, each deal is solved on its own as before)
    shared_next: int = 0
    shared_turns: int = 1  # how many of this seat's next cards are shared so
    shared_budget: int = 20000
    # bid by the simulation, each contract valued by the chance of winning the match after the deal
    # (``match_value``), once the match's end is near; before it as ``search_bids``, ``simulated_model``...
    match_bids: bool = False
    # > 0: one more look, recursive (``play.recursive``): this many sampled deals, in each the next
    # ``recursive_moves`` cards after the searched one chosen by searches of ``recursive_samples`` deals from the
    # mover's own view, then the rule-based policy; while the first look plays out (more cards than its exact_cards)
    recursive_worlds: int = 0
    recursive_moves: int = 4
    recursive_samples: int = 24
    recursive_paired: bool = False  # the look corrects the first look's means (``RecursiveLook.paired``)

    def margin_shift_for(self, game_id: str) -> float:
        """How far this level moves game ``game_id``'s trained bidding margin (``bid_margin_shift`` plus the
        game's own entry of ``bid_margin_shifts``)."""
        return self.bid_margin_shift + dict(self.bid_margin_shifts).get(game_id, 0.0)

    def solve_from_for(self, game_id: str) -> int:
        """From how many cards left this level's playouts in game ``game_id`` are finished by the exact solver (0:
        never): the game's own entry of ``solve_from_games``, else ``solve_from``."""
        return dict(self.solve_from_games).get(game_id, self.solve_from)

    def policy_plies_for(self, game_id: str) -> int:
        """How many cards of each playout the learned policy plays in game ``game_id``: the game's own entry of
        ``policy_plies_games``, else ``policy_plies``."""
        return dict(self.policy_plies_games).get(game_id, self.policy_plies)

    def without_clock(self, cap: float = 30.0) -> SearchParams:
        """The same search bounded by its sample counts alone (the clock only a far safety cap): the same view
        and seed then give the same card on any machine, however busy. For deals played again, edited deals
        and the Master's comparison, where repeating a decision matters more than its time."""
        second = self.second_look.without_clock(cap) if self.second_look is not None else None
        return replace(self, max_seconds=cap, second_look=second)

    def split(self, parts: int) -> SearchParams:
        """The share of one of ``parts`` searches run side by side (in worker processes)."""
        second = self.second_look.split(parts) if self.second_look is not None else None
        return replace(self, samples=max(min(self.samples, 1), self.samples // parts),
                       exact_samples=max(1, self.exact_samples // parts), second_look=second)

    def bidding(self, rng: random.Random) -> Simulation:
        """How this search's bidder plays the candidate contracts out, drawing from ``rng``."""
        return Simulation(rng, self.bid_samples, self.public_playouts, self.bid_policy_plies)

    def bids_for_match(self, view: PlayerView) -> bool:
        """Whether this search bids for the match in ``view`` (``match_bids``, the end near, a table shipped)."""
        return self.match_bids and near_end_table(view) is not None


@dataclass(frozen=True)
class Simulation:
    """How a bidder plays candidate contracts out (``evaluate_contracts``): its random numbers, the deals sampled
    for each, whether the playout players see only their own hand and the table (``public``; else the deal), and
    how many first cards of each playout the game's learned policy plays (``plies``, where one is shipped:
    ``play.policy``)."""

    rng: random.Random
    samples: int
    public: bool = False
    plies: int = 0
    for_match: bool = False  # value each deal by the chance of winning the match after it (``bid_objective``)


def play_weights(view: PlayerView, deals: Sequence[Sequence[int]], played_by: Sequence[int], mismatch: float,
                 public: bool = False, by_rollouts: int = 0) -> np.ndarray:
    """How well each sampled deal explains the cards the other seats chose: replay the deal from its
    first trick in every sample; each free choice (more than one legal card) that the playout policy
    would not have made multiplies the weight by ``mismatch``. For the last ``by_rollouts`` cards
    played, the expected choice is instead the card that does best in a playout of that sample."""
    rules = view.rules
    contract = view.contract
    assert contract is not None
    t = tables_for(rules, contract.strain, contract.multiplier)
    n = rules.players
    rows = len(deals)
    start = _replay_start(deals, played_by, n)
    plays = _plays_so_far(view)
    weights = np.ones(rows)
    if not plays:
        return weights
    taker_team = rules.team_of(contract.taker)
    read_from = len(plays) - by_rollouts
    # the policy's part (the plays before read_from) in the compiled kernel where it is built: the same products
    weighed = max(read_from, 0)
    if not play_weights_compiled(t, start, plays[:weighed], view.seat, taker_team, public, mismatch, weights):
        weighed = 0
    if weighed == len(plays):
        return weights
    batch = Batch(batch_tables(t), start, plays[0][0])
    for index, (seat, card) in enumerate(plays):
        if seat != view.seat and index >= weighed:
            legal = batch.legal()
            free = popcount(legal) > 1
            if index >= read_from:
                expected = _rollout_choice(batch, legal, seat, taker_team, public)
            else:
                expected = greedy(batch, taker_team, public)
            weights *= np.where(free & (expected != card), mismatch, 1.0)
        batch.play(np.full(rows, card, dtype=np.int64))
    return weights


def policy_weights(view: PlayerView, deals: Sequence[Sequence[int]], played_by: Sequence[int], power: float) -> np.ndarray:
    """How well each sampled deal explains the cards the other seats chose, by the game's learned policy
    (``policy.py``; all ones where none is shipped): the product of the probabilities it gives the cards played
    at each free choice, raised to ``power`` (below 1: trusted less than a true model of the players), as weights
    whose largest is 1. Compiled where the kernel is built, else numpy."""
    rules = view.rules
    contract = view.contract
    assert contract is not None
    net = shipped_policy(rules)
    plays = _plays_so_far(view)
    rows = len(deals)
    if net is None or not plays:
        return np.ones(rows)
    t = tables_for(rules, contract.strain, contract.multiplier)
    start = _replay_start(deals, played_by, rules.players)
    taker_team = rules.team_of(contract.taker)
    log_w = np.zeros(rows)
    native_net = net.native(contract.strain, 0, t.card_total)
    if not policy_likelihood_compiled(t, native_net, start, plays, view.seat, rules.team_count, taker_team,
                                      LOG_P_FLOOR, log_w):
        batch = Batch(batch_tables(t), start, plays[0][0])
        log_w = play_log_likelihood(batch, net, plays, view.seat, taker_team, contract.strain, t.card_total)
    weights: np.ndarray = np.exp(power * (log_w - log_w.max()))
    return weights


def _plays_so_far(view: PlayerView) -> list[tuple[int, int]]:
    """Every card played in the deal so far, as (seat, card index) in order, the trick in progress last."""
    n = view.rules.players
    plays = [((trick.leader + i) % n, card.index) for trick in view.tricks for i, card in enumerate(trick.cards)]
    return plays + [(seat, card.index) for seat, card in view.trick]


def _replay_start(deals: Sequence[Sequence[int]], played_by: Sequence[int], players: int) -> np.ndarray:
    """(players, rows): each sampled deal's hands as at the first trick (the cards each seat has played put back)."""
    return np.array([[deal[s] | played_by[s] for deal in deals] for s in range(players)], dtype=np.int64)


def _rollout_choice(batch: Batch, legal: np.ndarray, seat: int, taker_team: int, public: bool) -> np.ndarray:
    """Per row, the legal card whose playout (by the policy, to the end) gives ``seat``'s team the
    largest card-point lead: what a strong player holding that hand would likely have played.
    All the candidate cards are played out in one batch (``rows * most`` rows)."""
    team = batch.bt.team_of[seat]
    most = int(popcount(legal).max())
    rows = batch.rows
    trial = batch.tiled(most)
    cards = batch.nth_card(np.tile(legal, most), np.repeat(np.arange(most, dtype=np.int64), rows))
    trial.play(cards)
    run_greedy(trial, taker_team, public)
    value = (2 * trial.points[team] - trial.points.sum(axis=0)).reshape(most, rows)
    best = value.argmax(axis=0)  # the first of equals: the lowest candidate
    chosen: np.ndarray = cards.reshape(most, rows)[best, np.arange(rows)]
    return chosen


def known_meld_points(view: PlayerView) -> list[int]:
    """Declaration points per team from the declarations announced so far."""
    rules = view.rules
    declared = {a.seat: a.melds for a in view.announcements if a.kind == "declare" and a.melds}
    if not declared:
        return [0] * rules.team_count
    trump = view.contract.strain.suit if view.contract is not None else None
    return list(score_melds(declared, _eldest_order(view), trump, rules.team_of, rules.team_count,
                            rules.meld_rules).points)


def _eldest_order(view: PlayerView) -> list[int]:
    """The seats from the dealer's right: the order in which equal declarations are preferred."""
    players = view.rules.players
    return [(view.dealer + step) % players for step in range(1, players + 1)]


def belote_rows(view: PlayerView, deals: Sequence[Sequence[int]], played_by: Sequence[int]) -> np.ndarray:
    """Belote points per team for each sampled deal: (teams, len(deals))."""
    rules = view.rules
    teams = rules.team_count
    rows = np.zeros((teams, len(deals)), dtype=np.int64)
    suits = belote_suits(view)
    if not suits:
        return rows
    announced = {(a.seat, a.card.index) for a in view.announcements if a.card is not None}
    for suit in suits:
        king = suit * 9 + int(Rank.KING)
        queen = suit * 9 + int(Rank.QUEEN)
        pair = (1 << king) | (1 << queen)
        for seat in range(rules.players):
            done = played_by[seat] & pair
            if done:
                first = king if done >> king & 1 else queen
                if (seat, first) not in announced:
                    continue  # that seat does not hold the pair, or spoiled it (queen first)
            team = rules.team_of(seat)
            for row, hands in enumerate(deals):
                if (hands[seat] | played_by[seat]) & pair == pair:
                    rows[team, row] += rules.belote_points
    return rows


def first_leads(view: PlayerView) -> list[int]:
    """The suit each seat first led in the finished tricks (-1: none yet)."""
    suits = [-1] * view.rules.players
    for trick in view.tricks:
        if suits[trick.leader] < 0:
            suits[trick.leader] = int(trick.cards[0].suit)
    return suits


def tricks_won(view: PlayerView) -> list[int]:
    """Tricks taken so far per team."""
    rules = view.rules
    won = [0] * rules.team_count
    for trick in view.tricks:
        won[rules.team_of(trick.winner)] += 1
    return won


WEIGH_BLOCK = 400  # deals drawn and weighed together (the replay's cost is mostly per step, not per deal)
CardValues = dict[int, tuple[float, float]]  # card -> (sum of the deal outcomes, weight of the deals)


def search_card(view: PlayerView, params: SearchParams, rng: random.Random) -> int:
    """The card index the search prefers (the view must be this seat's turn in the play)."""
    legal = bits_of(legal_card_mask(view))
    if len(legal) == 1:
        return legal[0]
    return best_card(card_values(view, params, rng))


def best_card(values: CardValues) -> int:
    """The card with the best mean outcome (the lowest index among equals)."""
    return max(values, key=lambda c: (values[c][0] / max(values[c][1], 1e-9), -c))


def merge_values(parts: Sequence[CardValues]) -> CardValues:
    """Add up the results of searches run apart (in worker processes)."""
    merged: dict[int, tuple[float, float]] = {}
    for part in parts:
        for card, (total, weight) in part.items():
            old = merged.get(card, (0.0, 0.0))
            merged[card] = (old[0] + total, old[1] + weight)
    return merged


def card_values(view: PlayerView, params: SearchParams, rng: random.Random) -> CardValues:
    """The summed outcome of every legal card over the sampled deals (and the second look's, the recursive
    look's, if any)."""
    values = _search_values(view, params, rng)
    if params.recursive_worlds and view.total_cards_left > exact_from(params, view.rules.players):
        recursive = _recursive_look(view, params, random.Random(rng.getrandbits(64)))
        if recursive and params.recursive_paired:
            values = _corrected(values, recursive)
        elif recursive:
            values = merge_values([values, _reweighed(recursive, _total_weight(values))])
    look = params.second_look
    if look is None or look.samples == 0 and view.total_cards_left > exact_from(look, view.rules.players):
        return values  # no second look, or one that only solves exactly, from its exact_cards on
    # the first look draws from ``rng`` exactly as a search without a second look would; the two looks
    # count alike, however many deals each could afford
    second = card_values(view, look, random.Random(rng.getrandbits(64)))
    share = params.second_share if view.total_cards_left > exact_from(params, view.rules.players) else 0.5
    if share >= 1.0:
        return second
    return merge_values([values, _reweighed(second, _total_weight(values) * share / (1.0 - share))])


TWO_SEAT_EXACT_CARDS = 16  # at two seats, 20 cards are ten tricks: 5-25 ms a deal, too slow for Master's clock


def exact_from(params: SearchParams, players: int) -> int:
    """The number of cards left from which ``params`` solves every sampled deal exactly at a table of ``players``
    (``exact_cards``; at two seats no more than ``TWO_SEAT_EXACT_CARDS``: eight tricks)."""
    return params.exact_cards if players > 2 else min(params.exact_cards, TWO_SEAT_EXACT_CARDS)


def _total_weight(values: CardValues) -> float:
    return max(weight for _, weight in values.values())


def _reweighed(values: CardValues, weight: float) -> CardValues:
    """The same mean outcomes, as if drawn from deals of total ``weight``."""
    scale = weight / max(_total_weight(values), 1e-12)
    return {card: (total * scale, w * scale) for card, (total, w) in values.items()}


def _corrected(values: CardValues, corrections: CardValues) -> CardValues:
    """``values`` with each card's mean moved by its mean correction."""
    out = {}
    for card, (total, weight) in values.items():
        fix, fix_weight = corrections.get(card, (0.0, 0.0))
        out[card] = (total + weight * fix / fix_weight if fix_weight else total, weight)
    return out


def _recursive_look(view: PlayerView, params: SearchParams, rng: random.Random) -> CardValues:
    """The recursive look's values (``play.recursive``) over deals drawn and weighed as this search's own; {} where
    no sampled deal could be rebuilt."""
    knowledge = read_view(view)
    sampler, weight, weighing = deal_source(view, knowledge, params)
    deals = [sampler.sample_deal(rng)[0] for _ in range(params.recursive_worlds)]
    weights = deal_weights(view, deals, knowledge.played_by, weight, weighing)
    inner = replace(params, samples=params.recursive_samples, exact_samples=max(4, params.recursive_samples // 3),
                    second_look=None, recursive_worlds=0, draw_from_model=False, policy_likelihood=0.0,
                    play_likelihood=0.3).without_clock()
    look = RecursiveLook(params.recursive_worlds, params.recursive_moves, lambda seen, r: search_card(seen, inner, r),
                         params.recursive_paired)
    values = recursive_values(view, look, list(zip(deals, weights.tolist())), rng)
    return values if any(w for _, w in values.values()) else {}


def _search_values(view: PlayerView, params: SearchParams, rng: random.Random) -> CardValues:
    started = time.perf_counter()
    legal = bits_of(legal_card_mask(view))
    knowledge = read_view(view)
    sampler, weight, params = deal_source(view, knowledge, params)
    cards_left = view.total_cards_left  # hands and table cards
    if cards_left <= exact_from(params, view.rules.players):
        return _exact_values(view, params, rng, sampler, weight, legal, knowledge.played_by, started)
    game = view.rules.id
    params = replace(params, solve_from=params.solve_from_for(game), policy_plies=params.policy_plies_for(game))
    return _playout_values(view, params, rng, sampler, weight, legal, knowledge.played_by, started)


class Sampler(Protocol):
    """What draws the search's deals: ``DealSampler`` (uniform) or the ownership model's ``WeightedSampler``."""

    @property
    def k(self) -> Knowledge: ...

    def sample(self, rng: random.Random) -> list[int]: ...

    def sample_deal(self, rng: random.Random) -> tuple[list[int], tuple[tuple[int, int], ...]]: ...


Weight = Callable[[Sequence[int]], float]  # a sampled deal's weight (its hands by seat)


def deal_source(view: PlayerView, knowledge: Knowledge, params: SearchParams) -> tuple[Sampler, Weight, SearchParams]:
    """The deals' sampler, the auction's weight of a deal and the params to weigh them by: uniform deals
    weighed by the auction (and the play, per ``params``), or deals drawn from the ownership model, weighed
    alike (the params returned weigh no play)."""
    if params.draw_from_model:
        from ..beliefs.ownership.shipped import model_sampler

        drawn = model_sampler(view, knowledge)
        if drawn is not None:
            return drawn, _alike, replace(params, play_likelihood=0.0)
    try:
        sampler = DealSampler(knowledge)
    except InconsistentView as error:
        # a view the facts cannot explain (a wrong proof): never the move's end, uniform deals over what is sure
        UNEXPLAINED["facts"] += 1
        log.warning("no deal fits the facts read from the view (%s): this move draws deals without them", error)
        sampler = DealSampler(without_proofs(knowledge))
    return sampler, auction_weight(view, knowledge.played_by), params


def _alike(hands: Sequence[int]) -> float:
    return 1.0


def deal_weights(view: PlayerView, deals: Sequence[Sequence[int]], played_by: Sequence[int], weight: Weight,
                 params: SearchParams) -> np.ndarray:
    """Importance weights of sampled deals: the auction's evidence, and the play's if enabled (read by the
    learned policy, ``policy_weights``; by the rule-based one, ``play_weights``)."""
    w = np.array([weight(hands) for hands in deals], dtype=np.float64)
    if params.policy_likelihood > 0 and deals and not view.rules.table_up_packets:
        w *= policy_weights(view, deals, played_by, params.policy_likelihood)
    if params.play_likelihood > 0 and deals and not view.rules.table_up_packets:
        # (with cards on the table the replay would need each deal's old covers; the choices among
        # face-up cards tell little of the unseen ones: the deals are not weighed by the play)
        w *= play_weights(view, deals, played_by, params.play_likelihood, params.public_playouts,
                          params.read_by_rollouts)
    return w


Objective = Callable[[np.ndarray, np.ndarray], np.ndarray]  # (match points added, card points) -> value a row


def outcome_value(view: PlayerView, params: SearchParams) -> Objective:
    """What the search maximises for the seat's team, from each row's deal scores and card points: the score
    lead (``outcome.objective``), or, with ``match_aware`` and the match's end near, the chance of winning the
    match after the deal (``match_value``)."""
    rules = view.rules
    team = rules.team_of(view.seat)
    unit = match_point_unit(rules)
    table = near_end_table(view) if params.match_aware else None
    if table is not None:
        before = view.match_scores
        return lambda scores, points: table.value(before, team, scores, points, unit, CARD_POINTS_WEIGHT)
    return lambda scores, points: objective(scores, points, team, unit)


def near_end_table(view: PlayerView) -> MatchTable | None:
    """The game's match table where the match's end is near in ``view`` (``match_value.near_end``), else None."""
    if not view.match_scores:
        return None
    table = match_table(view.rules)
    return table if table is not None and table.near_end(view.match_scores) else None


def bid_objective(view: PlayerView, how: Simulation) -> Objective:
    """What the bidders' simulation maximises: the score lead, or with ``how.for_match`` (and a table for the
    game) the chance of winning the match after the deal, in points of lead at the match's start, less the chance
    before it (so that a deal that changes nothing is worth 0, as passing's values are counted)."""
    rules = view.rules
    team = rules.team_of(view.seat)
    unit = match_point_unit(rules)
    table = match_table(rules) if how.for_match and view.match_scores else None
    if table is None:
        return lambda scores, points: objective(scores, points, team, unit)
    before = view.match_scores
    nothing = np.zeros((2, 1), dtype=np.int64)
    still = float(table.value(before, team, nothing, nothing, unit, CARD_POINTS_WEIGHT)[0])
    return lambda scores, points: table.value(before, team, scores, points, unit, CARD_POINTS_WEIGHT) - still


def _playout_values(view: PlayerView, params: SearchParams, rng: random.Random, sampler: Sampler, weight: Weight,
                    legal: list[int], played_by: Sequence[int], started: float) -> CardValues:
    rules = view.rules
    shown = sampler.k.shown
    leads = first_leads(view)
    contract = view.contract
    assert contract is not None  # the play phase
    value_of = outcome_value(view, params)
    t = tables_for(rules, contract.strain, contract.multiplier)
    bt = batch_tables(t)
    me = view.seat
    team = rules.team_of(me)
    taker_team = rules.team_of(contract.taker)
    melds = known_meld_points(view)
    trick = [card.index for _, card in view.trick]
    leader = view.trick[0][0] if view.trick else me
    points = list(view.team_points)
    won = tricks_won(view)
    moves = np.array(legal, dtype=np.int64)
    m = len(legal)
    # branches: this seat's next card, tried every way, when branch_next is set (see _next_turn_values)
    branches = max(1, view.cards_left(me) - 1) if params.branch_next else 1
    values: list[np.ndarray] = []
    keys: list[np.ndarray] = []
    greedy: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    # deals are drawn and weighed by blocks (one lockstep replay of the play so far per block), then
    # played out chunk by chunk, until the samples or the time run out
    block: list[list[int]] = []
    block_covers: list[tuple[tuple[int, int], ...]] = []
    block_weights = np.zeros(0)
    block_start = 0
    done = 0
    while done < params.samples:
        if done == block_start + len(block):
            block_start = done
            drawn = [sampler.sample_deal(rng) for _ in range(min(WEIGH_BLOCK, params.samples - done))]
            block = [hands for hands, _ in drawn]
            block_covers = [covers for _, covers in drawn]
            block_weights = deal_weights(view, block, played_by, weight, params)
        count = min(params.chunk, block_start + len(block) - done)
        at = done - block_start
        deals = block[at:at + count]
        hands = np.array(deals, dtype=np.int64).T  # (players, count)
        tiled = np.tile(hands, (1, m * branches))  # block (j, b) plays move j, then branch b
        covers = block_covers[at:at + count]
        batch = Batch(bt, tiled, leader, PlaySoFar(trick, points, won, shown, leads, batch_covers(covers, m * branches)))
        batch.play(np.repeat(moves, branches * count))
        card_total = _tile_totals(card_totals(t, view, deals), m * branches)
        if branches > 1:
            choice = np.tile(np.repeat(np.arange(branches, dtype=np.int64), count), m)
            key, as_greedy = run_branched(batch, taker_team, params.public_playouts, me, choice)
            keys.append(key.reshape(m, branches, count)[:, 0, :])
            greedy.append(as_greedy.reshape(m, branches, count).argmax(axis=1))
        elif params.solve_from and rules.team_count == 2:
            if params.policy_plies:  # the learned policy's cards first, down to the solve
                run_playouts(batch, rules, taker_team, contract.strain, params.public_playouts, params.policy_plies,
                             t.card_total, params.solve_from)
            _finish_exactly(batch, t, team, taker_team, params, count, covers, card_total)
        else:
            run_playouts(batch, rules, taker_team, contract.strain, params.public_playouts, params.policy_plies,
                         t.card_total)
        belote = np.tile(belote_rows(view, deals, played_by), (1, m * branches))
        scores = deal_scores(rules, contract, card_total, batch.points, batch.tricks_won, melds, belote, turned_ace(view))
        values.append(value_of(scores, batch.points).reshape(m, branches, count))
        weights.append(block_weights[at:at + count])
        done += count
        if time.perf_counter() - started > params.max_seconds:
            break
    value = np.concatenate(values, axis=2)
    w = np.concatenate(weights)
    if branches > 1:
        value = _next_turn_values(value, np.concatenate(keys, axis=1), np.concatenate(greedy, axis=1), w,
                                  params.branch_min_group)
    else:
        value = value[:, 0, :]
    sums = (value * w).sum(axis=1)
    weight_total = float(w.sum())
    return {card: (float(sums[j]), weight_total) for j, card in enumerate(legal)}


def batch_covers(
    covers: Sequence[tuple[tuple[int, int], ...]], times: int = 1,
) -> list[tuple[int | np.ndarray, np.ndarray]]:
    """Sampled deals' covers as batch columns (``Batch(covers=...)``): the face-up cards are the same in
    every deal (they are public), the face-down card beneath each is the deal's own; ``times`` copies."""
    if not covers or not covers[0]:
        return []
    return [(covers[0][k][0], np.tile(np.array([c[k][1] for c in covers], dtype=np.int64), times))
            for k in range(len(covers[0]))]


def card_totals(t: Tables, view: PlayerView, deals: Sequence[Sequence[int]]) -> int | np.ndarray:
    """The card points in play (with the last-trick bonus) of each sampled deal: the pack's total, unless
    cards are never dealt (Belot for 2: six unseen), when it is what was won, what lies in the trick and
    what the sampled hands hold."""
    if not view.rules.unused_cards:
        return t.card_total
    pts = t.points
    base = sum(view.team_points) + sum(pts[card.index] for _, card in view.trick) + t.last_bonus
    return np.array([base + sum(pts[c] for mask in hands for c in range(36) if mask >> c & 1) for hands in deals],
                    dtype=np.int64)


def _tile_totals(totals: int | np.ndarray, times: int) -> int | np.ndarray:
    return totals if isinstance(totals, int) else np.tile(totals, times)


def _finish_exactly(batch: Batch, t: Tables, team: int, taker_team: int, params: SearchParams, count: int,
                    covers: Sequence[tuple[tuple[int, int], ...]] = (), card_total: int | np.ndarray | None = None,
                    ) -> None:
    """Play the rows out by the policy down to the first trick with at most ``params.solve_from`` cards
    left, then solve the rest of each row exactly (two teams). Rows ``i``, ``count + i``, ... share deal
    ``i`` and its solver's table (and its ``covers``, if cards lie on the table)."""
    run_greedy(batch, taker_team, params.public_playouts, params.solve_from)
    if not batch.cards_left:
        return
    rows_hands = batch.flat.reshape(t.players, batch.rows).T.tolist()  # per row: the hands by seat
    values = np.array(solve_trick_starts(t, team, rows_hands, batch.leader.tolist(), covers, count), dtype=np.int64)
    gained_points, gained_tricks = values >> TRICK_BITS, values & TRICK_MASK
    other = 1 - team
    batch.points[team] += gained_points
    batch.points[other] = (t.card_total if card_total is None else card_total) - batch.points[team]
    batch.tricks_won[team] += gained_tricks
    batch.tricks_won[other] = t.hand_size - batch.tricks_won[team]
    batch.cards_left = 0


def _next_turn_values(value: np.ndarray, keys: np.ndarray, greedy: np.ndarray, w: np.ndarray,
                      min_group: int) -> np.ndarray:
    """Outcomes per (move, deal) when this seat chooses its next card from what it will then have seen:
    among the deals that look the same to it at that turn (equal ``keys``) it plays the branch with the
    best weighted mean, if there are at least ``min_group`` such deals (fewer would let it guess the
    hidden cards from a handful of deals); otherwise the playout policy's card (branch ``greedy``).
    ``value``: (moves, branches, deals)."""
    m, branches, rows = value.shape
    out = np.empty((m, rows))
    every = np.arange(rows)
    for j in range(m):
        _, group, sizes = np.unique(keys[j], return_inverse=True, return_counts=True)
        groups = len(sizes)
        totals = np.stack([np.bincount(group, weights=w * value[j, b], minlength=groups) for b in range(branches)])
        best = totals.argmax(axis=0)[group]  # per deal: its group's best branch
        chosen = np.where(sizes[group] >= min_group, best, greedy[j])
        out[j] = value[j, chosen, every]
    return out


def _exact_values(view: PlayerView, params: SearchParams, rng: random.Random, sampler: Sampler, weight: Weight,
                  legal: list[int], played_by: Sequence[int], started: float) -> CardValues:
    rules = view.rules
    contract = view.contract
    assert contract is not None  # the play phase
    value_of = outcome_value(view, params)
    t = tables_for(rules, contract.strain, contract.multiplier)
    me = view.seat
    team = rules.team_of(me)
    teams = rules.team_count
    melds = known_meld_points(view)
    trick = [card.index for _, card in view.trick]
    best, best_seat = -1, -1
    if view.trick:
        best_seat, best = view.trick[0][0], trick[0]
        led = trick[0] // 9
        for seat, played in view.trick[1:]:
            if t.win_power[led][played.index] > t.power[best]:
                best, best_seat = played.index, seat
    points = list(view.team_points)
    won = tricks_won(view)
    tricks_total = rules.hand_size
    seen: dict[tuple[object, ...], int] = {}
    deals: list[list[int]] = []
    deal_covers: list[tuple[tuple[int, int], ...]] = []
    for hands, covers in (sampler.sample_deal(rng) for _ in range(params.exact_samples)):
        key = (*hands, covers)
        if key in seen:
            seen[key] += 1
        else:
            seen[key] = 1
            deals.append(hands)
            deal_covers.append(covers)
    m = len(legal)
    rows = len(deals)
    mine_points = np.zeros((m, rows), dtype=np.int64)
    mine_tricks = np.zeros((m, rows), dtype=np.int64)
    counts = np.array([seen[(*h, c)] for h, c in zip(deals, deal_covers)], dtype=np.float64)
    counts = counts * deal_weights(view, deals, played_by, weight, params)
    positions = [Position(hands, me, trick, best, best_seat, points, won, deal_covers[row])
                 for row, hands in enumerate(deals)]
    shared = _shared_values(view, params, positions, counts, legal)
    if shared is not None:
        mine_points[:], mine_tricks[:] = shared >> TRICK_BITS, shared & TRICK_MASK
    solved = rows if shared is not None else 0
    for row in range(solved, rows):
        solver = Solver(t, team, deal_covers[row])
        for j, value in enumerate(solver.values_of(positions[row], legal)):
            mine_points[j, row] = value >> TRICK_BITS
            mine_tricks[j, row] = value & TRICK_MASK
        solved += 1
        if time.perf_counter() - started > params.max_seconds:
            break
    rows = solved
    counts = counts[:rows]
    belote = belote_rows(view, deals[:rows], played_by)
    totals: CardValues = {}
    card_total = card_totals(t, view, deals[:rows])
    for j, card in enumerate(legal):
        final = np.zeros((teams, rows), dtype=np.int64)
        final_tricks = np.zeros((teams, rows), dtype=np.int64)
        final[team] = points[team] + mine_points[j, :rows]
        final_tricks[team] = won[team] + mine_tricks[j, :rows]
        others = [x for x in range(teams) if x != team]
        # with two teams the rest is the other side's; with more, spread (only capot and sums matter)
        rest_points = card_total - final[team]
        rest_tricks = tricks_total - final_tricks[team]
        for x in others:
            final[x] = rest_points // len(others)
            final_tricks[x] = rest_tricks // len(others)
        scores = deal_scores(rules, contract, card_total, final, final_tricks, melds, belote, turned_ace(view))
        outcome = value_of(scores, final)
        totals[card] = (float((outcome * counts).sum()), float(counts.sum()))
    return totals


def _shared_values(view: PlayerView, params: SearchParams, positions: list[Position], weights: np.ndarray,
                   legal: list[int]) -> np.ndarray | None:
    """The packed values of ``legal`` in each deal with this seat's next card shared (``play.fused``), where
    ``params`` asks for it and it can: None to solve each deal on its own."""
    if (not params.shared_next or view.total_cards_left > params.shared_next or len(view.hand) < 2
            or any(p.covers for p in positions)):
        return None
    contract = view.contract
    assert contract is not None  # the play phase
    t = tables_for(view.rules, contract.strain, contract.multiplier)
    team = view.rules.team_of(view.seat)
    search = SharedSearch(t, view.seat, team, [Solver(t, team) for _ in positions], np.asarray(weights, dtype=np.float64),
                          params.shared_budget, params.shared_turns)
    return shared_next_values(search, positions, legal)


# -- the auction ---------------------------------------------------------------------------------------
def evaluate_contracts(
    view: PlayerView, contracts: Sequence[Contract], how: Simulation, win_rates: list[float] | None = None,
) -> list[float]:
    """The mean deal outcome for this seat's team of each hypothetical contract, by simulation (``how``).
    ``win_rates``, if given, receives for each contract the (weighted) share of deals in which this seat's
    team scores more than every other team (what a call staking the whole game needs)."""
    rng, samples, public, policy_plies = how.rng, how.samples, how.public, how.plies
    rules = view.rules
    me = view.seat
    team = rules.team_of(me)
    n = rules.players
    weight = auction_weight(view, [0] * n)
    value_of = bid_objective(view, how)
    results: list[float] = [0.0] * len(contracts)
    rates: list[float] = [0.0] * len(contracts)
    groups: dict[tuple[int, int], list[int]] = {}
    for i, c in enumerate(contracts):
        groups.setdefault((int(c.strain), c.taker), []).append(i)
    deals_by_taker: dict[int, tuple[list[list[int]], np.ndarray, list[tuple[tuple[int, int], ...]]]] = {}
    for (_, taker), members in groups.items():
        if taker not in deals_by_taker:
            dealt, covers = _bidding_deals_and_covers(view, taker, samples, rng)
            deals_by_taker[taker] = (dealt, np.array([weight(h) for h in dealt], dtype=np.float64), covers)
        deals, w, covers = deals_by_taker[taker]
        strain = contracts[members[0]].strain
        t = tables_for(rules, strain)
        bt = batch_tables(t)
        hands = np.array(deals, dtype=np.int64).T
        leader = first_leader(rules, view.dealer, view.auction.first_bidder, taker)  # who leads if this contract stands
        batch = Batch(bt, hands, leader, PlaySoFar(covers=batch_covers(covers)))
        run_playouts(batch, rules, rules.team_of(taker), strain, public, policy_plies, t.card_total)
        melds = meld_rows(view, deals, strain)
        belote = belote_rows_full(view, deals, strain)
        card_total = t.card_total if not rules.unused_cards else np.array(  # the dealt cards only (Belot for 2)
            [sum(t.points[c] for mask in hands for c in range(36) if mask >> c & 1) + t.last_bonus for hands in deals],
            dtype=np.int64)
        for i in members:
            scores = deal_scores(rules, contracts[i], card_total, batch.points, batch.tricks_won, melds, belote, turned_ace(view))
            results[i] = float((value_of(scores, batch.points) * w).sum()
                               / max(w.sum(), 1e-9))
            if win_rates is not None:
                others = np.delete(scores, team, axis=0)
                wins = (scores[team] > others.max(axis=0)).astype(np.float64)
                rates[i] = float((wins * w).sum() / max(w.sum(), 1e-9))
    if win_rates is not None:
        win_rates[:] = rates
    return results


def bidding_deals(view: PlayerView, taker: int, count: int, rng: random.Random) -> list[list[int]]:
    """Complete deals (hands at the start of the play) consistent with the seat's hand and the turned card."""
    return _bidding_deals_and_covers(view, taker, count, rng)[0]


def _bidding_deals_and_covers(
    view: PlayerView, taker: int, count: int, rng: random.Random,
) -> tuple[list[list[int]], list[tuple[tuple[int, int], ...]]]:
    """Complete deals (every card each seat will play) consistent with the seat's hand, the face-up table
    cards and the turned card; with the covers of each (the face-down table cards: unseen ones)."""
    rules = view.rules
    n = rules.players
    me = view.seat
    size = rules.hand_size
    turned = view.turned_card
    shown = [view.table_up_mask(s) for s in range(n)]
    seen = view.hand_mask
    for mask in shown:
        seen |= mask
    unseen = [c.index for c in deck_cards(rules.deck) if not seen >> c.index & 1 and (turned is None or c != turned)]
    keeper = taker if rules.deal_plan.keeper is TurnedKeeper.TAKER else view.dealer  # who ends with the turned card
    tops = [[tc.card.bit for tc in view.table_up[s] if tc.covers] if view.table_up else [] for s in range(n)]
    deals = []
    all_covers = []
    for _ in range(count):
        rng.shuffle(unseen)
        hands = list(shown)
        hands[me] |= view.hand_mask
        if turned is not None:
            hands[keeper] |= turned.bit
        at = 0
        covers: list[tuple[int, int]] = []
        for seat in range(n):
            need = size - hands[seat].bit_count()
            for c in unseen[at:at + need]:
                hands[seat] |= 1 << c
            covers.extend((top, 1 << c) for top, c in zip(tops[seat], unseen[at:at + need]))
            at += need
        deals.append(hands)
        all_covers.append(tuple(covers))
    return deals, all_covers


def meld_rows(view: PlayerView, deals: Sequence[Sequence[int]], strain: Strain) -> np.ndarray:
    """Declaration points per team if every seat declares its best melds: (teams, rows)."""
    rules = view.rules
    teams = rules.team_count
    rows = np.zeros((teams, len(deals)), dtype=np.int64)
    table = rules.meld_rules.table_for(strain)
    if table is None:
        return rows
    trump = strain.suit
    order = _eldest_order(view)
    for row, hands in enumerate(deals):
        declared = {s: best_melds(h, trump, table) for s, h in enumerate(hands) if has_meld(h, table)}
        if declared:
            rows[:, row] = score_melds(declared, order, trump, rules.team_of, teams, rules.meld_rules).points
    return rows


def belote_rows_full(view: PlayerView, deals: Sequence[Sequence[int]], strain: Strain) -> np.ndarray:
    """Belote points per team for whole deals before any card is played (every holder of a pair scores it):
    (teams, rows); ``belote_rows`` reads deals in play."""
    rules = view.rules
    rows = np.zeros((rules.team_count, len(deals)), dtype=np.int64)
    belote = rules.belote_rule
    for suit in belote.suits(strain):
        pair = (1 << (suit * 9 + int(Rank.KING))) | (1 << (suit * 9 + int(Rank.QUEEN)))
        for row, hands in enumerate(deals):
            for seat, h in enumerate(hands):
                if h & pair == pair:
                    rows[rules.team_of(seat), row] += belote.points
    return rows

