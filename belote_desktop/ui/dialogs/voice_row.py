"""Settings › Preferences › Voice (issue 71): one row, the program's own voice (automatic, always, never; "unavailable"
where Qt finds no speech engine), whether the computer players wait for the voice, and the speech rate."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget

from ...storage.settings import SPEECH_RATES, Settings
from ..audio.own_voice import engines


class VoiceValues(TypedDict):
    """The row's settings, by their names in ``Settings``."""

    own_voice: str
    wait_for_voice: str
    speech_rate: int


@dataclass
class VoiceRow:
    widget: QWidget
    own_voice: QComboBox
    wait_for_voice: QComboBox
    speech_rate: QSpinBox

    def values(self) -> VoiceValues:
        return {"own_voice": self.own_voice.currentData(), "wait_for_voice": self.wait_for_voice.currentData(),
                "speech_rate": self.speech_rate.value()}


def _combo(items: list[tuple[str, str]], value: str, name: str) -> QComboBox:
    box = QComboBox()
    for words, data in items:
        box.addItem(words, data)
    box.setCurrentIndex(max(0, box.findData(value)))
    box.setAccessibleName(name)
    return box


def voice_row(settings: Settings) -> VoiceRow:
    translate = QCoreApplication.translate
    available = bool(engines())
    own = _combo([(translate("Settings", "Own voice where the screen reader cannot speak"), "auto"),
                  (translate("Settings", "Always the program's own voice"), "always"),
                  (translate("Settings", "Never the program's own voice"), "never")],
                 settings.own_voice, translate("Settings", "The program's own voice"))
    if not available:
        own.setEnabled(False)
        own.setToolTip(translate("Settings", "Unavailable: no speech engine was found on this computer"))
        own.setAccessibleDescription(own.toolTip())
    wait = _combo([(translate("Settings", "Players wait for it with a screen reader"), "auto"),
                   (translate("Settings", "Players always wait for it"), "on"),
                   (translate("Settings", "Players never wait for it"), "off")],
                  settings.wait_for_voice, translate("Settings", "Waiting for the voice"))
    rate = QSpinBox()
    rate.setRange(*SPEECH_RATES)
    rate.setSingleStep(25)
    rate.setSuffix(translate("Settings", " words a minute"))
    rate.setValue(settings.speech_rate)
    rate.setAccessibleName(translate("Settings", "Speech rate"))
    host = QWidget()
    layout = QVBoxLayout(host)  # the own voice over the waiting and the rate: the dialog stays small
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(own)
    line = QHBoxLayout()
    line.addWidget(wait)
    line.addWidget(rate)
    layout.addLayout(line)
    return VoiceRow(host, own, wait, rate)
