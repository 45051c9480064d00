"""The French game: classic Belote, La Coinche and the federation's Contrée.

One family: the ``Ruleset`` defaults are the classic game itself, La Coinche is that game with the point
auction in place of the turned card (the same pack, table, duties and meld table), and the Contrée is a
``dataclasses.replace`` of La Coinche. They declare with the French table, the engine's default
(``declarations.FRENCH_MELDS``), so this module registers no meld table.
"""

from __future__ import annotations

import dataclasses

from ..rules import (
    AuctionRecipe, CoincheMultiplies, Deal, Match, MatchEnd, Melds, PointScoring, Ruleset, Scoring, TrumpScheme,
)

CLASSIC = Ruleset(
    id="classic",
    name="Belote (classic)",
    description="The French national game: take the turned card's suit or name another; 1000 points.",
)

COINCHE = Ruleset(
    id="coinche",
    name="La Coinche",
    description="Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.",
    deal=Deal(first_packets=(3, 2, 3), turn_card=False, second_packets=()),
    auction=AuctionRecipe(TrumpScheme.POINT_AUCTION),
    melds=Melds(declarations=False),
    scoring=Scoring(declarations_need_a_trick=False),
    match=Match(target_score=2000, match_end=MatchEnd.HIGHER_WINS_LAST_DEAL),
)

# The French federation's contrée, beside today's coinche: suits only, declarations (annonces) scored by the
# best team, and a coinche that doubles the whole score ("(160 + bid) x 2"); the rules book names these.
CONTREE_FFB = dataclasses.replace(
    COINCHE,
    id="contree_ffb",
    name="Contrée (FFB)",
    description="The French federation's contrée: suit contracts only, declarations, a coinche doubles the whole "
    "score; 2000 points.",
    auction=dataclasses.replace(COINCHE.auction, allow_no_trumps=False, allow_all_trumps=False),
    melds=Melds(declarations=True),
    scoring=dataclasses.replace(COINCHE.scoring, point=PointScoring(coinche_multiplies=CoincheMultiplies.WHOLE_SCORE)),
)
