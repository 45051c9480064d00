"""Bulgarian Belot (docs/rules/bulgarian.md) and its smaller tables, Belot for 3 and for 2 (docs/rules/belot_3p.md,
belot_2p.md, belot_2p_open.md): one family, as the three smaller presets are ``dataclasses.replace`` of the
four-player one, with the same auction, duties, declarations and scoring. They bid with the contract auction
(``engine/auctions/contract.py``) and declare with the French table (the engine's default), so this module
registers no meld table.
"""

from __future__ import annotations

import dataclasses

from ..cards import DeckKind
from ..options import BOOL, Choice, RuleOption, Spin, contract_auction, register_options, tenths
from ..rules import (
    AuctionRecipe, Belote, Deal, Duties, FailedShare, Hanging, Match, MatchEnd, MatchPoints, MatchPointsRecipe,
    MeldSharing, Melds, MeldTie, NoTrumpsMelds, Ruleset, Scoring, Table, TableTurnUp, Tenths, TieRule, TrumpScheme,
)

# Bulgarian Belot for four (seed 001): 3+2, the contract auction (contra, re-contra; calls may go on after a
# double; all trumps re-contra'd ends it), +3; declarations in the first trick, carrés and sequences ranked
# apart, equal opposing sequences cancelled, none in no trumps; no trumps counts double; the committed team
# failing gives everything away (belot too); equal: hanging points; tenths with both at the limit, valat 9
# match points; 151, never ending on a valat.
BULGARIAN = Ruleset(
    id="bulgarian",
    name="Bulgarian Belot",
    description="Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; "
    "declarations in the first trick; 151 match points.",
    deal=Deal(first_packets=(3, 2), turn_card=False, second_packets=(3,)),
    auction=AuctionRecipe(TrumpScheme.CONTRACT_AUCTION),
    play=Duties(partner_exempts_trump_lead=True),  # trumps led: raise unless the partner holds the trick (seed 001)
    melds=Melds(
        meld_sharing=MeldSharing.PER_KIND,  # carrés and sequences are ranked apart
        meld_tie=MeldTie.CANCEL,  # equal opposing sequences are void
        no_trumps_melds=NoTrumpsMelds.NONE,  # no declarations in no trumps, not even belot
        sequence_length_first=True,  # "between equally long sequences ... the higher ranked cards wins"
    ),
    belote=Belote(belote_may_stay_quiet=True),  # "declaring belot is not obligatory"
    scoring=Scoring(
        no_trick_melds_to_nobody=True,  # declarations count "only if they won at least one trick"
        capot_bonus=0,  # a valat is 9 match points instead
        tie_rule=TieRule.HANGING,
        failed_takers_keep_belote=False,  # "all points go to the opposing team"
        doubled_winner_takes_all=True,  # doubled: both teams committed
        no_trumps_multiplier=2,
        hanging=Hanging(
            hanging_includes_belote=True,
            doubled_tie_hangs_all=True,  # doubled, "both teams are considered committed": neither adds its points
        ),
    ),
    conversion=MatchPointsRecipe(MatchPoints.TENTHS, valat_match_points=9, tenths=Tenths(
        mp_both_at_limit=True,
        mp_tie_at_limit_up=True,  # the deal keeps its match points (16 in a suit, 26 in all trumps)
    )),
    match=Match(target_score=151, match_end=MatchEnd.HIGHER_WINS, no_end_on_valat=True),
)

# Belot for 3 and for 2 (seed 001): Bulgarian Belot's smaller tables, each player alone, with the same auction,
# duties, declarations and scoring. For 3: 24 cards (9 to ace), 3+2, +3; a failed taker's points shared by the
# two others (seed silent: option). For 2: 24 cards, 3+3, +3, six cards never dealt nor seen. For 2 with open
# cards: 32 cards, 3+2 in hand, four face-down cards each covered by a face-up one, +3 after the auction;
# face-up cards playable, an uncovered card turns up at once, declarations and belot count the table cards.
BELOT_3P = dataclasses.replace(
    BULGARIAN,
    id="belot_3p",
    name="Belot for 3 players",
    description="Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.",
    table=Table(deck=DeckKind.SHORT_24, players=3, partnerships=False),
    scoring=dataclasses.replace(BULGARIAN.scoring, failed_share=FailedShare.SPLIT),
)
BELOT_2P = dataclasses.replace(
    BULGARIAN,
    id="belot_2p",
    name="Belot for 2 players",
    description="Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.",
    table=Table(deck=DeckKind.SHORT_24, players=2, partnerships=False),
    deal=dataclasses.replace(BULGARIAN.deal, first_packets=(3, 3), unused_cards=6),
)
BELOT_2P_OPEN = dataclasses.replace(
    BULGARIAN,
    id="belot_2p_open",
    name="Belot for 2 players with open cards",
    description="Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on "
    "face-down; 151 match points.",
    table=Table(players=2, partnerships=False),
    deal=dataclasses.replace(BULGARIAN.deal, table_down_packets=(4,), table_up_packets=(4,),
                             table_turn_up=TableTurnUp.AT_ONCE),
    melds=dataclasses.replace(BULGARIAN.melds, declare_table_cards=True),
)

# -- the options of Bulgarian Belot's readings and of the tables of players alone (engine/options.py) ---------


def _belote(rules: Ruleset) -> bool:
    return contract_auction(rules) and rules.belote_points > 0


def _hanging_belote(rules: Ruleset) -> bool:
    return contract_auction(rules) and rules.tie_rule is TieRule.HANGING and not rules.tie_hanging_points


def _doubled_hanging(rules: Ruleset) -> bool:
    return contract_auction(rules) and rules.allow_double and rules.tie_rule is TieRule.HANGING


def _tenths_hanging(rules: Ruleset) -> bool:
    return tenths(rules) and rules.tie_rule is TieRule.HANGING


def _hanging(rules: Ruleset) -> bool:
    return rules.tie_rule is TieRule.HANGING and rules.trump_scheme is not TrumpScheme.POINT_AUCTION


def _three_sides(rules: Ruleset) -> bool:
    return rules.team_count >= 3


def _table_melds(rules: Ruleset) -> bool:
    return rules.declarations and bool(rules.table_up_packets)


register_options(
    RuleOption("belote_only_lead_ruff_or_partner", BOOL, _belote),
    RuleOption("hanging_includes_belote", BOOL, _hanging_belote),
    RuleOption("no_end_on_valat", BOOL, contract_auction),
    RuleOption("mp_tie_at_limit_up", BOOL, _tenths_hanging),
    RuleOption("doubled_tie_hangs_all", BOOL, _doubled_hanging),
    RuleOption("hanging_waits_for_a_win", BOOL, _hanging),
    RuleOption("belote_may_stay_quiet", BOOL, _belote),
    RuleOption("dealer_must_call", BOOL, contract_auction),
    RuleOption("kirtik_points", Spin(0, 50, 5), tenths),
    RuleOption("failed_share", Choice(tuple(FailedShare)), _three_sides),
    RuleOption("declare_table_cards", BOOL, _table_melds),
)
