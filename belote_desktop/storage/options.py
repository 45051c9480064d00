"""The rule options a file of the app may change: the ones the New Game dialog offers.

A save, and the settings' remembered options, hold a game's rules as a preset plus options by name
(``Ruleset.overrides``). The engine accepts any Ruleset field there (its tests build other tables
that way), but the app only ever writes the options a player can choose, listed in
learn/options.py (Qt, so not importable here; tests/storage/test_save_options.py keeps the two
equal). Any other field set in a file to a value other than the preset's was put there by hand or
by another program: such a save is refused with the field named (docs/save-format.md), never
played with rules the player cannot see or change.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from ..engine import VARIANTS
from ..engine.rules import FIELD_NAMES

OFFERED_OPTIONS = frozenset({
    "all_trumps_raise_every_suit", "allow_all_trumps", "allow_capot_bid", "allow_double", "allow_match_call",
    "allow_no_trumps", "allow_redouble", "belote_counts_for_contract", "belote_in_all_trumps", "belote_king_first",
    "belote_may_stay_quiet", "belote_only_lead_ruff_or_partner", "belote_points", "bid_step", "capot_bid_failed",
    "capot_bid_value", "capot_bonus", "coinche_multiplies", "contract_bids_after_double", "contract_floor",
    "dealer_must_call", "declarations", "declarations_need_a_trick", "declare_table_cards", "doubled_tie_hangs_all",
    "doubled_winner_takes_all", "failed_contract_adds_bid", "failed_contract_base", "failed_outcome",
    "failed_share", "failed_takers_keep_belote", "fifteen_rule", "first_lead", "hanging_includes_belote",
    "hanging_waits_for_a_win", "kaboot_ace_doubles", "kaboot_hokum", "kaboot_sun", "kirtik_points",
    "last_trick_bonus", "locked_lead_at_triple", "long_run_splits", "match_end", "max_bid", "meld_reuse_cards",
    "meld_sharing", "melds_count_for_contract", "melds_shown_at_second_trick", "min_bid", "mp_both_at_limit",
    "mp_limit_all_trumps", "mp_limit_no_trumps", "mp_limit_suit", "mp_tie_at_limit_up", "must_overtrump",
    "must_raise_in_trump_lead", "must_trump", "must_trump_only_if_opponent_trumped", "no_end_on_valat",
    "no_trumps_melds", "no_trumps_multiplier", "partner_exempts", "partner_exempts_trump_lead", "pass_is_final",
    "redouble_multiplier", "run_over_four_of_a_kind", "same_dealer_redeals", "shuffle_every_deal", "table_turn_up", "target_rule",
    "target_score", "tie_hanging_points", "tie_rule", "trump_must_be_held", "twenty_over_fifty",
    "uncalled_capot_points", "valat_match_points",
})


def unoffered(overrides: Any, variant: Any) -> list[str]:
    """The rule fields that ``overrides`` (a rules-by-name object) sets, for the preset ``variant``, to
    a value no player could choose: a field the dialog does not offer, with a value other than the
    preset's. Names that are no rule field at all are left to the engine (it refuses them)."""
    preset = VARIANTS.get(variant) if isinstance(variant, str) else None
    if not isinstance(overrides, dict) or preset is None:
        return []
    return sorted(key for key, value in overrides.items()
                  if key in FIELD_NAMES and key not in OFFERED_OPTIONS and value != _as_json(getattr(preset, key)))


def _as_json(value: Any) -> Any:
    """A rule's value as a file holds it (``Ruleset.overrides``)."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value
