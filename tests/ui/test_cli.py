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


@pytest.mark.slow
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


@pytest.mark.slow
def test_deal_code_bad_codes_fail_clearly(tmp_path):
    from belote_desktop.engine import find_variant, shuffled_deck
    from belote_desktop.storage.deal_code import encode

    rules = find_variant("classic")
    good = encode(rules, 1, shuffled_deck(rules, 4))
    for code, words in ((good[:-1], "characters"), (good.replace("-", "")[:-1] + "Q" if not good.endswith("Q")
                                                     else good.replace("-", "")[:-1] + "R", "check"),
                        ("Z" + good[1:], "game"), ("00U00", "not in deal codes")):
        out = _run("--deal-code", code, home=tmp_path)
        assert out.returncode == 2, (code, out.stderr)
        assert words in out.stderr and "Traceback" not in out.stderr
    both = _run("--deal-code", good, "--variant", "classic", home=tmp_path)
    assert both.returncode == 2 and "--deal-code" in both.stderr


@pytest.mark.slow
def test_deal_code_opens_the_deal(tmp_path):
    from belote_desktop.engine import find_variant, shuffled_deck
    from belote_desktop.storage.deal_code import encode

    rules = find_variant("pilotta")
    code = encode(rules, 2, shuffled_deck(rules, 9))
    out = _run("--deal-code", code, "--probe-startup", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("READY")
    log = next(tmp_path.glob("**/belote-desktop.log")).read_text(encoding="utf-8")
    assert f"playing the deal code {code} (pilotta)" in log
    assert not list(tmp_path.glob("**/stats.json"))  # a practice deal: nothing counted
