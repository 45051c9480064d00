"""Baloot (docs/rules/baloot.md): its preset and its projects, the meld table it registers.

Seed 000 with the published Saudi rules where it is silent. The auction (Sun, Hokum, Ashkal and the doubling
ladder) is its trump scheme's, ``engine/auctions/sun_hokum.py``; the round points are the ``MatchPoints.BALOOT``
converter of engine/scoring.py.
"""

from __future__ import annotations

import dataclasses

from ..cards import Rank
from ..declarations import MeldKind, MeldTable
from ..recipe import register_meld_table
from ..options import BOOL, RuleOption, Spin, register_options
from ..rules import (
    AuctionRecipe, Belote, Duties, FirstLead, Match, MatchEnd, MatchPoints, MatchPointsRecipe, Melds, MeldTableKind,
    Ruleset, Scoring, TieRule, TrumpScheme,
)

TABLE_KEY = MeldTableKind.BALOOT

# Baloot's projects, in raw points that its round points divide by ten (Sun doubles them): sira
# 20 (Sun 4, Hokum 2), fifty 50 (10 / 5), hundred 100 (20 / 10: a five-card run, four 10s, jacks, queens,
# kings, or aces in Hokum), four hundred = four aces in Sun 200 (40). At most two per player.
BALOOT_HOKUM_MELDS = MeldTable(
    sequences=((3, MeldKind.TIERCE, 20), (4, MeldKind.QUARTE, 50), (5, MeldKind.QUINTE, 100)),
    carres=((Rank.TEN, 100), (Rank.JACK, 100), (Rank.QUEEN, 100), (Rank.KING, 100), (Rank.ACE, 100)),
    max_per_player=2,
    runs_over_equal_carres=True,  # seed 000's project table: the five-card run above four of a kind
)
BALOOT_SUN_MELDS = MeldTable(
    sequences=BALOOT_HOKUM_MELDS.sequences,
    carres=((Rank.TEN, 100), (Rank.JACK, 100), (Rank.QUEEN, 100), (Rank.KING, 100), (Rank.ACE, 200)),
    max_per_player=2,
    runs_over_equal_carres=True,
)


def _meld_tables(melds: Melds) -> tuple[MeldTable, MeldTable | None]:  # Hokum's projects, Sun's projects
    runs_first = melds.baloot.run_over_four_of_a_kind
    return (dataclasses.replace(BALOOT_HOKUM_MELDS, reuse_cards=melds.meld_reuse_cards, runs_over_equal_carres=runs_first),
            dataclasses.replace(BALOOT_SUN_MELDS, reuse_cards=melds.meld_reuse_cards, runs_over_equal_carres=runs_first))


register_meld_table(TABLE_KEY, _meld_tables)

BALOOT = Ruleset(
    id="baloot",
    name="Baloot",
    description="The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to "
    "Gahwa, projects; 152 round points.",
    auction=AuctionRecipe(TrumpScheme.SUN_HOKUM, first_lead=FirstLead.TAKER, allow_redouble=True),
    play=Duties(locked_lead_when_doubled=True),
    melds=Melds(meld_table=TABLE_KEY),
    belote=Belote(belote_points=20, belote_void_in_meld=True, belote_in_all_trumps=False),  # 20: 2 round points
    scoring=Scoring(declarations_need_a_trick=False, tie_rule=TieRule.TAKERS_FAIL),  # the bidders need more than half
    conversion=MatchPointsRecipe(MatchPoints.BALOOT),
    match=Match(target_score=152, match_end=MatchEnd.HIGHER_WINS),
)

# -- the options of Baloot (engine/options.py) ------------------------------------------------------------------


def _baloot(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.SUN_HOKUM


def _projects(rules: Ruleset) -> bool:
    return rules.declarations and rules.meld_table == MeldTableKind.BALOOT


register_options(
    RuleOption("run_over_four_of_a_kind", BOOL, _projects),
    RuleOption("kaboot_sun", Spin(0, 200, 1), _baloot),
    RuleOption("kaboot_hokum", Spin(0, 200, 1), _baloot),
    RuleOption("kaboot_ace_doubles", BOOL, _baloot),
    RuleOption("must_trump_only_if_opponent_trumped", BOOL, _baloot),
    RuleOption("locked_lead_at_triple", BOOL, _baloot),
)
