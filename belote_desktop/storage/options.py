"""The rule options a file of the app may change: the ones the New Game dialog offers.

A save, and the settings' remembered options, hold a game's rules as a preset plus options by name
(``Ruleset.overrides``). The engine accepts any Ruleset field there (its tests build other tables
that way), but the app only ever writes the options a player can choose: the options the engine declares
(``engine.options.RULE_OPTIONS``, each beside its game; New Game and the rules book read them too). Any
other field set in a file to a value other than the preset's was put there by hand or by another program: such a save is refused with the field named (docs/save-format.md), never played with
rules the player cannot see or change.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from ..engine import VARIANTS
from ..engine.options import RULE_OPTIONS
from ..engine.rules import FIELD_NAMES

OFFERED_OPTIONS: frozenset[str] = frozenset(RULE_OPTIONS)
"""The fields a player may change: the only ones a save or the settings may set apart from the preset."""


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
