"""Bulgarian Belot's tables for three and for two for the learner, in one place: their names and gallery
tiles (``words``; they say Bulgarian Belot's words), the guided deal for three (``tutorial``: every player
alone), and the words of a table of players alone: a call's first words (``explain``) and "Our choices"
(``rules_book``), behind their record below. The table for two opens Bulgarian Belot's deal, the one with open cards
Belote Découverte's.
"""

from __future__ import annotations

from ...base.records import DialTexts, GameTeaching, GameText
from ..bulgarian.words import WORDS
from . import explain, rules_book, tutorial, words

TEACHING = GameTeaching(
    family="belot_small",
    games={
        "belot_3p": GameText(words.three_name, words.three_description, "three_alone", words=WORDS,
                             facts=words.THREE_FACTS),
        "belot_2p": GameText(words.two_name, words.two_description, "contract_auction", words=WORDS,
                             facts=words.TWO_FACTS),
        "belot_2p_open": GameText(words.open_name, words.open_description, "table_cards", words=WORDS,
                                  facts=words.OPEN_FACTS),
    },
    tutorials=(tutorial.DEAL,),
    dials=DialTexts(choices=rules_book.small_table_choices, call_alone=explain.explain_call_alone),
)
