"""Bulgarian Belot for the learner, in one place: its words, its sources in the rules book and its glossary
(``words``) and its guided deal (``tutorial``: the contract auction and match points), behind its record
below. Its tables for three and for two are a family of their own (learn/games/belot_small/).
"""

from __future__ import annotations

from ...teaching import GameTeaching, GameText
from . import tutorial, words

TEACHING = GameTeaching(
    family="bulgarian",
    games={"bulgarian": GameText(words.name, words.description, "contract_auction", words=words.WORDS,
                                 page=words.PAGE, facts=words.FACTS)},
    glossary=words.glossary_terms,
    tutorials=(tutorial.DEAL,),
)
