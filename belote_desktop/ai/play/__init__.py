"""The card play: the rule-based players, the Monte Carlo search and the machinery it plays deals with.

- ``heuristic``: Beginner's and Intermediate's card players (rules over the facts ``beliefs.inference`` proves).
- ``search``: Expert's and Master's search (sampled deals, playouts, exact endgames), and the simulation of
  candidate contracts the bidders of ``ai.bidding`` call (``evaluate_contracts``).
- ``batch``: many sampled deals played in lockstep with numpy (the playouts); ``kernel``: positions, legality,
  random playouts and the exact solver; ``outcome``: what a finished deal is worth (the engine's own scorer).
- ``native``: the compiled kernel (``ai/ckernel/*.c``, built beside the package as ``ai/_belote_kernel.*``),
  loaded with ctypes; ``native_batch``: the batch's greedy playouts and play weights run by it.
- ``playouts``: finishing a batch's deals (greedy, branched, random), by ``native_batch`` where the kernel is
  built, else by numpy; above both ``batch`` and ``native_batch``, which import one way.

The room reads ``ai.beliefs`` (which deals to draw and how to weigh them) and ``ai/tables.py``; it never imports
``ai.bidding``.
"""
