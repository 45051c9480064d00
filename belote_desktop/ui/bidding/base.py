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

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from ...engine import Bid, PlayerView, Ruleset, Strain, Suit, TrumpScheme
from .. import text

if TYPE_CHECKING:
    from .panel import BiddingPanel

SUIT_KEYS: dict[int, Suit] = {Qt.Key.Key_1: Suit.CLUBS, Qt.Key.Key_2: Suit.DIAMONDS, Qt.Key.Key_3: Suit.HEARTS,
                              Qt.Key.Key_4: Suit.SPADES}
SUIT_KEY_LABELS = {suit: QKeySequence(key).toString() for key, suit in SUIT_KEYS.items()}
STRAIN_KEY_LABELS = {Strain.NO_TRUMPS: "N", Strain.ALL_TRUMPS: "A"}


def with_key(label: str, key: str) -> str:
    """A button's label with its keyboard shortcut shown after it."""
    return f"{label} ({key})"


def bid_words(bid: Bid) -> str:
    """A point bid for a screen reader: '100, Clubs', 'Capot, Hearts', '130, All trumps' ("130 AT" is read badly)."""
    return QCoreApplication.translate("BiddingPanel", "{value}, {strain}", "a bid, said by a screen reader").format(
        value=text.contract_value_text(bid.value, bid.capot), strain=text.strain_name(bid.strain))


def _bidding_link(view: PlayerView) -> str:
    return "rules#bidding"


# rows of short words: what the New Game gallery's picture of a table shows of its auction
Marks = tuple[tuple[str, ...], ...]


def _no_marks(rules: Ruleset) -> Marks:
    return ()


def strain_marks(rules: Ruleset) -> list[str]:
    """The strains an auction of ``rules`` may name, short: the four suits as one chip, NT, AT."""
    strains = ["".join(suit.symbol for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))]
    if rules.allow_no_trumps:
        strains.append(text.strain_short(Strain.NO_TRUMPS))
    if rules.allow_all_trumps:
        strains.append(text.strain_short(Strain.ALL_TRUMPS))
    return strains


def double_marks(rules: Ruleset) -> list[str]:
    """The doubles ``rules`` allow: ×2, ×4."""
    doubles = ["×2"] if rules.allow_double else []
    if rules.allow_double and rules.allow_redouble:
        doubles.append("×4")
    return doubles


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
    # chips of what may be called, for the gallery's picture (none where the turned card or named trump is the mark)
    table_marks: Callable[[Ruleset], Marks] = _no_marks


BIDDING_PANELS: dict[TrumpScheme, PanelKind] = {}


__all__ = ["BIDDING_PANELS", "Marks", "PanelKind", "STRAIN_KEY_LABELS", "SUIT_KEYS", "SUIT_KEY_LABELS", "bid_words",
           "double_marks", "strain_marks", "with_key"]
