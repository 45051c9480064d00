"""Plain-language explanations: why a move is refused, what a bid means, what an announcement
is worth and how a deal was scored.

Every sentence goes through ``QCoreApplication.translate`` with an explicit context and is
completed with ``str.format`` on the *translated* pattern, so translators can reorder words.
Each explanation carries a ``rule_id``: the anchor of the matching paragraph in the rules book
(``rulesbook.rules_html``), so a hint can open "rules#must_overtrump".

The explanations live in one module per topic; this module gathers the names the rest of the code
imports (``from belote_desktop.learn.explain import X`` keeps working): words (card, suit, seat and
meld words), explanation (the record, rule ids and titles), explain_refusals (refused moves, the
partner exemption), explain_bidding, explain_announcements, explain_scoring.
"""

from __future__ import annotations

from .explain_announcements import explain_announcement
from .explain_bidding import bid_ceiling, explain_bid
from .explain_refusals import explain_illegal, explain_legal_freedom
from .explain_scoring import explain_result
from .explanation import RULE_IDS, Explanation, rule_title
from .words import (
    card_word, cards_words, carre_word, default_seat_names, meld_word, melds_words, rank_letter, rank_name,
    strain_word, suit_word, team_names_for,
)

__all__ = [
    "RULE_IDS", "Explanation", "bid_ceiling", "card_word", "cards_words", "carre_word", "default_seat_names",
    "explain_announcement", "explain_bid", "explain_illegal", "explain_legal_freedom", "explain_result",
    "meld_word", "melds_words", "rank_letter", "rank_name", "rule_title", "strain_word", "suit_word",
    "team_names_for",
]
