"""Where the app keeps its files, and the two safe ways it touches them.

Folders come from platformdirs (config: settings; data: autosave, saves, statistics; log: logs).
Setting ``BELOTE_DESKTOP_HOME`` puts everything under one folder instead (tests, portable installs):
``$BELOTE_DESKTOP_HOME/config``, ``/data`` and ``/logs``. Nothing is created until it is written.

On Windows and macOS the config and data folders can be the same folder, so every file has its own
name: settings.json, autosave.json, stats.json, saves/*.json.

>>> import os, tempfile
>>> home = tempfile.mkdtemp()
>>> os.environ[HOME_ENV] = home
>>> app_dirs().settings_file == Path(home, "config", "settings.json")
True
>>> del os.environ[HOME_ENV]
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from .. import APP_ID

HOME_ENV = "BELOTE_DESKTOP_HOME"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
STATS_FILE = "stats.json"
SAVES_DIR = "saves"
LOG_FILE = "belote-desktop.log"
TEMP_SUFFIX = ".tmp"
DAMAGED_TAG = ".damaged-"
REPLACE_RETRIES = 5


@dataclass(frozen=True)
class AppDirs:
    """The app's folders. They may not exist yet: writers create them (``ensure_dir``)."""

    config: Path
    data: Path
    log: Path
    portable: bool  # True when BELOTE_DESKTOP_HOME chose them

    @property
    def settings_file(self) -> Path:
        return self.config / SETTINGS_FILE

    @property
    def autosave_file(self) -> Path:
        return self.data / AUTOSAVE_FILE

    @property
    def stats_file(self) -> Path:
        return self.data / STATS_FILE

    @property
    def saves_dir(self) -> Path:
        return self.data / SAVES_DIR

    @property
    def log_file(self) -> Path:
        return self.log / LOG_FILE


def app_dirs() -> AppDirs:
    """The folders for this run; read the environment each time (tests change it)."""
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        root = Path(home).expanduser().absolute()
        return AppDirs(root / "config", root / "data", root / "logs", portable=True)
    return AppDirs(
        Path(platformdirs.user_config_dir(APP_ID, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_ID, appauthor=False)),
        Path(platformdirs.user_log_dir(APP_ID, appauthor=False)),
        portable=False,
    )


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if missing; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    """The log folder, created on first use."""
    return ensure_dir(app_dirs().log)


def timestamp(now: datetime | None = None) -> str:
    """Local time as YYYYmmdd-HHMMSS, for names of files kept aside."""
    return (now or datetime.now()).strftime("%Y%m%d-%H%M%S")


def is_damaged_name(path: Path) -> bool:
    """True for a file that was kept aside as damaged (``<name>.damaged-<time>.json``)."""
    return DAMAGED_TAG in path.name


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged file to ``<stem>.damaged-<time>.json`` beside it; never overwrite anything.

    Returns the new path. Raises OSError if the file cannot be renamed.
    """
    base = f"{path.stem}{DAMAGED_TAG}{timestamp(now)}"
    target = path.with_name(base + ".json")
    n = 1
    while target.exists():  # two damaged files in one second: number them
        n += 1
        target = path.with_name(f"{base}-{n}.json")
    os.rename(path, target)
    return target


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) so that ``path`` holds either the old or the whole new content.

    A temp file in the same folder is written, flushed and fsync'ed, then renamed over ``path``
    with os.replace. On any error the temp file is removed and the old file is left as it was.
    """
    ensure_dir(path.parent)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        _keep_mode(path, tmp_name)
        _replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    _sync_dir(path.parent)


def _keep_mode(path: Path, tmp_name: str) -> None:
    """mkstemp makes the file private (0600); keep the permissions of a file being replaced."""
    try:
        os.chmod(tmp_name, stat.S_IMODE(os.stat(path).st_mode))
    except OSError:
        pass


def _replace(tmp_name: str, path: Path) -> None:
    """os.replace; on Windows retry briefly while a virus scanner or indexer holds the target."""
    for attempt in range(REPLACE_RETRIES):
        try:
            os.replace(tmp_name, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == REPLACE_RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable where the OS allows it (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_json(path: Path, data: Any) -> None:
    """``atomic_write_text`` of ``data`` as indented UTF-8 JSON (non-ASCII kept readable)."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n")


class DamagedFileError(ValueError):
    """A file exists but its content is not a JSON object (bad JSON, binary junk, wrong type)."""


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``.

    FileNotFoundError / other OSError if it cannot be opened or read; DamagedFileError if the
    bytes are not UTF-8 JSON holding an object.
    """
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise DamagedFileError(f"not valid JSON ({exc.__class__.__name__})") from exc
    if not isinstance(data, dict):
        raise DamagedFileError(f"a JSON object was expected, found {type(data).__name__}")
    return data
