"""The contract auction of Bulgarian Belot and Bidding Belote (``TrumpScheme.CONTRACT_AUCTION``).

Each call names a contract above the standing one: clubs < diamonds < hearts < spades < no trumps <
all trumps. An opponent of the standing call may double it, the doubled team redouble, and (option
``allow_match_call``, Bidding Belote) the doublers answer a redouble with "Match", which stakes the
whole game on the deal. The dials cover both games:

- ``contract_bids_after_double`` (both games: on): a higher call may still follow a double or a
  redouble, and the new call stands undoubled;
- ``pass_is_final`` (shared with Pilotta's point auction; both games: off): a player who passed may call later;
- ``dealer_must_call`` (option, seed 001's "rarity"; both games: off): when every other player passed, the dealer
  must call unless his cards are worth ``DEALER_PASS_POINTS`` or less, and then his pass cancels the deal;
- the auction ends when every other player passes after a call, double or redouble (three passes at
  four), at once when nobody could say anything but pass (all trumps redoubled, a Match), and is
  thrown in when everyone passes without a call.

Nothing here assumes four seats in pairs: the pass counts are ``players - 1`` and ``players``, the
turn goes to ``seat + 1``, and "an opponent" is read from the ``Seating``.

>>> from ..rules import Ruleset, TrumpScheme
>>> from ..state import new_deal
>>> rules = Ruleset(id="t", name="t", trump_scheme=TrumpScheme.CONTRACT_AUCTION, turn_card=False)
>>> state = new_deal(rules, dealer=0, seed=1)
>>> [str(a) for a in state.legal_actions()]
['pass', 'call C', 'call D', 'call H', 'call S', 'call NT', 'call AT']
>>> state = state.apply(CALL[Strain.HEARTS]).apply(DOUBLE)
>>> [str(a) for a in state.legal_actions()]
['pass', 'call S', 'call NT', 'call AT', 'redouble']
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..actions import (
    CALL, DOUBLE, PASS, REDOUBLE, STAKE_MATCH, Action, Bid, Call, Double, Pass, Redouble, StakeMatch, Strain,
)
from ..cards import CARDS, PLAIN_POINTS
from ..errors import IllegalActionError, Reason
from ..rules import Ruleset, TrumpScheme
from .base import (
    AUCTIONS, Auction, AuctionState, AuctionStep, Closed, Continue, Contract, ThrownIn, same_team, strain_set,
    verify_double,
)

if TYPE_CHECKING:
    from .base import AuctionDeal

DOUBLED, REDOUBLED = 2, 4
DEALER_PASS_POINTS = 7  # dealer_must_call: the most a dealer's hand may be worth (plain values) to pass
MATCH_MULTIPLIER = 8
"""A contract's multiplier once "Match" is called: the deal decides the game (scoring reads
``stakes_match``)."""


def stakes_match(contract: Contract) -> bool:
    """Whether the whole game rides on this contract (the "Match" call)."""
    return contract.multiplier >= MATCH_MULTIPLIER


@cache
def _standing(strain: Strain) -> Bid:
    """The standing call as the AuctionState keeps it: a Bid of value 0 in its strain."""
    return Bid(0, strain)


@cache
def _candidates(rules: Ruleset) -> tuple[Action, ...]:
    """Pass, a call per strain the rules allow (lowest first), double, redouble, Match: the panel's order."""
    actions: list[Action] = [PASS]
    actions.extend(CALL[s] for s in strain_set(rules.allow_no_trumps, rules.allow_all_trumps))
    actions.extend((DOUBLE, REDOUBLE))
    if rules.allow_match_call:
        actions.append(STAKE_MATCH)
    return tuple(actions)


class ContractAuction(Auction):
    """Calls of a suit, no trumps or all trumps, each above the last; double, redouble, Match."""

    calls_contracts = True

    def stakes_game(self, contract: Contract) -> bool:
        return stakes_match(contract)

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], tuple[Ruleset, tuple[Action, ...]]] = {}

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _candidates(state.rules)

    def strains(self, rules: Ruleset) -> tuple[Strain, ...]:
        return strain_set(rules.allow_no_trumps, rules.allow_all_trumps)

    def legal(self, state: AuctionDeal) -> tuple[Action, ...]:
        a = state.auction
        seat = state.current
        if state.rules.pass_is_final and _has_passed(state, seat):
            return (PASS,)
        if _dealer_forced(state, seat):
            return tuple(action for action in super().legal(state) if action is not PASS)
        key = (id(state.rules), a.high_bid, a.multiplier, a.high_bid is not None and same_team(state, seat, a.high_seat))
        memo = self._memo.get(key)
        if memo is None or memo[0] is not state.rules:  # the id of a collected ruleset may be reused
            memo = (state.rules, super().legal(state))
            if len(self._memo) >= 1024:
                self._memo.clear()
            self._memo[key] = memo
        return memo[1]

    def minimum_bid(self, state: AuctionDeal) -> int | None:
        """The lowest strain a call may name now (a ``Strain``, which is an int), None if no call is possible."""
        a = state.auction
        if a.multiplier > 1 and not state.rules.contract_bids_after_double:
            return None
        return _lowest_call(self.strains(state.rules), a.high_bid)

    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
        rules = state.rules
        a = state.auction
        speaker = state.current if seat is None else seat
        high = a.high_bid
        if isinstance(action, Pass):
            if _dealer_forced(state, speaker):
                return IllegalActionError(Reason.DEALER_MUST_NAME, points=hand_points(state.hands[speaker]),
                                          limit=DEALER_PASS_POINTS)
            return None
        if rules.pass_is_final and _has_passed(state, speaker):
            return IllegalActionError(Reason.ALREADY_PASSED)
        if isinstance(action, Call):
            strains = self.strains(rules)
            if action.strain not in strains:
                return IllegalActionError(Reason.STRAIN_NOT_ALLOWED, strain=action.strain)
            if a.multiplier > 1 and not rules.contract_bids_after_double:
                return IllegalActionError(Reason.BIDDING_CLOSED)
            if high is not None and action.strain <= high.strain:
                return IllegalActionError(Reason.CALL_TOO_LOW, strain=action.strain,
                                          minimum=_lowest_call(strains, high))
            return None
        if isinstance(action, (Double, Redouble)):
            return verify_double(state, action, speaker)
        if isinstance(action, StakeMatch):
            if not rules.allow_match_call:
                return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))
            if a.multiplier != REDOUBLED:
                return IllegalActionError(Reason.CANNOT_STAKE_MATCH, why="not_redoubled")
            if same_team(state, speaker, a.high_seat):
                return IllegalActionError(Reason.CANNOT_STAKE_MATCH, why="own_team")
            return None
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))

    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
        n = state.rules.players
        a = state.auction
        if isinstance(action, Pass):
            after = a.passed()
            if a.high_bid is None:
                return ThrownIn(after) if after.passes == n else Continue(after, (seat + 1) % n)
            if after.passes == n - 1:
                return self._close(state, after)
            return Continue(after, (seat + 1) % n)
        if isinstance(action, Call):
            after = a.spoken(_standing(action.strain), seat, 1)
        else:
            multiplier = {Double: DOUBLED, Redouble: REDOUBLED, StakeMatch: MATCH_MULTIPLIER}[type(action)]
            after = a.spoken(a.high_bid, a.high_seat, multiplier)
        if not _more_possible(state.rules, after):
            return self._close(state, after)
        return Continue(after, (seat + 1) % n)

    def _close(self, state: AuctionDeal, after: AuctionState) -> Closed:
        high = after.high_bid
        assert high is not None
        contract = Contract(high.strain, after.high_seat, 0, False, after.multiplier)
        return Closed(after, contract, self.leader(state, contract))

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        a = state.auction
        if isinstance(action, Call):
            return Contract(action.strain, state.current, 0, False, 1)
        high = a.high_bid
        if high is None:
            return None
        multiplier = {Double: DOUBLED, Redouble: REDOUBLED, StakeMatch: MATCH_MULTIPLIER}.get(type(action), a.multiplier)
        return Contract(high.strain, a.high_seat, 0, False, multiplier)


def _lowest_call(strains: tuple[Strain, ...], high: Bid | None) -> Strain | None:
    """The lowest allowed strain above the standing call's (None when nothing is above it)."""
    return next((s for s in strains if high is None or s > high.strain), None)


def _more_possible(rules: Ruleset, a: AuctionState) -> bool:
    """Whether anyone could still say something but pass: otherwise the auction closes at once."""
    high = a.high_bid
    assert high is not None
    if a.multiplier == 1:
        return rules.allow_double or _lowest_call(strain_set(rules.allow_no_trumps, rules.allow_all_trumps),
                                                  high) is not None
    if a.multiplier >= MATCH_MULTIPLIER:
        return False
    if rules.contract_bids_after_double and _lowest_call(
            strain_set(rules.allow_no_trumps, rules.allow_all_trumps), high) is not None:
        return True
    return rules.allow_redouble if a.multiplier == DOUBLED else rules.allow_match_call


def hand_points(mask: int) -> int:
    """A hand's card points at plain values (ace 11, ten 10, king 4, queen 3, jack 2): what the dealer's
    pass is judged by before any trump is known."""
    return sum(PLAIN_POINTS.get(CARDS[i].rank, 0) for i in range(len(CARDS)) if mask >> i & 1)


def _dealer_forced(state: AuctionDeal, seat: int) -> bool:
    """``dealer_must_call``: every other player passed without a call, and the dealer (to speak last) holds more
    than ``DEALER_PASS_POINTS``."""
    a = state.auction
    return (state.rules.dealer_must_call and a.high_bid is None and seat == state.dealer
            and a.passes == state.rules.players - 1 and hand_points(state.hands[seat]) > DEALER_PASS_POINTS)


def _has_passed(state: AuctionDeal, seat: int) -> bool:
    """Whether ``seat`` passed earlier in this auction (option: a pass is final)."""
    return any(s == seat and isinstance(act, Pass) for s, act in state.history)


AUCTIONS[TrumpScheme.CONTRACT_AUCTION] = ContractAuction()  # Bidding Belote, Bulgarian Belot
