"""Issue 71: what a screen reader reads of the window has no card or suit symbols ("150 ♠" is read "150 spade
suit"), and L before the first trick is over says so."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from belote_desktop.engine import Suit, find_variant

SYMBOLS = tuple(suit.symbol for suit in Suit)


def _symbols_read(window) -> list[tuple[str, str]]:
    """Every visible widget's accessible name and description, as a screen reader gets them, holding a symbol."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is None or not widget.isVisible():
            continue
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            words = iface.text(kind)
            if any(symbol in words for symbol in SYMBOLS):
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
