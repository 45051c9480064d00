"""Which voice the window speaks with, and the table waiting for it (issue 71).

* The voice: the screen reader's (announcements) or the program's own (``own_voice.OwnVoice``), as the setting
  ``own_voice`` says: "auto" speaks itself where the running screen reader cannot read announcements (Orca before 45,
  found over AT-SPI), "always", "never". Once a screen reader is found (or the own voice speaks), one sentence says
  which voice speaks and that V changes it; V switches between the two (kept in the settings).
* The pace: with a screen reader or the own voice (``wait_for_voice`` "auto"), or always ("on"), a computer player's
  move waits until the last message has had time to be said (``Speech.wait_ms``, the table's ``pace.voice_wait``);
  F hurries the table on. The speech rate (``speech_rate``) times the messages and sets the own voice's speed."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible

from ...app.table import Table
from ..audio.own_voice import OwnVoice, ScreenReader, screen_reader, speaks_itself
from ...app.context import WindowContext
from ..audio.voice import Speech
from .menus import Menus
from .preferences import Preferences

LOG = logging.getLogger(__name__)
INTRODUCE_AFTER_MS = (1500, 4000)  # the accessibility bridge comes up after the window: the voice is chosen then


class VoiceSetup(QObject):
    def __init__(self, context: WindowContext[Speech], controller: Table, menus: Menus, preferences: Preferences,
                 engine: str = "") -> None:
        super().__init__(controller)
        self.context = context
        self.controller = controller
        self.preferences = preferences
        self.speech = context.speech
        self.engine = engine  # the speech engine asked of Qt ("": the system's; "mock" in tests)
        self.reader: ScreenReader | None = None
        self.introduced = False
        self.looked = 0  # the times the voice was looked for (INTRODUCE_AFTER_MS)
        self.speech.pacing = self.pacing
        self.speech.settled = self.settled
        controller.pace.voice_wait = self.speech.wait_ms
        preferences.changed.connect(self.apply)
        menus.act_hurry.triggered.connect(self.hurry)
        menus.act_voice.triggered.connect(self.switch)
        self.apply()
        for ms in INTRODUCE_AFTER_MS:
            QTimer.singleShot(ms, self, self.introduce)

    def pacing(self) -> bool:
        mode = self.context.settings.wait_for_voice
        return mode == "on" or (mode == "auto" and (QAccessible.isActive() or self.speech.speaks_itself()))

    def apply(self) -> None:
        """The settings in force: the rate, and the own voice opened or closed as ``own_voice`` says."""
        s = self.context.settings
        self.speech.clock.rate = s.speech_rate
        wanted = speaks_itself(s.own_voice, self.reader)
        if wanted and self.speech.own is None:
            self.speech.own = OwnVoice(self.engine, self)
        elif not wanted and self.speech.own is not None:
            self.speech.own.stop()
            self.speech.own.deleteLater()
            self.speech.own = None
        if self.speech.own is not None:
            self.speech.own.set_rate(s.speech_rate)

    def settled(self) -> bool:
        """The voice is chosen: the table waits for it where a screen reader may be at work (the first messages, said
        to a screen reader that cannot read them, Orca 43, would be lost), at most until the last look."""
        return self.introduced or self.looked >= len(INTRODUCE_AFTER_MS) or not QAccessible.isActive()

    def introduce(self) -> None:
        """Once a screen reader is at work (or the own voice speaks): which voice speaks, and the key to change it."""
        self.looked += 1
        if self.introduced:
            return
        if QAccessible.isActive() and self.reader is None:
            self.reader = screen_reader()
            LOG.info("screen reader found: %s", self.reader)
            self.apply()
        if QAccessible.isActive() or self.speech.speaks_itself():
            self.introduced = True
            self.speech.say(self.voice_words(), remember=False)

    def voice_words(self) -> str:
        own = self.speech.own
        if own is not None and own.available:
            return QCoreApplication.translate(
                "Speech", "The program speaks with its own voice. V: the screen reader's voice instead.")
        if own is not None:
            return QCoreApplication.translate(
                "Speech", "The program's own voice is unavailable ({why}); your screen reader speaks.").format(
                why=own.why_unavailable)
        return QCoreApplication.translate(
            "Speech", "The program speaks through your screen reader. V: the program's own voice instead.")

    def switch(self) -> None:
        """V: the other voice, kept in the settings; said in the voice now speaking."""
        s = self.context.settings
        s.own_voice = "never" if self.speech.speaks_itself() else "always"
        self.apply()
        self.preferences.save()
        self.speech.say(self.voice_words(), remember=False)

    def hurry(self) -> None:
        """F: the computer player waiting for the voice plays now (nothing said is cut)."""
        self.speech.hurry()
        self.controller.pace.hurry()
