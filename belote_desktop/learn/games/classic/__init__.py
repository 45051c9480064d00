"""The French games for the learner, in one place: classic Belote, La Coinche and the federation's contrée.
Their names, words, the federation's note and their gallery tiles (``words``) and their guided deals
(``tutorial``: the classic game's, and La Coinche's point auction), behind their record below.
"""

from __future__ import annotations

from ...base.records import GameTeaching, GameText
from . import tutorial, words

TEACHING = GameTeaching(
    family="classic",
    games={
        "classic": GameText(words.classic_name, words.classic_description, "turned_card", words=words.FRENCH_WORDS,
                            facts=words.CLASSIC_FACTS),
        "coinche": GameText(words.coinche_name, words.coinche_description, "point_auction",
                            words=words.FRENCH_WORDS, facts=words.COINCHE_FACTS),
        "contree_ffb": GameText(words.contree_name, words.contree_description, "point_auction",
                                words=words.FRENCH_WORDS, page=words.CONTREE_PAGE, facts=words.CONTREE_FACTS),
    },
    tutorials=(tutorial.CLASSIC_DEAL, tutorial.COINCHE_DEAL),
)
