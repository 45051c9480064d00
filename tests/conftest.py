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

TESTS = Path(__file__).parent
SLOW_BY_MEASURE = TESTS / "slow_by_measure.txt"


def slow_by_measure() -> list[str]:
    """The node ids (a test, or one of its parameters) marked `slow` by measurement, from slow_by_measure.txt."""
    lines = SLOW_BY_MEASURE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects by marker
def pytest_collection_modifyitems(items):
    listed = slow_by_measure()
    for item in items:
        if any(item.nodeid == test or item.nodeid.startswith(test + "[") for test in listed):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def _belote_home(tmp_path, monkeypatch):
    """A fresh, empty app folder per test (settings, saves, autosave, stats)."""
    home = tmp_path / "belote-home"
    monkeypatch.setenv("BELOTE_DESKTOP_HOME", str(home))
    monkeypatch.setenv("BELOTE_DESKTOP_ANIMATION", "instant")
    return home


# The tests that write with Qt's text classes outside any widget (the rules book's QTextDocument, translated
# words): those of the folders below (tests/app/, the application layer's, also runs its signals and timers, with
# no widget) and each game's teaching tests (tests/games/<family>/test_teaching*.py). The widget tests get the
# QApplication through qtbot.
QT_TEXT_FOLDERS = frozenset({"learn", "fourteenth_game", "app"})
QT_TEXT_FILES = "test_teaching*.py"


@pytest.fixture(autouse=True)
def _app(request):
    """pytest-qt's shared QApplication (a bare QCoreApplication would break the widget tests after them) for
    the tests that write Qt text: those under tests/learn/, tests/app/ and tests/fourteenth_game/, and the files
    named test_teaching*.py (a game's teaching, tests/games/<family>/). The others get none from here."""
    path = Path(request.node.path)
    if path.relative_to(TESTS).parts[0] in QT_TEXT_FOLDERS or path.match(QT_TEXT_FILES):
        return request.getfixturevalue("qapp")
    return None


# The Qt tests' fixtures, here where the ui rooms (tests/ui/...) and the games' table tests (tests/games/...)
# both reach them.
@pytest.fixture
def window(qtbot):
    """A main window with instant animations and no bot pause."""
    from belote_desktop.ui.window.main_window import MainWindow
    from tests.ui.ui_helpers import make_settings

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


@pytest.fixture
def classic():
    from belote_desktop.engine import find_variant

    return find_variant("classic")


@pytest.fixture
def coinche():
    from belote_desktop.engine import find_variant

    return find_variant("coinche")


@pytest.fixture
def fresh_worker(monkeypatch):
    """The app's shared bot worker, made anew for this test (and stopped after it): tests/app and tests/ui."""
    from belote_desktop.app import bots

    monkeypatch.setattr(bots, "_WORKER", None)
    monkeypatch.setattr(bots, "USE_PROCESSES", True)
    yield bots.search_worker
    bots.shutdown_search_worker()

