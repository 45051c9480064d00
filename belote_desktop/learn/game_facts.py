"""What the New Game gallery says of each game beside its picture: where it is played and the one thing
that makes it itself. Each game's entry (``GameFacts``, learn/base/records.py) is held by its family's record
(``GameText.facts``, learn/games/<family>/); a table of no family's shows its description instead.

The number of players, the pack and the picture are read from the rules themselves, not written here.
"""

from __future__ import annotations

from ..engine import Ruleset
from .base.records import GameFacts
from .teaching import game_text


def facts_for(rules: Ruleset) -> GameFacts | None:
    """The facts of ``rules``' game (a custom game keeps its preset's id, so its facts)."""
    own = game_text(rules)
    return own.facts if own is not None else None
