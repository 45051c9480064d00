"""The app's log file: a rotating file in the log folder (``AppDirs.log``: platformdirs' user log folder,
or ``<home>/logs`` under ``--home`` / ``BELOTE_DESKTOP_HOME``). Pure Python, no Qt.

A windowed bundle has no console (``sys.stderr`` is None), so this file is the only place where an
unexpected error leaves a trace; the error dialog tells the player where it is.

>>> import logging, os, tempfile
>>> os.environ[HOME_ENV] = tempfile.mkdtemp()
>>> path = start_log_file()
>>> path == app_dirs().log_file and path.parent.name == "logs"
True
>>> logging.getLogger("belote_desktop.demo").warning("hello")
>>> "hello" in path.read_text(encoding="utf-8")
True
>>> stop_log_file(); del os.environ[HOME_ENV]
"""

from __future__ import annotations

import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import HOME_ENV, app_dirs, ensure_dir

__all__ = ["HOME_ENV", "MAX_BYTES", "BACKUPS", "current_log_file", "start_log_file", "stop_log_file"]

MAX_BYTES = 1_000_000  # a file this size is renamed .1 (the older ones .2, .3) and a new one started
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"


class _AppLogHandler(RotatingFileHandler):
    """The app's own handler, told apart from any other on the root logger (so it is installed once).

    A record that cannot be written (a full disk, a folder gone, a rollover refused) is dropped and
    counted in ``failures``: logging's own report would print a traceback on the player's console for
    every record, and the log is only a trace, never worth stopping the game for."""

    failures = 0

    def handleError(self, record: logging.LogRecord) -> None:
        self.failures += 1

    def close(self) -> None:
        try:
            super().close()  # flushes first: that too can meet a full disk
        except OSError:
            pass


def start_log_file(level: int = logging.INFO) -> Path | None:
    """Send log records of ``level`` and above to the log file; return its path.

    Returns None when the folder or the file cannot be opened (read-only home, full disk): the game
    still starts, it only has no log. Calling it again replaces the previous handler (a new --home).
    """
    stop_log_file()
    path = app_dirs().log_file
    try:
        ensure_dir(path.parent)
        handler = _AppLogHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    from .. import __version__

    logging.getLogger("belote_desktop").info(
        "belote-desktop %s started (Python %s, %s)", __version__, platform.python_version(), sys.platform)
    return path


def current_log_file() -> Path | None:
    """The file the log goes to now, None before ``start_log_file`` (or when it failed)."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, _AppLogHandler):
            return Path(handler.baseFilename)
    return None


def stop_log_file() -> None:
    """Close the log file and take its handler off the root logger."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, _AppLogHandler):
            root.removeHandler(handler)
            handler.close()
