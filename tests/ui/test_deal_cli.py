"""belote-desktop --deal FILE: a bad file is told with its line and exit status 2, before any window; a good one opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.storage.deal_file import write_deal

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BELOTE_DESKTOP_HOME=str(home),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "belote_desktop", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)


@pytest.mark.slow
def test_a_bad_deal_file_fails_clearly(tmp_path):
    bad = tmp_path / "bad.deal"
    bad.write_text("belote-deal 1\ngame: classic\ndealer: South\nSouth hand: 7C 7C\n", encoding="utf-8")
    out = _run("--deal", str(bad), home=tmp_path)
    assert out.returncode == 2
    assert "line 4:" in out.stderr and "7C" in out.stderr
    assert "Traceback" not in out.stderr
    missing = _run("--deal", str(tmp_path / "none.deal"), home=tmp_path)
    assert missing.returncode == 2 and "cannot be read" in missing.stderr and "Traceback" not in missing.stderr


def test_deal_goes_without_variant(tmp_path):
    out = _run("--deal", "x.deal", "--variant", "classic", home=tmp_path)
    assert out.returncode == 2 and "--deal" in out.stderr


@pytest.mark.slow
def test_a_good_deal_file_opens(tmp_path):
    good = tmp_path / "good.deal"
    good.write_text(write_deal(new_deal(find_variant("baloot"), 1, seed=3)), encoding="utf-8")
    out = _run("--deal", str(good), "--probe-startup", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("READY")
    assert not list(tmp_path.glob("**/stats.json"))  # nothing counted


@pytest.mark.slow
def test_a_deal_file_given_alone_opens_as_with_deal(tmp_path):
    """A double-click on a .deal file runs `belote-desktop FILE` (the Windows and Linux file associations)."""
    good = tmp_path / "by double click.deal"
    good.write_text(write_deal(new_deal(find_variant("tarabish"), 1, seed=5)), encoding="utf-8")
    out = _run(str(good), "--probe-startup", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("READY")
    log = next(tmp_path.glob("**/belote-desktop.log")).read_text(encoding="utf-8")
    assert "playing the deal file" in log and "by double click.deal" in log and "(tarabish)" in log
    bad = tmp_path / "bad.deal"
    bad.write_text("belote-deal 1\ngame: nonsense\n", encoding="utf-8")
    refused = _run(str(bad), home=tmp_path)
    assert refused.returncode == 2 and "line 2:" in refused.stderr and "Traceback" not in refused.stderr
    twice = _run(str(good), "--deal", str(good), home=tmp_path)
    assert twice.returncode == 2 and "once" in twice.stderr


def test_an_illegal_move_in_the_file_is_said_in_words(tmp_path):
    from tests.storage.test_deal_file_robustness import ILLEGAL

    path = tmp_path / "illegal.deal"
    path.write_text(ILLEGAL, encoding="utf-8")
    out = _run("--deal", str(path), home=tmp_path)
    assert out.returncode == 2 and "line 20:" in out.stderr
    assert "East cannot make the move" in out.stderr and "must_follow_suit" not in out.stderr
