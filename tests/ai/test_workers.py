"""The background worker answers without blocking and with legal actions."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from belote_desktop.ai import Level, SearchParams
from belote_desktop.ai.play.search import card_values, merge_values
from belote_desktop.ai.workers import BotWorker
from belote_desktop.engine import DECLARE, Phase, find_variant

from .positions import play_positions, random_deal_positions

QUICK = SearchParams(samples=16, max_seconds=30.0, exact_cards=8, exact_samples=4, bid_samples=8, chunk=8)


def test_worker_returns_legal_actions_without_blocking():
    rules = find_variant("classic")
    states = [s for s in random_deal_positions(rules, 4) if not s.is_terminal()]
    picked = [s for s in states if s.phase is Phase.PLAY and len(s.legal_actions()) > 1][:2]
    picked += [s for s in states if s.phase is Phase.BIDDING][:1]
    with BotWorker(jobs=2) as worker:
        started = time.perf_counter()
        futures = [(s, worker.submit(s.view_for(s.current_player()), Level.EXPERT, seed=i, params=QUICK))
                   for i, s in enumerate(picked)]
        assert time.perf_counter() - started < 0.5  # submitting never waits for the search
        for state, future in futures:
            assert future.result(timeout=120) in state.legal_actions()


def test_forced_actions_come_back_done():
    rules = find_variant("classic")
    worker = BotWorker(jobs=1)
    try:
        for state in random_deal_positions(rules, 6):
            if state.is_terminal():
                continue
            legal = state.legal_actions()
            if len(legal) == 1 or DECLARE in legal:
                future = worker.submit(state.view_for(state.current_player()), Level.MASTER, seed=0)
                assert future.done()
                assert future.result() == (DECLARE if DECLARE in legal else legal[0])
    finally:
        worker.shutdown()


def _view_with_a_choice(variant: str):
    """The first position of a seeded deal where the seat to play has three cards or more to choose from."""
    state = next(s for s in play_positions(find_variant(variant), 8) if len(s.legal_actions()) > 2)
    return state.view_for(state.current_player())


def test_split_search_results_merge():
    view = _view_with_a_choice("coinche")
    parts = [card_values(view, QUICK, random.Random(i)) for i in range(2)]
    merged = merge_values(parts)
    for card, (total, weight) in merged.items():
        assert weight == sum(p[card][1] for p in parts)
        assert abs(total - sum(p[card][0] for p in parts)) < 1e-6


def test_a_second_look_adds_a_search_to_the_first():
    view = _view_with_a_choice("classic")
    second = dataclasses.replace(QUICK, samples=40, branch_next=True, branch_min_group=1)
    both = dataclasses.replace(QUICK, second_look=second)
    rng = random.Random(5)
    first = card_values(view, QUICK, rng)  # the first look draws as a plain search would
    again = card_values(view, second, random.Random(rng.getrandbits(64)))
    combined = card_values(view, both, random.Random(5))
    for card, (total, weight) in combined.items():
        # each look counts alike: the mean is the average of the two looks' means
        assert abs(weight - 2 * first[card][1]) < 1e-6
        expected = (first[card][0] / first[card][1] + again[card][0] / again[card][1]) / 2
        assert abs(total / weight - expected) < 1e-6


@pytest.mark.parametrize("share", [0.75, 1.0])
def test_the_second_look_s_share_weighs_it_where_the_first_plays_out(share):
    view = _view_with_a_choice("classic")
    assert view.total_cards_left > QUICK.exact_cards  # the first look plays out here
    second = dataclasses.replace(QUICK, samples=40)
    rng = random.Random(5)
    first = card_values(view, QUICK, rng)
    again = card_values(view, second, random.Random(rng.getrandbits(64)))
    combined = card_values(view, dataclasses.replace(QUICK, second_look=second, second_share=share), random.Random(5))
    for card, (total, weight) in combined.items():
        expected = (1 - share) * first[card][0] / first[card][1] + share * again[card][0] / again[card][1]
        assert abs(total / weight - expected) < 1e-6


def test_split_shares_both_looks():
    params = dataclasses.replace(QUICK, samples=100, exact_samples=10,
                                 second_look=dataclasses.replace(QUICK, samples=60, exact_samples=8))
    share = params.split(2)
    assert (share.samples, share.exact_samples) == (50, 5)
    assert share.second_look is not None and (share.second_look.samples, share.second_look.exact_samples) == (30, 4)


def _running(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for its reaper counts as gone)."""
    import os

    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


_APP_WITH_WORKERS = """
import sys, time
from belote_desktop.app import bots
bots.warm_up_search_worker()           # the app's own path: Expert/Master seats start the pool
worker = bots.search_worker()
for _ in range(600):
    if len(worker.process_ids()) == worker.jobs:
        break
    time.sleep(0.05)
print(" ".join(map(str, worker.process_ids())), flush=True)
time.sleep(600)
"""


def test_worker_processes_die_with_a_killed_app():
    import os
    import signal
    import subprocess
    import sys

    if not hasattr(signal, "SIGKILL"):
        import pytest

        pytest.skip("no SIGKILL here")
    app = subprocess.Popen([sys.executable, "-c", _APP_WITH_WORKERS], stdout=subprocess.PIPE, text=True)
    try:
        line = app.stdout.readline()
        pids = [int(p) for p in line.split()]
        assert len(pids) >= 1 and all(_running(p) for p in pids)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(timeout=10)
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline and any(_running(p) for p in pids):
            time.sleep(0.05)
        survivors = [p for p in pids if _running(p)]
        for pid in survivors:  # do not leave them behind even when the test fails
            os.kill(pid, signal.SIGKILL)
        assert survivors == []
    finally:
        if app.poll() is None:
            app.kill()


# a search that stops on its clock only: long enough to be killed in, short enough to be searched again
SLOW = dataclasses.replace(QUICK, samples=10_000_000, max_seconds=3.0)


def _no_fallback(monkeypatch):
    """The Intermediate decisions made in this process (a fallback: the worker processes decide otherwise)."""
    import belote_desktop.ai as ai
    import belote_desktop.ai.workers as workers

    made = []
    real = ai.choose_action

    def spy(view, level, *args, **kwargs):
        made.append(Level(level))
        return real(view, level, *args, **kwargs)

    monkeypatch.setattr(workers, "choose_action", spy)
    monkeypatch.setattr(ai, "choose_action", spy)
    return made


@pytest.mark.slow
def test_a_killed_worker_process_is_replaced_and_the_decision_searched_again(monkeypatch, caplog):
    import os
    import signal

    import pytest

    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL here")
    made_here = _no_fallback(monkeypatch)
    view = _view_with_a_choice("classic")
    with BotWorker(jobs=2) as worker:
        for ready in worker.warm_up():
            ready.result(timeout=60)
        before = worker.process_ids()
        assert len(before) == 2
        future = worker.submit(view, Level.EXPERT, seed=1, params=SLOW)
        time.sleep(0.5)
        assert not future.done()  # killed mid-search
        os.kill(before[0], signal.SIGKILL)
        assert future.result(timeout=60) in view.legal_actions  # this decision: searched again, on a new pool
        after = worker.process_ids()
        assert len(after) == 2 and not set(after) & set(before)
        for seed in range(3):  # the next decisions: in the new processes
            assert worker.submit(view, Level.EXPERT, seed=seed, params=QUICK).result(timeout=60) in view.legal_actions
        assert worker.process_ids() == after
        assert (worker.restarts, worker.unavailable) == (1, None)
    assert made_here == []
    assert [r for r in caplog.records if r.exc_info] == []  # no traceback
    assert [r.levelname for r in caplog.records if r.name == "belote_desktop.ai.workers"] == ["WARNING"]


def test_pools_that_keep_breaking_are_given_up_once(monkeypatch, caplog):
    import concurrent.futures as cf
    import os

    import pytest

    real = cf.ProcessPoolExecutor

    def breaking(jobs, mp_context=None, initializer=None, initargs=()):  # each worker exits as it starts
        return real(jobs, mp_context=mp_context, initializer=os._exit, initargs=(1,))

    monkeypatch.setattr(cf, "ProcessPoolExecutor", breaking)
    view = _view_with_a_choice("classic")
    told = []
    with BotWorker(jobs=2) as worker:
        worker.on_unavailable = told.append
        errors = [worker.submit(view, Level.EXPERT, seed=seed, params=QUICK).exception(timeout=60)
                  for seed in range(4)]
        assert [r for r in caplog.records if r.exc_info] == []  # no traceback per move
        assert [type(e).__name__ for e in errors] == ["WorkersUnavailable"] * 4  # the caller decides otherwise
        with pytest.raises(type(errors[0])):  # Suggest and Review search in their own thread instead
            worker.call(card_values, view, QUICK, random.Random(0))
        assert worker.warm_up() == []
    assert len(told) == 1 and "BrokenProcessPool" in told[0]
    lines = [r.levelname for r in caplog.records if r.name == "belote_desktop.ai.workers"]
    assert lines == ["WARNING", "WARNING", "ERROR"]  # two new pools, then given up: one line
