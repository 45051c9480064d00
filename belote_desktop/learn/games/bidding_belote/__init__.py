"""Bidding Belote (Belote à l'annonce) for the learner, in one place: its name, words, sources in the rules
book and gallery tile (``words``), behind its record below. It opens Bulgarian Belot's guided deal (the
contract auction).
"""

from __future__ import annotations

from ...teaching import GameTeaching, GameText
from . import words

TEACHING = GameTeaching(
    family="bidding_belote",
    games={"bidding_belote": GameText(words.name, words.description, "contract_auction", words=words.WORDS,
                                      page=words.PAGE, facts=words.FACTS)},
)
