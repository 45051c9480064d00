"""The questions a table's host is asked mid-match (issue 70): "may Bob take the seat?", and how often.

Once the match has begun, a seat nobody took before the start is taken only with the host's player's yes
(seating.py's ``Seating``). A friend with the code could ask again and again (hundreds of questions a minute, each a
box in the host's window), so the questions are kept here:

- **at most a few a minute**: ``QUESTIONS_PER_MINUTE`` per player (his name, as ``names.name_key`` compares
  names) and per address, ``TABLE_QUESTIONS_PER_MINUTE`` for the whole table (however many addresses a stranger
  has); a request over a limit is refused at once (``ASKED_TOO_OFTEN``), and opens no question. What is
  remembered is bounded: ``MAX_ASKERS`` players and addresses, the one heard least recently forgotten first;
- **one question a player**: the same player asking again while his question is open opens no second one: the
  new connection takes the open question over (its answer goes to it) and the older one is let go
  (``ASKED_AGAIN``);
- **"not during this match"**: the host's third answer; that player's later requests are refused at once
  (``NOT_THIS_MATCH``) for the rest of the match (this table's life), ``MAX_BARRED`` players at most.

Pure Python (asyncio's future for the answer); the clock is injectable.

>>> clock = [0.0]
>>> limit = RateLimit(per_minute=2, clock=lambda: clock[0])
>>> [limit.room("bob") and limit.count("bob") is None for _ in range(3)]
[True, True, False]
>>> clock[0] = 60.0; limit.room("bob")  # a minute later
True
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from . import names

QUESTIONS_PER_MINUTE = 3  # questions a minute one player, or one address, may put to the host
TABLE_QUESTIONS_PER_MINUTE = 12  # ... and the whole table, from however many addresses
MINUTE = 60.0
MAX_ASKERS = 1024  # players and addresses whose questions are remembered (the least recently heard forgotten first)
MAX_BARRED = 256  # players refused for the rest of the match (the oldest forgotten first; each is a host's answer)
MAX_OPEN = 4  # questions open at once; a new player's request beyond them is refused at once (NOT_LET_IN)
ANSWERS = ("yes", "no", "never")  # the host's: let him sit down, not now, not during this match

# why a request to sit down mid-match is refused (a ``refused`` ``table_full``'s detail; the window says it in words)
NOT_LET_IN = "the host did not let you sit down: the match has begun"
NOT_THIS_MATCH = "the host does not let you sit down during this match"
ASKED_TOO_OFTEN = "you asked the host too often: wait a minute before you ask again"
ASKED_AGAIN = "you asked again from another connection: this one is closed"
OUTCOME_DETAILS = {"never": NOT_THIS_MATCH, "superseded": ASKED_AGAIN}  # any other outcome but yes: NOT_LET_IN

C = TypeVar("C")


class RateLimit:
    """At most ``per_minute`` counts a key in any minute, for ``keys`` keys at most (the least recently counted
    forgotten first: a key forgotten starts afresh)."""

    def __init__(self, per_minute: int, keys: int = MAX_ASKERS, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self.keys = keys
        self.clock = clock
        self._times: OrderedDict[str, deque[float]] = OrderedDict()  # key -> its latest counts, oldest first

    def room(self, key: str) -> bool:
        """Whether ``key`` may be counted now."""
        times = self._times.get(key)
        if times is None:
            return True
        while times and times[0] <= self.clock() - MINUTE:
            times.popleft()
        return len(times) < self.per_minute

    def count(self, key: str) -> None:
        times = self._times.pop(key, None) or deque(maxlen=self.per_minute)
        times.append(self.clock())
        self._times[key] = times  # now the most recently counted
        while len(self._times) > self.keys:
            self._times.popitem(last=False)

    def __len__(self) -> int:
        return len(self._times)


@dataclass(eq=False)
class SeatQuestion(Generic[C]):
    """One question to the host: its number, the seat and the player asked for, when it was asked, the host's
    answer (one of ANSWERS, once given) and the connection it answers (the latest of that player's)."""

    request: int
    seat: int
    name: str
    key: str
    began: float
    answer: asyncio.Future[str]
    asker: C


class SeatRefused(Exception):
    """A request to sit down refused at once; ``detail`` says why (NOT_LET_IN, NOT_THIS_MATCH, ASKED_TOO_OFTEN)."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class SeatQuestions(Generic[C]):
    """The open questions (by request number), the limits on new ones, the players refused for the match."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, open_at_once: int = MAX_OPEN) -> None:
        self.clock = clock
        self.open_at_once = open_at_once
        self.open: dict[int, SeatQuestion[C]] = {}
        self._by_key: dict[str, SeatQuestion[C]] = {}  # the open question of each player
        self._players = RateLimit(QUESTIONS_PER_MINUTE, clock=clock)
        self._addresses = RateLimit(QUESTIONS_PER_MINUTE, clock=clock)
        self._table = RateLimit(TABLE_QUESTIONS_PER_MINUTE, keys=1, clock=clock)
        self._barred: OrderedDict[str, None] = OrderedDict()
        self.asked = 0  # questions put to the host, in all (the last one's number)

    def __contains__(self, request: object) -> bool:
        return request in self.open

    def __len__(self) -> int:
        return len(self.open)

    def barred(self, name: str) -> bool:
        return names.name_key(name) in self._barred

    def ask(self, asker: C, seat: int, name: str, address: str) -> tuple[SeatQuestion[C], bool]:
        """The question for ``asker``'s request (``name`` at ``seat``, from ``address``), and whether it is new (a
        repeat of an open one takes it over); SeatRefused when none may be asked."""
        key = names.name_key(name)
        if key in self._barred:
            raise SeatRefused(NOT_THIS_MATCH)
        question = self._by_key.get(key)
        if question is not None:  # the same player again: one question, answered to his latest connection
            question.asker = asker
            return question, False
        if len(self.open) >= self.open_at_once:
            raise SeatRefused(NOT_LET_IN)
        limits = ((self._players, key), (self._addresses, address), (self._table, ""))
        if not all(limit.room(k) for limit, k in limits):
            raise SeatRefused(ASKED_TOO_OFTEN)
        for limit, k in limits:
            limit.count(k)
        self.asked += 1
        question = SeatQuestion(self.asked, seat, name, key, self.clock(),
                                asyncio.get_running_loop().create_future(), asker)
        self.open[question.request] = question
        self._by_key[key] = question
        return question, True

    def answer(self, request: int, answer: str) -> None:
        """The host's answer (one of ANSWERS) to question ``request``; one to a question over is ignored."""
        assert answer in ANSWERS, answer
        question = self.open.get(request)
        if question is not None and not question.answer.done():
            question.answer.set_result(answer)

    def end(self, question: SeatQuestion[C], outcome: str) -> None:
        """The question is over (``outcome``: an answer, "gone" or "timeout"); "never" bars its player."""
        self.open.pop(question.request, None)
        if self._by_key.get(question.key) is question:
            del self._by_key[question.key]
        if outcome == "never":
            self._barred.pop(question.key, None)
            self._barred[question.key] = None
            while len(self._barred) > MAX_BARRED:
                self._barred.popitem(last=False)
