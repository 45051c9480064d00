"""The Suggest button (the Expert bot, off the GUI thread, counted), the S key and the bidding panel's suggestion
(the reasons it shows: tests/app/test_suggestion.py)."""

from __future__ import annotations

import json
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.engine import Bid, PlayCard
from belote_desktop.learn.suggest import suggestion_reason


@pytest.mark.slow
def test_suggest_button_asks_the_expert_off_the_gui_thread_and_counts(window, classic, qtbot, monkeypatch):
    from belote_desktop.learn import advice

    calls = []
    real = advice.advise

    def spy(view, pool=None, params=None):
        calls.append((threading.current_thread() is threading.main_thread(), pool is not None))
        return real(view, pool, params)

    monkeypatch.setattr(advice, "advise", spy)
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    assert window.suggest_button.isEnabled()
    window.suggest_button.click()
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=10000)
    action, reason = window.suggester.suggestion
    view = window.controller.view()
    assert action in view.legal_actions and isinstance(action, PlayCard)
    # the one engine of advice, off the GUI thread, its search parts in the bots' worker processes
    assert calls and calls[0] == (False, True)
    assert action == real(view).action  # the same position, the same advice
    assert reason == suggestion_reason(view, action)
    # shown: the card outlined, the reason in the hint line, the mirror on that card
    assert window.scene.suggested == action.card
    assert window.scene.items_by_key[("card", action.card)].suggested
    assert window.hint_bar.isVisible() and window.hint_bar.hint.kind == "suggest" and reason in window.hint_bar.text()
    assert window.hand_list.currentItem().data(Qt.ItemDataRole.UserRole) == action.card
    # counted: in the game's save and in the statistics
    assert window.suggestions_used == 1
    assert window.files.saves.payload().statistics["suggestions_used"] == 1
    window.files.record.record_abandoned()
    from belote_desktop.storage import stats as stats_store

    stats, _ = stats_store.load_stats()
    assert stats.for_variant("classic").suggestions_used == 1
    # playing on clears the suggestion
    window.play_card(action.card)
    assert window.scene.suggested is None and window.suggester.suggestion is None


def test_s_key_and_ctrl_question_mark(window, classic, qtbot):
    assert QKeySequence("Ctrl+?") in window.menus.act_suggest.shortcuts()
    assert window.menus.act_suggest.shortcut() == QKeySequence("S")  # the key the Game menu shows
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=10000)
    assert window.suggestions_used == 1


def test_suggestion_in_the_bidding_panel(window, coinche, qtbot):
    c = window.controller
    c.auto_bots = False
    window.start_game(coinche, seed=3)
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    assert window.suggest()
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=10000)
    action, reason = window.suggester.suggestion
    panel = window.bidding
    assert action in c.view().legal_actions
    assert panel.suggested_action == action and panel.suggestion.isVisible() and reason in panel.suggestion.text()
    button = panel.suggested_button()
    assert button is not None and button.property("suggested")
    if isinstance(action, Bid):
        assert panel.current_bid() == action  # preset: Enter bids it


def test_saved_suggestion_count_comes_back(window, classic, qtbot):
    from belote_desktop.storage import saves

    window.start_game(classic, seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.suggestions_used = 3
    path = saves.save_named("counted", window.files.saves.payload())
    assert json.loads(path.read_text(encoding="utf-8"))["statistics"]["suggestions_used"] == 3
    window.start_game(classic, seed=5)
    assert window.suggestions_used == 0
    assert window.open_save(path)
    assert window.suggestions_used == 3
