"""One connection to the host (host.py), its own input and output: its lines read (each within a time limit and the
client's message rate, opened from its frame once the connection is secured), its queue of lines written in order,
and its end (what is queued sent first; a refused connection closed gently, ``linger``)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from . import channel, protocol
from .protocol import ProtocolError

BURST = 100  # messages a client may send at once (its rate: HostSettings.rate)
SEND_TIMEOUT = 10.0  # seconds a client may take to read what it is sent
QUEUE_LIMIT = 512  # messages waiting for one client; a client that far behind is closed
LINGER_SECONDS = 1.0  # after a refusal: how long the host reads what the client still sends before closing
LINGER_BYTES = 4096  # ... and how much at most (so the close does not reset the refusal away)


class Connection:
    """One connection: its seat once admitted, its queue of lines to send, its rate bucket."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.seat = -1
        self.name = ""
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(QUEUE_LIMIT)
        self.tokens = float(BURST)
        self.last = time.monotonic()
        self.closed = False
        self.linger = False  # refused: send the refusal, shut the write side, read a little, then close
        self.task: asyncio.Task[Any] | None = None  # the task serving it (cancelled to make way for another)
        self.evicted = False  # pushed out of the pending room by a newer connection
        peer = writer.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        self.channel: channel.Channel | None = None  # once the key exchange is done: every line encrypted
        self.short_words = ""  # the words both sides can compare (channel.Keys.short_words), once secured
        self.short_number = ""

    def refund(self) -> None:
        self.tokens = min(float(BURST), self.tokens + 1.0)

    def take_token(self, rate: float) -> bool:
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    # -- reading
    async def read(self, timeout: float, rate: float) -> bytes:
        """One line (opened from its frame once the connection is secured); ProtocolError too_large for a longer
        one, too_many beyond ``rate`` messages a second, bad_message for a frame that does not open (changed,
        replayed, out of order, cut), ConnectionError at its end or its timeout."""
        try:
            line = await asyncio.wait_for(self.reader.readuntil(b"\n"), timeout)
        except asyncio.LimitOverrunError:
            raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes") from None
        except asyncio.IncompleteReadError as error:
            if len(error.partial) >= protocol.MAX_MESSAGE:
                raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes") from None
            raise ConnectionError("closed") from None
        except TimeoutError:
            raise ConnectionError("silent too long") from None
        if not self.take_token(rate):
            raise ProtocolError("too_many", f"more than {rate:g} messages a second")
        if self.channel is not None:
            if len(line) > protocol.MAX_FRAME:
                raise ProtocolError("too_large", f"a line over {protocol.MAX_MESSAGE} bytes")
            try:
                line = self.channel.open(line)
            except channel.ChannelError as error:
                raise ProtocolError("bad_message", str(error)) from None
        return line

    # -- writing
    def send_clear(self, message: dict[str, Any]) -> None:
        """A line of the key exchange, in the clear (never a secret)."""
        if not self.closed:
            self.queue.put_nowait(protocol.encode(message))

    def send_line(self, line: bytes) -> None:
        """An encoded line queued, sealed once the connection is secured (in the queue's order: the frames'
        counter is that order); a connection too far behind to take it is dropped (it cannot be reading)."""
        if self.channel is not None:
            line = self.channel.seal(line)
        try:
            self.queue.put_nowait(line)
        except asyncio.QueueFull:
            self.drop()

    async def write_queue(self) -> None:
        """Write the queued lines in order until the end of the queue (None), the connection's end or a client
        that does not read (SEND_TIMEOUT)."""
        done = False
        try:
            while True:
                line = await self.queue.get()
                if line is None:
                    done = True
                    break
                self.writer.write(line)
                await asyncio.wait_for(self.writer.drain(), SEND_TIMEOUT)
        except (OSError, TimeoutError, ConnectionError):
            pass
        finally:
            self.closed = True
            if not (done and self.linger):  # a refused client's connection is closed by linger()
                self.writer.close()

    # -- the end
    def finish(self) -> None:
        """Send what is queued, then close (the writer task ends on the None)."""
        if not self.closed:
            self.closed = True
            try:
                self.queue.put_nowait(None)
            except asyncio.QueueFull:
                self.writer.close()

    def drop(self) -> None:
        self.closed = True
        self.writer.close()

    async def close_gently(self) -> None:
        """Close a refused connection gently: its refusal sent, shut the write side, read (and drop) what the
        client still sends, LINGER_BYTES and LINGER_SECONDS at most, then close. Closing at once, with the
        client's unread lines (a hello not yet read) in the socket, resets the connection, and the client may
        lose the refusal before it reads it."""
        writer, reader = self.writer, self.reader
        try:
            if writer.can_write_eof():
                writer.write_eof()
            deadline = time.monotonic() + LINGER_SECONDS
            got = 0
            while got < LINGER_BYTES:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                data = await asyncio.wait_for(reader.read(LINGER_BYTES - got), left)
                if not data:
                    break  # the client closed its side: nothing left to reset
                got += len(data)
        except (OSError, ConnectionError, TimeoutError):
            pass
