"""Our card play against colver's information-set search in La Coinche (issue 73), in duplicate.

    pip install --no-deps colver==0.11.1      # a developer tool's dependency, never the program's
    python -m tools.colver_arena --pairs 100 --seed 7301 --ms 500 --level master --jobs 2

colver (PyPI ``colver``, MIT, Rust with Python bindings) plays Belote Contrée. Its searches, given a time per move
(``--agent``): ``isdd`` (default), its strongest search, "Dede": information-set double-dummy (deals consistent with
what the seat can know, each solved exactly, aggregated), built from a bot spec (``colver.Agent``) with its
constraint-uniform worlds (its learned world model needs a GPU server colver does not ship); ``smart``, its
belief-weighted information-set MCTS (``Env.action_smart_ismcts``). Each pair is one deal played twice on the
same cards with a fixed contract (``tools.arena.fixed_contract``: the seat and suit with the best hand evaluation,
the bid its evaluation rounded down to 10, as ``tools.arena --card-play-only``): our level holds seats 0 and 2 in
the first game and seats 1 and 3 in the second, colver the other two. Our engine is the referee: every card
colver chooses is played in our engine and in colver's, every card ours choose likewise, and the deal is scored by
our rules. A pair's figure is our team's card points a deal minus colver's (last trick included), the mean of the
two games; also our team's deal score lead (the contract made or beaten, by La Coinche's scoring).

``--auction``: the same hands and dealer before the auction, bid by each side's own bidder (ours: the level's;
colver's: ``--bidder``, one of its bidders that need no model weights, ``improved`` by default: its learned bidder's
weights are not shipped), every call checked and played in both engines as the cards are, then played out by each
side's search; the deal score lead is then the figure that counts (a deal thrown in scores nothing for either).

Conventions that differ (the pairs where they bite are counted, not hidden):

- colver's contracts are suits only (no all trumps, no no trumps): the fixed contracts are suits only anyway, and
  ``--auction`` plays La Coinche with those two contracts off (``AUCTION_CHANGES``); its calls are numbered 0 pass,
  1-36 the bids (80 to 160 by suit ♠♥♦♣), 37-40 capot, 41 coinche, 42 surcoinche (``colver_action``);
- seats: colver numbers the seats in play order from 0, the first lead after the dealer, as we do (our seat ``s``
  is colver's seat ``s``), and its teams are seats 0 and 2 against 1 and 3, as ours;
- colver does not oblige a player who cannot overtrump the other side's trump to play a lower trump (La Coinche
  does, ``must_undertrump``): the arena plays La Coinche with that one option off (``RULES``), so both engines
  allow the same cards (with it on, 4 pairs of 40 met a card one side refused);
- a card colver plays that our rules refuse, or one of ours that colver refuses (a difference not known yet), ends
  the pair: it is counted in ``refused`` and left out of the figures;
- colver counts an unbid capot 252 (our 250): our scoring is the referee;
- colver's search aims at its own deal score (its capot, belote and contract rules); the figures are ours.

The last line printed is one JSON object: pairs, mean_diff (card points a deal, ours minus colver's) and ci95,
score_diff and its ci95 (deal score lead), our moves' median and p95 in ms, colver's time per move, refused; the
same figures so far go to stderr every ``--every`` pairs (50), so a long run can be read as it goes.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from belote_desktop.ai import Level, choose_action
from belote_desktop.engine import (
    DOUBLE, PASS, REDOUBLE, Action, Bid, Card, Contract, DealState, Double, Pass, Phase, PlayCard, Redouble, Ruleset,
    Strain, deal_from_hands, deal_with_contract, find_variant,
)
from belote_desktop.engine.state import shuffled_deck

from .arena import fixed_contract

GAME = "coinche"
RULE_CHANGES = {"must_undertrump": False}  # colver's duties (the module's text)
AUCTION_CHANGES = {"allow_no_trumps": False, "allow_all_trumps": False}  # colver's contracts are suits only
SUITS = "♠♥♦♣"  # colver's suit order
RANKS = ("7", "8", "9", "J", "Q", "K", "10", "A")  # colver's rank order in a suit
LETTERS = "SHDC"


def colver_index(card: Card) -> int:
    """Our card as colver's card number: its suit (♠♥♦♣) times 8 plus its rank (7 8 9 J Q K 10 A)."""
    name = str(card)
    return LETTERS.index(name[-1]) * 8 + RANKS.index(name[:-1])


def our_card(index: int) -> Card:
    return Card.parse(RANKS[index % 8] + LETTERS[index // 8])


def colver_contract(contract: Contract) -> tuple[int, int, int, int]:
    """colver's ``set_contract`` arguments: trump (its suit number), value, team (0: seats 0 and 2), coinche."""
    trump = contract.strain.suit
    assert trump is not None, "colver plays suit contracts only"
    letter = str(next(c for c in map(our_card, range(32)) if c.suit == trump))[-1]
    coinche = {1: 0, 2: 1, 4: 2}.get(contract.multiplier, 0)
    return LETTERS.index(letter), contract.value, contract.taker % 2, coinche


@dataclass
class Game:
    ours_points: float = 0.0
    colver_points: float = 0.0
    ours_score: float = 0.0
    colver_score: float = 0.0
    move_ms: list[float] = field(default_factory=list)
    colver_ms: list[float] = field(default_factory=list)
    refused: str = ""
    ours_took: bool = False  # our team took the contract (the auction mode)


def _deal(seed: int, pair: int) -> DealState:
    """The pair's deal with its fixed contract (as ``tools.arena`` deals a card-play-only pair)."""
    rules, hands, deal_seed = _hands(seed, pair)
    return deal_with_contract(rules, deal_seed % 4, hands, fixed_contract(rules, hands, deal_seed))


def _auction_deal(seed: int, pair: int) -> DealState:
    """The pair's deal before the auction: the same hands and dealer as its fixed-contract deal, La Coinche's
    contracts limited to colver's (suits; no all trumps, no no trumps)."""
    rules, hands, deal_seed = _hands(seed, pair)
    return deal_from_hands(rules.with_overrides(AUCTION_CHANGES), deal_seed % 4, hands)


def _hands(seed: int, pair: int) -> tuple[Ruleset, list[list[Card]], int]:
    rules = find_variant(GAME).with_overrides(RULE_CHANGES)
    deal_seed = seed * 1_000_003 + pair
    deck = shuffled_deck(rules, deal_seed)
    return rules, [list(deck[i * 8:(i + 1) * 8]) for i in range(4)], deal_seed


ISDD_SPEC = """
[bid]
strategy = "{bidder}"
[play]
method = "isdd"
time_ms = {ms}
[worlds]
source = "uniform"
"""
BIDDERS = ("improved", "heuristic", "smart", "maxi")  # colver's bidders that need no model weights


@dataclass(frozen=True)
class ColverPlay:
    """How colver plays: its search (``isdd`` or ``smart``) and time a move, its bidder, and whether the pair is
    bid by both sides' own bidders (``auction``) or played on a fixed contract."""

    agent: str = "isdd"
    ms: int = 500
    bidder: str = "improved"
    auction: bool = False


def colver_action(action: Action) -> int | None:
    """Our auction action or card as colver's action number (its encoding: 0 pass, 1-36 the bids by value then suit
    ♠♥♦♣, 37-40 capot, 41 coinche, 42 surcoinche; cards 0-31); None where colver has no such action."""
    if isinstance(action, PlayCard):
        return colver_index(action.card)
    if isinstance(action, Pass):
        return 0
    if isinstance(action, Double):
        return 41
    if isinstance(action, Redouble):
        return 42
    if isinstance(action, Bid) and action.strain.suit is not None:
        suit = _colver_suit(action.strain)
        return 37 + suit if action.capot else 1 + (action.value - 80) // 10 * 4 + suit
    return None


def our_action(index: int, bidding: bool) -> Action:
    """colver's action number as ours (``colver_action``'s inverse)."""
    if not bidding:
        return PlayCard(our_card(index))
    calls: dict[int, Action] = {0: PASS, 41: DOUBLE, 42: REDOUBLE}
    if index in calls:
        return calls[index]
    suit = (index - 1) % 4
    strain = next(s for s in Strain if s.suit is not None and _colver_suit(s) == suit)
    return Bid(0, strain, True) if index >= 37 else Bid(80 + (index - 1) // 4 * 10, strain)


def _colver_suit(strain: Strain) -> int:
    return LETTERS.index(str(next(c for c in map(our_card, range(32)) if c.suit == strain.suit))[-1])


class ColverSide:
    """colver's two seats in one game: its environment, kept in step with ours, and its search."""

    def __init__(self, state: DealState, colver_team: int, play: ColverPlay, seed: int) -> None:
        import colver

        self.env = colver.Env.deal_with_hands(state.dealer, [[colver_index(c) for c in state.hand(s)]
                                                             for s in range(4)])
        if not play.auction:
            assert state.contract is not None
            self.env.set_contract(*colver_contract(state.contract))
            self.env.set_phase_playing()
        self.ms = play.ms
        self.agents = {}
        if play.agent == "isdd":
            spec = ISDD_SPEC.format(ms=play.ms, bidder=play.bidder)
            self.agents = {seat: colver.Agent(spec, seat=seat, seed=seed + seat)
                           for seat in range(4) if seat % 2 == colver_team}
            for bot in self.agents.values():
                bot.init_deal(self.env)
        else:
            self.env.smart_ismcts_init()

    def move(self, seat: int) -> int:
        bot = self.agents.get(seat)
        return int(bot.decide(self.env)["action"]) if bot is not None else self.env.action_smart_ismcts(self.ms)

    def played(self, index: int) -> None:
        for bot in self.agents.values():
            bot.observe(self.env, index)
        if self.agents:
            self.env.step(index)
        else:
            self.env.smart_ismcts_step(index)


def play_game(state: DealState, ours_team: int, level: Level, play: ColverPlay, seed: int) -> Game:
    """One game of the pair: our ``level`` at ``ours_team``'s seats, colver (``play``) at the others; the auction
    too where ``play.auction``."""
    side = ColverSide(state, 1 - ours_team, play, seed)
    env = side.env
    game, move = Game(), 0
    while not state.is_terminal():
        seat = state.current_player()
        if env.current_player() != seat or env.is_terminal():
            game.refused = f"colver's turn is seat {env.current_player()}, ours seat {seat}"
            return game
        bidding = state.phase is Phase.BIDDING
        action = _our_move(state, seat, level, random.Random(f"colver:{seed}:{seat}:{move}"), game) \
            if seat % 2 == ours_team else _colver_move(side, seat, game, bidding)
        index = colver_action(action)
        if action not in state.legal_actions() or index is None or index not in env.legal_actions():
            game.refused = f"{action} at move {move} refused by {'colver' if seat % 2 == ours_team else 'our rules'}"
            return game
        state = state.apply(action)
        side.played(index)
        move += 1
    if not env.is_terminal() and not state.result().thrown_in:
        game.refused = "our deal ended, colver's did not"
        return game
    _score(game, state, ours_team)
    return game


def _score(game: Game, state: DealState, ours_team: int) -> None:
    result = state.result()
    if result.thrown_in:
        return
    game.ours_points, game.colver_points = result.card_points[ours_team], result.card_points[1 - ours_team]
    game.ours_score, game.colver_score = result.score[ours_team], result.score[1 - ours_team]
    game.ours_took = result.taker_team == ours_team


def _our_move(state: DealState, seat: int, level: Level, rng: random.Random, game: Game) -> Action:
    view = state.view_for(seat)
    started = time.perf_counter()
    action = choose_action(view, level, rng)
    if len(view.legal_actions) > 1 and view.phase is Phase.PLAY:
        game.move_ms.append((time.perf_counter() - started) * 1000)
    return action


def _colver_move(side: ColverSide, seat: int, game: Game, bidding: bool) -> Action:
    legal = side.env.legal_actions()
    if len(legal) == 1:
        return our_action(legal[0], bidding)
    started = time.perf_counter()
    index = side.move(seat)
    if not bidding:
        game.colver_ms.append((time.perf_counter() - started) * 1000)
    return our_action(index, bidding)


def play_pair(task: tuple[int, int, str, ColverPlay]) -> tuple[int, list[Game]]:
    seed, pair, level, play = task
    state = _auction_deal(seed, pair) if play.auction else _deal(seed, pair)
    return pair, [play_game(state, team, Level.parse(level), play, seed * 100_000 + pair) for team in (0, 1)]


def _interval(values: Sequence[float]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    spread = statistics.stdev(values) if len(values) > 1 else 0.0
    return round(statistics.fmean(values), 2), round(1.96 * spread / math.sqrt(len(values)), 2)


def summarise(pairs: list[list[Game]], args: argparse.Namespace) -> dict[str, object]:
    played = [games for games in pairs if not any(g.refused for g in games)]
    points = [sum(g.ours_points - g.colver_points for g in games) / 2 for games in played]
    scores = [sum(g.ours_score - g.colver_score for g in games) / 2 for games in played]
    ours = sorted(t for games in played for g in games for t in g.move_ms)
    theirs = [t for games in played for g in games for t in g.colver_ms]
    mean, ci = _interval(points)
    score_mean, score_ci = _interval(scores)
    auction = {"auction": True, "colver_bidder": args.bidder, "auction_changes": AUCTION_CHANGES,
               "thrown_in_games": sum(1 for games in played for g in games if not g.ours_points + g.colver_points),
               "ours_took_games": sum(1 for games in played for g in games if g.ours_took)} if args.auction else {}
    return {"game": GAME, "rule_changes": RULE_CHANGES, "level": args.level, "colver": args.agent, **auction,
            "colver_ms": args.ms, "seed": args.seed, "pairs": len(played),
            "mean_diff": mean, "ci95": ci, "score_diff": score_mean, "score_ci95": score_ci,
            "our_move_ms_median": round(statistics.median(ours), 1) if ours else 0.0,
            "our_move_ms_p95": round(ours[int(0.95 * (len(ours) - 1))], 1) if ours else 0.0,
            "colver_move_ms_median": round(statistics.median(theirs), 1) if theirs else 0.0,
            "refused": len(pairs) - len(played),
            "refusals": sorted({g.refused for games in pairs for g in games if g.refused})[:5]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.colver_arena", description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7301)
    parser.add_argument("--ms", type=int, default=500, help="colver's time per move, ms")
    parser.add_argument("--level", default="master")
    parser.add_argument("--agent", choices=("isdd", "smart"), default="isdd", help="colver's search")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--every", type=int, default=50, help="print the figures so far to stderr every N pairs")
    parser.add_argument("--auction", action="store_true",
                        help="both sides bid with their own bidders (else a fixed contract); IS-DD only")
    parser.add_argument("--bidder", choices=BIDDERS, default="improved", help="colver's bidder (--auction)")
    args = parser.parse_args(argv)
    try:
        import colver  # noqa: F401
    except ImportError:
        print("colver is not installed: pip install --no-deps colver==0.11.1 (a developer tool's dependency)",
              file=sys.stderr)
        return 2
    if args.auction and args.agent != "isdd":
        parser.error("--auction: colver bids through its IS-DD agent's spec (--agent isdd)")
    play = ColverPlay(args.agent, args.ms, args.bidder, args.auction)
    tasks = [(args.seed, pair, args.level, play) for pair in range(args.pairs)]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            done = _collect(pool.imap_unordered(play_pair, tasks), args)
    else:
        done = _collect(map(play_pair, tasks), args)
    print(json.dumps(summarise([done[p] for p in sorted(done)], args)))
    return 0


def _collect(results: Iterable[tuple[int, list[Game]]], args: argparse.Namespace) -> dict[int, list[Game]]:
    """Every pair's games; the figures so far on stderr every ``--every`` pairs (a long run read as it goes)."""
    done: dict[int, list[Game]] = {}
    for pair, games in results:
        done[pair] = games
        if args.every and len(done) % args.every == 0:
            print(json.dumps(summarise([done[p] for p in sorted(done)], args)), file=sys.stderr, flush=True)
    return done


if __name__ == "__main__":
    raise SystemExit(main())
