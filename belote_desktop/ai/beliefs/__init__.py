"""What a bot believes about the cards it cannot see, from its own view only.

- ``inference``: the hard facts a view proves (voids shown, cards announced, duties that forbid a card) and
  ``DealSampler``, deals drawn uniformly among those that fit them.
- ``calls``: what the others' calls say of their hands (``auction_weight``: the auction's weight of a sampled
  deal), read on the scale of ``hand_value`` (what a hand is worth in a strain, what each call needs), which the
  rule-based bidders of ``ai.bidding`` call by.
- ``ownership``: the learned model of where the unseen cards are (Master's deals, where a game ships one), its
  features and its sampler (the self-play data it is trained on is made by ``tools/ownership_data.py``).

The room imports neither ``ai.bidding`` nor ``ai.play``, nor the bots' door: the card play and the bidders read
it, never the other way round.
"""
