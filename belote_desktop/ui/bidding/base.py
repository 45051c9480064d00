"""The bidding panel's kinds: one ``PanelKind`` per kind of auction (``TrumpScheme``), in ``BIDDING_PANELS``.

Each kind's module (``turned_card``, ``point``, ``contract``, ``sun_hokum``, ``name_in_turn``) registers its entry,
``BIDDING_PANELS[TrumpScheme.X] = PanelKind(...)``; only ``kinds`` imports them all, and this module imports none
(no import loop). What the panel, the window and the table do differently per kind is a field here, never an ``if``
on ``rules.trump_scheme``.

A kind builds through ``PanelToolkit``, the panel's public toolkit as a ``Protocol``: the kinds import this module
only, never ``panel`` (which imports them through ``kinds``), so the bidding folder has no import circle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...engine import Action, Bid, PlayerView, Ruleset, Strain, Suit, TrumpScheme
from ...learn import table_words as text

SUIT_KEYS: dict[int, Suit] = {Qt.Key.Key_1: Suit.CLUBS, Qt.Key.Key_2: Suit.DIAMONDS, Qt.Key.Key_3: Suit.HEARTS,
                              Qt.Key.Key_4: Suit.SPADES}
SUIT_KEY_LABELS = {suit: QKeySequence(key).toString() for key, suit in SUIT_KEYS.items()}
STRAIN_KEY_LABELS = {Strain.NO_TRUMPS: "N", Strain.ALL_TRUMPS: "A"}


def with_key(label: str, key: str) -> str:
    """A button's label with its keyboard shortcut shown after it."""
    return f"{label} ({key})"


def tip(widget: QWidget, words: str) -> None:
    """A tooltip, and the same words for the ear as the widget's accessible description (a screen reader reads the
    tooltip as the description, symbols and all: "the turned 7♣" is read "7 club suit")."""
    widget.setToolTip(words)
    widget.setAccessibleDescription(text.spoken(words))


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


class PanelToolkit(Protocol):
    """What a kind may use of the bidding panel: ``BiddingPanel``'s public toolkit (its module's words)."""

    title: QLabel
    note: QLabel
    value_label: QLabel  # the point auction's value between - and + (made by ``point``)
    seat_names: list[str]
    explain_width: int
    narrow: bool
    one_row: bool
    stacked: bool  # the declaration offer in a narrow column (``declare_offer``)

    @property
    def actionChosen(self) -> SignalInstance: ...  # noqa: N802 (the panel's Qt signal)

    @property
    def view(self) -> PlayerView | None: ...

    @property
    def legal(self) -> tuple[Action, ...]: ...

    def add_row(self) -> QHBoxLayout: ...

    def add_button(self, row: QHBoxLayout, key: str, label: str, action: Action | None, primary: bool = False,
                   checkable: bool = False) -> QPushButton: ...

    def explains(self, button: QPushButton, action: Callable[[], Action | None]) -> None: ...

    def name_by_action(self, button: QPushButton, action: Action, key: str) -> None: ...

    def suit_label(self, suit: Suit) -> str: ...

    def colour(self, button: QPushButton, suit: Suit | None, compact: bool = False) -> None: ...

    def fit_pending_bid(self, bids: Sequence[Bid]) -> None: ...

    def step_value(self, delta: int) -> None: ...

    def choose_strain(self, strain: Strain) -> None: ...

    def bid_in(self, strain: Strain) -> Bid | None: ...

    def current_bid(self) -> Bid | None: ...

    def refresh_bid(self) -> None: ...

    def bid_now(self) -> None: ...


@dataclass(frozen=True)
class PanelKind:
    """How the bidding panel shows one kind of auction."""

    # fills the panel with the choices of the view (title, note, rows of buttons)
    build: Callable[[PanelToolkit, PlayerView], None]
    # the kind's keys, after the panel's own (P pass, E declare, Enter the suggestion); True if used
    handle_key: Callable[[PanelToolkit, QKeyEvent], bool]
    # the note says less than the explanation line, so it is hidden when explanations are shown
    note_yields_to_explanation: bool = False
    # the rules book's paragraph for this moment of the auction (Help > Rules, F1)
    rules_link: Callable[[PlayerView], str] = _bidding_link
    # chips of what may be called, for the gallery's picture (none where the turned card or named trump is the mark)
    table_marks: Callable[[Ruleset], Marks] = _no_marks


BIDDING_PANELS: dict[TrumpScheme, PanelKind] = {}


__all__ = ["BIDDING_PANELS", "Marks", "PanelKind", "PanelToolkit", "STRAIN_KEY_LABELS", "SUIT_KEYS", "SUIT_KEY_LABELS", "bid_words",
           "double_marks", "strain_marks", "tip", "with_key"]
