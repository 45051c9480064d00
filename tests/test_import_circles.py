"""No import circle in the package: the modules of ``belote_desktop/`` import one another one way.

Read from the source of every module with ``ast``: every ``import`` and ``from ... import``, those inside functions
and under ``if TYPE_CHECKING:`` too (a type-only import still ties two modules). ``from a import b`` counts as an
import of the module ``a.b`` where that is a module, else of ``a``; a module is not counted as importing the package
that holds it (Python runs the package's ``__init__`` first, but that is where it lives, not what it uses). The
graph's strongly connected components of more than one module, and a module importing itself, are the circles.

A circle listed in ``ALLOWED`` stays only while it holds those modules and no more, each with its reason in one line.
Python runs no circle at all: ``run_time_graph`` leaves out the imports under ``if TYPE_CHECKING:`` (and counts those
inside functions), and has no circle; the circles left in ``ALLOWED`` are type-only.
Run ``python -m tests.test_import_circles`` to print every circle found, the modules in circles per layer and the
circles at run time.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from collections.abc import Iterable, Mapping
from pathlib import Path

import belote_desktop
from tests.package_source import parsed

PACKAGE = Path(belote_desktop.__file__).parent
NAME = "belote_desktop"

# No circle is allowed: the last ones (type-only back-edges in the engine) went with issue 72. A circle that must
# stay would be listed here, its modules (names below belote_desktop) -> why; the list only gets shorter.
ALLOWED: dict[frozenset[str], str] = {}


def module_name(path: Path) -> str:
    """``belote_desktop.learn.games`` for ``learn/games/__init__.py``."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_modules() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (never run: imports for the type checker alone)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            hidden.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    return hidden


def imported_modules(path: Path, known: Iterable[str], run_time: bool = False) -> set[str]:
    """The modules of the package (of ``known``) that the module at ``path`` imports, lazily or for types too;
    ``run_time``: those Python imports when it runs the module or its functions (not those for types only)."""
    known = set(known)
    own = module_name(path).split(".")
    package = own if path.name == "__init__.py" else own[:-1]
    found: set[str] = set()

    def most_specific(parts: list[str]) -> str | None:
        while parts:
            dotted = ".".join(parts)
            if dotted in known:
                return dotted
            parts = parts[:-1]
        return None

    tree = parsed(path)
    skipped = _type_only(tree) if run_time else set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        candidates: list[list[str]] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                source = package[: len(package) - node.level + 1] + (node.module.split(".") if node.module else [])
            else:
                source = node.module.split(".") if node.module else []
            candidates = [source + [alias.name] for alias in node.names]
        elif isinstance(node, ast.Import):
            candidates = [alias.name.split(".") for alias in node.names]
        for parts in candidates:
            if parts and parts[0] == NAME:
                target = most_specific(parts)
                if target is not None:
                    found.add(target)
    return found


@cache  # the package is read once a process: four tests ask
def import_graph() -> dict[str, set[str]]:
    """Each module of the package -> the modules of the package it imports."""
    modules = package_modules()
    return {name: imported_modules(path, modules) for name, path in modules.items()}


@cache
def run_time_graph() -> dict[str, set[str]]:
    """Each module of the package -> the modules of the package it imports at run time, inside functions too."""
    modules = package_modules()
    return {name: imported_modules(path, modules, run_time=True) for name, path in modules.items()}


def circles(graph: Mapping[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module, and each module that imports itself (Tarjan's
    algorithm, iterative: the package is deeper than Python's recursion limit would like)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterable[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in graph:
                    continue
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in graph[node]:
                        found.append(frozenset(component))
    return found


def _short(modules: Iterable[str]) -> list[str]:
    return sorted(module.removeprefix(NAME + ".") for module in modules)


def unexplained(found: Iterable[frozenset[str]], allowed: Mapping[frozenset[str], str]) -> list[str]:
    """Every circle found that the allow-list does not hold whole (a new circle, or a listed one grown), named."""
    wrong = []
    for component in found:
        short = frozenset(_short(component))
        if not any(short <= listed for listed in allowed):
            wrong.append(f"{len(short)} modules: {', '.join(sorted(short))}")
    return wrong


def test_no_import_circle_but_the_listed_ones() -> None:
    assert unexplained(circles(import_graph()), ALLOWED) == []


def test_each_listed_circle_has_a_reason_and_is_still_there() -> None:
    found = [frozenset(_short(component)) for component in circles(import_graph())]
    for listed, reason in ALLOWED.items():
        assert reason.strip() and "\n" not in reason, sorted(listed)
        assert any(component & listed for component in found), f"gone, drop it from ALLOWED: {sorted(listed)}"


def test_no_circle_at_run_time() -> None:
    # what Python runs (imports at the top and inside functions, not those under ``if TYPE_CHECKING:``) goes one
    # way: the circles left (ALLOWED) are type-only
    assert [_short(c) for c in circles(run_time_graph())] == []


def test_learn_has_no_circle() -> None:
    assert [_short(c) for c in circles(import_graph()) if any(m.startswith(NAME + ".learn") for m in c)] == []


def test_learn_has_two_floors() -> None:
    # the bottom (learn/base/: the types a family writes with) imports nothing of learn above it; the top (the
    # families and the kinds) is imported by no other module of learn but the package's start, which fills the
    # registry with their lists
    graph = import_graph()
    learn, base = f"{NAME}.learn", f"{NAME}.learn.base"
    top = (f"{learn}.games", f"{learn}.kinds")
    wrong = [f"{module} imports {target}" for module, targets in graph.items() if module.startswith(base)
             for target in targets if target.startswith(learn + ".") and not target.startswith(base)]
    wrong += [f"{module} imports {target}" for module, targets in graph.items()
              if module.startswith(learn + ".") and not module.startswith(top)
              for target in targets if target.startswith(top)]
    assert wrong == []
    assert set(top) <= graph[learn]


def test_the_reader_sees_every_kind_of_import() -> None:
    # a lazy import inside a function, a type-only one, and one of a submodule through its package
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"d"}, "e": {"a"}}
    assert sorted(sorted(c) for c in circles(graph)) == [["a", "b", "c"], ["d"]]
    assert unexplained([frozenset({f"{NAME}.x", f"{NAME}.y"})], {frozenset({"x", "y", "z"}): "why"}) == []
    assert unexplained([frozenset({f"{NAME}.x", f"{NAME}.w"})], {frozenset({"x", "y"}): "why"}) == ["2 modules: w, x"]
    imports = imported_modules(PACKAGE / "learn" / "games" / "__init__.py", package_modules())
    assert f"{NAME}.learn.games.classic" in imports  # ``from . import classic``: the module, not the package
    scoring = PACKAGE / "engine" / "scoring.py"  # deal_parts for its types, a ladder inside a function
    assert f"{NAME}.engine.deal_parts" in imported_modules(scoring, package_modules())
    at_run_time = imported_modules(scoring, package_modules(), run_time=True)
    assert f"{NAME}.engine.deal_parts" not in at_run_time and f"{NAME}.engine.auctions.sun_hokum" in at_run_time


if __name__ == "__main__":
    graph = import_graph()
    found = circles(graph)
    for component in sorted(found, key=len, reverse=True):
        print(f"{len(component)}: {' '.join(_short(component))}")
    in_circles = {module for component in found for module in component}
    layers = sorted({module.split(".")[1] for module in graph if module.count(".") >= 1})
    for layer in layers:
        inside = [module for module in graph if module.startswith(f"{NAME}.{layer}.") or module == f"{NAME}.{layer}"]
        print(f"{layer}: {sum(m in in_circles for m in inside)} of {len(inside)} modules in circles")
    print(f"package: {len(in_circles)} of {len(graph)} modules in circles")
    at_run_time = circles(run_time_graph())
    print(f"at run time (no type-only import): {len(at_run_time)} circles")
    for component in at_run_time:
        print(f"  {len(component)}: {' '.join(_short(component))}")
    sys.exit(1 if unexplained(found, ALLOWED) or at_run_time else 0)
