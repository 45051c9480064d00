"""Issue 71: what a screen reader reads of the window has no card or suit symbols ("150 ♠" is read "150 spade
suit") nor the short strains ("AT"), and L before the first trick is over says so."""

from __future__ import annotations

import re
import unicodedata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from belote_desktop.engine import Phase, Suit, find_variant

SYMBOLS = tuple(suit.symbol for suit in Suit)
GAMES = ["classic", "coinche", "baloot", "bulgarian", "belot_2p"]  # the games played by ear (tests/a11y)


def _symbols_read(window) -> list[tuple[str, str]]:
    """Every visible widget's accessible name and description, as a screen reader gets them, holding a symbol (a suit,
    or any other drawn symbol: the table talk's folding arrow was read "black down-pointing small triangle")."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or not widget.isVisible():
            continue
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            words = iface.text(kind)
            if any(symbol in words for symbol in SYMBOLS) or any(unicodedata.category(ch) == "So" for ch in words):
                found.append((type(widget).__name__, words))
    return found


def test_no_accessible_name_or_description_holds_a_suit_symbol_through_a_deal(window):
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("coinche"), seed=7)
    window.animator.finish_now()
    found = []
    for _ in range(300):
        found += _symbols_read(window)
        if c.awaiting_continue:
            break
        c.play_bot_move_now()
        window.animator.finish_now()
        window.refresh()
    assert c.awaiting_continue
    found += _symbols_read(window)  # the end of the deal's panel
    assert not found, found


def test_l_before_the_first_trick_is_over_says_so(window):
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=7)
    window.animator.finish_now()
    history = window.context.speech.history
    before = len(history)
    window.menus.act_last.trigger()  # L
    assert len(history) == before + 1 and "No trick has been played yet" in history[-1][0]


SHORT_STRAINS = re.compile(r"(?<!\w)(?:AT|NT)(?!\w)")  # "AT (A)" is read "A T, A": all trumps, no trumps in words


def _names_set(monkeypatch) -> list[str]:
    """Every accessible name and description set on a widget from now on (a screen reader hears each one set on the
    focused widget, and an object's name as it is when it is found, even for a moment)."""
    said: list[str] = []
    for setter in ("setAccessibleName", "setAccessibleDescription"):
        real = getattr(QWidget, setter)

        def spy(self, words, real=real):
            said.append(words)
            real(self, words)

        monkeypatch.setattr(QWidget, setter, spy)
    return said


def _read_now(window) -> list[str]:
    """What a screen reader reads of the window now: every visible widget's name and description (a tooltip is read
    as the description where there is none)."""
    return [iface.text(kind) for widget in [window, *window.findChildren(QWidget)] if widget.isVisible()
            and (iface := QAccessible.queryAccessibleInterface(widget)) is not None
            for kind in (QAccessible.Text.Name, QAccessible.Text.Description)]


def _play_with_the_keys(window) -> list[str]:
    """The player's turn: Right through his whole hand (a refused card named with the rule), then his card played;
    what was read of the window at each key."""
    read = []
    for _ in range(len(window.scene.snapshot.hand)):
        QTest.keyClick(window.table, Qt.Key.Key_Right)
        read += _read_now(window)
    window.controller.play_bot_move_now()
    return read


@pytest.mark.parametrize("variant", GAMES)
def test_no_accessible_name_set_through_a_deal_holds_a_symbol_or_a_short_strain(window, monkeypatch, variant):
    """Issue 71: the names and descriptions set through a deal played with the keys (every bidding panel, the table's
    name on every card, a refused one with its rule: "you still have 9♣, J♣" was read "nine club suit, J club suit")
    are in words, even those set for a moment ("AT (A)" before the panel named the button "All trumps")."""
    said = _names_set(monkeypatch)
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant(variant), seed=5)  # (a deal played, a card of the player's refused in each game)
    window.animator.finish_now()
    for _ in range(300):
        if c.awaiting_continue:
            break
        window.refresh()
        said += _read_now(window)  # (the bidding panel's tooltips, read as descriptions, among them)
        if c.is_human_turn() and c.view().phase is Phase.PLAY:
            said += _play_with_the_keys(window)
        else:
            c.play_bot_move_now()
        window.animator.finish_now()
    assert c.awaiting_continue
    said += _read_now(window)  # the end of the deal's panel
    refused = [words for words in said if "not playable: " in words]
    assert refused, "no card refused with its rule: the test saw none of those names"
    bad = sorted({words for words in said if any(symbol in words for symbol in SYMBOLS) or SHORT_STRAINS.search(words)})
    assert not bad, bad
    assert any(re.search(r"you still have \w+ of \w+", words) for words in refused) or variant != "classic", refused
