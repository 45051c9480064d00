"""Tarabish (docs/rules/tarabish.md), Cape Breton's game: its preset and its runs, the meld table it registers.
Trumps are named in turn (``engine/auctions/name_in_turn.py``).
"""

from __future__ import annotations

import dataclasses

from ..cards import DeckKind
from ..declarations import MeldKind, MeldSharing, MeldTable, MeldTie
from ..recipe import register_meld_table
from ..options import BOOL, RuleOption, register_options
from ..rules import (
    AuctionRecipe, Deal, Direction, Duties, Match, MatchEnd, Melds, MeldTableKind, PointAuctionRecipe, Ruleset,
    Scoring, Table, TieRule, TrumpScheme,
)

TABLE_KEY = MeldTableKind.TARABISH

# Tarabish (seed 000; its meld table was lost, published rules): runs in the order A K Q J 10 9 8 7 6, a
# twenty (three cards) and a fifty (four or more); no four of a kind
TARABISH_RUNS = MeldTable(sequences=((3, MeldKind.TWENTY, 20), (4, MeldKind.FIFTY, 50)), carres=())


def _meld_tables(melds: Melds) -> tuple[MeldTable, MeldTable | None]:  # runs: twenty, fifty
    runs = dataclasses.replace(TARABISH_RUNS, reuse_cards=melds.meld_reuse_cards,
                               shorter_sequence_higher=melds.tarabish.twenty_over_fifty,
                               split_long_runs=7 if melds.tarabish.long_run_splits else 0)
    return runs, runs


register_meld_table(TABLE_KEY, _meld_tables)

# Tarabish (seed 000, docs/rules/tarabish.md): 36 cards clockwise, 3+3 and a kitty of 3 picked up after the trump
# is named in turn (the dealer forced); runs, only the best player's; bella; bate and half-bate; 500 points.
TARABISH = Ruleset(
    id="tarabish",
    name="Tarabish",
    description="Cape Breton's game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; "
    "500 points.",
    table=Table(deck=DeckKind.LONG_36, direction=Direction.CLOCKWISE),
    deal=Deal(first_packets=(3, 3), kitty_packets=(3,), turn_card=False, second_packets=()),
    auction=AuctionRecipe(
        TrumpScheme.NAME_IN_TURN, allow_no_trumps=False, allow_all_trumps=False, allow_double=False,
        allow_redouble=False, point=PointAuctionRecipe(allow_capot_bid=False),
    ),
    play=Duties(partner_exempts=False),  # beat a trump in the trick even over the partner's
    melds=Melds(meld_table=TABLE_KEY, meld_sharing=MeldSharing.BEST_PLAYER,
                meld_tie=MeldTie.TRUMP_THEN_CANCEL),
    scoring=Scoring(
        declarations_need_a_trick=False,
        capot_bonus=0,
        tie_rule=TieRule.OWN_POINTS,  # half-bate: the makers score nothing, the others their own
        failed_takers_keep_belote=False,  # bate: every point, the makers' bella too, to the other team
    ),
    match=Match(target_score=500, match_end=MatchEnd.HIGHER_WINS),
)

# -- the options of Tarabish's runs (engine/options.py) ---------------------------------------------------------


def _runs(rules: Ruleset) -> bool:
    return rules.declarations and rules.meld_table == MeldTableKind.TARABISH


register_options(
    RuleOption("twenty_over_fifty", BOOL, _runs),
    RuleOption("long_run_splits", BOOL, _runs),
)
