"""What every auction shares: the contract, the auction's state and steps, the ``Auction`` base, and the
registry ``AUCTIONS`` that each kind's module fills (``turned_card``, ``point``, ``contract``,
``sun_hokum``, ``name_in_turn``).

An auction never changes a deal: ``step`` returns what an action does (the auction goes on with a
new ``AuctionState``, closes on a contract, or the deal is thrown in) and ``DealState`` applies it.
Legality comes from ``verify`` alone, and ``view`` is the one account of the auction that the
table, the hints and the bots read. A new scheme is one more module that subclasses ``Auction`` and
registers an instance; play, declarations and scoring need no change. This module never imports the
kinds: they import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Protocol

from ..actions import DOUBLE, REDOUBLE, Action, Bid, Double, Redouble, Strain, Take
from ..cards import Suit
from ..errors import IllegalActionError, Reason
from ..rules import FirstLead, Ruleset, TrumpScheme



class Contract:
    """The outcome of the auction: who plays what, for how much."""

    __slots__ = ("strain", "taker", "value", "capot", "multiplier")

    def __init__(self, strain: Strain, taker: int, value: int = 0, capot: bool = False, multiplier: int = 1):
        self.strain = strain
        self.taker = taker
        self.value = value
        self.capot = capot
        self.multiplier = multiplier

    @property
    def trump(self) -> Suit | None:
        """The trump suit, None at no trumps and all trumps."""
        return self.strain.suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and self.as_tuple() == other.as_tuple()

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def as_tuple(self) -> tuple[Strain, int, int, bool, int]:
        """(strain, taker, value, capot, multiplier): what two equal contracts share."""
        return (self.strain, self.taker, self.value, self.capot, self.multiplier)

    def __repr__(self) -> str:
        return (
            f"Contract(strain={self.strain.code}, taker={self.taker}, value={self.value}, "
            f"capot={self.capot}, multiplier={self.multiplier})"
        )


@dataclass(frozen=True, slots=True)
class AuctionState:
    """Where the auction stands: the part of a deal the auction strategies read and replace."""

    round: int = 1  # turned card: 1 (take the turned suit) or 2 (name another)
    passes: int = 0  # passes in a row
    high_bid: Bid | None = None  # the standing bid (point auction)
    high_seat: int = -1
    multiplier: int = 1  # 2 once doubled, 4 once redoubled
    round_start: int = 0  # how many auction actions came before this round
    out: int = 0  # bits of the seats whose pass was final (``pass_is_final``)
    first_bidder: int = -1  # the first seat that made a bid (Pilotta: he leads)

    # the steps build new states with these (dataclasses.replace is slow on this hot path)
    def passed(self, out: int = 0) -> AuctionState:
        """After a pass; ``out``: the passer's bit when his pass is final."""
        return _auction_state(self.round, self.passes + 1, self.high_bid, self.high_seat, self.multiplier,
                              self.round_start, self.out | out, self.first_bidder)

    def spoken(self, high_bid: Bid | None, high_seat: int, multiplier: int) -> AuctionState:
        """After a bid or a double: the pass count starts again."""
        first = self.first_bidder if self.first_bidder >= 0 or high_bid is None else high_seat
        return _auction_state(self.round, 0, high_bid, high_seat, multiplier, self.round_start, self.out, first)


OPENING_AUCTION = AuctionState()  # every deal starts here (frozen: one instance serves all)

# AuctionState's frozen __init__ sets each slot through object.__setattr__; setting the slots directly
# builds the same object in half the time (every pass of every auction builds one)
(_SET_ROUND, _SET_PASSES, _SET_HIGH_BID, _SET_HIGH_SEAT, _SET_MULTIPLIER, _SET_ROUND_START, _SET_OUT,
 _SET_FIRST_BIDDER) = (
    AuctionState.__dict__[name].__set__
    for name in ("round", "passes", "high_bid", "high_seat", "multiplier", "round_start", "out", "first_bidder")
)


def _auction_state(
    round: int, passes: int, high_bid: Bid | None, high_seat: int, multiplier: int, round_start: int,
    out: int = 0, first_bidder: int = -1,
) -> AuctionState:
    state: AuctionState = object.__new__(AuctionState)
    _SET_ROUND(state, round)
    _SET_PASSES(state, passes)
    _SET_HIGH_BID(state, high_bid)
    _SET_HIGH_SEAT(state, high_seat)
    _SET_MULTIPLIER(state, multiplier)
    _SET_ROUND_START(state, round_start)
    _SET_OUT(state, out)
    _SET_FIRST_BIDDER(state, first_bidder)
    return state


class AuctionDeal(Protocol):
    """What an auction reads of the deal it runs in (``state.DealState`` is one): the auctions never import the
    state, which imports them."""

    @property
    def rules(self) -> Ruleset: ...
    @property
    def dealer(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def hands(self) -> tuple[int, ...]: ...
    @property
    def turned(self) -> int: ...
    @property
    def auction(self) -> AuctionState: ...
    @property
    def contract(self) -> Contract | None: ...
    @property
    def history(self) -> tuple[tuple[int, Action], ...]: ...
    @property
    def thrown_in(self) -> bool: ...
    @property
    def match_scores(self) -> tuple[int, ...]: ...

    def current_player(self) -> int: ...

    def legal_actions(self) -> tuple[Action, ...]: ...

    def apply(self, action: Action) -> AuctionDeal: ...


@dataclass(frozen=True, slots=True)
class AuctionView:
    """What every seat can see of the auction: the UI, hints and bots read this, never recount."""

    scheme: TrumpScheme
    round: int
    round_start: int  # how many of the auction's actions came before this round
    turn: int  # the seat to speak, -1 once the auction is over
    high_bid: Bid | None
    high_seat: int
    multiplier: int
    passes: int
    minimum_bid: int | None  # the lowest value a new bid may name now (None: no bid possible)
    doublers: frozenset[int]  # seats that may double now (opponents of the high bidder)
    redoublers: frozenset[int]  # seats that may redouble now
    closed: bool
    out: frozenset[int] = frozenset()  # seats whose pass was final: they speak no more
    first_bidder: int = -1  # the first seat that made a bid, -1 before any bid

    @property
    def contract_so_far(self) -> Contract | None:
        """The contract the auction would close on if everyone passed now (point auction)."""
        high = self.high_bid
        if high is None:
            return None
        return Contract(high.strain, self.high_seat, high.value, high.capot, self.multiplier)


@dataclass(frozen=True, slots=True)
class Continue:
    auction: AuctionState
    next_seat: int


@dataclass(frozen=True, slots=True)
class Closed:
    auction: AuctionState
    contract: Contract
    leader: int  # who leads to the first trick


@dataclass(frozen=True, slots=True)
class ThrownIn:
    auction: AuctionState


AuctionStep = Continue | Closed | ThrownIn


class Auction:
    """Base of the auction strategies: stateless; every answer is derived from the state given.

    ``candidates`` lists, in a fixed order, every action the scheme knows at this point;
    ``verify`` says why one is not allowed (None if it is). The legal actions are the candidates
    that verify: one rule, one place, for legality and for the reasons shown to the player.
    """

    # a contract is called by name, no points are bid: "call", "contra" and "recontra" (the contract auction)
    calls_contracts = False

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        raise NotImplementedError

    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
        """Why ``seat`` (by default the one to speak) may not say ``action`` now; None if it may."""
        raise NotImplementedError

    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
        """What ``action`` (legal) by ``seat`` does to the auction; the state is not changed."""
        raise NotImplementedError

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        """The contract this action would stand for (for previews, hints and the bots)."""
        raise NotImplementedError

    def legal(self, state: AuctionDeal) -> tuple[Action, ...]:
        return tuple(a for a in self.candidates(state) if self.verify(state, a) is None)

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        """The strains a contract may be played in: the four suits, unless the scheme allows more."""
        return strain_set(False, False)

    def values(self, rules: Ruleset) -> tuple[int, ...]:
        """The values a contract may have: () when the scheme's contracts carry none."""
        return ()

    def closed_by(self, state: AuctionDeal, action: Action) -> Closed:
        """The auction closed by ``action``, which makes the contract (a take, a name)."""
        contract = self.contract_for(state, action)
        assert contract is not None
        a = state.auction
        return Closed(a.spoken(a.high_bid, a.high_seat, a.multiplier), contract, self.leader(state, contract))

    def stakes_game(self, contract: Contract) -> bool:
        """Whether this contract puts the whole game on the deal ("Match", Gahwa); none by default."""
        return False

    def leader(self, state: AuctionDeal, contract: Contract) -> int:
        """The seat that leads to the first trick: the player after the dealer."""
        return (state.dealer + 1) % state.rules.players

    def view(self, state: AuctionDeal) -> AuctionView:
        a = state.auction
        closed = state.contract is not None or state.thrown_in
        turn = -1 if closed else state.current
        doublers: frozenset[int] = frozenset()
        redoublers: frozenset[int] = frozenset()
        if not closed:
            seats = range(state.rules.players)
            doublers = frozenset(s for s in seats if self.verify(state, DOUBLE, s) is None)
            redoublers = frozenset(s for s in seats if self.verify(state, REDOUBLE, s) is None)
        return AuctionView(
            scheme=state.rules.trump_scheme, round=a.round, round_start=a.round_start, turn=turn, high_bid=a.high_bid,
            high_seat=a.high_seat, multiplier=a.multiplier, passes=a.passes,
            minimum_bid=None if closed else self.minimum_bid(state), doublers=doublers,
            redoublers=redoublers, closed=closed,
            out=frozenset(s for s in range(state.rules.players) if a.out >> s & 1), first_bidder=a.first_bidder,
        )

    def minimum_bid(self, state: AuctionDeal) -> int | None:
        return None



def first_leader(rules: Ruleset, dealer: int, first_bidder: int, taker: int) -> int:
    """Who leads the first trick (``first_lead``): the player after the dealer, the taker (Baloot),
    or the first bidder (the taker if no bid was made before, as in a deal set up with its contract or a
    bot's simulation of its own opening bid)."""
    if rules.first_lead is FirstLead.FIRST_BIDDER:
        return first_bidder if first_bidder >= 0 else taker
    if rules.first_lead is FirstLead.TAKER:
        return taker
    return (dealer + 1) % rules.players


def take_contract(state: AuctionDeal, action: Action) -> Contract | None:
    """A take (or a suit named) makes the speaker's contract in that suit."""
    if isinstance(action, Take):
        return Contract(Strain.of_suit(action.suit), state.current)
    return None


def verify_double(state: AuctionDeal, action: Double | Redouble, speaker: int) -> IllegalActionError | None:
    """A double (only of the other side's standing bid, once) or a redouble (only of one's own side's
    doubled bid, once), as the point and contract auctions allow them."""
    rules = state.rules
    a = state.auction
    if isinstance(action, Double):
        if not rules.allow_double:
            return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
        if a.high_bid is None:
            return IllegalActionError(Reason.CANNOT_DOUBLE, why="no_bid")
        if a.multiplier > 1:
            return IllegalActionError(Reason.CANNOT_DOUBLE, why="already")
        if same_team(state, speaker, a.high_seat):
            return IllegalActionError(Reason.CANNOT_DOUBLE, why="own_team")
        return None
    if not rules.allow_redouble:
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
    if a.multiplier == 1:
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="not_doubled")
    if a.multiplier > 2:
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="already")
    if not same_team(state, speaker, a.high_seat):
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="other_team")
    return None


def allowed_strains(rules: Ruleset) -> tuple[Strain, ...]:
    """The strains a contract may be played in under these rules (suits, then NT and AT if allowed)."""
    return AUCTIONS[rules.trump_scheme].strains(rules)


@cache
def strain_set(no_trumps: bool, all_trumps: bool) -> tuple[Strain, ...]:
    strains = [Strain.of_suit(s) for s in Suit]
    if no_trumps:
        strains.append(Strain.NO_TRUMPS)
    if all_trumps:
        strains.append(Strain.ALL_TRUMPS)
    return tuple(strains)



def same_team(state: AuctionDeal, a: int, b: int) -> bool:
    return state.rules.team_of(a) == state.rules.team_of(b)



AUCTIONS: dict[TrumpScheme, Auction] = {}
"""One stateless auction per trump scheme; filled by the kinds' modules (the package imports them all)."""
