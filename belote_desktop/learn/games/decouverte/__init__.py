"""Belote Découverte for the learner, in one place: its name, its choices in the rules book and its gallery
tile (``words``) and its guided deal (``tutorial``: cards on the table), behind its record below.
"""

from __future__ import annotations

from ...base.records import GameTeaching, GameText
from ..classic.words import FRENCH_WORDS
from . import tutorial, words

TEACHING = GameTeaching(
    family="decouverte",
    games={"decouverte": GameText(words.name, words.description, "table_cards", words=FRENCH_WORDS,
                                  page=words.PAGE, facts=words.FACTS)},
    tutorials=(tutorial.DEAL,),
)
