"""Tarabish, Cape Breton's game, for the learner, in one place: its words and glossary (``words``), its
sections of the rules book (``rules_book``: naming the trump in turn, runs, bella, bate) and its guided deal
(``tutorial``). Its auction kind, naming in turn, registers the sections with the rules book
(learn/kinds/name_in_turn.py); the rest reaches the shared modules through the record below.
"""

from __future__ import annotations

from ...base.records import GameTeaching, GameText
from . import tutorial, words

TEACHING = GameTeaching(
    family="tarabish",
    games={"tarabish": GameText(words.name, words.description, "name_in_turn", words=words.WORDS,
                                facts=words.FACTS)},
    glossary=words.glossary_terms,
    tutorials=(tutorial.DEAL,),
)
