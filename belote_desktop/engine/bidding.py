"""Auctions, one stateless strategy per trump scheme, registered in ``AUCTIONS``.

An auction never changes a deal: ``step`` returns what an action does (the auction goes on with a
new ``AuctionState``, closes on a contract, or the deal is thrown in) and ``DealState`` applies it.
Legality comes from ``verify`` alone, and ``view`` is the one account of the auction that the
table, the hints and the bots read. A new scheme (contract auction, Sun/Hokum, naming in turn) is
one more class; play, declarations and scoring need no change.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .actions import DOUBLE, PASS, REDOUBLE, TAKE, Action, Bid, Double, Pass, Redouble, Strain, Take
from .cards import CARDS, RANKS_PER_SUIT, SUIT_BITS, Suit
from .errors import IllegalActionError, Reason
from .rules import FirstLead, Ruleset, TrumpScheme

if TYPE_CHECKING:
    from .state import DealState


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
        return self.strain.suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and self.as_tuple() == other.as_tuple()

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def as_tuple(self) -> tuple[Strain, int, int, bool, int]:
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

    def candidates(self, state: DealState) -> tuple[Action, ...]:
        raise NotImplementedError

    def verify(self, state: DealState, action: Action, seat: int | None = None) -> IllegalActionError | None:
        """Why ``seat`` (by default the one to speak) may not say ``action`` now; None if it may."""
        raise NotImplementedError

    def step(self, state: DealState, seat: int, action: Action) -> AuctionStep:
        """What ``action`` (legal) by ``seat`` does to the auction; the state is not changed."""
        raise NotImplementedError

    def contract_for(self, state: DealState, action: Action) -> Contract | None:
        """The contract this action would stand for (for previews, hints and the bots)."""
        raise NotImplementedError

    def legal(self, state: DealState) -> tuple[Action, ...]:
        return tuple(a for a in self.candidates(state) if self.verify(state, a) is None)

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        """The strains a contract may be played in: the four suits, unless the scheme allows more."""
        return _allowed_strains(False, False)

    def closed_by(self, state: DealState, action: Action) -> Closed:
        """The auction closed by ``action``, which makes the contract (a take, a name)."""
        contract = self.contract_for(state, action)
        assert contract is not None
        a = state.auction
        return Closed(a.spoken(a.high_bid, a.high_seat, a.multiplier), contract, self.leader(state, contract))

    def stakes_game(self, contract: Contract) -> bool:
        """Whether this contract puts the whole game on the deal ("Match", Gahwa); none by default."""
        return False

    def leader(self, state: DealState, contract: Contract) -> int:
        """The seat that leads to the first trick: the player after the dealer."""
        return (state.dealer + 1) % state.rules.players

    def view(self, state: DealState) -> AuctionView:
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

    def minimum_bid(self, state: DealState) -> int | None:
        return None


class TurnedCardAuction(Auction):
    """Classic: round 1 take the turned suit or pass; round 2 name another suit or pass."""

    def candidates(self, state: DealState) -> tuple[Action, ...]:
        return _TURNED_CANDIDATES

    def legal(self, state: DealState) -> tuple[Action, ...]:
        held = _suits_held(state.hands[state.current]) if state.rules.trump_must_be_held else -1
        key = (state.auction.round, state.turned, held)  # all that verify reads
        legal = self._memo.get(key)
        if legal is None:
            legal = self._memo[key] = super().legal(state)
        return legal

    def __init__(self) -> None:
        self._memo: dict[tuple[int, int, int], tuple[Action, ...]] = {}

    def verify(self, state: DealState, action: Action, seat: int | None = None) -> IllegalActionError | None:
        if isinstance(action, Pass):
            return None
        if isinstance(action, Take):
            turned_suit = CARDS[state.turned].suit
            if state.auction.round == 1 and action.suit != turned_suit:
                return IllegalActionError(Reason.TAKE_TURNED_SUIT_ONLY, suit=action.suit, turned_suit=turned_suit)
            if state.auction.round == 2 and action.suit == turned_suit:
                return IllegalActionError(Reason.TURNED_SUIT_REFUSED, suit=action.suit)
            speaker = state.current if seat is None else seat
            if state.rules.trump_must_be_held and not _suits_held(state.hands[speaker]) >> action.suit & 1:
                # Clabber: playing in a suit one holds no card of is a renege; the engine refuses it
                return IllegalActionError(Reason.TRUMP_NOT_HELD, suit=action.suit)
            return None
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))

    def step(self, state: DealState, seat: int, action: Action) -> AuctionStep:
        n = state.rules.players
        a = state.auction
        if isinstance(action, Pass):
            passes = a.passes + 1
            if passes < n:
                return Continue(a.passed(), (seat + 1) % n)
            if a.round == 1:
                second = AuctionState(2, 0, a.high_bid, a.high_seat, a.multiplier, len(state.history) + 1)
                return Continue(second, (state.dealer + 1) % n)
            return ThrownIn(a.passed())
        return self.closed_by(state, action)

    def contract_for(self, state: DealState, action: Action) -> Contract | None:
        return take_contract(state, action)


class PointAuction(Auction):
    """La Coinche: bids of 80..160 or capot in a strain; coinche and surcoinche."""

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], tuple[Ruleset, tuple[Action, ...]]] = {}

    def candidates(self, state: DealState) -> tuple[Action, ...]:
        return _point_candidates(state.rules)

    def legal(self, state: DealState) -> tuple[Action, ...]:
        a = state.auction
        seat = state.current
        high = a.high_bid
        key = (id(state.rules), high, a.multiplier, high is not None and _same_team(state, seat, a.high_seat),
               a.out >> seat & 1)
        memo = self._memo.get(key)
        if memo is None or memo[0] is not state.rules:  # the id of a collected ruleset may be reused
            memo = (state.rules, super().legal(state))
            if len(self._memo) >= 1024:  # bounded: a long session's memory stays flat
                self._memo.clear()
            self._memo[key] = memo
        return memo[1]

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        return _allowed_strains(rules.allow_no_trumps, rules.allow_all_trumps)

    def minimum_bid(self, state: DealState) -> int | None:
        a = state.auction
        rules = state.rules
        if a.multiplier > 1 or (a.high_bid is not None and a.high_bid.capot):
            return None
        lowest = rules.min_bid if a.high_bid is None else a.high_bid.value + rules.bid_step
        return lowest if lowest <= rules.max_bid else None

    def verify(self, state: DealState, action: Action, seat: int | None = None) -> IllegalActionError | None:
        rules = state.rules
        a = state.auction
        speaker = state.current if seat is None else seat
        high = a.high_bid
        if isinstance(action, Pass):
            return None
        if a.out >> speaker & 1:
            return IllegalActionError(Reason.PASS_IS_FINAL, action=str(action))
        if isinstance(action, Bid):
            if a.multiplier > 1:
                return IllegalActionError(Reason.BIDDING_CLOSED)
            if action.strain not in allowed_strains(rules):
                return IllegalActionError(Reason.STRAIN_NOT_ALLOWED, strain=action.strain)
            if action.capot and not rules.allow_capot_bid:
                return IllegalActionError(Reason.STRAIN_NOT_ALLOWED, strain=action.strain, capot=True)
            if not action.capot and (
                not rules.min_bid <= action.value <= rules.max_bid
                or (action.value - rules.min_bid) % rules.bid_step
            ):
                return IllegalActionError(
                    Reason.BID_OUT_OF_RANGE, value=action.value, min_bid=rules.min_bid,
                    max_bid=rules.max_bid, step=rules.bid_step,
                )
            if high is not None and high.capot:
                return IllegalActionError(Reason.BID_TOO_LOW, value=action.value, minimum="capot")
            minimum = rules.min_bid if high is None else high.value + rules.bid_step
            if not action.capot and action.value < minimum:
                return IllegalActionError(Reason.BID_TOO_LOW, value=action.value, minimum=minimum)
            return None
        if isinstance(action, (Double, Redouble)):
            return verify_double(state, action, speaker)
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))

    def step(self, state: DealState, seat: int, action: Action) -> AuctionStep:
        rules = state.rules
        n = rules.players
        a = state.auction
        if isinstance(action, Pass):
            if rules.pass_is_final:
                # a pass is final: the auction skips the passers; it ends when nobody is left to outbid the
                # standing bid (three passes after it), or is thrown in when all four passed
                after = a.passed(1 << seat)
                everyone = (1 << n) - 1
                if a.high_bid is None and after.out == everyone:
                    return ThrownIn(after)
                if a.high_bid is not None and after.out | 1 << a.high_seat == everyone:
                    return self._close(state, after)
                return Continue(after, _next_in(after.out, seat, n))
            after = a.passed()
            passes = after.passes
            if a.high_bid is None and passes == n:
                return ThrownIn(after)
            if a.high_bid is not None and passes == n - 1:
                return self._close(state, after)
            return Continue(after, (seat + 1) % n)
        if isinstance(action, Bid):
            after = a.spoken(action, seat, a.multiplier)
            if after.out | 1 << seat == (1 << n) - 1:  # everyone else has passed for good: nobody can outbid
                return self._close(state, after)
            return Continue(after, _next_in(a.out, seat, n))
        if isinstance(action, Double):
            return Continue(a.spoken(a.high_bid, a.high_seat, 2), _next_in(a.out, seat, n))
        assert isinstance(action, Redouble)
        return self._close(state, AuctionState(a.round, a.passes, a.high_bid, a.high_seat, 4, a.round_start, a.out,
                                               a.first_bidder))

    def _close(self, state: DealState, after: AuctionState) -> Closed:
        high = after.high_bid
        assert high is not None
        contract = Contract(high.strain, after.high_seat, high.value, high.capot, after.multiplier)
        return Closed(after, contract, self._leader(state, contract, after.first_bidder))

    def leader(self, state: DealState, contract: Contract) -> int:
        return self._leader(state, contract, state.auction.first_bidder)

    def _leader(self, state: DealState, contract: Contract, first_bidder: int) -> int:
        return first_leader(state.rules, state.dealer, first_bidder, contract.taker)

    def contract_for(self, state: DealState, action: Action) -> Contract | None:
        a = state.auction
        if isinstance(action, Bid):
            return Contract(action.strain, state.current, action.value, action.capot, 1)
        high = a.high_bid
        if high is None:
            return None
        multiplier = {Double: 2, Redouble: 4}.get(type(action), a.multiplier)
        return Contract(high.strain, a.high_seat, high.value, high.capot, multiplier)


def first_leader(rules: Ruleset, dealer: int, first_bidder: int, taker: int) -> int:
    """Who leads the first trick (``first_lead``): the player after the dealer, the taker (Baloot),
    or the first bidder (the taker if no bid was made before, as in a deal set up with its contract or a
    bot's simulation of its own opening bid)."""
    if rules.first_lead is FirstLead.FIRST_BIDDER:
        return first_bidder if first_bidder >= 0 else taker
    if rules.first_lead is FirstLead.TAKER:
        return taker
    return (dealer + 1) % rules.players


def take_contract(state: DealState, action: Action) -> Contract | None:
    """A take (or a suit named) makes the speaker's contract in that suit."""
    if isinstance(action, Take):
        return Contract(Strain.of_suit(action.suit), state.current)
    return None


def verify_double(state: DealState, action: Double | Redouble, speaker: int) -> IllegalActionError | None:
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
        if _same_team(state, speaker, a.high_seat):
            return IllegalActionError(Reason.CANNOT_DOUBLE, why="own_team")
        return None
    if not rules.allow_redouble:
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
    if a.multiplier == 1:
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="not_doubled")
    if a.multiplier > 2:
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="already")
    if not _same_team(state, speaker, a.high_seat):
        return IllegalActionError(Reason.CANNOT_REDOUBLE, why="other_team")
    return None


def allowed_strains(rules: Ruleset) -> tuple[Strain, ...]:
    """The strains a contract may be played in under these rules (suits, then NT and AT if allowed)."""
    return AUCTIONS[rules.trump_scheme].strains(rules)


@cache
def _allowed_strains(no_trumps: bool, all_trumps: bool) -> tuple[Strain, ...]:
    strains = [Strain.of_suit(s) for s in Suit]
    if no_trumps:
        strains.append(Strain.NO_TRUMPS)
    if all_trumps:
        strains.append(Strain.ALL_TRUMPS)
    return tuple(strains)


@cache
def _point_candidates(rules: Ruleset) -> tuple[Action, ...]:
    """Pass, every bid by value then strain, the capot bids, double, redouble (the panel's order)."""
    strains = _allowed_strains(True, True)
    actions: list[Action] = [PASS]
    for value in range(rules.min_bid, rules.max_bid + 1, rules.bid_step):
        actions.extend(_bid(value, s) for s in strains)
    actions.extend(_bid(0, s, True) for s in strains)
    return tuple(actions) + (DOUBLE, REDOUBLE)


_TURNED_CANDIDATES: tuple[Action, ...] = (PASS,) + tuple(TAKE[s] for s in Suit)


_BIDS: dict[tuple[int, Strain, bool], Bid] = {}


def _bid(value: int, strain: Strain, capot: bool = False) -> Bid:
    key = (value, strain, capot)
    bid = _BIDS.get(key)
    if bid is None:
        bid = _BIDS[key] = Bid(value, strain, capot)
    return bid


def _suits_held(hand: int) -> int:
    """The suits a hand holds a card of, as four bits."""
    bits = 0
    for suit in range(4):
        if hand >> (suit * RANKS_PER_SUIT) & SUIT_BITS:
            bits |= 1 << suit
    return bits


def _next_in(out: int, seat: int, n: int) -> int:
    """The next seat after ``seat`` whose pass was not final."""
    for step in range(1, n + 1):
        nxt = (seat + step) % n
        if not out >> nxt & 1:
            return nxt
    return (seat + 1) % n  # pragma: no cover - the step closes the auction before everyone is out


def _same_team(state: DealState, a: int, b: int) -> bool:
    return state.rules.team_of(a) == state.rules.team_of(b)


AUCTIONS: dict[TrumpScheme, Auction] = {
    TrumpScheme.TURNED_CARD: TurnedCardAuction(),
    TrumpScheme.POINT_AUCTION: PointAuction(),
}

from .auction_sun_hokum import SunHokumAuction  # noqa: E402  (Baloot, issue 17: it builds on this module)

AUCTIONS[TrumpScheme.SUN_HOKUM] = SunHokumAuction()

from .auction_name_in_turn import NameInTurnAuction  # noqa: E402  (its module imports this one)

AUCTIONS[TrumpScheme.NAME_IN_TURN] = NameInTurnAuction()  # Tarabish

from .auction_contract import ContractAuction  # noqa: E402  (g-contract: it builds on the classes above)
AUCTIONS[TrumpScheme.CONTRACT_AUCTION] = ContractAuction()
