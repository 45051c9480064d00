"""Pilotta, the game of Cyprus: its preset. It declares with the French table (the engine's default) and bids
with the point auction (``engine/auctions/point.py``); its game points are the ``MatchPoints.DROP_LAST_DIGIT``
converter of engine/scoring.py.
"""

from __future__ import annotations

from ..options import BOOL, Choice, RuleOption, auction_of_calls, point_auction, register_options, with_melds
from ..rules import (
    AuctionRecipe, Belote, ContractFloor, Deal, Duties, FirstLead, Match, MatchEnd, MatchPoints, MatchPointsRecipe,
    Melds, PointAuctionRecipe, PointContractScore, PointScoring, Ruleset, Scoring, TrumpScheme,
)

# Pilotta (Cyprus; seed 000): bid 80 up by tens naming a suit, a pass is final, the first bidder leads, no
# partner exemption from trumping, declarations to the best team only, made -> each its own points, failed ->
# the defenders take all, game points = points without the last digit, 162 to win.
PILOTTA = Ruleset(
    id="pilotta",
    name="Pilotta",
    description="The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points "
    "are the points without their last digit; 162 to win.",
    deal=Deal(first_packets=(3, 2, 3), turn_card=False, second_packets=()),
    auction=AuctionRecipe(
        TrumpScheme.POINT_AUCTION, allow_no_trumps=False, allow_all_trumps=False, allow_double=False,
        allow_redouble=False, pass_is_final=True, first_lead=FirstLead.FIRST_BIDDER,
        point=PointAuctionRecipe(allow_capot_bid=False),
    ),
    play=Duties(partner_exempts=False),
    melds=Melds(melds_shown_at_second_trick=True),
    belote=Belote(belote_counts_for_contract=False),
    scoring=Scoring(failed_takers_keep_belote=False, point=PointScoring(
        melds_count_for_contract=False, contract_floor=ContractFloor.BID,
        point_contract_score=PointContractScore.OWN_POINTS, uncalled_capot_points=250,
    )),
    conversion=MatchPointsRecipe(MatchPoints.DROP_LAST_DIGIT),
    match=Match(target_score=162, match_end=MatchEnd.HIGHER_WINS),
)

# -- the options of Pilotta's own dials (engine/options.py) ----------------------------------------------------


def _melds_in_auction(rules: Ruleset) -> bool:
    return point_auction(rules) and rules.declarations


def _game_points(rules: Ruleset) -> bool:
    return rules.match_points is MatchPoints.DROP_LAST_DIGIT


register_options(
    RuleOption("belote_counts_for_contract", BOOL, point_auction),
    RuleOption("pass_is_final", BOOL, auction_of_calls),
    RuleOption("first_lead", Choice(tuple(FirstLead)), point_auction),
    RuleOption("melds_count_for_contract", BOOL, _melds_in_auction),
    RuleOption("melds_shown_at_second_trick", BOOL, with_melds),
    RuleOption("fifteen_rule", BOOL, _game_points),
)
