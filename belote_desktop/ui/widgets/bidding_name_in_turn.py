"""The bidding panel's choices for naming in turn (Tarabish): pass or name any suit; the dealer, after three
passes, may not pass. Keys: P pass, 1 2 3 4 the suits ♣ ♦ ♥ ♠ (the panel's own keys)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine import PASS, TAKE, PlayerView, Suit

if TYPE_CHECKING:
    from .bidding_panel import BiddingPanel


def build_name_in_turn(panel: BiddingPanel, view: PlayerView) -> None:
    from .bidding_panel import SUIT_KEY_LABELS, with_key

    forced = PASS not in view.legal_actions
    if forced:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Everyone passed: you must name a trump"))
    else:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Name a trump or pass"))
    panel.note.setText(QCoreApplication.translate(
        "BiddingPanel", "Your {count} face-down cards are picked up once the trump is named.").format(
        count=view.kitty_sizes[view.seat]))
    row = panel._row()
    if not forced:
        panel._button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    for suit in Suit:
        b = panel._button(row, f"take_{suit.letter}", with_key(panel._suit_label(suit), SUIT_KEY_LABELS[suit]),
                          TAKE[suit])
        panel._colour(b, suit)
