"""Remembered rules the engine can no longer deal are dropped at start-up with a message, never a crash
(issue 13: options that passed the old validation and crashed ``new_deal``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.paths import HOME_ENV

BAD = {"first_packets": [3, 2, 3], "second_packets": []}  # classic: nowhere to keep the turned card


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    (tmp_path / "config").mkdir()
    return tmp_path


def _write_settings(home, **values):
    from belote_desktop.storage.settings import Settings

    data = {**Settings().to_dict(), "last_variant": "classic", "last_overrides": BAD, "animation_speed": "instant",
            "bot_pause_ms": 0, "show_welcome": False}
    data.update(values)
    path = home / "config" / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.slow
def test_app_start_up_drops_an_undealable_last_game(home):
    _write_settings(home)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, "-m", "belote_desktop", "--probe-startup"], env=env, capture_output=True, text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "READY" in run.stdout and "Traceback" not in run.stderr


def test_main_window_starts_the_standard_game_and_says_why(home, qtbot, monkeypatch):
    from belote_desktop.storage.settings import load_settings
    from belote_desktop.ui.window.main_window import MainWindow

    _write_settings(home)
    settings, messages = load_settings()
    assert settings.last_overrides == {} and any("last_overrides" in p.fields for p in messages)
    window = MainWindow(interactive=False, settings=settings, messages=messages)
    qtbot.addWidget(window)
    window.persist = False
    warnings = []
    monkeypatch.setattr(window.messages, "warn", lambda title, text: warnings.append(text))
    window.controller.auto_bots = False
    window.start_default_game()
    window.show_startup_messages()
    assert window.controller.match.rules == find_variant("classic")
    assert any("the rule options last chosen" in w for w in warnings)


def test_an_autosave_with_undealable_rules_is_refused_with_a_message(home, qtbot, monkeypatch):
    from belote_desktop.storage import saves
    from belote_desktop.ui.window.main_window import MainWindow
    from tests.ui.ui_helpers import make_settings

    path = saves.write_autosave(new_match(find_variant("classic"), seed=1))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["overrides"] = BAD
    path.write_text(json.dumps(data), encoding="utf-8")
    window = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(window)
    window.persist = False
    warnings = []
    monkeypatch.setattr(window.messages, "warn", lambda title, text: warnings.append(text))
    window.controller.auto_bots = False
    window.start_default_game()
    assert window.controller.match.rules == find_variant("classic")
    assert len(warnings) == 1 and "damaged" in warnings[0].lower(), warnings
