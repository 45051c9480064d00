"""Test setup shared by every test folder.

Qt runs offscreen (set before any Qt import), each test gets its own settings/saves folder
through BELOTE_DESKTOP_HOME, and the UI animates instantly. The tests that write with Qt's text classes
outside any widget get pytest-qt's QApplication.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _belote_home(tmp_path, monkeypatch):
    """A fresh, empty app folder per test (settings, saves, autosave, stats)."""
    home = tmp_path / "belote-home"
    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(home))
    monkeypatch.setenv("BELOTE_DESKTOP_ANIMATION", "instant")
    return home


# The folders whose tests write with Qt's text classes outside any widget (the rules book's QTextDocument,
# translated words): each of their tests runs with the QApplication. The widget tests get it through qtbot.
QT_TEXT_FOLDERS = frozenset({"learn", "fourteenth_game"})
TESTS = Path(__file__).parent


@pytest.fixture(autouse=True)
def _app(request):
    """pytest-qt's shared QApplication (a bare QCoreApplication would break the widget tests after them)."""
    if Path(request.node.path).relative_to(TESTS).parts[0] in QT_TEXT_FOLDERS:
        return request.getfixturevalue("qapp")
    return None
