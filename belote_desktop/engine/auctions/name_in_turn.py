"""Naming in turn (Tarabish): from the dealer's left each player names a trump suit or passes, once; the
first to name makes the trump; after three passes the dealer must name one.

>>> from ..rules import find_variant
>>> from ..state import new_deal
>>> state = new_deal(find_variant("tarabish"), dealer=0, seed=1)
>>> for _ in range(3):
...     state = state.apply(state.legal_actions()[0])   # three passes
>>> state.current_player(), state.legal_actions()[0]     # the dealer: no pass for him
(0, Take(suit=<Suit.CLUBS: 0>))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PASS, TAKE, Action, Pass, Take
from ..cards import Suit
from ..errors import IllegalActionError, Reason
from ..rules import TrumpScheme
from .base import AUCTIONS, Auction, AuctionStep, Continue, Contract, take_contract

if TYPE_CHECKING:
    from .base import AuctionDeal

_CANDIDATES: tuple[Action, ...] = (PASS,) + tuple(TAKE[s] for s in Suit)
_NAMES: tuple[Action, ...] = tuple(TAKE[s] for s in Suit)


class NameInTurnAuction(Auction):
    """One round: name any suit or pass; the dealer, last to speak, may not pass."""

    def candidates(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _CANDIDATES

    def legal(self, state: AuctionDeal) -> tuple[Action, ...]:
        return _NAMES if self._dealer_forced(state) else _CANDIDATES

    @staticmethod
    def _dealer_forced(state: AuctionDeal, seat: int | None = None) -> bool:
        speaker = state.current if seat is None else seat
        return speaker == state.dealer and state.auction.passes >= state.rules.players - 1

    def verify(self, state: AuctionDeal, action: Action, seat: int | None = None) -> IllegalActionError | None:
        if isinstance(action, Pass):
            if self._dealer_forced(state, seat):
                return IllegalActionError(Reason.DEALER_MUST_NAME)
            return None
        if isinstance(action, Take):
            return None
        return IllegalActionError(Reason.NOT_ALLOWED, action=str(action))

    def step(self, state: AuctionDeal, seat: int, action: Action) -> AuctionStep:
        a = state.auction
        if isinstance(action, Pass):
            return Continue(a.passed(), (seat + 1) % state.rules.players)
        return self.closed_by(state, action)

    def contract_for(self, state: AuctionDeal, action: Action) -> Contract | None:
        return take_contract(state, action)


AUCTIONS[TrumpScheme.NAME_IN_TURN] = NameInTurnAuction()  # Tarabish
