"""What every part of the main window reads and nobody owns alone: the settings in force, the human's
seat, two switches set when the window is made (or by a test, a screenshot, the soak tool), and the window's voice.

The voice is the window's (``ui/audio/voice.Speech``, a ``host.Speaker`` here): the window's parts read a
``WindowContext[Speech]``; the application's parts read what they need of it through ``host.TableContext`` and
``host.Spoken``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

from ..storage.settings import Settings

SpeakerT = TypeVar("SpeakerT")  # the window's voice (ui/audio/voice.Speech), a host.Speaker to the parts below it


@dataclass
class WindowContext(Generic[SpeakerT]):
    settings: Settings  # replaced as a whole when the Settings dialog is accepted
    human: int = 0  # the human's seat
    interactive: bool = True  # False: no message box waits for an answer (tests, screenshots, soak)
    persist: bool = True  # write settings, autosave and statistics (off for screenshots)
    speech: SpeakerT = field(kw_only=True)  # what a screen reader is told as the game goes (app/narrator.py)
