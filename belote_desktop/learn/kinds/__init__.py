"""Every auction kind's presentation, one module a ``TrumpScheme``: what its actions mean, why it refuses a move,
why the Suggest button proposes a call, and its paragraphs of the rules book, behind one record a kind
(``base.records.KindTeaching``, its ``TEACHING``).

``KINDS`` below is the one list of them, handed to ``learn/teaching.py``'s registry, where the shared modules
read it (``kind_teaching(scheme)``); ``learn/__init__`` imports this package, so the registry is full whenever
anything of learn is used, and no shared module imports this package or a kind's module.
``tests/learn/test_kind_registries.py`` checks every kind is listed, with the fields every kind fills.

A new auction kind is one more module here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

from ..base.records import KindTeaching
from ..teaching import register_kinds
from . import contract_auction, name_in_turn, point_auction, sun_hokum, turned_card

KINDS: tuple[KindTeaching, ...] = (
    turned_card.TEACHING,
    point_auction.TEACHING,
    contract_auction.TEACHING,
    sun_hokum.TEACHING,
    name_in_turn.TEACHING,
)

register_kinds(KINDS)
