"""Friends never see a player called "You" (issue 56, item 8): "You" is the word each window writes for its own
seat, the settings' default name, never a name. Host a table and Join a table start with an empty name field
(and ask for a name) where the player never set one, refuse "You" typed (or a look-alike) with a clear message,
and the host refuses a hello named "You" from any program."""

from __future__ import annotations

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.net.host import SEAT_WORD, HostTable, NameTaken
from belote_desktop.net.names import is_seat_word
from belote_desktop.ui.dialogs.host_dialog import HostDialog
from belote_desktop.ui.dialogs.join_dialog import JoinDialog
from belote_desktop.app.net_words import refusal_words


def _host(qtbot, **kwargs) -> HostDialog:
    dialog = HostDialog(None, current_rules=find_variant("classic"), levels=["intermediate"], **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def _join(qtbot, **kwargs) -> JoinDialog:
    dialog = JoinDialog(None, finder=lambda: [], **kwargs)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.searching, timeout=5000)
    return dialog


def test_the_host_without_a_name_of_his_own_is_asked_for_one_not_called_you(qtbot):
    dialog = _host(qtbot, player_name="You")  # the settings' default: the player never set a name
    dialog.seat_rows[2][1].setCurrentIndex(dialog.seat_rows[2][1].findData("open"))
    assert dialog.name_edit.text() == ""
    assert dialog.problem() == "Type your name: your friends see it at the table"
    assert not dialog.ok.isEnabled()
    dialog.accept()
    assert dialog.result() == 0  # the table does not open under "You"
    dialog.name_edit.setText("Anna")
    assert dialog.problem() == "" and dialog.chosen().name == "Anna"


@pytest.mark.parametrize("typed", ["You", " you ", "YOU", "Y0u"])
def test_the_host_who_types_you_is_told_why_it_is_no_name(qtbot, typed):
    dialog = _host(qtbot, player_name="Anna")
    dialog.seat_rows[2][1].setCurrentIndex(dialog.seat_rows[2][1].findData("open"))
    assert dialog.problem() == ""
    dialog.name_edit.setText(typed)
    assert "is what each player's window calls its own seat" in dialog.problem()
    assert not dialog.ok.isEnabled()
    assert dialog.table_edit.text() == "Belote table"


def test_a_remembered_you_is_no_name_either(qtbot):
    remembered = _host(qtbot, player_name="Anna").chosen().to_dict()
    remembered["name"] = "You"
    assert _host(qtbot, player_name="", last=remembered).name_edit.text() == ""


def test_the_joining_player_without_a_name_of_his_own_is_asked_for_one(qtbot):
    dialog = _join(qtbot, player_name="You", last={"address": "192.168.1.20", "port": 41234, "name": "You"})
    assert dialog.name_edit.text() == ""
    dialog.code_edit.setText("K7MQ2XAB")
    assert dialog.problem()[1] == "Type your name: the others see it at the table"
    dialog.name_edit.setText("You")
    field, words = dialog.problem()
    assert field and "is what each player's window calls its own seat" in words
    assert not dialog.ok.isEnabled()
    assert _join(qtbot, player_name="You", last={"name": "Bob"}).name_edit.text() == "Bob"


def test_the_host_refuses_a_player_called_you_from_any_program():
    assert is_seat_word("You") and is_seat_word("y0u") and not is_seat_word("Yousef") and not is_seat_word("")
    table = HostTable(find_variant("classic"), ["host", "open", "open", "computer"], seed=5, host_name="Anna")
    for name in ("You", "YOU", " you", "Y0u"):
        with pytest.raises(NameTaken) as refused:
            table.join(name, None)
        assert refused.value.detail == SEAT_WORD
    assert [s["name"] for s in table.seat_list()][1:3] == ["", ""]
    assert "join with your name" in refusal_words("name_taken", SEAT_WORD)
    table.join("Bob", None)
