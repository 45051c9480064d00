"""Bidding Belote (docs/rules/bidding_belote.md, Belote à l'annonce): its preset. It bids with the contract
auction (``engine/auctions/contract.py``) and declares with the French table, in no trumps only the carré of
aces (the ``NoTrumpsMelds.ACES_ONLY`` dial of the French table, engine/recipe.py).
"""

from __future__ import annotations

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
