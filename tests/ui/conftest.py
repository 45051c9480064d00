"""Fixtures for the Qt tests: a main window with instant animations and no bot pause."""

from __future__ import annotations

import pytest
from ui_helpers import make_settings

from belote_desktop.engine import find_variant


@pytest.fixture
def window(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


@pytest.fixture
def classic():
    return find_variant("classic")


@pytest.fixture
def coinche():
    return find_variant("coinche")
