"""The layers import downwards only: engine <- ai <- learn <- app <- ui, storage and net beside them, cli (the
player's commands) on top.

Read from the source (every ``import`` and ``from ... import``, lazy ones inside functions and those under
``if TYPE_CHECKING:`` too), so a UI module that reaches into cli, or an engine module into the bots, fails here.

- **app** (issue 72) is what the program does below the window: QtCore at most (signals, timers, translated words),
  never QtGui nor QtWidgets; what it asks of the window is a ``Protocol`` the window satisfies.
- **ui** holds only what draws and asks: every module imports QtGui or QtWidgets, or is listed in ``UI_WITHOUT_QT``
  with its reason (the model of one widget, or the table's geometry and look: data that only a widget reads).
- Inside ui every module lives in a folder by job (``UI_FOLDERS``: window on top, then dialogs, bidding, table,
  the widgets' models, what the player hears, the shared look), and a folder imports only the folders below it: no
  circle between them. ``ui/__init__.py`` is the only module at ui's top."""

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
    # what the program does: the tables (local and network), the seats, the bots' turns, Suggest, the games kept,
    # practice and the tutorial, the network table's return (QtCore at most)
    "app": {"engine", "ai", "learn", "storage", "net"},
    "ui": {"engine", "ai", "learn", "storage", "net", "app"},  # the window and what it draws and asks
    "cli": {"engine", "ai", "learn", "storage", "net", "app", "ui"},  # the player's commands: the window, review...
}

# ui's folders by job (issue 59, 72), top to bottom: each imports only the folders after it. The window (ui/window/)
# makes the dialogs and lays out the bidding panel and the table; a dialog never reaches into the window; the bidding
# panel, the table and the rest reach neither; the widgets' models, what the player hears and the shared look import
# none of ui's folders but the look.
UI_FOLDERS = ("window", "dialogs", "bidding", "table", "models", "audio", "look")

# ui's modules that import neither QtGui nor QtWidgets, each with its reason: a widget's model, or data only widgets
# read. A module not listed must import one of them (it draws or asks), or go below the window (app/, learn/).
UI_WITHOUT_QT = {
    "models/variant_model.py": "New Game's list of games: a QAbstractListModel, the model of one widget",
    "table/layout.py": "the table scene's geometry (pure, tested without a screen): the model of the scene",
    "table/pack_place.py": "where the pack lies: a part of the table scene's geometry (layout.py)",
    "table/shapes.py": "the table geometry's smallest shapes (a card's aspect, a rectangle)",
    "table/decor_words.py": "the words of the table's plates, bubbles and contract box (QtCore's translations only)",
    "table/decor.py": "places and fills the table's decor items (decor_items.py draws them): QtCore's points and rects",
    "table/court_art.py": "the court cards' pictures, drawn by QtSvg (SVG made in code, rendered for the card items)",
    "table/animator.py": "the scene's cards in motion: QtCore's animations of the card items (the curves in deal_paths.py)",
    "look/palette.py": "the table's colours, as the widgets and style sheets paint them",
    "look/style.py": "the panels' style sheets: the look's data, read by the widgets",
    "audio/own_voice.py": "the program's own voice: QtTextToSpeech speaks (imported when it first speaks)",
}
DRAWING = {"QtGui", "QtWidgets"}


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


def _qt_modules(path: Path) -> set[str]:
    """The PySide6 modules (``QtCore``, ``QtGui`` ...) that the module at ``path`` imports, in any form."""
    found = set()
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "PySide6":
            parts = node.module.split(".")
            found |= {parts[1]} if len(parts) > 1 else {alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6.")}
    return found


def _holds_code(path: Path) -> bool:
    """Whether a module holds more than a docstring, imports and ``__all__`` (a package's ``__init__`` that only
    names things)."""
    def names_only(node: ast.stmt) -> bool:
        return (isinstance(node, (ast.Import, ast.ImportFrom))
                or isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                or isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["__all__"])

    return not all(names_only(node) for node in parsed(path).body)


def _ui_name(path: Path) -> str:
    return path.relative_to(ROOT / "ui").as_posix()


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
    assert {"engine", "storage", "app"} <= _imported_layers(sample)


def test_app_draws_nothing():
    """app/ imports QtCore at most: no QtGui, no QtWidgets, nothing else of Qt (issue 72)."""
    wrong = {str(path.relative_to(ROOT)): sorted(qt - {"QtCore"}) for path in sorted((ROOT / "app").rglob("*.py"))
             if (qt := _qt_modules(path)) - {"QtCore"}}
    assert wrong == {}


def test_the_application_layer_runs_without_qtgui():
    """Imported alone, the application layer's tables load no QtGui and no QtWidgets (nothing below them does
    either): tests/app plays them with a bare QCoreApplication."""
    import subprocess
    import sys

    code = ("import sys, belote_desktop.app.local_table, belote_desktop.app.network_table, "
            "belote_desktop.app.suggestion; print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT.parent, timeout=120,
                         check=True)
    assert run.stdout.strip() == "['PySide6.QtCore']"


def test_every_ui_module_draws_or_asks_or_says_why_not():
    """Each ui module imports QtGui or QtWidgets, or is listed with its reason (issue 72: none is left to take
    apart); a listed one that imports them now leaves the list (it only shrinks)."""
    listed = UI_WITHOUT_QT
    found = {_ui_name(path) for path in sorted((ROOT / "ui").rglob("*.py"))
             if _holds_code(path) and not _qt_modules(path) & DRAWING}
    assert sorted(found - set(listed)) == [], "ui holds what draws and asks: move it below the window (app/, learn/)"
    assert sorted(set(listed) - found) == [], "listed but drawing (or gone): take it off the list"


def test_every_ui_module_lives_in_a_folder():
    loose = {path.name for path in (ROOT / "ui").glob("*.py") if path.name != "__init__.py"}
    assert loose == set(), "a ui module goes in the folder of its job (UI_FOLDERS)"
    folders = {path.name for path in (ROOT / "ui").iterdir() if path.is_dir() and path.name != "__pycache__"}
    assert folders == set(UI_FOLDERS)


def test_ui_folders_import_by_job():
    """A folder imports only the folders below it (so no circle between them)."""
    wrong = []
    for rank, folder in enumerate(UI_FOLDERS):
        above = set(UI_FOLDERS[: rank + 1]) - {folder}
        for path in sorted((ROOT / "ui" / folder).rglob("*.py")):
            extra = _imported_ui_folders(path) & above
            if extra:
                wrong.append(f"{path.relative_to(ROOT)} imports ui/{sorted(extra)}")
    assert wrong == []


def test_the_reader_sees_ui_folders():
    # the window imports the dialogs (lazily too) and the table; a relative ``from ..look import palette`` counts
    assert {"dialogs", "table", "bidding", "look"} <= _imported_ui_folders(ROOT / "ui" / "window" / "main_window.py")
    assert "look" in _imported_ui_folders(ROOT / "ui" / "dialogs" / "keys_help.py")


def test_the_qt_reader_sees_every_form(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6 import QtGui\nimport PySide6.QtSvg\ndef f():\n    from PySide6.QtWidgets import QLabel\n"
                      "from PySide6.QtCore import Qt\n", encoding="utf-8")
    assert _qt_modules(sample) == {"QtGui", "QtSvg", "QtWidgets", "QtCore"}
    docstring_only = tmp_path / "init.py"
    docstring_only.write_text('"""A package."""\nfrom . import a  # noqa\n__all__ = ["a"]\n', encoding="utf-8")
    assert not _holds_code(docstring_only) and _holds_code(sample)
    # the window imports QtGui and QtWidgets (the check is not vacuous); the app's tables import QtCore only
    assert DRAWING <= _qt_modules(ROOT / "ui" / "window" / "main_window.py")
    assert _qt_modules(ROOT / "app" / "local_table.py") == {"QtCore"}
