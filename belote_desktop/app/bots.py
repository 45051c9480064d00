"""Running the ai package's bots for the table, off the GUI thread. No bot of its own: every level is
``belote_desktop.ai.choose_action``.

A bot receives a PlayerView only (its own hand and public information). The worker never
touches widgets: it emits its result through a signal that Qt delivers in the GUI thread.
The searching levels (Expert, Master) think in worker processes (``ai.workers.BotWorker``,
one per core up to two) so that the search neither holds the GUI's interpreter lock nor
leaves the second core idle; the thread only waits for their answer. The worker starts a broken pool
again; if the processes cannot think at all, the simpler bot decides and ``notices.unavailable`` tells
the window, once.
"""

from __future__ import annotations

import atexit
import logging
import random
import threading
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import Action, PlayerView
from .seats import SEARCH_LEVELS

if TYPE_CHECKING:
    from ..ai import Level, SearchParams
    from ..ai.workers import BotWorker

USE_PROCESSES = True  # False: every level thinks in the calling thread (tests that count on timing)


def bot_choose(view: PlayerView, level: str, rng: random.Random, repeatable: bool = False) -> Action:
    """The action the ai package's bot of ``level`` (a settings name: "beginner" ... "master") picks.

    ``choose_action`` never returns an illegal action: when its level fails it logs the error and
    falls back to a simpler legal choice itself. ``repeatable``: see ``think``."""
    from ..ai import Level, choose_action

    lvl = Level.parse(level)
    return choose_action(view, lvl, rng, params=search_params(lvl, repeatable))


def search_params(level: Level, repeatable: bool) -> SearchParams | None:
    """The searching levels' settings; ``repeatable``: bounded by samples only (``SearchParams.without_clock``)."""
    from ..ai import SEARCH_PARAMS

    params = SEARCH_PARAMS.get(level)
    return params.without_clock() if repeatable and params is not None else None


_WORKER: BotWorker | Literal[False] | None = None  # False: the processes could not start
_WORKER_LOCK = threading.Lock()
decided_in_processes = 0  # decisions the worker processes answered (reported by --screenshot)
decided_simpler = 0  # searching levels' decisions the simpler bot made, the processes given up


class _Notices(QObject):
    unavailable = Signal(str)  # the bot processes were given up (why, for the log): emitted once per worker


notices = _Notices()  # the window listens (its slot runs in the GUI thread: queued from the bot threads)


def _given_up(reason: str) -> None:
    try:
        notices.unavailable.emit(reason)
    except RuntimeError:  # the app is quitting
        pass


def search_worker() -> BotWorker | None:
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
            _WORKER.on_unavailable = _given_up
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


def think(view: PlayerView, level: str, seed: int, repeatable: bool = False) -> Action:
    """A bot's action: in the worker processes for the searching levels, else in this thread.
    Blocks the calling thread (never call it from the GUI thread). ``repeatable``: the searching levels stop
    on their sample counts, not on their clock, so the same view and seed give the same action however busy
    the machine is (deals played again, edited deals, the Master's comparison)."""
    if USE_PROCESSES and level in SEARCH_LEVELS and len(view.legal_actions) > 1:
        worker = search_worker()
        if worker is not None:
            from ..ai import Level
            from ..ai.workers import WorkersUnavailable

            global decided_in_processes, decided_simpler
            try:
                if worker.unavailable is not None:
                    raise WorkersUnavailable(worker.unavailable)
                lvl = Level[level.upper()]
                action = worker.submit(view, lvl, seed, search_params(lvl, repeatable)).result(timeout=120)
                if action in view.legal_actions:
                    decided_in_processes += 1
                    return action
                logging.getLogger(__name__).error("the bot processes answered an illegal %s", action)
            except WorkersUnavailable:  # logged and told once, when the worker gave up
                from ..ai import choose_action
                from ..ai.workers import FALLBACK

                decided_simpler += 1
                return choose_action(view, FALLBACK, random.Random(seed))
            except Exception:
                logging.getLogger(__name__).exception("the bot processes failed; thinking in this thread")
    return bot_choose(view, level, random.Random(seed), repeatable)


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

    def __init__(self, token: int, view: PlayerView, level: str, seed: int, repeatable: bool = False) -> None:
        super().__init__(token)
        self._view = view
        self._level = level
        self._seed = seed
        self._repeatable = repeatable

    def compute(self) -> object:
        return think(self._view, self._level, self._seed, self._repeatable)

    def fallback(self) -> object:
        return self._view.legal_actions[0] if self._view.legal_actions else None
