"""Clabber's guided deal: the dealer's own card proposes the trump.

The deck gives each seat the cards that teach (``deck_for_places``); the moves were played out by the bots
from it once and kept, and every one is checked legal when the tutorial starts. The player's moves without
a lesson get the plain step "play this card".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.deal import Zone
from ...base.lessons import StepKind
from ...tutorial import GuidedDeal, guided_deal, lesson, team_names

HAND = Zone.HAND
translate = QCoreApplication.translate

MOVES = """
3 pass
0 take H
3 play KD
0 declare
0 play 9H
1 declare
1 play 9D
2 play AD
0 play AH
1 play JS
2 play JH
3 play QH
2 play KH
3 play 10H
0 play QC
1 play 10D
3 play QD
0 play KC
1 play JD
2 play 9S
3 play 9C
0 play AC
1 play QS
2 play 10C
0 play AS
1 play 10S
2 play KS
3 play JC
"""

LESSONS = {
    0: lesson(StepKind.BID,
        lambda: translate(
            "Tutorial",
            "Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the "
            "{turned}, lies face up: it proposes the trump and stays his. From the dealer's left each player "
            "says \"I play\" (hearts become trumps) or passes, but only a suit you hold may be accepted. East "
            "passed. You hold the {n} and {a} of hearts: say \"I play\".",
        ),
        lambda: translate(
                "Tutorial",
                "For this lesson say \"I play\": your nine and ace of hearts and North's jack make "
                        "hearts your side's suit."),
        lambda: translate("Tutorial", "Hearts are trumps. Nobody gets more cards: you play the six you hold."),
        turned="JH", n="9H", a="AH"),
    1: lesson(StepKind.DECLARE,
        lambda: translate(
            "Tutorial",
            "East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a "
            "run of three, a dad, worth 20. Declare it.",
        ),
        lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
        lambda: translate("Tutorial", "Only the side with the best meld scores its melds."),
        king="KD", a="AC", k="KC", q="QC"),
    2: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.",
        ),
        lambda: translate("Tutorial", "For this lesson trump with the {nine}."),
        nine="9H"),
    3: lesson(StepKind.RAISE_IN_TRUMPS,
        lambda: translate(
            "Tutorial",
            "You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and "
            "North holds the {jack}, the turned card, which beats every trump.",
        ),
        lambda: translate("Tutorial", "For this lesson lead the {ace}."),
        ace="AH", jack="JH"),
    7: lesson(StepKind.LAST_TRICK,
        lambda: translate(
            "Tutorial",
            "The last trick: your {ace} wins it, and 10 points with it."),
        ace="AS"),
}

DEAL = guided_deal(
    GuidedDeal("dealer_card", "clabber", 2, 0,
               {(HAND, 0): "9H AH AC KC QC AS", (HAND, 1): "JS QS 10S JD 10D 9D",
                  (HAND, 2): "KH 10C 9S KS AD JH", (HAND, 3): "QH 10H JC 9C KD QD"},
               None, MOVES),
    LESSONS,
    lambda: translate("Tutorial", "Clabber: the dealer's card proposes the trump"),
    lambda: translate(
        "Tutorial",
        "In Clabber the side that chose the trump must score more than the other; otherwise it is set and "
        "scores nothing. The first side past {target} wins.",
    ),
    team_names)
