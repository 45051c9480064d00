"""Every kind of the bidding panel, so that ``BIDDING_PANELS`` is complete once this module is imported.

The one module that imports the kinds' modules (as ``engine/auctions/__init__`` does for the auctions): a new
kind of auction is its panel module and one name here.
"""

# the kinds fill BIDDING_PANELS as they load, in the order of TrumpScheme
from . import (  # noqa: F401, I001
    bidding_turned_card, bidding_point, bidding_sun_hokum, bidding_name_in_turn, bidding_contract,
)
from .bidding_base import BIDDING_PANELS, PanelKind

__all__ = ["BIDDING_PANELS", "PanelKind"]
