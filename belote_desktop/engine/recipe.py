"""The recipe of a Belote-family game in parts: its vocabulary (enums) and the frozen sub-recipes a
``Ruleset`` (engine/rules.py) is made of.

Each sub-recipe groups the dials of one concern (the table, the deal, the auction, the play duties, the
declarations, the king+queen, the scoring, the match points, the match). A dial only one kind of game
reads lives in that kind's own part (``AuctionRecipe.point``, ``Scoring.baloot``, ``MatchPointsRecipe.tenths``...).
Every dial keeps its flat name, unique across the parts: files and the New Game dialog use those names
(``Ruleset`` generates them, see ``FLAT_PATHS`` there).

>>> AuctionRecipe(TrumpScheme.POINT_AUCTION).point.min_bid
80
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum

from .cards import DeckKind, Rank
from .deal import TurnedFrom, TurnedKeeper
from .declarations import FRENCH_MELDS, MeldSharing, MeldTable, MeldTie


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
                                 TrumpScheme.SUN_HOKUM})  # SUN_HOKUM: Baloot
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


# -- scoring options players argue about; each default is the seeds' reading ---------------------


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


class FailedShare(Enum):
    """Three or more sides (Belot for 3): what the others score when the taker fails an
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


MeldTableBuilder = Callable[["Melds"], tuple[MeldTable, "MeldTable | None"]]
"""Builds a game's tables from its ``Melds`` options: (the table, the no-trumps table or None for none)."""

MELD_TABLES: dict[str, MeldTableBuilder] = {}
"""The declaration tables by the key a ruleset's ``meld_table`` names (the French one: engine/recipe.py; a game's
own: its module in engine/games)."""


def register_meld_table(key: str, builder: MeldTableBuilder) -> None:
    """Make ``key`` a valid ``meld_table``: a game's module registers its table here, no enum to extend."""
    if MELD_TABLES.get(key, builder) is not builder:
        raise ValueError(f"meld table {key!r} is already registered")
    MELD_TABLES[key] = builder


class MeldTableKind(StrEnum):
    """The keys of the built-in declaration tables. ``Melds.meld_table`` holds a key of ``MELD_TABLES``
    (engine/declarations.py): these four (the French one registered below, the others by their game's module in
    engine/games), or one a game registers with ``register_meld_table``. A member equals its string, so a file's
    value and a preset's compare equal."""

    FRENCH = "french"  # tierce, quarte, quinte, carrés of J 9 A 10 K Q
    TARABISH = "tarabish"  # runs: twenty (3), fifty (4 or more); no four of a kind
    BALOOT = "baloot"  # projects: sira, fifty, hundred, four hundred; one table for Hokum, one for Sun
    CLABBER = "clabber"  # runs 20/50/100; the mule (four jacks) 200, four 9/A/10/K/Q 100


# -- Pilotta's dials --------------------------------------------------------------------------------


class FirstLead(Enum):
    """Who leads to the first trick after a point auction."""

    AFTER_DEALER = "after_dealer"  # the player after the dealer (coinche)
    FIRST_BIDDER = "first_bidder"  # the first player who made a bid (Pilotta, seed 000)
    TAKER = "taker"  # the high bidder (Baloot, seed 000)


class PointContractScore(Enum):
    """What a point-auction contract scores."""

    BID_ADDED = "bid_added"  # coinche: a made contract adds its bid; a failed one costs a base + the bid
    OWN_POINTS = "own_points"  # Pilotta: made -> each team its own points; failed -> the defenders take all


# -- the sub-recipes ----------------------------------------------------------------------------------
# A field whose default is itself a sub-recipe is a part of that part (one kind's dials); every other
# field is a dial with a flat name of its own.


@dataclass(frozen=True)
class Table:
    """Who plays, with what deck, in which direction."""

    deck: DeckKind = DeckKind.PIQUET_32
    players: int = 4
    partnerships: bool = True
    direction: Direction = Direction.COUNTER_CLOCKWISE


@dataclass(frozen=True)
class Deal:
    """The deal's shape (compiled into ``Ruleset.deal_plan``, engine/deal.py) and who deals next."""

    first_packets: tuple[int, ...] = (3, 2)  # packets before the bidding
    turn_card: bool = True  # whether a card proposes the trump
    second_packets: tuple[int, ...] = (3,)  # after the bidding; the taker of the turned card gets one card fewer
    shuffle_every_deal: bool = False  # otherwise gathered and cut, as the rules say
    turned_from: TurnedFrom = TurnedFrom.STOCK  # with turn_card: the pack's next card / dealer's last / layout's last
    turned_keeper: TurnedKeeper = TurnedKeeper.TAKER  # who keeps the turned card: the taker / where it was dealt
    kitty_packets: tuple[int, ...] = ()  # face down to each player's kitty after the first packets
    table_down_packets: tuple[int, ...] = ()  # then face down on the table in front of each player
    table_up_packets: tuple[int, ...] = ()  # then face up, each on a face-down table card
    unused_cards: int = 0  # never dealt, unseen
    first_receiver: int = 1  # seats after the dealer of the first receiver; the deal goes on in play order
    # a player plays his hand and his face-up table cards; a face-down card turns up when the card on it
    # has been played, at once or after the trick
    table_turn_up: TableTurnUp = TableTurnUp.AT_ONCE
    same_dealer_redeals: bool = False  # Clabber: after a thrown-in deal the same dealer deals again


@dataclass(frozen=True)
class TurnedCardRecipe:
    """The turned-card auction's own dial (engine/auctions/turned_card.py)."""

    trump_must_be_held: bool = False  # Clabber: "I play" / a named suit only with a card of it in hand


@dataclass(frozen=True)
class PointAuctionRecipe:
    """The point auction's own dials (engine/auctions/point.py)."""

    min_bid: int = 80
    max_bid: int = 160
    bid_step: int = 10
    allow_capot_bid: bool = True


@dataclass(frozen=True)
class ContractAuctionRecipe:
    """The contract auction's own dials (engine/auctions/contract.py)."""

    contract_bids_after_double: bool = True  # a higher call may follow a double or redouble (and cancels it)
    allow_match_call: bool = False  # "Match": the doublers answer a redouble by staking the whole game on the deal
    dealer_must_call: bool = False  # the others passed, the dealer must call unless his five cards are worth
    # 7 points or less (then his pass cancels the deal; seed 001, "a rarity")


@dataclass(frozen=True)
class AuctionRecipe:
    """How the trump or contract is chosen (``engine/auctions``: one module per scheme)."""

    trump_scheme: TrumpScheme = TrumpScheme.TURNED_CARD
    allow_no_trumps: bool = True
    allow_all_trumps: bool = True
    allow_double: bool = True  # coinche / contre
    allow_redouble: bool = True  # surcoinche
    pass_is_final: bool = False  # Pilotta: a player who passed speaks no more (the auction skips him)
    first_lead: FirstLead = FirstLead.AFTER_DEALER  # Pilotta: the first bidder leads
    turned_card: TurnedCardRecipe = TurnedCardRecipe()
    point: PointAuctionRecipe = PointAuctionRecipe()
    contract: ContractAuctionRecipe = ContractAuctionRecipe()


@dataclass(frozen=True)
class Duties:
    """What a player must play; compiled into ``Ruleset.duties`` (engine/duties.py), which every layer reads."""

    must_trump: bool = True  # void in the led suit: trump if you can
    must_overtrump: bool = True  # a trump is in the trick: beat it if you can
    partner_exempts: bool = True  # partner holds the trick: no duty to trump or overtrump
    partner_exempts_trump_lead: bool = False  # trumps led and partner holds the trick: no duty to raise
    must_raise_in_trump_lead: bool = True  # trumps led: play higher if you can
    all_trumps_raise_every_suit: bool = True  # all trumps: in every led suit play higher if you can
    must_undertrump: bool = True  # overtrump duty, no higher trump: still trump (False: any card)
    must_trump_only_if_opponent_trumped: bool = False  # void: trump only over an opponent's trump
    locked_lead_when_doubled: bool = False  # doubled trump contract: no trump lead unless only trumps
    locked_lead_at_triple: bool = False  # Baloot option: the lock also at x3 (seed 000: "double or quadruple")


@dataclass(frozen=True)
class TarabishRuns:
    """The Tarabish table's options (seed 000)."""

    twenty_over_fifty: bool = False  # "a twenty is higher than a fifty"
    long_run_splits: bool = False  # a run of 7+ counts as two (7: fifty + twenty, 8-9: two fifties)


@dataclass(frozen=True)
class BalootProjects:
    """The Baloot table's option (seed 000)."""

    # seed 000's project table ranks a five-card run (100) above four of a kind (100); off: the French order
    run_over_four_of_a_kind: bool = True


@dataclass(frozen=True)
class Melds:
    """Declarations: which table (compiled into ``Ruleset.meld_rules``), who scores them, when they show."""

    declarations: bool = True
    meld_table: str = MeldTableKind.FRENCH  # a key of MELD_TABLES
    meld_sharing: MeldSharing = MeldSharing.BEST_TEAM_ONLY
    meld_tie: MeldTie = MeldTie.EARLIEST  # equal best declarations of opposing sides
    meld_reuse_cards: bool = False  # option: a card may count in two declarations
    sequence_length_first: bool = False  # Bulgarian (seed 001): of equally valued sequences the longer wins
    no_trumps_melds: NoTrumpsMelds = NoTrumpsMelds.SAME  # the French table's no-trumps contracts
    melds_shown_at_second_trick: bool = False  # others hear a declaration's kind in trick 1, see its cards after
    declare_table_cards: bool = False  # declarations and belot count the face-up table cards (and the belot
    # the face-down ones, which turn up before they are played): Belot for 2 with open cards
    tarabish: TarabishRuns = TarabishRuns()
    baloot: BalootProjects = BalootProjects()

    def __post_init__(self) -> None:
        # a file's "baloot" becomes the member, so presets and loaded games compare and print alike
        if self.meld_table in MeldTableKind._value2member_map_:
            object.__setattr__(self, "meld_table", MeldTableKind(self.meld_table))


@dataclass(frozen=True)
class Belote:
    """The king+queen of trumps (compiled into ``Ruleset.belote_rule``)."""

    belote_points: int = 20
    belote_king_first: bool = False  # option: belote scores only if the king comes first
    belote_in_all_trumps: bool = True  # all trumps: a king+queen of any suit counts
    belote_counts_for_contract: bool = True  # coinche: belote helps reach the bid
    belote_void_in_meld: bool = False  # Baloot: no baloot when its king or queen is in a scored project
    belote_only_lead_ruff_or_partner: bool = False  # option (Bulgarian): the first of K/Q scores only when
    # leading, trumping another suit or following the partner's lead
    belote_may_stay_quiet: bool = False  # a side that loses the deal keeps its belot quiet: it scores for nobody


@dataclass(frozen=True)
class PointScoring:
    """How a point-auction contract scores (coinche, Contrée, Pilotta)."""

    failed_contract_base: int = 160  # coinche: defenders get this + the bid
    failed_contract_adds_bid: bool = True  # coinche failed contract: the defenders get the base + the bid
    capot_bid_value: int = 250
    capot_bid_failed: int = 500
    uncalled_capot_points: int = 250  # coinche: a capot that was not bid counts this many card points
    coinche_multiplies: CoincheMultiplies = CoincheMultiplies.BID
    contract_floor: ContractFloor = ContractFloor.MORE_THAN_HALF
    point_contract_score: PointContractScore = PointContractScore.BID_ADDED  # Pilotta: each team its own points
    melds_count_for_contract: bool = True  # the takers' declarations help reach the bid


@dataclass(frozen=True)
class Hanging:
    """A tie under ``TieRule.HANGING`` (litige): what is held over, and for whom."""

    tie_hanging_points: int = 0  # a hanging tie holds over this many points (0: the takers' own; Bidding Belote 85)
    hanging_includes_belote: bool = False  # a hanging tie holds the takers' belote over too (else they keep it)
    tie_defenders_take_all: bool = False  # a hanging tie gives the defenders both totals (Bidding Belote, seed 000)
    hanging_waits_for_a_win: bool = True  # points held over skip a deal that ties again (nobody won it)
    doubled_tie_hangs_all: bool = False  # doubled, equal totals: both teams committed, every point hangs (seed 001)


@dataclass(frozen=True)
class Kaboot:
    """Baloot: all tricks in round points (replacing the cards), doubled with an ace turned."""

    kaboot_sun: int = 44
    kaboot_hokum: int = 44  # published Saudi rules: 25
    kaboot_ace_doubles: bool = True  # seed 000: 88 when the turned card is an ace


@dataclass(frozen=True)
class Scoring:
    """A deal's points (engine/scoring.py); each default is the seeds' reading."""

    last_trick_bonus: int = 10
    capot_bonus: int = 90  # classic: 152 + 10 + 90 = 252
    tie_rule: TieRule = TieRule.TAKERS_MAKE
    failed_outcome: FailedOutcome = FailedOutcome.ALL_POINTS  # what failing (not tying) gives
    failed_takers_keep_belote: bool = True  # otherwise a failed takers' belote goes to the defenders
    declarations_need_a_trick: bool = True  # a team that takes no trick loses its declarations (seeds 002/003)
    no_trick_melds_to_nobody: bool = False  # ... and they go to nobody, not to the team taking all (seed 001)
    redouble_multiplier: int = 4  # surcoinche x4 (some tables: x3)
    no_trumps_multiplier: int = 1  # a no-trumps contract's points count this many times (Bulgarian: 2)
    doubled_winner_takes_all: bool = True  # doubled: the higher team takes both totals (False: only its own)
    kirtik_points: int = 0  # option "kirtik": a committed team that fails, or a team left without a trick, loses this
    failed_share: FailedShare = FailedShare.OWN  # three or more sides: a failed taker's points (see FailedShare)
    point: PointScoring = PointScoring()
    hanging: Hanging = Hanging()
    baloot: Kaboot = Kaboot()


@dataclass(frozen=True)
class Tenths:
    """``MatchPoints.TENTHS`` (Bidding Belote, Bulgarian Belot): the remainder above which points round up."""

    mp_limit_suit: int = 6  # a suit contract (162 in all)
    mp_limit_no_trumps: int = 5  # no trumps (130, or 260 doubled)
    mp_limit_all_trumps: int = 4  # all trumps (258)
    mp_both_at_limit: bool = False  # Bulgarian: both teams at the limit: the lower rounds up, the higher down
    mp_tie_at_limit_up: bool = False  # equal totals at the rounding limit: the defenders' half rounds up


@dataclass(frozen=True)
class MatchPointsRecipe:
    """How deal points become match points (the last step of the scoring pipeline)."""

    match_points: MatchPoints = MatchPoints.IDENTITY
    fifteen_rule: bool = True  # DROP_LAST_DIGIT: both teams at 15 -> the higher units digit makes 16
    valat_match_points: int = 0  # the team that took every trick adds this many match points (never multiplied)
    tenths: Tenths = Tenths()


@dataclass(frozen=True)
class Match:
    """When the match ends and who wins it."""

    target_score: int = 1000
    target_rule: TargetRule = TargetRule.REACH
    match_end: MatchEnd = MatchEnd.DRAW
    no_end_on_valat: bool = False  # the match cannot end on a deal won by a valat: one more deal is played


# -- the French table's dials, the default declaration table (other games' own tables: engine/games) ----

ACES_ONLY_MELDS = MeldTable(sequences=(), carres=((Rank.ACE, 200),))
"""Bidding Belote's no-trumps table: the carré of aces alone, 200."""


def _french(melds: Melds) -> tuple[MeldTable, MeldTable | None]:
    table = dataclasses.replace(FRENCH_MELDS, reuse_cards=melds.meld_reuse_cards,
                                longer_sequence_higher=melds.sequence_length_first)
    no_trumps = {NoTrumpsMelds.SAME: table, NoTrumpsMelds.NONE: None,
                 NoTrumpsMelds.ACES_ONLY: ACES_ONLY_MELDS}[melds.no_trumps_melds]
    return table, no_trumps


register_meld_table(MeldTableKind.FRENCH, _french)
