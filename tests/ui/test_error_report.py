"""An unexpected error is logged to the log file, the game is saved, and the player gets a clear message."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from tests.ui.ui_helpers import drive_to_human_play

from belote_desktop.storage import app_dirs, logs
from belote_desktop.storage.logs import BACKUPS, current_log_file, start_log_file, stop_log_file
from belote_desktop.ui.window import error_report


@pytest.fixture
def log_file():
    path = start_log_file()
    yield path
    stop_log_file()


@pytest.fixture
def boxes(monkeypatch):
    shown = []
    monkeypatch.setattr(error_report, "show_error_box",
                        lambda parent, title, text, details: shown.append((parent, title, text, details)))
    return shown


def test_the_log_file_is_in_the_log_folder_of_the_home(_belote_home, log_file):
    assert log_file == _belote_home / "logs" / "belote-desktop.log" == app_dirs().log_file
    assert current_log_file() == log_file
    logging.getLogger("belote_desktop.test").warning("a line for the log")
    text = log_file.read_text(encoding="utf-8")
    assert "started" in text and "a line for the log" in text


def test_the_log_file_rotates(log_file, monkeypatch):
    handler = next(h for h in logging.getLogger().handlers if isinstance(h, logs._AppLogHandler))
    monkeypatch.setattr(handler, "maxBytes", 2000)
    for i in range(200):
        logging.getLogger("belote_desktop.test").warning("line %d of a long log", i)
    kept = sorted(p.name for p in log_file.parent.iterdir())
    assert kept == ["belote-desktop.log"] + [f"belote-desktop.log.{n}" for n in range(1, BACKUPS + 1)]
    assert log_file.stat().st_size <= 2000


def test_no_log_folder_no_log_but_the_game_starts(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(blocker))  # logs/ cannot be made inside a file
    assert start_log_file() is None
    assert current_log_file() is None


@pytest.mark.slow
def test_the_app_writes_its_log_under_home(tmp_path):
    home = tmp_path / "portable"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("BELOTE_DESKTOP_HOME", None)
    out = subprocess.run([sys.executable, "-m", "belote_desktop", "--home", str(home), "--probe-startup"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    log = home / "logs" / "belote-desktop.log"
    assert "belote-desktop" in log.read_text(encoding="utf-8") and "started" in log.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_qt_slot_is_logged_and_shown(qtbot, log_file, boxes):
    report = error_report.ErrorReport(None, log_file)
    report.install()
    try:
        def slot():
            raise ZeroDivisionError("the slot divided by zero")

        QTimer.singleShot(0, slot)
        qtbot.waitUntil(lambda: len(boxes) == 1, timeout=3000)
    finally:
        report.uninstall()
    _parent, title, text, details = boxes[0]
    assert title == "Unexpected error"
    assert "ZeroDivisionError: the slot divided by zero" in text
    assert str(log_file) in text
    assert "You can go on playing" in text and "saved" not in text  # no game to save here
    assert "in slot" in details  # the traceback, for the box's details
    logged = log_file.read_text(encoding="utf-8")
    assert "CRITICAL" in logged and "ZeroDivisionError: the slot divided by zero" in logged and "in slot" in logged
    assert sys.excepthook is not report.excepthook  # uninstalled


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_is_shown_in_the_gui_thread(qtbot, log_file, boxes):
    report = error_report.ErrorReport(None, log_file)
    report.install()
    try:
        def work():
            raise RuntimeError("a bot thread failed")

        thread = threading.Thread(target=work, name="bot-thread")
        thread.start()
        thread.join()
        qtbot.waitUntil(lambda: len(boxes) == 1, timeout=3000)
    finally:
        report.uninstall()
    assert "RuntimeError: a bot thread failed" in boxes[0][2]
    assert "in thread bot-thread" in log_file.read_text(encoding="utf-8")


def test_one_box_at_a_time_and_a_few_at_most(qtbot, log_file, boxes):
    report = error_report.ErrorReport(None, log_file)
    for _ in range(error_report.MAX_DIALOGS + 2):
        try:
            raise ValueError("again")
        except ValueError:
            report.excepthook(*sys.exc_info())
    assert len(boxes) == error_report.MAX_DIALOGS
    assert log_file.read_text(encoding="utf-8").count("ValueError: again") == error_report.MAX_DIALOGS + 2


def test_the_game_in_progress_is_saved_and_the_player_told(qtbot, window, classic, log_file, boxes):
    window.persist = True
    window.start_game(classic, seed=4)
    assert drive_to_human_play(window)
    autosave = app_dirs().autosave_file
    autosave.unlink(missing_ok=True)
    report = error_report.ErrorReport(None, log_file)
    report.attach(window, error_report.autosave_of(window))
    try:
        raise KeyError("lost")
    except KeyError:
        report.excepthook(*sys.exc_info())
    assert autosave.is_file()
    parent, _title, text, _details = boxes[0]
    assert parent is window
    assert "Your game was saved" in text


def test_without_a_log_file_the_box_says_so(qtbot, boxes):
    report = error_report.ErrorReport(None, None)
    try:
        raise OSError("disk")
    except OSError:
        report.excepthook(*sys.exc_info())
    assert "could not be written to a log file" in boxes[0][2]


def test_a_windowed_bundle_without_console_still_logs_and_shows(qtbot, log_file, boxes, monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)  # PyInstaller's windowed bundle: no console at all
    for path in (log_file, None):
        report = error_report.ErrorReport(None, path)
        try:
            raise RuntimeError("no console")
        except RuntimeError:
            report.excepthook(*sys.exc_info())
    assert len(boxes) == 2
    assert "RuntimeError: no console" in log_file.read_text(encoding="utf-8")
