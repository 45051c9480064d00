"""Bulgarian Belot's guided deal: the contract auction and match points (Bidding Belote and Belot for two open it too).

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
3 call D
0 call H
1 pass
2 pass
3 pass
3 play AD
0 declare
0 play QH
1 declare
1 play 7D
2 play QS
0 play JH
1 play 10H
2 play 7H
3 play 7S
0 play 9H
1 play 7C
2 play 8H
3 play 8C
0 play JC
1 play 8D
2 play 10C
3 play 9C
2 play AC
3 play 9S
0 play KC
1 play 9D
2 play AS
3 play KS
0 play 8S
1 play JS
2 play 10S
3 play JD
0 play QC
1 play QD
2 play AH
3 play 10D
0 play KH
1 play KD
"""

LESSONS = {
    0: lesson(StepKind.CALL,
        lambda: translate(
            "Tutorial",
            "Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must "
            "be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called "
            "diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.",
        ),
        lambda: translate("Tutorial", "For this lesson call hearts."),
        lambda: translate(
                "Tutorial",
                "Hearts stand unless someone calls higher; three passes end the auction. Then each "
                        "player gets three more cards."),
        j="JH", n="9H", k="KH"),
    1: lesson(StepKind.DECLARE,
        lambda: translate(
            "Tutorial",
            "Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, "
            "queen and jack of hearts are another. Declarations are made in the first trick, before your card: "
            "declare them.",
        ),
        lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
        lambda: translate(
                "Tutorial",
                "Only the team with the best sequence scores its sequences, and only once it wins a "
                        "trick."),
        k="KC", q="QC", j="JC"),
    2: lesson(StepKind.BELOTE,
        lambda: translate(
            "Tutorial",
            "West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of "
            "trumps also in your hand, you announce a belot, 20 points.",
        ),
        lambda: translate(
                "Tutorial",
                "Any trump is allowed here, but for this lesson play the {queen} to announce your belot.",
                        ),
        lambda: translate("Tutorial", "Belot! Your trump wins the trick."),
        ace="AD", queen="QH", king="KH"),
    3: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "You lead: play the {jack}, the highest trump, to draw the opponents' trumps."),
        lambda: translate("Tutorial", "For this lesson lead the {jack}."),
        jack="JH"),
    9: lesson(StepKind.LAST_TRICK,
        lambda: translate(
            "Tutorial",
            "The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.",
        ),
        king="KH"),
}

DEAL = guided_deal(
    GuidedDeal("contract_auction", "bulgarian", 2, 0,
               {(HAND, 0): "JH 9H KH QC KC QH JC 8S", (HAND, 2): "AS 10S AC AH 7H 10C 8H QS",
                  (HAND, 3): "AD 10D 9C 8C KS JD 9S 7S"},
               None, MOVES),
    LESSONS,
    lambda: translate(
          "Tutorial",
          "Bulgarian Belot: the contract auction, match points"),
    lambda: translate(
        "Tutorial",
        "Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a "
        "remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, "
        "or the other team takes everything. The first team past {target} wins the match.",
    ),
    team_names)
