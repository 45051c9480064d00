"""Issue 57, item 6: what a screen reader finds. The hand list shows by itself once Qt's accessibility bridge
is up (on Linux one turn of the event loop after the window is built); contracts and cards are named in words
in the accessible texts (the visible labels keep their symbols)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from tests.ui.ui_helpers import drive_until, make_settings, start_human_play

from belote_desktop.engine import Contract, Strain, find_variant
from belote_desktop.engine.cards import Suit
from belote_desktop.learn import table_words as text


def test_the_hand_list_shows_when_the_bridge_comes_up_after_the_window(qtbot, monkeypatch):
    from belote_desktop.ui.window.main_window import MainWindow

    active = [False]
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: active[0]))
    w = MainWindow(interactive=False, settings=make_settings(show_hand_list=False))
    qtbot.addWidget(w)
    w.show()
    assert not w.side.hand_shown  # no screen reader yet
    active[0] = True  # the bridge is up: Qt's first turn of the event loop
    qtbot.waitUntil(lambda: w.side.hand_shown and not w.side.hand_stack.isHidden(), timeout=2000)
    assert w.menus.act_hand_list.isChecked()



SYMBOLS = set("♣♦♥♠")


def test_a_contract_said_in_words():
    rules = find_variant("coinche")
    contract = Contract(Strain.ALL_TRUMPS, taker=0, value=130)
    assert text.contract_text(contract, "North", rules) == "130 AT by North"  # the label keeps its short form
    assert text.contract_text(contract, "North", rules, said=True) == "130, All trumps, by North"
    hearts = Contract(Strain.of_suit(Suit.HEARTS), taker=1, value=90, multiplier=2)
    assert "♥" in text.contract_text(hearts, "East", rules)
    assert text.contract_text(hearts, "East", rules, said=True) == "90, Hearts, by East, coinched"
    assert not set(text.contract_text(hearts, "East", find_variant("baloot"), said=True)) & SYMBOLS


@pytest.mark.slow
def test_the_status_and_the_score_sheet_say_the_contract_in_words(window, coinche):
    start_human_play(window, coinche, seed=5)
    view = window.controller.view()
    assert view.contract is not None and view.contract.value
    taker = window.seats.names()[view.contract.taker]
    status = window.side.status
    assert text.contract_text(view.contract, taker, view.rules) in status.text()  # seen: the short form
    said = status.accessibleDescription()
    assert text.contract_text(view.contract, taker, view.rules, said=True) in said
    assert not set(said) & SYMBOLS and " AT " not in said and " NT " not in said
    drive_until(window, lambda _view: bool(window.controller.match.finished))  # a deal scored
    model = window.score_model
    assert model.rowCount() >= 2
    shown = model.data(model.index(0, 1))
    words = model.data(model.index(0, 1), Qt.ItemDataRole.AccessibleTextRole)
    assert words and not set(words) & SYMBOLS and "✓" not in words and "✗" not in words
    assert shown != words
    sheet = QAccessible.queryAccessibleInterface(window.side.score_view)  # what a screen reader reads
    cells = [sheet.child(i).text(QAccessible.Text.Name) for i in range(sheet.childCount())]
    assert words in cells and shown not in cells


def test_the_suggestion_names_its_card_in_words(window, classic, qtbot):
    start_human_play(window, classic)
    window.suggest()
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=20000)
    qtbot.waitUntil(lambda: bool(window.hint_bar.accessibleName()), timeout=5000)
    action = window.suggester.suggestion[0]
    name = window.hint_bar.accessibleName()
    assert text.card_name(action.card) in name and not set(name) & SYMBOLS
    assert text.card_short(action.card) in window.hint_bar.text()  # seen: the short form


def test_an_illegal_card_pointed_at_is_named_in_words(window, classic):
    _view, _legal, illegal = start_human_play(window, classic)
    window.rule_hints.point_at(illegal[0])
    hint = window.rule_hints.current_hint()
    assert hint is not None and text.card_short(illegal[0]) in hint.plain()
    said = hint.plain(said=True)
    assert text.card_name(illegal[0]) in said and not set(said) & SYMBOLS


def test_the_welcome_ties_the_game_summary_to_its_box(qtbot):
    from belote_desktop.ui.dialogs.welcome import WelcomeDialog

    dialog = WelcomeDialog("classic")
    qtbot.addWidget(dialog)
    assert dialog.variant.accessibleDescription() == dialog.description.text() != ""
    first = dialog.description.text()
    dialog.variant.setCurrentIndex((dialog.variant.currentIndex() + 1) % dialog.variant.count())
    assert dialog.variant.accessibleDescription() == dialog.description.text() != first


def test_the_hand_list_reads_cards_and_rules_in_words(window, classic):
    start_human_play(window, classic)
    hand = window.side.hand_list
    assert hand.count()
    for i in range(hand.count()):
        item = hand.item(i)
        for role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            assert not set(item.data(role) or "") & SYMBOLS
        assert set(item.text()) & SYMBOLS  # seen: the short form first
