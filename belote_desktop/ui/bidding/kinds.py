"""Every kind of the bidding panel, so that ``BIDDING_PANELS`` is complete once this module is imported.

The one module that imports the kinds' modules (as ``engine/auctions/__init__`` does for the auctions): a new
kind of auction is its panel module and one name here.
"""

# the kinds fill BIDDING_PANELS as they load, in the order of TrumpScheme
from . import turned_card, point, sun_hokum, name_in_turn, contract  # noqa: F401, I001
from .base import BIDDING_PANELS, PanelKind

__all__ = ["BIDDING_PANELS", "PanelKind"]
