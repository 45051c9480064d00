"""One table interface (issue 72): a local table and a network table (a host and its client on 127.0.0.1) each
play a whole deal through the same calls, headless (a bare QCoreApplication, in a process of its own: no widget,
no screen, no QtGui loaded), and say it with the same signals (tests/app/headless.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.app.local_table import LocalTable
from belote_desktop.app.network_table import NetworkTable
from belote_desktop.app.table import Table

ROOT = Path(__file__).resolve().parents[2]
# what a deal with a refused move and a move taken back says, at either table (no match over, no guided deal, no
# claim: matchFinished, actionRefused and claimJudged stay silent)
SAID = {"stateChanged", "actionApplied", "illegalAction", "dealStarted", "dealFinished", "undoAvailable",
        "redoAvailable", "trickFinished", "botThinking"}


@pytest.fixture(scope="module")
def report() -> dict:
    run = subprocess.run([sys.executable, "-m", "tests.app.headless"], capture_output=True, text=True, cwd=ROOT,
                         timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_both_tables_run_headless_on_qtcore_alone(report):
    assert report["app"] == "QCoreApplication" and report["qt"] == ["PySide6.QtCore"]


@pytest.mark.parametrize("kind", ["local", "network"])
def test_a_whole_deal_through_the_interface(report, kind):
    deal = report[kind]
    assert deal["over"] and deal["result"] and deal["next_deal"]  # the deal ended, its result, the next deal
    assert deal["refused"] and deal["undone"] and deal["moves"] >= 8  # a refusal, a take back, the player's cards
    assert set(deal["signals"]) == SAID
    signals = deal["signals"]
    assert signals["actionApplied"] > deal["history"] >= 32  # every move shown (the one taken back twice)
    assert signals["trickFinished"] == 8 and signals["dealFinished"] == 1 and signals["illegalAction"] == 1
    assert signals["dealStarted"] == 2


def test_the_same_signals_at_both_tables(report):
    assert set(report["local"]["signals"]) == set(report["network"]["signals"])


def test_one_interface_two_tables_by_composition():
    """Neither table is the other: both are Tables, each holding the shared timeline, and only the network table
    has a network part (the local one, its own game's controls)."""
    assert not issubclass(NetworkTable, LocalTable) and not issubclass(LocalTable, NetworkTable)
    assert LocalTable.__bases__ == NetworkTable.__bases__ == (Table,)
    local, network = LocalTable(), NetworkTable()
    assert local.network is None and local.local is local
    assert network.network is not None and network.local is None
    assert type(local.timeline) is type(network.timeline)
    assert not network.can_redo() and not network.can_claim()  # asked, never refused


def test_the_window_never_asks_a_tables_class():
    """No isinstance on a table (three in the window before issue 72), no duck-typed getattr on it, no is_remote:
    the window asks ``table.network`` / ``table.local`` and the capability queries."""
    import ast

    import belote_desktop

    ui = Path(belote_desktop.__file__).parent / "ui"
    tables = {"Table", "LocalTable", "NetworkTable", "GameController", "RemoteController"}
    found = []
    for path in sorted(ui.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or len(node.args) < 2:
                continue
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            if node.func.id == "isinstance" and names & tables:
                found.append(f"{path.name}:{node.lineno} isinstance")
            if node.func.id == "getattr" and "controller" in ast.unparse(node.args[0]):
                found.append(f"{path.name}:{node.lineno} getattr")
        if "is_remote" in path.read_text(encoding="utf-8"):
            found.append(f"{path.name}: is_remote")
    assert found == []
