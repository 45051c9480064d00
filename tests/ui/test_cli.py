"""Command line: --help, bad arguments, --screenshot writes a PNG."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BELOTE_DESKTOP_HOME=str(home),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "belote_desktop", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)


def test_help_lists_options(tmp_path):
    out = _run("--help", home=tmp_path)
    assert out.returncode == 0
    for option in ("--screenshot", "--variant", "--seed", "--moves", "--size", "--lang", "--home"):
        assert option in out.stdout


@pytest.mark.parametrize("args, words", [
    (["--size", "big"], "WIDTHxHEIGHT"),
    (["--variant", "nope"], "invalid choice"),
    (["--screenshot", "x.png", "--moves", "-3"], "0 or more"),
    (["--screenshot", "x.jpg"], ".png"),
    (["--frobnicate"], "unrecognized"),
])
def test_bad_arguments_fail_clearly(tmp_path, args, words):
    out = _run(*args, home=tmp_path)
    assert out.returncode != 0
    assert words in out.stderr


def test_screenshot_writes_png(tmp_path):
    target = tmp_path / "shot.png"
    out = _run("--screenshot", str(target), "--variant", "coinche", "--seed", "3", "--moves", "6",
               "--size", "900x650", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = target.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    image = QImage(str(target))
    assert (image.width(), image.height()) == (900, 650)
    assert not list(tmp_path.glob("**/autosave.json"))  # screenshots leave no trace
