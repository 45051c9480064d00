"""Each game's own paragraphs of the rules book (``GamePage``, learn/base/records.py), held by its family's record
(learn/games/<family>/, ``GameText.page``), and a meld table's own paragraphs (``MeldTableText.rules_words``).

Most of a game's page is generated from its dials, like every game's. What only one game says (Clabber's
words for its aim and its failed contract, the federation's contrée beside La Coinche, Belote Découverte's
choices where its source is silent) lives in that game's package; the topic modules ask ``page_of(rules)``
and never test which game is played. A custom game keeps its preset's page.
"""

from __future__ import annotations

from ..engine import Ruleset
from .base.records import GamePage
from .teaching import game_text, meld_table_text
from .vocabulary import meld_table_key

_DEFAULT = GamePage()


def page_of(rules: Ruleset) -> GamePage:
    own = game_text(rules)
    return own.page if own is not None and own.page is not None else _DEFAULT


def meld_table_words(rules: Ruleset) -> list[str]:
    """What a meld table calls its melds, for the rules book (Clabber: the mule, the dad)."""
    table = meld_table_text(meld_table_key(rules))
    return table.rules_words(rules) if table is not None and table.rules_words is not None else []
