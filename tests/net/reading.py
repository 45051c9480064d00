"""Reading a client's messages in the tests until one is wanted, every wait bounded."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from belote_desktop.net.client import Client


async def until(client: Client, seen: list[dict], predicate: Callable[[dict], bool], timeout: float = 20.0) -> dict:
    """The first message ``predicate`` accepts (each one read is added to ``seen``); TimeoutError after
    ``timeout`` seconds, AssertionError when the host closes the connection first."""

    async def read() -> dict:
        while True:
            message = await client.receive(timeout)
            assert message is not None, "the host closed the connection"
            seen.append(message)
            if predicate(message):
                return message

    return await asyncio.wait_for(read(), timeout)
