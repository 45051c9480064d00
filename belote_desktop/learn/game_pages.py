"""Each game's own paragraphs of the rules book, registered by the game's module under its preset id.

Most of a game's page is generated from its dials, like every game's. What only one game says (Clabber's
words for its aim and its failed contract, the federation's contrée beside La Coinche, Belote Découverte's
choices where its source is silent) lives in that game's module, which registers it here; the topic modules
ask ``page_of(rules)`` and never test which game is played. A custom game keeps its preset's page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Ruleset

Words = Callable[[Ruleset], list[str]]


def _none(rules: Ruleset) -> list[str]:
    return []


@dataclass(frozen=True)
class GamePage:
    aim: Callable[[Ruleset], str] | None = None  # the overview's aim sentence in the game's own words
    notes: Words = _none  # notes under the overview
    meld_words: Words = _none  # under the declarations table
    failed_words: Words = _none  # under the failed-contract paragraph
    choices: Words = _none  # where the game's sources are silent or part ways, and what the program does


GAME_PAGES: dict[str, GamePage] = {}
_DEFAULT = GamePage()


def register(game_id: str, page: GamePage) -> None:
    GAME_PAGES[game_id] = page


def page_of(rules: Ruleset) -> GamePage:
    return GAME_PAGES.get(rules.id, _DEFAULT)
