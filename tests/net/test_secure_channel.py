"""The table's code as a password, never sent; every byte after it encrypted and authenticated (issue 58).

Each attack is played as a hostile program on loopback against a real host (``Host`` in this process):

- a relay between a friend and the real table (a man in the middle that forwards every byte) reads no code, no
  seat token and no card in what it sees, and one byte it changes, either way, closes the connection;
- a program with a wrong code gets no table data, its connection is one guess, counted once by the gate (from
  127.0.0.2: this machine's own 127.0.0.1 is never counted), and nothing the host sent lets it test a code;
- a fake table that does not know the code learns nothing: the friend's program stops before its hello;
- two friends see the same short words as the host's window shows for each of them;
- the sealed copies: the library's AEAD, a changed byte refused, a copy of the old format refused plainly.

Every wait has a timeout; nothing leaves 127.0.0.0/8.
"""

from __future__ import annotations

import asyncio
import json
import queue
import time

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.engine.cards import deck_cards
from belote_desktop.net import channel, protocol, seal
from belote_desktop.net.client import Client, Refused
from belote_desktop.net.host import Host, HostSettings, HostTable
from belote_desktop.net.protocol import ProtocolError
from belote_desktop.net.session import ClientSession, HostSession

CODE = "K7MQ2XAB"
RULES = find_variant("classic").with_overrides({"target_score": 300})


class Relay:
    """A man in the middle on 127.0.0.1: forwards every byte between a guest and the host, keeps them, and
    changes one byte of the next frame going ``up`` (guest to host) or ``down`` when told."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.seen = {"up": bytearray(), "down": bytearray()}
        self.flip = {"up": False, "down": False}
        self.server: asyncio.AbstractServer | None = None
        self.tasks: set[asyncio.Task] = set()

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _handle(self, guest_reader: asyncio.StreamReader, guest_writer: asyncio.StreamWriter) -> None:
        host_reader, host_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        await asyncio.gather(self._pipe(guest_reader, host_writer, "up"), self._pipe(host_reader, guest_writer, "down"),
                             return_exceptions=True)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, way: str) -> None:
        try:
            while True:  # bounded: ends when either side closes
                data = await reader.read(65536)
                if not data:
                    break
                if self.flip[way] and len(data) > 2:
                    self.flip[way] = False
                    changed = bytearray(data)
                    at = 1  # inside the frame's base64 (a frame starts each chunk here): still base64, a wrong tag
                    changed[at] = ord("A") if changed[at] != ord("A") else ord("B")
                    data = bytes(changed)
                self.seen[way] += data
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            writer.close()

    def close(self) -> None:
        if self.server is not None:
            self.server.close()


async def _table(seats: list[str], **options) -> tuple[Host, int, asyncio.Task]:
    table = HostTable(RULES, seats, "beginner", seed=11)
    events: list[dict] = []
    host = Host(table, CODE, HostSettings("127.0.0.1", 0, start_timeout=options.pop("start_timeout", 0.5), idle_timeout=30, **options), on_event=events.append)
    host.events = events  # type: ignore[attr-defined]
    _, port = await host.start()
    return host, port, asyncio.create_task(host.serve())


async def _until(predicate, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "not in time"
        await asyncio.sleep(0.02)


async def _view(client: Client, timeout: float = 10.0) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        message = await client.receive(max(0.1, deadline - time.monotonic()))
        assert message is not None
        if message["type"] == "view":
            return message


def test_a_relay_reads_no_code_no_token_no_card_and_cannot_change_a_byte():
    async def attack():
        host, port, serving = await _table(["open", "computer", "computer", "computer"], start_timeout=30)
        relay = Relay(port)
        relay_port = await relay.start()
        ana = Client("127.0.0.1", relay_port, CODE, "Ana")
        try:
            welcome = await asyncio.wait_for(ana.connect(), 10)
            host.start_now()
            view = await _view(ana)
            hand = [str(card) for card in view["parsed"].hand]
            await ana.ping()
            await asyncio.wait_for(_view_or_pong(ana), 10)
            seen = bytes(relay.seen["up"] + relay.seen["down"])
            # what the friend's program knows, nowhere in what the relay saw
            assert len(hand) >= 5 and welcome["token"]
            assert CODE.encode() not in seen and CODE.lower().encode() not in seen
            assert welcome["token"].encode() not in seen
            assert b"welcome" not in seen and b'"hand"' not in seen and b'"Ana"' not in seen
            for card in hand:
                assert json.dumps(card).encode() not in seen  # a card as the JSON would carry it: "JH"
            # after the two key exchange messages and two confirmations, the lines are base64 only: no JSON at all
            for way in ("up", "down"):
                lines = bytes(relay.seen[way]).split(b"\n")
                assert [json.loads(line)["type"] for line in lines[:2]] == ["pake", "confirm"]
                assert all(b'"' not in line and b"{" not in line for line in lines[2:])
                assert all(set(line) <= set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=")
                           for line in lines[2:])
            # one byte changed on its way to the host: the frame does not open, the host closes the connection
            relay.flip["up"] = True
            await ana.ping()
            await _until(lambda: any(e.get("event") == "refused" and e.get("reason") == "bad_message"
                                     for e in host.events), 10)  # type: ignore[attr-defined]
            await _until(lambda: 0 not in host.by_seat, 10)  # her seat to the computer
            with pytest.raises((ProtocolError, ConnectionError, OSError)):
                for _ in range(200):  # bounded: the host closed; whatever comes does not open, or nothing does
                    if await ana.receive(5) is None:
                        raise ConnectionError("closed")
        finally:
            await ana.close()
            relay.close()
            await host.close()
            await asyncio.wait({serving}, timeout=10)  # a computer's thought cut by the close: cancelled

    asyncio.run(asyncio.wait_for(attack(), 60))


async def _view_or_pong(client: Client) -> None:
    for _ in range(100):
        message = await client.receive(10)
        assert message is not None
        if message["type"] == "pong":
            return


def test_a_byte_changed_on_its_way_to_the_guest_closes_the_connection():
    async def attack():
        host, port, serving = await _table(["open", "computer", "computer", "computer"], start_timeout=30)
        relay = Relay(port)
        relay_port = await relay.start()
        ana = Client("127.0.0.1", relay_port, CODE, "Ana")
        try:
            await asyncio.wait_for(ana.connect(), 10)
            relay.flip["down"] = True
            await ana.ping()  # the pong is changed on the way
            with pytest.raises(ProtocolError, match="does not open"):
                for _ in range(200):  # bounded: what was read before the change opens, the changed frame not
                    assert await ana.receive(10) is not None
        finally:
            await ana.close()
            relay.close()
            await host.close()
            await asyncio.wait({serving}, timeout=10)  # a computer's thought cut by the close: cancelled

    asyncio.run(asyncio.wait_for(attack(), 60))


async def _raw_exchange(port: int, code: str, address: str = "127.0.0.2", confirm: bool = True):
    """A hostile program's key exchange from ``address``: (what it read, the channel or None)."""
    reader, writer = await asyncio.wait_for(
        asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0)), 5)
    got: list[dict] = []
    try:
        shake = channel.Handshake(code, guest=True)
        writer.write(protocol.encode(protocol.pake(protocol.PROTOCOL_VERSION, shake.message)))
        reply = protocol.decode_handshake(await asyncio.wait_for(reader.readuntil(b"\n"), 10), from_host=True)
        assert isinstance(reply, protocol.Pake)
        got.append({"type": "pake"})
        if not confirm:
            return got, None
        keys = shake.finish(reply.message, reply.table)
        writer.write(protocol.encode(protocol.confirm(keys.confirmation)))
        for _ in range(10):  # bounded: read to the end
            try:
                line = await asyncio.wait_for(reader.readuntil(b"\n"), 40)
            except asyncio.IncompleteReadError as end:
                assert end.partial == b""
                break
            got.append(json.loads(line))
        return got, keys
    finally:
        writer.close()


def test_a_wrong_code_gets_no_table_data_and_is_one_guess_counted_by_the_gate():
    async def attack():
        host, port, serving = await _table(["open", "computer", "open", "computer"], start_timeout=30)
        try:
            got, _keys = await _raw_exchange(port, "WRONGCDE")
            # the host's key exchange message, then its refusal, then the end of the connection: no welcome, no
            # seats, no rules, no confirmation of the host's to test a code against
            assert got == [{"type": "pake"}, {"type": "refused", "reason": "bad_code", "detail": "wrong code"}]
            assert host.entrance.gate.wrong_codes == 1
            # a key exchange left before its confirmation: nothing keyed was sent, nothing to test, not counted
            got, _ = await _raw_exchange(port, "WRONGCD2", address="127.0.0.3", confirm=False)
            assert got == [{"type": "pake"}]
            await asyncio.sleep(0.2)
            assert host.entrance.gate.wrong_codes == 1
            # the right code from that address is still welcome (after its wrong code was answered)
            got, keys = await _raw_exchange(port, CODE, confirm=True)
            assert got[0] == {"type": "pake"} and got[1]["type"] == "confirm" and keys is not None
            assert host.entrance.gate.wrong_codes == 1
            # the friend's own program with a wrong code: Refused bad_code, before any hello
            with pytest.raises(Refused) as refused:
                await Client("127.0.0.1", port, "WRONGCDE", "Eve").connect(10)
            assert refused.value.reason == "bad_code"
            assert not host.by_seat and all(not s.name for s in host.table.seats)
        finally:
            await host.close()
            await asyncio.wait({serving}, timeout=10)  # a computer's thought cut by the close: cancelled

    asyncio.run(asyncio.wait_for(attack(), 90))


def test_a_fake_table_without_the_code_learns_no_name_and_no_token():
    async def fake_table():
        heard: list[bytes] = []

        async def handle(reader, writer):
            try:
                first = protocol.decode_handshake(await reader.readuntil(b"\n"), from_host=False)
                assert isinstance(first, protocol.Pake)
                shake = channel.Handshake("GUESSED1", guest=False)  # it does not know the code: it guesses
                keys = shake.finish(first.message, bytes(16))
                writer.write(protocol.encode(protocol.pake(protocol.PROTOCOL_VERSION, shake.message, bytes(16))))
                heard.append(await reader.readuntil(b"\n"))  # the guest's confirmation: one guess, no more
                writer.write(protocol.encode(protocol.confirm(keys.confirmation)))
                await writer.drain()
                heard.append(await asyncio.wait_for(reader.read(4096), 5))
            except (asyncio.IncompleteReadError, ConnectionError, TimeoutError):
                pass
            finally:
                writer.close()

        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        token = "t" * 43
        try:
            with pytest.raises(Refused, match="does not know the code"):
                await Client("127.0.0.1", port, CODE, "Ana", token=token).connect(10)
        finally:
            server.close()
        everything = b"".join(heard)
        assert b"Ana" not in everything and token.encode() not in everything and CODE.encode() not in everything

    asyncio.run(asyncio.wait_for(fake_table(), 30))


def test_two_friends_see_the_same_short_words_as_the_host():
    events: list[dict] = []
    table = HostTable(RULES, ["open", "computer", "open", "computer"], "beginner", seed=6)
    settings = HostSettings("127.0.0.1", name="Ana's table", start_timeout=30.0, idle_timeout=3600.0)
    host = HostSession(table, CODE, settings, on_event=events.append)
    port = host.start()[1]
    welcomed: queue.Queue = queue.Queue()
    sessions = [ClientSession("127.0.0.1", port, CODE, name, seat,
                              lambda m: welcomed.put(m) if m["type"] == "welcome" else None)
                for name, seat in (("Ana", 0), ("Bob", 2))]
    try:
        for session in sessions:
            session.start()
        seats = sorted(welcomed.get(timeout=20)["seat"] for _ in sessions)
        assert seats == [0, 2]
        words = host.short_words()
        assert set(words) == {0, 2}
        for session, seat in zip(sessions, (0, 2)):
            assert session.short_words is not None and len(session.short_words.split()) == 3
            assert all(word in channel.WORDS for word in session.short_words.split())
            assert (session.short_words, session.short_number) == words[seat]
            assert len(session.short_number.replace(" ", "")) == 6 and session.short_number.replace(" ", "").isdigit()
        assert words[0] != words[2]  # each connection its own key
        secured = {e["seat"]: (e["short_words"], e["short_number"]) for e in events if e.get("event") == "secured"}
        assert secured == words
    finally:
        for session in sessions:
            session.close()
        host.close()


def test_frames_replayed_reordered_cut_or_changed_do_not_open():
    guest, hostside = channel.Handshake(CODE, guest=True), channel.Handshake(CODE, guest=False)
    table = channel.new_table_id()
    g, h = guest.finish(hostside.message, table), hostside.finish(guest.message, table)
    assert h.check_guest(g.confirmation) and g.check_host(h.confirmation)
    assert not h.check_guest(h.confirmation) and not g.check_host(g.confirmation)  # the roles are bound
    sender, receiver = g.channel(), h.channel()
    first, second = sender.seal(b"one\n"), sender.seal(b"two\n")
    with pytest.raises(channel.ChannelError):
        receiver.open(second)  # out of order
    assert receiver.open(first) == b"one\n"
    with pytest.raises(channel.ChannelError):
        receiver.open(first)  # replayed
    for bad in (second[:-5] + b"\n", second[:10], b"\n", second.replace(second[3:4], b"A" if second[3:4] != b"A" else b"B")):
        with pytest.raises(channel.ChannelError):
            receiver.open(bad)
    assert receiver.open(second) == b"two\n"
    with pytest.raises(channel.ChannelError):
        h.channel().open(h.channel().seal(b"x\n"))  # the host's own direction is not the guest's
    other = channel.Handshake("OTHERCDE", guest=True)
    wrong = other.finish(channel.Handshake(CODE, guest=False).message, table)
    assert not channel.Handshake(CODE, guest=False).finish(other.message, table).check_guest(wrong.confirmation)
    # a different table id, or a message not of SPAKE2: other keys, or refused
    guest2, host2 = channel.Handshake(CODE, guest=True), channel.Handshake(CODE, guest=False)
    assert not host2.finish(guest2.message, table).check_guest(guest2.finish(host2.message, bytes(16)).confirmation)
    with pytest.raises(channel.ChannelError):
        channel.Handshake(CODE, guest=False).finish(b"A" + bytes(32), table)


def test_the_sealed_copy_is_the_library_aead_and_a_flipped_byte_is_refused():
    key = seal.new_key()
    record = {"kind": "match", "deck": [str(card) for card in deck_cards(RULES.deck)]}
    sealed = seal.seal(record, key)
    assert sealed.startswith(b"BLSC2") and seal.unseal(sealed, key) == record
    assert b"kind" not in sealed and b'"JH"' not in sealed
    for index in range(len(sealed)):
        changed = bytearray(sealed)
        changed[index] ^= 0x01
        with pytest.raises(seal.SealError):
            seal.unseal(bytes(changed), key)
    with pytest.raises(seal.SealError, match="another key"):
        seal.unseal(sealed, seal.new_key())
    with pytest.raises(seal.SealError, match="older version"):
        seal.unseal(b"BLSC1" + bytes(100), key)  # format 1: refused, and the error says why
