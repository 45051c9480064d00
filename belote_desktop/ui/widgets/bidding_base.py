"""The bidding panel's kinds: one ``PanelKind`` per kind of auction (``TrumpScheme``), in ``BIDDING_PANELS``.

Each kind's module (``bidding_turned_card``, ``bidding_point``, ``bidding_contract``, ``bidding_sun_hokum``,
``bidding_name_in_turn``) registers its entry, ``BIDDING_PANELS[TrumpScheme.X] = PanelKind(...)``; only
``bidding_kinds`` imports them all, and this module imports none (no import loop). What the panel, the window
and the table do differently per kind is a field here, never an ``if`` on ``rules.trump_scheme``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from ...engine import PlayerView, Strain, Suit, TrumpScheme

if TYPE_CHECKING:
    from .bidding_panel import BiddingPanel

SUIT_KEYS: dict[int, Suit] = {Qt.Key.Key_1: Suit.CLUBS, Qt.Key.Key_2: Suit.DIAMONDS, Qt.Key.Key_3: Suit.HEARTS,
                              Qt.Key.Key_4: Suit.SPADES}
SUIT_KEY_LABELS = {suit: QKeySequence(key).toString() for key, suit in SUIT_KEYS.items()}
STRAIN_KEY_LABELS = {Strain.NO_TRUMPS: "N", Strain.ALL_TRUMPS: "A"}


def with_key(label: str, key: str) -> str:
    """A button's label with its keyboard shortcut shown after it."""
    return f"{label} ({key})"


def _bidding_link(view: PlayerView) -> str:
    return "rules#bidding"


@dataclass(frozen=True)
class PanelKind:
    """How the bidding panel shows one kind of auction."""

    # fills the panel with the choices of the view (title, note, rows of buttons)
    build: Callable[[BiddingPanel, PlayerView], None]
    # the kind's keys, after the panel's own (P pass, E declare, Enter the suggestion); True if used
    handle_key: Callable[[BiddingPanel, QKeyEvent], bool]
    # the note says less than the explanation line, so it is hidden when explanations are shown
    note_yields_to_explanation: bool = False
    # the rules book's paragraph for this moment of the auction (Help > Rules, F1)
    rules_link: Callable[[PlayerView], str] = _bidding_link


BIDDING_PANELS: dict[TrumpScheme, PanelKind] = {}


__all__ = ["BIDDING_PANELS", "PanelKind", "STRAIN_KEY_LABELS", "SUIT_KEYS", "SUIT_KEY_LABELS", "with_key"]
