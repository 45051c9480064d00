"""Issue 57, item 6: what a screen reader finds. The hand list shows by itself once Qt's accessibility bridge
is up (on Linux one turn of the event loop after the window is built); contracts and cards are named in words
in the accessible texts (the visible labels keep their symbols)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from ui_helpers import make_settings


def test_the_hand_list_shows_when_the_bridge_comes_up_after_the_window(qtbot, monkeypatch):
    from belote_desktop.ui.widgets.main_window import MainWindow

    active = [False]
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: active[0]))
    w = MainWindow(interactive=False, settings=make_settings(show_hand_list=False))
    qtbot.addWidget(w)
    w.show()
    assert not w.side.hand_shown  # no screen reader yet
    active[0] = True  # the bridge is up: Qt's first turn of the event loop
    qtbot.waitUntil(lambda: w.side.hand_shown and not w.side.hand_stack.isHidden(), timeout=2000)
    assert w.menus.act_hand_list.isChecked()
