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

import errno
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
NETWORK_DIR = "network"  # network tables: the host's key, the copies of matches played at others' tables
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
    def network_dir(self) -> Path:
        return self.data / NETWORK_DIR

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
    target = aside_name(path, now)
    os.rename(path, target)
    return target


def aside_name(path: Path, now: datetime | None = None) -> Path:
    """A free ``<stem>.damaged-<time>.json`` name beside ``path``."""
    base = f"{path.stem}{DAMAGED_TAG}{timestamp(now)}"
    target = path.with_name(base + ".json")
    n = 1
    while os.path.lexists(target):  # two damaged files in one second: number them
        n += 1
        target = path.with_name(f"{base}-{n}.json")
    return target


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) so that ``path`` holds either the old or the whole new content.

    A temp file in the same folder is written, flushed and fsync'ed, then renamed over ``path``
    with os.replace. On any error the temp file is removed and the old file is left as it was.
    BlockedFileError (nothing written) if the file there could not be read in this session.
    """
    reason = blocked(path)
    if reason is not None:
        raise BlockedFileError(errno.EACCES, f"not written: the file there could not be read ({reason})", str(path))
    ensure_dir(path.parent)
    clean_stale_temps(path.parent)
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
    """``atomic_write_text`` of ``data`` as indented UTF-8 JSON (non-ASCII kept readable).

    ValueError (nothing written) if the data cannot be JSON or UTF-8 (a lone surrogate)."""
    text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(f"text that cannot be written as UTF-8 ({exc.reason})") from exc
    atomic_write_text(path, text)


class DamagedFileError(ValueError):
    """A file exists but its content is not a JSON object (bad JSON, binary junk, wrong type, too big)."""


class NotAFileError(OSError):
    """Something that is not a regular file (a FIFO, a device, a folder) sits at a file's path."""


class BlockedFileError(OSError):
    """A write refused because the file already there could not be read in this session: writing
    would replace what the player has (settings, a game, statistics) without having seen it."""


# A real save holds at most MAX_RECORD_ACTIONS short codes (under 2 MB); far above that is not ours.
MAX_FILE_BYTES = 16 * 1024 * 1024
# The app's files nest 5 levels at most. Deeper nesting the parser still reads (up to ~1000) would
# overflow the stack later, in the indented writer or any recursive walk: such a file is damaged.
MAX_JSON_DEPTH = 64
STALE_TEMP_SECONDS = 600  # a temp file this old was left by a write that was killed

# Files that could not be read in this session, path -> reason; never written over (see blocked()).
unreadable_paths: dict[Path, str] = {}


def path_key(path: Path) -> Path:
    """How ``unreadable_paths`` keys ``path``: its absolute form."""
    return Path(os.path.abspath(path))


def blocked(path: Path) -> str | None:
    """Why ``path`` must not be written now (it could not be read in this session), or None."""
    return unreadable_paths.get(path_key(path))


def read_bytes_safely(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), at most ``limit`` of them.

    Never hangs and never reads without end: the file is opened non-blocking (a FIFO does not wait
    for a writer) and checked to be a regular file before a byte is read. Raises FileNotFoundError;
    NotAFileError for a FIFO, device or folder; DamagedFileError if it is larger than ``limit``;
    any other OSError (permission denied, I/O error) as it comes. Every failure but a missing file
    marks the path unreadable for this session, so no write replaces it (see ``blocked``).
    """
    key = path_key(path)
    fd = _open_regular(path, key)
    try:
        data = _read_regular(fd, path, key, limit)
    except (NotAFileError, DamagedFileError):
        raise
    except OSError as exc:
        unreadable_paths[key] = exc.strerror or exc.__class__.__name__
        raise
    finally:
        os.close(fd)
    unreadable_paths.pop(key, None)
    return data


def _open_regular(path: Path, key: Path) -> int:
    """A descriptor of the regular file at ``path``, opened non-blocking (``read_bytes_safely``)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # never open a device: opening one can act
            unreadable_paths[key] = "not a file"
            raise NotAFileError(errno.EINVAL, "it is not a regular file", str(path))
        return os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        unreadable_paths.pop(key, None)
        raise
    except NotAFileError:
        raise
    except OSError as exc:
        unreadable_paths[key] = exc.strerror or exc.__class__.__name__
        raise


def _read_regular(fd: int, path: Path, key: Path, limit: int) -> bytes:
    """The bytes of an open file, still a regular file, at most ``limit`` of them (``read_bytes_safely``)."""
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        unreadable_paths[key] = "not a file"
        raise NotAFileError(errno.EINVAL, "it is not a regular file", str(path))
    if info.st_size > limit:
        raise DamagedFileError(f"it is too large ({info.st_size} bytes)")
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        size += len(chunk)
        if size > limit:  # it grew while being read
            raise DamagedFileError("it is too large")
        chunks.append(chunk)
    return b"".join(chunks)


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``.

    FileNotFoundError / other OSError (NotAFileError among them) if it cannot be read;
    DamagedFileError if the bytes are not UTF-8 JSON holding an object, or are too many, or nest
    deeper than MAX_JSON_DEPTH, or hold text that could not be written back (a lone surrogate such
    as "\\ud800").
    """
    raw = read_bytes_safely(path)
    try:
        text = raw.decode("utf-8-sig")
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise DamagedFileError(f"not valid JSON ({exc.__class__.__name__})") from exc
    if not isinstance(data, dict):
        raise DamagedFileError(f"a JSON object was expected, found {type(data).__name__}")
    if json_depth(data) > MAX_JSON_DEPTH:
        raise DamagedFileError(f"it is nested more than {MAX_JSON_DEPTH} levels deep")
    if "\\ud" in text or "\\uD" in text:  # escapes can make text UTF-8 cannot hold: every later write would fail
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except (UnicodeEncodeError, RecursionError) as exc:
            raise DamagedFileError("it holds text that cannot be written back") from exc
    return data


def json_depth(data: Any, limit: int = MAX_JSON_DEPTH) -> int:
    """How deeply lists and objects nest in ``data`` (0 for a scalar, 1 for a flat list), without
    recursion; it stops counting past ``limit``."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack and deepest <= limit:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            stack.extend((item, depth + 1) for item in (value.values() if isinstance(value, dict) else value))
    return deepest


def clean_stale_temps(folder: Path, now: float | None = None) -> list[Path]:
    """Remove temp files (``.<name>.<random>.tmp``) that a killed write left in ``folder``.

    Only files older than STALE_TEMP_SECONDS go, so a write in progress (another window of the
    app) is left alone. Returns what was removed; errors are ignored (best effort).
    """
    removed: list[Path] = []
    moment = time.time() if now is None else now
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and moment - info.st_mtime > STALE_TEMP_SECONDS:
                path.unlink()
                removed.append(path)
        except OSError:
            pass
    return removed
