"""Baloot's guided deal: Hokum and Sun, the doubling ladder.

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
0 hokum H
1 pass
2 pass
3 pass
0 pass
1 double
2 pass
0 redouble
1 pass
3 pass
0 play AC
1 declare
1 play 7C
2 declare
2 play 8C
3 declare
3 play JC
0 play AS
1 play JS
2 play KD
3 play 7S
0 play 10S
1 play QS
2 play QD
3 play 8S
0 play KC
1 play 10C
2 play 9C
3 play QC
1 play 8D
2 play 7D
3 play 9D
0 play 7H
0 play JH
1 play 8H
2 play AH
3 play QH
0 play 9H
1 play 10H
2 play 10D
3 play 9S
0 play KH
1 play KS
2 play AD
3 play JD
"""

LESSONS = {
    0: lesson(StepKind.HOKUM_SUN,
        lambda: translate(
            "Tutorial",
            "Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may "
            "call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With "
            "the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.",
        ),
        lambda: translate(
                "Tutorial",
                "For this lesson call Hokum in hearts: your jack and nine are the best trumps."),
        lambda: translate("Tutorial", "Hokum in hearts. The others may still call Sun over it."),
        turned="KH", j="JH", n="9H"),
    1: lesson(StepKind.HOKUM_SUN,
        lambda: translate(
            "Tutorial",
            "Nobody called Sun. As the Hokum's caller you may keep it (pass) or turn it into Sun yourself. Your "
            "strength is in trumps: pass and keep the Hokum."),
        lambda: translate(
                "Tutorial",
                "For this lesson pass: in Sun your jack and nine of hearts would be small cards."),
        lambda: translate("Tutorial", "The Hokum stands, unless the others climb the doubling ladder.")),
    2: lesson(StepKind.LADDER,
        lambda: translate(
            "Tutorial",
            "East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three "
            "(three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. "
            "Your partner passed; your hand is strong: say Three."),
        lambda: translate("Tutorial", "For this lesson answer with Three."),
        lambda: translate("Tutorial", "Three! If East and West do not say Four, the deal counts three times.")),
    3: lesson(StepKind.LEAD,
        lambda: translate(
            "Tutorial",
            "You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled "
            "you may not lead a trump as long as you hold another suit: lead the {ace}.",
        ),
        lambda: translate("Tutorial", "For this lesson lead the {ace}."),
        turned="KH", ace="AC"),
    7: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump "
            "wins here, so keep your high ones and play the {seven}.",
        ),
        lambda: translate(
                "Tutorial",
                "Any trump wins here; for this lesson keep your high trumps and play the {seven}.",
                        ),
        led="8D", seven="7H"),
}

DEAL = guided_deal(
    GuidedDeal("sun_hokum", "baloot", 2, 0,
               {(HAND, 0): "JH 9H AS 10S AC 7H KC", (HAND, 1): "10H 8H KS QS JS 10C 7C 8D",
                  (HAND, 2): "AH AD 10D KD QD 8C 9C 7D", (HAND, 3): "QH JC QC JD 9D 9S 8S 7S"},
               "KH", MOVES),
    LESSONS,
    lambda: translate("Tutorial", "Baloot: Hokum and Sun, the doubling ladder"),
    lambda: translate(
        "Tutorial",
        "Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects "
        "likewise, all multiplied by the ladder. The bidders need more round points than the others. The first "
        "team to {target} wins the match.",
    ),
    team_names)
