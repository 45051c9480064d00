"""Starting the game twice on one home (a double click too many): the second start says the game is already open
and leaves without touching a file of the first; once the first has crashed, a start takes the home over.

Two real processes of the app: ``--probe-startup`` prints READY once the window is up, and the hidden
``--probe-hold SECONDS`` keeps such a run open that long afterwards, as a player's window would stay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import find_variant, new_deal, new_match
from belote_desktop.storage import home_lock, saves
from belote_desktop.storage.deal_file import write_deal
from belote_desktop.storage.settings import Settings, save_settings
from belote_desktop.storage.stats import Statistics, record_match, save_stats

ROOT = Path(__file__).resolve().parents[3]
ALREADY_OPEN = 3


def _env(home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BELOTE_DESKTOP_HOME=str(home),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("BELOTE_DESKTOP_ANIMATION", None)  # "instant" would take the bots' pause away
    return env


def _start(home, *args):
    return subprocess.Popen([sys.executable, "-m", "belote_desktop", "--probe-startup", *args], env=_env(home),
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _ready(proc):
    line = proc.stdout.readline()
    assert line.startswith("READY"), (line, proc.poll())


def _files(home):
    return {str(p.relative_to(home)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(home.rglob("*")) if p.is_file()}


@pytest.fixture
def played_home(tmp_path):
    """A home with everything a player has: settings, a game in progress, statistics and a named save."""
    home = tmp_path / "home"
    os.environ["BELOTE_DESKTOP_HOME"] = str(home)  # the conftest's monkeypatch restores it
    save_settings(Settings(bot_pause_ms=10_000, player_name="Ana"))  # the bots stay still while the test looks
    game = new_match(find_variant("coinche"), seed=4)
    while len(game.actions()) < 30 or game.current_player() != 0:  # the resumed game waits for the player
        game = game.apply(game.legal_actions()[-1])
    saves.write_autosave(game)
    saves.save_named("Sunday", game)
    stats = Statistics()
    record_match(stats, game)
    save_stats(stats)
    return home


def _stop(proc):
    if proc.poll() is None:
        proc.kill()
    proc.communicate(timeout=60)


@pytest.mark.slow
def test_a_second_start_is_refused_and_changes_nothing(played_home, tmp_path):
    first = _start(played_home, "--probe-hold", "120")
    try:
        _ready(first)
        before = _files(played_home)
        second = subprocess.run([sys.executable, "-m", "belote_desktop", "--probe-startup"], env=_env(played_home),
                                cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert second.returncode == ALREADY_OPEN, second.stderr
        assert "already open" in second.stderr and "READY" not in second.stdout
        assert "Traceback" not in second.stderr
        assert _files(played_home) == before  # not a byte, not a time: the log included

        deal = tmp_path / "evening.deal"  # a double click on a deal file while the game is open
        deal.write_text(write_deal(new_deal(find_variant("classic"), 1, seed=3)), encoding="utf-8")
        third = subprocess.run([sys.executable, "-m", "belote_desktop", str(deal), "--probe-startup"],
                               env=_env(played_home), cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert third.returncode == ALREADY_OPEN and "evening.deal" in third.stderr and "Import" in third.stderr
        assert _files(played_home) == before
        assert first.poll() is None  # the first window is still there, untroubled
    finally:
        _stop(first)


@pytest.mark.slow
def test_after_a_crash_the_next_start_takes_the_home_over(played_home):
    first = _start(played_home, "--probe-hold", "120")
    try:
        _ready(first)
    finally:
        first.kill()  # the process dies without releasing anything
        first.communicate(timeout=60)
    lock = home_lock.lock_path()
    assert json.loads(lock.read_text(encoding="utf-8"))["pid"] == first.pid  # a dead process's lock is left
    again = _start(played_home, "--probe-hold", "120")
    try:
        _ready(again)
        assert home_lock.owner_of(lock).pid == again.pid
    finally:
        _stop(again)


def test_a_probe_run_releases_the_home(played_home):
    run = subprocess.run([sys.executable, "-m", "belote_desktop", "--probe-startup"], env=_env(played_home),
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.startswith("READY"), run.stderr
    assert home_lock.owner_of() is None and home_lock.lock_path().read_bytes() == b""
