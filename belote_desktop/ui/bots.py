"""Computer players for the UI: the project's AI when present, a simple stand-in otherwise,
and a worker that runs a bot off the GUI thread.

A bot receives a PlayerView only (its own hand and public information). The worker never
touches widgets: it emits its result through a signal that Qt delivers in the GUI thread.
The searching levels (Expert, Master) think in worker processes (``ai.workers.BotWorker``,
one per core up to two) so that the search neither holds the GUI's interpreter lock nor
leaves the second core idle; the thread only waits for their answer.
"""

from __future__ import annotations

import atexit
import logging
import random
import threading
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import Action, Bid, Card, Pass, PlayCard, PlayerView, Rank, Take
from ..engine.cards import PLAIN_POINTS, TRUMP_POINTS

LEVELS = ("beginner", "intermediate", "expert", "master")
SEARCH_LEVELS = ("expert", "master")  # the levels that think in worker processes
USE_PROCESSES = True  # False: every level thinks in the calling thread (tests that count on timing)

ChooseFn = Callable[[PlayerView, str, random.Random], Action]


def _project_ai() -> ChooseFn | None:
    """``belote_desktop.ai.choose_action`` adapted to level names, if that package exists."""
    try:
        from ..ai import Level, choose_action  # type: ignore[attr-defined]
    except Exception:  # broken (e.g. numpy missing from a bundle): the stand-in plays, and we say so
        logging.getLogger(__name__).exception("the AI package failed to load; simple bots will play")
        return None

    def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
        try:
            lvl = Level(level)
        except ValueError:
            lvl = Level[level.upper()]
        return choose_action(view, lvl, rng)

    return choose


def standin_choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """A plain bot: sensible bids on strong hands, cheap cards otherwise. Always legal."""
    legal = view.legal_actions
    if not legal:
        raise ValueError("the bot has no legal action")
    if len(legal) == 1:
        return legal[0]
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if plays:
        if any(not isinstance(a, PlayCard) for a in legal):  # may declare: always do
            return next(a for a in legal if not isinstance(a, PlayCard))
        trump = view.contract.trump if view.contract else None

        def value(card: Card) -> int:
            table = TRUMP_POINTS if card.suit == trump else PLAIN_POINTS
            return table.get(card.rank, 0) * 2 + int(card.rank) // 3

        if not view.trick or rng.random() < 0.3:
            return rng.choice(plays)
        return min(plays, key=lambda a: value(a.card))
    hand = view.hand
    takes = [a for a in legal if isinstance(a, Take)]
    if takes:
        for take in takes:
            suit = take.suit
            strong = sum(1 for c in hand if c.suit == suit and c.rank in (Rank.JACK, Rank.NINE, Rank.ACE))
            if view.turned_card is not None and view.turned_card.suit == suit and view.turned_card.rank in (
                Rank.JACK, Rank.NINE
            ):
                strong += 1
            if strong >= 2 and sum(1 for c in hand if c.suit == suit) >= 2:
                return take
        return legal[0]
    bids = [a for a in legal if isinstance(a, Bid) and not a.capot]
    if bids:
        best = None
        for bid in bids:
            suit = bid.strain.suit
            if suit is None:
                continue
            jacks_nines = sum(1 for c in hand if c.suit == suit and c.rank in (Rank.JACK, Rank.NINE))
            length = sum(1 for c in hand if c.suit == suit)
            aces = sum(1 for c in hand if c.rank is Rank.ACE and c.suit != suit)
            strength = 80 + 10 * (jacks_nines + aces) + 5 * max(0, length - 3)
            if jacks_nines >= 1 and length >= 3 and bid.value <= strength:
                if best is None or bid.value > best.value:
                    best = bid
        if best is not None and (view.bidding and not all(isinstance(a, Pass) for _, a in view.bidding)):
            # do not outbid the partner's bid for nothing
            partner = view.rules.seating.partner_of[view.seat]
            if partner is not None and view.auction.high_seat == partner:
                return legal[0]
        return best if best is not None else legal[0]
    return legal[0]


_CHOOSE: ChooseFn | None = None


def bot_choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action a bot of ``level`` picks; falls back to the stand-in if the AI fails."""
    global _CHOOSE
    if _CHOOSE is None:
        _CHOOSE = _project_ai() or standin_choose
    try:
        action = _CHOOSE(view, level, rng)
    except Exception:
        logging.getLogger(__name__).exception("bot %s failed; the stand-in plays", level)
        action = standin_choose(view, level, rng)
    if action not in view.legal_actions:  # never let a broken bot stall the table
        action = standin_choose(view, level, rng)
    return action


def available_levels() -> tuple[str, ...]:
    try:
        from ..ai import Level  # type: ignore[attr-defined]

        return tuple(lvl.name.lower() for lvl in Level)
    except Exception:
        return LEVELS


_WORKER: Any = None
_WORKER_LOCK = threading.Lock()
decided_in_processes = 0  # decisions the worker processes answered (reported by --screenshot)


def search_worker() -> Any:
    """The shared pool of bot processes (started on first use, stopped at exit); None if unavailable."""
    global _WORKER
    with _WORKER_LOCK:
        if _WORKER is None:
            try:
                from ..ai.workers import BotWorker
            except Exception:
                logging.getLogger(__name__).exception("the bot worker processes are unavailable")
                _WORKER = False
                return None
            _WORKER = BotWorker()
            atexit.register(shutdown_search_worker)
        return _WORKER or None


def shutdown_search_worker() -> None:
    global _WORKER
    with _WORKER_LOCK:
        if _WORKER:
            _WORKER.shutdown()
        _WORKER = None


def warm_up_search_worker() -> None:
    """Start the bot processes ahead of the first Expert or Master move (they take a second to start)."""
    if USE_PROCESSES:
        worker = search_worker()
        if worker is not None:
            worker.warm_up()


def think(view: PlayerView, level: str, seed: int) -> Action:
    """A bot's action: in the worker processes for the searching levels, else in this thread.
    Blocks the calling thread (never call it from the GUI thread)."""
    if USE_PROCESSES and level in SEARCH_LEVELS and len(view.legal_actions) > 1:
        worker = search_worker()
        if worker is not None:
            try:
                from ..ai import Level

                action = worker.submit(view, Level[level.upper()], seed).result(timeout=60)
                if action in view.legal_actions:
                    global decided_in_processes
                    decided_in_processes += 1
                    return action  # type: ignore[no-any-return]
                logging.getLogger(__name__).error("the bot processes answered an illegal %s", action)
            except Exception:
                logging.getLogger(__name__).exception("the bot processes failed; thinking in this thread")
    return bot_choose(view, level, random.Random(seed))


class _Relay(QObject):
    done = Signal(int, object)  # token, result


class TokenTask:
    """Computes one result in the thread pool and sends it back through ``relay.done(token, result)``
    (Qt delivers it in the GUI thread). Subclasses define ``compute`` and, if need be, ``fallback``.

    Start it with ``QThreadPool.globalInstance().start(task)``. A task is a
    plain callable, not a ``QRunnable``: PySide's ``start(QRunnable)`` lets the runnable go (the
    GIL released) and only then records the pool as its owner, so a task that ended in between
    (an Intermediate move takes a millisecond) stayed owned by the pool for ever, with its relay
    and its view. The callable form holds one reference while it runs, and drops it after.

    The relay is created in the GUI thread as a child of the application, so that dropping the
    task in a worker thread never deletes it there; it deletes itself (``deleteLater``, queued
    after the result) once the result is delivered.
    """

    def __init__(self, token: int) -> None:
        self.relay = _Relay(QCoreApplication.instance())
        self._token = token

    def compute(self) -> object:
        raise NotImplementedError

    def fallback(self) -> object:
        """The result when ``compute`` fails."""
        return None

    def __call__(self) -> None:
        self.run()

    def run(self) -> None:  # worker thread: compute only, no widgets
        try:
            result = self.compute()
        except Exception:
            result = self.fallback()
        try:
            self.relay.done.emit(self._token, result)
            self.relay.deleteLater()  # queued after the result, in the relay's own (GUI) thread
        except RuntimeError:  # the app quit meanwhile: nobody is listening
            pass


class BotTask(TokenTask):
    """Runs one bot decision in the thread pool; the action comes back through ``relay.done``."""

    def __init__(self, token: int, view: PlayerView, level: str, seed: Any) -> None:
        super().__init__(token)
        self._view = view
        self._level = level
        self._seed = seed

    def compute(self) -> object:
        return think(self._view, self._level, self._seed)

    def fallback(self) -> object:
        return self._view.legal_actions[0] if self._view.legal_actions else None
