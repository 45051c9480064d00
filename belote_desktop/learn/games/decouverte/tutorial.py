"""Belote Découverte's guided deal: cards on the table (Belot for two with open cards opens it too).

The deck gives each seat the cards that teach (``deck_for_places``); the moves were played out by the bots
from it once and kept, and every one is checked legal when the tutorial starts. The player's moves without
a lesson get the plain step "play this card".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.deal import Zone
from ...base.lessons import StepKind
from ...tutorial import GuidedDeal, guided_deal, lesson

TABLE_UP = Zone.TABLE_UP
translate = QCoreApplication.translate

MOVES = """
1 pass
0 take H
1 play AC
0 play 10C
1 play 8C
0 play QH
0 play 9H
1 play 8H
0 play JH
1 play 10H
0 play 8S
1 play 10S
1 play 9C
0 play KH
0 play 8D
1 play QD
1 play JC
0 play JS
1 play 9D
0 play 10D
0 play AS
1 play KS
0 play 7S
1 play AH
1 play 7D
0 play AD
0 play 9S
1 play 7H
1 play 7C
0 play KC
0 play QS
1 play QC
0 play JD
1 play KD
"""

LESSONS = {
    0: lesson(StepKind.BID,
        lambda: translate(
            "Tutorial",
            "Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face "
            "down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes "
            "the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.",
        ),
        lambda: translate("Tutorial", "For this lesson take hearts: your jack is the best trump."),
        lambda: translate("Tutorial", "Hearts are trumps. North, who did not deal, leads."),
        turned="JH"),
    1: lesson(StepKind.TABLE_CARDS,
        lambda: translate(
            "Tutorial",
            "You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only "
            "club in sight. After the trick the card it covered turns face up, and you may play it next.",
        ),
        None,
        lambda: translate("Tutorial", "Nobody, you included, knew the card under it: watch it turn up."),
        ace="AC", ten="10C"),
    2: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "North leads the {led}. You have no club in sight, so you must trump: play the {queen}.",
        ),
        lambda: translate("Tutorial", "For this lesson trump with the {queen}."),
        led="8C", queen="QH"),
    4: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.",
        ),
        lambda: translate("Tutorial", "For this lesson lead the {jack}."),
        jack="JH"),
    16: lesson(StepKind.LAST_TRICK,
        lambda: translate(
            "Tutorial",
            "The last trick: play your {jack}. North's {king} wins it, and 10 more points with it.",
        ),
        jack="JD", king="KD"),
}

DEAL = guided_deal(
    GuidedDeal("table_cards", "decouverte", 0, 0,
               {(TABLE_UP, 0): "AS 10C KH AD QH 7S 9H JH", (TABLE_UP, 1): "AH 8C AC KS 10S 9D 7D 8H"},
               None, MOVES),
    LESSONS,
    lambda: translate("Tutorial", "Belote Découverte: playing with cards on the table"),
    lambda: translate(
        "Tutorial",
        "Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the "
        "opponent scores them all. The first to {target} wins.",
    ),
    None)
