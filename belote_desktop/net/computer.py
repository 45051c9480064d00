"""The computer's moves at the host's table (host.py): chosen from the seat's own view (``HostTable.choose``) in one
worker thread, so the host's loop never blocks, within BOT_TIMEOUT; each sent out at a time drawn before the
thinking (no tells)."""

from __future__ import annotations

import asyncio
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

from ..engine import Action, PlayerView

BOT_TIMEOUT = 60.0  # seconds a computer player may think
_REPLY_RANDOM = secrets.SystemRandom()  # the computer moves' release times: nothing of the game in them


class ChoosingTable(Protocol):
    """What the computer reads of the host's table (host.HostTable)."""

    def choose(self, seat: int, view: PlayerView | None = None, deal_index: int | None = None) -> Action: ...


class ComputerMoves:
    """The computer players' thinking thread and pace: ``bot_delay`` seconds a move on average (0: at once)."""

    def __init__(self, bot_delay: float) -> None:
        self.bot_delay = bot_delay
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="belote-bot")

    def reply_delay(self) -> float:
        """How long a computer move takes to go out, from when it is asked for: uniform between half and one and a
        half times ``bot_delay`` (its mean), from the system's randomness (nothing of the position or the match's
        seed); 0 when the host has no delay (the tests' and tools' headless host)."""
        if self.bot_delay <= 0:
            return 0.0
        return self.bot_delay * (0.5 + _REPLY_RANDOM.random())

    async def move(self, table: ChoosingTable, seat: int, view: PlayerView, deal_index: int) -> Action:
        """``seat``'s move from ``view`` (taken on the loop: the match may move on meanwhile), sent out no sooner
        than its release time. No tells (issue 58): that time is drawn before the thinking, independently of the
        position, and never sooner than the thinking is done: a forced move (one card of the suit led, one trump)
        waits as long as any other, so its speed says nothing of the computer's cards. TimeoutError past
        BOT_TIMEOUT; CancelledError when ``shutdown`` cancelled the thinking."""
        release = time.monotonic() + self.reply_delay()
        action = await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(
            self.executor, table.choose, seat, view, deal_index), BOT_TIMEOUT)
        wait = release - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        return action

    def shutdown(self) -> None:
        """The thinking thread stopped, a choice under way cancelled."""
        self.executor.shutdown(wait=False, cancel_futures=True)
