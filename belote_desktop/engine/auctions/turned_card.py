"""The turned-card auction (``TrumpScheme.TURNED_CARD``: Belote, Clabber, Découverte): round 1 take the
turned card's suit or pass; round 2 name another suit or pass; two rounds of passes throw the deal in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, TAKE, Action, Pass, Take
from ..cards import CARDS, RANKS_PER_SUIT, SUIT_BITS, Suit
from ..errors import IllegalActionError, Reason
from ..rules import TrumpScheme
from .base import AUCTIONS, Auction, AuctionState, AuctionStep, Continue, Contract, ThrownIn, take_contract

if TYPE_CHECKING:
    from .base import AuctionDeal


class TurnedCardAuction(Auction):
    """Classic: round 1 take the turned suit or pass; round 2 name another suit or pass."""

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _TURNED_CANDIDATES

    def legal(self, state: AuctionDeal) -> tuple[Action, ...]:
        held = _suits_held(state.hands[state.current]) if state.rules.trump_must_be_held else -1
        key = (state.auction.round, state.turned, held)  # all that verify reads
        legal = self._memo.get(key)
        if legal is None:
            legal = self._memo[key] = super().legal(state)
        return legal

    def __init__(self) -> None:
        self._memo: dict[tuple[int, int, int], tuple[Action, ...]] = {}

    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
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

    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
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

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        return take_contract(state, action)



_TURNED_CANDIDATES: tuple[Action, ...] = (PASS,) + tuple(TAKE[s] for s in Suit)


def _suits_held(hand: int) -> int:
    """The suits a hand holds a card of, as four bits."""
    bits = 0
    for suit in range(4):
        if hand >> (suit * RANKS_PER_SUIT) & SUIT_BITS:
            bits |= 1 << suit
    return bits


AUCTIONS[TrumpScheme.TURNED_CARD] = TurnedCardAuction()
