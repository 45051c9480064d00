"""The rulesets every differential, simulation and smoke test runs over: each preset, and the three
made-up tables of belote_desktop/engine/shapes.py (3 alone/24 cards, 2 alone/16 cards each, 4 in
pairs/36 cards/clockwise), so that nothing quietly assumes one table shape."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from belote_desktop.engine import Ruleset
from belote_desktop.engine.rules import VARIANTS
from belote_desktop.engine.shapes import MADE_UP


def every_ruleset() -> dict[str, Ruleset]:
    """Each preset under its id, then the made-up tables."""
    return {**VARIANTS, **MADE_UP}


# the games a slow contract still runs on in the fast loop (`pytest -m "not slow"`, docs/testing.md)
FAST_GAMES = ("classic",)


def slow_but(names: Iterable[str], fast: Iterable[str] = FAST_GAMES) -> list:
    """``names`` as parameters, each marked slow but those in ``fast``: the fast loop runs the contract on a
    few games, the whole suite on every one."""
    keep = set(fast)
    return [pytest.param(name, marks=() if name in keep else pytest.mark.slow) for name in names]


def slow_after(values: Iterable, first: int = 1, *, several: bool = False) -> list:
    """``values`` as parameters, each marked slow after the first ``first`` (the differential tests over
    every ruleset and duty: the fast loop runs Belote's). ``several``: each value is a tuple of several
    parameters' values."""
    return [pytest.param(*(value if several else (value,)), marks=() if i < first else pytest.mark.slow)
            for i, value in enumerate(values)]


__all__ = ["FAST_GAMES", "MADE_UP", "every_ruleset", "slow_after", "slow_but"]
