"""Speech: the voice of the program (issues 57 and 71), the one channel of what the window says; ``app/narrator.py``
has the ``Narrator`` that follows the game through it. Here, below the window, so that a dialog (Review) and the
bidding panel reach the window's voice without importing the window.

A message goes to the screen reader as an accessibility announcement from the card table, or, where the program
speaks itself (``own_voice.OwnVoice``), to the system's speech service. ``VoiceClock`` keeps when what was said will
have been heard: from each message's length at the speech rate (a screen reader says when nothing is done), or the own
voice's "finished" signal. The computer players wait for it (``wait_ms``, the table's ``pace.voice_wait``) and a key
hurries them on (``hurry``). A message is assertive (it flushes a screen reader's queue) only when nothing said before
is still unheard: else it is queued politely, so that no message throws away another the player has not heard."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ...learn import table_words as text
from .own_voice import OwnVoice

HISTORY = 400  # the recent messages kept (the tests count a whole deal's)
# a message's time at 175 words a minute, fitted on espeak-ng's durations of 82 of the program's messages and the
# table's names (mean error 0.09 s), with the start's pause raised so that none is under espeak-ng's time
PAUSE_S = 0.6  # a message's start and end
LETTER_S, DIGIT_S, STOP_S = 0.0456, 0.25, 0.373  # each letter or space; each digit (said as words); , . : ; ! ?
NORMAL_RATE = 175
OWN_VOICE_GRACE_S = 5.0  # the own voice is waited for this much longer than the clock says, at most
AWAY_POLL_MS = 250  # the table waiting for the player to come back to its window looks again this often


@dataclass
class VoiceClock:
    """When the messages said will have been spoken: a polite message starts when the one before ends, an
    assertive one at once. ``seconds`` holds espeak-ng's durations from above for the program's messages (at 175
    words a minute: "East plays the Nine of Diamonds." 2.6 s estimated, 2.0 s spoken)."""

    rate: int = 175  # words a minute
    busy_until: float = 0.0
    now: Callable[[], float] = field(default=time.monotonic)

    def seconds(self, message: str) -> float:
        digits = sum(ch.isdigit() for ch in message)
        stops = sum(ch in ",.:;!?" for ch in message)
        letters = len(message) - digits
        return PAUSE_S + NORMAL_RATE / self.rate * (LETTER_S * letters + DIGIT_S * digits + STOP_S * stops)

    def said(self, message: str, assertive: bool) -> None:
        now = self.now()
        start = now if assertive else max(now, self.busy_until)
        self.busy_until = start + self.seconds(message)

    def remaining_s(self) -> float:
        return max(0.0, self.busy_until - self.now())

    def hurry(self) -> None:
        """The player goes on: what was said counts as heard (the voice itself is not stopped)."""
        self.busy_until = min(self.busy_until, self.now())


class Speech(QObject):
    """The program's voice: announcements from ``target`` (the card table), or the own voice."""

    spoken = Signal(str, bool)  # the message, assertive

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target: QWidget | None = None
        self.history: deque[tuple[str, bool]] = deque(maxlen=HISTORY)
        self.last = ""
        self.count = 0  # every message said since the window opened (``history`` keeps the recent ones)
        self.clock = VoiceClock()
        self.own: OwnVoice | None = None  # set where the program speaks itself
        self.pacing: Callable[[], bool] = lambda: False  # whether the computer players wait for the voice
        self.settled: Callable[[], bool] = lambda: True  # the voice is chosen (the screen reader looked for)

    def attach(self, target: QWidget) -> None:
        self.target = target

    def speaks_itself(self) -> bool:
        return self.own is not None and self.own.available

    def say(self, message: str, assertive: bool = False, remember: bool = True) -> None:
        """Say ``message`` (for the ear: no card or suit symbols). ``assertive`` only where nothing said is unheard
        (else it waits its turn). ``remember``: the repeat key says it again (the repeat is not remembered)."""
        message = text.spoken(message.strip())
        if not message:
            return
        assertive = assertive and not self.unheard()
        if self.own is not None and self.own.available:
            self.own.say(message, interrupt=assertive)
        elif self.target is not None:
            event = QAccessibleAnnouncementEvent(self.target, message)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
        self.clock.said(message, assertive)
        self.history.append((message, assertive))
        self.count += 1
        if remember:
            self.last = message
        self.spoken.emit(message, assertive)

    def unheard(self) -> bool:
        """Something said is still being spoken (or waits to be)."""
        if self.own is not None and self.own.available:
            return self.own.speaking()
        return self.clock.remaining_s() > 0

    def wait_ms(self) -> int:
        """How long the computer players wait before their next move (0: the voice is done, or not waited for). While
        the window is not the active one (not yet shown, or the player in another window, the rules book...) the table
        waits for him: a screen reader says the window he comes to, cutting what it was saying."""
        if not self.pacing():
            return 0
        if not self.settled() or self.target is not None and not self.target.isActiveWindow():
            return AWAY_POLL_MS  # (nor before the voice is chosen: said to a screen reader that cannot say it, lost)
        remaining = self.clock.remaining_s()
        if self.own is not None and self.own.available:  # the engine's own "finished", within a grace period
            late = self.own.speaking() and self.clock.now() < self.clock.busy_until + OWN_VOICE_GRACE_S
            return max(int(remaining * 1000), 100 if late else 0)
        return int(remaining * 1000)

    def hurry(self) -> None:
        """The key that hurries the table on: the next move does not wait for the voice."""
        self.clock.hurry()
        self.clock.busy_until -= OWN_VOICE_GRACE_S  # the own voice is not waited for either

    def repeat(self) -> None:
        """The repeat key: the last thing said, again (or that nothing was said yet)."""
        self.say(self.last or QCoreApplication.translate("Speech", "Nothing has been said yet."), remember=False)
