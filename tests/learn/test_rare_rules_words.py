"""Issue 56's two rare rules in words: the rules book of each contract-auction game says who wins a deal for
the points held over, Belot for 3's says that two players tied for the most share a doubled deal, and the
end-of-deal explanation of such a deal says they share."""

from __future__ import annotations

import html
import re

import pytest

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.engine.actions import parse_action
from belote_desktop.learn.explain_scoring import explain_result
from belote_desktop.learn.rulesbook import rules_html
from belote_desktop.storage.deal_code import decode


def _text(rules) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", rules_html(rules))).split())


@pytest.mark.parametrize("game", ["bulgarian", "bidding_belote", "belot_3p", "belot_2p", "belot_2p_open"])
def test_the_rules_book_says_who_wins_a_deal_for_the_points_held_over(game):
    assert "A deal is won by its points, even when the match points round equal" in _text(find_variant(game))


def test_belot_for_3_rules_book_says_two_tied_for_the_most_share_a_doubled_deal():
    assert "If the two others tie for the most" in _text(find_variant("belot_3p"))


def test_the_explanation_of_a_shared_doubled_deal():
    decoded = decode("A3410-BW1CC-JSYNT-XYD3Y-NAN64-P")
    state = new_deal(decoded.rules, decoded.dealer, deck=decoded.deck)
    moves = ["call S", "pass", "call NT", "call AT", "double", "pass", "pass"] + [
        f"play {c}" for c in "9H KD JH QD 10D JD 9D JS AS AD QC 9C AC KC JC 10H KS AH 10C QS 10S QH KH 9S".split()]
    for text in moves:
        state = state.apply(parse_action(text))
    lines = explain_result(state.result(), state.rules, team_names=("West", "North", "East"))
    assert "The taker (West) is dedans: North and East tied for the best of the others." in lines
    assert any(line.startswith("North and East tied for the most and share all the points") and line.endswith("= 278.")
               for line in lines)
