"""The French game: classic Belote, La Coinche and the federation's Contrée.

One family: the ``Ruleset`` defaults are the classic game itself, La Coinche is that game with the point
auction in place of the turned card (the same pack, table, duties and meld table), and the Contrée is a
``dataclasses.replace`` of La Coinche. They declare with the French table, the engine's default
(``declarations.FRENCH_MELDS``), so this module registers no meld table.
"""

from __future__ import annotations

import dataclasses

from ..options import BOOL, Choice, RuleOption, Spin, point_auction, register_options, turned_card
from ..rules import (
    AuctionRecipe, CoincheMultiplies, ContractFloor, Deal, FailedOutcome, Match, MatchEnd, Melds, PointContractScore,
    PointScoring, Ruleset, Scoring, TieRule, TrumpScheme,
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

# -- the options of the turned card's Belote and La Coinche's point auction (engine/options.py) ---------------


def _compared(rules: Ruleset) -> bool:
    """The makers' total is compared with the other team's (turned card, naming in turn): the scoring dial."""
    return rules.trump_scheme in (TrumpScheme.TURNED_CARD, TrumpScheme.NAME_IN_TURN)


def _all_trumps(rules: Ruleset) -> bool:
    return point_auction(rules) and rules.allow_all_trumps


def _bid_added(rules: Ruleset) -> bool:
    """A point auction whose made contract adds its bid (not Pilotta's own points, which have no doubling)."""
    return point_auction(rules) and rules.point_contract_score is PointContractScore.BID_ADDED


def _doubles(rules: Ruleset) -> bool:
    return point_auction(rules) and rules.allow_double


def _redoubles(rules: Ruleset) -> bool:
    return _doubles(rules) and rules.allow_redouble


register_options(
    RuleOption("belote_in_all_trumps", BOOL, _all_trumps),
    RuleOption("all_trumps_raise_every_suit", BOOL, _all_trumps),
    RuleOption("capot_bonus", Spin(0, 500, 10), turned_card),
    RuleOption("tie_rule", Choice(tuple(TieRule)), _compared),
    RuleOption("failed_outcome", Choice(tuple(FailedOutcome)), _compared),
    RuleOption("min_bid", Spin(10, 500, 10), point_auction),
    RuleOption("max_bid", Spin(10, 500, 10), point_auction),
    RuleOption("bid_step", Spin(5, 50, 5), point_auction),
    RuleOption("allow_no_trumps", BOOL, point_auction),
    RuleOption("allow_all_trumps", BOOL, point_auction),
    RuleOption("allow_capot_bid", BOOL, point_auction),
    RuleOption("contract_floor", Choice(tuple(ContractFloor)), point_auction),
    RuleOption("allow_double", BOOL, _bid_added),
    RuleOption("coinche_multiplies", Choice(tuple(CoincheMultiplies)), _doubles),
    RuleOption("allow_redouble", BOOL, _doubles),
    RuleOption("redouble_multiplier", Choice((4, 3)), _redoubles),
    RuleOption("failed_contract_base", Spin(0, 500, 10), _bid_added),
    RuleOption("failed_contract_adds_bid", BOOL, _bid_added),
    RuleOption("capot_bid_value", Spin(0, 1000, 10), point_auction),
    RuleOption("capot_bid_failed", Spin(0, 2000, 10), point_auction),
    RuleOption("uncalled_capot_points", Spin(0, 1000, 1), point_auction),
)
