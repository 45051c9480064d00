"""Thread bridges for the window: a table's client or host on an asyncio loop in a daemon thread.

Pure standard library (threading, asyncio): no Qt here. The window calls these from its GUI thread and hears
back through callbacks made FROM THE SESSION'S THREAD (it hands them on to the GUI thread itself, with a
queued signal), so the GUI thread never waits on the network.

``ClientSession`` joins a table: ``on_message`` gets each message as ``Client.receive`` returns it (the
welcome first; a view with ``"parsed"``, its PlayerView; an action event with ``"parsed"``, its Action; a
``deal_over`` also with ``"finished"``, the real finished DealState rebuilt from the deal's cards and this
seat's last view of that deal), then one last synthetic ``{"type": "ended", "reason": "refused" | "closed" |
"lost" | "left", "detail": str}``.

The order after each step on the wire, which the window can rely on: the ``action`` event; when the step
ended a deal, ``deal_over`` (with ``"finished"``); then this seat's ``view`` (after a deal's last action it
is already the next deal's first view); after a deal, the sealed ``copy``; at the match's end
``match_over`` (after the final view), then ``ended`` (``closed``). A take back: ``took_back``, then the
view at the step taken back to.

``HostSession`` runs a ``Host`` (its own player joins it as a normal client through 127.0.0.1).
"""

from __future__ import annotations

import asyncio
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

from ..engine import Action
from .client import CONNECT_TIMEOUT, RECEIVE_TIMEOUT, Client, Refused
from .host import Host, HostSettings, HostTable
from .protocol import ProtocolError

__all__ = ["ClientSession", "HostSession"]

JOIN_TIMEOUT = 5.0  # seconds close() and leave() wait for the session's thread to end


def _call(callback: Callable[[dict[str, Any]], None], message: dict[str, Any]) -> None:
    """A callback's own error is printed, never the end of the session."""
    try:
        callback(message)
    except Exception:  # noqa: BLE001 - the window's bug must not break the connection
        traceback.print_exc(file=sys.stderr)


def _stop_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what is left on ``loop`` (bounded) and close it."""
    try:
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.wait(pending, timeout=2.0))
        loop.run_until_complete(loop.shutdown_asyncgens())
    finally:
        loop.close()


class ClientSession:
    """One seat at a table, in a daemon thread: ``start()``, then ``act``/``take_back`` from any thread;
    ``leave()`` (the seat goes to the computer, kept for this name) or ``close()`` end it."""

    def __init__(
        self, address: str, port: int, code: str, name: str, seat: int | None,
        on_message: Callable[[dict[str, Any]], None], token: str | None = None,
    ) -> None:
        self.client = Client(address, port, code, name, seat, token=token)
        self.on_message = on_message
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._stop_reason = ""  # "left" (leave) or "closed" (close), set before _stop
        self._ended = threading.Event()
        self._tasks: set[asyncio.Task[Any]] = set()

    # -- from any thread
    def start(self) -> None:
        """Connect and read until the end, in a daemon thread (returns at once)."""
        if self._thread is not None:
            raise RuntimeError("a session starts once")
        self._thread = threading.Thread(target=self._run, name=f"belote-client-{self.client.name}", daemon=True)
        self._thread.start()

    def act(self, action: Action) -> None:
        """Play ``action`` at the last view's step (thread-safe, never blocks; ignored once ended)."""
        self._soon(lambda: self.client.act(action))

    def take_back(self) -> None:
        """Ask to take back this seat's last move, at the last view's step (thread-safe, never blocks)."""
        self._soon(self.client.take_back)

    def ready(self) -> None:
        """This player has seen the deal's end: the next deal may go on (thread-safe, never blocks)."""
        self._soon(self.client.ready)

    def back(self) -> None:
        """This player is back: the computer stops playing for him (thread-safe, never blocks)."""
        self._soon(self.client.back)

    def leave(self) -> None:
        """Send ``leave`` and close; the thread ends (waited for, 5 s at most, unless called from it)."""
        self._end("left")

    def close(self) -> None:
        """Close without ``leave`` (the host gives the seat to the computer); the thread ends."""
        self._end("closed")

    @property
    def copy(self) -> bytes | None:
        """The last sealed copy of the match received (only the host can open it)."""
        return self.client.copy

    @property
    def token(self) -> str | None:
        """The seat's token (given to come back, or the welcome's): the key to come back to this seat."""
        return self.client.token

    @property
    def short_words(self) -> str | None:
        """Three words from this connection's key (None before the key exchange): the host's window shows the
        same for this seat unless someone sits between them (``HostSession.short_words()``)."""
        return self.client.short_words

    @property
    def short_number(self) -> str | None:
        """Six digits ("123 456") from this connection's key, as ``short_words``."""
        return self.client.short_number

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._ended.is_set()

    # -- inside
    def _soon(self, make: Callable[[], Any]) -> None:
        loop = self._loop
        if loop is None or self._ended.is_set() or loop.is_closed():
            return

        def spawn() -> None:
            if self._stop_reason or self.client.writer is None:
                return
            task = asyncio.ensure_future(self._quietly(make()))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        try:
            loop.call_soon_threadsafe(spawn)
        except RuntimeError:  # the loop closed meanwhile
            pass

    @staticmethod
    async def _quietly(coroutine: Any) -> None:
        try:
            await coroutine
        except (OSError, ConnectionError, TimeoutError, AssertionError):
            pass  # the reader sees the broken connection and ends the session

    def _end(self, reason: str) -> None:
        loop, stop = self._loop, self._stop
        if not self._stop_reason:
            self._stop_reason = reason
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(JOIN_TIMEOUT)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._main(loop))
        finally:
            _stop_loop(loop)

    async def _main(self, loop: asyncio.AbstractEventLoop) -> None:
        self._stop = asyncio.Event()
        self._loop = loop
        if self._stop_reason:  # leave() or close() before the loop ran
            self._stop.set()
        ended: dict[str, Any] = {"type": "ended", "reason": "lost", "detail": ""}
        try:
            ended = await self._session()
        except Exception as error:  # a bug: the session ends, the window is told
            ended = {"type": "ended", "reason": "lost", "detail": f"{type(error).__name__}: {str(error)[:200]}"}
        finally:
            await self.client.close()
            self._ended.set()
            _call(self.on_message, ended)

    async def _session(self) -> dict[str, Any]:
        assert self._stop is not None
        stop = asyncio.ensure_future(self._stop.wait())
        reading = asyncio.ensure_future(self._read())
        try:
            await asyncio.wait({stop, reading}, return_when=asyncio.FIRST_COMPLETED)
            if reading.done():
                return reading.result()
            reading.cancel()
            await asyncio.wait({reading}, timeout=2.0)
            if self._stop_reason == "left":
                if self.client.writer is not None:
                    await self.client.leave()
                return {"type": "ended", "reason": "left", "detail": "left the table"}
            return {"type": "ended", "reason": "closed", "detail": "this side closed the connection"}
        finally:
            stop.cancel()
            reading.cancel()

    async def _read(self) -> dict[str, Any]:
        """Connect, then hand on each message until the table closes, the match ends or the connection breaks."""
        try:
            # a seat asked for mid-match: the host asks its player first (the window says so meanwhile)
            self.client.on_wait = lambda message: _call(self.on_message, {"type": "asking", "detail": message["detail"]})
            welcome = await self.client.connect(CONNECT_TIMEOUT)
        except Refused as refused:
            return {"type": "ended", "reason": "refused", "detail": refused.detail, "refusal": refused.reason}
        except (OSError, ConnectionError, TimeoutError, ProtocolError) as error:
            return {"type": "ended", "reason": "lost", "detail": f"cannot join: {error}"[:200]}
        _call(self.on_message, welcome)
        try:
            while True:  # bounded: each read waits RECEIVE_TIMEOUT at most, and the host ends its table
                message = await self.client.receive(RECEIVE_TIMEOUT)
                if message is None:
                    return {"type": "ended", "reason": "lost", "detail": "the host closed the connection"}
                _call(self.on_message, message)
                ended = _ending(message)
                if ended is not None:
                    return ended
        except TimeoutError:
            return {"type": "ended", "reason": "lost", "detail": "no word from the host"}
        except (OSError, ConnectionError, ProtocolError) as error:
            return {"type": "ended", "reason": "lost", "detail": str(error)[:200]}


def _ending(message: dict[str, Any]) -> dict[str, Any] | None:
    """The ``ended`` message a host's message makes (a refusal, the match over, the table closed), else None."""
    kind = message["type"]
    if kind == "refused":
        return {"type": "ended", "reason": "refused", "detail": message["detail"], "refusal": message["reason"]}
    if kind == "event" and message["what"] == "match_over":
        return {"type": "ended", "reason": "closed", "detail": "the match is over"}
    if kind == "event" and message["what"] == "closed":
        return {"type": "ended", "reason": "closed", "detail": "the host closed the table"}
    return None


class HostSession:
    """A table's host in a daemon thread: ``start()`` listens (and returns where), ``start_now()`` starts the
    match, ``close()`` ends the table. ``settings``: where it listens and how long it waits (``HostSettings``);
    ``on_event`` gets the Host's events, from the host's thread."""

    def __init__(self, table: HostTable, code: str, settings: HostSettings, *,
                 on_event: Callable[[dict[str, Any]], None]) -> None:
        self.table = table
        self.on_event = on_event

        def make_host() -> Host:
            return Host(table, code, settings, on_event=lambda event: _call(self.on_event, event))

        self._make_host = make_host
        self.host: Host | None = None  # made by start()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._listening = threading.Event()
        self._where: tuple[str, int] | None = None
        self._error: BaseException | None = None
        self._closing = False
        self._loop_ending = False  # set on the loop's thread once its last tasks are being cancelled

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        """Listen (blocks until listening, ``timeout`` at most): the address and port. OSError (the address
        cannot be used, the port is taken...) or ValueError, with a clear message."""
        if self._thread is not None:
            raise RuntimeError("a table starts once")
        self.host = self._make_host()  # a bad code, name or address: ValueError here, in the caller's thread
        self._thread = threading.Thread(target=self._run, name="belote-host", daemon=True)
        self._thread.start()
        if not self._listening.wait(timeout):
            self.close()
            raise OSError(f"the table did not start listening within {timeout:g} s")
        if self._error is not None:
            self._thread.join(JOIN_TIMEOUT)
            raise self._error
        assert self._where is not None
        return self._where

    def start_now(self) -> None:
        """Start the match now: the computer takes the open seats still empty (thread-safe)."""
        self._on_loop(Host.start_now)

    def close(self) -> None:
        """Close the table: the clients are told (and get their copies), the thread ends (5 s at most)."""
        self._closing = True
        loop, host = self._loop, self.host
        if loop is not None and host is not None and not loop.is_closed():
            try:  # the coroutine is made on the loop: none is left unawaited when the loop has just ended
                loop.call_soon_threadsafe(self.close_on_loop)
            except RuntimeError:
                pass
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(JOIN_TIMEOUT)

    def close_on_loop(self) -> None:
        """On the loop's thread: the host closes, unless the loop is ending (its last tasks cancelled: a close
        begun then would never run, and its coroutine would be left unawaited)."""
        if not self._loop_ending and self.host is not None:
            asyncio.ensure_future(self.host.close())

    def seats(self) -> list[dict[str, Any]]:
        """A snapshot of the seats (``HostTable.seat_list()``, each with ``away``: the computer plays for an idle
        player, and ``removed``: given to the computer for good), taken on the host's loop (thread-safe)."""
        def snapshot() -> list[dict[str, Any]]:
            return [{**entry, "away": seat.away, "removed": seat.removed}
                    for entry, seat in zip(self.table.seat_list(), self.table.seats)]

        loop = self._loop
        if loop is not None and self.running and threading.current_thread() is not self._thread:
            async def on_loop() -> list[dict[str, Any]]:
                return snapshot()

            try:
                return asyncio.run_coroutine_threadsafe(on_loop(), loop).result(2.0)
            except Exception:  # noqa: BLE001 - the loop ended meanwhile: the table no longer changes
                pass
        return snapshot()

    def answer_seat_request(self, request: int, yes: bool, not_this_match: bool = False) -> None:
        """The host's player's answer to a ``seat_request`` event (thread-safe; one over is ignored);
        ``not_this_match``: that player's later requests are refused at once for the rest of the match."""
        self._on_loop(lambda host: host.answer_seat_request(request, yes, not_this_match))

    def remove_seat(self, seat: int) -> None:
        """Give ``seat`` to the computer for good: its player's connection closed, his token revoked (thread-safe;
        the ``removed`` event follows)."""
        self._on_loop(lambda host: host.remove_seat(seat))

    def _on_loop(self, call: Callable[[Host], None]) -> None:
        loop, host = self._loop, self.host
        if loop is not None and host is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(call, host)
            except RuntimeError:  # the loop closed meanwhile
                pass

    def short_words(self) -> dict[int, tuple[str, str]]:
        """Each seated connection's short words and number (``{seat: (words, number)}``), as that player's
        window shows them (``ClientSession.short_words``, ``.short_number``); thread-safe. The host's
        ``secured`` event (``seat``, ``name``, ``short_words``, ``short_number``) tells each as it comes."""
        loop, host = self._loop, self.host
        if host is None:
            return {}

        def snapshot() -> dict[int, tuple[str, str]]:
            return {seat: (c.short_words, c.short_number) for seat, c in host.by_seat.items()}

        if loop is not None and self.running and threading.current_thread() is not self._thread:
            async def on_loop() -> dict[int, tuple[str, str]]:
                return snapshot()

            try:
                return asyncio.run_coroutine_threadsafe(on_loop(), loop).result(2.0)
            except Exception:  # noqa: BLE001 - the loop ended meanwhile
                pass
        return snapshot()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        assert self.host is not None
        loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._main(loop, self.host))
        finally:
            self._loop_ending = True
            _stop_loop(loop)
            self.host.computer.executor.shutdown(wait=True, cancel_futures=True)  # a computer's last thought: seconds

    async def _main(self, loop: asyncio.AbstractEventLoop, host: Host) -> None:
        try:
            try:
                self._where = await host.start()
            except OSError as error:
                reason = error.strerror or str(error)
                self._error = OSError(error.errno, f"cannot listen on {host.address} port {host.port}: "
                                      f"{reason}")
                return
            except ValueError as error:
                self._error = error
                return
            finally:
                self._loop = loop
                self._listening.set()
            if self._closing:
                await host.close()
            await host.serve()
        except Exception as error:  # noqa: BLE001 - a bug ends the table; the window is told
            _call(self.on_event, {"event": "error", "detail": f"{type(error).__name__}: {str(error)[:200]}"})
            await host.close()
