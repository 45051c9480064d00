"""The window's keys (issue 46, point 3): F11 for full screen on any session, F2 beside Ctrl+N for a new game, a
Statistics key; no key does two things; Help > Keyboard is a table of every key, the menus' read from the menus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from belote_desktop.ui.dialogs.keys_help import KeysDialog, keys_text


def _keys(action) -> set[str]:
    return {k.toString(QKeySequence.SequenceFormat.PortableText) for k in action.shortcuts()}


def test_f11_f2_and_a_statistics_key_are_on_their_actions(window):
    m = window.menus
    assert "F11" in _keys(m.act_full)  # QKeySequence.StandardKey.FullScreen is empty on a plain session
    assert {"F2", "Ctrl+N"} <= _keys(m.act_new)
    assert "Ctrl+T" in _keys(m.act_stats)
    assert "Ctrl+Q" in _keys(m.act_quit)
    assert m.act_new.shortcut().toString() == "Ctrl+N"  # the menu shows the platform's own first


def test_no_key_does_two_things(window):
    owners: dict[str, str] = {}
    for action in window.findChildren(type(window.menus.act_new)):
        for key in _keys(action):
            if key:
                assert key not in owners, f"{key}: {owners[key]!r} and {action.text()!r}"
                owners[key] = action.text()


def test_f11_turns_full_screen_on_and_off(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3000)


def test_f2_opens_a_new_game_and_ctrl_t_the_statistics(window, qtbot):
    opened: list[str] = []
    for action, what in ((window.menus.act_new, "new game"), (window.menus.act_stats, "statistics")):
        action.triggered.disconnect()  # the dialogs themselves would wait for a player
        action.triggered.connect(lambda _checked=False, what=what: opened.append(what))
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: opened == ["new game", "statistics"], timeout=3000)


def test_the_keyboard_help_lists_every_key_of_every_menu(window):
    dialog = window.rules_help.show_keys()
    rows = dialog.rows()
    listed = {keys for keys, _what in rows}
    for menu in window.menus.menus():
        for action in menu.actions():
            if action.isVisible() and not action.isSeparator() and action.shortcuts():
                assert keys_text(action) in listed, action.text()
    assert any("F11" in keys for keys in listed) and any("F2" in keys for keys in listed)
    whats = " ".join(what for _keys, what in rows)
    for words in ("Pass", "Declare", "Full screen", "Statistics", "Suggest"):
        assert words in whats, words
    # a table, not sentences broken mid-line: one row a key, both columns filled
    table = dialog.table
    filled = [r for r in range(table.rowCount()) if table.item(r, 1) is not None]
    assert len(filled) == len(rows) and all(table.item(r, 0).text() and table.item(r, 1).text() for r in filled)
    dialog.close()


def test_the_keyboard_help_of_a_network_table_leaves_out_what_it_hides(window):
    window.menus.for_network_table()
    dialog = KeysDialog(window.menus.menus(), window)
    assert not any("F2" in keys for keys, _what in dialog.rows())  # New game is the main window's there
    dialog.close()
