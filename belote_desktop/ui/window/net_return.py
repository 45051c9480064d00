"""The last table a friend joined, kept on disk so that Game › Return to <table> joins it again in one click.

One small JSON object beside the seat tokens (``net_table.copies_dir()``): the host's address and port, the
join code, the player's name, the seat he got and the table's name. It holds a code, so it is written whole
(atomic) and readable by its owner only. A damaged or odd file is moved aside and read as nothing: never a
crash. The seat's token is not here: ``net_table.kept_token`` gives it, by address and name.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ...net import protocol
from ...storage import paths
from .net_table import copies_dir

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
