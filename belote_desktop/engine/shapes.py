"""Four made-up tables that no preset has yet: the tests, the screenshots and the benchmarks run over
them so that nothing quietly assumes four seats in pairs, 32 cards, 8 tricks or counter-clockwise play.
They are plain rulesets (engine data), so the UI's screenshots and the tools read them alike."""

from __future__ import annotations

import dataclasses

from .cards import DeckKind
from .rules import Deal, Direction, Ruleset, Table, find_variant

# 3 players alone, 24 cards (9 to ace): 3+2, a turned card, then 3 (8 cards each)
THREE_ALONE_24 = dataclasses.replace(
    find_variant("classic"), table=Table(deck=DeckKind.SHORT_24, players=3, partnerships=False),
)
# 2 players, 16 cards each: the whole 32-card pack dealt before a point auction
TWO_ALONE_16 = dataclasses.replace(
    find_variant("coinche"), table=Table(players=2, partnerships=False),
    deal=dataclasses.replace(find_variant("coinche").deal, first_packets=(3, 2, 3, 3, 2, 3)),
)
# 4 players in pairs, 36 cards (6 to ace), clockwise: 3+3, a turned card, then 3 (9 cards each)
FOUR_CLOCKWISE_36 = dataclasses.replace(
    find_variant("classic"), table=Table(deck=DeckKind.LONG_36, direction=Direction.CLOCKWISE),
    deal=Deal(first_packets=(3, 3)),
)

# 2 players with cards on the table: 3+2 in hand, four face-down cards each covered by a
# face-up one, a turned card, then 3 more: 16 cards each, 12 of them playable at the first trick; a card
# uncovered turns up at once
TWO_OPEN_TABLE = dataclasses.replace(
    find_variant("classic"), table=Table(players=2, partnerships=False),
    deal=Deal(table_down_packets=(4,), table_up_packets=(4,)),
)

MADE_UP: dict[str, Ruleset] = {
    "three-alone-24": THREE_ALONE_24,
    "two-alone-16": TWO_ALONE_16,
    "four-clockwise-36": FOUR_CLOCKWISE_36,
    "two-open-table": TWO_OPEN_TABLE,
}
