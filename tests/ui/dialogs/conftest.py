"""The dialogs' tests open their dialogs on a desktop's screen (1920x1200): the sizes they give a dialog, a laptop's
1366x768 and less, are kept. The offscreen platform's own screen is 800x800, and every dialog fits the screen it
opens on (``look.screen_fit``): on it, a dialog resized to 900x650 would stay 796 wide. The tests of that fit set
their own screen (test_dialogs_fit_the_screen.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from belote_desktop.ui.look import screen_fit

DESKTOP = QRect(0, 0, 1920, 1200)


@pytest.fixture(autouse=True)
def _desktop_screen(monkeypatch):
    monkeypatch.setattr(screen_fit, "screen_area", lambda widget: QRect(DESKTOP))
