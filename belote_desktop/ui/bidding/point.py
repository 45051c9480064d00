"""The bidding panel's point auction (La Coinche, Contrée, Pilotta): a value (80..160 or capot), a strain (the
four suits, no trumps, all trumps), then bid, pass, coinche or surcoinche. The value and strain being chosen
are the panel's (``BiddingPanel.step_value``, ``choose_strain``, ``current_bid``): Suggest presets them.
Keys: 1 2 3 4 the suits, N no trumps, A all trumps, +/- value, B or Enter bid, X coinche, R surcoinche.
"""

from __future__ import annotations

from functools import partial
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel

from ...engine import DOUBLE, PASS, REDOUBLE, Bid, PlayerView, Strain, TrumpScheme
from .. import text
from ...engine import Ruleset
from ...learn.vocabulary import Term, game_term
from .base import (
    BIDDING_PANELS, STRAIN_KEY_LABELS, SUIT_KEY_LABELS, SUIT_KEYS, Marks, PanelKind,
    PanelToolkit, bid_words, double_marks, strain_marks,
    with_key,
)


def build(panel: PanelToolkit, view: PlayerView) -> None:
    rules = view.rules
    bids = [a for a in panel.legal if isinstance(a, Bid)]
    high = view.auction.high_bid
    if high is None:
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Your bid"))
        panel.note.setText(QCoreApplication.translate("BiddingPanel", "No bid yet: open from {low}.").format(
            low=rules.min_bid))
    else:
        seat = view.auction.high_seat
        names = panel.seat_names
        panel.title.setText(QCoreApplication.translate("BiddingPanel", "Your bid"))
        highest = QCoreApplication.translate("BiddingPanel", "Highest: {bid} ({who})")
        who = names[seat] if seat < len(names) else seat
        panel.note.setText(highest.format(bid=text.action_text(high), who=who))
        panel.note.setAccessibleName(highest.format(bid=bid_words(high), who=who))  # "130, All trumps", not "130 AT"
    panel.fit_pending_bid(bids)
    if bids:
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
        panel.value_label.setStyleSheet("QLabel { border: 2px solid transparent; border-radius: 4px; }"
                                        " QLabel:focus { border-color: #ffd54a; }")
        row.addWidget(panel.value_label)
        plus = panel.add_button(row, "plus", "+", None)
        plus.setAccessibleName(QCoreApplication.translate("BiddingPanel", "Higher bid"))
        plus.clicked.connect(lambda: panel.step_value(1))
        for b in (minus, plus):
            panel.colour(b, None, compact=True)
        if panel.explain_width < 520 or panel.narrow:  # a narrow table: the strains get a row of their own
            row.addStretch(1)
            row = panel.add_row()
        else:
            row.addSpacing(10)
        for strain in sorted({a.strain for a in bids}):
            key = SUIT_KEY_LABELS[strain.suit] if strain.suit is not None else STRAIN_KEY_LABELS[strain]
            label = with_key(text.strain_short(strain), key)
            b = panel.add_button(row, f"strain_{strain.code}", label, None, checkable=True)
            b.setToolTip(text.strain_name(strain))
            b.setAccessibleName(text.strain_name(strain))
            panel.colour(b, strain.suit, compact=True)
            b.clicked.connect(lambda _=False, s=strain: panel.choose_strain(s))
            panel.explains(b, partial(panel.bid_in, strain))
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    if bids:
        bid_button = panel.add_button(row, "bid", QCoreApplication.translate("BiddingPanel", "&Bid"), None,
                                      primary=True)
        bid_button.clicked.connect(panel.bid_now)
        panel.explains(bid_button, panel.current_bid)
    if rules.allow_double:
        panel.add_button(row, "double", QCoreApplication.translate("BiddingPanel", "Coinche (&X)"), DOUBLE)
    if rules.allow_redouble and REDOUBLE in panel.legal:
        panel.add_button(row, "redouble", QCoreApplication.translate("BiddingPanel", "Surcoinche (&R)"), REDOUBLE)
    panel.refresh_bid()


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    key = event.key()
    legal = panel.legal
    if key in SUIT_KEYS:
        strain = Strain.of_suit(SUIT_KEYS[key])
        if any(isinstance(a, Bid) and a.strain is strain for a in legal):
            panel.choose_strain(strain)
        return True
    if key in (Qt.Key.Key_N, Qt.Key.Key_A):
        strain = Strain.NO_TRUMPS if key == Qt.Key.Key_N else Strain.ALL_TRUMPS
        if any(isinstance(a, Bid) and a.strain is strain for a in legal):
            panel.choose_strain(strain)
        return True
    if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
        panel.step_value(1)
        return True
    if key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
        panel.step_value(-1)
        return True
    if key in (Qt.Key.Key_B, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        bid = panel.current_bid()
        if bid is not None and bid in legal:
            panel.actionChosen.emit(bid)
        return True  # nothing chosen yet: Enter does nothing (it never picks a bid by itself)
    if key == Qt.Key.Key_X and DOUBLE in legal:
        panel.actionChosen.emit(DOUBLE)
        return True
    if key == Qt.Key.Key_R and REDOUBLE in legal:
        panel.actionChosen.emit(REDOUBLE)
        return True
    return False


def table_marks(rules: Ruleset) -> Marks:
    """The ladder (80, 90, …, 160, capot), then the strains and the doubles."""
    low, step, high = rules.min_bid, rules.bid_step, rules.max_bid
    ladder = [str(low), str(low + step), "…", str(high)] if low + 2 * step < high else \
        [str(v) for v in range(low, high + 1, step)]
    if rules.allow_capot_bid:
        ladder.append(game_term(rules, Term.CAPOT))
    return tuple(ladder), (*strain_marks(rules), *double_marks(rules))


BIDDING_PANELS[TrumpScheme.POINT_AUCTION] = PanelKind(build, handle_key, table_marks=table_marks)
