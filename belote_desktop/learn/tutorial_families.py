"""The guided deals of the families other than classic Belote, registered in ``tutorial.TUTORIALS``.

Each is a fixed deck (``deck_for_places``: the cards each seat gets, chosen so the hands teach), the
whole deal's moves as the record writes them, and lessons on the player's moves that show what the
family does differently: the point auction and the coinche, the contract auction and match points,
Hokum and Sun and the doubling ladder, naming in turn and the kitty, the dealer's own card proposing
the trump, cards on the table, three players alone. The player's other moves get the plain step
"play this card". The moves were played out by the bots from the fixed deck once and kept: every
one is checked legal when the tutorial starts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Card, DealState, Ruleset
from ..engine.deal import Zone
from .explain import card_word
from .tutorial import (
    HUMAN,
    Step,
    StepKind,
    TutorialSpec,
    _team_names,
    deck_for_places,
    register,
    scripted,
)

HAND, KITTY, TABLE_DOWN, TABLE_UP = Zone.HAND, Zone.KITTY, Zone.TABLE_DOWN, Zone.TABLE_UP
translate = QCoreApplication.translate


def _w(code: str) -> str:
    return card_word(Card.parse(code))


def _action(state: DealState, moves: str, number: int) -> Action:
    """The player's ``number``-th move of ``moves`` (from 0), as the engine hands it out."""
    mine = 0
    for line in moves.strip().splitlines():
        seat_text, move = line.split(" ", 1)
        action = next(a for a in state.legal_actions() if str(a) == move)
        if int(seat_text) == HUMAN:
            if mine == number:
                return action
            mine += 1
        state = state.apply(action)
    raise ValueError(f"the script has no move {number} of the player")


Lesson = tuple[StepKind, Callable[[], str], Callable[[], str] | None, Callable[[], str] | None]


def _lessons(state: DealState, moves: str, texts: dict[int, Lesson]) -> dict[int, Step]:
    """The lessons on the player's moves (by number, from 0), each with the move it asks for."""
    return {n: Step(kind, _action(state, moves, n), text, hint, done) for n, (kind, text, hint, done) in texts.items()}


def _spec(family: str, preset: str, dealer: int, taker: int, places: dict[tuple[Zone, int], str],
          turned: str | None, moves: str, lessons: Callable[[], dict[int, Lesson]], title: Callable[[], str],
          outro: Callable[[DealState], str], teams: Callable[[], tuple[str, ...]] | None) -> TutorialSpec:
    def deck(rules: Ruleset) -> Sequence[Card]:
        return deck_for_places(rules, dealer, taker, places, turned)

    def script(_rules: Ruleset, state: DealState) -> list[tuple[int, Action, Step | None]]:
        return scripted(state, moves, _lessons(state, moves, lessons()))

    return register(TutorialSpec(family, preset, dealer, deck, script, title, outro, teams))


# -- La Coinche: the point auction (Pilotta shares it) ----------------------------------------

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


def _coinche_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.POINT_BID, lambda: translate(
            "Tutorial",
            "Welcome to La Coinche! No card is turned: everyone holds all eight cards and the auction is in "
            "points. A bid is a number from 80 to 160 and a trump suit (or no trumps, or all trumps): the points "
            "your team promises to score. West passed. You hold the {j} and {n}, the two highest trumps, the "
            "{k} and {q} (a belote, 20 points that count toward the bid) and the {a}: bid 100 in hearts.",
        ).format(j=_w("JH"), n=_w("9H"), k=_w("KH"), q=_w("QH"), a=_w("AS")),
            lambda: translate("Tutorial", "For this lesson bid 100 in hearts."),
            lambda: translate(
                "Tutorial",
                "Your team promises 100 points with hearts as trumps. Any later bid must be higher.")),
        1: (StepKind.COINCHE, lambda: translate(
            "Tutorial",
            "West said \"Coinche!\": he bets that you will fail, and the bid now counts double. Made, your team "
            "scores its points plus twice 100; failed, East and West score 160 plus twice 100. You may "
            "surcoinche (four times), which ends the auction, or pass. For this lesson pass: the contract is "
            "played coinched."),
            lambda: translate("Tutorial", "For this lesson pass: the contract is played coinched."),
            lambda: translate(
                "Tutorial",
                "No one may bid after a coinche. The contract is 100 in hearts, coinched, and West leads.")),
        5: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "You won the trick with your {ten}. Now draw the trumps: lead the {jack}, the highest trump. "
            "Once the others have no trumps left, your aces are safe.",
        ).format(ten=_w("10S"), jack=_w("JH")),
            lambda: translate("Tutorial", "For this lesson lead the {jack}.").format(jack=_w("JH")), None),
        8: (StepKind.BELOTE, lambda: translate(
            "Tutorial",
            "Lead the {queen}: with the {king} still in your hand you say \"Belote\". In La Coinche the belote's "
            "20 points count toward your bid.",
        ).format(queen=_w("QH"), king=_w("KH")),
            lambda: translate("Tutorial", "For this lesson lead the {queen}.").format(queen=_w("QH")),
            lambda: translate(
                "Tutorial",
                "Belote! West's ace takes this trick, but your king wins the last one: rebelote.")),
    }


def _coinche_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "In La Coinche the takers need their bid, and more than half the points. You made it: your points "
        "plus the bid, doubled by the coinche. Deal after deal, the first team to {target} wins.",
    ).format(target=state.rules.target_score)


_spec("point_auction", "coinche", 2, -1,
      {(HAND, 0): "JH 9H KH QH AS 10S 7C 8D", (HAND, 1): "QS 7S JC 8C KD QD 9D JD",
       (HAND, 2): "7H AC 10C 9C AD 7D KS 8S", (HAND, 3): "AH 10H 8H KC QC 10D JS 9S"},
      None, COINCHE_MOVES, _coinche_lessons,
      lambda: translate("Tutorial", "La Coinche: bidding points, the coinche"), _coinche_outro, _team_names)


# -- Bulgarian Belot: the contract auction and match points (Bidding Belote shares it) -------------

BULGARIAN_MOVES = """
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


def _bulgarian_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.CALL, lambda: translate(
            "Tutorial",
            "Welcome to Bulgarian Belot! You hold five cards; three more come after the auction. Each call must "
            "be higher than the last: clubs, diamonds, hearts, spades, no trumps, all trumps. West called "
            "diamonds. With the {j}, {n} and {k}, call hearts: it is higher than diamonds.",
        ).format(j=_w("JH"), n=_w("9H"), k=_w("KH")),
            lambda: translate("Tutorial", "For this lesson call hearts."),
            lambda: translate(
                "Tutorial",
                "Hearts stand unless someone calls higher; three passes end the auction. Then each "
                        "player gets three more cards.")),
        1: (StepKind.DECLARE, lambda: translate(
            "Tutorial",
            "Your three new cards are in. The {k}, {q} and {j} are a sequence of three, 20 points, and the king, "
            "queen and jack of hearts are another. Declarations are made in the first trick, before your card: "
            "declare them.",
        ).format(k=_w("KC"), q=_w("QC"), j=_w("JC")),
            lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
            lambda: translate(
                "Tutorial",
                "Only the team with the best sequence scores its sequences, and only once it wins a "
                        "trick.")),
        2: (StepKind.BELOTE, lambda: translate(
            "Tutorial",
            "West led the {ace}. You have no diamonds, so you must trump. Play the {queen}: with the {king} of "
            "trumps also in your hand, you announce a belot, 20 points.",
        ).format(ace=_w("AD"), queen=_w("QH"), king=_w("KH")),
            lambda: translate(
                "Tutorial",
                "Any trump is allowed here, but for this lesson play the {queen} to announce your belot.",
                        ).format(queen=_w("QH")),
            lambda: translate("Tutorial", "Belot! Your trump wins the trick.")),
        3: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "You lead: play the {jack}, the highest trump, to draw the opponents' trumps.").format(jack=_w("JH")),
            lambda: translate("Tutorial", "For this lesson lead the {jack}.").format(jack=_w("JH")), None),
        9: (StepKind.LAST_TRICK, lambda: translate(
            "Tutorial",
            "The last trick: your {king} wins it, and 10 points. You will have taken every trick: a valat.",
        ).format(king=_w("KH")), None, None),
    }


def _bulgarian_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "Bulgarian Belot is scored in match points: a tenth of the points, rounded (in a suit contract a "
        "remainder above 6 rounds up), and a valat adds 9. The callers must score more than the other team, "
        "or the other team takes everything. The first team past {target} wins the match.",
    ).format(target=state.rules.target_score)


_spec("contract_auction", "bulgarian", 2, 0,
      {(HAND, 0): "JH 9H KH QC KC QH JC 8S", (HAND, 2): "AS 10S AC AH 7H 10C 8H QS",
       (HAND, 3): "AD 10D 9C 8C KS JD 9S 7S"},
      None, BULGARIAN_MOVES, _bulgarian_lessons,
      lambda: translate(
          "Tutorial",
          "Bulgarian Belot: the contract auction, match points"), _bulgarian_outro, _team_names)


# -- Baloot: Hokum and Sun, the doubling ladder -------------------------------------------------

BALOOT_MOVES = """
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


def _baloot_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.HOKUM_SUN, lambda: translate(
            "Tutorial",
            "Welcome to Baloot! You hold five cards and the {turned} is turned up. In the first round you may "
            "call Hokum, the turned suit as trumps, or Sun, no trumps, which beats any Hokum. West passed. With "
            "the {j} and {n}, the two highest trumps, call Hokum in hearts: the {turned} will be yours.",
        ).format(turned=_w("KH"), j=_w("JH"), n=_w("9H")),
            lambda: translate(
                "Tutorial",
                "For this lesson call Hokum in hearts: your jack and nine are the best trumps."),
            lambda: translate("Tutorial", "Hokum in hearts. The others may still call Sun over it.")),
        1: (StepKind.HOKUM_SUN, lambda: translate(
            "Tutorial",
            "Nobody called Sun. As the Hokum's caller you may keep it (pass) or turn it into Sun yourself. Your "
            "strength is in trumps: pass and keep the Hokum."),
            lambda: translate(
                "Tutorial",
                "For this lesson pass: in Sun your jack and nine of hearts would be small cards."),
            lambda: translate("Tutorial", "The Hokum stands, unless the others climb the doubling ladder.")),
        2: (StepKind.LADDER, lambda: translate(
            "Tutorial",
            "East doubled: the deal now counts twice. This is the doubling ladder: your team may answer Three "
            "(three times), East and West Four, and your team Gahwa, which puts the whole game on this deal. "
            "Your partner passed; your hand is strong: say Three."),
            lambda: translate("Tutorial", "For this lesson answer with Three."),
            lambda: translate("Tutorial", "Three! If East and West do not say Four, the deal counts three times.")),
        3: (StepKind.LEAD, lambda: translate(
            "Tutorial",
            "You took the {turned} and two more cards. In Baloot the bidder leads. While the contract is doubled "
            "you may not lead a trump as long as you hold another suit: lead the {ace}.",
        ).format(turned=_w("KH"), ace=_w("AC")),
            lambda: translate("Tutorial", "For this lesson lead the {ace}.").format(ace=_w("AC")), None),
        7: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "East leads the {led} and West holds the trick. You have no diamonds, so you must trump: any trump "
            "wins here, so keep your high ones and play the {seven}.",
        ).format(led=_w("8D"), seven=_w("7H")),
            lambda: translate(
                "Tutorial",
                "Any trump wins here; for this lesson keep your high trumps and play the {seven}.",
                        ).format(seven=_w("7H")), None),
    }


def _baloot_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "Baloot counts round points: in Hokum a tenth of the card points (a half or less rounds down), projects "
        "likewise, all multiplied by the ladder. The bidders need more round points than the others. The first "
        "team to {target} wins the match.",
    ).format(target=state.rules.target_score)


_spec("sun_hokum", "baloot", 2, 0,
      {(HAND, 0): "JH 9H AS 10S AC 7H KC", (HAND, 1): "10H 8H KS QS JS 10C 7C 8D",
       (HAND, 2): "AH AD 10D KD QD 8C 9C 7D", (HAND, 3): "QH JC QC JD 9D 9S 8S 7S"},
      "KH", BALOOT_MOVES, _baloot_lessons,
      lambda: translate("Tutorial", "Baloot: Hokum and Sun, the doubling ladder"), _baloot_outro, _team_names)


# -- Tarabish: naming the trump in turn, the kitty --------------------------------------------

TARABISH_MOVES = """
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


def _tarabish_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.NAME_TRUMP, lambda: translate(
            "Tutorial",
            "Welcome to Tarabish! 36 cards, six in your hand and three face down in your kitty, which nobody "
            "has seen. There is no turned card: in turn, from the dealer's left, each player names a trump or "
            "passes. West, North and East passed, and you deal: the dealer must name a suit. With the {j}, {n} "
            "and {a}, name spades.",
        ).format(j=_w("JS"), n=_w("9S"), a=_w("AS")),
            lambda: translate("Tutorial", "For this lesson name spades: the jack and nine are the best trumps."),
            lambda: translate("Tutorial", "Spades are trumps. Everyone now picks up their kitty.")),
        1: (StepKind.KITTY, lambda: translate(
            "Tutorial",
            "Your kitty brought the {k}, {q} and {t}. The ace, king, queen and jack of spades are a run of four, "
            "a fifty (50 points); the king and queen of trumps are the bella. Declare your run before your first "
            "card.",
        ).format(k=_w("KS"), q=_w("QS"), t=_w("10H")),
            lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
            lambda: translate(
                "Tutorial",
                "Your fifty beats East's twenties: only the player with the best run scores runs.")),
        2: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "You have no clubs, so you must trump. Play the {queen}; when you later play the {king}, you say "
            "\"Bella\" for 20 more points.",
        ).format(queen=_w("QS"), king=_w("KS")),
            lambda: translate("Tutorial", "For this lesson play the {queen}.").format(queen=_w("QS")), None),
        3: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "You lead: play the {jack}, the highest trump, to draw the others' trumps.").format(jack=_w("JS")),
            lambda: translate("Tutorial", "For this lesson lead the {jack}.").format(jack=_w("JS")), None),
        6: (StepKind.FOLLOW_SUIT, lambda: translate(
            "Tutorial",
            "North leads the {ace}: follow suit with your {king}. In Tarabish there is no exemption for your "
            "partner: had you no hearts you would have to trump even though North holds the trick.",
        ).format(ace=_w("AH"), king=_w("KH")),
            lambda: translate("Tutorial", "For this lesson play the {king}.").format(king=_w("KH")), None),
    }


def _tarabish_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "In Tarabish the makers must score more than half the points; exactly half, they score nothing; less, "
        "a bate: the other team takes every point. The first team past {target} wins.",
    ).format(target=state.rules.target_score)


_spec("name_in_turn", "tarabish", 0, 0,
      {(HAND, 0): "JS 9S AS KH QH 6D", (KITTY, 0): "KS QS 10H",
       (HAND, 2): "AH 10S AD KD 7C QC", (KITTY, 2): "9C 6C 7D",
       (HAND, 1): "JH 9H AC KC 8S 6S", (KITTY, 1): "10C 8D 9D"},
      None, TARABISH_MOVES, _tarabish_lessons,
      lambda: translate("Tutorial", "Tarabish: naming the trump in turn, the kitty"), _tarabish_outro, _team_names)


# -- Clabber: the dealer's own card proposes the trump ---------------------------------------------

CLABBER_MOVES = """
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


def _clabber_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.BID, lambda: translate(
            "Tutorial",
            "Welcome to Clabber! 24 cards, dealt one at a time, six each. North dealt; his last card, the "
            "{turned}, lies face up: it proposes the trump and stays his. From the dealer's left each player "
            "says \"I play\" (hearts become trumps) or passes, but only a suit you hold may be accepted. East "
            "passed. You hold the {n} and {a} of hearts: say \"I play\".",
        ).format(turned=_w("JH"), n=_w("9H"), a=_w("AH")),
            lambda: translate(
                "Tutorial",
                "For this lesson say \"I play\": your nine and ace of hearts and North's jack make "
                        "hearts your side's suit."),
            lambda: translate("Tutorial", "Hearts are trumps. Nobody gets more cards: you play the six you hold.")),
        1: (StepKind.DECLARE, lambda: translate(
            "Tutorial",
            "East led the {king}. Before your first card you may declare your melds: the {a}, {k} and {q} are a "
            "run of three, a dad, worth 20. Declare it.",
        ).format(king=_w("KD"), a=_w("AC"), k=_w("KC"), q=_w("QC")),
            lambda: translate("Tutorial", "Declare first: once you have played a card, your declaration is lost."),
            lambda: translate("Tutorial", "Only the side with the best meld scores its melds.")),
        2: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "You have no diamonds, so you must trump. Play the {nine}: in trumps the nine is higher than the ace.",
        ).format(nine=_w("9H")),
            lambda: translate("Tutorial", "For this lesson trump with the {nine}.").format(nine=_w("9H")), None),
        3: (StepKind.RAISE_IN_TRUMPS, lambda: translate(
            "Tutorial",
            "You won the trick. Lead the {ace}: when trumps are led everyone must play higher if he can, and "
            "North holds the {jack}, the turned card, which beats every trump.",
        ).format(ace=_w("AH"), jack=_w("JH")),
            lambda: translate("Tutorial", "For this lesson lead the {ace}.").format(ace=_w("AH")),
            None),
        7: (StepKind.LAST_TRICK, lambda: translate(
            "Tutorial",
            "The last trick: your {ace} wins it, and 10 points with it.").format(ace=_w("AS")), None, None),
    }


def _clabber_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "In Clabber the side that chose the trump must score more than the other; otherwise it is set and "
        "scores nothing. The first side past {target} wins.",
    ).format(target=state.rules.target_score)


_spec("dealer_card", "clabber", 2, 0,
      {(HAND, 0): "9H AH AC KC QC AS", (HAND, 1): "JS QS 10S JD 10D 9D",
       (HAND, 2): "KH 10C 9S KS AD JH", (HAND, 3): "QH 10H JC 9C KD QD"},
      None, CLABBER_MOVES, _clabber_lessons,
      lambda: translate("Tutorial", "Clabber: the dealer's card proposes the trump"), _clabber_outro, _team_names)


# -- Belote Découverte: cards on the table (Belot for two with open cards shares it) --------------

DECOUVERTE_MOVES = """
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


def _decouverte_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.BID, lambda: translate(
            "Tutorial",
            "Welcome to Belote Découverte! Two players, no hand: each has two rows of cards on the table, face "
            "down, with a face-up card on each. You dealt, and your last face-up card, the {turned}, proposes "
            "the trump; it stays yours. North passed. Your face-up cards are strong in hearts: take.",
        ).format(turned=_w("JH")),
            lambda: translate("Tutorial", "For this lesson take hearts: your jack is the best trump."),
            lambda: translate("Tutorial", "Hearts are trumps. North, who did not deal, leads.")),
        1: (StepKind.TABLE_CARDS, lambda: translate(
            "Tutorial",
            "You play only your face-up cards. North led the {ace}: follow suit with your {ten}, your only "
            "club in sight. After the trick the card it covered turns face up, and you may play it next.",
        ).format(ace=_w("AC"), ten=_w("10C")),
            None, lambda: translate("Tutorial", "Nobody, you included, knew the card under it: watch it turn up.")),
        2: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "North leads the {led}. You have no club in sight, so you must trump: play the {queen}.",
        ).format(led=_w("8C"), queen=_w("QH")),
            lambda: translate("Tutorial", "For this lesson trump with the {queen}.").format(queen=_w("QH")), None),
        4: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "Lead the {jack}, the highest trump: North can see it as well as you, but cannot beat it.",
        ).format(jack=_w("JH")),
            lambda: translate("Tutorial", "For this lesson lead the {jack}.").format(jack=_w("JH")), None),
        16: (StepKind.LAST_TRICK, lambda: translate(
            "Tutorial",
            "The last trick: play your {jack}. North's {king} wins it, and 10 more points with it.",
        ).format(jack=_w("JD"), king=_w("KD")), None, None),
    }


def _decouverte_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "Sixteen tricks, no declarations, no belote. The taker needs more than half of the 162 points, or the "
        "opponent scores them all. The first to {target} wins.",
    ).format(target=state.rules.target_score)


_spec("table_cards", "decouverte", 0, 0,
      {(TABLE_UP, 0): "AS 10C KH AD QH 7S 9H JH", (TABLE_UP, 1): "AH 8C AC KS 10S 9D 7D 8H"},
      None, DECOUVERTE_MOVES, _decouverte_lessons,
      lambda: translate("Tutorial", "Belote Découverte: playing with cards on the table"), _decouverte_outro, None)


# -- Belot for three: every player alone --------------------------------------------------------

THREE_MOVES = """
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


def _three_lessons() -> dict[int, Lesson]:
    return {
        0: (StepKind.ALONE, lambda: translate(
            "Tutorial",
            "Welcome to Belot for three! 24 cards, from the nine to the ace, and no partners: East and West "
            "play for themselves, and so do you. You speak first. Calls go up as in Bulgarian Belot: clubs, "
            "diamonds, hearts, spades, no trumps, all trumps; two passes end the auction. With the {j}, {n} and "
            "{a}, call spades.",
        ).format(j=_w("JS"), n=_w("9S"), a=_w("AS")),
            lambda: translate("Tutorial", "For this lesson call spades."),
            lambda: translate("Tutorial", "If both others pass, you play spades alone against two.")),
        1: (StepKind.DECLARE, lambda: translate(
            "Tutorial",
            "Your three new cards are the {q}, {k} and {a}: the ace, king, queen and jack of spades are a "
            "sequence of four, 50 points, and the king and queen of trumps a belot. Declare before your first card.",
        ).format(q=_w("QS"), k=_w("KS"), a=_w("AC")),
            lambda: translate(
                "Tutorial",
                "Declare first: once you have played a card, your declaration is lost."), None),
        2: (StepKind.LEAD, lambda: translate(
            "Tutorial",
            "The first speaker leads. Lead the {king}: you keep your trumps for later.").format(king=_w("KD")),
            lambda: translate("Tutorial", "For this lesson lead the {king}.").format(king=_w("KD")), None),
        3: (StepKind.TRUMP, lambda: translate(
            "Tutorial",
            "East leads the {ace}. You have no hearts: trump with your {nine}. With no partner at the table, "
            "every trick is yours to win or lose.",
        ).format(ace=_w("AH"), nine=_w("9S")),
            lambda: translate("Tutorial", "For this lesson trump with the {nine}.").format(nine=_w("9S")), None),
    }


def _three_outro(state: DealState) -> str:
    return translate(
        "Tutorial",
        "Alone, the caller must score more than each of the others; if he fails, they share his points. "
        "Points become match points, a tenth rounded, as in Bulgarian Belot, and the first past {target} wins.",
    ).format(target=state.rules.target_score)


_spec("three_alone", "belot_3p", 2, 0,
      {(HAND, 0): "JS 9S AS KD QD QS KS AC", (HAND, 1): "AH 10H KH AD 10D QH JD JC",
       (HAND, 2): "10S JH 9H KC QC 10C 9C 9D"},
      None, THREE_MOVES, _three_lessons,
      lambda: translate("Tutorial", "Belot for three: every player alone"), _three_outro, None)
