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

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Action,
    Card,
    DealState,
    PlayerView,
    Ruleset,
    deck_cards,
    find_variant,
    new_deal,
)
from ..engine.deal import StepKind as DealStepKind
from ..engine.deal import Zone
from . import vocabulary
from .base.lessons import Step as Step  # the lessons' types, offered with the machinery that plays them
from .base.lessons import StepKind as StepKind
from .base.lessons import TutorialSpec as TutorialSpec
from .explain import card_word, explain_illegal, explain_result
from .teaching import families, game_text

HUMAN = 0
DEALER = 2  # North deals: West (3) speaks and leads first, then South


def _c(code: str) -> Card:
    return Card.parse(code)


def _cards(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def _seat_names() -> tuple[str, ...]:
    return (vocabulary.you(), *vocabulary.compass_names()[1:])


def team_names() -> tuple[str, ...]:
    """The two teams of a deal for four, as the tutorial names them."""
    return (
        QCoreApplication.translate("Tutorial", "North and you"),
        QCoreApplication.translate("Tutorial", "East and West"),
    )


def family_of(rules: Ruleset) -> str:
    """The tutorial family of a game: the deal its record chose (``GameText.tutorial``), else its auction's
    kind (``TrumpScheme``), the part that differs most from one family to another."""
    own = game_text(rules)
    return own.tutorial if own is not None else rules.trump_scheme.value


class _GuidedDeals(Mapping[str, TutorialSpec]):
    """Every family's guided deals (``GameTeaching.tutorials``) by their ``family`` key, in the order of the
    families' list, which the menu follows; read from the records each time."""

    def _deals(self) -> dict[str, TutorialSpec]:
        return {spec.family: spec for family in families() for spec in family.tutorials}

    def __getitem__(self, family: str) -> TutorialSpec:
        return self._deals()[family]

    def __iter__(self) -> Iterator[str]:
        return iter(self._deals())

    def __len__(self) -> int:
        return len(self._deals())


TUTORIALS: Mapping[str, TutorialSpec] = _GuidedDeals()


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


# A lesson as a family writes it: the kind, the instruction, the hint, the words after the right move.
Lesson = tuple[StepKind, Callable[[], str], Callable[[], str] | None, Callable[[], str] | None]


def lesson(kind: StepKind, text: Callable[[], str], hint: Callable[[], str] | None = None,
           done: Callable[[], str] | None = None, **cards: str) -> Lesson:
    """A lesson whose texts name the cards ``cards`` ({jack}: "JH"), said in the player's language."""

    def said(words: Callable[[], str] | None) -> Callable[[], str] | None:
        if words is None:
            return None
        return lambda: words().format(**{name: card_word(_c(code)) for name, code in cards.items()})

    return kind, said(text) or text, said(hint), said(done)


def player_move(state: DealState, moves: str, number: int) -> Action:
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


@dataclass(frozen=True)
class GuidedDeal:
    """What a guided deal deals and plays: its game (family and preset), the dealer, the cards of each place
    (``deck_for_places``, ``taker``'s contract saying who gets the cards after the auction), the turned card,
    and the whole deal's moves as the record writes them (one "seat action" a line, checked legal when it
    starts)."""

    family: str
    preset: str
    dealer: int
    taker: int
    places: Mapping[tuple[Zone, int], str]
    turned: str | None
    moves: str


def guided_deal(deal: GuidedDeal, lessons: Mapping[int, Lesson], title: Callable[[], str],
                outro: Callable[[], str], teams: Callable[[], tuple[str, ...]] | None) -> TutorialSpec:
    """A family's guided deal: ``deal`` dealt and played, the lessons on the player's moves by number (from
    0), and the words after the score (``outro``, its {target} the game's target)."""
    moves = deal.moves

    def deck(rules: Ruleset) -> Sequence[Card]:
        return deck_for_places(rules, deal.dealer, deal.taker, deal.places, deal.turned)

    def script(_rules: Ruleset, state: DealState) -> list[tuple[int, Action, Step | None]]:
        steps = {n: Step(kind, player_move(state, moves, n), text, hint, done)
                 for n, (kind, text, hint, done) in lessons.items()}
        return scripted(state, moves, steps)

    def after(state: DealState) -> str:
        return outro().format(target=state.rules.target_score)

    return TutorialSpec(deal.family, deal.preset, deal.dealer, deck, script, title, after, teams)


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

