"""Coming back to a network table (``app/net_return``): the last table joined, kept for its owner only, a damaged
or odd file put aside and read as nothing."""

from __future__ import annotations

import json
import stat

from belote_desktop.app import net_return
from belote_desktop.app.net_return import LastTable, read_last_table, remember_table


LAST = LastTable("192.168.1.20", 41234, "K7MQ2XAB", "Bob", 1, "Ana's table")


def test_the_last_table_is_kept_for_its_owner_only_and_a_damaged_file_is_put_aside():
    assert read_last_table() is None
    remember_table(LAST)
    assert read_last_table() == LAST
    path = net_return.last_table_path()
    assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0  # it holds the code
    path.write_text("{not json", encoding="utf-8")
    assert read_last_table() is None and not path.exists()
    assert any(p.name.startswith("last-table.damaged") for p in path.parent.iterdir())
    for odd in ({"address": "x"}, dict(LAST.__dict__, port=70000),
                dict(LAST.__dict__, seat="1"), dict(LAST.__dict__, code="")):
        path.write_text(json.dumps(odd), encoding="utf-8")
        assert read_last_table() is None
    path.write_text(json.dumps(dict(LAST.__dict__, seat=None)), encoding="utf-8")
    assert read_last_table() == LastTable("192.168.1.20", 41234, "K7MQ2XAB", "Bob", None, "Ana's table")
