"""packaging/check_bundle_tools.py, which CI runs on the frozen bundles: what it counts as a developer tool, and
that it refuses a file that is no bundle rather than passing it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("check_bundle_tools", ROOT / "packaging" / "check_bundle_tools.py")
assert spec is not None and spec.loader is not None
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)


def test_developer_tools_are_named_and_the_player_commands_are_not():
    names = ["belote_desktop", "belote_desktop.cli", "belote_desktop.cli.main", "belote_desktop.cli.review",
             "belote_desktop.cli.deal_file", "belote_desktop.tools", "belote_desktop.tools.arena", "tools",
             "tools.player_robot", "tools.screenshots.new_game", "toolsy", "setuptools.command",
             "belote_desktop.ui.tools_menu"]
    assert check.developer_tools(names) == ["belote_desktop.tools", "belote_desktop.tools.arena", "tools",
                                            "tools.player_robot", "tools.screenshots.new_game"]


def test_a_file_that_is_no_bundle_is_refused(tmp_path, capsys):
    fake = tmp_path / "belote-desktop"
    fake.write_bytes(b"#!/bin/sh\necho hello\n")
    assert check.main([str(fake)]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert check.main([]) == 2
