"""A learned model of where the unseen cards are (issue 37), from the seat's own view only.

- ``features``: a ``PlayerView`` of the card play -> one numpy feature row, suits canonicalised (the
  trump first, then the side suits in a fixed order), seats relative to the viewer; beside it, the hard
  facts' mask and the exact uniform marginals (``inference.DealSampler``'s counting) per unseen card.
- ``model``: a small numpy MLP: for each unseen card, the chance each other seat holds it (or, in Belot for 2,
  that it was never dealt), masked by the hard facts and renormalised per card; loaded (refused unless made for
  the feature layout's schema hash) and run, never trained here.

- ``sampler``: whole deals drawn exactly from the model's chances under the hard facts and the hand sizes.
- ``shipped``: the model each game ships (``ai/data/ownership-<game>.npz``), loaded once per process, and the
  sampler the search draws from (Master, ``SearchParams.draw_from_model``).

Training is code that does not ship: ``tools/ownership_data.py`` makes the self-play data (shipped bidders,
Expert card play at a fixed, reduced budget) and its targets, ``tools/ownership_fit.py`` fits and writes a model,
``tools/ownership_train.py``, ``tools/ownership_gate.py`` and ``tools/ownership_arena.py`` train, gate and try it
(docs/ai.md, "The ownership model").
"""
