"""Saved games: the autosave and named saves, as versioned JSON wrapping the engine's record.

A save is replayed from its action list (engine ``replay``), never unpickled. Writes are atomic.
A damaged save is renamed ``<name>.damaged-<time>.json`` beside it (kept, never overwritten) and
``SaveError`` says so in plain words. See docs/save-format.md.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

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
from .paths import (
    DamagedFileError,
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
    """A save that cannot be written or opened. ``str(error)`` is a message for the player.

    ``kind`` is one of "damaged", "too_new" (written by a newer version; left in place),
    "missing", "unreadable" (the disk refused to read it) or "write" (it could not be saved).
    ``kept_at`` is where a damaged file was moved (None if it was not moved).
    """

    def __init__(
        self, message: str, path: Path | None = None, kept_at: Path | None = None, kind: str = "damaged",
    ) -> None:
        super().__init__(message)
        self.path = path
        self.kept_at = kept_at
        self.kind = kind


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
    problem: str | None = None  # set when the file cannot be opened; loading it will say why


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


def save_document(payload: SavePayload | Game, name: str) -> dict[str, Any]:
    """The JSON object a save file holds (see docs/save-format.md)."""
    p = _as_payload(payload)
    players = p.game.rules.players
    if isinstance(p.human_seat, bool) or not isinstance(p.human_seat, int) or not 0 <= p.human_seat < players:
        raise ValueError(f"human_seat must be 0..{players - 1}")
    return {
        "format_version": SAVE_FORMAT_VERSION,
        "app": APP_TAG,
        "app_version": __version__,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "name": _clean_name(name),
        "human_seat": p.human_seat,
        "players": dict(p.players),
        "statistics": dict(p.statistics),
        "summary": _summary(p.game),
        "game": record(p.game),
    }


def _write(path: Path, document: dict[str, Any]) -> None:
    try:
        atomic_write_json(path, document)
    except (OSError, ValueError) as exc:  # ValueError: players/statistics not JSON-ready
        raise SaveError(f"The game could not be saved to {path}: {_reason(exc)}.", path, kind="write") from exc


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or exc.__class__.__name__


def write_autosave(payload: SavePayload | Game) -> Path:
    """Replace the autosave with this game; return its path. SaveError if it cannot be written."""
    path = autosave_path()
    _write(path, save_document(payload, "Autosave"))
    return path


def clear_autosave() -> None:
    """Forget the autosave (a game finished or was abandoned). No error if there is none."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def _stored_name(path: Path) -> str | None:
    """The name inside an existing save, None if it cannot be read."""
    try:
        name = read_json_object(path).get("name")
    except (OSError, DamagedFileError):
        return None
    return name if isinstance(name, str) else None


def save_named(name: str, payload: SavePayload | Game) -> Path:
    """Save under ``name`` in the saves folder; return the file's path.

    Saving again under the same name (ignoring case) replaces that save and no other: when two
    names would share a file name, the later one gets "name (2).json" and so on. A file that
    cannot be read is never replaced.
    """
    document = save_document(payload, name)
    display = document["name"]
    folder = ensure_dir(saves_dir())
    stem = safe_file_stem(display)
    existing = {p.name.casefold(): p for p in folder.glob("*.json")}
    n = 1
    while True:
        candidate = f"{stem}.json" if n == 1 else f"{stem} ({n}).json"
        found = existing.get(candidate.casefold())
        if found is None:
            path = folder / candidate
            break
        stored = _stored_name(found)
        if stored is not None and stored.casefold() == display.casefold():
            path = found  # the same save, whatever case the file system gave it
            break
        n += 1
    _write(path, document)
    return path


def delete_save(path: Path) -> None:
    """Delete a named save (only files inside the saves folder)."""
    path = Path(path)
    if path.resolve().parent != saves_dir().resolve():
        raise ValueError(f"{path} is not in the saves folder")
    path.unlink(missing_ok=True)


# -- reading ------------------------------------------------------------------------------

class _Damaged(Exception):
    """Internal: the file is damaged; the message says how (for the player)."""


class _TooNew(Exception):
    """Internal: a newer app wrote this file; it is not damaged."""


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def _check_wrapper(path: Path, data: dict[str, Any]) -> SaveFile:
    """The checked wrapper; _Damaged / _TooNew otherwise. Cosmetic fields are forgiven."""
    if data.get("app") != APP_TAG:
        raise _Damaged("it is not a Belote Desktop save")
    version = data.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Damaged(f"its format version ({version!r}) is not valid")
    if version > SAVE_FORMAT_VERSION:
        raise _TooNew(f"it was saved by a newer version of Belote Desktop (save format {version})")
    game = data.get("game")
    if not isinstance(game, dict):
        raise _Damaged("it holds no game")
    variant = game.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise _Damaged(f"it is a game this version does not know ({_short(variant)})")
    seat = data.get("human_seat", 0)
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise _Damaged("its player seat is not valid")
    name = data.get("name")
    players = data.get("players")
    statistics = data.get("statistics")
    summary = data.get("summary")
    version_text = data.get("app_version")
    return SaveFile(
        path=path,
        name=name if isinstance(name, str) and name.strip() else path.stem,
        saved_at=_parse_time(data.get("saved_at")),
        app_version=version_text if isinstance(version_text, str) else "",
        human_seat=seat,
        players=players if isinstance(players, dict) else {},
        statistics=statistics if isinstance(statistics, dict) else {},
        summary=summary if isinstance(summary, dict) else {},
        game=game,
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def _replay(save: SaveFile) -> LoadedGame:
    try:
        state = replay(save.game)
    except RecordError as exc:
        raise _Damaged(f"its list of moves cannot be replayed ({exc})") from exc
    except Exception as exc:  # a damaged record must never crash the app
        raise _Damaged(f"its list of moves cannot be replayed ({exc.__class__.__name__})") from exc
    if save.human_seat >= state.rules.players:
        raise _Damaged("its player seat is not valid")
    return LoadedGame(state, save)


def _open(path: Path, label: str) -> LoadedGame:
    """Read, check and replay; SaveError (file moved aside if damaged) otherwise."""
    try:
        data = read_json_object(path)
        return _replay(_check_wrapper(path, data))
    except FileNotFoundError as exc:
        raise SaveError(f"{label} no longer exists ({path}).", path, kind="missing") from exc
    except OSError as exc:
        raise SaveError(f"{label} could not be read: {_reason(exc)}.", path, kind="unreadable") from exc
    except _TooNew as exc:
        raise SaveError(
            f"{label} cannot be opened: {exc}. Update the app to open it.", path, kind="too_new",
        ) from exc
    except (DamagedFileError, _Damaged) as exc:
        how = str(exc) if isinstance(exc, _Damaged) else "the file is damaged or incomplete"
        try:
            kept = move_aside(path)
        except OSError:
            raise SaveError(f"{label} is damaged ({how}) and could not be moved aside.", path) from exc
        raise SaveError(
            f"{label} is damaged ({how}), so it cannot be opened. The file was kept as {kept}.", path, kept,
        ) from exc


def load_save(path: Path) -> LoadedGame:
    """Open a save: check it and replay its moves. SaveError with a message for the player otherwise.

    A damaged file (bad JSON, truncated, wrong format version, unknown game, a move that is not
    legal) is moved aside as ``<name>.damaged-<time>.json``. A file written by a newer version is
    left where it is.
    """
    path = Path(path)
    return _open(path, f'The save "{path.stem}"')


def read_autosave() -> tuple[LoadedGame | None, list[str]]:
    """The game to resume, if any, and messages for the player.

    Never raises for a bad file: a damaged autosave (or one from a newer version, which the next
    autosave would otherwise overwrite) is moved aside, a message says where, and the app starts
    normally with ``None``.
    """
    path = autosave_path()
    if not path.exists():
        return None, []
    try:
        return _open(path, "The game in progress"), []
    except SaveError as exc:
        message = str(exc)
        if exc.kind == "too_new":
            try:
                kept = move_aside(path)
                message = f"{message} The file was kept as {kept}."
            except OSError:
                pass
        return None, [message]


def list_saves() -> list[SaveInfo]:
    """The named saves, newest first. Damaged files are listed with ``problem`` set (not moved)."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    infos: list[SaveInfo] = []
    for path in folder.glob("*.json"):
        if is_damaged_name(path) or path.name.startswith(".") or not path.is_file():
            continue
        infos.append(_info(path))
    infos.sort(key=lambda i: (i.saved_at.timestamp() if i.saved_at else _mtime(i.path)), reverse=True)
    return infos


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _info(path: Path) -> SaveInfo:
    try:
        save = _check_wrapper(path, read_json_object(path))
    except (OSError, DamagedFileError, _Damaged, _TooNew) as exc:
        problem = str(exc) if isinstance(exc, (_Damaged, _TooNew)) else "the file is damaged or cannot be read"
        return SaveInfo(path.stem, path, None, None, False, None, None, None, problem)
    s = save.summary
    scores = s.get("scores")
    deal_number = s.get("deal_number")
    over = s.get("over")
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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
