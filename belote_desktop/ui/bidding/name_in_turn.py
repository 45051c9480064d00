"""The bidding panel's choices for naming in turn (Tarabish): pass or name any suit; the dealer, after three
passes, may not pass. Keys: P pass (the panel's), 1 2 3 4 the suits ♣ ♦ ♥ ♠."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ...engine import PASS, TAKE, PlayerView, Suit, TrumpScheme
from .base import BIDDING_PANELS, SUIT_KEY_LABELS, SUIT_KEYS, PanelKind, PanelToolkit, with_key



def build(panel: PanelToolkit, view: PlayerView) -> None:
    forced = PASS not in view.legal_actions
    if forced:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Everyone passed: you must name a trump"))
    else:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Name a trump or pass"))
    panel.note.setText(QCoreApplication.translate(
        "BiddingPanel", "Your {count} face-down cards are picked up once the trump is named.").format(
        count=view.kitty_sizes[view.seat]))
    row = panel.add_row()
    if not forced:
        panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    for suit in Suit:
        b = panel.add_button(row, f"take_{suit.letter}", with_key(panel.suit_label(suit), SUIT_KEY_LABELS[suit]),
                             TAKE[suit])
        panel.colour(b, suit)
        panel.name_by_action(b, TAKE[suit], SUIT_KEY_LABELS[suit])  # "Take Hearts (3)", not "♥ Hearts (3)"


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    key = event.key()
    if key in SUIT_KEYS and TAKE[SUIT_KEYS[key]] in panel.legal:
        panel.actionChosen.emit(TAKE[SUIT_KEYS[key]])
        return True
    return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)


BIDDING_PANELS[TrumpScheme.NAME_IN_TURN] = PanelKind(build, handle_key)
