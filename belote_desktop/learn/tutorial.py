"""Guided first deals with fixed cards: one per family of games (``TUTORIALS``, keyed by ``family_of``).

This module holds the machinery and classic Belote's deal; ``tutorial_families`` holds the others.

The player sits South (seat 0); North is the partner and deals, so West speaks and leads first.
Every move is scripted: the player's own moves are lessons (bidding, declaring, following suit,
trumping, belote and rebelote, the partner exemption, raising in trumps, the last trick) and
the bots' moves in between are fixed. The deal ends with the score explained line by line.

    tutorial = Tutorial()                  # classic; Tutorial("point_auction"), Tutorial.for_rules(rules)
    tutorial.advance_bots()                # West passes
    tutorial.instruction()                 # what to do and why
    tutorial.try_action(TAKE[Suit.HEARTS]) # (True, "...") or (False, why not)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from ..engine import (
    DECLARE,
    PASS,
    PLAY,
    TAKE,
    CARDS,
    Action,
    Card,
    DealState,
    PlayerView,
    Ruleset,
    Suit,
    deal_from_hands,
    deck_cards,
    find_variant,
    new_deal,
)
from ..engine.deal import StepKind as DealStepKind
from ..engine.deal import Zone
from . import vocabulary
from .explain import card_word, explain_illegal, explain_result

HUMAN = 0
DEALER = 2  # North deals: West (3) speaks and leads first, then South


class StepKind(Enum):
    """The kind of decision a lesson asks for."""

    BID = "bid"
    DECLARE = "declare"
    FOLLOW_SUIT = "follow_suit"
    TRUMP = "trump"
    BELOTE = "belote"
    PARTNER_EXEMPTION = "partner_exemption"
    RAISE_IN_TRUMPS = "raise_in_trumps"
    LEAD = "lead"
    LAST_TRICK = "last_trick"
    PLAY = "play"  # a card the deal needs, without a lesson of its own
    POINT_BID = "point_bid"  # a bid of points in a strain
    COINCHE = "coinche"  # the opponents double: answer it
    CALL = "call"  # a call of the contract auction (suits < no trumps < all trumps)
    HOKUM_SUN = "hokum_sun"  # Baloot's two kinds of contract
    LADDER = "ladder"  # Baloot's doubling ladder
    NAME_TRUMP = "name_trump"  # naming a suit in turn, the dealer forced
    KITTY = "kitty"  # the cards picked up after the trump is named
    TABLE_CARDS = "table_cards"  # playing from the face-up cards on the table
    ALONE = "alone"  # every player for himself
    SCORE = "score"  # no action: read how the deal was scored


@dataclass(frozen=True)
class Step:
    """One lesson: what to do (``action``), the instruction, and messages."""

    kind: StepKind
    action: Action | None
    text: Callable[[], str]  # translated when called, so a language change applies at once
    hint: Callable[[], str] | None = None  # when the player makes another legal move
    done: Callable[[], str] | None = None  # after the right move

    def instruction(self) -> str:
        return self.text()


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


def _seat_names() -> tuple[str, ...]:
    return (vocabulary.you(), *vocabulary.compass_names()[1:])


def _team_names() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("Tutorial", "North and you"),
        QCoreApplication.translate("Tutorial", "East and West"),
    )


def _play(code: str) -> Action:
    return PLAY[_c(code).index]


def _script() -> list[tuple[int, Action, Step | None]]:
    """(seat, action, lesson) in order; the lesson is None for the bots' moves."""
    translate = QCoreApplication.translate
    w = card_word
    s: list[tuple[int, Action, Step | None]] = []

    def bot(seat: int, *actions: Action) -> None:
        for action in actions:
            s.append((seat, action, None))

    def you(action: Action, step: Step) -> None:
        s.append((HUMAN, action, step))

    bot(3, PASS)
    you(TAKE[Suit.HEARTS], Step(
        StepKind.BID, TAKE[Suit.HEARTS],
        lambda: translate(
            "Tutorial",
            "Welcome to Belote! You sit South; North, opposite, is your partner. North dealt five cards to each "
            "player and turned up the {turned}. West passed. Now you choose: take, and hearts become trumps, or "
            "pass. With the {k}, {q} and {t}, and the {turned} coming to you, take.",
        ).format(turned=w(_c("9H")), k=w(_c("KH")), q=w(_c("QH")), t=w(_c("10H"))),
        hint=lambda: translate(
            "Tutorial", "Passing is allowed, but this hand is strong in hearts: take the turned card."),
        done=lambda: translate(
            "Tutorial",
            "Hearts are trumps. You pick up the {turned} and two more cards, the others three each. Your team "
            "must now score at least as many points as East and West.",
        ).format(turned=w(_c("9H"))),
    ))
    bot(3, DECLARE, _play("AD"))
    you(DECLARE, Step(
        StepKind.DECLARE, DECLARE,
        lambda: translate(
            "Tutorial",
            "West declared a tierce and led the {ace}. Before your first card you may announce your combinations. "
            "You hold the {a}, {k} and {q}: three cards in a row, a tierce worth 20. Declare it.",
        ).format(ace=w(_c("AD")), a=w(_c("AC")), k=w(_c("KC")), q=w(_c("QC"))),
        hint=lambda: translate(
            "Tutorial", "Declare first: once you have played a card, your declaration is lost."),
        done=lambda: translate(
            "Tutorial",
            "Both tierces are worth 20, but yours goes up to the ace and West's only to the ten: yours is better, "
            "so only your team scores declarations.",
        ),
    ))
    you(_play("7D"), Step(
        StepKind.FOLLOW_SUIT, _play("7D"),
        lambda: translate(
            "Tutorial",
            "Now play to the trick. Diamonds were led and you have one diamond, the {card}: you must follow suit, "
            "even with a small card.",
        ).format(card=w(_c("7D"))),
    ))
    bot(1, _play("8D"))
    bot(2, _play("QD"))
    bot(3, _play("10S"))
    you(_play("KH"), Step(
        StepKind.BELOTE, _play("KH"),
        lambda: translate(
            "Tutorial",
            "West won the first trick with his ace and now leads the {led}. You have no spades, so you must play "
            "a trump. Play the {king}: with the {queen} also in your hand you say \"Belote\".",
        ).format(led=w(_c("10S")), king=w(_c("KH")), queen=w(_c("QH"))),
        hint=lambda: translate(
            "Tutorial", "Any trump is allowed here, but for this lesson play the {king} to announce your belote.",
        ).format(king=w(_c("KH"))),
        done=lambda: translate(
            "Tutorial", "Belote! Your trump wins the trick: a trump beats every card of another suit."),
    ))
    bot(1, _play("7S"))
    bot(2, _play("JS"))
    you(_play("QH"), Step(
        StepKind.TRUMP, _play("QH"),
        lambda: translate(
            "Tutorial",
            "You won, so you lead. Lead the {queen}: you say \"Rebelote\" and the 20 points of the belote are "
            "yours. Leading a trump also draws the others' trumps: each must play a higher one if he can.",
        ).format(queen=w(_c("QH"))),
        hint=lambda: translate("Tutorial", "For this lesson lead the {queen}.").format(queen=w(_c("QH"))),
        done=lambda: translate(
            "Tutorial",
            "Rebelote! East had to beat your queen and did, with the {jack}, the highest trump. That is fine: the "
            "opponents now have no trumps left.",
        ).format(jack=w(_c("JH"))),
    ))
    bot(1, _play("JH"))
    bot(2, _play("7H"))
    bot(3, _play("8H"))
    bot(1, _play("KS"))
    bot(2, _play("AS"))
    bot(3, _play("9S"))
    you(_play("QC"), Step(
        StepKind.PARTNER_EXEMPTION, _play("QC"),
        lambda: translate(
            "Tutorial",
            "East led the {king} and North played the {ace}: your partner holds the trick. You have no spades, but "
            "when your partner holds the trick you need not trump. Keep your trumps and discard the {queen}: "
            "its 3 points go to North.",
        ).format(king=w(_c("KS")), ace=w(_c("AS")), queen=w(_c("QC"))),
        hint=lambda: translate(
            "Tutorial",
            "That is allowed, but there is no need: North already wins this trick. Discard the {queen}.",
        ).format(queen=w(_c("QC"))),
    ))
    bot(2, _play("AH"))
    bot(3, _play("8S"))
    you(_play("9H"), Step(
        StepKind.RAISE_IN_TRUMPS, _play("9H"),
        lambda: translate(
            "Tutorial",
            "North leads the {ace}. When trumps are led you must play a higher trump if you can, even over your "
            "partner. Your {nine} beats the ace: play it.",
        ).format(ace=w(_c("AH")), nine=w(_c("9H"))),
    ))
    bot(1, _play("9D"))
    you(_play("AC"), Step(
        StepKind.LEAD, _play("AC"),
        lambda: translate(
            "Tutorial",
            "All the other trumps have been played; only your {ten} is left. Your {ace} is the highest club: "
            "lead it, nobody can beat it.",
        ).format(ten=w(_c("10H")), ace=w(_c("AC"))),
        hint=lambda: translate("Tutorial", "For this lesson lead the {ace}.").format(ace=w(_c("AC"))),
    ))
    bot(1, _play("10C"))
    bot(2, _play("JC"))
    bot(3, _play("8C"))
    you(_play("KC"), Step(
        StepKind.LEAD, _play("KC"),
        lambda: translate(
            "Tutorial", "With the ace and the ten of clubs gone, your {king} is now the master club: lead it.",
        ).format(king=w(_c("KC"))),
        hint=lambda: translate("Tutorial", "For this lesson lead the {king}.").format(king=w(_c("KC"))),
    ))
    bot(1, _play("QS"))
    bot(2, _play("7C"))
    bot(3, _play("9C"))
    you(_play("10H"), Step(
        StepKind.LAST_TRICK, _play("10H"),
        lambda: translate(
            "Tutorial",
            "The last trick: play your {ten}. Whoever wins the last trick scores 10 more points, the dix de der.",
        ).format(ten=w(_c("10H"))),
    ))
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


@dataclass(frozen=True)
class TutorialSpec:
    """One family's guided deal: the preset it plays, its fixed deck and dealer, and the script."""

    family: str  # the key of ``TUTORIALS`` (``family_of``)
    preset: str  # the preset whose rules the deal is played by
    dealer: int
    deck: Callable[[Ruleset], Sequence[Card]]  # the fixed deck, chosen so the hands teach
    script: Callable[[Ruleset, DealState], list[tuple[int, Action, Step | None]]]
    title: Callable[[], str]  # what the tutorial teaches, for the menu and the log
    outro: Callable[[DealState], str]  # after the score: what the deal showed
    teams: Callable[[], tuple[str, ...]] | None = None  # the team names; None: the seats' (players alone)


GAME_TUTORIALS: dict[str, str] = {}  # preset id -> the family whose guided deal it opens; filled by learn/games/


def register_game_tutorial(game_id: str, family: str) -> None:
    GAME_TUTORIALS[game_id] = family


def family_of(rules: Ruleset) -> str:
    """The tutorial family of a game: the one its module registered (``GAME_TUTORIALS``), else its auction's
    kind (``TrumpScheme``), the part that differs most from one family to another."""
    return GAME_TUTORIALS.get(rules.id, rules.trump_scheme.value)


TUTORIALS: dict[str, TutorialSpec] = {}  # family -> its guided deal, in the order the menu lists them


def register(spec: TutorialSpec) -> TutorialSpec:
    TUTORIALS[spec.family] = spec
    return spec


def deck_for_places(rules: Ruleset, dealer: int, taker: int, places: Mapping[tuple[Zone, int], str],
                    turned: str | None = None) -> tuple[Card, ...]:
    """The deck whose deal gives each (zone, seat) these cards, in the order they are dealt (a hand: the
    cards before the auction, then those after it for ``taker``'s contract); unnamed places get the rest."""
    script = rules.deal_plan.script(dealer, taker)
    queues = {key: _cards(codes) for key, codes in places.items()}
    slots: list[Card | None] = [None] * rules.deal_plan.deck
    if turned is not None:
        slots[script.turned] = _c(turned)
    for step in (*script.before, *script.after):
        if step.kind is DealStepKind.DEAL and slots[step.position] is None and queues.get((step.zone, step.seat)):
            slots[step.position] = queues[(step.zone, step.seat)].pop(0)
    left = [codes for codes in queues.values() if codes]
    if left:
        raise ValueError(f"cards the deal has no place for: {left}")
    used = [c for c in slots if c is not None]
    if len(set(used)) != len(used):
        raise ValueError("a card is placed twice")
    rest = [c for c in deck_cards(rules.deck) if c not in used]
    return tuple(c if c is not None else rest.pop(0) for c in slots)


def scripted(state: DealState, moves: str, lessons: Mapping[int, Step]) -> list[tuple[int, Action, Step | None]]:
    """The script from ``moves`` (one "seat action" a line, the actions as the record writes them), played
    from ``state`` to check every move is legal; the player's n-th move (from 0) gets ``lessons[n]``, or
    the plain step "play this card"."""
    out: list[tuple[int, Action, Step | None]] = []
    mine = 0
    for line in moves.strip().splitlines():
        seat_text, text = line.strip().split(" ", 1)
        seat = int(seat_text)
        if state.current_player() != seat:
            raise ValueError(f"{line!r}: seat {state.current_player()} is to play")
        action = next((a for a in state.legal_actions() if str(a) == text), None)
        if action is None:
            raise ValueError(f"{line!r} is not legal here")
        step: Step | None = None
        if seat == HUMAN:
            step = lessons.get(mine) or _plain_step(action)
            if step.action != action:
                raise ValueError(f"lesson {mine} expects {step.action}, the script plays {action}")
            mine += 1
        out.append((seat, action, step))
        state = state.apply(action)
    if not state.is_terminal():
        raise ValueError("the script stops before the end of the deal")
    return out


def _plain_step(action: Action) -> Step:
    card = getattr(action, "card", None)
    if card is None:
        raise ValueError(f"the player's {action} needs a lesson")
    return Step(StepKind.PLAY, action, lambda: QCoreApplication.translate(
        "Tutorial", "Play the {card}.").format(card=card_word(card)))


def seat_names_for(rules: Ruleset) -> tuple[str, ...]:
    """The seats as the table shows them to the player at seat 0: you at the bottom, the others by side."""
    n = rules.players
    names = (vocabulary.you(), *vocabulary.compass_names()[1:])
    sides = {4: (0, 1, 2, 3), 3: (0, 1, 3), 2: (0, 2)}[n]
    if rules.direction.value == "cw":
        sides = tuple({1: 3, 3: 1}.get(side, side) for side in sides)
    return tuple(names[side] for side in sides)


class Tutorial:
    """A scripted deal (classic unless ``family`` says which). Drive it with ``advance_bots`` and ``try_action``."""

    human_seat = HUMAN

    def __init__(self, family: str = "turned_card") -> None:
        spec = TUTORIALS.get(family)
        if spec is None:
            raise ValueError(f"no tutorial for {family!r}")
        self.spec = spec
        self.family = family
        self.rules = find_variant(spec.preset)
        self.dealer = spec.dealer
        self.state: DealState = new_deal(self.rules, spec.dealer, deck=spec.deck(self.rules))
        self.script = spec.script(self.rules, self.state)
        self.position = 0  # index in the script of the next action
        self.score_step = Step(StepKind.SCORE, None, self._score_text)

    @classmethod
    def for_rules(cls, rules: Ruleset) -> Tutorial:
        """The tutorial of ``rules``' family (classic when the family has none)."""
        family = family_of(rules)
        return cls(family if family in TUTORIALS else "turned_card")

    # -- reading --------------------------------------------------------------------------
    @property
    def seat_names(self) -> tuple[str, ...]:
        return seat_names_for(self.rules)

    @property
    def title(self) -> str:
        return self.spec.title()

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()

    @property
    def steps(self) -> list[Step]:
        """Every lesson in order, the score last."""
        return [step for _, _, step in self.script if step is not None] + [self.score_step]

    @property
    def current_step(self) -> Step:
        """The lesson the player is on: the next one of his moves, or the score at the end."""
        for _, _, step in self.script[self.position:]:
            if step is not None:
                return step
        return self.score_step

    @property
    def step_index(self) -> int:
        return self.steps.index(self.current_step)

    @property
    def bots_to_play(self) -> bool:
        """Whether scripted bot moves come before the player's next move."""
        return self.position < len(self.script) and self.script[self.position][2] is None

    def view(self) -> PlayerView:
        return self.state.view_for(HUMAN)

    def instruction(self) -> str:
        return self.current_step.instruction()

    def expected_action(self) -> Action | None:
        return self.current_step.action

    # -- moving ---------------------------------------------------------------------------
    def advance_bots(self, limit: int | None = None) -> list[tuple[int, Action]]:
        """Play the scripted bot moves up to the player's next move (at most ``limit`` of them)."""
        played: list[tuple[int, Action]] = []
        while self.bots_to_play and (limit is None or len(played) < limit):
            seat, action, _ = self.script[self.position]
            assert self.state.current_player() == seat, (seat, action)
            self.state = self.state.apply(action)
            self.position += 1
            played.append((seat, action))
        return played

    def try_action(self, action: Action) -> tuple[bool, str]:
        """The player's move: (True, feedback) if it is the lesson's move, else (False, why not)."""
        if self.finished:
            return False, QCoreApplication.translate("Tutorial", "The tutorial deal is over.")
        if self.bots_to_play:
            return False, QCoreApplication.translate("Tutorial", "Wait: the other players have not finished.")
        _, expected, step = self.script[self.position]
        assert step is not None
        if action == expected:
            self.state = self.state.apply(action)
            self.position += 1
            return True, step.done() if step.done else QCoreApplication.translate("Tutorial", "Well played.")
        error = self.state.why_illegal(action)
        if error is not None:
            return False, explain_illegal(error, self.view(), self.seat_names).text
        if step.hint is not None:
            return False, step.hint()
        return False, QCoreApplication.translate("Tutorial", "That is allowed, but this lesson asks for another move.")

    def result_lines(self) -> list[str]:
        """How the deal was scored, once it is over."""
        if not self.finished:
            return []
        teams = self.spec.teams() if self.spec.teams is not None else self.seat_names
        return explain_result(self.state.result(), self.rules, self.seat_names, teams)

    def _score_text(self) -> str:
        intro = QCoreApplication.translate(
            "Tutorial", "The deal is over. Here is how it was scored:")
        return "\n".join([intro, *self.result_lines(), self.spec.outro(self.state)])


register(TutorialSpec(
    "turned_card", "classic", DEALER, _classic_deck, lambda _rules, _state: _script(),
    lambda: QCoreApplication.translate("Tutorial", "Classic Belote: the turned card, declarations, belote"),
    _classic_outro, _team_names,
))


def replay_lessons(tutorial: Tutorial, actions: Sequence[Action] | None = None) -> Tutorial:
    """Play the whole script (or ``actions`` for the player's moves): used by tests and demos."""
    moves = list(actions) if actions is not None else [a for _, a, step in tutorial.script if step is not None]
    for action in moves:
        tutorial.advance_bots()
        ok, message = tutorial.try_action(action)
        if not ok:
            raise ValueError(message)
    tutorial.advance_bots()
    return tutorial


from . import tutorial_families  # noqa: E402,F401  (registers the other families' deals)
