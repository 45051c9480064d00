"""A pytest plugin for a run of tests/app in a process of its own (``-p tests.app.qt_watch``, see
test_headless_suite.py): the tests run under a bare QCoreApplication made before any test (pytest-qt's ``qapp``
then hands that one out, so a widget, a pixmap or a font made by a test or by the code it calls stops the run),
and every import of a Qt module other than QtCore written in the package or in tests/ (tests/app and any helper it reads) is noted, with the
file and line that asked, whether or not the module was loaded already (pytest-qt itself loads QtGui and
QtWidgets at start-up, so what ``sys.modules`` holds at the end says nothing). The notes are written as JSON to
the file named by ``BELOTE_QT_WATCH`` when the session ends."""

from __future__ import annotations

import builtins
import json
import os
import sys
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
WATCHED = (str(ROOT / "belote_desktop") + os.sep, str(ROOT / "tests") + os.sep)  # tests/app and the helpers it reads
REPORT = "BELOTE_QT_WATCH"

_app: Any = None  # the bare QCoreApplication, kept alive
asked: list[str] = []  # "PySide6.QtWidgets from belote_desktop/x.py:12 (tests/app/test_x.py::test_y)"
_now = "collection"  # the test running, or collection
_import = builtins.__import__


def _qt_modules(name: str, fromlist: Any) -> list[str]:
    if name == "PySide6":
        return [f"PySide6.{part}" for part in fromlist or () if part.startswith("Qt") and part != "QtCore"]
    if name.startswith("PySide6.Qt") and not name.startswith("PySide6.QtCore"):
        return [name]
    return []


def _watched_import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
    if level == 0:
        modules = _qt_modules(name, fromlist)
        if modules:
            frame: FrameType | None = sys._getframe(1)
            path = frame.f_code.co_filename if frame is not None else ""
            if path.startswith(WATCHED):
                where = f"{Path(path).relative_to(ROOT)}:{frame.f_lineno if frame is not None else 0}"
                asked.extend(f"{module} from {where} ({_now})" for module in modules)
    return _import(name, globals, locals, fromlist, level)


builtins.__import__ = _watched_import


def pytest_configure(config: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    global _app
    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])


_deselected: list[str] = []


def pytest_deselected(items: Any) -> None:
    _deselected.extend(item.nodeid for item in items)


def pytest_runtest_setup(item: Any) -> None:
    global _now
    _now = item.nodeid


def pytest_sessionfinish(session: Any, exitstatus: int) -> None:
    from PySide6.QtCore import QCoreApplication

    report = {"app": type(QCoreApplication.instance()).__name__, "asked": sorted(set(asked)),
              "tests": session.testscollected, "failed": session.testsfailed,
              "deselected": sorted(_deselected)}
    Path(os.environ[REPORT]).write_text(json.dumps(report), encoding="utf-8")
