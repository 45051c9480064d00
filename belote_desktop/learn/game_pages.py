"""Each game's own paragraphs of the rules book, registered by the game's module (learn/games/) under its
preset id, and a meld table's own paragraphs under the table's key.

Most of a game's page is generated from its dials, like every game's. What only one game says (Clabber's
words for its aim and its failed contract, the federation's contrée beside La Coinche, Belote Découverte's
choices where its source is silent) lives in that game's module, which registers it here; the topic modules
ask ``page_of(rules)`` and never test which game is played. A custom game keeps its preset's page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Ruleset
from .vocabulary import meld_table_key

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


MELD_TABLE_WORDS: dict[str, Words] = {}  # meld table key -> the paragraphs under the declarations table


def register_meld_table_words(table_key: str, words: Words) -> None:
    """What a meld table calls its melds, for the rules book (Clabber: the mule, the dad)."""
    MELD_TABLE_WORDS[table_key] = words


def meld_table_words(rules: Ruleset) -> list[str]:
    return MELD_TABLE_WORDS.get(meld_table_key(rules), _none)(rules)
