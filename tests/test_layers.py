"""The layers import downwards only: engine <- ai <- learn <- app <- ui, storage and net beside them, cli (the
player's commands) on top.

Read from the source (every ``import`` and ``from ... import``, lazy ones inside functions too), so a
UI module that reaches into cli, or an engine module into the bots, fails here. Inside ui the folders are
layered by job too (``UI_NOT_IMPORTED``): window on top, then dialogs, bidding, table, and the shared look. The
application layer (app/: what the program does, ui/ how it shows it) imports no widget and no QtGui."""

from __future__ import annotations

import ast
from pathlib import Path

import belote_desktop
from tests.package_source import parsed

ROOT = Path(belote_desktop.__file__).parent
LAYERS = ("engine", "ai", "learn", "storage", "net", "app", "ui", "cli")
ALLOWED = {
    "engine": set(),
    "ai": {"engine"},
    "learn": {"engine", "ai"},
    "storage": {"engine"},
    "net": {"engine", "ai"},  # the network table: the host's engine and its computer players, no Qt
    # what the program does: the tables (local and network), the seats, the bots' turns, Suggest (QtCore at most)
    "app": {"engine", "ai", "learn", "storage", "net"},
    "ui": {"engine", "ai", "learn", "storage", "net", "app"},  # the window at a network table drives net's sessions
    "cli": {"engine", "ai", "learn", "storage", "net", "app", "ui"},  # the player's commands: the window, review...
}


# Inside ui, by job (issue 59): the window (ui/window/) on top opens the dialogs and lays out the bidding panel and
# the table; a dialog never reaches into the window; the bidding panel, the table and the shared look reach neither
# the window nor the dialogs, the table not the bidding panel, the look nothing of them. ui folder -> what it may not
# import of ui's folders (the loose modules at ui's top, text.py, voice.py, controller.py..., are not folders).
UI_NOT_IMPORTED = {
    "dialogs": {"window"},
    "bidding": {"window", "dialogs"},
    "table": {"window", "dialogs", "bidding"},
    "look": {"window", "dialogs", "bidding", "table"},
}


def _imported_modules(path: Path) -> list[list[str]]:
    """The dotted names (as parts) that the module at ``path`` imports from, ``belote_desktop`` first where it is
    the package's."""
    package = list(path.relative_to(ROOT.parent).with_suffix("").parts)[:-1]  # a module's or __init__'s package
    found: list[list[str]] = []
    for node in ast.walk(parsed(path)):
        names: list[list[str]] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = base + (node.module.split(".") if node.module else [])
                names = [target] if node.module else [target + [a.name] for a in node.names]
            elif node.module:
                names = [node.module.split(".")]
        elif isinstance(node, ast.Import):
            names = [a.name.split(".") for a in node.names]
        found.extend(names)
    return found


def _imported_layers(path: Path) -> set[str]:
    """The other layers of the package that the module at ``path`` imports."""
    return {parts[1] for parts in _imported_modules(path)
            if len(parts) > 1 and parts[0] == "belote_desktop" and parts[1] in LAYERS}


def _imported_ui_folders(path: Path) -> set[str]:
    """The folders of ui (``window``, ``dialogs``, ...) that the module at ``path`` imports."""
    return {parts[2] for parts in _imported_modules(path)
            if len(parts) > 2 and parts[:2] == ["belote_desktop", "ui"] and (ROOT / "ui" / parts[2]).is_dir()}


def test_each_layer_imports_only_the_layers_below_it():
    wrong = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            extra = _imported_layers(path) - ALLOWED[layer] - {layer}
            if extra:
                wrong.append(f"{path.relative_to(ROOT)} imports {sorted(extra)}")
    assert wrong == []


def test_the_reader_sees_relative_imports():
    # a module of ui/window that imports ...cli would be caught (the check is not vacuous)
    sample = ROOT / "ui" / "window" / "deals.py"
    assert {"engine", "storage", "learn"} <= _imported_layers(sample)


def test_ui_folders_import_by_job():
    wrong = []
    for folder, forbidden in UI_NOT_IMPORTED.items():
        assert (ROOT / "ui" / folder).is_dir(), folder
        for path in sorted((ROOT / "ui" / folder).rglob("*.py")):
            extra = _imported_ui_folders(path) & forbidden
            if extra:
                wrong.append(f"{path.relative_to(ROOT)} imports ui/{sorted(extra)}")
    assert wrong == []


def test_the_reader_sees_ui_folders():
    # the window imports the dialogs (lazily too) and the table; a relative ``from ..look import palette`` counts
    assert {"dialogs", "table", "bidding", "look"} <= _imported_ui_folders(ROOT / "ui" / "window" / "main_window.py")
    assert "look" in _imported_ui_folders(ROOT / "ui" / "dialogs" / "keys_help.py")


# Qt's modules the application layer may not import: it runs without a widget or a screen (QtCore at most: signals,
# timers, the thread pool), and the window (ui/) shows what it does.
APP_FORBIDDEN_QT = ("PySide6.QtGui", "PySide6.QtWidgets")


def _qt_modules(path: Path) -> set[str]:
    """The Qt modules (``PySide6.QtCore``...) the module at ``path`` imports, lazy ones too."""
    return {".".join(parts[:2]) for parts in _imported_modules(path) if parts[0] == "PySide6" and len(parts) > 1}


def test_the_application_layer_imports_no_widget_and_no_qtgui():
    wrong = [f"{path.relative_to(ROOT)} imports {sorted(_qt_modules(path) & set(APP_FORBIDDEN_QT))}"
             for path in sorted((ROOT / "app").rglob("*.py")) if _qt_modules(path) & set(APP_FORBIDDEN_QT)]
    assert wrong == []


def test_the_reader_sees_qt_modules():
    # the window imports QtGui and QtWidgets (the check is not vacuous); the app's tables import QtCore only
    assert set(APP_FORBIDDEN_QT) <= _qt_modules(ROOT / "ui" / "window" / "main_window.py")
    assert _qt_modules(ROOT / "app" / "local_table.py") == {"PySide6.QtCore"}


def test_the_application_layer_runs_without_qtgui():
    """Imported alone, the application layer loads no QtGui and no QtWidgets (nothing below it does either)."""
    import subprocess
    import sys

    code = ("import sys, belote_desktop.app.local_table, belote_desktop.app.network_table, "
            "belote_desktop.app.suggestion; print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT.parent, timeout=120,
                         check=True)
    assert run.stdout.strip() == "['PySide6.QtCore']"
