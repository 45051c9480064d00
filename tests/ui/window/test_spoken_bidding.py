"""Issue 57: bidding heard, not seen. In a point auction (La Coinche, Contrée) each change of the bid being chosen
(+ - = and the strain keys, the panel's buttons) is said once, in words, through the panel's ``speech`` (the window's
``context.speech``); the value is a control of its own ("Bid value: 100"), and the strain buttons' accessible names
follow the value. The other auctions' buttons are named in words (no suit symbols)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from belote_desktop.engine import Bid, Strain, find_variant

SYMBOLS = "♣♦♥♠"


def _read(widget) -> str:
    """The name a screen reader reads for ``widget`` (its accessible name, else its text)."""
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def _to_human_bid(window, variant: str, seed: int = 3, round_two: bool = False):
    """The window at the player's turn to bid in ``variant`` (round two of the turned-card auction where asked),
    the panel's speech set as the window sets it."""
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant(variant), seed=seed)
    window.animator.finish_now()
    for _ in range(20):
        if c.is_human_turn() and (not round_two or c.view().auction.round == 2):
            break
        c.play_bot_move_now()
        window.animator.finish_now()
    assert c.is_human_turn()
    window.refresh()
    window.bidding.speech = window.context.speech
    assert window.bidding.isVisible()
    return c


def _key(window, key) -> str:
    """Press ``key`` at the table; the one message it made said."""
    history = window.context.speech.history
    before = len(history)
    QTest.keyClick(window.table, key)
    assert len(history) == before + 1, f"{key}: {list(history)[before:]}"
    return history[-1][0]


@pytest.mark.parametrize("variant", ["coinche", "contree_ffb"])
def test_each_key_says_the_bid_being_chosen(window, variant):
    _to_human_bid(window, variant)
    panel = window.bidding
    low = panel.pending.value
    assert _key(window, Qt.Key.Key_Plus) == str(low + 10)
    assert _key(window, Qt.Key.Key_Equal) == str(low + 20)
    said = _key(window, Qt.Key.Key_1)
    assert said == f"{low + 20}, Clubs"
    assert _key(window, Qt.Key.Key_Minus) == f"{low + 10}, Clubs"
    assert _key(window, Qt.Key.Key_3) == f"{low + 10}, Hearts"
    assert not any(symbol in m for m, _ in window.context.speech.history for symbol in SYMBOLS)


def test_capot_and_no_trumps_are_said_in_words(window):
    _to_human_bid(window, "coinche")
    for _ in range(30):  # up to the top of the ladder
        said = _key(window, Qt.Key.Key_Plus)
    assert said == "Capot"
    assert _key(window, Qt.Key.Key_3) == "Capot, Hearts"
    assert _key(window, Qt.Key.Key_N) == "Capot, No trumps"


def test_the_panel_buttons_say_the_bid_too(window):
    _to_human_bid(window, "coinche")
    panel = window.bidding
    history = window.context.speech.history
    low = panel.pending.value
    before = len(history)
    panel.buttons["plus"].setFocus()
    QTest.keyClick(panel.buttons["plus"], Qt.Key.Key_Space)  # Space on Higher bid
    assert len(history) == before + 1 and history[-1][0] == str(low + 10)
    panel.buttons["strain_S"].click()
    assert len(history) == before + 2 and history[-1][0] == f"{low + 10}, Spades"
    panel.buttons["minus"].click()
    assert len(history) == before + 3 and history[-1][0] == f"{low}, Spades"


def test_no_speech_says_nothing(window):
    _to_human_bid(window, "coinche")
    window.bidding.speech = None
    history = window.context.speech.history
    before = len(history)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_1)
    assert len(history) == before  # no voice: nothing said, the value and its name still follow
    assert window.bidding.value_label.text() == str(window.bidding.pending.value)
    assert _read(window.bidding.value_label) == f"Bid value: {window.bidding.pending.value}"


def test_the_value_is_a_control_a_screen_reader_reads(window):
    _to_human_bid(window, "coinche")
    panel = window.bidding
    label = panel.value_label
    low = panel.pending.value
    assert _read(label) == f"Bid value: {low}"
    assert label.focusPolicy() & Qt.FocusPolicy.TabFocus
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    assert label.accessibleName() == f"Bid value: {low + 20}"
    for key in ("minus", "plus"):
        assert panel.buttons[key].accessibleDescription() == f"Bid value: {low + 20}"
    label.setFocus()  # the keys still work with the focus on the value
    history = window.context.speech.history
    before = len(history)
    QTest.keyClick(label, Qt.Key.Key_Plus)
    assert len(history) == before + 1 and history[-1][0] == str(low + 30)


def test_strain_buttons_follow_the_value(window):
    _to_human_bid(window, "coinche")
    panel = window.bidding
    low = panel.pending.value
    assert panel.buttons["strain_C"].accessibleName().startswith(f"Bid {low} in Clubs")
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    for strain, name in ((Strain.CLUBS, "Clubs"), (Strain.HEARTS, "Hearts"), (Strain.NO_TRUMPS, "No trumps")):
        button = panel.buttons[f"strain_{strain.code}"]
        assert button.accessibleName().startswith(f"Bid {low + 20} in {name}"), button.accessibleName()
        assert str(low) not in button.toolTip() and str(low + 20) in button.toolTip()  # no stale description
        assert not any(symbol in button.accessibleName() for symbol in SYMBOLS)


def test_bid_says_what_was_bid(window):
    c = _to_human_bid(window, "coinche")
    panel = window.bidding
    low = panel.pending.value
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_Plus)
    QTest.keyClick(window.table, Qt.Key.Key_1)
    assert panel.buttons["bid"].accessibleName() == f"Bid {low + 20} in Clubs"
    history = window.context.speech.history
    before = len(history)
    QTest.keyClick(window.table, Qt.Key.Key_B)
    window.animator.finish_now()
    said = [m for m, _ in list(history)[before:]]
    assert said and said[0] == f"You bid {low + 20} in Clubs.", said
    assert c.match.deal.view_for(window.human).auction.high_bid == Bid(low + 20, Strain.CLUBS)


@pytest.mark.parametrize("variant, seed, round_two", [("classic", 3, False), ("classic", 4, True), ("tarabish", 3, False),
                                                      ("clabber", 3, False), ("baloot", 3, False), ("coinche", 4, False)])
def test_every_panel_is_named_in_words(window, variant, seed, round_two):
    _to_human_bid(window, variant, seed=seed, round_two=round_two)
    panel = window.bidding
    names = [_read(b) for b in panel.buttons.values()]
    assert all(names)
    names += [_read(panel.title), _read(panel.note)]
    assert not any(symbol in name for name in names for symbol in SYMBOLS), names
    assert not any(re.search(r"\b(AT|NT)\b", name) for name in names), names  # "All trumps", not "AT"
    for name in names:  # a suit said once, not "Hearts Hearts"
        for suit in ("Clubs", "Diamonds", "Hearts", "Spades"):
            assert name.count(suit) <= 1, name


def test_the_highest_bid_is_read_in_words(window):
    c = _to_human_bid(window, "coinche", seed=4)
    high = c.view().auction.high_bid
    assert high is not None and high.strain is Strain.ALL_TRUMPS
    assert _read(window.bidding.note).startswith(f"Highest: {high.value}, All trumps (")
    assert "AT" in window.bidding.note.text()  # shown short, read in words
