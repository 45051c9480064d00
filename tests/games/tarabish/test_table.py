"""Tarabish at the table: the naming panel (pass or any suit, keys 1-4; the forced dealer has no Pass). A whole
deal in the window, saved and opened: test_every_game_window.py."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from belote_desktop.engine import PASS, TAKE, Suit, find_variant, new_deal
from belote_desktop.ui.bidding.panel import BiddingPanel

TARABISH = find_variant("tarabish")


def _panel(qtbot, view):
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    chosen = []
    panel.actionChosen.connect(chosen.append)
    panel.set_view(view)
    return panel, chosen


def test_the_first_speaker_may_pass_or_name_any_suit(qtbot):
    state = new_deal(TARABISH, dealer=0, seed=2)
    panel, chosen = _panel(qtbot, state.view_for(1))
    assert panel.isVisible() and "Name a trump" in panel.title.text()
    assert set(panel.buttons) == {"pass", "take_C", "take_D", "take_H", "take_S"}
    assert all(b.isEnabled() for b in panel.buttons.values())
    assert "3 face-down cards" in panel.note.text()
    panel.buttons["take_S"].click()
    assert chosen == [TAKE[Suit.SPADES]]
    panel.handle_key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_3, Qt.KeyboardModifier.NoModifier))
    panel.handle_key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_P, Qt.KeyboardModifier.NoModifier))
    assert chosen[1:] == [TAKE[Suit.HEARTS], PASS]


def test_the_forced_dealer_has_no_pass(qtbot):
    state = new_deal(TARABISH, dealer=0, seed=2).apply(PASS).apply(PASS).apply(PASS)
    panel, chosen = _panel(qtbot, state.view_for(0))
    assert "must name a trump" in panel.title.text()
    assert "pass" not in panel.buttons and len(panel.buttons) == 4
    assert not panel.handle_key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_P, Qt.KeyboardModifier.NoModifier))
    assert chosen == []
