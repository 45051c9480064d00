"""What every part of the main window reads and nobody owns alone: the settings in force, the human's
seat and two switches set when the window is made (or by a test, a screenshot, the soak tool)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...storage.settings import Settings
from ..audio.voice import Speech


@dataclass
class WindowContext:
    settings: Settings  # replaced as a whole when the Settings dialog is accepted
    human: int = 0  # the human's seat
    interactive: bool = True  # False: no message box waits for an answer (tests, screenshots, soak)
    persist: bool = True  # write settings, autosave and statistics (off for screenshots)
    speech: Speech = field(default_factory=Speech)  # what a screen reader is told as the game goes (speech.py)
