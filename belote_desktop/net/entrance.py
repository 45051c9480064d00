"""The way into the host's table (host.py), before a connection may say anything: admitted or refused (the table's
network, the wrong codes counted by the gate, the room for connections that have not given the code: gate.py),
then the key exchange over the table's code (channel.py), after which every line is sealed."""

from __future__ import annotations

import asyncio

from . import channel, protocol
from .connection import Connection
from .gate import CodeGate, PendingRoom, is_local_address
from .protocol import PROTOCOL_VERSION, ProtocolError

HELLO_TIMEOUT = 3.0  # seconds a new connection has for each line of its key exchange and its hello


class Entrance:
    """The table's door: its code (the key exchange's password, never sent nor received), its id (bound into every
    connection's keys), whether peers beyond the local network may knock (``allow_public``), the gate's wrong-code
    delays and the pending room. ``rate``: the messages a second a connection may send."""

    def __init__(self, code: str, allow_public: bool, rate: float) -> None:
        self.code = code
        self.table_id = channel.new_table_id()
        self.allow_public = allow_public
        self.rate = rate
        self.gate = CodeGate()  # wrong codes: their delays, per address and table-wide
        self.pending: PendingRoom[Connection] = PendingRoom()  # connections that have not given the code yet

    def admit(self, client: Connection) -> None:
        """A new connection before its key exchange: refused where the peer is not on the local network (unless
        public) or has tried too many wrong codes; room made for it among the pending."""
        if not self.allow_public and client.peer and not is_local_address(client.peer):
            raise ProtocolError("bad_code", "not on the local network")
        if self.gate.refused(client.peer):
            raise ProtocolError("bad_code", "too many wrong codes")
        for other in self.pending.add(client, client.peer):  # room for the new one: never refused for room
            other.evicted = True
            if other.task is not None:
                other.task.cancel()

    async def secure(self, client: Connection) -> None:
        """The key exchange over the table's code, before anything else: the client's SPAKE2 message, the host's
        (with the table's id), the client's key confirmation, checked (a wrong code: one guess, counted by the gate,
        answered after its delay, then ``bad_code``), the host's. Then every line is encrypted and authenticated.
        The code is never sent; nothing the host sends before the client's confirmation depends on the code, so a
        guess cannot be tested without the host counting it."""
        first = protocol.decode_handshake(await client.read(HELLO_TIMEOUT, self.rate), from_host=False)
        if not isinstance(first, protocol.Pake):
            raise ProtocolError("bad_message", "the key exchange first")
        wait = self.gate.read_after(client.peer)  # this address's last wrong code not answered yet
        if wait > 0:
            await asyncio.sleep(wait)
        # SPAKE2 is pure Python (about 10 ms a side): in a thread, so a flood of key exchanges slows the table's
        # loop without stopping it (the pending room bounds how many run at once)
        try:
            shake, keys = await asyncio.get_running_loop().run_in_executor(None, self._exchange, first.message)
        except channel.ChannelError as error:
            raise ProtocolError("bad_message", str(error)) from None
        client.send_clear(protocol.pake(PROTOCOL_VERSION, shake.message, self.table_id))
        confirmation = protocol.decode_handshake(await client.read(HELLO_TIMEOUT, self.rate), from_host=False)
        if not isinstance(confirmation, protocol.Confirm):
            raise ProtocolError("bad_message", "the key confirmation next")
        if not keys.check_guest(confirmation.mac):
            await asyncio.sleep(self.gate.wrong(client.peer))  # answered later and later (gate.py)
            raise ProtocolError("bad_code", "wrong code")
        client.send_clear(protocol.confirm(keys.confirmation))
        client.channel = keys.channel()  # from here on, every line of this connection is sealed
        client.short_words, client.short_number = keys.short_words, keys.short_number

    def _exchange(self, theirs: bytes) -> tuple[channel.Handshake, channel.Keys]:
        shake = channel.Handshake(self.code, guest=False)
        return shake, shake.finish(theirs, self.table_id)

    async def hello(self, client: Connection) -> protocol.Hello:
        """The secured connection's first line: a hello in this program's version."""
        message = protocol.decode_client(await client.read(HELLO_TIMEOUT, self.rate))
        if not isinstance(message, protocol.Hello):
            raise ProtocolError("bad_message", "say hello first")
        if message.version != PROTOCOL_VERSION:
            who = "this program" if message.version < PROTOCOL_VERSION else "the host's program"
            raise ProtocolError(
                "old_version", f"the host speaks version {PROTOCOL_VERSION}, this client {message.version}: "
                f"update {who}")
        return message
