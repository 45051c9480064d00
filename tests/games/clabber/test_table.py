"""Clabber at the table (issue 16): the panel's "I play", a refused call that says why (on its button and
as a hint when its key is pressed), the dealer's card taken up in round 2 (a whole deal
in the window: test_every_game_window.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import PASS, Card, MatchState, Suit, find_variant
from belote_desktop.engine.state import deck_for_hands
from belote_desktop.ui.table.layout import snapshot_from_view


CLABBER = find_variant("clabber")


def cards(codes):
    return [Card.parse(c) for c in codes.split()]


def _match(passes: int) -> MatchState:
    """Dealer West (3), the human South (0) speaks first and holds only hearts; the turned card: K♠."""
    hands = [cards("9H 10H JH QH KH AH"), cards("9C 10C JC QC KC AC"), cards("9D 10D JD QD KD AD"),
             cards("9S 10S JS QS AS KS")]
    deck = deck_for_hands(CLABBER, 3, hands, turned=Card.parse("KS"))
    match = MatchState(CLABBER, first_deck=deck, first_dealer=3)
    for _ in range(passes):
        match = match.apply(PASS)
    return match


def test_round_one_offers_i_play_and_a_suit_not_held_says_why(window, qtbot):
    window.load_game(_match(0))
    qtbot.waitUntil(lambda: window.bidding.isVisible(), timeout=5000)
    take = window.bidding.buttons["take"]
    assert take.text().startswith("I play ♠") and not take.isEnabled()  # no spade: "I play" would be a renege
    assert "renege" in take.toolTip() and "spades" in take.toolTip()


def test_round_two_names_only_a_held_suit_and_the_key_of_another_gives_the_hint(window, qtbot):
    window.load_game(_match(4))
    qtbot.waitUntil(lambda: window.bidding.isVisible(), timeout=5000)
    panel = window.bidding
    assert panel.buttons["take_H"].isEnabled()
    for key in ("take_C", "take_D"):
        assert not panel.buttons[key].isEnabled() and "renege" in panel.buttons[key].toolTip()
    assert "take_S" not in panel.buttons  # the turned suit is gone in round 2
    QTest.keyClick(window.table, Qt.Key.Key_1)  # clubs: refused, and the hint says why
    assert window.controller.match.deal.auction.round == 2 and window.controller.current_player() == 0
    assert "renege" in window.toast.text()
    # the dealer has taken his card up: it is no longer shown in the middle
    assert snapshot_from_view(window.controller.match.deal.view_for(0)).turned is None
    assert snapshot_from_view(_match(0).deal.view_for(0)).turned == Card.parse("KS")
    panel.buttons["take_H"].click()
    qtbot.waitUntil(lambda: window.controller.match.deal.contract is not None, timeout=5000)
    assert window.controller.match.deal.contract.trump is Suit.HEARTS
