"""The auctions, one module per kind of auction (``TrumpScheme``), registered in ``AUCTIONS``.

``base`` holds what they share (the contract, the auction's state and steps, the ``Auction`` base and
the empty registry); each kind's module subclasses ``Auction`` and registers its instance. Importing
this package imports every kind, so ``AUCTIONS`` is complete once anything here is imported.
"""

# the kinds fill AUCTIONS as they load, in the order of TrumpScheme
from . import turned_card, point, sun_hokum, name_in_turn, contract  # noqa: F401, I001
from .base import (
    AUCTIONS, OPENING_AUCTION, Auction, AuctionState, AuctionStep, AuctionView, Closed, Continue, Contract, ThrownIn,
    allowed_strains, first_leader, take_contract, verify_double,
)

__all__ = [
    "AUCTIONS", "OPENING_AUCTION", "Auction", "AuctionState", "AuctionStep", "AuctionView", "Closed", "Continue",
    "Contract", "ThrownIn", "allowed_strains", "first_leader", "take_contract", "verify_double",
]
