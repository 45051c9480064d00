"""The card problems the player has answered (issue 74): ``problems.json`` in the data folder, beside the statistics.

    {"format_version": 1, "marks": {"coinche/0:100004/22": "solved", "classic/3:7/20": "missed"}}

A problem's key is ``learn.problems.Problem.key``; its mark is ``SOLVED`` (answered right once: it stays so) or
``MISSED`` (answered, never right). A mark of a problem no longer shipped is kept as it is. Read as the other files
are (``document.load_json_or_reset``): a damaged file is kept aside under its own name and the marks start again, an
unreadable one is left and not written over this session; the player is told either way (``document.Problem``, file
``"problems"``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .document import Damaged, Problem, check_format_version, load_json_or_reset, require
from .paths import app_dirs, atomic_write_json

FORMAT_VERSION = 1
FILE_NAME = "problems.json"
FILE = "problems"  # the file's name in a ``document.Problem``
SOLVED = "solved"
MISSED = "missed"
MARKS = (SOLVED, MISSED)
MAX_KEY_LENGTH = 80


def marks_path() -> Path:
    return app_dirs().data / FILE_NAME


def marks_from_dict(data: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """The marks of the file's object; Damaged where it is not one (the whole file then kept aside)."""
    require(data, {"format_version", "marks"})
    check_format_version(data, FORMAT_VERSION)
    marks = data["marks"]
    if not isinstance(marks, dict):
        raise Damaged("marks is not an object")
    for key, mark in marks.items():
        if not isinstance(key, str) or not key or len(key) > MAX_KEY_LENGTH or mark not in MARKS:
            raise Damaged(f"a mark that is not one: {str(key)[:MAX_KEY_LENGTH]!r}")
    return dict(marks), []


def load_marks() -> tuple[dict[str, str], list[Problem]]:
    """The marks kept, and what the player must be told (nothing where all is well or there is no file yet)."""
    marks, told = load_json_or_reset(marks_path(), FILE, marks_from_dict)
    return (marks if marks is not None else {}), told


def save_marks(marks: dict[str, str]) -> Path:
    """Write the marks atomically; OSError where the disk refuses (BlockedFileError where the file there could not be
    read this session)."""
    path = marks_path()
    atomic_write_json(path, {"format_version": FORMAT_VERSION, "marks": dict(sorted(marks.items()))})
    return path
