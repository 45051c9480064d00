"""A bare connection's key exchange (protocol version 4, issue 58), for the tests that speak the protocol by hand:
``await secure(reader, writer, code)`` runs SPAKE2 over the code and returns the channel (or raises
``RefusedInTheClear`` with the host's refusal); ``sealed(channel, data)`` makes frames of lines."""

from __future__ import annotations

import asyncio
import json

from belote_desktop.net import channel, protocol


class RefusedInTheClear(Exception):
    def __init__(self, message: dict) -> None:
        super().__init__(message)
        self.message = message


async def secure(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str,
                 version: int = protocol.PROTOCOL_VERSION, timeout: float = 10.0) -> channel.Channel:
    shake = channel.Handshake(code, guest=True)
    writer.write(protocol.encode(protocol.pake(version, shake.message)))
    reply = protocol.decode_handshake(await asyncio.wait_for(reader.readuntil(b"\n"), timeout), from_host=True)
    if isinstance(reply, dict):
        raise RefusedInTheClear(reply)
    assert isinstance(reply, protocol.Pake)
    keys = shake.finish(reply.message, reply.table)
    writer.write(protocol.encode(protocol.confirm(keys.confirmation)))
    proof = protocol.decode_handshake(await asyncio.wait_for(reader.readuntil(b"\n"), timeout), from_host=True)
    if isinstance(proof, dict):
        raise RefusedInTheClear(proof)
    assert isinstance(proof, protocol.Confirm) and keys.check_host(proof.mac)
    return keys.channel()


def sealed(chan: channel.Channel, data: bytes) -> bytes:
    """``data`` (lines, or bytes ending without a newline) as frames, one a line (the last without its newline)."""
    parts = data.split(b"\n")
    frames = [chan.seal(part + b"\n") for part in parts[:-1]]
    if parts[-1]:
        frames.append(chan.seal(parts[-1]).rstrip(b"\n"))
    return b"".join(frames)


def opened(chan: channel.Channel | None, line: bytes) -> dict:
    return json.loads(chan.open(line) if chan is not None else line)
