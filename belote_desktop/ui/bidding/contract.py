"""The bidding panel's contract auction (Bulgarian Belot, Bidding Belote): one button per call.

Row one: Pass and a button for each contract, lowest first (♣ ♦ ♥ ♠, no trumps, all trumps); row two:
double, redouble and, where the rules have it, "Match". Only the calls above the standing one are
enabled. Keyboard: P pass, 1 2 3 4 the suits, N no trumps, A all trumps, X double, R redouble, M
Match (S stays Suggest). A call is said with one click or key: there is no value to choose.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout

from ...engine import DOUBLE, PASS, REDOUBLE, PlayerView, Strain, TrumpScheme
from ...engine.actions import CALL, STAKE_MATCH
from ...engine.auctions import allowed_strains
from ...learn import vocabulary
from ...learn import table_words as text
from ...engine import Ruleset
from .base import BIDDING_PANELS, Marks, PanelKind, PanelToolkit, double_marks, strain_marks, with_key


_STRAIN_KEYS = {
    Qt.Key.Key_1: Strain.CLUBS,
    Qt.Key.Key_2: Strain.DIAMONDS,
    Qt.Key.Key_3: Strain.HEARTS,
    Qt.Key.Key_4: Strain.SPADES,
    Qt.Key.Key_N: Strain.NO_TRUMPS,
    Qt.Key.Key_A: Strain.ALL_TRUMPS,
}
_STRAIN_KEY_TEXT = {strain: ("1", "2", "3", "4", "N", "A")[strain] for strain in Strain}


def status_line(view: PlayerView, seat_names: list[str]) -> str:
    """'No call yet.' / 'Standing: Hearts (East), contra'."""
    auction = view.auction
    high = auction.high_bid
    if high is None:
        return QCoreApplication.translate("BiddingContract", "No call yet: any contract may be called.")
    seat = auction.high_seat
    who = seat_names[seat] if seat < len(seat_names) else str(seat)
    line = QCoreApplication.translate("BiddingContract", "Standing: {contract} ({who})").format(
        contract=text.strain_name(high.strain), who=who
    )
    if auction.multiplier > 1:
        word = {2: vocabulary.Term.CONTRA, 4: vocabulary.Term.RECONTRA}.get(auction.multiplier, vocabulary.Term.MATCH)
        line = QCoreApplication.translate("BiddingContract", "{line}, {word}").format(
            line=line, word=vocabulary.term(word)
        )
    return line


def build(panel: PanelToolkit, view: PlayerView) -> None:
    """Fill ``panel`` with the contract auction's buttons for ``view``."""
    rules = view.rules
    panel.title.setText(QCoreApplication.translate("BiddingContract", "Your call"))
    panel.note.setText(status_line(view, panel.seat_names))
    row = panel.add_row()
    panel.add_button(row, "pass", QCoreApplication.translate("BiddingPanel", "&Pass"), PASS)
    _contract_buttons(panel, row, rules)
    if not panel.one_row:  # the doubles in a row of their own, unless the panel must stay low
        row = panel.add_row()
        row.addStretch(1)
    _double_buttons(panel, row, rules)
    if not panel.one_row:
        row.addStretch(1)


def _contract_buttons(panel: PanelToolkit, row: QHBoxLayout, rules: Ruleset) -> None:
    """A button for each contract, lowest first, with its key."""
    # narrow: the full labels would cover the side hands; one row (an open top row): short labels
    compact = panel.explain_width < 520 or panel.narrow or panel.one_row
    for strain in allowed_strains(rules):
        label = text.strain_short(strain) if compact or strain.suit is not None else text.strain_name(strain)
        if strain.suit is not None and not compact:
            label = panel.suit_label(strain.suit)
        b = panel.add_button(
            row, f"call_{strain.code}", with_key(label, _STRAIN_KEY_TEXT[strain]), CALL[strain], primary=False
        )
        b.setAccessibleName(with_key(text.strain_name(strain), _STRAIN_KEY_TEXT[strain]))  # words, and its key
        panel.colour(b, strain.suit, compact=compact)


def _double_buttons(panel: PanelToolkit, row: QHBoxLayout, rules: Ruleset) -> None:
    """Contra, re-contra and Match, where the rules have them."""
    if rules.allow_double:
        panel.add_button(row, "double", with_key(vocabulary.term(vocabulary.Term.CONTRA), "X"), DOUBLE)
    if rules.allow_redouble:
        panel.add_button(row, "redouble", with_key(vocabulary.term(vocabulary.Term.RECONTRA), "R"), REDOUBLE)
    if rules.allow_match_call:
        panel.add_button(row, "match", with_key(vocabulary.term(vocabulary.Term.MATCH), "M"), STAKE_MATCH)


def handle_key(panel: PanelToolkit, event: QKeyEvent) -> bool:
    """The contract auction's keys (P is the panel's); True if the key was used."""
    key = event.key()
    legal = panel.legal
    strain = _STRAIN_KEYS.get(Qt.Key(key))
    if strain is not None:
        if CALL[strain] in legal:
            panel.actionChosen.emit(CALL[strain])
        return True
    for letter, action in ((Qt.Key.Key_X, DOUBLE), (Qt.Key.Key_R, REDOUBLE), (Qt.Key.Key_M, STAKE_MATCH)):
        if key == letter:
            if action in legal:
                panel.actionChosen.emit(action)
            return True
    return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)  # Enter calls nothing by itself


def table_marks(rules: Ruleset) -> Marks:
    """The strains, then the doubles and the match call."""
    doubles = double_marks(rules)
    calls = [*doubles, vocabulary.term(vocabulary.Term.MATCH)] if rules.allow_match_call else doubles
    return (tuple(strain_marks(rules)), tuple(calls)) if calls else (tuple(strain_marks(rules)),)


BIDDING_PANELS[TrumpScheme.CONTRACT_AUCTION] = PanelKind(build, handle_key, table_marks=table_marks)

__all__ = ["build", "handle_key", "status_line"]
