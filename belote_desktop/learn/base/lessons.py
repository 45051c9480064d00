"""What a guided deal is written with: the kind of decision a lesson asks for (``StepKind``), one lesson
(``Step``) and one family's guided deal (``TutorialSpec``). The machinery that plays them is
``learn/tutorial.py``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from ...engine import Action, Card, DealState, Ruleset


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
