"""What the New Game gallery says of each game beside its picture: where it is played and the one thing
that makes it itself. Each game's entry is written by the games package (``learn/games/gallery.py``); a
table that registered none shows its description instead.

The number of players, the pack and the picture are read from the rules themselves, not written here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Ruleset


@dataclass(frozen=True)
class GameFacts:
    """Translated when called, so a language change applies at once."""

    where: Callable[[], str]  # the places the game is played ("France", "Canada (Cape Breton)")
    line: Callable[[], str]  # one short line on what makes it itself


GAME_FACTS: dict[str, GameFacts] = {}  # preset id -> its facts; filled by learn/games/


def register_facts(game_id: str, where: Callable[[], str], line: Callable[[], str]) -> None:
    GAME_FACTS[game_id] = GameFacts(where, line)


def facts_for(rules: Ruleset) -> GameFacts | None:
    """The facts of ``rules``' game (a custom game keeps its preset's id, so its facts)."""
    return GAME_FACTS.get(rules.id)
