"""The rulesets every differential, simulation and smoke test runs over: each preset, and the three
made-up tables of belote_desktop/engine/shapes.py (3 alone/24 cards, 2 alone/16 cards each, 4 in
pairs/36 cards/clockwise), so that nothing quietly assumes one table shape."""

from __future__ import annotations

from belote_desktop.engine import Ruleset
from belote_desktop.engine.rules import VARIANTS
from belote_desktop.engine.shapes import MADE_UP


def every_ruleset() -> dict[str, Ruleset]:
    """Each preset under its id, then the made-up tables."""
    return {**VARIANTS, **MADE_UP}


__all__ = ["MADE_UP", "every_ruleset"]
