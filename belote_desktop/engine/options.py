"""The rule options a player may change: each declared once, beside its game.

An option is a dial of the ``Ruleset`` (its flat name, the one saves, settings and deal files write) that a player
may set in New Game: the kind of control (yes/no, a number within limits by a step, a closed list) and the games it
means something in. The options every game has are declared here; the others in the module of their game
(``engine/games/<family>.py``, beside its presets), each module calling ``register_options`` once, so that
``RULE_OPTIONS`` is full whenever the engine is used (``engine/__init__`` imports ``games``).

Everything else derives from ``RULE_OPTIONS``: the limits a save's numbers are checked by (``OPTION_LIMITS``,
``Ruleset.with_overrides``), the fields a save may change (``storage/options.py``), New Game's rows and the rules
book's option grid (``learn/options.py``, which puts each option in words: ``learn/option_words.py``, keyed by
the field). No words here: the engine formats no text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .rules import OPTION_LIMITS, MatchEnd, MatchPoints, MeldSharing, Ruleset, TargetRule, TrumpScheme

BOOL = "bool"


@dataclass(frozen=True)
class Spin:
    """A number from ``low`` to ``high`` by ``step`` (a save's number is checked against the limits alone)."""

    low: int
    high: int
    step: int


@dataclass(frozen=True)
class Choice:
    """A closed list: the members of an Enum, or numbers (a multiplier)."""

    values: tuple[Any, ...]


def always(rules: Ruleset) -> bool:
    return True


@dataclass(frozen=True)
class RuleOption:
    """One option: the dial it sets, its kind of control (``BOOL``, ``Spin`` or ``Choice``) and the games it means
    something in (a predicate on the ``Ruleset``; New Game shows it there, the rules book lists it there)."""

    field: str
    kind: Any
    applies: Callable[[Ruleset], bool] = always


RULE_OPTIONS: dict[str, RuleOption] = {}
"""Every option by its field: the shared rules' first, then each game module's (filled by ``register_options``)."""

def register_options(*options: RuleOption) -> None:
    """Declare options; a field declared twice is a ValueError (an option is declared once, where its game lives)."""
    for option in options:
        if option.field in RULE_OPTIONS:
            raise ValueError(f"the rule option {option.field!r} is declared twice")
        RULE_OPTIONS[option.field] = option
        if isinstance(option.kind, Spin):  # the range a file's value is checked by (``Ruleset.with_overrides``)
            OPTION_LIMITS[option.field] = (option.kind.low, option.kind.high)


# the games an option means something in, shared by the games' modules

def point_auction(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.POINT_AUCTION


def auction_of_calls(rules: Ruleset) -> bool:
    """The auctions where a player may speak again after passing: point and contract auctions."""
    return rules.trump_scheme in (TrumpScheme.POINT_AUCTION, TrumpScheme.CONTRACT_AUCTION)


def turned_card(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.TURNED_CARD


def contract_auction(rules: Ruleset) -> bool:
    return rules.trump_scheme is TrumpScheme.CONTRACT_AUCTION


def with_melds(rules: Ruleset) -> bool:
    return rules.declarations


def tenths(rules: Ruleset) -> bool:
    return rules.match_points is MatchPoints.TENTHS


# the options every game has
register_options(
    RuleOption("target_score", Spin(100, 10000, 50)),
    RuleOption("target_rule", Choice(tuple(TargetRule))),
    RuleOption("match_end", Choice(tuple(MatchEnd))),
    RuleOption("declarations", BOOL),
    RuleOption("meld_sharing", Choice(tuple(MeldSharing)), with_melds),
    RuleOption("declarations_need_a_trick", BOOL, with_melds),
    RuleOption("belote_points", Spin(0, 100, 10)),
    RuleOption("belote_king_first", BOOL),
    RuleOption("failed_takers_keep_belote", BOOL),
    RuleOption("must_trump", BOOL),
    RuleOption("partner_exempts", BOOL),
    RuleOption("partner_exempts_trump_lead", BOOL),
    RuleOption("must_raise_in_trump_lead", BOOL),
    RuleOption("last_trick_bonus", Spin(0, 100, 5)),
)

__all__ = ["BOOL", "OPTION_LIMITS", "RULE_OPTIONS", "Choice", "RuleOption", "Spin", "always", "auction_of_calls",
           "contract_auction", "point_auction", "register_options", "tenths", "turned_card", "with_melds"]
