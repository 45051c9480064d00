"""Each game's tile in the New Game gallery: where it is played and the one line on what makes it itself
(``game_facts.GAME_FACTS``). The players, the pack and the picture of the table come from the rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..game_facts import register_facts

translate = QCoreApplication.translate


def _france() -> str:
    return translate("GameFacts", "France")


def _bulgaria() -> str:
    return translate("GameFacts", "Bulgaria")


register_facts("classic", _france, lambda: translate(
    "GameFacts", "A turned card proposes the trump: take it, or name another suit."))
register_facts("coinche", _france, lambda: translate(
    "GameFacts", "Bid 80 to 160 on your hand, and coinche the boasters."))
register_facts("contree_ffb", lambda: translate("GameFacts", "France (tournaments)"), lambda: translate(
    "GameFacts", "Tournament rules: suit contracts only, and declarations."))
register_facts("bidding_belote", lambda: translate("GameFacts", "Eastern Europe"), lambda: translate(
    "GameFacts", "Call up to all trumps; double, or stake the whole match."))
register_facts("bulgarian", _bulgaria, lambda: translate(
    "GameFacts", "Calls up to all trumps, contra and re-contra; the valat."))
register_facts("pilotta", lambda: translate("GameFacts", "Cyprus & Greece"), lambda: translate(
    "GameFacts", "A pass is final; the score drops its last digit."))
register_facts("baloot", lambda: translate("GameFacts", "Saudi Arabia & the Gulf"), lambda: translate(
    "GameFacts", "Sun or Hokum, and the doubling ladder up to Gahwa."))
register_facts("tarabish", lambda: translate("GameFacts", "Canada (Cape Breton)"), lambda: translate(
    "GameFacts", "36 cards and a kitty; name a trump in turn, the dealer must."))
register_facts("clabber", lambda: translate("GameFacts", "USA & England"), lambda: translate(
    "GameFacts", "Six cards one at a time; the dealer's last card proposes the trump."))
register_facts("decouverte", _france, lambda: translate(
    "GameFacts", "Two players and every card on the table, face up on face down."))
register_facts("belot_3p", _bulgaria, lambda: translate(
    "GameFacts", "Three players, each alone, with 24 cards."))
register_facts("belot_2p", _bulgaria, lambda: translate(
    "GameFacts", "Two players with 24 cards; six are never dealt."))
register_facts("belot_2p_open", _bulgaria, lambda: translate(
    "GameFacts", "A hand and eight table cards each, face up on face down."))
