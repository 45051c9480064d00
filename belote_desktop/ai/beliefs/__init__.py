"""What a bot believes about the cards it cannot see, from its own view only.

- ``inference``: the hard facts a view proves (voids shown, cards announced, duties that forbid a card) and
  ``DealSampler``, deals drawn uniformly among those that fit them.
- ``ownership``: the learned model of where the unseen cards are (Master's deals, where a game ships one), its
  features, its sampler, and the self-play data it is trained on.

The room imports neither ``ai.bidding`` nor ``ai.play``: the card play reads it (which deals to draw and how to
weigh them), never the other way round.
"""
