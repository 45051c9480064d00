"""The Join dialog names who hosts each table found (issue 58): two tables of one name are told apart by their
hosts' names as well as their addresses; an older host that does not say is listed as before."""

from __future__ import annotations

from belote_desktop.net.discovery import TableFound
from belote_desktop.ui.dialogs.join_dialog import JoinDialog


def _rows(qtbot, tables: list[TableFound], tmp_path) -> list[str]:
    dialog = JoinDialog(None, player_name="Bob", finder=lambda: list(tables))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.searching, timeout=5000)
    dialog.show()
    dialog.grab().save(str(tmp_path / "net_join_hosts.png"))
    return [dialog.table_list.item(i).text() for i in range(dialog.table_list.count())]


def test_each_table_says_who_hosts_it_beside_the_same_name_flag(qtbot, tmp_path):
    tables = [TableFound("192.168.1.20", 41234, "Ana's table", "coinche", (1, 3), host="Ana"),
              TableFound("192.168.1.66", 41000, "Ana's table", "coinche", (1, 3), host="Mallory"),
              TableFound("10.0.0.7", 40001, "Dimitar", "belot_3p", (2,))]  # an older host: no name
    rows = _rows(qtbot, tables, tmp_path)
    assert rows[0].startswith("Ana's table  ·  ") and "hosted by Ana  ·  " in rows[0]
    assert "hosted by Mallory" in rows[1] and "192.168.1.66" in rows[1]
    assert all("another table has this name" in row for row in rows[:2])
    assert "hosted by" not in rows[2] and "another table has this name" not in rows[2]
    # the host's name comes after the game and before the seats and the address
    assert rows[0].index("Coinche") < rows[0].index("hosted by Ana") < rows[0].index("192.168.1.20")
