"""storage/home_lock.py: one process owns the home; a second is refused without a byte written; the lock of a
process that ended, crashed or was killed is taken over."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from belote_desktop.storage import home_lock
from belote_desktop.storage.paths import HOME_ENV

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)

# A second process trying the lock: prints "held <pid of the owner>" or "got".
TRY = textwrap.dedent("""
    from belote_desktop.storage import home_lock
    try:
        lock = home_lock.acquire()
    except home_lock.HomeInUse as exc:
        print("held", exc.owner.pid if exc.owner else None)
    else:
        print("got" if lock.held else "none: " + lock.reason)
""")

# A process that takes the lock, says so, and waits to be killed.
HOLD = textwrap.dedent("""
    import sys, time
    from belote_desktop.storage import home_lock
    lock = home_lock.acquire()
    print("holding", flush=True)
    time.sleep(120)
""")


def _python(code, home, **kwargs):
    env = dict(os.environ, **{HOME_ENV: str(home)})
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.Popen([sys.executable, "-c", code], env=env, cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            **kwargs)


def _try(home):
    proc = _python(TRY, home)
    out, _ = proc.communicate(timeout=60)
    return out.strip()


def _files(home):
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in home.rglob("*") if p.is_file()}


def test_a_second_process_is_refused_and_writes_nothing(home):
    lock = home_lock.acquire()
    try:
        assert lock.held and lock.path == home / "data" / home_lock.LOCK_FILE
        info = json.loads(lock.path.read_text(encoding="utf-8"))
        assert info["pid"] == os.getpid() and info["started_at"] and "host" in info
        before = _files(home)
        assert _try(home) == f"held {os.getpid()}"
        assert _files(home) == before
    finally:
        lock.release()
    assert lock.path.read_bytes() == b""  # emptied, not deleted
    assert _try(home) == "got"


def test_the_lock_of_a_dead_process_is_taken_over(home):
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait(timeout=60)
    path = home_lock.lock_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"app": "belote-desktop", "pid": ended.pid, "started_at": "2024-01-01T10:00:00+00:00",
                                "host": "here"}), encoding="utf-8")
    assert home_lock.owner_of() is None  # a file, but nobody holds it
    lock = home_lock.acquire()
    try:
        assert lock.held and json.loads(path.read_text(encoding="utf-8"))["pid"] == os.getpid()
    finally:
        lock.release()


def test_the_lock_of_a_killed_process_is_taken_over(home):
    holder = _python(HOLD, home)
    try:
        assert holder.stdout.readline().strip() == "holding"
        assert home_lock.owner_of().pid == holder.pid
        with pytest.raises(home_lock.HomeInUse) as refused:
            home_lock.acquire()
        assert refused.value.owner.pid == holder.pid
    finally:
        holder.kill()  # a crash: nothing released by the process itself
        holder.wait(timeout=60)
        holder.stdout.close()
    assert json.loads(home_lock.lock_path().read_text(encoding="utf-8"))["pid"] == holder.pid  # its file is left
    lock = home_lock.acquire()
    try:
        assert lock.held and home_lock.owner_of().pid == os.getpid()
    finally:
        lock.release()


def test_a_home_that_cannot_be_written_goes_on_without_a_lock(home):
    (home / "data").write_bytes(b"a file where the data folder should be")
    lock = home_lock.acquire()
    assert not lock.held and "cannot be opened" in lock.reason
    lock.release()  # nothing to release: no error
    assert (home / "data").read_bytes() == b"a file where the data folder should be"
