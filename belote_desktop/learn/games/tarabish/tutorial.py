"""Tarabish's guided deal: naming the trump in turn, the kitty.

The deck gives each seat the cards that teach (``deck_for_places``); the moves were played out by the bots
from it once and kept, and every one is checked legal when the tutorial starts. The player's moves without
a lesson get the plain step "play this card".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.deal import Zone
from ...base.lessons import StepKind
from ...tutorial import GuidedDeal, guided_deal, lesson, team_names

HAND, KITTY = Zone.HAND, Zone.KITTY
translate = QCoreApplication.translate

MOVES = """
1 pass
2 pass
3 pass
0 take S
1 play AC
2 play 6C
3 declare
3 play JC
0 declare
0 play QS
0 play JS
1 play 6S
2 play 10S
3 play 7S
0 play 9S
1 play 8S
2 play KD
3 play 6H
0 play 6D
1 play 8D
2 play AD
3 play JD
2 play AH
3 play 7H
0 play KH
1 play 9H
2 play 7D
3 play QD
0 play KS
1 play 9D
0 play 10H
1 play JH
2 play QC
3 play 8H
0 play QH
1 play KC
2 play 7C
3 play 8C
0 play AS
1 play 10C
2 play 9C
3 play 10D
"""

LESSONS = {
    0: lesson(StepKind.NAME_TRUMP,
        lambda: translate(
            "Tutorial",
            "Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody "
            "has seen. There is no turned card: in turn, from the dealer's left, each player names a trump or "
            "passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} "
            "and {a}, name spades.",
        ),
        lambda: translate("Tutorial", "For this lesson name spades: the jack and nine are the best trumps."),
        lambda: translate("Tutorial", "Spades are trumps. Everyone now picks up their kitty."),
        j="JS", n="9S", a="AS"),
    1: lesson(StepKind.KITTY,
        lambda: translate(
            "Tutorial",
            "Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, "
            "a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first "
            "card.",
        ),
        lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
        lambda: translate(
                "Tutorial",
                "Your fifty beats East's twenties: only the player with the best run scores runs."),
        k="KS", q="QS", t="10H"),
    2: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say "
            "\"Bella\" for 20 more points.",
        ),
        lambda: translate("Tutorial", "For this lesson play the {queen}."),
        queen="QS", king="KS"),
    3: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "You lead: play the {jack}, the highest trump, to draw the others' trumps."),
        lambda: translate("Tutorial", "For this lesson lead the {jack}."),
        jack="JS"),
    6: lesson(StepKind.FOLLOW_SUIT,
        lambda: translate(
            "Tutorial",
            "North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your "
            "partner: had you no hearts you would have to trump even though North holds the trick.",
        ),
        lambda: translate("Tutorial", "For this lesson play the {king}."),
        ace="AH", king="KH"),
}

DEAL = guided_deal(
    GuidedDeal("name_in_turn", "tarabish", 0, 0,
               {(HAND, 0): "JS 9S AS KH QH 6D", (KITTY, 0): "KS QS 10H",
                  (HAND, 2): "AH 10S AD KD 7C QC", (KITTY, 2): "9C 6C 7D",
                  (HAND, 1): "JH 9H AC KC 8S 6S", (KITTY, 1): "10C 8D 9D"},
               None, MOVES),
    LESSONS,
    lambda: translate("Tutorial", "Tarabish: naming the trump in turn, the kitty"),
    lambda: translate(
        "Tutorial",
        "In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, "
        "a bate: the other team takes every point. The first team past {target} wins.",
    ),
    team_names)
