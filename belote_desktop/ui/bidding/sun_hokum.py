"""Baloot's bidding panel (``TrumpScheme.SUN_HOKUM``), registered in ``BIDDING_PANELS``.

The calls in Baloot's order: Pass, Hokum (round 1: the turned suit; round 2: one button per other suit), Sun,
Ashkal. Once the call stands, the doubling ladder as it happens: the step in force is shown on a line
(Hokum ♥ · Double · Three · Four · Gahwa, the reached steps in bold) and the one call that climbs it is
offered beside Pass. Keys: P pass, H Hokum (round 1), 1 2 3 4 Hokum in a suit (round 2), N Sun, A Ashkal,
X double / three / four, G Gahwa. The words are Baloot's own (``learn.vocabulary``): Arabic in Arabic,
transliterated elsewhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout

from ...engine import DOUBLE, PASS, REDOUBLE, Action, PlayerView, Suit, TrumpScheme
from ...engine.actions import ASHKAL, FOUR, GAHWA, HOKUM, SUN
from ...engine.auctions.sun_hokum import LADDER_ROUND
from ...learn import vocabulary
from ...learn import table_words as text
from ...engine import Ruleset
from .base import BIDDING_PANELS, SUIT_KEYS, Marks, PanelKind, PanelToolkit


_LADDER_CALLS = (DOUBLE, REDOUBLE, FOUR, GAHWA)  # x2, x3, x4, Gahwa


def ladder_line(view: PlayerView) -> str:
    """The contract and the ladder's steps, the ones reached in bold: 'Hokum ♥ · <b>Double</b> · Three …'."""
    a = view.auction
    if a.high_bid is None:
        return ""
    steps = [vocabulary.baloot_strain(a.high_bid.strain)]
    for multiplier in (2, 3, 4, 5):
        word = vocabulary.baloot_ladder(multiplier) or ""
        steps.append(f"<b>{word}</b>" if a.multiplier >= multiplier else word)
    return " · ".join(steps)


def build(panel: PanelToolkit, view: PlayerView) -> None:
    panel.note.setTextFormat(Qt.TextFormat.AutoText)  # the ladder's line sets rich text
    legal = panel.legal
    a = view.auction
    turned = view.turned_card
    assert turned is not None
    if a.round == LADDER_ROUND:
        _build_ladder(panel, view)
        return
    _call_title(panel, view)
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    if a.round == 1:
        hokum = HOKUM[turned.suit]
        if hokum in legal:
            b = panel.add_button(row, "hokum", f"{vocabulary.baloot_call(hokum)} (H)", hokum)
            panel.colour(b, turned.suit)
    else:
        _other_hokums(panel, row)
    if SUN in legal:
        panel.add_button(row, "sun", f"{vocabulary.baloot_call(SUN)} (N)", SUN, primary=True)
    if ASHKAL in legal:
        panel.add_button(row, "ashkal", f"{vocabulary.baloot_call(ASHKAL)} (A)", ASHKAL)


def _call_title(panel: PanelToolkit, view: PlayerView) -> None:
    """The question of the round and, under it, the call standing (or the turned card before any)."""
    a = view.auction
    turned = view.turned_card
    assert turned is not None
    who = panel.seat_names[a.high_seat] if 0 <= a.high_seat < len(panel.seat_names) else ""
    if a.high_bid is not None and a.high_seat == view.seat and a.high_bid.strain.suit is not None:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Keep your Hokum or raise it to Sun?"))
    elif a.round == 2:
        panel.title.setText(
            QCoreApplication.translate("BiddingPanel", "Second round: Hokum in another suit, Sun, or pass")
        )
    else:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Hokum, Sun or pass?"))
    if a.high_bid is not None:
        panel.note.setText(
            QCoreApplication.translate("BiddingPanel", "Standing: {call} ({who})").format(
                call=vocabulary.baloot_strain(a.high_bid.strain), who=who
            )
        )
    else:
        panel.note.setText(
            QCoreApplication.translate("BiddingPanel", "The turned card is the {card}.").format(
                card=text.card_name(turned)
            )
        )


def _other_hokums(panel: PanelToolkit, row: QHBoxLayout) -> None:
    """Round 2: a Hokum button for each suit that may be named, with its digit key."""
    for suit in Suit:
        if HOKUM[suit] in panel.legal:
            key = QCoreApplication.translate("BiddingPanel", "{n}", "a digit key").format(n=int(suit) + 1)
            b = panel.add_button(
                row, f"hokum_{suit.letter}", f"{vocabulary.baloot_call(HOKUM[suit])} ({key})", HOKUM[suit]
            )
            panel.colour(b, suit)


def _build_ladder(panel: PanelToolkit, view: PlayerView) -> None:
    legal = panel.legal
    a = view.auction
    who = panel.seat_names[a.high_seat] if 0 <= a.high_seat < len(panel.seat_names) else ""
    climb = next((c for c in _LADDER_CALLS if c in legal), None)
    if climb is None:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "The doubling ladder"))
    else:
        panel.title.setText(
            QCoreApplication.translate("BiddingPanel", "{call}, or pass?").format(call=vocabulary.baloot_call(climb))
        )
    panel.note.setTextFormat(Qt.TextFormat.RichText)
    panel.note.setText(
        QCoreApplication.translate("BiddingPanel", "{ladder} ({who})").format(ladder=ladder_line(view), who=who)
    )
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    if climb is not None:
        key = "G" if climb == GAHWA else "X"
        panel.add_button(row, "climb", f"{vocabulary.baloot_call(climb)} ({key})", climb, primary=True)


_CALL_KEYS: dict[int, Action] = {Qt.Key.Key_N: SUN, Qt.Key.Key_A: ASHKAL, Qt.Key.Key_G: GAHWA}


def _key_call(panel: PanelToolkit, key: int) -> Action | None:
    """The call a key stands for: H Hokum in the turned suit, 1 2 3 4 Hokum in a suit, N Sun, A Ashkal, X the
    ladder's next step up to four, G Gahwa (legal or not)."""
    if key == Qt.Key.Key_H:
        view = panel.view
        turned = view.turned_card if view is not None else None
        return HOKUM[turned.suit] if turned is not None else None
    if key in SUIT_KEYS:
        return HOKUM[SUIT_KEYS[key]]
    if key == Qt.Key.Key_X:
        return next((c for c in _LADDER_CALLS[:3] if c in panel.legal), None)
    return _CALL_KEYS.get(key)


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    """Baloot's shortcuts; True if the key was used."""
    key = event.key()
    choice = _key_call(panel, key)
    if choice is not None and choice in panel.legal:
        panel.actionChosen.emit(choice)
        return True
    return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)  # Enter calls nothing by itself


def table_marks(rules: Ruleset) -> Marks:
    """Sun and Hokum."""
    return ((vocabulary.term(vocabulary.Term.SUN), vocabulary.term(vocabulary.Term.HOKUM)),)


BIDDING_PANELS[TrumpScheme.SUN_HOKUM] = PanelKind(build, handle_key, table_marks=table_marks)
