"""Rulesets: the recipe of a Belote-family game, made of frozen sub-recipes (engine/recipe.py), and the
preset registry.

Every dial keeps one flat name, unique across the sub-recipes: files, settings and the New Game dialog
use it, and ``rules.capot_bonus`` reads ``rules.scoring.capot_bonus``. A custom game is a preset with
options changed, by flat name or by part:

>>> import dataclasses
>>> custom = dataclasses.replace(find_variant("classic"), target_score=1001)
>>> custom.match.target_score, custom.target_score
(1001, 1001)
>>> matching_preset(custom) is None
True
>>> matching_preset(find_variant("coinche")).id
'coinche'
>>> FLAT_PATHS["kaboot_sun"]
('scoring', 'baloot', 'kaboot_sun')
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .actions import Strain
from .cards import DeckKind
from .deal import DealPlan, TurnedFrom, TurnedKeeper
from .declarations import MELD_TABLES, BeloteRule, MeldRules, MeldSharing, MeldTie
from .recipe import (
    ACES_ONLY_MELDS, IMPLEMENTED_SCHEMES, AuctionRecipe, Belote, CoincheMultiplies, ContractAuctionRecipe,
    ContractFloor, Deal, Direction, Duties, FailedOutcome, FailedShare, FirstLead, Hanging, Kaboot, Match, MatchEnd,
    MatchPoints, MatchPointsRecipe, Melds, MeldTableKind, NoTrumpsMelds, PointAuctionRecipe, PointContractScore,
    PointScoring, Scoring, Table, TableTurnUp, TargetRule, Tenths, TieRule, TrumpScheme, TurnedCardRecipe,
)
from .seating import Seating

if TYPE_CHECKING:
    from .duties import DutyTable

__all__ = [  # the recipe's vocabulary is re-exported: callers import it from here
    "ACES_ONLY_MELDS", "FIELD_NAMES", "FLAT_PATHS", "IMPLEMENTED_SCHEMES", "MAX_PACKET", "OPTION_LIMITS", "PRESET_NUMBERS", "VARIANTS",
    "AuctionRecipe", "Belote", "CoincheMultiplies", "ContractAuctionRecipe", "ContractFloor", "Deal", "Direction",
    "Duties", "FailedOutcome", "FailedShare", "FirstLead", "Hanging", "Kaboot", "Match", "MatchEnd", "MatchPoints",
    "MatchPointsRecipe", "MeldSharing", "MeldTableKind", "MeldTie", "Melds", "NoTrumpsMelds", "PointAuctionRecipe",
    "PointContractScore", "PointScoring", "Ruleset", "Scoring", "Table", "TableTurnUp", "TargetRule", "Tenths",
    "TieRule", "TrumpScheme", "TurnedCardRecipe", "find_variant", "matching_preset",
]


class _Dials:
    """The dials by their flat names, for the type checker: a ``Ruleset`` holds each one as a read-only
    attribute taken from its part when it is built. tests/engine/test_recipe.py checks this list against
    the parts, and the names against the files' contract."""

    # table
    deck: DeckKind
    players: int
    partnerships: bool
    direction: Direction
    # deal
    first_packets: tuple[int, ...]
    turn_card: bool
    second_packets: tuple[int, ...]
    shuffle_every_deal: bool
    turned_from: TurnedFrom
    turned_keeper: TurnedKeeper
    kitty_packets: tuple[int, ...]
    table_down_packets: tuple[int, ...]
    table_up_packets: tuple[int, ...]
    unused_cards: int
    first_receiver: int
    table_turn_up: TableTurnUp
    same_dealer_redeals: bool
    # auction
    trump_scheme: TrumpScheme
    allow_no_trumps: bool
    allow_all_trumps: bool
    allow_double: bool
    allow_redouble: bool
    pass_is_final: bool
    first_lead: FirstLead
    trump_must_be_held: bool
    min_bid: int
    max_bid: int
    bid_step: int
    allow_capot_bid: bool
    contract_bids_after_double: bool
    allow_match_call: bool
    dealer_must_call: bool
    # play duties
    must_trump: bool
    must_overtrump: bool
    partner_exempts: bool
    partner_exempts_trump_lead: bool
    must_raise_in_trump_lead: bool
    all_trumps_raise_every_suit: bool
    must_undertrump: bool
    must_trump_only_if_opponent_trumped: bool
    locked_lead_when_doubled: bool
    locked_lead_at_triple: bool
    # declarations
    declarations: bool
    meld_table: str
    meld_sharing: MeldSharing
    meld_tie: MeldTie
    meld_reuse_cards: bool
    sequence_length_first: bool
    no_trumps_melds: NoTrumpsMelds
    melds_shown_at_second_trick: bool
    declare_table_cards: bool
    twenty_over_fifty: bool
    long_run_splits: bool
    run_over_four_of_a_kind: bool
    # king+queen
    belote_points: int
    belote_king_first: bool
    belote_in_all_trumps: bool
    belote_counts_for_contract: bool
    belote_void_in_meld: bool
    belote_only_lead_ruff_or_partner: bool
    belote_may_stay_quiet: bool
    # scoring
    last_trick_bonus: int
    capot_bonus: int
    tie_rule: TieRule
    failed_outcome: FailedOutcome
    failed_takers_keep_belote: bool
    declarations_need_a_trick: bool
    no_trick_melds_to_nobody: bool
    redouble_multiplier: int
    no_trumps_multiplier: int
    doubled_winner_takes_all: bool
    kirtik_points: int
    failed_share: FailedShare
    failed_contract_base: int
    failed_contract_adds_bid: bool
    capot_bid_value: int
    capot_bid_failed: int
    uncalled_capot_points: int
    coinche_multiplies: CoincheMultiplies
    contract_floor: ContractFloor
    point_contract_score: PointContractScore
    melds_count_for_contract: bool
    tie_hanging_points: int
    hanging_includes_belote: bool
    tie_defenders_take_all: bool
    hanging_waits_for_a_win: bool
    doubled_tie_hangs_all: bool
    kaboot_sun: int
    kaboot_hokum: int
    kaboot_ace_doubles: bool
    # match points
    match_points: MatchPoints
    fifteen_rule: bool
    valat_match_points: int
    mp_limit_suit: int
    mp_limit_no_trumps: int
    mp_limit_all_trumps: int
    mp_both_at_limit: bool
    mp_tie_at_limit_up: bool
    # match
    target_score: int
    target_rule: TargetRule
    match_end: MatchEnd
    no_end_on_valat: bool


_PARTS = ("table", "deal", "auction", "play", "melds", "belote", "scoring", "conversion", "match")


@dataclass(frozen=True, init=False)
class Ruleset(_Dials):
    """Every dial of a Belote-family game, in parts. Dials not used by a scheme are ignored by it.

    Built from parts, from flat dial names, or both (a flat name overrides that dial of its part), so
    ``dataclasses.replace(rules, target_score=1001)`` works as it did when the recipe was flat."""

    id: str
    name: str
    description: str
    table: Table
    deal: Deal
    auction: AuctionRecipe
    play: Duties  # the play duties' dials (``duties`` is their compiled table)
    melds: Melds
    belote: Belote
    scoring: Scoring
    conversion: MatchPointsRecipe  # deal points to match points
    match: Match

    def __init__(
        self, id: str, name: str, description: str = "", *, table: Table = Table(), deal: Deal = Deal(),
        auction: AuctionRecipe = AuctionRecipe(), play: Duties = Duties(), melds: Melds = Melds(),
        belote: Belote = Belote(), scoring: Scoring = Scoring(), conversion: MatchPointsRecipe = MatchPointsRecipe(),
        match: Match = Match(), **dials: Any,
    ) -> None:
        parts: dict[str, Any] = {"table": table, "deal": deal, "auction": auction, "play": play, "melds": melds,
                                 "belote": belote, "scoring": scoring, "conversion": conversion, "match": match}
        if dials:
            parts = _with_dials(parts, dials)
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "description", description)
        for part, value in parts.items():
            object.__setattr__(self, part, value)
        # each dial also under its flat name: a plain read-only (frozen) attribute, as fast to read as the
        # fields of the flat recipe were (a property per dial costs five to ten times more, and the engine
        # reads ``players`` or ``trump_scheme`` thousands of times a deal)
        self.__dict__.update((flat, get(self)) for flat, get in _FLAT_GETTERS)
        self.validate()
        # the rules of a kind compiled once, as the data every layer reads
        table_, no_trumps = MELD_TABLES[self.melds.meld_table](self.melds)
        m = self.melds
        object.__setattr__(self, "_meld_rules", MeldRules(m.declarations, table_, no_trumps, m.meld_sharing,
                                                          m.meld_tie))
        b = self.belote
        object.__setattr__(self, "_belote_rule", BeloteRule(
            b.belote_points, b.belote_king_first, b.belote_in_all_trumps, False, b.belote_counts_for_contract,
            b.belote_void_in_meld, b.belote_only_lead_ruff_or_partner))

    def _key(self) -> tuple[Any, ...]:
        return (self.id, self.name, self.description, self.table, self.deal, self.auction, self.play, self.melds,
                self.belote, self.scoring, self.conversion, self.match)

    def __hash__(self) -> int:
        # the engine's caches key on the rules many times a deal: the parts are hashed once
        try:
            return self.__dict__["_hash"]  # type: ignore[no-any-return]
        except KeyError:
            self.__dict__["_hash"] = key = hash(self._key())
            return key

    def __getstate__(self) -> dict[str, Any]:
        # a string's hash differs from process to process (the bots' workers): never pickle one
        return {key: value for key, value in self.__dict__.items() if key != "_hash"}

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
        tenths = self.conversion.tenths
        if strain is Strain.NO_TRUMPS:
            return tenths.mp_limit_no_trumps
        if strain is Strain.ALL_TRUMPS:
            return tenths.mp_limit_all_trumps
        return tenths.mp_limit_suit

    @property
    def team_count(self) -> int:
        return self.seating.team_count

    def team_of(self, seat: int) -> int:
        return self.seating.team_of[seat]

    def reached_target(self, score: int) -> bool:
        """Whether a match score ends the match (``target_rule``: reach or pass the target)."""
        match = self.match
        if match.target_rule is TargetRule.PASS:
            return score > match.target_score
        return score >= match.target_score

    def overrides(self) -> dict[str, Any]:
        """The options that differ from this ruleset's preset, as JSON-ready values."""
        base = VARIANTS.get(self.id)
        if base is None:
            raise KeyError(self.id)
        changed: dict[str, Any] = {}
        for name in FIELD_NAMES:
            mine, theirs = getattr(self, name), getattr(base, name)
            if mine != theirs:
                changed[name] = _to_json(mine)
        return changed

    def with_overrides(self, overrides: dict[str, Any]) -> Ruleset:
        """This ruleset with JSON options applied; unknown, badly typed or out-of-range (OPTION_LIMITS)
        options raise ValueError."""
        if not overrides:
            return self
        changes: dict[str, Any] = {}
        for key, raw in overrides.items():
            if key not in FIELD_NAMES or key == "id":
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
        if self.meld_table not in MELD_TABLES:
            known = ", ".join(sorted(MELD_TABLES))
            raise ValueError(f"unknown meld table {self.meld_table!r} (known: {known})")


def _to_json(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


# -- the flat names: the codec between the parts and the files ------------------------------------------


def _dial_paths(recipe: Any, path: tuple[str, ...]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(flat name, path) of each dial of a sub-recipe; a field holding a sub-recipe is a part of it."""
    for f in dataclasses.fields(recipe):
        if dataclasses.is_dataclass(f.default):
            yield from _dial_paths(f.default, (*path, f.name))
        else:
            yield f.name, (*path, f.name)


def _flat_paths() -> dict[str, tuple[str, ...]]:
    paths: dict[str, tuple[str, ...]] = {}
    defaults = Ruleset.__init__.__kwdefaults__ or {}
    for part in _PARTS:
        for name, path in _dial_paths(defaults[part], (part,)):
            if name in paths or name in ("id", "name", "description", *_PARTS):
                raise TypeError(f"dial {name!r} is named twice in the recipe")
            paths[name] = path
    return paths


FLAT_PATHS: dict[str, tuple[str, ...]] = _flat_paths()
"""Each dial's flat name (in files, settings, the New Game dialog) -> where it lives in the parts."""

FIELD_NAMES: tuple[str, ...] = ("id", "name", "description", *FLAT_PATHS)
"""The names a ruleset is written with: its identity, then every dial."""

_FLAT_GETTERS = tuple((name, operator.attrgetter(".".join(path))) for name, path in FLAT_PATHS.items())


def _with_dials(parts: dict[str, Any], dials: dict[str, Any]) -> dict[str, Any]:
    """The parts with these dials (by flat name) changed; an unknown name is a TypeError, as a keyword."""
    changes: dict[tuple[str, ...], Any] = {}
    for name, value in dials.items():
        path = FLAT_PATHS.get(name)
        if path is None:
            raise TypeError(f"Ruleset.__init__() got an unexpected keyword argument {name!r}")
        changes[path] = value
    return {part: _replaced(recipe, {p[1:]: v for p, v in changes.items() if p[0] == part})
            for part, recipe in parts.items()}


def _replaced(recipe: Any, changes: dict[tuple[str, ...], Any]) -> Any:
    """``recipe`` with the values at these paths (inside it) changed."""
    if not changes:
        return recipe
    inner: dict[str, dict[tuple[str, ...], Any]] = {}
    direct: dict[str, Any] = {}
    for path, value in changes.items():
        if len(path) == 1:
            direct[path[0]] = value
        else:
            inner.setdefault(path[0], {})[path[1:]] = value
    for name, sub in inner.items():
        direct[name] = _replaced(getattr(recipe, name), sub)
    return dataclasses.replace(recipe, **direct)


# -- limits of the rule options a file may set ---------------------------------
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
        if isinstance(current, Enum) and not isinstance(current, str):
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
        if isinstance(current, str):  # a name, or a key such as meld_table's (``validate`` checks it)
            if not isinstance(raw, str):
                raise TypeError
            return raw
    except (TypeError, ValueError):
        pass
    raise ValueError(f"bad value for rule option {key!r}: {raw!r}")


# -- the presets: each names only what differs from the defaults above, part by part -------------------

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

# Baloot (docs/rules/baloot.md): seed 000 with the published Saudi rules where it is silent.
BALOOT = Ruleset(
    id="baloot",
    name="Baloot",
    description="The Belote of Saudi Arabia and the Gulf: Sun, Hokum or Ashkal, the doubling ladder up to "
    "Gahwa, projects; 152 round points.",
    auction=AuctionRecipe(TrumpScheme.SUN_HOKUM, first_lead=FirstLead.TAKER, allow_redouble=True),
    play=Duties(locked_lead_when_doubled=True),
    melds=Melds(meld_table=MeldTableKind.BALOOT),
    belote=Belote(belote_points=20, belote_void_in_meld=True, belote_in_all_trumps=False),  # 20: 2 round points
    scoring=Scoring(declarations_need_a_trick=False, tie_rule=TieRule.TAKERS_FAIL),  # the bidders need more than half
    conversion=MatchPointsRecipe(MatchPoints.BALOOT),
    match=Match(target_score=152, match_end=MatchEnd.HIGHER_WINS),
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

# Tarabish (seed 000, docs/rules/tarabish.md): 36 cards clockwise, 3+3 and a kitty of 3 picked up after the trump
# is named in turn (the dealer forced); runs, only the best player's; bella; bate and half-bate; 500 points.
TARABISH = Ruleset(
    id="tarabish",
    name="Tarabish",
    description="Cape Breton's game: 36 cards, clockwise; name a trump in turn, the dealer must; runs and bella; "
    "500 points.",
    table=Table(deck=DeckKind.LONG_36, direction=Direction.CLOCKWISE),
    deal=Deal(first_packets=(3, 3), kitty_packets=(3,), turn_card=False, second_packets=()),
    auction=AuctionRecipe(
        TrumpScheme.NAME_IN_TURN, allow_no_trumps=False, allow_all_trumps=False, allow_double=False,
        allow_redouble=False, point=PointAuctionRecipe(allow_capot_bid=False),
    ),
    play=Duties(partner_exempts=False),  # beat a trump in the trick even over the partner's
    melds=Melds(meld_table=MeldTableKind.TARABISH, meld_sharing=MeldSharing.BEST_PLAYER,
                meld_tie=MeldTie.TRUMP_THEN_CANCEL),
    scoring=Scoring(
        declarations_need_a_trick=False,
        capot_bonus=0,
        tie_rule=TieRule.OWN_POINTS,  # half-bate: the makers score nothing, the others their own
        failed_takers_keep_belote=False,  # bate: every point, the makers' bella too, to the other team
    ),
    match=Match(target_score=500, match_end=MatchEnd.HIGHER_WINS),
)

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
    melds=Melds(meld_table=MeldTableKind.CLABBER, meld_tie=MeldTie.TRUMP_THEN_CANCEL),
    scoring=Scoring(
        declarations_need_a_trick=False,
        capot_bonus=0,
        tie_rule=TieRule.TAKERS_FAIL,  # a tie is a set too
        failed_outcome=FailedOutcome.OWN_POINTS,  # "set": the makers score nothing, the others their own
        failed_takers_keep_belote=False,  # a set side scores nothing, its bell included
    ),
    match=Match(target_score=500, match_end=MatchEnd.HIGHER_WINS),
)

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

VARIANTS: dict[str, Ruleset] = {r.id: r for r in (
    CLASSIC, COINCHE, CONTREE_FFB, BIDDING_BELOTE, BULGARIAN, PILOTTA, BALOOT, TARABISH, CLABBER, DECOUVERTE,
    BELOT_3P, BELOT_2P, BELOT_2P_OPEN,
)}

# Each preset's number where a game is named in a few bits (deal codes: storage/deal_code.py). Frozen: a new
# preset takes the next free number, and a number is never reused, so every code ever given stays valid.
PRESET_NUMBERS: dict[str, int] = {
    "classic": 0, "coinche": 1, "contree_ffb": 2, "bidding_belote": 3, "bulgarian": 4, "pilotta": 5, "baloot": 6,
    "tarabish": 7, "clabber": 8, "decouverte": 9, "belot_3p": 10, "belot_2p": 11, "belot_2p_open": 12,
}


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

