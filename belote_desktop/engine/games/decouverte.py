"""Belote Découverte (docs/rules/decouverte.md): its preset. Two players and every card on the table, dealt
by the deal plan's table packets; the turned-card auction; no declarations.
"""

from __future__ import annotations

from ..deal import TurnedFrom, TurnedKeeper
from ..options import Choice, RuleOption, register_options
from ..rules import Belote, Deal, Melds, Ruleset, Scoring, Table, TableTurnUp, TieRule

# Belote Découverte (seed 000): two players, no hand: each has two rows of four face-down cards with a
# face-up card on each; the last card dealt (the dealer's layout) proposes the trump and stays there; only
# face-up cards are played, an uncovered card turns up after the trick; 16 tricks, no declarations, no belote;
# the maker needs more than 81. Seed 000 gives no target: 1000, an option.
DECOUVERTE = Ruleset(
    id="decouverte",
    name="Belote Découverte",
    description="Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.",
    table=Table(players=2, partnerships=False),
    deal=Deal(
        first_packets=(),
        second_packets=(),
        table_down_packets=(4, 4),
        table_up_packets=(4, 4),
        turned_from=TurnedFrom.LAYOUT_LAST,
        turned_keeper=TurnedKeeper.OWNER,
        table_turn_up=TableTurnUp.AFTER_TRICK,
    ),
    melds=Melds(declarations=False),
    belote=Belote(belote_points=0),
    scoring=Scoring(
        declarations_need_a_trick=False,
        tie_rule=TieRule.TAKERS_FAIL,  # more than 81 of 162: more than the opponent
    ),
)

# -- the options of the cards on the table (engine/options.py) --------------------------------------------------


def _table(rules: Ruleset) -> bool:
    return bool(rules.table_down_packets)


register_options(RuleOption("table_turn_up", Choice(tuple(TableTurnUp)), _table))
