"""The bidding panel's point auction (La Coinche, Contrée, Pilotta): a value (80..160 or capot), a strain (the
four suits, no trumps, all trumps), then bid, pass, coinche or surcoinche. The value and strain being chosen
are the panel's (``BiddingPanel.step_value``, ``choose_strain``, ``current_bid``): Suggest presets them.
Keys: 1 2 3 4 the suits, N no trumps, A all trumps, +/- value, B or Enter bid, X coinche, R surcoinche.
"""

from __future__ import annotations

from functools import partial
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel

from ...engine import DOUBLE, PASS, REDOUBLE, Action, Bid, PlayerView, Strain, TrumpScheme
from ...learn import table_words as text
from ...engine import Ruleset
from ...learn.vocabulary import Term, game_term
from .base import (
    BIDDING_PANELS,
    STRAIN_KEY_LABELS,
    SUIT_KEY_LABELS,
    SUIT_KEYS,
    Marks,
    PanelKind,
    PanelToolkit,
    bid_words,
    double_marks,
    strain_marks,
    with_key,
)


def build(panel: PanelToolkit, view: PlayerView) -> None:
    bids = [a for a in panel.legal if isinstance(a, Bid)]
    panel.title.setText(QCoreApplication.translate("BiddingPanel", "Your bid"))
    _highest_note(panel, view)
    panel.fit_pending_bid(bids)
    if bids:
        row = _value_row(panel)
        if panel.explain_width < 520 or panel.narrow:  # a narrow table: the strains get a row of their own
            row.addStretch(1)
            row = panel.add_row()
        else:
            row.addSpacing(10)
        _strain_buttons(panel, row, bids)
    _call_row(panel, view.rules, bids)
    panel.refresh_bid()


def _highest_note(panel: PanelToolkit, view: PlayerView) -> None:
    """The note under the title: the lowest opening bid, or the highest bid so far and who made it."""
    high = view.auction.high_bid
    if high is None:
        panel.note.setText(
            QCoreApplication.translate("BiddingPanel", "No bid yet: open from {low}.").format(low=view.rules.min_bid)
        )
        return
    seat = view.auction.high_seat
    names = panel.seat_names
    highest = QCoreApplication.translate("BiddingPanel", "Highest: {bid} ({who})")
    who = names[seat] if seat < len(names) else seat
    panel.note.setText(highest.format(bid=text.action_text(high), who=who))
    panel.note.setAccessibleName(highest.format(bid=bid_words(high), who=who))  # "130, All trumps", not "130 AT"


def _value_row(panel: PanelToolkit) -> QHBoxLayout:
    """The row of the value being chosen: - (the value) +."""
    row = panel.add_row()
    minus = panel.add_button(row, "minus", "−", None)
    minus.setAccessibleName(QCoreApplication.translate("BiddingPanel", "Lower bid"))
    minus.clicked.connect(lambda: panel.step_value(-1))
    panel.value_label = QLabel()  # the row it is added to below is its parent
    panel.value_label.setObjectName("panelTitle")
    panel.value_label.setMinimumWidth(60)
    panel.value_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    # a control of its own for a screen reader ("Bid value: 100"), between - and + in the Tab order; its keys go on
    # to the panel (+ - = and the strains still work with the focus on it)
    panel.value_label.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    panel.value_label.setStyleSheet(
        "QLabel { border: 2px solid transparent; border-radius: 4px; } QLabel:focus { border-color: #ffd54a; }"
    )
    row.addWidget(panel.value_label)
    plus = panel.add_button(row, "plus", "+", None)
    plus.setAccessibleName(QCoreApplication.translate("BiddingPanel", "Higher bid"))
    plus.clicked.connect(lambda: panel.step_value(1))
    for b in (minus, plus):
        panel.colour(b, None, compact=True)
    return row


def _strain_buttons(panel: PanelToolkit, row: QHBoxLayout, bids: list[Bid]) -> None:
    """A checkable button for each strain that may be bid, with its key."""
    for strain in sorted({a.strain for a in bids}):
        key = SUIT_KEY_LABELS[strain.suit] if strain.suit is not None else STRAIN_KEY_LABELS[strain]
        label = with_key(text.strain_short(strain), key)
        b = panel.add_button(row, f"strain_{strain.code}", label, None, checkable=True)
        b.setToolTip(text.strain_name(strain))
        b.setAccessibleName(text.strain_name(strain))
        panel.colour(b, strain.suit, compact=True)
        b.clicked.connect(lambda _=False, s=strain: panel.choose_strain(s))
        panel.explains(b, partial(panel.bid_in, strain))


def _call_row(panel: PanelToolkit, rules: Ruleset, bids: list[Bid]) -> None:
    """Pass, Bid (when a bid may be made), coinche and surcoinche (where the rules have them)."""
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    if bids:
        bid_button = panel.add_button(
            row, "bid", QCoreApplication.translate("BiddingPanel", "&Bid"), None, primary=True
        )
        bid_button.clicked.connect(panel.bid_now)
        panel.explains(bid_button, panel.current_bid)
    if rules.allow_double:
        panel.add_button(row, "double", QCoreApplication.translate("BiddingPanel", "Coinche (&X)"), DOUBLE)
    if rules.allow_redouble and REDOUBLE in panel.legal:
        panel.add_button(row, "redouble", QCoreApplication.translate("BiddingPanel", "Surcoinche (&R)"), REDOUBLE)


_LETTER_STRAINS: dict[int, Strain] = {Qt.Key.Key_N: Strain.NO_TRUMPS, Qt.Key.Key_A: Strain.ALL_TRUMPS}
_VALUE_STEPS: dict[int, int] = {
    Qt.Key.Key_Plus: 1,
    Qt.Key.Key_Equal: 1,
    Qt.Key.Key_Up: 1,
    Qt.Key.Key_Minus: -1,
    Qt.Key.Key_Down: -1,
}
_BID_KEYS = (Qt.Key.Key_B, Qt.Key.Key_Return, Qt.Key.Key_Enter)
_DOUBLE_KEYS: dict[int, Action] = {Qt.Key.Key_X: DOUBLE, Qt.Key.Key_R: REDOUBLE}


def _key_strain(key: int) -> Strain | None:
    """The strain a key chooses: 1 2 3 4 the suits, N no trumps, A all trumps."""
    if key in SUIT_KEYS:
        return Strain.of_suit(SUIT_KEYS[key])
    return _LETTER_STRAINS.get(key)


def _bid_chosen(panel: PanelToolkit) -> None:
    """Bid the value and strain being chosen, if legal; nothing chosen yet: nothing (B or Enter never picks a bid by
    itself)."""
    bid = panel.current_bid()
    if bid is not None and bid in panel.legal:
        panel.actionChosen.emit(bid)


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    key = event.key()
    legal = panel.legal
    strain = _key_strain(key)
    if strain is not None:
        if any(isinstance(a, Bid) and a.strain is strain for a in legal):
            panel.choose_strain(strain)
        return True  # a strain that may not be bid: nothing chosen, the key used all the same
    if key in _VALUE_STEPS:
        panel.step_value(_VALUE_STEPS[key])
        return True
    if key in _BID_KEYS:
        _bid_chosen(panel)
        return True
    double = _DOUBLE_KEYS.get(key)
    if double is not None and double in legal:
        panel.actionChosen.emit(double)
        return True
    return False


def table_marks(rules: Ruleset) -> Marks:
    """The ladder (80, 90, …, 160, capot), then the strains and the doubles."""
    low, step, high = rules.min_bid, rules.bid_step, rules.max_bid
    ladder = (
        [str(low), str(low + step), "…", str(high)]
        if low + 2 * step < high
        else [str(v) for v in range(low, high + 1, step)]
    )
    if rules.allow_capot_bid:
        ladder.append(game_term(rules, Term.CAPOT))
    return tuple(ladder), (*strain_marks(rules), *double_marks(rules))


BIDDING_PANELS[TrumpScheme.POINT_AUCTION] = PanelKind(build, handle_key, table_marks=table_marks)
