"""Every auction kind's presentation, one module a ``TrumpScheme``: what its actions mean, why it refuses a move,
why the Suggest button proposes a call, and its paragraphs of the rules book, behind one record a kind
(``teaching.KindTeaching``, its ``TEACHING``).

``KINDS`` below is the one list of them; the shared modules read it through ``learn/teaching.py``
(``kind_teaching(scheme)``), which imports this package only when first asked, so nothing is registered by
importing it and a kind's module may import the shared modules. ``tests/learn/test_kind_registries.py`` checks
every kind is listed, with the fields every kind fills.

A new auction kind is one more module here and one line below (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

from ..teaching import KindTeaching
from . import contract_auction, name_in_turn, point_auction, sun_hokum, turned_card

KINDS: tuple[KindTeaching, ...] = (
    turned_card.TEACHING,
    point_auction.TEACHING,
    contract_auction.TEACHING,
    sun_hokum.TEACHING,
    name_in_turn.TEACHING,
)
