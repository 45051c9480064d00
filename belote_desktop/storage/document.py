"""The one way the app reads its JSON files: load, check, or set the file aside — never lose it.

``load_json_or_reset(path, file, parse)`` reads a settings or statistics file (saves use the same
reader and the same ``Problem``) and returns what could be used plus a list of ``Problem``s to
tell the player about:

- no file: ``None``, no problem;
- not a regular file (FIFO, device, folder), or unreadable (permission denied, I/O error):
  ``None``; the file is left as it is and no write replaces it this session (``paths.blocked``);
- damaged (bad JSON, too large, a required key missing, a wrong type ``parse`` refuses): moved
  aside as ``<stem>.damaged-<time>.json``; if it cannot be moved, it is left and never written;
- written by a newer version: left in place, not written this session;
- usable but with values ``parse`` had to reset: those values are named and a copy of the file
  is kept aside first.

Problems carry codes, not sentences: ``str(problem)`` is English for logs; the interface words
them in the player's language (app/storage_text.py).
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from . import paths
from .paths import DamagedFileError, NotAFileError, move_aside, read_json_object

T = TypeVar("T")

# Problem kinds
DAMAGED = "damaged"  # kept aside (kept_at), not used
DAMAGED_STUCK = "damaged_stuck"  # damaged and could not be moved aside: left, never written
UNREADABLE = "unreadable"  # the system refused to read it: left, not written until it can be read
NOT_A_FILE = "not_a_file"  # a FIFO, device or folder at the file's path: left alone
TOO_NEW = "too_new"  # written by a newer version: left, not written
RESET = "reset"  # usable; ``fields`` were set back to their defaults, a copy kept at kept_at
MISSING = "missing"  # a save that is gone
WRITE = "write"  # could not be written (detail says why); the old file is unchanged
BLOCKED = "blocked"  # not written because the file there could not be read this session
FOLDER = "folder"  # the saves folder cannot be used (a file sits where it should be)
NAME_TAKEN = "name_taken"  # a save of that name was written by a newer version: not replaced
SINGLE_DEAL = "single_deal"  # an autosave holding one deal, not a match: it cannot be resumed; kept aside
UNOFFERED = "unoffered_rules"  # a save whose rules change what no player can choose (``fields``): left, not played


@dataclass(frozen=True)
class Problem:
    """Something the player must be told about one of the app's files."""

    file: str  # "settings", "statistics", "autosave" or "save"
    kind: str  # one of the kinds above
    path: Path | None = None
    kept_at: Path | None = None  # where the file (or a copy of it) was kept
    detail: str = ""  # English, for the log and for developers
    fields: tuple[str, ...] = ()  # RESET: the entries set back to their defaults
    name: str = ""  # a save's name
    error: int = 0  # the system's error number (errno) when the disk refused, else 0

    def __str__(self) -> str:
        where = f" ({self.path})" if self.path else ""
        text = f"{self.file}{where}: {self.kind.replace('_', ' ')}"
        if self.fields:
            text += ": " + ", ".join(self.fields)
        if self.detail:
            text += f" — {self.detail}"
        if self.kept_at:
            text += f"; kept as {self.kept_at}"
        return text


class Damaged(ValueError):
    """Raised by a ``parse`` function: the document cannot be used (the message says why)."""


class TooNew(ValueError):
    """Raised by a ``parse`` function: a newer version wrote this document."""


def require(data: dict[str, Any], required: frozenset[str] | set[str]) -> None:
    """Damaged unless every ``required`` key is present; type checks are the caller's."""
    missing = sorted(k for k in required if k not in data)
    if missing:
        raise Damaged("missing " + ", ".join(missing))


def check_format_version(data: dict[str, Any], current: int) -> int:
    """The document's format_version: Damaged if absent or not a whole number ≥ 1, TooNew if newer."""
    version = data.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise Damaged(f"format_version {version!r} is not valid")
    if version > current:
        raise TooNew(f"format_version {version}")
    return version


def keep_copy(path: Path) -> Path:
    """Copy ``path`` to a ``.damaged-<time>`` name beside it (the original stays); return the copy."""
    target = paths.aside_name(path)
    shutil.copyfile(path, target)
    return target


def set_aside(path: Path, file: str, detail: str) -> Problem:
    """Move a damaged file aside; if it cannot be moved, block writes to it so it is never lost."""
    try:
        kept = move_aside(path)
    except OSError as exc:
        paths.unreadable_paths[paths.path_key(path)] = f"damaged and could not be moved aside ({exc.strerror or exc})"
        return Problem(file, DAMAGED_STUCK, path, detail=detail)
    return Problem(file, DAMAGED, path, kept, detail=detail)


def read_problem(path: Path, file: str, exc: OSError) -> Problem:
    """The Problem for an OSError from reading (the path is already blocked by the reader)."""
    kind = NOT_A_FILE if isinstance(exc, NotAFileError) else UNREADABLE
    return Problem(file, kind, path, detail=describe_os_error(exc), error=exc.errno or 0)


def replace_name(problem: Problem, name: str) -> Problem:
    return dataclasses.replace(problem, name=name)


def block(path: Path, reason: str) -> None:
    """Never write ``path`` this session (a newer version's file, say)."""
    paths.unreadable_paths[paths.path_key(path)] = reason


def load_json_or_reset(
    path: Path, file: str, parse: Callable[[dict[str, Any]], tuple[T, list[str]]],
) -> tuple[T | None, list[Problem]]:
    """Read ``path`` and ``parse`` its object; see the module text for every outcome.

    ``parse(data)`` returns the value and the names of entries it had to reset, or raises
    Damaged / TooNew. ``None`` means "use the defaults" (and, when a problem says so, do not
    write the file this session — the writer refuses by itself).
    """
    try:
        data = read_json_object(path)
    except FileNotFoundError:
        return None, []
    except DamagedFileError as exc:
        return None, [set_aside(path, file, str(exc))]
    except OSError as exc:
        return None, [read_problem(path, file, exc)]
    try:
        value, reset = parse(data)
    except TooNew as exc:
        block(path, "written by a newer version")
        return None, [Problem(file, TOO_NEW, path, detail=str(exc))]
    except (Damaged, TypeError, ValueError, KeyError, RecursionError) as exc:
        return None, [set_aside(path, file, str(exc) or exc.__class__.__name__)]
    if not reset:
        return value, []
    try:
        kept: Path | None = keep_copy(path)
    except OSError as exc:
        block(path, f"values reset but no copy could be kept ({exc.strerror or exc})")
        kept = None
    return value, [Problem(file, RESET, path, kept, fields=tuple(reset))]


def problem_from_error(file: str, path: Path, exc: OSError) -> Problem:
    """A failed write of ``file``: BLOCKED if the file there could not be read this session."""
    kind = BLOCKED if isinstance(exc, paths.BlockedFileError) else WRITE
    return Problem(file, kind, path, detail=describe_os_error(exc), error=exc.errno or 0)


def describe_os_error(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or exc.__class__.__name__


__all__ = [
    "BLOCKED", "DAMAGED", "DAMAGED_STUCK", "FOLDER", "MISSING", "NAME_TAKEN", "NOT_A_FILE", "RESET",
    "SINGLE_DEAL", "TOO_NEW", "UNOFFERED", "UNREADABLE", "WRITE", "Damaged", "Problem", "TooNew",
    "check_format_version",
    "describe_os_error", "keep_copy", "load_json_or_reset", "require",
]
