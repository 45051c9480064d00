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

When the pool breaks (a worker process killed, crashed or out of memory), a new pool is started and the
decision searched again there. After ``MAX_BREAKS`` breaks in a row (or pools that cannot start), the
processes are given up for good: one line is logged, ``on_unavailable`` is called once, and every later
future raises ``WorkersUnavailable`` (the caller decides with ``FALLBACK``, the simpler bot).

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
from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from typing import Any

from ..engine import DECLARE, PLAY, Action, Phase, PlayerView
from . import SEARCH_PARAMS, Level, SearchParams, choose_action
from .play.search import CardValues, best_card, card_values, merge_values
from .play.declaring import choose_declaration

log = logging.getLogger(__name__)

MAX_BREAKS = 3  # pools broken (or not started) in a row before the processes are given up
FALLBACK = Level.INTERMEDIATE  # the bot for the callers to use when the processes cannot think


class WorkersUnavailable(RuntimeError):
    """The worker processes cannot think any more (their pools kept breaking); ``str()`` says why."""


def _new_pool(jobs: int, context: Any, alive: Connection) -> cf.ProcessPoolExecutor:
    return cf.ProcessPoolExecutor(jobs, mp_context=context, initializer=_watch_parent, initargs=(alive,))


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


def _values(view: PlayerView, params: SearchParams, seed: int) -> CardValues:
    return card_values(view, params, random.Random(seed))


class BotWorker:
    """A small pool of worker processes that choose bot actions without blocking the caller."""

    def __init__(self, jobs: int | None = None) -> None:
        self.jobs = max(1, jobs if jobs is not None else min(2, os.cpu_count() or 1))
        self._processes: cf.ProcessPoolExecutor | None = None
        self._waiter = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-wait")
        self._alive_writer: Connection | None = None  # held, never written: its end-of-file stops the workers
        self._lock = threading.Lock()  # the pool is replaced from any thread (bots, Suggest, Review)
        self._breaks = 0  # pools broken in a row, since the last answer
        self._closed = False
        self.restarts = 0  # pools started again after a break
        self.unavailable: str | None = None  # why the processes were given up; None while they can think
        self.on_unavailable: Callable[[str], None] | None = None  # called once, from any thread, on giving up

    def _pool(self) -> cf.ProcessPoolExecutor:
        """The pool now: started, or started again after a break; WorkersUnavailable once given up."""
        while True:
            with self._lock:
                if self._closed:
                    raise RuntimeError("the bot worker is shut down")
                if self.unavailable is not None:
                    raise WorkersUnavailable(self.unavailable)
                pool = self._processes
                if pool is not None and not getattr(pool, "_broken", False):
                    return pool
                if pool is None:
                    ends: list[Connection] = []
                    try:
                        context = multiprocessing.get_context("spawn")
                        ends[:] = context.Pipe(duplex=False)
                        self._processes = _new_pool(self.jobs, context, ends[0])
                        self._alive_writer = ends[1]
                        return self._processes
                    except Exception as exc:
                        for end in ends:
                            end.close()
                        failure: BaseException = exc
                else:
                    failure = BrokenProcessPool(pool._broken)
            self._broke(pool, failure)

    def _broke(self, pool: cf.ProcessPoolExecutor | None, exc: BaseException) -> None:
        """``pool`` broke (None: a new one could not start): drop it; give up after MAX_BREAKS in a row."""
        with self._lock:
            if pool is not self._processes or self._closed or self.unavailable is not None:
                return  # already replaced by another thread, or shut down
            self._drop_pool()
            self._breaks += 1
            reason = f"{type(exc).__name__}: {exc}"
            if self._breaks < MAX_BREAKS:
                self.restarts += 1
                log.warning("the bot worker processes failed (%s); starting new ones", reason)
                return
            self.unavailable = reason
            tell = self.on_unavailable
        log.error("the bot worker processes failed %d times in a row (%s); the bots play by %s's rules from now on",
                  MAX_BREAKS, reason, FALLBACK.name.title())
        if tell is not None:
            tell(reason)

    def _drop_pool(self) -> None:  # under the lock
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)
            self._processes = None
        if self._alive_writer is not None:
            self._alive_writer.close()  # any worker of the old pool still running exits
            self._alive_writer = None

    def _submit(self, calls: Sequence[tuple[Callable[..., Any], tuple[Any, ...]]]
                ) -> tuple[cf.ProcessPoolExecutor, list[cf.Future[Any]]]:
        """The calls submitted to the pool, started again if it broke."""
        while True:
            pool = self._pool()
            try:
                return pool, [pool.submit(fn, *args) for fn, args in calls]
            except (BrokenProcessPool, OSError) as exc:  # broken, or its processes could not start
                self._broke(pool, exc)
            except RuntimeError:
                if pool is self._processes:
                    raise  # shut down: not a break
                # replaced by another thread meanwhile: submit to the new one

    def _run(self, calls: Sequence[tuple[Callable[..., Any], tuple[Any, ...]]]) -> list[Any]:
        """The calls' results; searched again on a new pool when the pool breaks under them."""
        while True:
            pool, futures = self._submit(calls)
            try:
                results = [f.result() for f in futures]
            except (BrokenProcessPool, cf.CancelledError) as exc:  # cancelled: another thread dropped the pool
                self._broke(pool, exc)
                continue
            with self._lock:
                self._breaks = 0
            return results

    def process_ids(self) -> list[int]:
        """The worker processes running now (tests)."""
        pool = self._processes
        return sorted(pool._processes) if pool is not None and pool._processes else []

    def warm_up(self) -> list[cf.Future[int]]:
        """Start the worker processes now rather than at the first decision (each takes about a second);
        the futures complete once they run."""
        try:
            return self._submit([(_ready, ())] * self.jobs)[1]
        except WorkersUnavailable:
            return []
        except Exception:
            log.exception("the bot worker processes could not start")
            return []

    def call(self, fn: Callable[..., Any], *args: Any) -> cf.Future[Any]:
        """Run a picklable function in the worker processes (the parts of Suggest's and Review's search).
        A break shows in the future (the caller computes elsewhere); the next call starts a new pool."""
        return self._submit([(fn, args)])[1][0]

    def submit(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None = None) -> cf.Future[Action]:
        """The bot's action for ``view``, computed in the background. When the processes cannot answer, the
        future holds the exception (WorkersUnavailable once given up): the caller decides otherwise."""
        legal = view.legal_actions
        if len(legal) == 1 or DECLARE in legal:
            done: cf.Future[Action] = cf.Future()
            done.set_result(legal[0] if len(legal) == 1 else choose_declaration(view))
            return done
        level = Level(level)
        if level >= Level.EXPERT and view.phase is Phase.PLAY and self.jobs > 1:
            return self._waiter.submit(self._split_search, view, level, seed, params)
        return self._waiter.submit(self._whole, view, level, seed, params)

    def _whole(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None) -> Action:
        action: Action = self._run([(_decide, (view, int(level), seed, params))])[0]
        return action

    def _split_search(self, view: PlayerView, level: Level, seed: int, params: SearchParams | None) -> Action:
        base = params or SEARCH_PARAMS[level]
        share = base.split(self.jobs)
        try:
            parts = self._run([(_values, (view, share, seed * 1009 + i)) for i in range(self.jobs)])
            action = PLAY[best_card(merge_values(parts))]
            if action in view.legal_actions:
                return action
            log.error("split search chose an illegal card %s", action)
        except WorkersUnavailable:
            raise
        except Exception:
            log.exception("the split search failed; deciding in one process")
        return self._whole(view, level, seed, params)

    def shutdown(self) -> None:
        self._waiter.shutdown(wait=False, cancel_futures=True)
        with self._lock:
            self._closed = True
            self._drop_pool()

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
