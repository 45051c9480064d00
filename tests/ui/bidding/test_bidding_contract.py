"""The bidding panel in the contract auction (ui/bidding/contract.py): a button per call, only
the legal ones enabled, the keys 1-4 N A X R M, and the standing call in the note."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from belote_desktop.engine import DOUBLE, PASS, REDOUBLE, Strain, new_deal
from belote_desktop.engine.actions import CALL, STAKE_MATCH
from belote_desktop.ui.bidding.panel import BiddingPanel
from tests.engine.test_contract_auction import FOUR, MATCH_CALL


def _panel(qtbot, state):
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    panel.seat_names = ["South", "East", "North", "West"]
    panel.set_view(state.view_for(state.current))
    chosen = []
    panel.actionChosen.connect(chosen.append)
    return panel, chosen


def _key(panel, key):
    return panel.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def test_buttons_follow_the_legal_calls(qtbot):
    state = new_deal(MATCH_CALL, dealer=3, seed=1).apply(CALL[Strain.HEARTS])  # seat 1 to speak
    panel, chosen = _panel(qtbot, state)
    legal = state.legal_actions()
    for strain in Strain:
        assert panel.buttons[f"call_{strain.code}"].isEnabled() == (CALL[strain] in legal)
    assert panel.buttons["double"].isEnabled() and not panel.buttons["redouble"].isEnabled()
    assert not panel.buttons["match"].isEnabled()
    assert "Hearts (South)" in panel.note.text()
    panel.buttons["call_NT"].click()
    assert chosen == [CALL[Strain.NO_TRUMPS]]
    assert "Contra" in panel.buttons["double"].text()


def test_keys_say_the_calls(qtbot):
    state = new_deal(MATCH_CALL, dealer=3, seed=1)
    panel, chosen = _panel(qtbot, state)
    assert _key(panel, Qt.Key.Key_3) and chosen == [CALL[Strain.HEARTS]]
    assert _key(panel, Qt.Key.Key_A) and chosen[-1] == CALL[Strain.ALL_TRUMPS]
    assert _key(panel, Qt.Key.Key_X) and len(chosen) == 2  # no call to double yet: used, nothing said
    assert _key(panel, Qt.Key.Key_Return) and len(chosen) == 2
    state = state.apply(CALL[Strain.SPADES]).apply(DOUBLE).apply(REDOUBLE)  # seat 3 may say Match
    panel, chosen = _panel(qtbot, state)
    assert "Re-contra" in panel.note.text()
    assert _key(panel, Qt.Key.Key_M) and chosen == [STAKE_MATCH]
    assert _key(panel, Qt.Key.Key_P) and chosen[-1] == PASS


def test_no_match_button_without_the_option(qtbot):
    panel, _ = _panel(qtbot, new_deal(FOUR, dealer=3, seed=1))
    assert "match" not in panel.buttons and "redouble" in panel.buttons
    assert REDOUBLE not in new_deal(FOUR, dealer=3, seed=1).legal_actions()
