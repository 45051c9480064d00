"""tests/app runs without a widget or a screen (issue 72): the whole folder again in a process of its own, under a
bare QCoreApplication made before any test (``tests/app/qt_watch.py``), so that a widget, a pixmap or a font made by
a test or by the code it reaches stops the run; and no Qt module above QtCore is imported by tests/app or by the
package on their behalf, but for the few named below. (``sys.modules`` at the end would say nothing: pytest-qt
loads QtGui and QtWidgets itself. A process of its own, because under pytest-xdist and in the whole suite the
other folders' widget tests share the worker.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.app.qt_watch import REPORT, ROOT

HERE = "tests/app/test_headless_suite.py::test_the_app_tests_run_under_a_bare_core_application_and_import_no_gui"
# Known, and to be gone (the list only shrinks: an entry no longer seen fails the test, to be struck out). Empty
# since learn's words read the direction of the language in force (i18n) instead of QGuiApplication's layout, and
# i18n.install_language sets a layout only where there is one (a QGuiApplication).
KNOWN_IMPORTERS: dict[str, str] = {}
NEEDS_A_GUI_APPLICATION: set[str] = set()


def test_the_app_tests_run_under_a_bare_core_application_and_import_no_gui(tmp_path):
    report_path = tmp_path / "qt_watch.json"
    command = [sys.executable, "-m", "pytest", "tests/app", "-q", "-p", "tests.app.qt_watch", "-p", "no:xdist",
               "-p", "no:cacheprovider", "-W", "ignore:Existing QApplication:UserWarning", "--deselect", HERE]
    for test in sorted(NEEDS_A_GUI_APPLICATION):
        command += ["--deselect", test]
    env = {**os.environ, REPORT: str(report_path)}
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["app"] == "QCoreApplication" and report["failed"] == 0
    left_out = {test.split("[")[0] for test in report["deselected"]}
    assert left_out == {HERE, *NEEDS_A_GUI_APPLICATION} and report["tests"] > 80
    importers = {Path(line.split(" from ")[1].split(":")[0]).as_posix() for line in report["asked"]}
    unexpected = [line for line in report["asked"] if line.split(" from ")[1].split(":")[0] not in KNOWN_IMPORTERS]
    assert unexpected == []
    assert importers == set(KNOWN_IMPORTERS)  # one fixed: strike it out above

