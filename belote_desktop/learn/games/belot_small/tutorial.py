"""Belot for three's guided deal: every player alone.

The deck gives each seat the cards that teach (``deck_for_places``); the moves were played out by the bots
from it once and kept, and every one is checked legal when the tutorial starts. The player's moves without
a lesson get the plain step "play this card".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.deal import Zone
from ...base.lessons import StepKind
from ...tutorial import GuidedDeal, guided_deal, lesson

HAND = Zone.HAND
translate = QCoreApplication.translate

MOVES = """
0 call S
1 pass
2 pass
0 declare
0 play KD
1 declare
1 play AD
2 play 9D
1 play AH
2 play 9H
0 play 9S
0 play QD
1 play 10D
2 play 10S
2 play 9C
0 play AC
1 play JC
0 play JS
1 play JD
2 play 10C
0 play QS
1 play 10H
2 play QC
0 play KS
1 play QH
2 play KC
0 play AS
1 play KH
2 play JH
"""

LESSONS = {
    0: lesson(StepKind.ALONE,
        lambda: translate(
            "Tutorial",
            "Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West "
            "play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, "
            "diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and "
            "{a}, call spades.",
        ),
        lambda: translate("Tutorial", "For this lesson call spades."),
        lambda: translate("Tutorial", "If both others pass, you play spades alone against two."),
        j="JS", n="9S", a="AS"),
    1: lesson(StepKind.DECLARE,
        lambda: translate(
            "Tutorial",
            "Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a "
            "sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.",
        ),
        lambda: translate(
                "Tutorial",
                "Declare first: once you have played a card, your declaration is lost."),
        q="QS", k="KS", a="AC"),
    2: lesson(StepKind.LEAD,
        lambda: translate(
            "Tutorial",
            "The first speaker leads. Lead the {king}: you keep your trumps for later."),
        lambda: translate("Tutorial", "For this lesson lead the {king}."),
        king="KD"),
    3: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, "
            "every trick is yours to win or lose.",
        ),
        lambda: translate("Tutorial", "For this lesson trump with the {nine}."),
        ace="AH", nine="9S"),
}

DEAL = guided_deal(
    GuidedDeal("three_alone", "belot_3p", 2, 0,
               {(HAND, 0): "JS 9S AS KD QD QS KS AC", (HAND, 1): "AH 10H KH AD 10D QH JD JC",
                  (HAND, 2): "10S JH 9H KC QC 10C 9C 9D"},
               None, MOVES),
    LESSONS,
    lambda: translate("Tutorial", "Belot for three: every player alone"),
    lambda: translate(
        "Tutorial",
        "Alone, the caller must score more than each of the others; if he fails, they share his points. "
        "Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.",
    ),
    None)
