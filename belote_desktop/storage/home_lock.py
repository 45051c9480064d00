"""One owner of the app's folders at a time (pure Python, no Qt).

Two windows on one home would each keep their own game and settings and write them over the other's: the
window that quits last would own autosave.json and settings.json, and one whose game ends would delete the
autosave holding the other's game. So a start takes the home lock before it touches anything; a second start
(a double click too many) finds it held, tells the player and leaves without touching a file.

The lock is the operating system's lock on an open file, ``<data>/belote-desktop.lock`` (``flock`` on POSIX,
``LockFileEx`` on Windows): the system drops it when its process ends, however it ends, so a crash leaves
no lock behind and the file of a dead process is simply taken over. The file holds the owner's pid, start
time and host (JSON), for information only. It is emptied on release but never deleted: deleting a lock file
that another start has just opened would let a third start lock a new file beside it.

A home where no lock can be had (a folder that cannot be made, a file system without locks) is used without
one, as before: ``HomeLock.held`` is False and ``reason`` says why (for the log).

>>> import os, tempfile
>>> os.environ[HOME_ENV] = tempfile.mkdtemp()
>>> lock = acquire()
>>> lock.held, owner_of(lock.path).pid == os.getpid()
(True, True)
>>> lock.release(); lock.held
False
>>> del os.environ[HOME_ENV]
"""

from __future__ import annotations

import json
import os
import platform
import stat
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import APP_ID
from .paths import HOME_ENV, app_dirs, ensure_dir

__all__ = ["HOME_ENV", "LOCK_FILE", "HomeInUse", "HomeLock", "Owner", "acquire", "lock_path", "owner_of"]

LOCK_FILE = "belote-desktop.lock"
MAX_INFO_BYTES = 4096
# Windows locks are mandatory: the byte locked lies far past the owner's information, which a second start
# reads to say who holds the home. Locking beyond the end of a file is allowed there.
_WINDOWS_LOCK_OFFSET = 1 << 30


@dataclass(frozen=True)
class Owner:
    """Who holds the home, as its lock file says (any of it may be missing in an odd file)."""

    pid: int | None = None
    started_at: str = ""
    host: str = ""


class HomeInUse(Exception):
    """Another running process holds the home's lock."""

    def __init__(self, path: Path, owner: Owner | None) -> None:
        pid = f" (process {owner.pid})" if owner is not None and owner.pid is not None else ""
        super().__init__(f"{path} is held by another Belote Desktop{pid}")
        self.path = path
        self.owner = owner


@dataclass
class HomeLock:
    """The home's lock for this process; ``release`` when the app is done with the home."""

    path: Path
    fd: int | None  # the open, locked file; None when no lock could be had
    reason: str = ""  # why no lock could be had

    @property
    def held(self) -> bool:
        return self.fd is not None

    def release(self) -> None:
        """Empty the file and let the lock go (the system would at the process's end anyway)."""
        fd, self.fd = self.fd, None
        if fd is None:
            return
        try:
            os.ftruncate(fd, 0)
        except OSError:
            pass
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)


def lock_path() -> Path:
    return app_dirs().data / LOCK_FILE


def acquire(path: Path | None = None) -> HomeLock:
    """Take the home's lock. HomeInUse if a running process holds it (nothing is written then); a lock
    left by a process that ended, crashed or was killed is taken over."""
    path = lock_path() if path is None else path
    try:
        ensure_dir(path.parent)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o600)
    except OSError as exc:
        return HomeLock(path, None, f"the lock file cannot be opened ({exc.strerror or exc})")
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            return HomeLock(path, None, "the lock file is not a regular file")
        if not _try_lock(fd):
            owner = _read_owner(fd)
            os.close(fd)
            raise HomeInUse(path, owner)
    except OSError as exc:  # a file system without locks
        os.close(fd)
        return HomeLock(path, None, f"the home cannot be locked ({exc.strerror or exc})")
    lock = HomeLock(path, fd)
    try:
        _write_owner(fd)
    except OSError:
        pass  # the information is only informative: the lock is held
    return lock


def owner_of(path: Path | None = None) -> Owner | None:
    """Who holds the home now, None if nobody does (the file is not locked, or there is none). Reads only."""
    path = lock_path() if path is None else path
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        return _read_owner(fd) if _locked_elsewhere(fd) else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _read_owner(fd: int) -> Owner | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data: Any = json.loads(os.read(fd, MAX_INFO_BYTES).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    pid = data.get("pid")
    return Owner(pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
                 str(data.get("started_at", "")), str(data.get("host", "")))


def _write_owner(fd: int) -> None:
    info = {"app": APP_ID, "pid": os.getpid(),
            "started_at": datetime.now().astimezone().isoformat(timespec="seconds"), "host": platform.node()}
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, (json.dumps(info) + "\n").encode("utf-8"))


if sys.platform == "win32":
    import ctypes
    import msvcrt
    from ctypes import wintypes

    # LockFileEx, not msvcrt.locking: a refused lock must be told apart from a file system without locks, and
    # the C runtime's errno for it is not reliable (Wine's leaves it 0); Windows' own error code is.
    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _LOCKFILE_FAIL_IMMEDIATELY, _LOCKFILE_EXCLUSIVE_LOCK = 0x1, 0x2
    _ERROR_LOCK_VIOLATION, _ERROR_SHARING_VIOLATION = 33, 32

    class _Overlapped(ctypes.Structure):
        _fields_ = [("internal", ctypes.c_void_p), ("internal_high", ctypes.c_void_p),
                    ("offset", wintypes.DWORD), ("offset_high", wintypes.DWORD), ("event", wintypes.HANDLE)]

    def _where() -> _Overlapped:
        return _Overlapped(None, None, _WINDOWS_LOCK_OFFSET & 0xFFFFFFFF, _WINDOWS_LOCK_OFFSET >> 32, None)

    def _try_lock(fd: int) -> bool:
        handle = wintypes.HANDLE(msvcrt.get_osfhandle(fd))
        flags = _LOCKFILE_EXCLUSIVE_LOCK | _LOCKFILE_FAIL_IMMEDIATELY
        if _kernel32.LockFileEx(handle, flags, 0, 1, 0, ctypes.byref(_where())):
            return True
        code = ctypes.get_last_error()
        if code in (_ERROR_LOCK_VIOLATION, _ERROR_SHARING_VIOLATION):
            return False
        raise ctypes.WinError(code)

    def _unlock(fd: int) -> None:
        handle = wintypes.HANDLE(msvcrt.get_osfhandle(fd))
        if not _kernel32.UnlockFileEx(handle, 0, 1, 0, ctypes.byref(_where())):
            raise ctypes.WinError(ctypes.get_last_error())

    def _locked_elsewhere(fd: int) -> bool:
        if not _try_lock(fd):
            return True
        _unlock(fd)
        return False

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # EWOULDBLOCK: held by another open file
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

    def _locked_elsewhere(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
