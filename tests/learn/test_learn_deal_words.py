"""The rules book's deal section and the bid hint's deal remark are generated from the deal plan."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QTextDocument

from belote_desktop.engine import DeckKind, Direction, Take, find_variant, new_deal
from belote_desktop.engine.deal import TurnedFrom, TurnedKeeper
from belote_desktop.learn import rules_html
from belote_desktop.learn.explain import explain_bid

CLASSIC = find_variant("classic")
COINCHE = find_variant("coinche")


def deal_section(rules) -> str:
    doc = QTextDocument()
    doc.setHtml(rules_html(rules))
    text = " ".join(doc.toPlainText().split())
    start = text.index("The deal Everything goes")
    return text[start:text.index("hands.", start)]


@pytest.mark.parametrize("rules, present, absent", [
    (CLASSIC, ["3, then 2 cards", "turns the next card", "the taker picks up the turned card",
               "starting with the player on the dealer's right"], ["kitty", "not dealt"]),
    (COINCHE, ["3, then 2, then 3", "All the cards are dealt before the bidding"], ["turns the next card"]),
    (dataclasses.replace(CLASSIC, deck=DeckKind.SHORT_24, first_packets=(1,) * 6, second_packets=(),
                         turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER),
     ["dealer's own last card is dealt face up"], ["turns the next card", "deals the rest"]),
    (dataclasses.replace(COINCHE, deck=DeckKind.LONG_36, direction=Direction.CLOCKWISE, first_packets=(3, 3),
                         kitty_packets=(3,), first_receiver=3),
     ["3 cards face down in front of each player: his kitty", "starting with the player on the dealer's right",
      "The next player after the dealer speaks first"], ["All the cards are dealt"]),
    (dataclasses.replace(CLASSIC, deck=DeckKind.SHORT_24, players=2, partnerships=False, first_packets=(3, 3),
                         unused_cards=6),
     ["6 cards are not dealt", "starting with the dealer's opponent"], []),
    (dataclasses.replace(CLASSIC, turned_keeper=TurnedKeeper.OWNER),
     ["the dealer picks up the turned card, whoever takes"], ["the taker picks up"]),
])
def test_deal_section_follows_the_plan(rules, present, absent):
    text = deal_section(rules)
    for words in present:
        assert words in text, (words, text)
    for words in absent:
        assert words not in text, (words, text)


def test_take_hint_counts_the_cards_from_the_plan():
    state = new_deal(CLASSIC, dealer=0, seed=3)
    view = state.view_for(1)
    assert "and 2 more cards" in explain_bid(Take(state.turned_card.suit), CLASSIC, view)
    clabber = dataclasses.replace(CLASSIC, deck=DeckKind.SHORT_24, first_packets=(1,) * 6, second_packets=(),
                                  turned_from=TurnedFrom.DEALER_LAST, turned_keeper=TurnedKeeper.OWNER)
    deal = new_deal(clabber, dealer=0, seed=3)
    assert "pick up the turned" not in explain_bid(Take(deal.turned_card.suit), clabber, deal.view_for(1))
