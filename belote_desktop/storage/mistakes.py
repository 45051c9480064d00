"""The player's costly choices kept for Practice › My mistakes (issue 74): ``mistakes.json`` in the data folder.

    {"format_version": 1, "mistakes": [{"key": "…", "game": "classic", "position": {…a deal record…}, "seat": 0,
      "played": "play:QH", "best": "play:8H", "loss": 6.2, "kind": "follow", "worth": {"play:QH": 12.1, …},
      "noise": 0.7, "added": "2026-11-28", "due": "2026-11-28", "box": 0, "missed": 0, "retired": false}, …],
     "looked_over": ["<deal key>", …]}

A mistake is ``learn.mistakes.Mistake.as_json``, read back by the ``parse`` the caller gives (``Mistake.from_json``:
storage knows no game); ``looked_over`` holds the keys of the finished deals the judge has
weighed (``learn.mistakes.deal_key``), at most ``MOST_LOOKED_OVER`` (the newest), so that no deal is counted twice.
A single entry that is not a mistake (a hand edit, a game no longer shipped) is dropped and told; a file that is not
this document is kept aside under its own name and the list starts again; an unreadable one is left alone and not
written over this session (``document.load_json_or_reset``, file ``"mistakes"``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from .document import Damaged, Problem, check_format_version, load_json_or_reset, require
from .paths import app_dirs, atomic_write_json

FORMAT_VERSION = 1
FILE_NAME = "mistakes.json"
FILE = "mistakes"  # the file's name in a ``document.Problem``
MOST_LOOKED_OVER = 2000


class Entry(Protocol):
    def as_json(self) -> dict[str, Any]: ...


EntryT = TypeVar("EntryT", bound=Entry)
Parse = Callable[[Any], EntryT]  # one entry of the file -> a mistake; ValueError where it is not one


@dataclass
class Notebook(Generic[EntryT]):
    """What the file holds: the mistakes, and the keys of the deals already looked over."""

    mistakes: list[EntryT] = field(default_factory=list)
    looked_over: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {"format_version": FORMAT_VERSION, "mistakes": [m.as_json() for m in self.mistakes],
                "looked_over": self.looked_over[-MOST_LOOKED_OVER:]}


def mistakes_path() -> Path:
    return app_dirs().data / FILE_NAME


def notebook_from_dict(data: dict[str, Any], parse: Parse[EntryT]) -> tuple[Notebook[EntryT], list[str]]:
    """The file's object as a notebook, and the entries dropped; Damaged where it is not one."""
    require(data, {"format_version", "mistakes", "looked_over"})
    check_format_version(data, FORMAT_VERSION)
    entries, looked = data["mistakes"], data["looked_over"]
    if not isinstance(entries, list) or not isinstance(looked, list) or not all(isinstance(k, str) for k in looked):
        raise Damaged("mistakes or looked_over is not a list")
    notebook: Notebook[EntryT] = Notebook(looked_over=list(looked))
    dropped = []
    for number, entry in enumerate(entries, start=1):
        try:
            notebook.mistakes.append(parse(entry))
        except (ValueError, TypeError, KeyError):
            dropped.append(f"mistake {number}")
    return notebook, dropped


def load_notebook(parse: Parse[EntryT]) -> tuple[Notebook[EntryT], list[Problem]]:
    """The mistakes kept (each entry through ``parse``), and what the player must be told (nothing where all is well
    or there is no file yet)."""
    notebook, told = load_json_or_reset(mistakes_path(), FILE, lambda data: notebook_from_dict(data, parse))
    return (notebook if notebook is not None else Notebook()), told


def save_notebook(notebook: Notebook[Any]) -> Path:
    """Write the notebook atomically; OSError where the disk refuses (BlockedFileError where the file there could not
    be read this session)."""
    path = mistakes_path()
    atomic_write_json(path, notebook.as_json())
    return path
