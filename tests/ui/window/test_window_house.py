"""The window's parts do not know MainWindow: it builds them and hands each what it needs (the objects
themselves, or a small Protocol that MainWindow satisfies), so no part imports it and it sits in no
import cycle. Read from the source with ``ast``: every import, under TYPE_CHECKING and inside functions too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import belote_desktop

ROOT = Path(belote_desktop.__file__).parent
MAIN_WINDOW = "belote_desktop.ui.window.main_window"
ENTRY = "belote_desktop.cli.main"  # the app: it makes the first window


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path = ROOT) -> tuple[dict[str, set[str]], dict[str, ast.Module]]:
    """Each module of the package -> the package's modules it imports (at any depth of its code)."""
    trees = {_module_name(p, root): ast.parse(p.read_text(encoding="utf-8"))
             for p in root.rglob("*.py") if "__pycache__" not in p.parts}
    packages = {_module_name(p, root) for p in root.rglob("__init__.py")}
    graph: dict[str, set[str]] = {}
    for name, tree in trees.items():
        package = name.split(".") if name in packages else name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else []
                target = base + (node.module.split(".") if node.module else [])
                wanted = [".".join(target + [a.name]) for a in node.names] + [".".join(target)]
            elif isinstance(node, ast.Import):
                wanted = [a.name for a in node.names]
            else:
                continue
            for module in wanted:
                while module and module not in trees:
                    module = module.rpartition(".")[0]
                if module and module != name:
                    found.add(module)
        graph[name] = found
    return graph, trees


def cycle_of(graph: dict[str, set[str]], start: str) -> set[str]:
    """The modules that ``start`` imports (through others) and that import it back: its import cycle."""
    def reach(edges: dict[str, set[str]]) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for nxt in edges.get(todo.pop(), set()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    back: dict[str, set[str]] = {}
    for module, targets in graph.items():
        for target in targets:
            back.setdefault(target, set()).add(module)
    return reach(graph) & reach(back)


@pytest.mark.slow
def test_no_part_of_the_window_imports_main_window():
    graph, _ = import_graph()
    importers = sorted(m for m, targets in graph.items() if MAIN_WINDOW in targets)
    # only the app (the developer tools that open a window of their own, soak, robots, benchmarks, live outside
    # the package, in tools/)
    assert importers == [ENTRY]
    assert not any(m.startswith("belote_desktop.ui.") for m in importers)


@pytest.mark.slow
def test_main_window_is_in_no_import_cycle():
    graph, _ = import_graph()
    assert cycle_of(graph, MAIN_WINDOW) == set()


def test_the_graph_sees_type_checking_and_lazy_imports(tmp_path):
    package = tmp_path / "pkg"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "window.py").write_text("from . import part\n")
    (package / "ui" / "part.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                            "    from .window import Window\n")
    (package / "ui" / "lazy.py").write_text("def f():\n    from pkg.ui.window import Window\n")
    graph, _ = import_graph(package)
    assert graph["pkg.ui.lazy"] == {"pkg.ui.window"}
    assert cycle_of(graph, "pkg.ui.window") == {"pkg.ui.part", "pkg.ui.window"}
