"""Bots off the GUI thread: decisions computed in worker processes, answered through futures.

    worker = BotWorker()                       # once, at start-up (processes start lazily)
    future = worker.submit(view, Level.EXPERT, seed=deal_seed * 100 + move_number)
    future.add_done_callback(lambda f: signal.emit(f.result()))   # called from a helper thread
    ...
    worker.shutdown()

A forced action (one legal action, or a declaration) comes back already done. For Expert and Master
in the play, the search is split across the worker processes (each samples its own deals with its own
seed) and the results are merged: on two cores the GUI waits idle while both cores search. The
decision depends only on (view, level, seed, jobs), never on timing unless the search hits its clock.

The worker processes die with the app, however it ends: each one watches a pipe whose only writing
end the app holds (``_watch_parent``); when the app exits or is killed, the system closes that end,
the read sees end-of-file and the worker exits at once, on Linux, macOS and Windows alike. (The
pool's own queues cannot tell: every worker holds a writing end of them too.)
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
import os
import random
import threading
from multiprocessing.connection import Connection

from ..engine import DECLARE, PLAY, Action, Phase, PlayerView
from . import SEARCH_PARAMS, Level, SearchParams, choose_action
from .search import best_card, card_values, merge_values

log = logging.getLogger(__name__)


def _decide(view: PlayerView, level: int, seed: int, params: SearchParams | None) -> Action:
    return choose_action(view, Level(level), random.Random(seed), params=params)


def _watch_parent(alive: Connection) -> None:
    """Worker start-up: exit as soon as the app is gone (``alive`` is the read end of the app's pipe)."""

    def watch() -> None:
        try:
            while True:
                alive.recv_bytes()  # the app never writes: this returns only by end-of-file
        except (EOFError, OSError):
            pass
        os._exit(0)  # no cleanup to wait for: the app that asked for the answer is gone

    threading.Thread(target=watch, name="watch-app", daemon=True).start()


def _ready() -> int:
    return os.getpid()


def _values(view: PlayerView, params: SearchParams, seed: int):  # type: ignore[no-untyped-def]
    return card_values(view, params, random.Random(seed))


class BotWorker:
    """A small pool of worker processes that choose bot actions without blocking the caller."""

    def __init__(self, jobs: int | None = None) -> None:
        self.jobs = max(1, jobs if jobs is not None else min(2, os.cpu_count() or 1))
        self._processes: cf.ProcessPoolExecutor | None = None
        self._waiter = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-wait")
        self._alive_writer: Connection | None = None  # held, never written: its end-of-file stops the workers

    def _pool(self) -> cf.ProcessPoolExecutor:
        if self._processes is None:
            context = multiprocessing.get_context("spawn")
            reader, self._alive_writer = context.Pipe(duplex=False)
            self._processes = cf.ProcessPoolExecutor(self.jobs, mp_context=context,
                                                     initializer=_watch_parent, initargs=(reader,))
        return self._processes

    def process_ids(self) -> list[int]:
        """The worker processes running now (tests)."""
        pool = self._processes
        return sorted(pool._processes) if pool is not None and pool._processes else []

    def warm_up(self) -> list[cf.Future[int]]:
        """Start the worker processes now rather than at the first decision (each takes about a second);
        the futures complete once they run."""
        try:
            return [self._pool().submit(_ready) for _ in range(self.jobs)]
        except Exception:
            log.exception("the bot worker processes could not start")
            return []

    def call(self, fn, *args):  # type: ignore[no-untyped-def]
        """Run a picklable function in the worker processes (the parts of Suggest's and Review's search)."""
        return self._pool().submit(fn, *args)

    def submit(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None = None) -> cf.Future[Action]:
        """The bot's action for ``view``, computed in the background."""
        legal = view.legal_actions
        if len(legal) == 1 or DECLARE in legal:
            done: cf.Future[Action] = cf.Future()
            done.set_result(legal[0] if len(legal) == 1 else DECLARE)
            return done
        level = Level(level)
        if level >= Level.EXPERT and view.phase is Phase.PLAY and self.jobs > 1:
            return self._waiter.submit(self._split_search, view, level, seed, params)
        return self._waiter.submit(self._whole, view, level, seed, params)

    def _whole(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None) -> Action:
        try:
            return self._pool().submit(_decide, view, int(level), seed, params).result()
        except Exception:
            log.exception("the bot worker failed; deciding here with the rule-based player")
            return choose_action(view, Level.INTERMEDIATE, random.Random(seed))

    def _split_search(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None) -> Action:
        base = params or SEARCH_PARAMS[level]
        share = base.split(self.jobs)
        try:
            parts = [self._pool().submit(_values, view, share, seed * 1009 + i) for i in range(self.jobs)]
            action = PLAY[best_card(merge_values([p.result() for p in parts]))]
            if action in view.legal_actions:
                return action
            log.error("split search chose an illegal card %s", action)
        except Exception:
            log.exception("the split search failed; deciding in one process")
        return self._whole(view, level, seed, params)

    def shutdown(self) -> None:
        self._waiter.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)
            self._processes = None

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
