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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from .actions import Strain
from .cards import DeckKind
from .deal import DealPlan, Packet, TurnedFrom, TurnedKeeper, Zone
from .declarations import BeloteRule, MeldRules, MeldSharing, MeldTie
from .recipe import (
    MELD_TABLES,
    ACES_ONLY_MELDS, IMPLEMENTED_SCHEMES, AuctionRecipe, Belote, CoincheMultiplies, ContractAuctionRecipe,
    ContractFloor, Deal, Direction, Duties, FailedOutcome, FailedShare, FirstLead, Hanging, Kaboot, Match, MatchEnd,
    MatchPoints, MatchPointsRecipe, Melds, MeldTableKind, NoTrumpsMelds, PointAuctionRecipe, PointContractScore,
    PointScoring, Scoring, Table, TableTurnUp, TargetRule, Tenths, TieRule, TrumpScheme, TurnedCardRecipe,
)
from .duties import DutyTable
from .seating import Seating

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
            known: int = self.__dict__["_hash"]
            return known
        except KeyError:
            self.__dict__["_hash"] = key = hash(self._key())
            return key

    def __getstate__(self) -> dict[str, Any]:
        # a string's hash differs from process to process (the bots' workers): never pickle one
        return {key: value for key, value in self.__dict__.items() if key != "_hash"}

    @property
    def meld_rules(self) -> MeldRules:
        """Declarations: their table per strain, who scores them, how ties go."""
        melds: MeldRules = self.__dict__["_meld_rules"]  # set in __post_init__ (a derived, not a field)
        return melds

    @property
    def belote_rule(self) -> BeloteRule:
        """The king+queen of trumps: points, which suits count, the king-first option."""
        belote: BeloteRule = self.__dict__["_belote_rule"]  # set in __post_init__ (a derived, not a field)
        return belote

    # -- derived -------------------------------------------------------------------------
    @cached_property
    def deal_plan(self) -> DealPlan:
        """How the cards are dealt, compiled once from the ruleset (``engine/deal.py``)."""
        return _deal_plan(self)

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
        return DutyTable.of(self.play)

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
        """How many teams (or lone players) score."""
        return self.seating.team_count

    def team_of(self, seat: int) -> int:
        """The team ``seat`` plays for."""
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
        for broken, message in _UNPLAYABLE:
            if broken(self):
                raise ValueError(message)
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
OPTION_LIMITS: dict[str, tuple[int, int]] = {}
"""The range of each number option, filled from its declaration (``engine/options.register_options``: its
``Spin``'s low and high). A saved game or setting outside it was not made by the app, so ``with_overrides``
refuses it as the dialog would."""
MAX_PACKET = 12  # no deal hands out more cards at once


def _check_limit(key: str, value: Any) -> None:
    limits = OPTION_LIMITS.get(key)
    if limits is not None and not limits[0] <= value <= limits[1]:
        raise ValueError(f"rule option {key!r} must be {limits[0]} to {limits[1]}, not {value!r}")


def _from_json(current: Any, raw: Any, key: str) -> Any:
    for kind, read in _READERS:
        if isinstance(current, kind) and not (kind is Enum and isinstance(current, str)):
            try:
                return read(current, raw)
            except (TypeError, ValueError):
                break
    raise ValueError(f"bad value for rule option {key!r}: {raw!r}")


def _whole(raw: Any) -> int:
    """``raw`` if it is a whole number (not true or false); TypeError otherwise."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise TypeError
    return raw


def _of_type(raw: Any, kind: type) -> Any:
    """``raw`` if it is a ``kind``; TypeError otherwise."""
    if not isinstance(raw, kind):
        raise TypeError
    return raw


def _packets(raw: Any) -> tuple[int, ...]:
    """A list of packet sizes as a tuple; TypeError unless each is a whole number from 1 to MAX_PACKET."""
    if not isinstance(raw, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= MAX_PACKET for x in raw):
        raise TypeError
    return tuple(raw)


_READERS: tuple[tuple[type, Callable[[Any, Any], Any]], ...] = (
    (bool, lambda current, raw: _of_type(raw, bool)),
    (DeckKind, lambda current, raw: DeckKind(_whole(raw))),
    (Enum, lambda current, raw: type(current)(raw)),  # not a str enum
    (int, lambda current, raw: _whole(raw)),
    (tuple, lambda current, raw: _packets(raw)),
    (str, lambda current, raw: _of_type(raw, str)),  # a name, or a key such as meld_table's (``validate`` checks it)
)
"""_from_json: how a rule option's JSON value is read, by the type of its current value (the first that fits)."""

def _deal_plan(rules: Ruleset) -> DealPlan:
    """The plan a ruleset's flat deal options describe (``Ruleset.deal_plan`` caches it)."""
    before = (
        tuple(Packet(size) for size in rules.first_packets)
        + tuple(Packet(size, Zone.KITTY) for size in rules.kitty_packets)
        + tuple(Packet(size, Zone.TABLE_DOWN) for size in rules.table_down_packets)
        + tuple(Packet(size, Zone.TABLE_UP) for size in rules.table_up_packets)
    )
    return DealPlan(
        players=rules.players,
        deck=int(rules.deck),
        before=before,
        after=tuple(Packet(size) for size in rules.second_packets),
        turned_from=rules.turned_from if rules.turn_card else TurnedFrom.NONE,
        keeper=rules.turned_keeper,
        unused=rules.unused_cards,
        first_receiver=rules.first_receiver,
    )


_UNPLAYABLE: tuple[tuple[Callable[[Ruleset], bool], str], ...] = (
    (lambda r: r.trump_scheme is TrumpScheme.TURNED_CARD and not r.turn_card,
     "the turned-card scheme needs a turned card"),
    (lambda r: r.trump_scheme is TrumpScheme.POINT_AUCTION and bool(r.turn_card or r.second_packets),
     "the point auction deals every card before bidding"),
    (lambda r: r.trump_scheme is TrumpScheme.NAME_IN_TURN and bool(r.turn_card), "naming in turn has no turned card"),
    (lambda r: r.trump_scheme is TrumpScheme.SUN_HOKUM and (r.players != 4 or not r.partnerships or not r.turn_card),
     "Sun and Hokum need four players in pairs and a turned card"),
    (lambda r: (r.match_points is MatchPoints.BALOOT) != (r.trump_scheme is TrumpScheme.SUN_HOKUM),
     "Baloot's round points go with the Sun/Hokum auction"),
    (lambda r: r.trump_scheme is TrumpScheme.CONTRACT_AUCTION and bool(r.turn_card),
     "the contract auction turns no card"),
    (lambda r: r.min_bid > r.max_bid or r.bid_step <= 0, "bad bid range"),
    (lambda r: r.target_score <= 0, "target score must be positive"),
    (lambda r: not 2 <= r.redouble_multiplier <= 8, "a surcoinche multiplies by 2 to 8"),
    (lambda r: r.point_contract_score is PointContractScore.OWN_POINTS and r.allow_double,
     "a contract scored on the teams' own points cannot be doubled"),
)
"""Ruleset.validate: the dials that do not make a playable game, each with what it says, in the order checked."""


# -- the presets' registry: the games fill it (engine/games: each game's module, and one list) -----------

VARIANTS: dict[str, Ruleset] = {}
"""Every preset by its id, in the New Game list's order (filled by engine/games from its ``PRESETS``)."""

PRESET_NUMBERS: dict[str, int] = {}
"""Each preset's frozen number where a game is named in a few bits (deal codes: storage/deal_code.py; filled
by engine/games from its ``PRESETS``)."""


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

