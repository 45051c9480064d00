"""What the host (host.py) tells, and to whom: its events to its own side (``on_event``: the window, or the
headless host's lines), each seated connection's messages (traced, encoded, sealed, queued: connection.py), every
seat's own view after a step, the sealed copies of the match after a deal."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import IO, Any

from . import protocol, seal
from .connection import Connection
from .protocol import ProtocolError
from .table import HostTable


class Outbox:
    """The host's messages. ``by_seat``: the seated connections (the host's own dict, which seats and unseats
    them); ``trace``: a file for every message sent and the true cards after each step (tests); ``copy_key``: the
    key that seals the clients' copies of the match (None: no copies)."""

    def __init__(self, table: HostTable, by_seat: dict[int, Connection],
                 on_event: Callable[[dict[str, Any]], None], trace: IO[str] | None, copy_key: bytes | None) -> None:
        self.table = table
        self.by_seat = by_seat
        self.on_event = on_event
        self.trace = trace
        self.copy_key = copy_key
        self.copied_step = -1

    def emit(self, event: dict[str, Any]) -> None:
        self.on_event(event)

    def send(self, client: Connection, message: dict[str, Any]) -> None:
        if client.closed:
            return
        if self.trace is not None:
            self.trace.write(json.dumps({"seat": client.seat, "message": message}, separators=(",", ":")) + "\n")
        try:
            line = protocol.encode(message)
        except ProtocolError:  # never expected: a view is a few kilobytes
            self.emit({"event": "error", "detail": f"a message to seat {client.seat} is too large"})
            client.drop()
            return
        client.send_line(line)

    def broadcast(self, message: dict[str, Any]) -> None:
        self.emit({"event": message["what"], **{k: v for k, v in message.items() if k not in ("type", "what")}})
        for client in list(self.by_seat.values()):
            self.send(client, message)

    def waiting(self) -> dict[str, Any]:
        """The message that says whom the next deal waits for."""
        return protocol.event("waiting", -1, seats=sorted(self.table.ready_wanted))

    def send_views(self) -> None:
        for seat, client in list(self.by_seat.items()):
            self.send(client, self.table.view_message(seat))

    def send_copies(self) -> None:
        """Every seated client's sealed copy of the match now (seal.py; none without a key)."""
        if self.copy_key is None or not self.by_seat or self.copied_step == self.table.step:
            return
        try:
            sealed = self.table.sealed_copy(self.copy_key)
        except seal.SealError as error:  # a record too large to send: the clients keep their last copy
            self.emit({"event": "error", "detail": str(error)})
            return
        self.copied_step = self.table.step
        self.emit({"event": "copy", "step": self.table.step, "bytes": len(sealed)})
        message = protocol.copy(sealed, self.table.step)
        for client in list(self.by_seat.values()):
            self.send(client, message)

    def trace_truth(self) -> None:
        if self.trace is not None:
            self.trace.write(json.dumps({"truth": self.table.truth()}, separators=(",", ":")) + "\n")
            self.trace.flush()
