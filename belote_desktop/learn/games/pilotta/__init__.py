"""Pilotta, the game of Cyprus, for the learner, in one place: its words, its sources in the rules book and
its glossary (``words``) and the rules book's paragraphs on its dials (``rules_book``: final passes, the first
bidder's lead, a contract scored on the teams' own points, game points), read for any game that sets them,
behind its record below. It opens La Coinche's guided deal (the point auction).
"""

from __future__ import annotations

from ...base.records import DialTexts, GameTeaching, GameText
from . import rules_book, words

TEACHING = GameTeaching(
    family="pilotta",
    games={"pilotta": GameText(words.name, words.description, "point_auction", words=words.WORDS, page=words.PAGE,
                               facts=words.FACTS)},
    glossary=words.glossary_terms,
    dials=DialTexts(auction_notes=rules_book.auction_notes, own_points_scoring=rules_book.own_points_scoring,
                    declaration_notes=rules_book.declaration_notes, game_points=rules_book.game_points),
)
