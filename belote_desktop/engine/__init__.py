"""The rules engine: pure Python, no Qt. See docs/ARCHITECTURE.md.

>>> from belote_desktop.engine import find_variant, new_deal
>>> state = new_deal(find_variant("classic"), dealer=0, seed=42)
>>> state.legal_actions()[0]
Pass()
"""

from .actions import (
    DECLARE, DOUBLE, PASS, PLAY, REDOUBLE, TAKE, Action, Bid, Declare, Double, Pass, PlayCard, Redouble,
    Strain, Take, parse_action,
)
from .auctions import Contract
from .cards import CARDS, Card, DeckKind, Rank, Suit, cards_in, deck_cards, mask_of
from .declarations import Meld, MeldKind
from .errors import IllegalActionError, Reason
from .match import MatchState, new_match
from .record import FORMAT_VERSION, RecordError, record, replay
from .rules import (
    VARIANTS, Direction, MatchEnd, MeldSharing, Ruleset, TieRule, TrumpScheme, find_variant, matching_preset,
)
from .scoring import DealResult
from .state import (
    Announcement, DealState, Phase, Trick, deal_from_hands, deal_layout_with_contract, deal_with_contract, new_deal,
    shuffled_deck,
)
from .view import PlayerView
from . import games  # noqa: F401  (the presets and their meld tables: fills VARIANTS and MELD_TABLES)

__all__ = [
    "Action", "Announcement", "Bid", "CARDS", "Card", "Contract", "DECLARE", "DOUBLE", "DealResult", "DealState",
    "Declare", "DeckKind", "Direction", "Double", "FORMAT_VERSION", "IllegalActionError", "MatchEnd", "MatchState",
    "Meld", "MeldKind", "MeldSharing", "PASS", "PLAY", "Pass", "Phase", "PlayCard", "PlayerView", "REDOUBLE",
    "Rank", "Reason", "RecordError", "Redouble", "Ruleset", "Strain", "Suit", "TAKE", "Take", "TieRule", "Trick",
    "TrumpScheme", "VARIANTS", "cards_in", "deal_from_hands", "deal_layout_with_contract", "deal_with_contract", "deck_cards", "find_variant",
    "mask_of", "matching_preset", "new_deal", "new_match", "parse_action", "record", "replay", "shuffled_deck",
]
