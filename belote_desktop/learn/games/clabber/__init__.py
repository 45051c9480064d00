"""Clabber, the American jass, for the learner, in one place: its words, its melds' names, its own
paragraphs of the rules book and its glossary (``words``) and its guided deal (``tutorial``), behind its
record below.
"""

from __future__ import annotations

from ...base.records import GameTeaching, GameText, MeldTableText
from . import tutorial, words

TEACHING = GameTeaching(
    family="clabber",
    games={"clabber": GameText(words.name, words.description, "dealer_card", words=words.WORDS, page=words.PAGE,
                               facts=words.FACTS)},
    meld_tables={"clabber": MeldTableText(namer=words.meld_name, rules_words=words.clabber_meld_words,
                                          ranking=words.meld_ranking)},
    glossary=words.glossary_terms,
    tutorials=(tutorial.DEAL,),
)
