"""Bidding Belote (Belote à l'annonce) for the learner, in one place: its name, words, sources in the rules
book and gallery tile (``words``) and the rules book's paragraphs on contract-auction scoring and match points
(``rules_book``, read for any game that sets those dials), behind its record below. It opens Bulgarian Belot's
guided deal (the contract auction).
"""

from __future__ import annotations

from ...base.records import DialTexts, GameTeaching, GameText
from . import rules_book, words

TEACHING = GameTeaching(
    family="bidding_belote",
    games={"bidding_belote": GameText(words.name, words.description, "contract_auction", words=words.WORDS,
                                      page=words.PAGE, facts=words.FACTS)},
    dials=DialTexts(no_trumps_declarations=rules_book.no_trumps_declarations, match_points=rules_book.match_points,
                    match_call=rules_book.match_call),
)
