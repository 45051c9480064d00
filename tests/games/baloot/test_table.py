"""Baloot at the table: its own bidding panel (the calls in Baloot's order, the ladder as it happens, keys), a
whole deal through the window, and Baloot's words on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtCore import QEvent

from belote_desktop.engine import DOUBLE, PASS, Phase, PlayCard, deck_cards, find_variant, new_deal, parse_action
from belote_desktop.engine.actions import GAHWA, SUN
from belote_desktop.ui.bidding.panel import BiddingPanel

BALOOT = find_variant("baloot")


def _panel(qtbot, state):
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    panel.seat_names = ["South", "East", "North", "West"]
    panel.set_view(state.view_for(state.current_player()))
    return panel


def _say(state, *codes):
    for code in codes:
        state = state.apply(parse_action(code))
    return state


def _key(panel, key):
    return panel.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def test_round_one_panel_offers_the_calls_in_baloots_order(qtbot):
    state = _say(new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck)), "pass", "pass")  # seat 3 may Ashkal
    panel = _panel(qtbot, state)
    assert panel.isVisible()
    assert list(panel.buttons) == ["pass", "hokum", "sun", "ashkal"]
    assert all(b.isEnabled() for b in panel.buttons.values())
    assert "Hokum" in panel.buttons["hokum"].text() and state.turned_card.suit.symbol in panel.buttons["hokum"].text()
    with qtbot.waitSignal(panel.actionChosen) as chosen:
        assert _key(panel, Qt.Key.Key_N)
    assert chosen.args[0] == SUN
    assert panel.line.text()


def test_round_two_offers_hokum_in_each_other_suit(qtbot):
    state = _say(new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck)), *["pass"] * 4)
    panel = _panel(qtbot, state)
    hokums = [k for k in panel.buttons if k.startswith("hokum_")]
    assert len(hokums) == 3 and f"hokum_{state.turned_card.suit.letter}" not in hokums
    assert "ashkal" not in panel.buttons


def test_the_ladder_shows_as_it_happens(qtbot):
    state = new_deal(BALOOT, 0, deck=deck_cards(BALOOT.deck))
    state = _say(state, f"hokum {state.turned_card.suit.letter}", "pass", "pass", "pass", "pass")
    panel = _panel(qtbot, state)
    assert list(panel.buttons) == ["pass", "climb"] and "Double" in panel.buttons["climb"].text()
    assert "<b>" not in panel.note.text()  # nothing reached yet
    with qtbot.waitSignal(panel.actionChosen) as chosen:
        assert _key(panel, Qt.Key.Key_X)
    assert chosen.args[0] == DOUBLE
    state = _say(state, "double", "redouble", "four")
    panel.set_view(state.view_for(state.current_player()))
    assert "Gahwa" in panel.buttons["climb"].text()
    assert panel.note.text().count("<b>") == 3  # Double, Three and Four reached
    with qtbot.waitSignal(panel.actionChosen) as chosen:
        assert _key(panel, Qt.Key.Key_G)
    assert chosen.args[0] == GAHWA
    assert PASS in state.legal_actions()


@pytest.mark.slow
def test_a_whole_baloot_deal_through_the_window(window, qtbot):
    window.start_game(BALOOT, seed=11)
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.awaiting_continue or (c.is_human_turn() and not window.animator.busy),
                        timeout=10000)
        if c.awaiting_continue:
            deal = c.match.finished[-1]
            if not deal.thrown_in:
                break
            window.end_panel.continue_button.click()
            continue
        view = c.view()
        if view.phase is Phase.BIDDING:
            panel = window.bidding
            assert panel.isVisible()
            key = next(k for k in ("sun", "hokum", "pass") if k in panel.buttons and panel.buttons[k].isEnabled())
            panel.buttons[key].click()
        elif any(not isinstance(a, PlayCard) for a in view.legal_actions):
            window.bidding.buttons["declare"].click()
        else:
            legal = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
            window.scene.cardDoubleClicked.emit(legal[0])
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    deal = c.match.finished[-1]
    assert not deal.thrown_in and len(deal.tricks) == 8
    assert window.score_model.rowCount() == len(c.match.finished) + 1
    contract = window.score_model.index(len(c.match.finished) - 1, 1).data()
    assert "Sun" in contract or "Hokum" in contract
