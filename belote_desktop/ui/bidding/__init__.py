"""The bidding panel and its kinds: one module per kind of auction, registered in ``base.BIDDING_PANELS``."""
