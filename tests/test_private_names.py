"""No module uses another module's private names: what a module offers another is public and named for it.

Read from the source of every module of ``belote_desktop/`` (lazy imports inside functions too):
- ``from .a import _b`` / ``from belote_desktop.a import _b``, where ``_b`` is a name inside module ``a``;
- ``a._b``, where ``a`` names a module of the package (``import belote_desktop.a as a``, ``from . import a``,
  or the dotted ``belote_desktop.a._b``).
Not counted: ``self._x`` / ``cls._x`` and other objects' attributes, dunders (``__version__``), a module's own names,
modules outside the package (Qt, stdlib), and importing a private *module* (``from . import _pyside_fix``,
imported for its side effect, or the native ``ai/_belote_kernel``): only names inside modules count.

Run ``python tests/test_private_names.py`` to print every use found.
"""

from __future__ import annotations

import ast
from pathlib import Path

import belote_desktop

PACKAGE = Path(belote_desktop.__file__).parent
NAME = "belote_desktop"

# Every folder must have none (a use: one name on one line): make the name public in the module that defines it.
# A folder listed here could keep at most that many, a bound that may only go down; none is listed any more.
UPPER_BOUNDS: dict[str, int] = {}


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _module_name(path: Path) -> list[str]:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def _is_module(parts: list[str]) -> bool:
    """Whether the dotted ``parts`` (``belote_desktop.x.y``) name a module or package of the package."""
    if not parts or parts[0] != NAME:
        return False
    path = PACKAGE.parent.joinpath(*parts)
    return path.is_dir() or path.with_suffix(".py").is_file() or any(path.parent.glob(path.name + ".*.so"))


def _dotted(node: ast.expr) -> list[str] | None:
    """``a.b.c`` as ``["a", "b", "c"]``; None for anything but names and attributes."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return parts[::-1]


def private_uses(path: Path, source_text: str | None = None) -> list[str]:
    """Every use, in the module at ``path`` (or ``source_text`` read as that module), of a private name of another
    module of the package."""
    own = _module_name(path)
    package = own if path.name == "__init__.py" else own[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8") if source_text is None else source_text)
    modules: dict[str, list[str]] = {}  # a local name -> the package module it stands for
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                source = base + (node.module.split(".") if node.module else [])
            else:
                source = node.module.split(".") if node.module else []
            if not source or source[0] != NAME:
                continue
            for alias in node.names:
                target = source + [alias.name]
                if _is_module(target):
                    modules[alias.asname or alias.name] = target
                elif _is_private(alias.name) and source != own:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: from {'.'.join(source)} import {alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == NAME:
                    if alias.asname:
                        modules[alias.asname] = parts
                    else:
                        modules[NAME] = [NAME]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not _is_private(node.attr):
            continue
        parts = _dotted(node.value)
        if parts is None or parts[0] not in modules:
            continue
        target = modules[parts[0]] + parts[1:]
        if _is_module(target) and target != own:
            found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {'.'.join(target)}.{node.attr}")
    return sorted(set(found))


def uses_by_folder() -> dict[str, list[str]]:
    """Every use found, by the package folder of the module that makes it (``top`` for the package's own modules)."""
    result: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        folder = parts[0] if len(parts) > 1 else "top"
        result.setdefault(folder, []).extend(private_uses(path))
    return result


def test_no_module_uses_another_modules_private_names():
    by_folder = uses_by_folder()
    assert {"ui", "ai", "learn", "engine", "storage", "net", "top"} <= set(by_folder)
    over = {folder: uses for folder, uses in by_folder.items() if len(uses) > UPPER_BOUNDS.get(folder, 0)}
    assert over == {}


def test_the_reader_finds_each_form():
    # the check is not vacuous: each form of use in a made-up module of the package is found
    sample = PACKAGE / "ui" / "window" / "private_names_sample.py"
    source = (
        "from __future__ import annotations\n"
        "import belote_desktop.engine.rules as r\n"
        "import belote_desktop.ai.play.search\n"
        "from .. import text\n"
        "from ..text import _hidden\n"
        "from belote_desktop.engine.cards import _card\n"
        "from .. import _pyside_fix\n"
        "def f(self):\n"
        "    from ...learn import glossary\n"
        "    return (r._a, belote_desktop.ai.play.search._b, text._c, glossary._d, self._e, r.__doc__, text.f)\n"
    )
    uses = sorted(use.split(": ", 1)[1] for use in private_uses(sample, source))
    assert uses == [
        "belote_desktop.ai.play.search._b",
        "belote_desktop.engine.rules._a",
        "belote_desktop.learn.glossary._d",
        "belote_desktop.ui.text._c",
        "from belote_desktop.engine.cards import _card",
        "from belote_desktop.ui.text import _hidden",
    ]


if __name__ == "__main__":
    by_folder = uses_by_folder()
    for use in sorted(use for uses in by_folder.values() for use in uses):
        print(use)
    print({folder: len(uses) for folder, uses in sorted(by_folder.items())})
