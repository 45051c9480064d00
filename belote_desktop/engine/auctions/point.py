"""The point auction (``TrumpScheme.POINT_AUCTION``: La Coinche, Contrée, Pilotta): bids of a value in a
strain, each above the last, or capot; coinche (double) and surcoinche (redouble)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..actions import DOUBLE, PASS, REDOUBLE, Action, Bid, Double, Pass, Redouble, Strain
from ..errors import IllegalActionError, Reason
from ..rules import Ruleset, TrumpScheme
from .base import (
    AUCTIONS, Auction, AuctionState, AuctionStep, Closed, Continue, Contract, ThrownIn, allowed_strains,
    first_leader, same_team, strain_set, verify_double,
)

if TYPE_CHECKING:
    from .base import AuctionDeal


class PointAuction(Auction):
    """La Coinche: bids of 80..160 or capot in a strain; coinche and surcoinche."""

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], tuple[Ruleset, tuple[Action, ...]]] = {}

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _point_candidates(state.rules)

    def legal(self, state: AuctionDeal) -> tuple[Action, ...]:
        a = state.auction
        seat = state.current
        high = a.high_bid
        key = (id(state.rules), high, a.multiplier, high is not None and same_team(state, seat, a.high_seat),
               a.out >> seat & 1)
        memo = self._memo.get(key)
        if memo is None or memo[0] is not state.rules:  # the id of a collected ruleset may be reused
            memo = (state.rules, super().legal(state))
            if len(self._memo) >= 1024:  # bounded: a long session's memory stays flat
                self._memo.clear()
            self._memo[key] = memo
        return memo[1]

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        return strain_set(rules.allow_no_trumps, rules.allow_all_trumps)

    def values(self, rules: Ruleset) -> tuple[int, ...]:
        return tuple(range(rules.min_bid, rules.max_bid + 1, rules.bid_step))

    def minimum_bid(self, state: AuctionDeal) -> int | None:
        a = state.auction
        rules = state.rules
        if a.multiplier > 1 or (a.high_bid is not None and a.high_bid.capot):
            return None
        lowest = rules.min_bid if a.high_bid is None else a.high_bid.value + rules.bid_step
        return lowest if lowest <= rules.max_bid else None

    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
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

    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
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

    def _close(self, state: AuctionDeal, after: AuctionState) -> Closed:
        high = after.high_bid
        assert high is not None
        contract = Contract(high.strain, after.high_seat, high.value, high.capot, after.multiplier)
        return Closed(after, contract, self._leader(state, contract, after.first_bidder))

    def leader(self, state: AuctionDeal, contract: Contract) -> int:
        return self._leader(state, contract, state.auction.first_bidder)

    def _leader(self, state: AuctionDeal, contract: Contract, first_bidder: int) -> int:
        return first_leader(state.rules, state.dealer, first_bidder, contract.taker)

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        a = state.auction
        if isinstance(action, Bid):
            return Contract(action.strain, state.current, action.value, action.capot, 1)
        high = a.high_bid
        if high is None:
            return None
        multiplier = {Double: 2, Redouble: 4}.get(type(action), a.multiplier)
        return Contract(high.strain, a.high_seat, high.value, high.capot, multiplier)


@cache
def _point_candidates(rules: Ruleset) -> tuple[Action, ...]:
    """Pass, every bid by value then strain, the capot bids, double, redouble (the panel's order)."""
    strains = strain_set(True, True)
    actions: list[Action] = [PASS]
    for value in range(rules.min_bid, rules.max_bid + 1, rules.bid_step):
        actions.extend(_bid(value, s) for s in strains)
    actions.extend(_bid(0, s, True) for s in strains)
    return tuple(actions) + (DOUBLE, REDOUBLE)


_BIDS: dict[tuple[int, Strain, bool], Bid] = {}


def _bid(value: int, strain: Strain, capot: bool = False) -> Bid:
    key = (value, strain, capot)
    bid = _BIDS.get(key)
    if bid is None:
        bid = _BIDS[key] = Bid(value, strain, capot)
    return bid


def _next_in(out: int, seat: int, n: int) -> int:
    """The next seat after ``seat`` whose pass was not final."""
    for step in range(1, n + 1):
        nxt = (seat + step) % n
        if not out >> nxt & 1:
            return nxt
    return (seat + 1) % n  # pragma: no cover - the step closes the auction before everyone is out


AUCTIONS[TrumpScheme.POINT_AUCTION] = PointAuction()
