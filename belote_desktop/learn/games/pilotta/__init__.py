"""Pilotta, the game of Cyprus, for the learner, in one place: its words, its sources in the rules book and
its glossary (``words``), behind its record below. It opens La Coinche's guided deal (the point auction).
"""

from __future__ import annotations

from ...teaching import GameTeaching, GameText
from . import words

TEACHING = GameTeaching(
    family="pilotta",
    games={"pilotta": GameText(words.name, words.description, "point_auction", words=words.WORDS, page=words.PAGE,
                               facts=words.FACTS)},
    glossary=words.glossary_terms,
)
