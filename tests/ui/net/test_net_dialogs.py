"""Host a table, Table open, Join a table (issue 36): choices, refusals, the search off the GUI thread."""

from __future__ import annotations

import dataclasses
import socket
import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from belote_desktop.engine import VARIANTS, find_variant
from belote_desktop.net.discovery import TableFound
from belote_desktop.ui.dialogs import host_dialog, join_dialog
from belote_desktop.ui.dialogs.host_dialog import HostChoice, HostDialog, WaitingPanel, local_addresses
from belote_desktop.ui.dialogs.join_dialog import JoinDialog

TABLES = [TableFound("192.168.1.20", 41234, "Ana's table", "coinche", (1, 3)),
          TableFound("10.0.0.7", 40001, "Dimitar", "belot_3p", (2,))]


def _join(qtbot, finder=lambda: list(TABLES), **kwargs) -> JoinDialog:
    dialog = JoinDialog(None, player_name=kwargs.pop("player_name", "Bob"), finder=finder, **kwargs)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.searching, timeout=5000)
    return dialog


def _type(edit, words: str) -> None:
    edit.clear()
    edit.setFocus()
    edit.insert(words)  # as typed: textEdited and textChanged
    edit.textEdited.emit(edit.text())


# -- Host a table ----------------------------------------------------------------------------------

def test_host_choices_round_trip(qtbot):
    dialog = HostDialog(None, current_rules=find_variant("coinche"), player_name="Ana")
    qtbot.addWidget(dialog)
    assert dialog.game_combo.currentData() == "coinche"  # the game in progress chosen
    assert dialog.table_edit.text() == "Ana's table"
    assert dialog.discoverable.isChecked()
    dialog.set_seat_kind(2, "computer")
    dialog.seat_rows[2][2].setCurrentIndex(dialog.seat_rows[2][2].findData("expert"))
    dialog.target.setValue(1500)
    dialog.discoverable.setChecked(False)
    dialog.table_edit.setText("Chez Ana")
    dialog.table_edit.textEdited.emit("Chez Ana")
    choice = dialog.chosen()
    assert choice.seats == ["you", "open", "computer", "open"]
    assert choice.levels[2] == "expert" and len(choice.levels) == 4
    assert choice.rules.id == "coinche" and choice.rules.target_score == 1500
    assert (choice.name, choice.table_name, choice.discoverable) == ("Ana", "Chez Ana", False)
    assert dialog.ok.isEnabled()

    again = HostChoice.from_dict(choice.to_dict())
    assert again == choice
    # the last choices preselect the next dialog (the same game in progress)
    second = HostDialog(None, current_rules=find_variant("coinche"), player_name="Ana", last=choice.to_dict())
    qtbot.addWidget(second)
    assert second.seat_kinds() == ["you", "open", "computer", "open"]
    assert second.seat_levels()[2] == "expert"
    assert second.table_edit.text() == "Chez Ana" and not second.discoverable.isChecked()
    # a damaged memory is ignored, not an error
    for junk in (None, [], {"variant": "nope"}, {**choice.to_dict(), "seats": ["open"] * 4},
                 {**choice.to_dict(), "levels": ["genius"] * 4}, {**choice.to_dict(), "discoverable": "yes"}):
        assert HostChoice.from_dict(junk) is None
    third = HostDialog(None, current_rules=None, player_name="Ana", last={"variant": 3})
    qtbot.addWidget(third)
    assert third.seat_kinds()[0] == "you"


def test_no_open_seat_is_refused_with_its_reason(qtbot):
    dialog = HostDialog(None, current_rules=find_variant("classic"), player_name="Ana")
    qtbot.addWidget(dialog)
    for seat in (1, 2, 3):
        dialog.set_seat_kind(seat, "computer")
    why = "Open at least one seat for a friend, or play a normal game"
    assert not dialog.ok.isEnabled()
    assert dialog.message.text() == why and dialog.ok.toolTip() == why
    dialog.show()
    dialog.accept()  # Enter or a script: still refused
    assert dialog.isVisible() and dialog.result() == 0
    dialog.set_seat_kind(3, "open")
    assert dialog.ok.isEnabled() and "1 seat open" in dialog.message.text()
    dialog.name_edit.setText("   ")
    assert not dialog.ok.isEnabled() and "name" in dialog.message.text()


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_seats_follow_the_games_player_count(qtbot, variant):
    rules = find_variant(variant)
    dialog = HostDialog(None, current_rules=rules, player_name="Ana")
    qtbot.addWidget(dialog)
    assert len(dialog.seat_rows) == rules.players
    assert dialog.seat_kinds()[0] == "you" and not dialog.seat_rows[0][1].isEnabled()
    assert len(dialog.chosen().seats) == rules.players
    places = [label.text().split(" — ")[0] for label, _k, _l in dialog.seat_rows]
    assert places[0] == "South" and len(set(places)) == rules.players


def test_changing_the_game_rebuilds_the_seats(qtbot):
    dialog = HostDialog(None, current_rules=find_variant("classic"), player_name="Ana")
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("belot_2p"))
    assert len(dialog.seat_rows) == 2 and dialog.chosen().seats == ["you", "open"]
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("belot_3p"))
    assert len(dialog.seat_rows) == 3 and dialog.chosen().rules.players == 3
    # New Game's answer to "Change the rules…"
    asked = []
    dialog.rulesRequested.connect(lambda: asked.append(True))
    qtbot.mouseClick(dialog.change_rules, Qt.MouseButton.LeftButton)
    assert asked
    custom = dataclasses.replace(find_variant("tarabish"), target_score=700)
    dialog.set_rules(custom)
    assert dialog.game_combo.currentData() == "tarabish" and dialog.target.value() == 700
    assert dialog.chosen().rules == custom
    assert "with your changes" in dialog.rules_label.text()
    dialog.target.setValue(500)
    assert "standard" in dialog.rules_label.text() and dialog.chosen().rules == find_variant("tarabish")


def test_host_dialog_keyboard_and_names(qtbot):
    dialog = HostDialog(None, current_rules=find_variant("classic"), player_name="Ana")
    qtbot.addWidget(dialog)
    dialog.resize(900, 650)
    dialog.show()
    qtbot.waitExposed(dialog)
    for widget in dialog.findChildren(QWidget):
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.metaObject().className() \
                in ("QComboBox", "QLineEdit", "QCheckBox", "QSpinBox", "QPushButton"):
            assert widget.accessibleName() or getattr(widget, "text", lambda: "")(), widget
    # Tab goes through every seat's choice
    seen = set()
    dialog.activateWindow()
    dialog.game_combo.setFocus()
    for _ in range(30):
        focused = dialog.focusWidget()
        assert focused is not None
        seen.add(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    for _label, kind, level in dialog.seat_rows[1:]:
        assert kind in seen and level in seen
    assert dialog.name_edit in seen and dialog.ok in seen
    # nothing wider than the dialog at 900x650
    assert dialog.findChild(QWidget, "themedRoot").width() <= 900


# -- Table open -------------------------------------------------------------------------------------

def test_waiting_panel_shows_the_code_and_the_seats(qtbot):
    panel = WaitingPanel(None, rules=find_variant("coinche"), code="K7MQ2XAB", port=41234, table_name="Ana's table",
                         addresses=["192.168.1.20"])
    qtbot.addWidget(panel)
    assert panel.code_label.text() == "K7MQ2XAB"
    assert "192.168.1.20" in panel.address_label.text() and "41234" in panel.address_label.text()
    assert all("Waiting for a friend" in line for line in panel.seat_lines()[1:])
    panel.set_seats([{"seat": 0, "kind": "host", "name": "Ana"}, {"seat": 1, "kind": "remote", "name": "Bob"},
                     {"seat": 2, "kind": "computer", "name": ""}, {"seat": 3, "kind": "remote", "name": "Chloé",
                                                                   "connected": False}])
    lines = panel.seat_lines()
    assert lines[0].startswith("South") and "Ana" in lines[0]
    assert "Bob, at the table" in lines[1] and "Computer player" in lines[2]
    assert "Chloé, connection lost" in lines[3]
    assert panel.summary.text().startswith("2 friends seated")
    panel.set_seats([{"seat": 0, "kind": "host", "name": "Ana"}, {"seat": 1, "kind": "computer", "name": "Bob"},
                     {"seat": 2, "kind": "computer", "name": ""}, {"seat": 3, "kind": "open", "name": ""}])
    assert "for Bob who left" in panel.seat_lines()[1]
    assert "1 seat waiting" in panel.summary.text()
    assert panel.diagram.names[1] != "Bob"  # he left: the computer sits there

    signals = []
    panel.startRequested.connect(lambda: signals.append("start"))
    panel.closeRequested.connect(lambda: signals.append("close"))
    panel.dismissed.connect(lambda: signals.append("hidden"))
    panel.show()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert signals == ["start", "close", "hidden"] and not panel.isVisible()
    panel.copy_code()
    assert QGuiApplication.clipboard().text() == "K7MQ2XAB"


def test_local_addresses_keep_only_home_network_addresses(monkeypatch):
    def fake_getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET, 0, 0, "", (a, 0)) for a in ("127.0.1.1", "8.8.4.4", "192.168.1.20")] + [
            (socket.AF_INET6, 0, 0, "", ("fe80::1%eth0", 0, 0, 2)), (socket.AF_INET6, 0, 0, "", ("fd12::20", 0, 0, 0)),
            (socket.AF_INET6, 0, 0, "", ("2001:db8::1", 0, 0, 0))]

    monkeypatch.setattr(socket, "gethostname", lambda: "box")
    monkeypatch.setattr(socket, "getaddrinfo", fake_getaddrinfo)
    monkeypatch.setattr(socket, "gethostbyname_ex", lambda host: ("box", [], ["10.1.2.3", "192.168.1.20"]))
    assert local_addresses() == ["10.1.2.3", "192.168.1.20", "fd12::20"]

    def offline(*_args, **_kwargs):
        raise OSError("no network")

    monkeypatch.setattr(socket, "getaddrinfo", offline)
    monkeypatch.setattr(socket, "gethostbyname_ex", offline)
    assert local_addresses() == ["127.0.0.1"]


def test_local_addresses_really(monkeypatch):
    addresses = local_addresses()  # this machine, offline or not: never empty, never a public address
    assert addresses and all(host_dialog.is_local_address(a) for a in addresses)


# -- Join a table -----------------------------------------------------------------------------------

def test_join_lists_the_tables_found_and_round_trips(qtbot):
    dialog = _join(qtbot)
    assert dialog.table_list.count() == 2
    assert "Ana's table" in dialog.table_list.item(0).text() and "La Coinche" in dialog.table_list.item(0).text()
    assert "2 free seats" in dialog.table_list.item(0).text()
    assert "1 free seat" in dialog.table_list.item(1).text()
    assert not dialog.ok.isEnabled()
    dialog.table_list.setCurrentRow(0)
    assert dialog.address_edit.text() == "192.168.1.20" and dialog.port_edit.text() == "41234"
    seats = [dialog.seat_combo.itemData(i) for i in range(dialog.seat_combo.count())]
    assert seats == [None, 1, 3]
    _type(dialog.code_edit, "k7mq2xab")
    assert dialog.code_edit.text() == "K7MQ2XAB"  # uppercase as typed
    assert dialog.ok.isEnabled() and dialog.message_text() == "Ready: press Join"
    dialog.seat_combo.setCurrentIndex(2)
    choice = dialog.chosen()
    assert choice == join_dialog.JoinChoice("192.168.1.20", 41234, "K7MQ2XAB", "Bob", 3, False)
    assert choice.to_dict() == {"address": "192.168.1.20", "port": 41234, "name": "Bob"}
    # typing another address forgets the table and its seats
    _type(dialog.address_edit, "192.168.1.21")
    assert dialog.table_list.currentRow() == -1 and dialog.seat_combo.count() == 1
    # the last address and port come back
    again = _join(qtbot, finder=lambda: [], player_name="", last=choice.to_dict())
    assert (again.address_edit.text(), again.port_edit.text(), again.name_edit.text()) == (
        "192.168.1.20", "41234", "Bob")


def test_the_search_runs_off_the_gui_thread(qtbot):
    gui = threading.get_ident()
    threads = []

    def slow():
        threads.append(threading.get_ident())
        time.sleep(0.3)
        return [TABLES[0]]

    dialog = JoinDialog(None, player_name="Bob", finder=slow)
    qtbot.addWidget(dialog)
    assert dialog.searching and dialog.status.text() == "Looking for tables…"
    assert not dialog.again.isEnabled()
    ticks = []
    start = time.monotonic()
    while dialog.searching and time.monotonic() - start < 5:
        QCoreApplication.processEvents()
        ticks.append(time.monotonic())
        time.sleep(0.01)
    assert not dialog.searching and dialog.table_list.count() == 1
    assert threads and threads[0] != gui
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) > 10 and max(gaps) < 0.2  # the GUI kept processing events while the finder slept
    # none found, then "Look again" finds one
    answers = [[], [TABLES[1]]]
    quiet = _join(qtbot, finder=lambda: answers.pop(0))
    assert quiet.table_list.count() == 0
    assert quiet.status.text().startswith("No table found on this network")
    qtbot.mouseClick(quiet.again, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not quiet.searching, timeout=5000)
    assert quiet.table_list.count() == 1
    # a search that fails is said, not raised

    def broken():
        raise OSError("network down")

    failed = _join(qtbot, finder=broken)
    assert "could not be searched" in failed.status.text()


@pytest.mark.parametrize(("field", "words", "message"), [
    ("address", "192.168.1", "is not an address"),
    ("address", "my_pc!", "is not an address"),
    ("port", "0", "from 1 to 65535"),
    ("port", "70000", "from 1 to 65535"),
    ("port", "12a", "from 1 to 65535"),
    ("code", "K7MQ", "The code has 8 characters; you typed 4"),
    ("code", "K7MQ2X9", "The code has 8 characters; you typed 7"),
    ("code", "K0MQ2X", "never has O or 0, I, 1 or L"),
    ("code", "K7MQ2-", "only letters and digits"),
    ("name", " ", "Type your name"),
])
def test_bad_input_is_said_and_join_stays_disabled(qtbot, field, words, message):
    dialog = _join(qtbot, finder=lambda: [])
    good = {"address": "192.168.1.20", "port": "41234", "code": "K7MQ2XAB", "name": "Bob"}
    for name, value in good.items():
        _type(getattr(dialog, f"{name}_edit"), value)
    assert dialog.ok.isEnabled()
    _type(getattr(dialog, f"{field}_edit"), words)
    assert not dialog.ok.isEnabled()
    assert message in dialog.message_text()
    edit = getattr(dialog, f"{field}_edit")
    assert edit.property("error") is True or field == "name"
    dialog.show()
    dialog.accept()
    assert dialog.isVisible() and dialog.result() == 0


def test_the_first_words_are_calm(qtbot):
    dialog = _join(qtbot, finder=lambda: [], player_name="")
    assert not dialog.ok.isEnabled()
    assert "Choose a table in the list" in dialog.message_text()
    assert dialog.message.property("state") == ""
    assert not any(e.property("error") for e in (dialog.address_edit, dialog.port_edit, dialog.code_edit))


@pytest.mark.parametrize(("address", "public"), [
    ("192.168.1.20", False), ("10.0.0.7", False), ("fd12::20", False), ("localhost", False), ("127.0.0.1", False),
    ("anas-laptop", False), ("anas-laptop.local", False), ("8.8.8.8", True), ("2001:db8::1", True),
    ("belote.example.com", True),
])
def test_a_public_address_needs_the_tick(qtbot, address, public):
    dialog = _join(qtbot, finder=lambda: [])
    for name, value in (("address", address), ("port", "41234"), ("code", "K7MQ2XAB")):
        _type(getattr(dialog, f"{name}_edit"), value)
    assert dialog.trust.isVisibleTo(dialog) is public
    assert dialog.ok.isEnabled() is not public
    if public:
        assert "not on your home network" in dialog.message_text()
        dialog.trust.setChecked(True)
        assert dialog.ok.isEnabled() and dialog.chosen().allow_public
    else:
        assert not dialog.chosen().allow_public


def test_join_dialog_keyboard_at_900x650(qtbot):
    dialog = _join(qtbot)
    dialog.resize(900, 650)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.table_list.setFocus()
    qtbot.keyClick(dialog.table_list, Qt.Key.Key_Down)
    assert dialog.address_edit.text() in ("192.168.1.20", "10.0.0.7")
    qtbot.keyClick(dialog.table_list, Qt.Key.Key_Return)
    assert dialog.focusWidget() is dialog.code_edit and dialog.isVisible()  # Enter chose the table, it did not join
    qtbot.keyClicks(dialog.code_edit, "k7mq2xab")
    assert dialog.code_edit.text() == "K7MQ2XAB"
    assert dialog.ok.isEnabled()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.result() == 1
    for widget in (dialog.table_list, dialog.address_edit, dialog.port_edit, dialog.code_edit, dialog.name_edit,
                   dialog.seat_combo, dialog.trust):
        assert widget.accessibleName()


def test_both_dialogs_say_the_host_knows_every_card_and_the_code_is_never_sent(qtbot):
    """Issue 58: a player is told before hosting or joining that the host's program deals (and so knows every
    card), and what the code protects."""
    from PySide6.QtWidgets import QLabel

    join = _join(qtbot)
    join.show()
    assert "knows every card" in join.host_note.text() and "never crosses the network" in join.host_note.text()
    assert join.host_note.isVisible()
    host = HostDialog(None, current_rules=find_variant("classic"), player_name="Ana")
    qtbot.addWidget(host)
    words = " ".join(label.text() for label in host.findChildren(QLabel))
    assert "knows every card" in words and "never crosses the network" in words


def test_two_tables_with_one_name_are_flagged_with_their_addresses(qtbot):
    """Issue 58: a stranger's table answering as "Ana's table" beside the real one (or a look-alike of its name)
    is flagged in the list, with each one's address; a table with a name of its own is not."""
    tables = [TableFound("192.168.1.20", 41234, "Ana's table", "coinche", (1, 3)),
              TableFound("192.168.1.66", 41000, "Аna's table", "coinche", (1, 3)),  # a Cyrillic А
              TableFound("10.0.0.7", 40001, "Dimitar", "belot_3p", (2,))]
    dialog = _join(qtbot, finder=lambda: list(tables))
    rows = [dialog.table_list.item(i).text() for i in range(dialog.table_list.count())]
    assert "another table has this name" in rows[0] and "192.168.1.20" in rows[0]
    assert "another table has this name" in rows[1] and "192.168.1.66" in rows[1]
    assert "another table has this name" not in rows[2]
