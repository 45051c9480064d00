"""Clabber (docs/rules/clabber.md), the American jass: its preset and its meld table (the mule and runs),
registered here. It bids with the turned card (``engine/auctions/turned_card.py``), the trump held.
"""

from __future__ import annotations

import dataclasses

from ..cards import DeckKind, Rank
from ..deal import TurnedFrom, TurnedKeeper
from ..declarations import MeldKind, MeldTable, MeldTie
from ..recipe import register_meld_table
from ..options import BOOL, RuleOption, register_options, turned_card
from ..rules import (
    AuctionRecipe, Deal, Direction, Duties, FailedOutcome, Match, MatchEnd, Melds, MeldTableKind, Ruleset, Scoring,
    Table, TieRule, TurnedCardRecipe,
)

TABLE_KEY = MeldTableKind.CLABBER

# Clabber (seed 000): runs of three ("dad") 20, four ("fifty") 50, five or more ("hundred") 100; the mule
# (four jacks) 200 above every four of a kind at 100: nines, aces, tens, kings, queens in that order
CLABBER_MELDS = MeldTable(
    sequences=((3, MeldKind.TIERCE, 20), (4, MeldKind.QUARTE, 50), (5, MeldKind.QUINTE, 100)),
    carres=((Rank.QUEEN, 100), (Rank.KING, 100), (Rank.TEN, 100), (Rank.ACE, 100), (Rank.NINE, 100),
            (Rank.JACK, 200)),
)


def _meld_tables(melds: Melds) -> tuple[MeldTable, MeldTable | None]:  # the mule, four of a kind 100, runs
    table = dataclasses.replace(CLABBER_MELDS, reuse_cards=melds.meld_reuse_cards)
    return table, table


register_meld_table(TABLE_KEY, _meld_tables)

# Clabber (seed 000): 24 cards dealt one at a time clockwise, the dealer's last card turned
CLABBER = Ruleset(
    id="clabber",
    name="Clabber",
    description="The American jass: 24 cards dealt one at a time clockwise, the dealer's last card turned; "
    "\"I play\" or name a suit you hold; the mule and runs; 500 points.",
    table=Table(deck=DeckKind.SHORT_24, direction=Direction.CLOCKWISE),
    deal=Deal(
        first_packets=(1,) * 6,
        turned_from=TurnedFrom.DEALER_LAST,
        turned_keeper=TurnedKeeper.OWNER,
        second_packets=(),
        shuffle_every_deal=True,  # "the cards are shuffled by the dealer" (and after a throw-in)
        same_dealer_redeals=True,
    ),
    auction=AuctionRecipe(turned_card=TurnedCardRecipe(trump_must_be_held=True)),
    play=Duties(partner_exempts=False),  # void: trump and overtrump even over the partner
    melds=Melds(meld_table=TABLE_KEY, meld_tie=MeldTie.TRUMP_THEN_CANCEL),
    scoring=Scoring(
        declarations_need_a_trick=False,
        capot_bonus=0,
        tie_rule=TieRule.TAKERS_FAIL,  # a tie is a set too
        failed_outcome=FailedOutcome.OWN_POINTS,  # "set": the makers score nothing, the others their own
        failed_takers_keep_belote=False,  # a set side scores nothing, its bell included
    ),
    match=Match(target_score=500, match_end=MatchEnd.HIGHER_WINS),
)

# -- the options of Clabber's shuffle and auction (engine/options.py) ---------------------------------------------


def _dealer_turns_his_own(rules: Ruleset) -> bool:
    """The turned card is the dealer's own (its dials: a held suit only, the same dealer)."""
    return turned_card(rules) and rules.deal_plan.turned_from is TurnedFrom.DEALER_LAST


register_options(
    RuleOption("shuffle_every_deal", BOOL),  # every game's, Clabber's own reading on
    RuleOption("trump_must_be_held", BOOL, _dealer_turns_his_own),
    RuleOption("same_dealer_redeals", BOOL, _dealer_turns_his_own),
)
