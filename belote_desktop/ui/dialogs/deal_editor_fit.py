"""The deal editor's card width: the largest with which every zone stands in sight without scrolling and each
card's corner shows under the next one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

from ...app.deal_editing import DealDraft
from ...engine import Card

CARD_W = 42  # the cards' width where the dialog is small
CARD_WIDTHS = (80, 72, 64, 58, 52, 46, CARD_W)  # tried from the largest (``CardFitter.fit``)
OVERLAP = 0.5  # the least of a card's width left in sight under the next one, for a larger width


class FittedRow(Protocol):
    """A row of cards that takes the fitted width."""

    def fit_height(self) -> None: ...
    def update(self) -> None: ...
    def width(self) -> int: ...
    def size_needed(self) -> int: ...
    def cards(self) -> Sequence[Card]: ...


class FittedEditor(Protocol):
    """What the fitter reads of the editor: its rows, the pool's row, the zones' scroll area, the draft."""

    @property
    def rows(self) -> Mapping[tuple[str, int], FittedRow]: ...
    @property
    def pool_row(self) -> FittedRow: ...
    @property
    def scroll_area(self) -> QScrollArea: ...
    @property
    def zones_widget(self) -> QWidget: ...
    @property
    def draft(self) -> DealDraft: ...


class CardFitter:
    """Chooses the editor's card width once the layouts have placed the zones (at a new size, or new zones):
    the dialog's room goes to the cards, not to an empty band."""

    def __init__(self, editor: FittedEditor) -> None:
        self.editor = editor
        self.width = CARD_W
        self.pending = False

    def schedule(self) -> None:
        if not self.pending:
            self.pending = True
            QTimer.singleShot(0, self.fit)

    def fit(self) -> None:
        """The largest cards with which every zone stands in sight without scrolling, and the pool's longest
        suit in one line with each card's corner in sight."""
        self.pending = False
        settle_layouts()
        editor = self.editor
        viewport = editor.scroll_area.viewport().height()
        pool_room = editor.pool_row.width() - 8
        cards = editor.draft.all_cards()
        longest = max((sum(1 for c in cards if c.suit == suit) for suit in {c.suit for c in cards}), default=1)
        for width in CARD_WIDTHS:
            if width > CARD_W and not self._readable(width, longest, pool_room):
                continue
            self._set_width(width)
            settle_layouts()
            if width == CARD_W or editor.zones_widget.sizeHint().height() <= viewport:
                return

    def _set_width(self, width: int) -> None:
        self.width = width
        for row in [*self.editor.rows.values(), self.editor.pool_row]:
            row.fit_height()
            row.update()

    def _readable(self, width: int, longest: int, pool_room: int) -> bool:
        """Whether, at this card width, every row's cards (or places) overlap no more than leaves each
        one's corner in sight: the pool's longest suit, and each zone's cards."""

        def fits(places: int, room: float) -> bool:
            return places <= 1 or 8 + width * (1 + OVERLAP * (places - 1)) <= room

        return fits(longest, pool_room) and all(
            fits(max(row.size_needed(), len(row.cards())), row.width()) for row in self.editor.rows.values()
        )


def settle_layouts() -> None:
    """Lay the widgets out now: the rows of new zones shown (a queued call), then the rows, boxes and zones
    laid out (a level each), so their sizes are current."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.MetaCall)
    for _ in range(4):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
