"""Frozen action records. Every action has a short text code used in records and logs.

>>> parse_action("bid 90 H")
Bid(value=90, strain=<Strain.HEARTS: 2>, capot=False)
>>> str(PlayCard(Card.parse("JH")))
'play JH'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

from .cards import CARDS, Card, Rank, Suit


class Strain(IntEnum):
    """What a contract is played in: a trump suit, no trumps or all trumps."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NO_TRUMPS = 4
    ALL_TRUMPS = 5

    @property
    def suit(self) -> Suit | None:
        """The trump suit of a suit strain; None for no trumps and all trumps."""
        return _STRAIN_SUITS[self]  # a table: Suit(value) costs ten times more on every contract read

    @property
    def code(self) -> str:
        """The strain's code in action texts: C, D, H, S, NT or AT."""
        return ("C", "D", "H", "S", "NT", "AT")[self]

    @classmethod
    def of_suit(cls, suit: Suit) -> Strain:
        """The strain where ``suit`` is trump."""
        return cls(int(suit))

    @classmethod
    def parse(cls, text: str) -> Strain:
        """The strain a code, a name or a suit stands for (``'NT'``, ``'hearts'``, ``'♥'``); ValueError otherwise."""
        key = text.strip().upper()
        for strain in cls:
            if key in (strain.code, strain.name):
                return strain
        return cls.of_suit(Suit.parse(key))


_STRAIN_SUITS: tuple[Suit | None, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None, None)


@dataclass(frozen=True, slots=True)
class Pass:
    """A pass in the auction, whatever its kind."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Take:
    """Turned-card scheme: make ``suit`` trump (the turned suit in round 1, another in round 2)."""

    suit: Suit

    def __str__(self) -> str:
        return f"take {self.suit.letter}"


@dataclass(frozen=True, slots=True)
class Bid:
    """Point auction: ``value`` points (ignored for capot) in ``strain``."""

    value: int
    strain: Strain
    capot: bool = False

    def __str__(self) -> str:
        amount = "capot" if self.capot else str(self.value)
        return f"bid {amount} {self.strain.code}"


@dataclass(frozen=True, slots=True)
class Double:
    """Coinche / contre: doubles the contract of the other team."""

    def __str__(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True)
class Redouble:
    """Surcoinche: the doubled team doubles again."""

    def __str__(self) -> str:
        return "redouble"


# -- the contract auction's calls (engine/auctions/contract.py: Bidding Belote, Bulgarian Belot) --------


@dataclass(frozen=True, slots=True)
class Call:
    """Contract auction: name a contract; clubs < diamonds < hearts < spades < no trumps < all trumps."""

    strain: Strain

    def __str__(self) -> str:
        return f"call {self.strain.code}"


@dataclass(frozen=True, slots=True)
class StakeMatch:
    """Contract auction, option: the doublers answer a redouble with "Match": this deal decides the game."""

    def __str__(self) -> str:
        return "match"


@dataclass(frozen=True, slots=True)
class Declare:
    """Announce one's declarations (melds) before playing to the first trick.

    ``carres`` None (``DECLARE``): the usual choice, the declarations worth most (``best_melds``). Where a card belongs
    to a carré and to a sequence and a card may count once, the other sets are legal too: ``carres`` names the carrés
    declared (their ranks, lowest first), the sequences are made of the other cards
    (``declaration_choices``); ``()`` declares the sequences alone."""

    carres: tuple[Rank, ...] | None = None

    def __str__(self) -> str:
        if self.carres is None:
            return "declare"
        if not self.carres:
            return "declare sequences"
        return "declare carres " + " ".join(rank.code for rank in self.carres)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play ``card`` to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


# -- Baloot (SUN_HOKUM scheme, engine/auctions/sun_hokum.py): the calls and the top of the doubling ladder --
class BalootCall:
    """Base of Baloot's own calls (Hokum, Sun, Ashkal, Four, Gahwa): an auction action."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Hokum(BalootCall):
    """Baloot: a trump contract in ``suit`` (the turned suit in round 1, another in round 2)."""

    suit: Suit

    def __str__(self) -> str:
        return f"hokum {self.suit.letter}"


@dataclass(frozen=True, slots=True)
class Sun(BalootCall):
    """Baloot: a no-trump contract; it beats Hokum."""

    def __str__(self) -> str:
        return "sun"


@dataclass(frozen=True, slots=True)
class Ashkal(BalootCall):
    """Baloot: Sun for the partner, who takes the turned card (the dealer and the seat before him only)."""

    def __str__(self) -> str:
        return "ashkal"


@dataclass(frozen=True, slots=True)
class Four(BalootCall):
    """Baloot's doubling ladder: the defenders' x4 (after double x2 and the bidders' x3)."""

    def __str__(self) -> str:
        return "four"


@dataclass(frozen=True, slots=True)
class Gahwa(BalootCall):
    """Baloot's doubling ladder: the bidders' last word; the deal decides the whole game."""

    def __str__(self) -> str:
        return "gahwa"


HOKUM: tuple[Hokum, ...] = tuple(Hokum(suit) for suit in Suit)
SUN = Sun()
ASHKAL = Ashkal()
FOUR = Four()
GAHWA = Gahwa()

Action = (Pass | Take | Bid | Double | Redouble | Call | StakeMatch | Declare | PlayCard | Hokum | Sun | Ashkal
          | Four | Gahwa)
AUCTION_ACTIONS = (Pass, Take, Bid, Double, Redouble, Call, StakeMatch, BalootCall)
"""The action types said during an auction (isinstance checks that tell bidding from play)."""

PASS = Pass()
DOUBLE = Double()
REDOUBLE = Redouble()
DECLARE = Declare()
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(card) for card in CARDS)
"""The one PlayCard action of each card, by card index (the engine hands out these)."""
TAKE: tuple[Take, ...] = tuple(Take(suit) for suit in Suit)
CALL: tuple[Call, ...] = tuple(Call(strain) for strain in Strain)
"""The one Call of each strain, by strain."""
STAKE_MATCH = StakeMatch()


def parse_action(text: str) -> Action:
    """The action written by ``str(action)``; ValueError if the text is not one."""
    try:
        action = _parsed(text.split())
    except (IndexError, ValueError):
        action = None
    if action is None:
        raise ValueError(f"not an action: {text!r}")
    return action


_ONE_WORD: dict[str, Action] = {
    "pass": PASS, "double": DOUBLE, "redouble": REDOUBLE, "declare": DECLARE, "match": STAKE_MATCH,
    "sun": SUN, "ashkal": ASHKAL, "four": FOUR, "gahwa": GAHWA,
}
"""parse_action: the actions written as their verb alone."""
_WITH_ARGUMENT: dict[str, Callable[[str], Action]] = {
    "call": lambda word: CALL[Strain.parse(word)],
    "take": lambda word: TAKE[Suit.parse(word)],
    "play": lambda word: PLAY[Card.parse(word).index],
    "hokum": lambda word: HOKUM[Suit.parse(word)],
}
"""parse_action: the actions written as their verb and one word."""


def _parsed(words: list[str]) -> Action | None:
    """parse_action's reading of the words (None if they are no action; IndexError or ValueError too)."""
    verb, rest = words[0].lower(), words[1:]
    if not rest:
        return _ONE_WORD.get(verb)
    if verb == "declare":
        return _parsed_declare(rest)
    if verb == "bid":
        return _parsed_bid(rest) if len(rest) == 2 else None
    with_argument = _WITH_ARGUMENT.get(verb)
    return with_argument(rest[0]) if with_argument is not None and len(rest) == 1 else None


def _parsed_declare(rest: list[str]) -> Action | None:
    """``declare sequences`` or ``declare carres <ranks>``."""
    kind = rest[0].lower()
    if kind == "sequences" and len(rest) == 1:
        return Declare(())
    if kind == "carres" and len(rest) > 1:
        return Declare(tuple(Rank.parse(w) for w in rest[1:]))
    return None


def _parsed_bid(rest: list[str]) -> Action:
    """``bid <value or capot> <strain>``."""
    strain = Strain.parse(rest[1])
    if rest[0].lower() == "capot":
        return Bid(0, strain, True)
    return Bid(int(rest[0]), strain)
