"""The window's thread bridges (net/session.py): a HostSession and ClientSessions in their own threads play a
match to its end; the ended messages arrive; close() ends every thread; refusals, a lost host and a leave
end a session with the right reason. Loopback only; every wait has a timeout.
"""

from __future__ import annotations

import asyncio
import queue
import socket
import threading
import time

import pytest

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant
from belote_desktop.net import seal
from belote_desktop.net.host import HostSettings, HostTable, is_local_address
from belote_desktop.net.session import ClientSession, HostSession

CODE = "K7MQ2X"
RULES = find_variant("classic").with_overrides({"target_score": 300})
THREADS = ("belote-client", "belote-host", "belote-bot")


def _our_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith(THREADS)]


def _no_thread_left(timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while _our_threads() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _our_threads()


class Player:
    """A scripted player on a ClientSession: it acts from the session's thread, on its own views."""

    def __init__(self, port: int, name: str, seat: int | None, code: str = CODE, play: bool = True) -> None:
        self.messages: list[dict] = []
        self.ended: queue.Queue = queue.Queue()
        self.play = play
        self.acted_at = -1
        self.seat = -1
        self.session = ClientSession("127.0.0.1", port, code, name, seat, self.on_message)
        self.session.client.auto_ready = True  # ready for each next deal as soon as it comes, as a window's Next deal

    def on_message(self, message: dict) -> None:
        assert threading.current_thread().name.startswith("belote-client")
        self.messages.append(message)
        kind = message["type"]
        if kind == "welcome":
            self.seat = message["seat"]
        elif kind == "ended":
            self.ended.put(message)
        elif kind in ("view", "event") and self.play:
            client = self.session.client  # (read in the session's own thread)
            if client.my_turn() and client.step != self.acted_at:  # never while the next deal waits for someone
                self.acted_at = client.step
                assert client.view is not None
                self.session.act(choose_action(client.view, "beginner", client.step))

    def wait_ended(self, timeout: float = 90.0) -> dict:
        return self.ended.get(timeout=timeout)


def _host(seats: list[str], events: list[dict], **extra) -> tuple[HostTable, HostSession, int]:
    table = HostTable(RULES, seats, "beginner", seed=6)
    options = {"name": "Ana's table", "start_timeout": 30.0, "idle_timeout": 3600.0, **extra}
    session = HostSession(table, CODE, HostSettings("127.0.0.1", **options), on_event=events.append)
    return table, session, session.start()[1]


def test_a_host_session_and_two_client_sessions_play_a_match_to_its_end():
    key = seal.new_key()
    events: list[dict] = []
    table, host, port = _host(["open", "computer", "open", "computer"], events, copy_key=key)
    try:
        assert host.running and [s["kind"] for s in host.seats()] == ["open", "computer", "open", "computer"]
        players = [Player(port, "Ana", 0), Player(port, "Bob", 2)]
        for player in players:
            player.session.start()
        ends = [player.wait_ended() for player in players]
    finally:
        host.close()
    assert not host.running and table.over
    assert all(e["event"] != "error" for e in events)
    finished = table.match.finished
    for player, ended in zip(players, ends):
        assert ended == {"type": "ended", "reason": "closed", "detail": "the match is over"}
        kinds = [m.get("what", m["type"]) for m in player.messages]
        assert kinds[0] == "welcome" and kinds[-2:] == ["match_over", "ended"] and kinds.count("ended") == 1
        # every finished deal, rebuilt for real by the client; then the next deal's first view
        overs = [m for m in player.messages if m.get("what") == "deal_over"]
        assert [m["finished"] for m in overs] == list(finished)
        for index, kind in enumerate(kinds):
            if kind == "deal_over":  # whom the next deal waits for first; the match's last deal: its end
                assert kinds[index - 1] == "action"
                assert kinds[index + 1:index + 3] in (["waiting", "view"], ["view", "copy"], ["view", "match_over"])
        assert all(m["parsed"] is not None for m in player.messages if m["type"] == "view")
        assert player.session.copy is not None
        assert seal.unseal(player.session.copy, key)  # the host's key opens it
        assert not player.session.running
        assert sum(1 for e in events if e["event"] == "action" and e["seat"] == player.seat) > 0
    _no_thread_left()


def test_refused_lost_and_left_sessions_end_with_their_reason():
    events: list[dict] = []
    table, host, port = _host(["open", "computer", "open", "computer"], events)
    try:
        wrong = Player(port, "Eve", None, code="WRONG1")
        wrong.session.start()
        ended = wrong.wait_ended(20)
        assert ended["reason"] == "refused" and ended["refusal"] == "bad_code" and ended["detail"] == "wrong code"
        assert [m["type"] for m in wrong.messages] == ["ended"]

        leaver = Player(port, "Ana", 0, play=False)
        leaver.session.start()
        deadline = time.monotonic() + 20
        while not leaver.messages and time.monotonic() < deadline:
            time.sleep(0.02)
        assert leaver.messages[0]["type"] == "welcome"
        leaver.session.leave()
        assert leaver.wait_ended(10) == {"type": "ended", "reason": "left", "detail": "left the table"}
        assert not leaver.session.running
        deadline = time.monotonic() + 10
        while not [e for e in events if e["event"] == "left"] and time.monotonic() < deadline:
            time.sleep(0.02)
        assert [e["name"] for e in events if e["event"] == "left"] == ["Ana"]

        staying = Player(port, "Bob", 2, play=False)
        staying.session.start()
        deadline = time.monotonic() + 20
        while not staying.messages and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        host.close()  # the table closes under Bob: his session ends "closed"
    assert staying.wait_ended(10)["reason"] == "closed"
    assert not host.running
    # a table that is gone: the connection cannot be made
    lost = Player(port, "Cid", None)
    lost.session.start()
    ended = lost.wait_ended(20)
    assert ended["reason"] == "lost" and ended["detail"].startswith("cannot join")
    _no_thread_left()


def test_a_host_session_says_clearly_why_it_cannot_listen_and_is_reachable_on_loopback():
    events: list[dict] = []
    table, host, port = _host(["open", "computer", "computer", "computer"], events)
    try:
        other = HostSession(HostTable(RULES, ["open", "computer", "computer", "computer"]), CODE,
                            HostSettings("127.0.0.1", port, name="Second"), on_event=lambda e: None)
        with pytest.raises(OSError, match="cannot listen on 127.0.0.1 port"):
            other.start()
        with pytest.raises(ValueError, match="not a loopback or private address"):
            HostSession(HostTable(RULES, ["open", "computer", "computer", "computer"]), CODE,
                        HostSettings("8.8.8.8", name="Public"), on_event=lambda e: None).start()
    finally:
        host.close()
    # on every address (0.0.0.0), and on this machine's private address if it has one: also at 127.0.0.1
    addresses = ["0.0.0.0"]
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: it only picks the route's own address
        mine = probe.getsockname()[0]
        if is_local_address(mine) and not mine.startswith("127."):
            addresses.append(mine)
    except OSError:
        pass
    finally:
        probe.close()
    for address in addresses:
        events = []
        table = HostTable(RULES, ["open", "computer", "computer", "computer"], "beginner", seed=2)
        host = HostSession(table, CODE, HostSettings(address, name="Home", start_timeout=30.0, idle_timeout=3600.0),
                           on_event=events.append)
        try:
            _, port = host.start()
            player = Player(port, "Ana", 0, play=False)
            player.session.start()
            deadline = time.monotonic() + 20
            while not player.messages and time.monotonic() < deadline:
                time.sleep(0.02)
            assert player.messages and player.messages[0]["type"] == "welcome", (address, player.messages)
            assert host.seats()[0] == {"seat": 0, "kind": "remote", "name": "Ana", "away": False, "removed": False}
            player.session.close()
            assert player.wait_ended(10)["reason"] == "closed"
        finally:
            host.close()
    _no_thread_left()


def test_a_close_that_reaches_the_loop_as_it_ends_leaves_no_coroutine_unawaited():
    # close() from another thread queues the host's close on the loop; arriving while the loop's last tasks are
    # cancelled (the match just over), it would make a coroutine nothing runs any more
    table = HostTable(RULES, ["open", "computer", "computer", "computer"], "beginner", seed=6)
    session = HostSession(table, CODE, HostSettings("127.0.0.1", name="Ana's table"), on_event=lambda e: None)
    made: list[str] = []

    class Closing:
        def close(self):
            made.append("close")
            return asyncio.sleep(0)

    session.host = Closing()
    loop = asyncio.new_event_loop()
    try:
        loop.call_soon(session.close_on_loop)
        loop.run_until_complete(asyncio.sleep(0.01))
        assert made == ["close"]  # while the table runs, the host closes
        session._loop_ending = True
        loop.call_soon(session.close_on_loop)
        loop.run_until_complete(asyncio.sleep(0.01))
        assert made == ["close"] and asyncio.all_tasks(loop) == set()
    finally:
        loop.close()
