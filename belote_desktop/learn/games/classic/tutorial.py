"""The guided deals of the French games: classic Belote's (the turned card, declarations, belote) and La Coinche's (the point auction and the coinche; Pilotta opens it too).

The deck gives each seat the cards that teach (``deck_for_places``); the moves were played out by the bots
from it once and kept, and every one is checked legal when the tutorial starts. The player's moves without
a lesson get the plain step "play this card".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ....engine import CARDS, DECLARE, PASS, PLAY, TAKE, Action, Card, DealState, Ruleset, Suit, deal_from_hands
from ....engine.deal import Zone
from ...base.lessons import Step, StepKind, TutorialSpec
from ...explain import card_word
from ...tutorial import DEALER, HUMAN, GuidedDeal, guided_deal, lesson, team_names

HAND = Zone.HAND
translate = QCoreApplication.translate


# -- classic Belote: the turned card, declarations, belote --------------------------------------------

def _c(code: str) -> Card:
    return Card.parse(code)


def _cards(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


# Hands before the bidding (3 then 2 cards, dealt from West), the turned card and the rest.
FIRST_HANDS: tuple[str, ...] = (
    "10H KH QH AC KC",  # South (you)
    "KS QS JD 9D 10C",  # East
    "AS JS KD QD 7C",  # North (partner, dealer)
    "AD 10S 9S 8S 10D",  # West
)
TURNED = "9H"
# After the bidding: West 3, South (the taker) 2, East 3, North 3.
STOCK = "8H 9C 8C QC 7D JH 7S 8D AH 7H JC"


def _play(code: str) -> Action:
    return PLAY[_c(code).index]


def _w(code: str) -> str:
    """A card's word in a lesson: 'K♥'."""
    return card_word(_c(code))


def _take_lesson() -> Step:
    return Step(
        StepKind.BID, TAKE[Suit.HEARTS],
        lambda: translate(
            "Tutorial",
            "Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each "
            "player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or "
            "pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.",
        ).format(turned=_w("9H"), k=_w("KH"), q=_w("QH"), t=_w("10H")),
        hint=lambda: translate(
            "Tutorial", "Passing is allowed, but this hand is strong in hearts: take the turned card."),
        done=lambda: translate(
            "Tutorial",
            "Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team "
            "must now score at least as many points as East and West.",
        ).format(turned=_w("9H")),
    )


def _declare_lesson() -> Step:
    return Step(
        StepKind.DECLARE, DECLARE,
        lambda: translate(
            "Tutorial",
            "West declared a tierce and led the {ace}. Before your first card you may announce your combinations. "
            "You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.",
        ).format(ace=_w("AD"), a=_w("AC"), k=_w("KC"), q=_w("QC")),
        hint=lambda: translate(
            "Tutorial", "Declare first: once you have played a card, your declaration is lost."),
        done=lambda: translate(
            "Tutorial",
            "Both tierces are worth 20, but yours goes up to the ace and West's only to the ten: yours is better, "
            "so only your team scores declarations.",
        ),
    )


def _follow_lesson() -> Step:
    return Step(
        StepKind.FOLLOW_SUIT, _play("7D"),
        lambda: translate(
            "Tutorial",
            "Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, "
            "even with a small card.",
        ).format(card=_w("7D")),
    )


def _belote_lesson() -> Step:
    return Step(
        StepKind.BELOTE, _play("KH"),
        lambda: translate(
            "Tutorial",
            "West won the first trick with his ace and now leads the {led}. You have no spades, so you must play "
            "a trump. Play the {king}: with the {queen} also in your hand you say \"Belote\".",
        ).format(led=_w("10S"), king=_w("KH"), queen=_w("QH")),
        hint=lambda: translate(
            "Tutorial", "Any trump is allowed here, but for this lesson play the {king} to announce your belote.",
        ).format(king=_w("KH")),
        done=lambda: translate(
            "Tutorial", "Belote! Your trump wins the trick: a trump beats every card of another suit."),
    )


def _rebelote_lesson() -> Step:
    return Step(
        StepKind.TRUMP, _play("QH"),
        lambda: translate(
            "Tutorial",
            "You won, so you lead. Lead the {queen}: you say \"Rebelote\" and the 20 points of the belote are "
            "yours. Leading a trump also draws the others' trumps: each must play a higher one if he can.",
        ).format(queen=_w("QH")),
        hint=lambda: translate("Tutorial", "For this lesson lead the {queen}.").format(queen=_w("QH")),
        done=lambda: translate(
            "Tutorial",
            "Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the "
            "opponents now have no trumps left.",
        ).format(jack=_w("JH")),
    )


def _partner_lesson() -> Step:
    return Step(
        StepKind.PARTNER_EXEMPTION, _play("QC"),
        lambda: translate(
            "Tutorial",
            "East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but "
            "when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: "
            "its 3 points go to North.",
        ).format(king=_w("KS"), ace=_w("AS"), queen=_w("QC")),
        hint=lambda: translate(
            "Tutorial",
            "That is allowed, but there is no need: North already wins this trick. Discard the {queen}.",
        ).format(queen=_w("QC")),
    )


def _raise_lesson() -> Step:
    return Step(
        StepKind.RAISE_IN_TRUMPS, _play("9H"),
        lambda: translate(
            "Tutorial",
            "North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your "
            "partner. Your {nine} beats the ace: play it.",
        ).format(ace=_w("AH"), nine=_w("9H")),
    )


def _ace_lesson() -> Step:
    return Step(
        StepKind.LEAD, _play("AC"),
        lambda: translate(
            "Tutorial",
            "All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: "
            "lead it, nobody can beat it.",
        ).format(ten=_w("10H"), ace=_w("AC")),
        hint=lambda: translate("Tutorial", "For this lesson lead the {ace}.").format(ace=_w("AC")),
    )


def _king_lesson() -> Step:
    return Step(
        StepKind.LEAD, _play("KC"),
        lambda: translate(
            "Tutorial", "With the ace and the ten of clubs gone, your {king} is now the master club: lead it.",
        ).format(king=_w("KC")),
        hint=lambda: translate("Tutorial", "For this lesson lead the {king}.").format(king=_w("KC")),
    )


def _last_trick_lesson() -> Step:
    return Step(
        StepKind.LAST_TRICK, _play("10H"),
        lambda: translate(
            "Tutorial",
            "The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.",
        ).format(ten=_w("10H")),
    )


def _script() -> list[tuple[int, Action, Step | None]]:
    """(seat, action, lesson) in order; the lesson is None for the bots' moves."""
    s: list[tuple[int, Action, Step | None]] = []

    def bot(seat: int, *actions: Action) -> None:
        for action in actions:
            s.append((seat, action, None))

    def you(action: Action, step: Step) -> None:
        s.append((HUMAN, action, step))

    bot(3, PASS)
    you(TAKE[Suit.HEARTS], _take_lesson())
    bot(3, DECLARE, _play("AD"))
    you(DECLARE, _declare_lesson())
    you(_play("7D"), _follow_lesson())
    bot(1, _play("8D"))
    bot(2, _play("QD"))
    bot(3, _play("10S"))
    you(_play("KH"), _belote_lesson())
    bot(1, _play("7S"))
    bot(2, _play("JS"))
    you(_play("QH"), _rebelote_lesson())
    bot(1, _play("JH"))
    bot(2, _play("7H"))
    bot(3, _play("8H"))
    bot(1, _play("KS"))
    bot(2, _play("AS"))
    bot(3, _play("9S"))
    you(_play("QC"), _partner_lesson())
    bot(2, _play("AH"))
    bot(3, _play("8S"))
    you(_play("9H"), _raise_lesson())
    bot(1, _play("9D"))
    you(_play("AC"), _ace_lesson())
    bot(1, _play("10C"))
    bot(2, _play("JC"))
    bot(3, _play("8C"))
    you(_play("KC"), _king_lesson())
    bot(1, _play("QS"))
    bot(2, _play("7C"))
    bot(3, _play("9C"))
    you(_play("10H"), _last_trick_lesson())
    bot(1, _play("JD"))
    bot(2, _play("KD"))
    bot(3, _play("10D"))
    return s


def _classic_outro(state: DealState) -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Had your team scored less than East and West, you would have been dedans: they would have scored "
        "all {total} points. That is the whole game: deal after deal until a team reaches {target}.",
    ).format(total=sum(state.result().card_points), target=state.rules.target_score)


def _classic_deck(rules: Ruleset) -> Sequence[Card]:
    hands = [_cards(h) for h in FIRST_HANDS]
    return [CARDS[i] for i in deal_from_hands(rules, DEALER, hands, _c(TURNED), _cards(STOCK)).deck]


CLASSIC_DEAL = TutorialSpec(
    "turned_card", "classic", DEALER, _classic_deck, lambda _rules, _state: _script(),
    lambda: QCoreApplication.translate("Tutorial", "Classic Belote: the turned card, declarations, belote"),
    _classic_outro, team_names,
)


# -- La Coinche: the point auction ----------------------------------------------------------------------

COINCHE_MOVES = """
3 pass
0 bid 100 H
1 pass
2 pass
3 double
0 pass
1 pass
2 pass
3 play QC
0 play 7C
1 play 8C
2 play 10C
2 play AD
3 play 10D
0 play 8D
1 play 9D
2 play 8S
3 play 9S
0 play 10S
1 play 7S
0 play JH
1 play JC
2 play 7H
3 play 8H
0 play 9H
1 play JD
2 play KS
3 play 10H
0 play AS
1 play QS
2 play 7D
3 play JS
0 play QH
1 play QD
2 play 9C
3 play AH
3 play KC
0 play KH
1 play KD
2 play AC
"""

COINCHE_LESSONS = {
    0: lesson(StepKind.POINT_BID,
        lambda: translate(
            "Tutorial",
            "Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in "
            "points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points "
            "your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the "
            "{k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.",
        ),
        lambda: translate("Tutorial", "For this lesson bid 100 in hearts."),
        lambda: translate(
                "Tutorial",
                "Your team promises 100 points with hearts as trumps. Any later bid must be higher."),
        j="JH", n="9H", k="KH", q="QH", a="AS"),
    1: lesson(StepKind.COINCHE,
        lambda: translate(
            "Tutorial",
            "West said \"Coinche!\": he bets that you will fail, and the bid now counts double. Made, your team "
            "scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may "
            "surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is "
            "played coinched."),
        lambda: translate("Tutorial", "For this lesson pass: the contract is played coinched."),
        lambda: translate(
                "Tutorial",
                "No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.")),
    5: lesson(StepKind.TRUMP,
        lambda: translate(
            "Tutorial",
            "You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. "
            "Once the others have no trumps left, your aces are safe.",
        ),
        lambda: translate("Tutorial", "For this lesson lead the {jack}."),
        ten="10S", jack="JH"),
    8: lesson(StepKind.BELOTE,
        lambda: translate(
            "Tutorial",
            "Lead the {queen}: with the {king} still in your hand you say \"Belote\". In La Coinche the belote's "
            "20 points count toward your bid.",
        ),
        lambda: translate("Tutorial", "For this lesson lead the {queen}."),
        lambda: translate(
                "Tutorial",
                "Belote! West's ace takes this trick, but your king wins the last one: rebelote."),
        queen="QH", king="KH"),
}

COINCHE_DEAL = guided_deal(
    GuidedDeal("point_auction", "coinche", 2, -1,
               {(HAND, 0): "JH 9H KH QH AS 10S 7C 8D", (HAND, 1): "QS 7S JC 8C KD QD 9D JD",
                  (HAND, 2): "7H AC 10C 9C AD 7D KS 8S", (HAND, 3): "AH 10H 8H KC QC 10D JS 9S"},
               None, COINCHE_MOVES),
    COINCHE_LESSONS,
    lambda: translate("Tutorial", "La Coinche: bidding points, the coinche"),
    lambda: translate(
        "Tutorial",
        "In La Coinche the takers need their bid, and more than half the points. You made it: your points "
        "plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.",
    ),
    team_names)
