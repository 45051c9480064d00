"""Saved games: the autosave and named saves, as versioned JSON wrapping the engine's record.

A save is replayed from its action list (engine ``replay``), never unpickled. Writes are atomic.
A damaged save is renamed ``<name>.damaged-<time>.json`` beside it (kept, never overwritten) and
``SaveError`` carries a ``document.Problem`` the interface words for the player. Every key the
writer writes is required and checked (``_WRAPPER``, one line per key), and the stored summary
must match the replayed game. See docs/save-format.md.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeGuard

from .. import APP_ID, __version__
from ..engine import (
    VARIANTS,
    DealState,
    MatchState,
    RecordError,
    matching_preset,
    record,
    replay,
)
from . import document as doc
from .document import Problem
from .options import unoffered
from .paths import (
    BlockedFileError,
    DamagedFileError,
    NotAFileError,
    app_dirs,
    atomic_write_json,
    ensure_dir,
    is_damaged_name,
    move_aside,
    read_json_object,
)

SAVE_FORMAT_VERSION = 1
APP_TAG = APP_ID  # "app" field: tells our saves from any other JSON
MAX_STEM_BYTES = 120  # file names stay far below the usual 255-byte limit, suffixes included
MAX_NAME_LENGTH = 80
DEFAULT_NAME = "Saved game"

Game = MatchState | DealState

_WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{p}{i}" for p in ("COM", "LPT") for i in range(1, 10)}
_FORBIDDEN = set('<>:"/\\|?*')
_DAMAGED_END = re.compile(r"\.damaged-\d{8}-\d{6}(-\d+)?$")


class SaveError(Exception):
    """A save that cannot be written or opened.

    ``problem`` says what happened (``document.Problem``; the interface words it for the player);
    ``kind`` is its kind: "damaged", "damaged_stuck", "too_new" (written by a newer version; left in
    place), "unoffered_rules" (rules no player can choose, named in ``problem.fields``; left in
    place), "missing", "unreadable", "not_a_file", "write", "blocked", "folder" or "name_taken".
    ``kept_at`` is where a damaged file was moved (None if it was not moved).
    """

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem
        self.path = problem.path
        self.kept_at = problem.kept_at
        self.kind = problem.kind


@dataclass
class SavePayload:
    """What the UI hands over to be saved."""

    game: Game
    human_seat: int = 0
    # suggested shape: {"names": ["You", "East", "North", "West"], "levels": [None, "expert", ...]}
    players: dict[str, Any] = field(default_factory=dict)
    # counters of this game that should survive a restart, e.g. {"undo_used": 2, "suggestions_used": 1}
    statistics: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SaveFile:
    """A save file's wrapper, checked but not yet replayed. ``game`` is the engine record."""

    path: Path
    name: str
    saved_at: datetime | None
    app_version: str
    human_seat: int
    players: dict[str, Any]
    statistics: dict[str, Any]
    summary: dict[str, Any]
    game: dict[str, Any]


@dataclass(frozen=True)
class LoadedGame:
    """A save replayed into a live engine state, with its metadata."""

    state: Game
    save: SaveFile

    @property
    def name(self) -> str:
        return self.save.name

    @property
    def human_seat(self) -> int:
        return self.save.human_seat

    @property
    def players(self) -> dict[str, Any]:
        return self.save.players

    @property
    def statistics(self) -> dict[str, Any]:
        return self.save.statistics

    @property
    def levels(self) -> list[str | None] | None:
        """The computer players' levels of this game (see ``saved_levels``)."""
        return saved_levels(self.save.players, self.state.rules.players)


def saved_levels(players: dict[str, Any], seats: int) -> list[str | None] | None:
    """``players["levels"]``: one per seat, a bot level or None (the human); None when the save has
    none (older saves) or they are not valid: the game then gets the settings' levels."""
    from .settings import BOT_LEVELS

    levels = players.get("levels")
    if not isinstance(levels, list) or len(levels) != seats:
        return None
    if not all(level is None or (isinstance(level, str) and level in BOT_LEVELS) for level in levels):
        return None
    return list(levels)


@dataclass(frozen=True)
class SaveInfo:
    """One entry of ``list_saves``; read from the wrapper only (no replay), so listing is cheap."""

    name: str
    path: Path
    saved_at: datetime | None
    variant: str | None  # engine variant id
    custom: bool  # the rules differ from the preset
    scores: tuple[int, ...] | None
    deal_number: int | None
    over: bool | None
    problem: str | None = None  # set when the file cannot be opened (English detail, for the log)
    problem_kind: str | None = None  # then: "damaged", "too_new", "unoffered_rules", "unreadable" or "not_a_file"


# -- file names ---------------------------------------------------------------------------

def _clean_name(name: str) -> str:
    """The display name: NFC, single spaces, printable, bounded length."""
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    text = " ".join(text.split())[:MAX_NAME_LENGTH].strip()
    return text or DEFAULT_NAME


def safe_file_stem(name: str) -> str:
    """A file name (without .json) for any user text: no separators, no traversal, no reserved names.

    Letters of any script are kept.

    >>> safe_file_stem("../../etc/passwd")
    'etc_passwd'
    >>> safe_file_stem("Партия с Иваном")
    'Партия с Иваном'
    >>> safe_file_stem("CON")
    '_CON'
    """
    text = _clean_name(name)
    text = "".join("_" if ch in _FORBIDDEN else ch for ch in text)
    text = re.sub(r"_+", "_", text)
    text = re.sub(r"\.{2,}", ".", text)
    text = text.strip(" ._")  # no hidden files, no trailing dot or space (Windows)
    while len(text.encode("utf-8")) > MAX_STEM_BYTES:
        text = text[:-1]
    text = text.rstrip(" .")
    if not text:
        text = "save"
    if text.split(".")[0].upper() in _WINDOWS_RESERVED:
        text = "_" + text
    if _DAMAGED_END.search(text):  # would look like a file kept aside
        text = text.replace(".damaged-", "_damaged-")
    return text


# -- paths --------------------------------------------------------------------------------

def autosave_path() -> Path:
    return app_dirs().autosave_file


def saves_dir() -> Path:
    """The folder of named saves (may not exist yet)."""
    return app_dirs().saves_dir


# -- writing ------------------------------------------------------------------------------

def _as_payload(payload: SavePayload | Game) -> SavePayload:
    if isinstance(payload, SavePayload):
        return payload
    if isinstance(payload, (MatchState, DealState)):
        return SavePayload(payload)
    raise TypeError(f"cannot save a {type(payload).__name__}")


def _summary(game: Game) -> dict[str, Any]:
    """Cheap facts for the save list, so listing needs no replay."""
    rules = game.rules
    if isinstance(game, MatchState):
        scores, deal_number, over = list(game.scores), game.deal_number, game.over
    else:
        scores, deal_number, over = list(game.team_points), 1, game.is_terminal()
    return {
        "variant": rules.id,
        "custom": matching_preset(rules) is None,
        "scores": scores,
        "deal_number": deal_number,
        "over": over,
    }


def record_digest(game: dict[str, Any]) -> str:
    """A fingerprint of the engine record: any change to it (a dealer, a move) shows on loading."""
    text = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def save_document(payload: SavePayload | Game, name: str) -> dict[str, Any]:
    """The JSON object a save file holds (see docs/save-format.md)."""
    p = _as_payload(payload)
    players = p.game.rules.players
    if isinstance(p.human_seat, bool) or not isinstance(p.human_seat, int) or not 0 <= p.human_seat < players:
        raise ValueError(f"human_seat must be 0..{players - 1}")
    game = record(p.game)
    return {
        "format_version": SAVE_FORMAT_VERSION,
        "app": APP_TAG,
        "app_version": __version__,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "name": _clean_name(name),
        "human_seat": p.human_seat,
        "players": dict(p.players),
        "statistics": dict(p.statistics),
        "summary": dict(_summary(p.game), digest=record_digest(game)),
        "game": game,
    }


def _write(path: Path, document: dict[str, Any], file: str = "save") -> None:
    try:
        atomic_write_json(path, document)
    except BlockedFileError as exc:
        raise SaveError(Problem(file, doc.BLOCKED, path, detail=exc.strerror or "", name=document["name"])) from exc
    except (OSError, ValueError) as exc:  # ValueError: players/statistics not JSON-ready
        raise SaveError(Problem(file, doc.WRITE, path, detail=doc.describe_os_error(exc), name=document["name"],
                                error=getattr(exc, "errno", 0) or 0)) from exc


def write_autosave(payload: SavePayload | Game) -> Path:
    """Replace the autosave with this game; return its path. SaveError if it cannot be written."""
    path = autosave_path()
    _write(path, save_document(payload, "Autosave"), "autosave")
    return path


def clear_autosave() -> None:
    """Forget the autosave (a game finished or was abandoned). No error if there is none."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def _stored_name(path: Path) -> tuple[str | None, bool]:
    """The name inside an existing save (None if it cannot be read), and whether a newer version
    wrote it."""
    try:
        data = read_json_object(path)
    except (OSError, DamagedFileError):
        return None, False
    name, version = data.get("name"), data.get("format_version")
    too_new = isinstance(version, int) and not isinstance(version, bool) and version > SAVE_FORMAT_VERSION
    return (name if isinstance(name, str) else None), too_new


def save_named(name: str, payload: SavePayload | Game, kept: list[Path] | None = None) -> Path:
    """Save under ``name`` in the saves folder; return the file's path.

    Saving again under the same name (ignoring case) replaces that save and no other: when two
    names would share a file name, the later one gets "name (2).json" and so on. A file that
    cannot be read is never replaced, nor a save of that name written by a newer version
    (SaveError "name_taken": the player picks another name). SaveError "folder" if the saves
    folder cannot be made (a file sits there). A damaged save of that name (one Open would refuse)
    is first moved aside as ``<name>.damaged-<time>.json``; its new path is added to ``kept``.
    """
    document = save_document(payload, name)
    display = document["name"]
    try:
        folder = ensure_dir(saves_dir())
        existing = {p.name.casefold(): p for p in folder.glob("*.json")}
    except (FileExistsError, NotADirectoryError) as exc:
        raise SaveError(Problem("save", doc.FOLDER, saves_dir(), detail=doc.describe_os_error(exc),
                                name=display)) from exc
    except OSError as exc:  # refused (permission, a path too long): said as it is
        raise SaveError(Problem("save", doc.WRITE, saves_dir(), detail=doc.describe_os_error(exc), name=display,
                                error=exc.errno or 0)) from exc
    path = _slot(folder, existing, display)
    if path.exists() and not _opens(path):
        aside = _keep_aside(path, display)  # a damaged save is replaced only once it is kept aside
        if kept is not None:
            kept.append(aside)
    _write(path, document)
    return path


def _slot(folder: Path, existing: dict[str, Path], display: str) -> Path:
    """The file a save called ``display`` goes to: the save of that name (ignoring case), else a free file
    name. ``existing``: the folder's files by their casefolded names. SaveError "name_taken" if that save
    was written by a newer version."""
    stem = safe_file_stem(display)
    n = 1
    while True:
        candidate = f"{stem}.json" if n == 1 else f"{stem} ({n}).json"
        found = existing.get(candidate.casefold())
        if found is None:
            return folder / candidate
        stored, too_new = _stored_name(found)
        if stored is not None and stored.casefold() == display.casefold():
            if too_new:
                raise SaveError(Problem("save", doc.NAME_TAKEN, found, name=display))
            return found  # the same save, whatever case the file system gave it
        n += 1


def existing_save(name: str) -> Path | None:
    """The save that ``save_named(name)`` would replace, None if it would replace nothing (the player is
    asked first). Reads only; a save of that name that a newer version wrote is not replaced (None)."""
    display = _clean_name(name)
    folder = saves_dir()
    try:
        if not folder.is_dir():
            return None
        existing = {p.name.casefold(): p for p in folder.glob("*.json")}
        path = _slot(folder, existing, display)
    except (OSError, SaveError):
        return None
    return path if os.path.lexists(path) else None


def free_name(base: str) -> str:
    """``base``, else "base 2", "base 3" ...: the first name under which a save replaces none."""
    display = _clean_name(base)
    taken = {info.name.casefold() for info in list_saves()}
    n = 1
    while True:
        suffix = "" if n == 1 else f" {n}"
        candidate = display[:MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in taken and existing_save(candidate) is None:
            return candidate
        n += 1


def _opens(path: Path) -> bool:
    """Whether the save at ``path`` opens (checked and replayed, as Open would), moving nothing."""
    try:
        _replay(_check_wrapper(path, read_json_object(path)))
    except (_Damaged, DamagedFileError, _Unoffered):
        return False
    except (OSError, _TooNew):  # never written over: save_named and the writer refuse those first
        return True
    return True


def _keep_aside(path: Path, name: str) -> Path:
    """Move a damaged save aside (``<name>.damaged-<time>.json``); SaveError if it cannot be moved."""
    try:
        return move_aside(path)
    except OSError as exc:
        raise SaveError(Problem("save", doc.WRITE, path, detail=doc.describe_os_error(exc), name=name,
                                error=exc.errno or 0)) from exc


def delete_save(path: Path) -> None:
    """Delete a named save (only files inside the saves folder)."""
    path = Path(path)
    if path.resolve().parent != saves_dir().resolve():
        raise ValueError(f"{path} is not in the saves folder")
    path.unlink(missing_ok=True)


# -- reading ------------------------------------------------------------------------------

class _Damaged(Exception):
    """Internal: the file is damaged; the message says how (English, for the log)."""


class _TooNew(Exception):
    """Internal: a newer app wrote this file; it is not damaged."""


class _Unoffered(Exception):
    """Internal: the rules change fields no player can choose (``options.OFFERED_OPTIONS``); not damaged."""

    def __init__(self, fields: list[str]) -> None:
        super().__init__("its rules change what no player can choose: " + ", ".join(fields))
        self.fields = tuple(fields)


def _parse_time(value: Any) -> datetime:
    if not isinstance(value, str):
        raise TypeError
    return datetime.fromisoformat(value)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_summary(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(k in value for k in _SUMMARY_KEYS):
        raise ValueError
    return value


_SUMMARY_KEYS = ("variant", "custom", "scores", "deal_number", "over")


def _check(test: Callable[[Any], bool]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if not test(value):
            raise ValueError
        return value
    return check


# Every key a save holds, and its check (a check raises or returns the value to keep). All are
# required: the writer always writes them. Adding a key to saves is one line here (and in
# save_document); format_version and app are checked first, apart.
_WRAPPER: dict[str, Callable[[Any], Any]] = {
    "app_version": _check(lambda v: isinstance(v, str)),
    "saved_at": _parse_time,
    "name": _check(lambda v: isinstance(v, str) and v.strip() != ""),
    "human_seat": _check(lambda v: _is_int(v) and v >= 0),
    "players": _check(lambda v: isinstance(v, dict)),
    "statistics": _check(lambda v: isinstance(v, dict)),
    "summary": _check_summary,
    "game": _check(lambda v: isinstance(v, dict)),
}


def _check_save_version(version: Any) -> None:
    """A save format this version reads; _Damaged / _TooNew otherwise."""
    if not _is_int(version) or version < 1:
        raise _Damaged(f"its format version ({_short(version)}) is not valid")
    if version > SAVE_FORMAT_VERSION:
        raise _TooNew(f"it was saved by a newer version of Belote Desktop (save format {version})")


def _wrapper_values(data: dict[str, Any]) -> dict[str, Any]:
    """Every key of the wrapper, checked (``_WRAPPER``); _Damaged for one missing or not valid."""
    values: dict[str, Any] = {}
    for key, check in _WRAPPER.items():
        if key not in data:
            raise _Damaged(f"its {key} is missing")
        try:
            values[key] = check(data[key])
        except (TypeError, ValueError, OverflowError) as exc:
            raise _Damaged(f"its {key} is not valid ({_short(data[key])})") from exc
    return values


def _check_save_rules(variant: str, overrides: dict[str, Any]) -> None:
    """Rules the engine refuses are damage; rules it plays but no player can choose are refused apart
    (storage/options.py)."""
    try:
        VARIANTS[variant].with_overrides(overrides)
    except Exception as exc:  # ValueError, or anything else a hand edit provokes: never a crash
        raise _Damaged(f"its rules are not valid ({_short(str(exc))})") from exc
    foreign = unoffered(overrides, variant)
    if foreign:
        raise _Unoffered(foreign)


def _check_wrapper(path: Path, data: dict[str, Any]) -> SaveFile:
    """The checked wrapper; _Damaged / _TooNew otherwise."""
    if data.get("app") != APP_TAG:
        raise _Damaged("it is not a Belote Desktop save")
    _check_save_version(data.get("format_version"))
    values = _wrapper_values(data)
    variant = values["game"].get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise _Damaged(f"it is a game this version does not know ({_short(variant)})")
    overrides = values["game"].get("overrides")
    if isinstance(overrides, dict):
        _check_save_rules(variant, overrides)
    return SaveFile(
        path=path, name=values["name"], saved_at=values["saved_at"], app_version=values["app_version"],
        human_seat=values["human_seat"], players=values["players"], statistics=values["statistics"],
        summary=values["summary"], game=values["game"],
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def _replay(save: SaveFile) -> LoadedGame:
    try:
        state = replay(save.game)
    except RecordError as exc:
        raise _Damaged(f"its list of moves cannot be replayed ({exc})") from exc
    except RecursionError as exc:
        raise _Damaged("its list of moves cannot be replayed (too deeply nested)") from exc
    except Exception as exc:  # a damaged record must never crash the app
        raise _Damaged(f"its list of moves cannot be replayed ({exc.__class__.__name__})") from exc
    if save.human_seat >= state.rules.players:
        raise _Damaged("its player seat is not valid")
    expected = _summary(state)
    wrong = [k for k in _SUMMARY_KEYS if save.summary.get(k) != expected[k]]
    if "digest" in save.summary and save.summary["digest"] != record_digest(save.game):  # older saves lack it
        wrong.append("digest")
    if wrong:
        raise _Damaged("its summary does not match its moves (" + ", ".join(wrong) + ")")
    return LoadedGame(state, save)


def _open(path: Path, file: str) -> LoadedGame:
    """Read, check and replay; SaveError (file moved aside if damaged) otherwise."""
    name = path.stem
    try:
        data = read_json_object(path)
        if isinstance(data.get("name"), str) and data["name"].strip():
            name = data["name"]
        return _replay(_check_wrapper(path, data))
    except FileNotFoundError as exc:
        raise SaveError(Problem(file, doc.MISSING, path, name=name)) from exc
    except OSError as exc:
        raise SaveError(doc.replace_name(doc.read_problem(path, file, exc), name)) from exc
    except _TooNew as exc:
        raise SaveError(Problem(file, doc.TOO_NEW, path, detail=str(exc), name=name)) from exc
    except _Unoffered as exc:
        raise SaveError(Problem(file, doc.UNOFFERED, path, detail=str(exc), fields=exc.fields, name=name)) from exc
    except (DamagedFileError, _Damaged) as exc:
        how = str(exc) if isinstance(exc, _Damaged) else f"the file is damaged or incomplete: {exc}"
        raise SaveError(doc.replace_name(doc.set_aside(path, file, how), name)) from exc


def load_save(path: Path) -> LoadedGame:
    """Open a save: check it and replay its moves. SaveError with a ``Problem`` otherwise.

    A damaged file (bad JSON, truncated, too large, a key missing or mistyped, an unknown game, a
    move that is not legal, a summary that does not match the moves) is moved aside as
    ``<name>.damaged-<time>.json``. A file written by a newer version, or that cannot be read,
    or that is not a regular file, is left where it is.
    """
    return _open(Path(path), "save")


def read_autosave() -> tuple[LoadedGame | None, list[Problem]]:
    """The game to resume, if any, and what the player must be told.

    Never raises for a bad file. A damaged autosave (or one from a newer version, or with rules no
    player can choose, or holding a single deal rather than a match: the next autosave would
    otherwise overwrite it) is moved aside; one that cannot be read is left as it is
    and no autosave is written this session (``write_autosave`` raises SaveError "blocked").
    """
    path = autosave_path()
    if not os.path.lexists(path):
        return None, []
    try:
        loaded = _open(path, "autosave")
    except SaveError as exc:
        problem = exc.problem
        if exc.kind == doc.MISSING:  # a link to nothing: there is no game to resume
            return None, []
        if exc.kind in (doc.TOO_NEW, doc.UNOFFERED):  # not damaged, but the next autosave would replace it
            try:
                problem = dataclasses.replace(problem, kept_at=move_aside(path))
            except OSError:
                doc.block(path, "written by a newer version" if exc.kind == doc.TOO_NEW else "rules not offered")
        return None, [problem]
    if isinstance(loaded.state, DealState):  # the app resumes matches only: kept, never written over
        try:
            kept = move_aside(path)
        except OSError as exc:
            doc.block(path, f"a single deal that could not be moved aside ({exc.strerror or exc})")
            return None, [Problem("autosave", doc.SINGLE_DEAL, path, name=loaded.name)]
        return None, [Problem("autosave", doc.SINGLE_DEAL, path, kept, name=loaded.name)]
    return loaded, []


def list_saves() -> list[SaveInfo]:
    """The named saves, newest first. A file that cannot be opened is listed with ``problem`` set
    (nothing is moved); one bad file never hides the others."""
    folder = saves_dir()
    try:
        if not folder.is_dir():
            return []
        paths = [p for p in folder.glob("*.json") if not is_damaged_name(p) and not p.name.startswith(".")]
    except OSError:
        return []
    infos = [_info(path) for path in paths]
    infos.sort(key=_sort_time, reverse=True)
    return infos


def _sort_time(info: SaveInfo) -> float:
    """Seconds since the epoch of a save, for sorting; the file's time when its date is odd."""
    if info.saved_at is not None:
        try:
            return info.saved_at.timestamp()
        except (OverflowError, ValueError, OSError):  # year 1, year 9999 with an offset ...
            pass
    try:
        return info.path.stat().st_mtime
    except OSError:
        return 0.0


def _save_info(path: Path, save: SaveFile) -> SaveInfo:
    """What the Open dialog lists of a save read: the summary's values of the right types, None otherwise."""
    s = save.summary
    scores, deal_number, over = s.get("scores"), s.get("deal_number"), s.get("over")
    return SaveInfo(
        name=save.name,
        path=path,
        saved_at=save.saved_at,
        variant=save.game["variant"],
        custom=bool(save.game.get("overrides")),
        scores=tuple(scores) if isinstance(scores, list) and all(_is_int(x) for x in scores) else None,
        deal_number=deal_number if _is_int(deal_number) else None,
        over=over if isinstance(over, bool) else None,
    )


def _info(path: Path) -> SaveInfo:
    try:
        return _save_info(path, _check_wrapper(path, read_json_object(path)))
    except _TooNew as exc:
        problem, kind = str(exc), doc.TOO_NEW
    except _Unoffered as exc:
        problem, kind = str(exc), doc.UNOFFERED
    except _Damaged as exc:
        problem, kind = str(exc), doc.DAMAGED
    except DamagedFileError as exc:
        problem, kind = f"the file is damaged or incomplete: {exc}", doc.DAMAGED
    except NotAFileError as exc:
        problem, kind = f"it is not a regular file ({doc.describe_os_error(exc)})", doc.NOT_A_FILE
    except OSError as exc:
        problem, kind = f"the file cannot be read ({doc.describe_os_error(exc)})", doc.UNREADABLE
    except Exception as exc:  # one bad file never hides the others
        problem, kind = f"the file cannot be read ({exc.__class__.__name__})", doc.DAMAGED
    return SaveInfo(path.stem, path, None, None, False, None, None, None, problem, kind)
