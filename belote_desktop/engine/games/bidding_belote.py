"""Bidding Belote (docs/rules/bidding_belote.md, Belote à l'annonce): its preset. It bids with the contract
auction (``engine/auctions/contract.py``) and declares with the French table, in no trumps only the carré of
aces (the ``NoTrumpsMelds.ACES_ONLY`` dial of the French table, engine/recipe.py).
"""

from __future__ import annotations

from ..options import BOOL, Choice, RuleOption, Spin, contract_auction, register_options, tenths
from ..rules import (
    AuctionRecipe, ContractAuctionRecipe, Deal, Duties, Hanging, Match, MatchEnd, MatchPoints, MatchPointsRecipe,
    MeldSharing, Melds, NoTrumpsMelds, Ruleset, Scoring, TieRule, TrumpScheme,
)

# Bidding Belote (seed 000): no turned card, 3+2 then 3 after the contract auction (clubs < diamonds < hearts
# < spades < no trumps < all trumps, double, redouble, Match); both teams score all their declarations, in no
# trumps only the carré of aces (200); lighter play duties; a tie holds 85 points over for the next deal's
# winner; doubled: only the higher team scores; match points by tenths; 151.
BIDDING_BELOTE = Ruleset(
    id="bidding_belote",
    name="Bidding Belote",
    description="Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the "
    "match; both teams score their declarations; 151 match points.",
    deal=Deal(first_packets=(3, 2), turn_card=False, second_packets=(3,)),
    auction=AuctionRecipe(TrumpScheme.CONTRACT_AUCTION, contract=ContractAuctionRecipe(allow_match_call=True)),
    play=Duties(
        must_overtrump=False,  # a plain suit led: trump when void, but no duty to beat a trump
        partner_exempts_trump_lead=True,  # trumps led: raise unless the partner holds the trick
    ),
    melds=Melds(meld_sharing=MeldSharing.BOTH_TEAMS, no_trumps_melds=NoTrumpsMelds.ACES_ONLY),
    scoring=Scoring(
        capot_bonus=0,  # all tricks: 9 match points instead
        tie_rule=TieRule.HANGING,
        failed_takers_keep_belote=False,  # the defenders take both teams' totals
        doubled_winner_takes_all=False,  # "only the team scoring the higher number of points ... is entitled to score"
        hanging=Hanging(
            tie_hanging_points=85,
            tie_defenders_take_all=True,  # "the opponents ... score all points earned during the hand"
        ),
    ),
    conversion=MatchPointsRecipe(MatchPoints.TENTHS, valat_match_points=9),
    match=Match(target_score=151, match_end=MatchEnd.HIGHER_WINS),
)

# -- the options of its duty to overtrump, the contract auction's scoring and match points (engine/options.py) ----


def _no_trumps(rules: Ruleset) -> bool:
    return contract_auction(rules) and rules.allow_no_trumps


def _no_trumps_melds(rules: Ruleset) -> bool:
    return _no_trumps(rules) and rules.declarations


def _melds(rules: Ruleset) -> bool:
    return contract_auction(rules) and rules.declarations


register_options(
    RuleOption("must_overtrump", BOOL),  # every game's, Bidding Belote's own reading off
    RuleOption("tie_hanging_points", Spin(0, 500, 5), contract_auction),
    RuleOption("doubled_winner_takes_all", BOOL, contract_auction),
    RuleOption("no_trumps_multiplier", Spin(1, 4, 1), _no_trumps),
    RuleOption("no_trumps_melds", Choice(tuple(NoTrumpsMelds)), _no_trumps_melds),
    RuleOption("mp_limit_suit", Spin(0, 9, 1), tenths),
    RuleOption("mp_limit_no_trumps", Spin(0, 9, 1), tenths),
    RuleOption("mp_limit_all_trumps", Spin(0, 9, 1), tenths),
    RuleOption("mp_both_at_limit", BOOL, tenths),
    RuleOption("valat_match_points", Spin(0, 100, 1), tenths),
    RuleOption("contract_bids_after_double", BOOL, contract_auction),
    RuleOption("allow_match_call", BOOL, contract_auction),
    RuleOption("meld_reuse_cards", BOOL, _melds),
)
