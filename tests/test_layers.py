"""The layers import downwards only: engine <- ai <- learn <- ui, storage beside them, cli (the player's commands)
on top.

Read from the source (every ``import`` and ``from ... import``, lazy ones inside functions too), so a
UI module that reaches into cli, or an engine module into the bots, fails here."""

from __future__ import annotations

import ast
from pathlib import Path

import belote_desktop

ROOT = Path(belote_desktop.__file__).parent
LAYERS = ("engine", "ai", "learn", "storage", "net", "ui", "cli")
ALLOWED = {
    "engine": set(),
    "ai": {"engine"},
    "learn": {"engine", "ai"},
    "storage": {"engine"},
    "net": {"engine", "ai"},  # the network table: the host's engine and its computer players, no Qt
    "ui": {"engine", "ai", "learn", "storage", "net"},  # the window at a network table drives net's sessions
    "cli": {"engine", "ai", "learn", "storage", "net", "ui"},  # the player's commands: the window, review, deal_file
}


def _imported_layers(path: Path) -> set[str]:
    """The other layers of the package that the module at ``path`` imports."""
    package = list(path.relative_to(ROOT.parent).with_suffix("").parts)[:-1]  # a module's or __init__'s package
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
        for parts in names:
            if len(parts) > 1 and parts[0] == "belote_desktop" and parts[1] in LAYERS:
                found.add(parts[1])
    return found


def test_each_layer_imports_only_the_layers_below_it():
    wrong = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            extra = _imported_layers(path) - ALLOWED[layer] - {layer}
            if extra:
                wrong.append(f"{path.relative_to(ROOT)} imports {sorted(extra)}")
    assert wrong == []


def test_the_reader_sees_relative_imports():
    # a module of ui/widgets that imports ...cli would be caught (the check is not vacuous)
    sample = ROOT / "ui" / "window" / "deals.py"
    assert {"engine", "storage", "learn"} <= _imported_layers(sample)
