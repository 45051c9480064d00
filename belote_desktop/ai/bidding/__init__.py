"""The bots in the auction: one bidder per kind of auction, registered in ``auction.AI_BIDDERS``.

- ``auction``: the registry, ``heuristic_bid`` (Beginner, Intermediate: the hand evaluation of
  ``beliefs.hand_value``) and ``simulated_bid`` (Expert, Master: each candidate contract played out by
  ``play.search.evaluate_contracts``), and the bidders of the turned-card, naming-in-turn, point and contract
  auctions.
- ``sun_hokum``: Baloot's bidder (Hokum, Sun, Ashkal and the doubling ladder).
- ``model``: the bidder calibrated on what the table really does (Expert and Master, where a game ships
  weights in ``ai/data/bid_models.json``).

The room reads ``ai.play`` (the simulation) and ``ai.beliefs`` (the hand evaluation); neither reads it back.
Importing it registers every kind's bidder.
"""

from . import sun_hokum  # noqa: F401  (registers Baloot's bidder in auction.AI_BIDDERS)
