"""The side panel as the settings want it: the hand list (View › Hand as a list, always on with a screen reader
at work) and the table talk folded or open, both kept in the settings."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from ...app.context import WindowContext
from ..audio.voice import Speech
from .menus import Menus
from .preferences import Preferences
from .side_panel import SidePanel


class SideView:
    def __init__(self, context: WindowContext[Speech], preferences: Preferences, side: SidePanel, menus: Menus) -> None:
        self.context = context
        self.preferences = preferences
        self.side = side
        self.menus = menus
        # Qt's AT-SPI bridge comes up after the window: the window asks again (check_screen_reader) once its event
        # loop runs, a little later, and whenever it is activated (a screen reader started afterwards): issue 57
        self.reader_seen = QAccessible.isActive()

    def toggle_hand_list(self) -> None:
        """View > Hand as a list: kept in the settings."""
        self.context.settings.show_hand_list = not self.context.settings.show_hand_list
        self.preferences.save()
        self.apply()

    def on_talk_folded(self, open_: bool) -> None:
        if self.context.settings.talk_open != open_:
            self.context.settings.talk_open = open_
            self.preferences.save()

    def apply(self) -> None:
        """The side panel as the settings want it: the hand list (always with a screen reader at work), the talk."""
        s = self.context.settings
        shown = s.show_hand_list or s.screen_reader == "on" or QAccessible.isActive()
        self.side.show_hand_list(shown)
        self.menus.act_hand_list.setChecked(shown)
        self.side.set_talk_open(s.talk_open)

    def check_screen_reader(self) -> None:
        """The hand list on by itself as soon as a screen reader is at work (and as the settings want it after)."""
        active = QAccessible.isActive()
        if active != self.reader_seen:
            self.reader_seen = active
            self.apply()
