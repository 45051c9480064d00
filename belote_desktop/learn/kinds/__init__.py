"""Every auction kind's presentation, one module a ``TrumpScheme``: what its actions mean, why it refuses a move,
why the Suggest button proposes a call, and its paragraphs of the rules book. Each module fills the shared
registries keyed by the kind (``explain_bidding.BID_EXPLAINERS``, ``rulesbook.SCHEME_SECTIONS``, ...); the shared
modules never import a kind's module, only this package does (``learn/__init__`` imports it, so the registries are
full whenever anything of ``learn`` is used). ``tests/learn/test_kind_registries.py`` checks every kind is in
every registry.

A new auction kind is one more module here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from . import contract_auction, name_in_turn, point_auction, sun_hokum, turned_card  # noqa: F401
