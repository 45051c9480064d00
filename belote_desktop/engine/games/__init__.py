"""The games: one module a family, each holding its presets and the meld table it brings (registered with
``recipe.register_meld_table``), and below them the one list that makes them the app's games.

Each module also declares the rule options of its game (``options.register_options``; the options every game
has are ``engine/options.py``'s). A family is a preset and the presets written as a ``dataclasses.replace`` of
it, or of each other: the classic game with La Coinche and the Contrée (the ``Ruleset`` defaults are the classic
game; the Contrée replaces La Coinche), Bulgarian Belot with its tables for three and for two (each a replace of
it). Every other game is written on the defaults alone and is a family of its own.

The shared modules (``rules``, ``declarations``, ``recipe``) never import this package; it imports them, and
``engine/__init__`` imports it, so ``VARIANTS`` and ``MELD_TABLES`` are full whenever anything of the engine
is used (``RULE_OPTIONS`` too). A new game is a module here and one line in ``PRESETS`` (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

from ..rules import PRESET_NUMBERS, VARIANTS, Ruleset
# imported in the New Game list's order: each module registers its options (engine/options.py) as it is imported
from . import classic, bidding_belote, bulgarian, pilotta, baloot, tarabish, clabber, decouverte

# Every game, in the New Game list's order, with its number where a game is named in a few bits (deal codes:
# storage/deal_code.py). The numbers are frozen: a new game takes the next free one, and a number is never
# reused, so every code ever given stays valid.
PRESETS: tuple[tuple[int, Ruleset], ...] = (
    (0, classic.CLASSIC),
    (1, classic.COINCHE),
    (2, classic.CONTREE_FFB),
    (3, bidding_belote.BIDDING_BELOTE),
    (4, bulgarian.BULGARIAN),
    (5, pilotta.PILOTTA),
    (6, baloot.BALOOT),
    (7, tarabish.TARABISH),
    (8, clabber.CLABBER),
    (9, decouverte.DECOUVERTE),
    (10, bulgarian.BELOT_3P),
    (11, bulgarian.BELOT_2P),
    (12, bulgarian.BELOT_2P_OPEN),
)

VARIANTS.update((preset.id, preset) for _, preset in PRESETS)
PRESET_NUMBERS.update((preset.id, number) for number, preset in PRESETS)
