"""Coming back to a network table: what this computer keeps of the tables its player sat at.

- The seat tokens: the welcome's token for each table (by the host's address and the player's name, the latest
  ``MAX_SEAT_TOKENS``), sent only to a host at that address to come back to that seat (``kept_token``).
- The host's sealed copies of a match (``copy_path``, ``read_copy``): only the host's computer opens one, to
  resume the table where it stopped.
- The last table a friend joined, so that Game › Return to <table> joins it again in one click: one small JSON
  object beside the seat tokens (``copies_dir()``): the host's address and port, the join code, the player's
  name, the seat he got and the table's name. It holds a code, so it is written whole (atomic) and readable by
  its owner only. A damaged or odd file is moved aside and read as nothing: never a crash.
"""

from __future__ import annotations

import base64
import os
import re
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ..net import protocol
from ..net.names import name_key
from ..storage import paths

COPY_SUFFIX = ".belote-copy"


SEAT_TOKENS_FILE = "seats.json"  # beside the copies: the player's key to each seat he took, by host and name


MAX_SEAT_TOKENS = 64  # the latest kept


def copies_dir() -> Path:
    return paths.app_dirs().network_dir / "copies"


def _token_key(address: str, name: str) -> str:
    return f"{address.strip().lower()} {name_key(name)}"


def kept_token(address: str, name: str) -> str | None:
    """The token this player was given at the table at ``address`` under ``name`` (None if none, or the file
    cannot be read): sent only to a host at that address, to come back to that seat."""
    try:
        data = paths.read_json_object(copies_dir() / SEAT_TOKENS_FILE)
    except (OSError, ValueError):
        return None
    entry = data.get(_token_key(address, name))
    token = entry.get("token") if isinstance(entry, dict) else None
    if not isinstance(token, str) or not protocol.MIN_TOKEN <= len(token) <= protocol.MAX_TOKEN \
            or not protocol.TOKEN_CHARS.issuperset(token):
        return None
    return token


def keep_token(address: str, name: str, token: str, now: float | None = None) -> None:
    """Keep the welcome's token for the table at ``address`` and this name (the latest MAX_SEAT_TOKENS), in a
    file readable by its owner only; OSError if it cannot be written."""
    path = copies_dir() / SEAT_TOKENS_FILE
    try:
        data = paths.read_json_object(path)
    except FileNotFoundError:
        data = {}
    except (OSError, ValueError):
        data = {}
        paths.move_aside(path)
    entries = {k: v for k, v in data.items() if isinstance(v, dict) and isinstance(v.get("at"), (int, float))}
    entries[_token_key(address, name)] = {"token": token, "at": time.time() if now is None else now}
    latest = sorted(entries.items(), key=lambda item: item[1]["at"])[-MAX_SEAT_TOKENS:]
    paths.ensure_dir(path.parent)
    paths.atomic_write_json(path, dict(latest))
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def copy_path(table_name: str) -> Path:
    """Where the copy of a match played at ``table_name`` is kept (one file a table name)."""
    safe = re.sub(r"[^\w.-]+", "_", table_name, flags=re.UNICODE).strip("._")[:40] or "table"
    return copies_dir() / f"{safe}{COPY_SUFFIX}"


def write_copy(table_name: str, sealed: bytes) -> Path:
    """Keep the host's sealed copy of the match played at ``table_name``, whole or not at all; its path (OSError
    if it cannot be written)."""
    path = copy_path(table_name)
    paths.ensure_dir(path.parent)
    paths.atomic_write_text(path, base64.b64encode(sealed).decode("ascii") + "\n")
    return path


def read_copy(path: Path) -> bytes:
    """A copy file's sealed bytes (ValueError with a sentence if it is not one)."""
    raw = paths.read_bytes_safely(path, limit=200_000)
    try:
        return base64.b64decode(raw.strip(), validate=True)
    except ValueError:
        raise ValueError(f"{path.name} is not a copy of a network match") from None


LAST_TABLE_FILE = "last-table.json"
MAX_FIELD = 200  # characters of an address, a code or a name read back (anything longer is not ours)


@dataclass(frozen=True)
class LastTable:
    address: str
    port: int
    code: str
    name: str  # the player's name at that table
    seat: int | None
    table_name: str

    @classmethod
    def from_dict(cls, data: Any) -> LastTable | None:
        """The table in ``data``; None for anything that is not one."""
        if not isinstance(data, dict):
            return None
        texts = [data.get(key) for key in ("address", "code", "name", "table_name")]
        port, seat = data.get("port"), data.get("seat")
        if not (all(_is_field(t) for t in texts) and _is_port(port) and _is_seat(seat)):
            return None
        address, code, name, table_name = (str(t) for t in texts)
        return cls(address, port, code, name, seat, table_name)


def _is_field(value: object) -> bool:
    """An address, a code or a name: text, neither empty nor longer than ours ever are."""
    return isinstance(value, str) and 0 < len(value) <= MAX_FIELD


def _is_port(value: object) -> TypeGuard[int]:
    return type(value) is int and 0 < value < 65536


def _is_seat(value: object) -> TypeGuard[int | None]:
    """A seat of a table, or None (a table that gave no seat yet)."""
    return value is None or (type(value) is int and 0 <= value < protocol.MAX_SEATS)


def last_table_path() -> Path:
    return copies_dir() / LAST_TABLE_FILE


def read_last_table() -> LastTable | None:
    """The table to return to, or None (no file, or a damaged one: moved aside)."""
    path = last_table_path()
    try:
        data = paths.read_json_object(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        _put_aside(path)
        return None
    table = LastTable.from_dict(data)
    if table is None:
        _put_aside(path)
    return table


def remember_table(table: LastTable) -> None:
    """Keep ``table`` as the one to return to (owner-readable); OSError if it cannot be written."""
    path = last_table_path()
    paths.ensure_dir(path.parent)
    paths.atomic_write_json(path, asdict(table))
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def forget_table() -> None:
    try:
        last_table_path().unlink()
    except FileNotFoundError:
        pass


def _put_aside(path: Path) -> None:
    try:
        paths.move_aside(path)
    except OSError:
        pass
