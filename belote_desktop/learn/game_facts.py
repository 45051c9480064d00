"""What the New Game gallery says of each game beside its picture: where it is played and the one thing
that makes it itself. Each game's entry is held by its family's record (``GameText.facts``,
learn/games/<family>/); a table of no family's shows its description instead.

The number of players, the pack and the picture are read from the rules themselves, not written here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Ruleset
from .teaching import game_text


@dataclass(frozen=True)
class GameFacts:
    """Translated when called, so a language change applies at once."""

    where: Callable[[], str]  # the places the game is played ("France", "Canada (Cape Breton)")
    line: Callable[[], str]  # one short line on what makes it itself


def facts_for(rules: Ruleset) -> GameFacts | None:
    """The facts of ``rules``' game (a custom game keeps its preset's id, so its facts)."""
    own = game_text(rules)
    return own.facts if own is not None else None
