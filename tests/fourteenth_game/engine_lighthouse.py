"""Lighthouse Belote, a made-up game: the classic turned-card game with its own meld table and a short match.

In the app this module is ``belote_desktop/engine/games/lighthouse.py``: its preset and its meld table, the
engine's whole share of the game (the preset then joins ``PRESETS`` in ``engine/games/__init__.py``, one line).
"""

from __future__ import annotations

import dataclasses

from belote_desktop.engine import Rank, find_variant
from belote_desktop.engine.declarations import MeldKind, MeldTable
from belote_desktop.engine.recipe import register_meld_table

TABLE_KEY = "lighthouse"

# Signals: runs of three 30, four 60, five or more 120; the keepers (four jacks) 250, four nines 150,
# four aces or tens 100, four kings or queens 80.
LIGHTHOUSE_MELDS = MeldTable(
    sequences=((3, MeldKind.TIERCE, 30), (4, MeldKind.QUARTE, 60), (5, MeldKind.QUINTE, 120)),
    carres=((Rank.QUEEN, 80), (Rank.KING, 80), (Rank.TEN, 100), (Rank.ACE, 100), (Rank.NINE, 150),
            (Rank.JACK, 250)),
)


def _meld_tables(rules):
    """The table for trump contracts and for no trumps (the same), with the rules' own card reuse."""
    table = dataclasses.replace(LIGHTHOUSE_MELDS, reuse_cards=rules.meld_reuse_cards)
    return table, table


register_meld_table(TABLE_KEY, _meld_tables)

LIGHTHOUSE = dataclasses.replace(
    find_variant("classic"),  # the turned-card auction and the classic dials
    id="lighthouse",
    name="Lighthouse Belote",
    description="A made-up game: the turned card, signals instead of declarations, 300 points.",
    meld_table=TABLE_KEY,
    target_score=300,
)
