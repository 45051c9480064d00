"""The host's seat controls and a friend's return at a real table (HostSession and ClientSessions over the
loopback address, in this process): a late friend's request answered in the host's window, a friend removed from
the Table open panel, and Game › Return to <table> bringing a friend back to his seat in one click."""

from __future__ import annotations

import socket
import threading

import pytest
from PySide6.QtCore import Qt
from tests.ui.ui_helpers import net_main_window

from belote_desktop.engine import find_variant
from belote_desktop.ui.window.net_host import SeatRequests
from belote_desktop.app.net_return import LastTable, read_last_table

RULES = find_variant("classic").with_overrides({"target_score": 200})


def _host(qtbot, main, seats=("you", "open", "open", "computer")):
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    choice = HostChoice(RULES, list(seats), ["beginner"] * 4, "Anna", "Anna's table", False, idle_limit=300)
    table = main.net_play.host(choice)
    assert table is not None
    qtbot.addWidget(table)
    return table


def _seated(qtbot, window, seat):
    qtbot.waitUntil(lambda: bool(window.controller.seat_model.entries) and window.controller.human_seat == seat, timeout=10000)


def _said(window) -> list[str]:
    return [make() for make, _ in window.talk.entries()]


@pytest.fixture
def tables(qtbot):
    opened = []
    yield opened
    for t in opened:
        t.close()
    qtbot.waitUntil(lambda: not any(th.name.startswith("belote") for th in threading.enumerate()
                                    if th.is_alive() and th is not threading.current_thread()), timeout=15000)


def test_a_late_friend_asks_and_the_host_lets_her_sit_down(qtbot, tables):
    anna, boris, chloe = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris"), net_main_window(qtbot, "Chloé")
    a = _host(qtbot, anna)
    tables.append(a)
    host = a.net_table.host_session.host
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1, table_name="Anna's table")
    tables.append(b)
    _seated(qtbot, b, 1)
    qtbot.waitUntil(lambda: any("5 minutes" in line for line in _said(a)), timeout=5000)  # the idle limit, told
    qtbot.mouseClick(a.net_table.waiting_panel.start_button, Qt.MouseButton.LeftButton)  # North: the computer's
    qtbot.waitUntil(lambda: a.controller.match is not None and b.controller.match is not None, timeout=10000)
    c = chloe.net_play.join("127.0.0.1", host.port, host.code, "Chloé", 2, table_name="Anna's table")
    tables.append(c)
    requests = a.findChild(SeatRequests)
    qtbot.waitUntil(lambda: bool(requests.open), timeout=10000)
    (box,) = requests.open.values()
    assert box.isVisible() and not box.isModal() and "Chloé asks to sit down in North's seat" in box.question.text()
    assert any("Chloé asks" in said for said, _ in a.context.speech.history)
    qtbot.mouseClick(box.yes_button, Qt.MouseButton.LeftButton)
    _seated(qtbot, c, 2)
    qtbot.waitUntil(lambda: "You let Chloé sit down in North's seat." in _said(a), timeout=5000)
    qtbot.waitUntil(lambda: c.controller.match is not None, timeout=10000)  # she plays on where the computer was


def test_the_host_removes_a_friend_for_the_rest_of_the_match(qtbot, tables):
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna)
    tables.append(a)
    host = a.net_table.host_session.host
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", 1, table_name="Anna's table")
    tables.append(b)
    _seated(qtbot, b, 1)
    panel = a.net_table.waiting_panel
    qtbot.waitUntil(lambda: panel.seat_buttons[1].text() == "Remove Boris", timeout=5000)
    assert panel.seat_buttons[2].text() == "Give to the computer" and not panel.seat_buttons[0].isVisible()
    qtbot.mouseClick(panel.seat_buttons[1], Qt.MouseButton.LeftButton)  # not interactive: no question
    qtbot.waitUntil(lambda: b.controller.network.ended, timeout=10000)
    qtbot.waitUntil(lambda: "rest of the match" in panel.seat_lines()[1], timeout=5000)
    assert not panel.seat_buttons[1].isVisible()
    qtbot.waitUntil(lambda: any("Boris" in line and "rest of the match" in line for line in _said(a)), timeout=5000)
    assert a.net_table.host_session.seats()[1]["removed"] is True


def test_a_friend_returns_to_his_seat_in_one_click(qtbot, tables):
    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna)
    tables.append(a)
    host = a.net_table.host_session.host
    _seated(qtbot, a, 0)
    assert read_last_table() is None and not anna.menus.act_return.isVisible()  # the host's own window: not kept
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", None, table_name="Anna's table",
                            remember=True)
    _seated(qtbot, b, 1)
    qtbot.waitUntil(lambda: read_last_table() is not None, timeout=5000)
    assert read_last_table() == LastTable("127.0.0.1", host.port, host.code, "Boris", 1, "Anna's table")
    assert boris.menus.act_return.isVisible() and boris.menus.act_return.text() == "Return to Anna's table"
    assert not b.menus.act_return.isVisible()  # not in a table's own window
    assert boris.net_play.return_to_table() is b and boris.net_play.tables == [b]  # still there: that window
    b.close()
    qtbot.waitUntil(lambda: a.net_table.host_session.seats()[1]["kind"] == "computer", timeout=10000)
    boris.menus.act_return.trigger()
    again = boris.net_play.tables[-1]
    assert again is not b
    tables.append(again)
    _seated(qtbot, again, 1)
    qtbot.waitUntil(lambda: a.net_table.host_session.seats()[1]["kind"] == "remote", timeout=10000)
    assert a.net_table.host_session.seats()[1]["name"] == "Boris"  # his seat, by his kept token


def test_a_return_to_a_table_gone_says_so_and_closes_its_window(qtbot, tables):
    from belote_desktop.app.net_return import remember_table

    with socket.socket() as probe:  # a port nobody listens on: the table closed since
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    boris = net_main_window(qtbot, "Boris")
    remember_table(LastTable("127.0.0.1", port, "K7MQ2XAB", "Boris", 1, "Anna's table"))
    boris.net_play.show_return()
    assert boris.menus.act_return.isVisible()
    boris.menus.act_return.trigger()
    window = boris.net_play.tables[-1]
    told: list[str] = []
    window.messages.toast.connect(told.append)
    qtbot.waitUntil(lambda: bool(told), timeout=15000)
    assert "connection to the host was lost" in told[0]
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)


def test_a_friend_who_typed_the_address_returns_to_the_table_by_its_name_and_sees_his_new_words(qtbot, tables):
    """Issue 70: Boris typed Anna's address (no table chosen from the list): his window's title, and once he has
    left, Game › Return to <table>, name the table as Anna named it, not "127.0.0.1"; the title never holds the
    program's name (Qt adds it: "Anna's table — … — Belote Desktop"). Back at his seat, his window shows the new
    connection's words, the same as Anna's talk beside his name."""
    from belote_desktop import APP_NAME

    anna, boris = net_main_window(qtbot, "Anna"), net_main_window(qtbot, "Boris")
    a = _host(qtbot, anna)
    tables.append(a)
    host = a.net_table.host_session.host
    _seated(qtbot, a, 0)
    b = boris.net_play.join("127.0.0.1", host.port, host.code, "Boris", None, remember=True)
    tables.append(b)
    _seated(qtbot, b, 1)
    qtbot.waitUntil(lambda: read_last_table() is not None, timeout=5000)
    assert read_last_table().table_name == "Anna's table"
    assert boris.menus.act_return.text() == "Return to Anna's table"
    for window in (a, b):
        title = window.windowTitle()
        assert "Anna's table" in title and APP_NAME not in title
    first_words = b.controller.network.session.short_words
    b.close()
    qtbot.waitUntil(lambda: a.net_table.host_session.seats()[1]["kind"] == "computer", timeout=10000)
    boris.menus.act_return.trigger()
    again = boris.net_play.tables[-1]
    tables.append(again)
    _seated(qtbot, again, 1)
    qtbot.waitUntil(lambda: a.net_table.host_session.seats()[1]["kind"] == "remote", timeout=10000)
    words = again.controller.network.session.short_words
    assert words and words != first_words  # a new connection, new words
    qtbot.waitUntil(lambda: any(words in line and "Boris's connection" in line for line in _said(a)), timeout=5000)
    qtbot.waitUntil(lambda: any(words in line and "Your connection" in line for line in _said(again)), timeout=5000)
    assert any(words in said for said, _ in again.context.speech.history)
