"""Rulesets: one frozen dataclass of dials for the whole Belote family, and the preset registry.

A custom game is a preset with options changed:

>>> import dataclasses
>>> custom = dataclasses.replace(find_variant("classic"), target_score=1001)
>>> matching_preset(custom) is None
True
>>> matching_preset(find_variant("coinche")).id
'coinche'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .actions import Strain
from .cards import DeckKind, Rank
from .deal import DealPlan, TurnedFrom, TurnedKeeper
from .declarations import (
    BALOOT_HOKUM_MELDS, BALOOT_SUN_MELDS, CLABBER_MELDS, FRENCH_MELDS, TARABISH_RUNS, BeloteRule, MeldRules,
    MeldTable,
)
from .declarations import MeldSharing as MeldSharing  # re-exported: part of the recipe
from .declarations import MeldTie as MeldTie
from .seating import Seating

if TYPE_CHECKING:
    from .duties import DutyTable


class Direction(Enum):
    """Where the turn goes next. Seats are numbered in play order, so this only places them."""

    COUNTER_CLOCKWISE = "ccw"  # the next player sits at the right
    CLOCKWISE = "cw"


class TrumpScheme(Enum):
    """How the trump (or contract) of a deal is chosen."""

    TURNED_CARD = "turned_card"  # classic: take the turned suit, then name another, two rounds
    POINT_AUCTION = "point_auction"  # coinche: 80..160 + capot, suit / no trumps / all trumps
    CONTRACT_AUCTION = "contract_auction"  # Bidding Belote, Bulgarian Belot: suits < NT < AT
    SUN_HOKUM = "sun_hokum"  # Baloot
    NAME_IN_TURN = "name_in_turn"  # Tarabish: name a suit, dealer forced


IMPLEMENTED_SCHEMES = frozenset({TrumpScheme.TURNED_CARD, TrumpScheme.POINT_AUCTION,
                                 TrumpScheme.SUN_HOKUM})  # SUN_HOKUM: Baloot (issue 17)
IMPLEMENTED_SCHEMES |= {TrumpScheme.NAME_IN_TURN}  # Tarabish (engine/auctions/name_in_turn.py)
IMPLEMENTED_SCHEMES |= {TrumpScheme.CONTRACT_AUCTION}  # Bidding Belote, Bulgarian (engine/auctions/contract.py)


class TieRule(Enum):
    """What happens when the takers score exactly as many points as the defenders."""

    TAKERS_MAKE = "takers_make"  # classic (seed 000): equal is enough
    TAKERS_FAIL = "takers_fail"  # the takers must score more (seed 004)
    HANGING = "hanging"  # "litige": defenders score, takers' points go to the next deal's winner
    OWN_POINTS = "own_points"  # the contract fails as with FailedOutcome.OWN_POINTS (Tarabish's half-bate)


class FailedOutcome(Enum):
    """What a failed contract gives (the turned-card and naming schemes; tie_rule may send a tie to either)."""

    ALL_POINTS = "all_points"  # dedans / bate: the other team scores every point of the deal
    OWN_POINTS = "own_points"  # set / half-bate: the makers score nothing, the other team keeps its own


class MatchEnd(Enum):
    """Who wins when both teams pass the target on the same deal."""

    DRAW = "draw"  # classic (seed 000)
    HIGHER_WINS = "higher_wins"  # equal scores: a draw
    HIGHER_WINS_LAST_DEAL = "higher_wins_last_deal"  # coinche: equal scores: last deal's winner


# -- scoring options players argue about (h13-scoring); each default is the seeds' reading --------


class CoincheMultiplies(Enum):
    """What a coinche (x2) or surcoinche multiplies."""

    BID = "bid"  # only the bid's part of the score (points won in play are never multiplied)
    WHOLE_SCORE = "whole_score"  # the winners' points and the bid together


class ContractFloor(Enum):
    """The least a bid below half the deal needs (an 80 bid out of 162)."""

    MORE_THAN_HALF = "more_than_half"  # 82
    HALF = "half"  # 81
    BID = "bid"  # 80: the bid alone


class TargetRule(Enum):
    """Whether a score equal to the target ends the match."""

    REACH = "reach"  # 1000 is enough
    PASS = "pass"  # more than 1000 is needed


class TableTurnUp(Enum):
    """When a face-down table card whose covering card was played turns face up (and becomes playable)."""

    AT_ONCE = "at_once"  # as soon as the covering card is played (2-player Belot with open cards)
    AFTER_TRICK = "after_trick"  # once the trick is over (Belote Découverte, seed 000)


class NoTrumpsMelds(Enum):
    """Which declarations count in a no-trumps contract."""

    SAME = "same"  # the same table as in the other contracts
    NONE = "none"  # none (Bulgarian Belot)
    ACES_ONLY = "aces_only"  # only the carré of aces, worth 200 (Bidding Belote, seed 000)


ACES_ONLY_MELDS = MeldTable(sequences=(), carres=((Rank.ACE, 200),))
"""Bidding Belote's no-trumps table: the carré of aces alone, 200."""


class FailedShare(Enum):
    """Three or more sides (Belot for 3, g-belot-small): what the others score when the taker fails an
    undoubled contract. Seed 001 says only "all points go to the opposing team"."""

    OWN = "own"  # each keeps his own points; the taker's are lost
    SPLIT = "split"  # each keeps his own, and the taker's points are shared equally among them


class MatchPoints(Enum):
    """How deal points become match points (the last step of the scoring pipeline)."""

    IDENTITY = "identity"  # classic and coinche: the points are the score
    BALOOT = "baloot"  # Sun: rounded to tens, x2, /10; Hokum: /10, a half rounded down; then the ladder
    DROP_LAST_DIGIT = "drop_last_digit"  # Pilotta: 157 -> 15 game points (``fifteen_rule`` below)
    # Bidding Belote, Bulgarian Belot: divided by ten, a remainder above the strain's limit rounds up
    # (``mp_limit_*``: 6 suit / 5 no trumps / 4 all trumps), the rest down (seeds 000, 001)
    TENTHS = "tenths"


class MeldTableKind(Enum):
    """Which declaration table a game uses (engine/declarations.py)."""

    FRENCH = "french"  # tierce, quarte, quinte, carrés of J 9 A 10 K Q
    TARABISH = "tarabish"  # runs: twenty (3), fifty (4 or more); no four of a kind
    BALOOT = "baloot"  # projects: sira, fifty, hundred, four hundred; one table for Hokum, one for Sun
    CLABBER = "clabber"  # runs 20/50/100; the mule (four jacks) 200, four 9/A/10/K/Q 100


# -- Pilotta's dials (g-pilotta, issue 14) --------------------------------------------------------


class FirstLead(Enum):
    """Who leads to the first trick after a point auction."""

    AFTER_DEALER = "after_dealer"  # the player after the dealer (coinche)
    FIRST_BIDDER = "first_bidder"  # the first player who made a bid (Pilotta, seed 000)
    TAKER = "taker"  # the high bidder (Baloot, seed 000)


class PointContractScore(Enum):
    """What a point-auction contract scores."""

    BID_ADDED = "bid_added"  # coinche: a made contract adds its bid; a failed one costs a base + the bid
    OWN_POINTS = "own_points"  # Pilotta: made -> each team its own points; failed -> the defenders take all


@dataclass(frozen=True)
class Ruleset:
    """Every dial of a Belote-family game. Fields not used by a scheme are ignored by it."""

    id: str
    name: str
    description: str = ""
    # table
    deck: DeckKind = DeckKind.PIQUET_32
    players: int = 4
    partnerships: bool = True
    direction: Direction = Direction.COUNTER_CLOCKWISE
    # deal: packets before the bidding, whether a card is turned, packets after it
    first_packets: tuple[int, ...] = (3, 2)
    turn_card: bool = True
    second_packets: tuple[int, ...] = (3,)  # the taker of the turned card gets one card fewer
    shuffle_every_deal: bool = False  # otherwise gathered and cut, as the rules say
    # deal plan (issue 13, engine/deal.py): the rest of the deal's shape; the defaults deal as before
    turned_from: TurnedFrom = TurnedFrom.STOCK  # with turn_card: the pack's next card / dealer's last / layout's last
    turned_keeper: TurnedKeeper = TurnedKeeper.TAKER  # who keeps the turned card: the taker / where it was dealt
    kitty_packets: tuple[int, ...] = ()  # face down to each player's kitty after the first packets
    table_down_packets: tuple[int, ...] = ()  # then face down on the table in front of each player
    table_up_packets: tuple[int, ...] = ()  # then face up, each on a face-down table card
    unused_cards: int = 0  # never dealt, unseen
    first_receiver: int = 1  # seats after the dealer of the first receiver; the deal goes on in play order
    # cards on the table (issue 15): a player plays his hand and his face-up table cards; a face-down card
    # turns up when the card on it has been played, at once or after the trick
    table_turn_up: TableTurnUp = TableTurnUp.AT_ONCE
    # trump choice
    trump_scheme: TrumpScheme = TrumpScheme.TURNED_CARD
    trump_must_be_held: bool = False  # Clabber: "I play" / a named suit only with a card of it in hand
    same_dealer_redeals: bool = False  # Clabber: after a thrown-in deal the same dealer deals again
    min_bid: int = 80
    max_bid: int = 160
    bid_step: int = 10
    allow_no_trumps: bool = True
    allow_all_trumps: bool = True
    allow_capot_bid: bool = True
    allow_double: bool = True  # coinche / contre
    allow_redouble: bool = True  # surcoinche
    pass_is_final: bool = False  # Pilotta: a player who passed speaks no more (the auction skips him)
    first_lead: FirstLead = FirstLead.AFTER_DEALER  # Pilotta: the first bidder leads
    # contract auction (engine/auctions/contract.py; allow_double/allow_redouble/allow_no_trumps/allow_all_trumps too)
    contract_bids_after_double: bool = True  # a higher call may follow a double or redouble (and cancels it)
    allow_match_call: bool = False  # "Match": the doublers answer a redouble by staking the whole game on the deal
    # play duties
    must_trump: bool = True  # void in the led suit: trump if you can
    must_overtrump: bool = True  # a trump is in the trick: beat it if you can
    partner_exempts: bool = True  # partner holds the trick: no duty to trump or overtrump
    partner_exempts_trump_lead: bool = False  # trumps led and partner holds the trick: no duty to raise
    must_raise_in_trump_lead: bool = True  # trumps led: play higher if you can
    all_trumps_raise_every_suit: bool = True  # all trumps: in every led suit play higher if you can
    # play duties of the wider family (issue 13; the defaults keep classic and coinche as they were).
    # Compiled with the six above into ``duties`` (engine/duties.py), which every layer reads.
    must_undertrump: bool = True  # overtrump duty, no higher trump: still trump (False: any card)
    must_trump_only_if_opponent_trumped: bool = False  # void: trump only over an opponent's trump
    locked_lead_when_doubled: bool = False  # doubled trump contract: no trump lead unless only trumps
    locked_lead_at_triple: bool = False  # Baloot option: the lock also at x3 (seed 000: "double or quadruple")
    # declarations and king+queen
    declarations: bool = True
    meld_sharing: MeldSharing = MeldSharing.BEST_TEAM_ONLY
    meld_tie: MeldTie = MeldTie.EARLIEST  # equal best declarations of opposing sides
    meld_reuse_cards: bool = False  # option: a card may count in two declarations
    meld_table: MeldTableKind = MeldTableKind.FRENCH
    belote_void_in_meld: bool = False  # Baloot: no baloot when its king or queen is in a scored project
    twenty_over_fifty: bool = False  # Tarabish option: seed 000's "a twenty is higher than a fifty"
    long_run_splits: bool = False  # Tarabish option: a run of 7+ counts as two (7: fifty + twenty, 8-9: two fifties)
    sequence_length_first: bool = False  # Bulgarian (seed 001): of equally valued sequences the longer wins
    belote_points: int = 20
    belote_king_first: bool = False  # option: belote scores only if the king comes first
    belote_in_all_trumps: bool = True  # all trumps: a king+queen of any suit counts
    belote_counts_for_contract: bool = True  # coinche: belote helps reach the bid
    belote_only_lead_ruff_or_partner: bool = False  # option (Bulgarian): the first of K/Q scores only when leading,
    # trumping another suit or following the partner's lead
    # scoring
    last_trick_bonus: int = 10
    capot_bonus: int = 90  # classic: 152 + 10 + 90 = 252
    tie_rule: TieRule = TieRule.TAKERS_MAKE
    failed_outcome: FailedOutcome = FailedOutcome.ALL_POINTS  # scoring dial: what failing (not tying) gives
    failed_contract_base: int = 160  # coinche: defenders get this + the bid
    capot_bid_value: int = 250
    capot_bid_failed: int = 500
    uncalled_capot_points: int = 250  # coinche: a capot that was not bid counts this many card points
    # scoring options players argue about (h13-scoring; engine/scoring.py reads them)
    failed_contract_adds_bid: bool = True  # coinche failed contract: the defenders get the base + the bid
    redouble_multiplier: int = 4  # surcoinche x4 (some tables: x3)
    coinche_multiplies: CoincheMultiplies = CoincheMultiplies.BID
    contract_floor: ContractFloor = ContractFloor.MORE_THAN_HALF
    failed_takers_keep_belote: bool = True  # otherwise a failed takers' belote goes to the defenders
    declarations_need_a_trick: bool = True  # a team that takes no trick loses its declarations (seeds 002/003)
    no_trick_melds_to_nobody: bool = False  # ... and they go to nobody, not to the team taking all (seed 001)
    target_rule: TargetRule = TargetRule.REACH
    match_points: MatchPoints = MatchPoints.IDENTITY
    # Baloot (issue 17): all tricks in round points (replacing the cards), doubled with an ace turned
    kaboot_sun: int = 44
    kaboot_hokum: int = 44  # published Saudi rules: 25
    kaboot_ace_doubles: bool = True  # seed 000: 88 when the turned card is an ace
    # Pilotta (g-pilotta): a contract's outcome without a bid bonus, what counts toward the bid, the 15/16 rule
    point_contract_score: PointContractScore = PointContractScore.BID_ADDED
    melds_count_for_contract: bool = True  # the takers' declarations help reach the bid
    fifteen_rule: bool = True  # DROP_LAST_DIGIT: both teams at 15 -> the higher units digit makes 16
    melds_shown_at_second_trick: bool = False  # others hear a declaration's kind in trick 1, see its cards after
    # match points by tenths (MatchPoints.TENTHS; g-bidding-belote): the converter in engine/scoring.py
    mp_limit_suit: int = 6  # the remainder above which a suit contract's points round up (162 in all)
    mp_limit_no_trumps: int = 5  # no trumps (130, or 260 doubled)
    mp_limit_all_trumps: int = 4  # all trumps (258)
    mp_both_at_limit: bool = False  # Bulgarian: both teams at the limit: the lower rounds up, the higher down
    valat_match_points: int = 0  # the team that took every trick adds this many match points (never multiplied)
    tie_hanging_points: int = 0  # a hanging tie holds over this many points (0: the takers' own; Bidding Belote 85)
    # contract auction scoring (Bidding Belote, Bulgarian Belot; engine/scoring.py _score_doubled)
    no_trumps_melds: NoTrumpsMelds = NoTrumpsMelds.SAME
    no_trumps_multiplier: int = 1  # a no-trumps contract's points count this many times (Bulgarian: 2)
    doubled_winner_takes_all: bool = True  # doubled: the higher team takes both totals (False: only its own)
    # Bulgarian Belot (seed 001; g-contract)
    hanging_includes_belote: bool = False  # a hanging tie holds the takers' belote over too (else they keep it)
    tie_defenders_take_all: bool = False  # a hanging tie gives the defenders both totals (Bidding Belote, seed 000)
    hanging_waits_for_a_win: bool = True  # points held over skip a deal that ties again (nobody won it)
    doubled_tie_hangs_all: bool = False  # doubled, equal totals: both teams committed, every point hangs (seed 001)
    mp_tie_at_limit_up: bool = False  # equal totals at the rounding limit: the defenders' half rounds up
    belote_may_stay_quiet: bool = False  # a side that loses the deal keeps its belot quiet: it scores for nobody
    dealer_must_call: bool = False  # contract auction: the others passed, the dealer must call unless his five
    # cards are worth 7 points or less (then his pass cancels the deal; seed 001, "a rarity")
    kirtik_points: int = 0  # option "kirtik": a committed team that fails, or a team left without a trick, loses this
    no_end_on_valat: bool = False  # the match cannot end on a deal won by a valat: one more deal is played
    # Belot for 3 and for 2 (g-belot-small, issue 15; seed 001)
    failed_share: FailedShare = FailedShare.OWN  # three or more sides: a failed taker's points (see FailedShare)
    declare_table_cards: bool = False  # declarations and belot count the face-up table cards (and the belot
    # the face-down ones, which turn up before they are played): Belot for 2 with open cards
    # end of match
    target_score: int = 1000
    match_end: MatchEnd = MatchEnd.DRAW

    def __post_init__(self) -> None:
        self.validate()
        # the rules of a kind compiled once, as the data every layer reads
        table = dataclasses.replace(FRENCH_MELDS, reuse_cards=self.meld_reuse_cards,
                                    longer_sequence_higher=self.sequence_length_first)
        no_trumps = {NoTrumpsMelds.SAME: table, NoTrumpsMelds.NONE: None,
                     NoTrumpsMelds.ACES_ONLY: ACES_ONLY_MELDS}[self.no_trumps_melds]
        if self.meld_table is MeldTableKind.BALOOT:  # Hokum's projects, Sun's projects
            table = dataclasses.replace(BALOOT_HOKUM_MELDS, reuse_cards=self.meld_reuse_cards)
            no_trumps = dataclasses.replace(BALOOT_SUN_MELDS, reuse_cards=self.meld_reuse_cards)
        elif self.meld_table is MeldTableKind.TARABISH:  # runs: twenty, fifty
            table = no_trumps = dataclasses.replace(TARABISH_RUNS, reuse_cards=self.meld_reuse_cards,
                                                    shorter_sequence_higher=self.twenty_over_fifty,
                                                    split_long_runs=7 if self.long_run_splits else 0)
        elif self.meld_table is MeldTableKind.CLABBER:  # the mule, four of a kind 100, runs
            table = no_trumps = dataclasses.replace(CLABBER_MELDS, reuse_cards=self.meld_reuse_cards)
        melds = MeldRules(self.declarations, table, no_trumps, self.meld_sharing, self.meld_tie)
        object.__setattr__(self, "_meld_rules", melds)
        belote = BeloteRule(self.belote_points, self.belote_king_first, self.belote_in_all_trumps, False,
                            self.belote_counts_for_contract, self.belote_void_in_meld,
                            self.belote_only_lead_ruff_or_partner)
        object.__setattr__(self, "_belote_rule", belote)

    @property
    def meld_rules(self) -> MeldRules:
        """Declarations: their table per strain, who scores them, how ties go."""
        return self._meld_rules  # type: ignore[attr-defined, no-any-return]

    @property
    def belote_rule(self) -> BeloteRule:
        """The king+queen of trumps: points, which suits count, the king-first option."""
        return self._belote_rule  # type: ignore[attr-defined, no-any-return]

    # -- derived -------------------------------------------------------------------------
    @cached_property
    def deal_plan(self) -> DealPlan:
        return DealPlan.from_rules(self)

    @property
    def hand_size(self) -> int:
        """Cards each player plays (so tricks per deal): his hand, kitty and table cards."""
        return self.deal_plan.cards_per_seat

    @cached_property
    def seating(self) -> Seating:
        """Teams and partners (engine/seating.py): the one place that knows who plays with whom."""
        return Seating.of(self.players, self.partnerships)

    @cached_property
    def duties(self) -> DutyTable:
        """The play duties compiled once (engine/duties.py) for the engine and the bots."""
        from .duties import DutyTable

        return DutyTable.of(self)

    def round_limit(self, strain: Strain) -> int:
        """MatchPoints.TENTHS: the remainder above which this strain's points round up."""
        if strain is Strain.NO_TRUMPS:
            return self.mp_limit_no_trumps
        if strain is Strain.ALL_TRUMPS:
            return self.mp_limit_all_trumps
        return self.mp_limit_suit

    @property
    def team_count(self) -> int:
        return self.seating.team_count

    def team_of(self, seat: int) -> int:
        return self.seating.team_of[seat]

    def reached_target(self, score: int) -> bool:
        """Whether a match score ends the match (``target_rule``: reach or pass the target)."""
        if self.target_rule is TargetRule.PASS:
            return score > self.target_score
        return score >= self.target_score

    def overrides(self) -> dict[str, Any]:
        """The options that differ from this ruleset's preset, as JSON-ready values."""
        base = VARIANTS.get(self.id)
        if base is None:
            raise KeyError(self.id)
        changed: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            mine, theirs = getattr(self, f.name), getattr(base, f.name)
            if mine != theirs:
                changed[f.name] = _to_json(mine)
        return changed

    def with_overrides(self, overrides: dict[str, Any]) -> Ruleset:
        """This ruleset with JSON options applied; unknown, badly typed or out-of-range (OPTION_LIMITS)
        options raise ValueError."""
        if not overrides:
            return self
        names = {f.name: f for f in dataclasses.fields(self)}
        changes: dict[str, Any] = {}
        for key, raw in overrides.items():
            if key not in names or key in ("id",):
                raise ValueError(f"unknown rule option: {key!r}")
            current = getattr(self, key)
            changes[key] = _from_json(current, raw, key)
            _check_limit(key, changes[key])
        return dataclasses.replace(self, **changes)

    def validate(self) -> None:
        """Raise ValueError if the dials do not make a playable game."""
        if not 2 <= self.players <= 4:
            raise ValueError("players must be 2, 3 or 4")
        self.deal_plan.check()  # counts every card through the deal plan
        if self.trump_scheme not in IMPLEMENTED_SCHEMES:
            raise ValueError(f"trump scheme {self.trump_scheme.value!r} is not available yet")
        if self.trump_scheme is TrumpScheme.TURNED_CARD and not self.turn_card:
            raise ValueError("the turned-card scheme needs a turned card")
        if self.trump_scheme is TrumpScheme.POINT_AUCTION and (self.turn_card or self.second_packets):
            raise ValueError("the point auction deals every card before bidding")
        if self.trump_scheme is TrumpScheme.NAME_IN_TURN and self.turn_card:
            raise ValueError("naming in turn has no turned card")
        if self.trump_scheme is TrumpScheme.SUN_HOKUM and (
                self.players != 4 or not self.partnerships or not self.turn_card):
            raise ValueError("Sun and Hokum need four players in pairs and a turned card")
        if (self.match_points is MatchPoints.BALOOT) != (self.trump_scheme is TrumpScheme.SUN_HOKUM):
            raise ValueError("Baloot's round points go with the Sun/Hokum auction")
        if self.trump_scheme is TrumpScheme.CONTRACT_AUCTION and self.turn_card:
            raise ValueError("the contract auction turns no card")
        if self.min_bid > self.max_bid or self.bid_step <= 0:
            raise ValueError("bad bid range")
        if self.target_score <= 0:
            raise ValueError("target score must be positive")
        if not 2 <= self.redouble_multiplier <= 8:
            raise ValueError("a surcoinche multiplies by 2 to 8")
        if self.point_contract_score is PointContractScore.OWN_POINTS and self.allow_double:
            raise ValueError("a contract scored on the teams' own points cannot be doubled")


def _to_json(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


# -- limits of the rule options a file may set (h18-storage) ---------------------------------
# The ranges the New Game dialog offers: a saved game or setting outside them was not made by
# the app, so ``with_overrides`` refuses it like the dialog would (tests/storage check the match).
OPTION_LIMITS: dict[str, tuple[int, int]] = {
    "target_score": (100, 10000),
    "belote_points": (0, 100),
    "last_trick_bonus": (0, 100),
    "capot_bonus": (0, 500),
    "min_bid": (10, 500),
    "max_bid": (10, 500),
    "bid_step": (5, 50),
    "failed_contract_base": (0, 500),
    "capot_bid_value": (0, 1000),
    "capot_bid_failed": (0, 2000),
    "uncalled_capot_points": (0, 1000),
    "kaboot_sun": (0, 200),
    "kaboot_hokum": (0, 200),
    "mp_limit_suit": (0, 9),
    "mp_limit_no_trumps": (0, 9),
    "mp_limit_all_trumps": (0, 9),
    "valat_match_points": (0, 100),
    "tie_hanging_points": (0, 500),
    "no_trumps_multiplier": (1, 4),
    "kirtik_points": (0, 50),
}
MAX_PACKET = 12  # no deal hands out more cards at once


def _check_limit(key: str, value: Any) -> None:
    limits = OPTION_LIMITS.get(key)
    if limits is not None and not limits[0] <= value <= limits[1]:
        raise ValueError(f"rule option {key!r} must be {limits[0]} to {limits[1]}, not {value!r}")


def _from_json(current: Any, raw: Any, key: str) -> Any:
    try:
        if isinstance(current, bool):
            if not isinstance(raw, bool):
                raise TypeError
            return raw
        if isinstance(current, DeckKind):
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise TypeError
            return DeckKind(raw)
        if isinstance(current, Enum):
            return type(current)(raw)
        if isinstance(current, int):
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise TypeError
            return raw
        if isinstance(current, tuple):
            if not isinstance(raw, list) or not all(
                    isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= MAX_PACKET for x in raw):
                raise TypeError
            return tuple(raw)
        if isinstance(current, str):
            if not isinstance(raw, str):
                raise TypeError
            return raw
    except (TypeError, ValueError):
        pass
    raise ValueError(f"bad value for rule option {key!r}: {raw!r}")


CLASSIC = Ruleset(
    id="classic",
    name="Belote (classic)",
    description="The French national game: take the turned card's suit or name another; 1000 points.",
)

COINCHE = Ruleset(
    id="coinche",
    name="La Coinche",
    description="Bid 80 to 160 or capot in a suit, no trumps or all trumps; coinche to double; 2000 points.",
    first_packets=(3, 2, 3),
    turn_card=False,
    second_packets=(),
    trump_scheme=TrumpScheme.POINT_AUCTION,
    declarations=False,
    declarations_need_a_trick=False,
    target_score=2000,
    match_end=MatchEnd.HIGHER_WINS_LAST_DEAL,
)

# The French federation's contrée, beside today's coinche: suits only, declarations (annonces) scored by the
# best team, and a coinche that doubles the whole score ("(160 + bid) x 2"); the rules book names these.
CONTREE_FFB = dataclasses.replace(
    COINCHE,
    id="contree_ffb",
    name="Contrée (FFB)",
    description="The French federation's contrée: suit contracts only, declarations, a coinche doubles the whole "
    "score; 2000 points.",
    allow_no_trumps=False,
    allow_all_trumps=False,
    declarations=True,
    coinche_multiplies=CoincheMultiplies.WHOLE_SCORE,
)

# Baloot (issue 17; docs/rules/baloot.md): seed 000 with the published Saudi rules where it is silent.
BALOOT = Ruleset(
    id="baloot",
    name="Baloot",
    description="The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to "
    "Gahwa, projects; 152 round points.",
    trump_scheme=TrumpScheme.SUN_HOKUM,
    first_lead=FirstLead.TAKER,
    locked_lead_when_doubled=True,
    meld_table=MeldTableKind.BALOOT,
    belote_points=20,  # 2 round points
    belote_void_in_meld=True,
    belote_in_all_trumps=False,
    declarations_need_a_trick=False,
    tie_rule=TieRule.TAKERS_FAIL,  # the bidders need more than half
    allow_redouble=True,
    match_points=MatchPoints.BALOOT,
    target_score=152,
    match_end=MatchEnd.HIGHER_WINS,
)

# Pilotta (Cyprus; seed 000, g-pilotta): bid 80 up by tens naming a suit, a pass is final, the first bidder
# leads, no partner exemption from trumping, declarations to the best team only, made -> each its own
# points, failed -> the defenders take all, game points = points without the last digit, 162 to win.
PILOTTA = dataclasses.replace(
    COINCHE,
    id="pilotta",
    name="Pilotta",
    description="The game of Cyprus: bid 80 or more naming a suit, a pass is final; declarations; game points "
    "are the points without their last digit; 162 to win.",
    allow_no_trumps=False,
    allow_all_trumps=False,
    allow_capot_bid=False,
    allow_double=False,
    allow_redouble=False,
    pass_is_final=True,
    first_lead=FirstLead.FIRST_BIDDER,
    partner_exempts=False,
    melds_shown_at_second_trick=True,
    declarations=True,
    declarations_need_a_trick=True,
    belote_counts_for_contract=False,
    melds_count_for_contract=False,
    contract_floor=ContractFloor.BID,
    point_contract_score=PointContractScore.OWN_POINTS,
    failed_takers_keep_belote=False,
    uncalled_capot_points=250,
    match_points=MatchPoints.DROP_LAST_DIGIT,
    target_score=162,
    match_end=MatchEnd.HIGHER_WINS,
)

# Tarabish (seed 000, docs/rules/tarabish.md): 36 cards clockwise, 3+3 and a kitty of 3 picked up after the trump
# is named in turn (the dealer forced); runs, only the best player's; bella; bate and half-bate; 500 points.
TARABISH = Ruleset(
    id="tarabish",
    name="Tarabish",
    description="Cape Breton's game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; "
    "500 points.",
    deck=DeckKind.LONG_36,
    direction=Direction.CLOCKWISE,
    first_packets=(3, 3),
    kitty_packets=(3,),
    turn_card=False,
    second_packets=(),
    trump_scheme=TrumpScheme.NAME_IN_TURN,
    allow_no_trumps=False,
    allow_all_trumps=False,
    allow_capot_bid=False,
    allow_double=False,
    allow_redouble=False,
    partner_exempts=False,  # beat a trump in the trick even over the partner's
    meld_sharing=MeldSharing.BEST_PLAYER,
    meld_tie=MeldTie.TRUMP_THEN_CANCEL,
    meld_table=MeldTableKind.TARABISH,
    declarations_need_a_trick=False,
    capot_bonus=0,
    tie_rule=TieRule.OWN_POINTS,  # half-bate: the makers score nothing, the others their own
    failed_takers_keep_belote=False,  # bate: every point, the makers' bella too, to the other team
    target_score=500,
    match_end=MatchEnd.HIGHER_WINS,
)

# -- Clabber (issue 16, seed 000): 24 cards dealt one at a time clockwise, the dealer's last card turned --
CLABBER = Ruleset(
    id="clabber",
    name="Clabber",
    description="The American jass: 24 cards dealt one at a time clockwise, the dealer's last card turned; "
    "\"I play\" or name a suit you hold; the mule and runs; 500 points.",
    deck=DeckKind.SHORT_24,
    direction=Direction.CLOCKWISE,
    first_packets=(1,) * 6,
    turned_from=TurnedFrom.DEALER_LAST,
    turned_keeper=TurnedKeeper.OWNER,
    second_packets=(),
    shuffle_every_deal=True,  # "the cards are shuffled by the dealer" (and after a throw-in)
    trump_must_be_held=True,
    same_dealer_redeals=True,
    partner_exempts=False,  # void: trump and overtrump even over the partner
    meld_table=MeldTableKind.CLABBER,
    meld_tie=MeldTie.TRUMP_THEN_CANCEL,
    declarations_need_a_trick=False,
    capot_bonus=0,
    tie_rule=TieRule.TAKERS_FAIL,  # a tie is a set too
    failed_outcome=FailedOutcome.OWN_POINTS,  # "set": the makers score nothing, the others their own
    failed_takers_keep_belote=False,  # a set side scores nothing, its bell included
    target_score=500,
    match_end=MatchEnd.HIGHER_WINS,
)

# -- Belote Découverte (seed 000): two players, no hand: each has two rows of four
# face-down cards with a face-up card on each; the last card dealt (the dealer's layout) proposes the trump
# and stays there; only face-up cards are played, an uncovered card turns up after the trick; 16 tricks,
# no declarations, no belote; the maker needs more than 81. Seed 000 gives no target: 1000, an option.
DECOUVERTE = Ruleset(
    id="decouverte",
    name="Belote Découverte",
    description="Two players, every card on the table: face-up cards on face-down ones; 16 tricks; 1000 points.",
    players=2,
    partnerships=False,
    first_packets=(),
    second_packets=(),
    table_down_packets=(4, 4),
    table_up_packets=(4, 4),
    turned_from=TurnedFrom.LAYOUT_LAST,
    turned_keeper=TurnedKeeper.OWNER,
    table_turn_up=TableTurnUp.AFTER_TRICK,
    declarations=False,
    declarations_need_a_trick=False,
    belote_points=0,
    tie_rule=TieRule.TAKERS_FAIL,  # more than 81 of 162: more than the opponent
)

# Bidding Belote (seed 000; g-bidding-belote): no turned card, 3+2 then 3 after the contract auction
# (clubs < diamonds < hearts < spades < no trumps < all trumps, double, redouble, Match); both teams score all
# their declarations, in no trumps only the carré of aces (200); lighter play duties; a tie holds 85 points
# over for the next deal's winner; doubled: only the higher team scores; match points by tenths; 151.
BIDDING_BELOTE = Ruleset(
    id="bidding_belote",
    name="Bidding Belote",
    description="Bid clubs, diamonds, hearts, spades, no trumps or all trumps; double, redouble or stake the "
    "match; both teams score their declarations; 151 match points.",
    first_packets=(3, 2),
    turn_card=False,
    second_packets=(3,),
    trump_scheme=TrumpScheme.CONTRACT_AUCTION,
    allow_match_call=True,
    must_overtrump=False,  # a plain suit led: trump when void, but no duty to beat a trump
    partner_exempts_trump_lead=True,  # trumps led: raise unless the partner holds the trick
    meld_sharing=MeldSharing.BOTH_TEAMS,
    no_trumps_melds=NoTrumpsMelds.ACES_ONLY,
    capot_bonus=0,  # all tricks: 9 match points instead
    tie_rule=TieRule.HANGING,
    tie_hanging_points=85,
    tie_defenders_take_all=True,  # "the opponents ... score all points earned during the hand"
    failed_takers_keep_belote=False,  # the defenders take both teams' totals
    doubled_winner_takes_all=False,  # "only the team scoring the higher number of points ... is entitled to score"
    match_points=MatchPoints.TENTHS,
    valat_match_points=9,
    target_score=151,
    match_end=MatchEnd.HIGHER_WINS,
)

# Bulgarian Belot for four (seed 001; g-contract): 3+2, the contract auction (contra, re-contra; calls may go
# on after a double; all trumps re-contra'd ends it), +3; declarations in the first trick, carrés and
# sequences ranked apart, equal opposing sequences cancelled, none in no trumps; no trumps counts double; the
# committed team failing gives everything away (belot too); equal: hanging points; tenths with both at the
# limit, valat 9 match points; 151, never ending on a valat.
BULGARIAN = Ruleset(
    id="bulgarian",
    name="Bulgarian Belot",
    description="Call clubs, diamonds, hearts, spades, no trumps or all trumps; contra and re-contra; "
    "declarations in the first trick; 151 match points.",
    first_packets=(3, 2),
    turn_card=False,
    second_packets=(3,),
    trump_scheme=TrumpScheme.CONTRACT_AUCTION,
    partner_exempts_trump_lead=True,  # trumps led: raise unless the partner holds the trick (seed 001)
    meld_sharing=MeldSharing.PER_KIND,  # carrés and sequences are ranked apart
    meld_tie=MeldTie.CANCEL,  # equal opposing sequences are void
    no_trumps_melds=NoTrumpsMelds.NONE,  # no declarations in no trumps, not even belot
    sequence_length_first=True,  # "between equally long sequences ... the higher ranked cards wins"
    no_trick_melds_to_nobody=True,  # declarations count "only if they won at least one trick"
    capot_bonus=0,  # a valat is 9 match points instead
    tie_rule=TieRule.HANGING,
    hanging_includes_belote=True,
    doubled_tie_hangs_all=True,  # doubled, "both teams are considered committed": neither adds its points
    mp_tie_at_limit_up=True,  # the deal keeps its match points (16 in a suit, 26 in all trumps)
    belote_may_stay_quiet=True,  # "declaring belot is not obligatory"
    failed_takers_keep_belote=False,  # "all points go to the opposing team"
    doubled_winner_takes_all=True,  # doubled: both teams committed
    no_trumps_multiplier=2,
    match_points=MatchPoints.TENTHS,
    mp_both_at_limit=True,
    valat_match_points=9,
    no_end_on_valat=True,
    target_score=151,
    match_end=MatchEnd.HIGHER_WINS,
)

# -- Belot for 3 and for 2 (g-belot-small, issue 15; seed 001): Bulgarian Belot's smaller tables, each player
# alone, with the same auction, duties, declarations and scoring. For 3: 24 cards (9 to ace), 3+2, +3; a failed
# taker's points shared by the two others (seed silent: option). For 2: 24 cards, 3+3, +3, six cards never
# dealt nor seen. For 2 with open cards: 32 cards, 3+2 in hand, four face-down cards each covered by a face-up
# one, +3 after the auction; face-up cards playable, an uncovered card turns up at once, declarations and belot
# count the table cards.
BELOT_3P = dataclasses.replace(
    BULGARIAN,
    id="belot_3p",
    name="Belot for 3 players",
    description="Bulgarian Belot for three, each alone, with 24 cards (9 to ace); 151 match points.",
    deck=DeckKind.SHORT_24,
    players=3,
    partnerships=False,
    failed_share=FailedShare.SPLIT,
)
BELOT_2P = dataclasses.replace(
    BULGARIAN,
    id="belot_2p",
    name="Belot for 2 players",
    description="Bulgarian Belot for two with 24 cards: 9 each, six never dealt; 151 match points.",
    deck=DeckKind.SHORT_24,
    players=2,
    partnerships=False,
    first_packets=(3, 3),
    unused_cards=6,
)
BELOT_2P_OPEN = dataclasses.replace(
    BULGARIAN,
    id="belot_2p_open",
    name="Belot for 2 players with open cards",
    description="Bulgarian Belot for two with 32 cards: a hand and eight table cards each, face-up on "
    "face-down; 151 match points.",
    players=2,
    partnerships=False,
    table_down_packets=(4,),
    table_up_packets=(4,),
    table_turn_up=TableTurnUp.AT_ONCE,
    declare_table_cards=True,
)

VARIANTS: dict[str, Ruleset] = {r.id: r for r in (
    CLASSIC, COINCHE, CONTREE_FFB, BIDDING_BELOTE, BULGARIAN, PILOTTA, BALOOT, TARABISH, CLABBER, DECOUVERTE,
    BELOT_3P, BELOT_2P, BELOT_2P_OPEN,
)}


def find_variant(variant_id: str) -> Ruleset:
    """The preset with this id; KeyError naming the known ids otherwise."""
    try:
        return VARIANTS[variant_id]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise KeyError(f"unknown variant {variant_id!r} (known: {known})") from None


def matching_preset(rules: Ruleset) -> Ruleset | None:
    """The preset these rules equal, or None for a custom game."""
    preset = VARIANTS.get(rules.id)
    return preset if preset == rules else None

