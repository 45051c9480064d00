"""Bulgarian Belot for the learner, in one place: its words, its sources in the rules book and its glossary
(``words``), its guided deal (``tutorial``: the contract auction and match points), and the contract auction's
words, which every game of that auction says: what each call commits to and why one is refused (``explain``),
the rules book's bidding section, the belot's options and the end of the game (``rules_book``). Its auction
kind names them in its record (learn/kinds/contract_auction.py); the rest reaches the shared modules through the
record below. Its tables for three and for two are a family of their own (learn/games/belot_small/).
"""

from __future__ import annotations

from ...base.records import DialTexts, GameTeaching, GameText
from . import rules_book, tutorial, words

TEACHING = GameTeaching(
    family="bulgarian",
    games={"bulgarian": GameText(words.name, words.description, "contract_auction", words=words.WORDS,
                                 page=words.PAGE, facts=words.FACTS)},
    glossary=words.glossary_terms,
    tutorials=(tutorial.DEAL,),
    dials=DialTexts(belote_notes=rules_book.belote_notes, end_notes=rules_book.end_notes),
)
