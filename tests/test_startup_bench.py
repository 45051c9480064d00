"""The start-up benchmark's side-by-side mode refuses a folder that is not a checkout, with a clear message."""

from __future__ import annotations

from tools import startup_bench


def test_side_by_side_wants_a_checkout(tmp_path, capsys):
    assert startup_bench.main(["--runs", "1", "--against", str(tmp_path)]) == 2
    assert "not a checkout of belote_desktop" in capsys.readouterr().err
