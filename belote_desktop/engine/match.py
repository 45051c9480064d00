"""MatchState: deals until a team reaches the target; dealer rotation; gathered-and-cut decks; new secrets.

>>> from .rules import find_variant
>>> match = new_match(find_variant("classic"), seed=3)
>>> match.deal.dealer, match.scores
(0, (0, 0))

A match can be dealt afresh from a new seed (``reseeded``: a table resumed from a copy, so that no deal a
player has seen comes again): the deal in progress starts again from a shuffle of the new seed, and so does
every later deal; what is finished stays.

>>> again = match.reseeded("another")
>>> again.deal.dealer, again.reseeds, again.deal.deck != match.deal.deck
(0, ((0, 'another'),), True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import Action
from .auctions import AUCTIONS
from .cards import CARDS, Card
from .rules import MatchEnd, Ruleset
from .scoring import DealResult
from .state import DealState, new_deal, shuffled_deck
from .view import PlayerView

MIN_CUT = 3


class MatchState:
    """A whole game. Immutable by convention: ``apply`` returns a new MatchState."""

    rules: Ruleset
    seed: int | str | None
    first_dealer: int
    first_deck: tuple[Card, ...] | None
    deal: DealState  # the deal in progress (or the last one, once the match is over)
    finished: tuple[DealState, ...]  # every finished deal, in order (thrown-in ones too)
    scores: tuple[int, ...]
    hanging: int  # points held over for the winner of the next deal
    over: bool
    winner: int  # the winning team; -1 for a draw or while the match goes on
    # (deal index, seed): from that deal on, every deal is shuffled from that seed (``reseeded``); oldest first
    reseeds: tuple[tuple[int, int | str], ...] = ()

    def __init__(
        self, rules: Ruleset, seed: int | str | None = None, first_dealer: int = 0,
        first_deck: Sequence[Card] | None = None,
    ) -> None:
        if (seed is None) == (first_deck is None):
            raise ValueError("give exactly one of seed and first_deck")
        self.rules = rules
        self.seed = seed
        self.first_dealer = first_dealer
        self.first_deck = tuple(first_deck) if first_deck is not None else None
        if first_deck is not None:
            self.deal = new_deal(rules, first_dealer, deck=first_deck)
        else:
            assert seed is not None
            self.deal = new_deal(rules, first_dealer, seed=seed)
        self.finished = ()
        self.scores = (0,) * rules.team_count
        self.hanging = 0
        self.over = False
        self.winner = -1

    # -- the same turn interface as a deal ------------------------------------------------
    def current_player(self) -> int:
        """The seat to act in the current deal; -1 once the match is over."""
        return -1 if self.over else self.deal.current_player()

    def legal_actions(self) -> tuple[Action, ...]:
        """The current deal's legal actions; () once the match is over."""
        return () if self.over else self.deal.legal_actions()

    def is_terminal(self) -> bool:
        """Whether the match is over."""
        return self.over

    def view_for(self, seat: int) -> PlayerView:
        """What ``seat`` may know of the current deal (``DealState.view_for``)."""
        return self.deal.view_for(seat)

    @property
    def deal_number(self) -> int:
        """The current deal's number, from 1 (once the match is over: the deals played)."""
        return len(self.finished) + (0 if self.over else 1)

    @property
    def results(self) -> tuple[DealResult, ...]:
        """The finished deals' results, in order."""
        return tuple(d.result() for d in self.finished)

    def actions(self) -> tuple[Action, ...]:
        """Every action of the match so far, deal after deal, in order."""
        acts: list[Action] = []
        for deal in self.finished:
            acts.extend(deal.actions())
        if not self.over:
            acts.extend(self.deal.actions())
        return tuple(acts)

    def apply(self, action: Action) -> MatchState:
        """The match after ``action`` in the current deal (the next deal dealt when it ends); IllegalActionError
        otherwise."""
        if self.over:
            from .errors import IllegalActionError, Reason

            raise IllegalActionError(Reason.GAME_OVER)
        deal = self.deal.apply(action)
        new = object.__new__(MatchState)
        new.__dict__ = self.__dict__.copy()
        new.deal = deal
        if deal.is_terminal():
            new._close_deal(deal)
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MatchState):
            return NotImplemented
        return (
            self.rules == other.rules and self.scores == other.scores and self.deal == other.deal
            and self.finished == other.finished and self.hanging == other.hanging and self.over == other.over
            and self.winner == other.winner
        )
    # no __hash__: a class that defines __eq__ gets __hash__ = None (unhashable), as a mutable state should

    def reseeded(self, seed: int | str) -> MatchState:
        """This match dealt afresh from ``seed``: the deal in progress dealt again (its actions dropped) from a
        shuffle of ``seed``, with the same dealer and match scores, and every later deal shuffled from ``seed``
        too, whatever the rules say; the finished deals, the scores and the points hanging are kept. A mark
        at the same deal replaces the earlier one (that deal was dropped with it)."""
        if self.over:
            raise ValueError("the match is over")
        number = len(self.finished)
        new = object.__new__(MatchState)
        new.__dict__ = self.__dict__.copy()
        new.reseeds = tuple(mark for mark in self.reseeds if mark[0] < number) + ((number, seed),)
        new.deal = new_deal(self.rules, self.deal.dealer, deck=shuffled_deck(self.rules, f"{seed}:{number}"),
                            match_scores=self.deal.match_scores)
        return new

    # -- between deals ------------------------------------------------------------------
    def _close_deal(self, deal: DealState) -> None:
        rules = self.rules
        result = deal.result()
        self.scores = self._scores_after(result)
        self.finished = self.finished + (deal,)
        winner = self._match_winner(result)
        if winner is not None:
            self.over = True
            self.winner = winner
            return
        number = len(self.finished)
        same = deal.thrown_in and rules.same_dealer_redeals  # Clabber: all passed, the same dealer again
        dealer = deal.dealer if same else (deal.dealer + 1) % rules.players
        self.deal = new_deal(rules, dealer, deck=self._next_deck(deal, number), match_scores=self.scores)

    def _scores_after(self, result: DealResult) -> tuple[int, ...]:
        """The match scores with the deal's ``result`` added, and what hangs settled or held over (``hanging``)."""
        rules = self.rules
        scores = list(self.scores)
        for team, points in enumerate(result.score):
            scores[team] += points
        if not result.thrown_in:
            # a deal that ties again has no winner (``hanging_waits_for_a_win``): what hangs waits with its points
            tied_again = rules.hanging_waits_for_a_win and result.hanging > 0
            winners = result.deal_winners  # decided by the deal's points, not by its rounded match points
            if self.hanging and winners and not tied_again:
                for team, points in zip(winners, _split(self.hanging, winners, result.taker_team, rules.team_count)):
                    scores[team] += points
                self.hanging = 0
            self.hanging += result.hanging
        return tuple(scores)

    def _match_winner(self, result: DealResult) -> int | None:
        """The match's winner (-1: a draw) once the deal's ``result`` ends it, None while it goes on."""
        rules = self.rules
        staked = _staked_match_winner(rules, result)
        if staked >= 0:  # "Match" (contract auction) or Gahwa (Baloot): this deal decided the whole game
            return staked
        reached = [t for t, s in enumerate(self.scores) if rules.reached_target(s)]
        if reached and rules.no_end_on_valat and result.capot_team >= 0:
            reached = []  # Bulgarian: the match cannot end on a valat; one more deal is played
        if reached:
            return self._winner(reached, result)
        return None

    def _winner(self, reached: list[int], last: DealResult) -> int:
        if len(reached) == 1:
            return reached[0]
        end = self.rules.match_end
        if end is MatchEnd.DRAW:
            return -1
        best = max(self.scores)
        leaders = [t for t, s in enumerate(self.scores) if s == best]
        if len(leaders) == 1:
            return leaders[0]
        if end is MatchEnd.HIGHER_WINS_LAST_DEAL and last.deal_winner in leaders:
            return last.deal_winner
        return -1

    def _next_deck(self, deal: DealState, number: int) -> tuple[Card, ...]:
        rules = self.rules
        marks = [seed for start, seed in self.reseeds if start <= number]
        if marks:  # dealt afresh from a new seed: every deal from that mark on is shuffled
            return shuffled_deck(rules, f"{marks[-1]}:{number}")
        tag = f"{self.seed if self.seed is not None else 'deck'}:{number}"
        if rules.shuffle_every_deal:
            return shuffled_deck(rules, tag)
        gathered = _gathered(deal)
        cut = random.Random(f"cut:{tag}").randint(MIN_CUT, len(gathered) - MIN_CUT)
        return tuple(gathered[cut:] + gathered[:cut])


def _gathered(deal: DealState) -> list[Card]:
    """The pack gathered after ``deal``: as dealt when thrown in, else the tricks, then the cards never dealt
    (in pack order) at the bottom."""
    if deal.thrown_in:
        return [CARDS[i] for i in deal.deck]
    gathered = [card for trick in deal.tricks for card in trick.cards]
    gathered += [CARDS[i] for i in deal.deck if deal.zones.stock >> i & 1]
    return gathered


def _split(points: int, teams: tuple[int, ...], taker: int, team_count: int) -> list[int]:
    """``points`` shared equally by ``teams`` (one, or two tied players of Belot for 3), in their order: an
    odd point to the first of them after the taker in play order."""
    first = sorted(teams, key=lambda t: (t - taker) % team_count)
    shares = {t: points // len(teams) + (1 if i < points % len(teams) else 0) for i, t in enumerate(first)}
    return [shares[t] for t in teams]


def _staked_match_winner(rules: Ruleset, result: DealResult) -> int:
    """The team that wins the whole game on a deal whose contract staked it ("Match", Gahwa: the auction
    says, ``Auction.stakes_game``): the takers if they made their contract, otherwise the best defending
    team; -1 when the game was not staked."""
    contract = result.contract
    if result.thrown_in or contract is None or not AUCTIONS[rules.trump_scheme].stakes_game(contract):
        return -1
    if result.made:
        return result.taker_team
    defenders = [t for t in range(len(result.totals)) if t != result.taker_team]
    return max(defenders, key=lambda t: result.totals[t])


def new_match(rules: Ruleset, seed: int | str = 0, first_dealer: int = 0) -> MatchState:
    """A match of ``rules`` from its first deal, its decks drawn from ``seed``, ``first_dealer`` dealing first."""
    return MatchState(rules, seed=seed, first_dealer=first_dealer)
