"""The declare panel where a card sits in a carré and in a sequence (issue 56): the player is asked which set to
declare, the usual one preselected (D declares it) with a word on why, each set a named button the keyboard
reaches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import DECLARE, Card, Contract, Declare, Strain, deal_with_contract, deck_cards, find_variant
from belote_desktop.ui.bidding.panel import BiddingPanel

BOTH = "8D 9D 10D JD QD 10C 10H 10S"  # the quinte to the queen of diamonds, or the carré of tens


def _view():
    """Bulgarian Belot, clubs: South (the player) leads, holding ``BOTH``."""
    rules = find_variant("bulgarian")
    mine = [Card.parse(t) for t in BOTH.split()]
    rest = [c for c in deck_cards(rules.deck) if c not in mine]
    state = deal_with_contract(rules, 3, [mine, rest[0:8], rest[8:16], rest[16:24]], Contract(Strain.CLUBS, 0, 0))
    return state.view_for(0)


def test_the_panel_asks_which_set_to_declare(qtbot):
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    chosen = []
    panel.actionChosen.connect(chosen.append)
    view = _view()
    assert Declare(()) in view.legal_actions
    panel.set_view(view)
    assert panel.isVisible()
    usual, other = panel.buttons["declare"], panel.buttons["declare_1"]
    assert "Four Tens" in usual.text() and "(D)" in usual.text() and usual.objectName() == "primary"
    assert "Quinte" in other.text()
    assert "Four Tens" in usual.accessibleName() and "Quinte" in other.accessibleName()  # named for screen readers
    note = panel.note.text()
    assert "one declaration only" in note and "ranks higher" in note and "compared apart" in note
    assert panel.default_action() == DECLARE  # the usual set preselected
    for button in (usual, other):
        assert button.isEnabled() and button.focusPolicy() & Qt.FocusPolicy.TabFocus
    other.setFocus()
    QTest.keyClick(other, Qt.Key.Key_Space)
    assert chosen == [Declare(())]
    QTest.keyClick(panel, Qt.Key.Key_D)
    assert chosen == [Declare(()), DECLARE]


def test_without_a_choice_the_panel_is_as_it_was(qtbot):
    rules = find_variant("bulgarian")
    mine = [Card.parse(t) for t in "10D 10C 10H 10S QS KS AS 7H".split()]
    rest = [c for c in deck_cards(rules.deck) if c not in mine]
    state = deal_with_contract(rules, 3, [mine, rest[0:8], rest[8:16], rest[16:24]], Contract(Strain.CLUBS, 0, 0))
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    panel.set_view(state.view_for(0))
    assert "declare" in panel.buttons and "declare_1" not in panel.buttons
    assert "one declaration only" not in panel.note.text()
