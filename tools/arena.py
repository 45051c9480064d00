"""Measure bot strength with duplicate pairs: every deal (or match) is played twice, the teams swapping seats.

    python -m tools.arena --variant classic --a expert --b intermediate --pairs 400 \\
        --seed 1 --card-play-only --jobs 2

Four kinds of pair (``--mode``):
- ``cards`` (or ``--card-play-only``): one deal whose contract (taker, strain, value) is fixed from the
  deal's seed by the hand evaluation; a team's points are its card points (last trick included).
- ``deals``: ``--deals`` whole deals (auction and play) from fresh seeds; a team's points are what it adds to
  its score (the game's own units: match points, game points...) per deal. The full-deal arena.
- ``auction-cards``: whole deals as ``deals``, but a team's points are its card points (last trick included):
  the card play after the bots' own auction, so a card-play search that reads the bidding sees a real one
  (``cards`` fixes the contract with no auction); a deal that nobody takes scores 0 for both.
- ``match``: one whole match from ``new_match``; points are the score per deal, and match wins are counted.
With ``--bidding-only`` the two teams differ only in the auction: team A bids as level A, team B as level B,
and every seat plays its cards as ``--play-level`` (Intermediate unless said). The bidding-only arena;
``--skip-equal-auctions`` leaves out the card play of a deal whose auctions were the same at both tables (it
scores alike there: exactly 0 to the difference), so a bidder that differs on one deal in ten costs a tenth.
A pair plays the same cards once for each team, team A taking that team's seats: two games in pairs and at
two players, three at three players alone (team A one seat, team B the other two, their points averaged),
so that two teams of one level score exactly 0.
Both games of a pair use the same random numbers for a seat's n-th action (common random numbers): two
bots that choose alike in a position choose alike in both games, so the pair measures their different
choices and not their luck (two teams of one level score a difference of exactly 0).

The last line printed is one JSON object: pairs, a_points_per_deal, b_points_per_deal, mean_diff (a - b
per deal, averaged over pairs; team B's points are the mean of its teams' at three players), ci95
(half-width of the 95% interval of mean_diff), mean_diff_per_10_deals and its ci95_per_10_deals, a_move_ms_median and
a_move_ms_p95 (team A's thinking time per card when it had a choice), then a_move_ms_max and, for
matches, a_wins, b_wins, draws and a_win_rate (draws count half).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field

from belote_desktop.ai import SEARCH_PARAMS, Level, SearchParams, choose_action
from belote_desktop.ai.play.native import kernel_name
from belote_desktop.ai.beliefs.hand_value import estimate
from belote_desktop.engine import (
    VARIANTS, Action, Card, Contract, DealState, Phase, PlayerView, Rank, Ruleset, Strain, TrumpScheme, deal_layout_with_contract,
    deal_with_contract, find_variant, mask_of, new_deal, new_match,
)
from belote_desktop.engine.auctions import allowed_strains
from belote_desktop.engine.state import shuffled_deck
from belote_desktop.engine.tricks import play_context

MAX_DEALS_PER_MATCH = 60


@dataclass
class GameOutcome:
    a_points: float  # card points (deal) or match points (match) of team A
    b_points: float
    deals: int
    a_won: float  # 1 win, 0.5 draw, 0 loss (matches only)
    a_move_ms: list[float] = field(default_factory=list)
    skipped: int = 0  # deals not played: the same auctions in every game of the pair (``--skip-equal-auctions``)


def _fixed_strains(rules: Ruleset) -> list[Strain]:
    strains = [Strain(suit) for suit in range(4)]
    if rules.trump_scheme in (TrumpScheme.CONTRACT_AUCTION, TrumpScheme.SUN_HOKUM):  # no trumps (Sun), all trumps
        strains = list(allowed_strains(rules))
    return strains


def _strain_value(rules: Ruleset, hand: Sequence[Card], strain: Strain) -> float | None:
    """``hand``'s evaluation in ``strain``, on the scale of a suit deal (162); None: all trumps without two
    jacks (not chosen)."""
    value: float = estimate(mask_of(hand), strain)
    if strain.suit is None and rules.trump_scheme is TrumpScheme.SUN_HOKUM:
        return value * 162 / 130  # Baloot's Sun evaluation brought to a suit's 162
    if strain.suit is None:  # on the scale of a suit deal (162), and all trumps only on two jacks
        value = value * 162 / (play_context(rules.deck, strain).total_points + rules.last_trick_bonus)
        if strain is Strain.ALL_TRUMPS and sum(c.rank is Rank.JACK for c in hand) < 2:
            return None
    return value


def fixed_contract(rules: Ruleset, hands: Sequence[Sequence[Card]], seed: int) -> Contract:
    """The contract of a card-play-only deal: the seat and suit with the best hand evaluation."""
    best = None
    strains = _fixed_strains(rules)
    for seat, hand in enumerate(hands):
        for strain in strains:
            suit = int(strain)
            value = _strain_value(rules, hand, strain)
            if value is None:
                continue
            key = (value, -((seat - seed) % rules.players), -suit)
            if best is None or key > best[0]:
                best = (key, seat, suit, value)
    assert best is not None
    _, seat, suit, value = best
    bid = 0
    if rules.trump_scheme is TrumpScheme.POINT_AUCTION:
        bid = max(rules.min_bid, min(rules.max_bid, int(value) // rules.bid_step * rules.bid_step))
    return Contract(Strain(suit), seat, bid)


def _move_rng(seed: int, pair: int, seat: int, move: int) -> random.Random:
    """The random numbers of a seat's ``move``-th action of the pair: the same in both games of the pair
    (common random numbers), so two bots of one level choose alike at the same seat and move, and the
    pair's difference comes from the players' different choices, not from their luck."""
    return random.Random(f"arena:{seed}:{pair}:{seat}:{move}")


@dataclass(frozen=True)
class Seats:
    """Who plays at which level in one game of a pair: team ``a_team`` is A, every other team B; with
    ``play_level`` set, every seat plays its cards at that level and the levels only bid."""

    rules: Ruleset
    a_team: int
    a_level: Level
    b_level: Level
    play_level: Level | None = None

    def for_team(self, a_team: int) -> Seats:
        """The same levels with team A at team ``a_team``'s seats (the pair's other game)."""
        return dataclasses.replace(self, a_team=a_team)

    def is_a(self, seat: int) -> bool:
        return self.rules.team_of(seat) == self.a_team

    def level(self, seat: int, phase: Phase) -> Level:
        if self.play_level is not None and phase is not Phase.BIDDING:
            return self.play_level
        return self.a_level if self.is_a(seat) else self.b_level

    def points(self, score: Sequence[float]) -> tuple[float, float]:
        """Team A's points and team B's (the mean of its teams' when there are more than two)."""
        others = [score[t] for t in range(len(score)) if t != self.a_team]
        return score[self.a_team], sum(others) / max(1, len(others))


def _act(view: PlayerView, level: Level, rng: random.Random, times: list[float] | None,
         params: SearchParams | None = None) -> Action:
    started = time.perf_counter()
    action = choose_action(view, level, rng, params=params)
    if times is not None and view.phase is Phase.PLAY and len(view.legal_actions) > 1:
        times.append((time.perf_counter() - started) * 1000)
    return action


def play_deal(seats: Seats, seed: int, pair: int) -> GameOutcome:
    """One card-play-only deal; team A (``seats.a_team``) holds seats 0 and 2 in game 0, seats 1 and 3 in game 1.
    Team B's Master searches with ``B_MASTER`` where it is set."""
    rules = seats.rules
    deal_seed = seed * 1_000_003 + pair
    deck = shuffled_deck(rules, deal_seed)
    n = rules.players
    size = rules.hand_size
    hands = [list(deck[i * size:(i + 1) * size]) for i in range(n)]
    dealer = deal_seed % n
    if rules.table_up_packets:  # cards on the table: laid out by the deal script, the contract chosen on them
        laid = new_deal(rules, dealer, deck=deck)
        on_seats = [[c for c in deck if (laid.hands[s] | laid.zones.of(s)) >> c.index & 1] for s in range(n)]
        state = deal_layout_with_contract(rules, dealer, deck, fixed_contract(rules, on_seats, deal_seed))
    else:
        state = deal_with_contract(rules, dealer, hands, fixed_contract(rules, hands, deal_seed))
    times: list[float] = []
    move = 0
    while not state.is_terminal():
        seat = state.current_player()
        mine = seats.is_a(seat)
        rng = _move_rng(seed, pair, seat, move)
        level = seats.a_level if mine else seats.b_level  # no auction: the play level is not asked
        params = B_MASTER[0] if not mine and level is Level.MASTER else None
        state = state.apply(_act(state.view_for(seat), level, rng, times if mine else None, params))
        move += 1
    a, b = seats.points(state.result().card_points)
    return GameOutcome(a, b, 1, 0.0, times)


def start_scores(rules: Ruleset, seed: int, pair: int, late: tuple[float, float] | None) -> tuple[int, ...]:
    """The match scores the pair's matches start from: 0 each, or with ``late`` = (low, high), each team's drawn
    from the pair's own numbers between those shares of the target (the same in both games of the pair)."""
    if late is None:
        return (0,) * rules.team_count
    rng = random.Random(f"late:{seed}:{pair}")
    target = rules.match.target_score
    return tuple(round(target * rng.uniform(*late)) for _ in range(rules.team_count))


def play_match(seats: Seats, seed: int, pair: int, late: tuple[float, float] | None = None) -> GameOutcome:
    """One whole match from the pair's seed (from the pair's late scores with ``late``); team A is team
    ``seats.a_team``. Team B's Master searches with ``B_MASTER`` where it is set."""
    rules = seats.rules
    match = new_match(rules, seed=seed * 1_000_003 + pair, first_dealer=pair % rules.players)
    start = start_scores(rules, seed, pair, late)
    match.scores = match.deal.match_scores = start
    times: list[float] = []
    move = 0
    while not match.is_terminal() and len(match.finished) < MAX_DEALS_PER_MATCH:
        seat = match.current_player()
        view = match.view_for(seat)
        rng = _move_rng(seed, pair, seat, move)
        mine = seats.is_a(seat)
        level = seats.level(seat, view.phase)
        params = B_MASTER[0] if not mine and level is Level.MASTER else None
        match = match.apply(_act(view, level, rng, times if mine else None, params))
        move += 1
    deals = max(1, len(match.finished))
    a, b = seats.points([score - first for score, first in zip(match.scores, start)])
    won = 1.0 if match.winner == seats.a_team else 0.5 if match.winner < 0 else 0.0
    if not match.is_terminal():
        won = 1.0 if a > b else 0.5 if a == b else 0.0
    return GameOutcome(a, b, deals, won, times)


def play_deals(seats: Seats, seed: int, pair: int, deals: int = 1, card_points: bool = False) -> GameOutcome:
    """``deals`` whole deals (auction and play), each from its own seed and dealer; a team's points are what
    the deal adds to its score (``card_points``: its card points as played). Team A is team ``seats.a_team``."""
    times: list[float] = []
    a_total = b_total = 0.0
    for k in range(deals):
        auction = _auction(seats, seed, pair, k)
        a, b = _finish(seats, seed, auction, times, card_points)
        a_total += a
        b_total += b
    return GameOutcome(a_total, b_total, deals, 0.0, times)


@dataclass
class _Auction:
    """A deal after its auction: the state, the actions said (their count numbers the next move's random
    numbers), and the number of the deal's random numbers (the pair's, and the deal's within it)."""

    state: DealState
    actions: list[Action]
    stream: int


def _auction(seats: Seats, seed: int, pair: int, k: int) -> _Auction:
    """Deal ``k`` of the pair, bid by ``seats`` until the auction ends (or the deal, when nobody takes it)."""
    rules = seats.rules
    deal_seed = (seed * 1_000_003 + pair) * 101 + k
    stream = pair * 101 + k
    state = new_deal(rules, dealer=(pair + k) % rules.players, seed=deal_seed)
    actions: list[Action] = []
    while not state.is_terminal() and state.phase is Phase.BIDDING:
        seat = state.current_player()
        view = state.view_for(seat)
        action = _act(view, seats.level(seat, view.phase), _move_rng(seed, stream, seat, len(actions)), None)
        actions.append(action)
        state = state.apply(action)
    return _Auction(state, actions, stream)


def _finish(seats: Seats, seed: int, auction: _Auction, times: list[float], card_points: bool) -> tuple[float, float]:
    """Play the deal on from its auction; team A's points and team B's."""
    state, move = auction.state, len(auction.actions)
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        rng = _move_rng(seed, auction.stream, seat, move)
        state = state.apply(_act(view, seats.level(seat, view.phase), rng, times if seats.is_a(seat) else None))
        move += 1
    result = state.result()
    return seats.points(result.card_points if card_points else result.score)


def play_bidding_pair(seats: Seats, seed: int, pair: int, deals: int, card_points: bool,
                      ) -> tuple[list[GameOutcome], int]:
    """A bidding-only pair that plays only the deals whose auctions differ between its games: where every game
    said the same actions, every seat then plays its cards at ``seats.play_level`` from the same state with the
    same random numbers, so the games score alike and the deal adds exactly 0 to the pair's difference (not
    played; it adds 0 points to both teams). ``seats``: the levels; team A sits at every team's seats in turn.
    The games' outcomes, and how many deals were not played."""
    in_games = [seats.for_team(game) for game in range(seats.rules.seating.team_count)]
    outcomes = [GameOutcome(0.0, 0.0, deals, 0.0) for _ in in_games]
    skipped = 0
    for k in range(deals):
        auctions = [_auction(s, seed, pair, k) for s in in_games]
        if all(a.actions == auctions[0].actions for a in auctions):
            skipped += 1
            continue
        for s, auction, outcome in zip(in_games, auctions, outcomes):
            a, b = _finish(s, seed, auction, outcome.a_move_ms, card_points)
            outcome.a_points += a
            outcome.b_points += b
    return outcomes, skipped


WHOLE_DEAL_MODES = ("deals", "auction-cards")  # ``--deals`` whole deals a game, scored per deal
MODES = ("cards", *WHOLE_DEAL_MODES, "match")


# variant, seed, pair, a, b, mode, play level, deals, skip, late start
Task = tuple[str, int, int, int, int, str, int, int, bool, "tuple[float, float] | None"]


def _run_pair(task: Task) -> tuple[int, list[GameOutcome]]:
    variant, seed, pair, a_level, b_level, mode, play_level, deals, skip, late = task
    play = None if play_level < 0 else Level(play_level)
    seats = Seats(find_variant(variant), 0, Level(a_level), Level(b_level), play)
    in_games = [seats.for_team(game) for game in range(seats.rules.seating.team_count)]  # A at every team's seats
    if mode == "cards":
        return pair, [play_deal(s, seed, pair) for s in in_games]
    if mode in WHOLE_DEAL_MODES and skip and play is not None:
        outcomes, skipped = play_bidding_pair(seats, seed, pair, deals, mode == "auction-cards")
        outcomes[0].skipped = skipped
        return pair, outcomes
    if mode in WHOLE_DEAL_MODES:
        return pair, [play_deals(s, seed, pair, deals, mode == "auction-cards") for s in in_games]
    return pair, [play_match(s, seed, pair, late) for s in in_games]


def _per_pair(results: list[list[GameOutcome]]) -> tuple[list[float], list[float], list[float]]:
    """Each pair's points per deal of team A and of team B, and their difference."""
    diffs, a_per_deal, b_per_deal = [], [], []
    for games in results:
        deals = sum(g.deals for g in games)
        a = sum(g.a_points for g in games) / deals
        b = sum(g.b_points for g in games) / deals
        a_per_deal.append(a)
        b_per_deal.append(b)
        diffs.append(a - b)
    return diffs, a_per_deal, b_per_deal


def _wins(results: list[list[GameOutcome]]) -> list[float]:
    """Team A's match wins, team B's, and the draws."""
    wins = [0.0, 0.0, 0.0]  # a, b, draws
    for games in results:
        for g in games:
            wins[0 if g.a_won == 1.0 else 1 if g.a_won == 0.0 else 2] += 1
    return wins


def _move_times(results: list[list[GameOutcome]]) -> dict[str, float]:
    """Team A's move times, ms: median, 95th percentile and max."""
    times = sorted(t for games in results for g in games for t in g.a_move_ms)
    if not times:
        return {"a_move_ms_median": 0.0, "a_move_ms_p95": 0.0, "a_move_ms_max": 0.0}
    return {"a_move_ms_median": round(statistics.median(times), 1),
            "a_move_ms_p95": round(times[min(len(times) - 1, int(0.95 * len(times)))], 1),
            "a_move_ms_max": round(times[-1], 1)}


def _mean_figures(diffs: list[float], a_per_deal: list[float], b_per_deal: list[float]) -> dict[str, object]:
    n = len(diffs)
    if not n:
        return {"pairs": n, "a_points_per_deal": 0.0, "b_points_per_deal": 0.0, "mean_diff": 0.0, "ci95": 0.0,
                "mean_diff_per_10_deals": 0.0, "ci95_per_10_deals": 0.0}
    spread = statistics.stdev(diffs) if n > 1 else 0.0
    return {
        "pairs": n,
        "a_points_per_deal": round(statistics.fmean(a_per_deal), 2),
        "b_points_per_deal": round(statistics.fmean(b_per_deal), 2),
        "mean_diff": round(statistics.fmean(diffs), 2),
        "ci95": round(1.96 * spread / math.sqrt(n), 2),
        "mean_diff_per_10_deals": round(10 * statistics.fmean(diffs), 2),
        "ci95_per_10_deals": round(19.6 * spread / math.sqrt(n), 2),
    }


def summarise(results: list[list[GameOutcome]], card_play_only: bool, matches: bool | None = None) -> dict[str, object]:
    """The pairs' figures; ``matches`` (default: not ``card_play_only``) counts the match wins."""
    if matches is None:
        matches = not card_play_only
    summary: dict[str, object] = {**_mean_figures(*_per_pair(results)), **_move_times(results)}
    if matches:
        wins = _wins(results)
        played = sum(wins)
        summary.update(a_wins=wins[0], b_wins=wins[1], draws=wins[2],
                       a_win_rate=round((wins[0] + 0.5 * wins[2]) / played, 3) if played else 0.0,
                       **_share_interval(results))
    return summary


def _share_interval(results: list[list[GameOutcome]]) -> dict[str, float]:
    """The 95 % interval of team A's share of matches won (a draw half), over the pairs' own shares (the games
    of a pair share their cards), and how many pairs split their games evenly."""
    shares = [statistics.fmean(g.a_won for g in games) for games in results if games]
    spread = statistics.stdev(shares) if len(shares) > 1 else 0.0
    return {"a_win_rate_ci95": round(1.96 * spread / math.sqrt(len(shares)), 3) if shares else 0.0,
            "pairs_split": sum(1 for share in shares if share == 0.5)}


B_MASTER: list[SearchParams | None] = [None]  # team B's Master where it differs from A's (--b-master-param)


def set_master_exact_cards(cards: int | None, changes: tuple[tuple[str, str], ...] = (),
                           b_changes: tuple[tuple[str, str], ...] | None = None) -> None:
    """Master's exact second look from ``cards`` cards (None: as shipped) and its first look's ``changes``
    (``SearchParams`` fields and values, e.g. ``("policy_plies", "8")``; ``second.NAME`` for the second look's), in
    this process; ``b_changes`` (matches): team B's Master is the shipped one with these changes instead."""
    B_MASTER[0] = None if b_changes is None else _changed(SEARCH_PARAMS[Level.MASTER], None, b_changes)
    SEARCH_PARAMS[Level.MASTER] = _changed(SEARCH_PARAMS[Level.MASTER], cards, changes)


def _changed(master: SearchParams, cards: int | None, changes: tuple[tuple[str, str], ...]) -> SearchParams:
    assert master.second_look is not None
    if cards is not None:
        master = dataclasses.replace(master, second_look=dataclasses.replace(master.second_look, exact_cards=cards))
    first = tuple((name, value) for name, value in changes if not name.startswith(SECOND))
    second = tuple((name[len(SECOND):], value) for name, value in changes if name.startswith(SECOND))
    if first:
        master = dataclasses.replace(master, **master_changes(first))  # type: ignore[arg-type]
        given = {name for name, _ in first}  # a setting given counts in every game, over the games' own entries
        games_cleared = {f"{name}_games": () for name in PER_GAME if name in given}
        master = dataclasses.replace(master, **games_cleared)  # type: ignore[arg-type]
    if second:
        assert master.second_look is not None
        look = dataclasses.replace(master.second_look, **master_changes(second))  # type: ignore[arg-type]
        master = dataclasses.replace(master, second_look=look)
    return master


PER_GAME = ("solve_from", "policy_plies")  # settings with a per-game entry (``solve_from_games``, ...)
SECOND = "second."  # a --master-param for Master's second look (its exact one): second.NAME=VALUE


def master_changes(changes: tuple[tuple[str, str], ...]) -> dict[str, int | float | bool]:
    """``--master-param`` pairs as typed ``SearchParams`` fields; ValueError for a field it has not or a bad value."""
    fields = {f.name: f for f in dataclasses.fields(SearchParams)}
    typed: dict[str, int | float | bool] = {}
    kinds: dict[str, Callable[[str], int | float | bool]] = {
        "int": int, "float": float, "bool": lambda v: v.lower() in ("1", "true", "yes")}
    for name, text in changes:
        field = fields.get(name)
        if field is None or field.type not in ("int", "float", "bool"):
            raise ValueError(f"--master-param {name}: not a number field of the search's settings")
        try:
            typed[name] = kinds[str(field.type)](text)
        except ValueError:
            raise ValueError(f"--master-param {name}={text}: not a value of type {field.type}") from None
    return typed


Changes = tuple[tuple[str, str], ...]  # settings of Master's search as given: (NAME, VALUE), ``--master-param``


@dataclass(frozen=True)
class ArenaRun:
    """What one arena run plays: pairs ``first_pair`` .. ``first_pair + pairs - 1`` of ``seed`` (pair ``k`` deals
    the same cards whatever the range, so ranges run apart add up to one longer run), team A at level ``a``, team
    B at ``b``, in ``jobs`` worker processes.

    ``mode``: cards, deals, auction-cards or match (``MODES``); ``deals``: whole deals a game (deals,
    auction-cards); ``play_level``: the bidding-only arena (every seat plays its cards at that level);
    ``master_exact_cards``: Master's exact second look from this many cards instead of its own (a Master of another
    depth, e.g. an earlier one, on the same pairs); ``master_params``: other settings of Master's first look
    (``--master-param``); ``skip_equal_auctions`` (bidding-only): a deal whose auctions are the same in every game
    is not played (it adds 0 to the difference, and 0 points to both teams: then only the difference is the teams'
    true figure); ``late`` (matches): each pair's matches start from scores drawn between these shares of the
    target (``start_scores``); ``b_master_params``: team B's Master is the shipped one with these settings
    instead."""

    variant: str
    a: Level
    b: Level
    pairs: int
    seed: int
    mode: str
    jobs: int = 1
    first_pair: int = 0
    play_level: Level | None = None
    deals: int = 1
    master_exact_cards: int | None = None
    master_params: Changes = ()
    skip_equal_auctions: bool = False
    late: tuple[float, float] | None = None
    b_master_params: Changes | None = None

    @property
    def skips(self) -> bool:
        """Whether deals with equal auctions are left out (only where the levels only bid)."""
        return self.skip_equal_auctions and self.play_level is not None

    def tasks(self) -> list[Task]:
        """The run's pairs as the workers' tasks."""
        play = -1 if self.play_level is None else int(self.play_level)
        return [(self.variant, self.seed, pair, int(self.a), int(self.b), self.mode, play, self.deals, self.skips,
                 self.late) for pair in range(self.first_pair, self.first_pair + self.pairs)]

    def figures(self) -> dict[str, object]:
        """The run's settings as the summary prints them."""
        return {"variant": self.variant, "a": self.a.name.lower(), "b": self.b.name.lower(), "seed": self.seed,
                "card_play_only": self.mode == "cards", "mode": self.mode, **_play_level_figures(self.play_level),
                "deals_per_game": _deals_per_game(self.mode, self.deals), "first_pair": self.first_pair}


def run_arena(run: ArenaRun, progress: bool = False, save: str | None = None) -> dict[str, object]:
    """Play ``run``'s pairs; the summary's figures (``progress``: running figures on stderr; ``save``: per-pair
    outcomes too, JSON)."""
    card_play_only = run.mode == "cards"
    results: dict[int, list[GameOutcome]] = {}
    started = time.perf_counter()
    master = (run.master_exact_cards, run.master_params, run.b_master_params)
    set_master_exact_cards(*master)
    for pair, games in _played_pairs(run.tasks(), run.jobs, master):
        results[pair] = games
        if progress:
            _progress(results, card_play_only, started, run.pairs)
    summary = summarise([results[p] for p in sorted(results)], card_play_only, run.mode == "match")
    summary.update(**run.figures(), seconds=round(time.perf_counter() - started, 1),
                   master_exact_cards=SEARCH_PARAMS[Level.MASTER].second_look.exact_cards,  # type: ignore[union-attr]
                   master_params=dict(run.master_params),
                   **({} if run.b_master_params is None else {"b_master_params": dict(run.b_master_params)}),
                   **({} if run.late is None else {"late_start": list(run.late)}),
                   kernel=kernel_name())
    if run.skips:
        summary.update(deals_not_played=sum(g.skipped for games in results.values() for g in games))
    if save:
        _save(save, summary, results)
    return summary


def _play_level_figures(play_level: Level | None) -> dict[str, object]:
    return {"bidding_only": play_level is not None,
            "play_level": None if play_level is None else play_level.name.lower()}


def _deals_per_game(mode: str, deals: int) -> int | None:
    return deals if mode in WHOLE_DEAL_MODES else None


def _played_pairs(tasks: list[Task], jobs: int, master: tuple[int | None, tuple[tuple[str, str], ...],
                                                              tuple[tuple[str, str], ...] | None],
                  ) -> Iterator[tuple[int, list[GameOutcome]]]:
    """Each pair's games as they finish: in ``jobs`` worker processes, or one after the other in this one."""
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs, set_master_exact_cards, master) as pool:
            yield from pool.imap_unordered(_run_pair, tasks)
    else:
        for task in tasks:
            yield _run_pair(task)


def _save(save: str, summary: dict[str, object], results: dict[int, list[GameOutcome]]) -> None:
    with open(save, "w", encoding="utf-8") as out:
        json.dump({"summary": summary, "pairs": {str(p): [asdict(g) for g in results[p]]
                                                 for p in sorted(results)}}, out)


def _progress(results: dict[int, list[GameOutcome]], card_play_only: bool, started: float, total: int) -> None:
    if len(results) % 10 and len(results) != total:
        return
    s = summarise(list(results.values()), card_play_only, matches=False)
    print(f"{len(results)}/{total} pairs  diff {s['mean_diff']} ± {s['ci95']}  "
          f"{time.perf_counter() - started:.0f}s", file=sys.stderr, flush=True)


def _checked_mode(parser: argparse.ArgumentParser, args: argparse.Namespace) -> str:
    """The arena's mode, once the options agree (else the parser's error)."""
    if min(args.pairs, args.jobs, args.deals) < 1 or args.first_pair < 0:
        parser.error("--pairs, --jobs and --deals must be at least 1, --first-pair at least 0")
    mode: str = args.mode or ("cards" if args.card_play_only else "match")
    if args.card_play_only and mode != "cards":
        parser.error("--card-play-only is --mode cards")
    if args.bidding_only and mode == "cards":
        parser.error("--bidding-only needs an auction: --mode deals or match")
    if args.skip_equal_auctions and not (args.bidding_only and mode in WHOLE_DEAL_MODES):
        parser.error("--skip-equal-auctions is for --bidding-only with --mode deals or auction-cards")
    if args.late and mode != "match":
        parser.error("--late is for --mode match")
    if args.b_master_param and mode not in ("match", "cards"):
        parser.error("--b-master-param is for --mode match or cards")
    return mode


def _late(parser: argparse.ArgumentParser, text: str | None) -> tuple[float, float] | None:
    if text is None:
        return None
    try:
        low, high = (float(part) for part in text.split(":"))
    except ValueError:
        parser.error("--late takes LOW:HIGH, shares of the target (e.g. 0.6:0.95)")
    if not 0 <= low <= high < 1:
        parser.error("--late: 0 <= LOW <= HIGH < 1")
    return low, high


def _master_params(parser: argparse.ArgumentParser, given: list[str]) -> tuple[tuple[str, str], ...]:
    pairs = tuple(tuple(item.split("=", 1)) for item in given)
    if any(len(p) != 2 for p in pairs):
        parser.error("--master-param takes NAME=VALUE")
    try:
        master_changes(tuple((name.removeprefix(SECOND), value) for name, value in pairs))
    except ValueError as error:
        parser.error(str(error))
    return pairs  # type: ignore[return-value]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n")[0])
    levels = [lv.name.lower() for lv in Level]
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--a", required=True, choices=levels, help="level of team A")
    parser.add_argument("--b", required=True, choices=levels, help="level of team B")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--card-play-only", action="store_true", help="fixed contract per deal, card points")
    parser.add_argument("--mode", choices=MODES, help="cards, deals (full deals: auction and play), auction-cards "
                        "(full deals, card points) or match")
    parser.add_argument("--deals", type=int, default=1, help="deals per game with --mode deals or auction-cards")
    parser.add_argument("--bidding-only", action="store_true",
                        help="the levels only bid; every seat plays its cards at --play-level")
    parser.add_argument("--play-level", default="intermediate", choices=levels, help="with --bidding-only")
    parser.add_argument("--skip-equal-auctions", action="store_true",
                        help="with --bidding-only: do not play a deal whose auctions are the same in both games (its "
                             "difference is exactly 0; the teams' own points per deal then count it as 0)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", action="store_true", help="running figures on stderr")
    parser.add_argument("--first-pair", type=int, default=0, help="number of the first pair (to split long runs)")
    parser.add_argument("--save", metavar="FILE", help="also write every pair's outcomes to FILE (JSON)")
    parser.add_argument("--master-exact-cards", type=int, metavar="N",
                        help="Master solves exactly from N cards left (default: as shipped); to set two depths side "
                             "by side on the same pairs")
    parser.add_argument("--master-param", action="append", default=[], metavar="NAME=VALUE",
                        help="another setting of Master's search (a SearchParams number field, e.g. policy_plies=8 "
                             "or samples=300; second.NAME for the exact second look's); repeatable")
    parser.add_argument("--late", metavar="LOW:HIGH",
                        help="matches start from late scores: each team's drawn between these shares of the target")
    parser.add_argument("--b-master-param", action="append", default=[], metavar="NAME=VALUE",
                        help="matches: team B's Master is the shipped one with this setting (repeatable): two Masters "
                             "side by side")
    args = parser.parse_args(argv)
    mode = _checked_mode(parser, args)
    play_level = Level.parse(args.play_level) if args.bidding_only else None
    run = ArenaRun(args.variant, Level.parse(args.a), Level.parse(args.b), args.pairs, args.seed, mode, args.jobs,
                   args.first_pair, play_level, args.deals, args.master_exact_cards,
                   _master_params(parser, args.master_param), args.skip_equal_auctions, _late(parser, args.late),
                   _master_params(parser, args.b_master_param) if args.b_master_param else None)
    summary = run_arena(run, args.progress, args.save)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
