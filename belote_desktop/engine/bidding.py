"""Auctions, one class per trump scheme. Each works on a fresh DealState copy it may change.

A new scheme (contract auction, Sun/Hokum, naming in turn) is one more class registered in
``AUCTIONS``; the play, declarations and scoring code need no change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import DOUBLE, PASS, REDOUBLE, TAKE, Action, Bid, Double, Pass, Redouble, Strain, Take
from .cards import CARDS, Suit
from .errors import IllegalActionError, Reason
from .rules import Ruleset, TrumpScheme

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


class Auction:
    """Base of the auction strategies."""

    def legal(self, state: DealState) -> tuple[Action, ...]:
        raise NotImplementedError

    def apply(self, state: DealState, seat: int, action: Action) -> None:
        raise NotImplementedError

    def reason(self, state: DealState, action: Action) -> IllegalActionError:
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))


class TurnedCardAuction(Auction):
    """Classic: round 1 take the turned suit or pass; round 2 name another suit or pass."""

    def legal(self, state: DealState) -> tuple[Action, ...]:
        turned_suit = CARDS[state.turned].suit
        if state.bid_round == 1:
            return (PASS, TAKE[turned_suit])
        return (PASS,) + tuple(TAKE[s] for s in Suit if s != turned_suit)

    def apply(self, state: DealState, seat: int, action: Action) -> None:
        n = state.rules.players
        if isinstance(action, Pass):
            state._set("passes", state.passes + 1)
            if state.passes == n:
                if state.bid_round == 1:
                    state._set("bid_round", 2)
                    state._set("passes", 0)
                    state._set("current", (state.dealer + 1) % n)
                    return
                state.finish_thrown_in()
                return
            state._set("current", (seat + 1) % n)
            return
        assert isinstance(action, Take)
        state.start_play(Contract(Strain.of_suit(action.suit), seat))

    def reason(self, state: DealState, action: Action) -> IllegalActionError:
        if isinstance(action, Take):
            turned_suit = CARDS[state.turned].suit
            if state.bid_round == 1:
                return IllegalActionError(Reason.TAKE_TURNED_SUIT_ONLY, suit=action.suit, turned_suit=turned_suit)
            return IllegalActionError(Reason.TURNED_SUIT_REFUSED, suit=action.suit)
        return super().reason(state, action)


class PointAuction(Auction):
    """La Coinche: bids of 80..160 or capot in a strain; coinche and surcoinche."""

    def _strains(self, state: DealState) -> list[Strain]:
        rules = state.rules
        strains = [Strain.of_suit(s) for s in Suit]
        if rules.allow_no_trumps:
            strains.append(Strain.NO_TRUMPS)
        if rules.allow_all_trumps:
            strains.append(Strain.ALL_TRUMPS)
        return strains

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], tuple[Ruleset, tuple[Action, ...]]] = {}

    def legal(self, state: DealState) -> tuple[Action, ...]:
        seat = state.current
        high = state.high_bid
        key = (
            id(state.rules), high, state.multiplier,
            high is not None and _same_team(state, seat, state.high_seat),
        )
        memo = self._memo.get(key)
        if memo is None or memo[0] is not state.rules:  # the id of a collected ruleset may be reused
            memo = (state.rules, self._legal(state))
            if len(self._memo) > 10_000:
                self._memo.clear()
            self._memo[key] = memo
        return memo[1]

    def _legal(self, state: DealState) -> tuple[Action, ...]:
        rules = state.rules
        seat = state.current
        high = state.high_bid
        actions: list[Action] = [PASS]
        if state.multiplier == 1:
            if high is None or not high.capot:
                lowest = rules.min_bid if high is None else high.value + rules.bid_step
                strains = self._strains(state)
                for value in range(lowest, rules.max_bid + 1, rules.bid_step):
                    actions.extend(_bid(value, s) for s in strains)
                if rules.allow_capot_bid:
                    actions.extend(_bid(0, s, True) for s in strains)
            if high is not None and rules.allow_double and not _same_team(state, seat, state.high_seat):
                actions.append(DOUBLE)
        elif state.multiplier == 2 and rules.allow_redouble and _same_team(state, seat, state.high_seat):
            actions.append(REDOUBLE)
        return tuple(actions)

    def apply(self, state: DealState, seat: int, action: Action) -> None:
        n = state.rules.players
        if isinstance(action, Pass):
            state._set("passes", state.passes + 1)
            if state.high_bid is None and state.passes == n:
                state.finish_thrown_in()
                return
            if state.high_bid is not None and state.passes == n - 1:
                self._close(state)
                return
            state._set("current", (seat + 1) % n)
            return
        if isinstance(action, Bid):
            state._set("high_bid", action)
            state._set("high_seat", seat)
            state._set("passes", 0)
            state._set("current", (seat + 1) % n)
            return
        if isinstance(action, Double):
            state._set("multiplier", 2)
            state._set("passes", 0)
            state._set("current", (seat + 1) % n)
            return
        assert isinstance(action, Redouble)
        state._set("multiplier", 4)
        self._close(state)

    def _close(self, state: DealState) -> None:
        high = state.high_bid
        assert high is not None
        state.start_play(Contract(high.strain, state.high_seat, high.value, high.capot, state.multiplier))

    def reason(self, state: DealState, action: Action) -> IllegalActionError:
        rules = state.rules
        high = state.high_bid
        if isinstance(action, Bid):
            if state.multiplier > 1:
                return IllegalActionError(Reason.BIDDING_CLOSED)
            if action.strain not in self._strains(state):
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
            minimum: Any = "capot" if high is not None and high.capot else (
                rules.min_bid if high is None else high.value + rules.bid_step
            )
            return IllegalActionError(Reason.BID_TOO_LOW, value=action.value, minimum=minimum)
        if isinstance(action, Double):
            why = "no_bid" if high is None else "already" if state.multiplier > 1 else "own_team"
            if not rules.allow_double:
                return super().reason(state, action)
            return IllegalActionError(Reason.CANNOT_DOUBLE, why=why)
        if isinstance(action, Redouble):
            why = "not_doubled" if state.multiplier == 1 else "already" if state.multiplier > 2 else "other_team"
            if not rules.allow_redouble:
                return super().reason(state, action)
            return IllegalActionError(Reason.CANNOT_REDOUBLE, why=why)
        return super().reason(state, action)


_BIDS: dict[tuple[int, Strain, bool], Bid] = {}


def _bid(value: int, strain: Strain, capot: bool = False) -> Bid:
    key = (value, strain, capot)
    bid = _BIDS.get(key)
    if bid is None:
        bid = _BIDS[key] = Bid(value, strain, capot)
    return bid


def _same_team(state: DealState, a: int, b: int) -> bool:
    return state.rules.team_of(a) == state.rules.team_of(b)


AUCTIONS: dict[TrumpScheme, Auction] = {
    TrumpScheme.TURNED_CARD: TurnedCardAuction(),
    TrumpScheme.POINT_AUCTION: PointAuction(),
}
