"""The app starts whatever its folders are like: a config folder that cannot be searched, or a home
folder whose path is over the system's limit, give defaults and a clear message, never a traceback,
and the player's files are left as they were."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.storage import paths
from belote_desktop.storage.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parents[3]


def _unsearchable(monkeypatch, folder: Path) -> None:
    """Every path inside ``folder`` is refused, as in a folder without execute permission (the tests
    run as root, where chmod does not stop anything)."""
    inside = os.path.abspath(folder) + os.sep

    def refusing(real):
        def call(path, *args, **kwargs):
            if isinstance(path, (str, os.PathLike)) and os.path.abspath(os.fspath(path)).startswith(inside):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            return real(path, *args, **kwargs)
        return call

    for name in ("stat", "lstat", "open", "scandir", "listdir"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name)))


def _play_a_trick(window):
    c = window.controller
    c.auto_bots = False
    start = c.match
    for _ in range(40):
        if c.match.deal.tricks or c.awaiting_continue:
            break
        c.play_bot_move_now()
    assert c.match is not start


def test_a_config_folder_that_cannot_be_searched(qtbot, capsys, monkeypatch):
    from belote_desktop.ui.window.main_window import MainWindow

    settings_file = paths.app_dirs().settings_file
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text(json.dumps(Settings(player_name="Ana", hints=False).to_dict()), encoding="utf-8")
    before = settings_file.read_bytes()
    with monkeypatch.context() as m:
        _unsearchable(m, settings_file.parent)
        settings, messages = load_settings()
        w = MainWindow(interactive=False, settings=settings, messages=messages)  # raised PermissionError
        qtbot.addWidget(w)
        assert not w.game_dialogs.first_run and not w.game_dialogs.welcome_due()  # the player's settings may be there
        assert w.settings.player_name != "Ana"  # the defaults
        w.start_default_game()
        w.show_startup_messages()
        _play_a_trick(w)
        w.close()  # the settings are saved on closing: refused, not written over
        err = capsys.readouterr().err
    assert "permission was refused" in err and str(settings_file) in err
    assert settings_file.read_bytes() == before
    w.controller.cancel_bot()


def test_a_home_path_over_the_system_limit(qtbot, capsys, monkeypatch, tmp_path):
    from belote_desktop.ui.window.main_window import MainWindow

    home = tmp_path / ("h" * 300) / ("o" * 300) / ("m" * 300) / ("e" * 3000)
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    settings, messages = load_settings()
    assert settings == Settings() and [p.kind for p in messages] == ["unreadable"]
    w = MainWindow(interactive=False, settings=settings, messages=messages)  # raised OSError ENAMETOOLONG
    qtbot.addWidget(w)
    w.controller.auto_bots = False
    w.start_default_game()
    w.show_startup_messages()
    _play_a_trick(w)  # the autosave after a trick cannot be written: told, not raised
    from belote_desktop.ui.window import games

    monkeypatch.setattr(games.QInputDialog, "getText", lambda *a, **k: ("My game", True))
    w.game_dialogs.save_dialog()  # Save game…: told why not
    w.close()
    err = capsys.readouterr().err
    assert "its path is too long for the system" in err
    assert "h" * 300 not in err  # the path is shortened in the message, its start and end shown
    assert "The game could not be saved." in err and "a file is there" not in err
    w.controller.cancel_bot()
    assert w.controller.match.rules == find_variant(w.settings.last_variant)


@pytest.mark.slow
def test_the_program_starts_with_a_home_over_the_limit(tmp_path):
    home = tmp_path / ("x" * 250) / ("y" * 250) / ("z" * 4000)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop(paths.HOME_ENV, None)
    out = subprocess.run([sys.executable, "-m", "belote_desktop", "--home", str(home), "--probe-startup"],
                         capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "READY" in out.stdout and "Traceback" not in out.stderr
    assert "its path is too long for the system" in out.stderr
