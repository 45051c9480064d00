"""The bidding panel's turned-card auction (Belote, Clabber, Découverte): take the turned suit or pass (round
1), name another suit or pass (round 2). Keys: T take, 1 2 3 4 the suits ♣ ♦ ♥ ♠ in round 2 (P is the panel's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ...engine import PASS, TAKE, PlayerView, Suit, TrumpScheme
from ...learn import vocabulary
from ...learn import table_words as text
from .base import BIDDING_PANELS, SUIT_KEY_LABELS, SUIT_KEYS, PanelKind, PanelToolkit, with_key



def build(panel: PanelToolkit, view: PlayerView) -> None:
    turned = view.turned_card
    assert turned is not None
    round_two = view.auction.round == 2
    call = vocabulary.take_call(view.rules)  # the game's own word for taking (Clabber: "I play")
    if round_two:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Second round: name a trump or pass"))
        panel.note.setText(QCoreApplication.translate("BiddingPanel", "The turned card is the {card}.").format(
            card=text.card_name(turned)))
    elif call is not None:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "\"{call}\" with the {card}?").format(
            call=call, card=text.card_name(turned)))
    else:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Take the {card}?").format(
            card=text.card_name(turned)))
        panel.note.setText(QCoreApplication.translate("BiddingPanel", "{suit} would be trumps.").format(
            suit=text.suit_name(turned.suit)))
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    if round_two:
        for suit in Suit:
            if suit == turned.suit:
                continue
            b = panel.add_button(row, f"take_{suit.letter}", with_key(panel.suit_label(suit), SUIT_KEY_LABELS[suit]),
                                 TAKE[suit], primary=False)
            panel.colour(b, suit)
            panel.name_by_action(b, TAKE[suit], SUIT_KEY_LABELS[suit])  # "Take Hearts (3)", not "♥ Hearts (3)"
    elif call is not None:
        panel.add_button(row, "take", with_key(QCoreApplication.translate("BiddingPanel", "{call} {symbol}").format(
            call=call, symbol=turned.suit.symbol), "T"), TAKE[turned.suit], primary=True)
    else:
        panel.add_button(row, "take", QCoreApplication.translate("BiddingPanel", "&Take {symbol}").format(
            symbol=turned.suit.symbol), TAKE[turned.suit], primary=True)


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    view = panel.view
    assert view is not None
    key = event.key()
    legal = panel.legal
    turned = view.turned_card
    if key == Qt.Key.Key_T and turned is not None and TAKE[turned.suit] in legal:
        panel.actionChosen.emit(TAKE[turned.suit])
        return True
    if key in SUIT_KEYS and TAKE[SUIT_KEYS[key]] in legal:
        panel.actionChosen.emit(TAKE[SUIT_KEYS[key]])
        return True
    if key in SUIT_KEYS and view.rules.trump_must_be_held and view.auction.round == 2:
        panel.actionChosen.emit(TAKE[SUIT_KEYS[key]])  # refused by the controller, whose hint says why
        return True
    return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)  # Enter takes nothing by itself


def rules_link(view: PlayerView) -> str:
    return "rules#bidding_round_two" if view.auction.round == 2 else "rules#bidding_round_one"


# the note ("Hearts would be trumps") says less than the explanation line: room for it
BIDDING_PANELS[TrumpScheme.TURNED_CARD] = PanelKind(build, handle_key, note_yields_to_explanation=True,
                                                    rules_link=rules_link)
