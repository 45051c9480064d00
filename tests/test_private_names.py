"""No module uses another module's private names: what a module offers another is public and named for it.

Read from the source of every module of ``belote_desktop/`` (lazy imports inside functions too):
- ``from .a import _b`` / ``from belote_desktop.a import _b``, where ``_b`` is a name inside module ``a``;
- ``a._b``, where ``a`` names a module of the package (``import belote_desktop.a as a``, ``from . import a``,
  or the dotted ``belote_desktop.a._b``).
Not counted: ``self._x`` / ``cls._x`` and other objects' attributes, dunders (``__version__``), a module's own names,
modules outside the package (Qt, stdlib), and importing a private *module* (``from . import _pyside_fix``,
imported for its side effect, or the native ``ai/_belote_kernel``): only names inside modules count.

The second test does the same for private *attributes* (issue 59): no module reads or writes ``obj._x`` where ``_x``
belongs to a class of another module. Python cannot say statically which class ``obj`` is, so the rule is an
approximation by name, module by module:
- a use is an attribute ``x._name`` (read, written or deleted; ``_name`` private, not a dunder) or the same name as a
  string in ``getattr``/``setattr``/``hasattr``/``delattr(x, "_name")``, where ``x`` is anything but ``self``,
  ``cls`` and ``super()``;
- it counts unless ``_name`` is defined in that same module: assigned as ``self._name`` / ``cls._name`` in any
  method, a name of any class's body (an attribute, an annotation, a method, a nested class), or a module-level name.
  So ``other._x`` inside the class that sets ``self._x`` (``__eq__``, a sibling instance) is fine, and
  ``panel._value`` in a module that does not define ``_value`` is counted, read or written;
- ``OUTSIDE_NAMES``: names of Python's and its tools' own APIs that look private, each with its reason.
A name defined in the module and also in another module's class is not told apart (the approximation's blind spot).

Run ``python tests/test_private_names.py`` to print every use found, and the attribute uses per module.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import belote_desktop
from tests.package_source import parsed

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
    tree = parsed(path) if source_text is None else ast.parse(source_text)
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


# -- private attributes (issue 59) ----------------------------------------------------------------------------------

# Private-looking names that are not the package's: the attribute is another library's, used as it documents it.
OUTSIDE_NAMES: dict[str, str] = {
    "_replace": "NamedTuple's copy with some fields changed: public, the underscore keeps it clear of field names",
    "_exit": "os._exit: the documented end of a process without its clean-up (a worker process)",
    "_value2member_map_": "Enum's map from values to members: an enum 'sunder' name, read to test a value",
    "_MEIPASS": "sys._MEIPASS: where PyInstaller's bootloader says the bundle is, as PyInstaller documents",
    "_broken": "concurrent.futures' ProcessPoolExecutor: the only sign that a pool is broken (ai/workers.py)",
    "_belote_none_boosted": "the package's own mark on the sys module (_pyside_fix.py, set and read there only)",
}

# The uses left in files being split by another change now (issue 59), "file: expression" once a use: they may only
# go (take one out when its use goes; a use not listed, or listed and gone, fails the test).
ALLOWED_ATTRIBUTE_USES: list[str] = []

_OWN_OBJECTS = ("self", "cls")
_ATTRIBUTE_FUNCTIONS = ("getattr", "setattr", "hasattr", "delattr")


def _bound_names(body: list[ast.stmt]) -> set[str]:
    """The names a module's or a class's body binds itself (not inside its functions and classes, but their names)."""
    names: set[str] = set()
    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        stack.extend(ast.iter_child_nodes(node))
    return names


def defined_names(tree: ast.Module) -> set[str]:
    """The attribute names a module defines: its module-level names, every class body's names, and every
    ``self._x`` / ``cls._x`` it assigns."""
    names = _bound_names(tree.body)
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names |= _bound_names(node.body)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)) \
                and isinstance(node.value, ast.Name) and node.value.id in _OWN_OBJECTS:
            names.add(node.attr)
    return names


def _is_own_object(node: ast.expr) -> bool:
    """``self``, ``cls`` or ``super()``: the object's own attributes, wherever its class is."""
    if isinstance(node, ast.Name):
        return node.id in _OWN_OBJECTS
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def private_attribute_uses(path: Path, source_text: str | None = None) -> list[str]:
    """Every use, in the module at ``path`` (or ``source_text`` read as that module), of a private attribute that
    the module does not define (the rule: this module's docstring), as 'file:line: expression'."""
    tree = parsed(path) if source_text is None else ast.parse(source_text)
    own = defined_names(tree)
    where = path.relative_to(PACKAGE).as_posix()
    found: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            name, obj = node.attr, node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _ATTRIBUTE_FUNCTIONS \
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
                and isinstance(node.args[1].value, str):
            name, obj = node.args[1].value, node.args[0]
        else:
            continue
        if _is_private(name) and name not in own and name not in OUTSIDE_NAMES and not _is_own_object(obj):
            found.append((node.lineno, node.col_offset, ast.unparse(node)))
    return [f"{where}:{line}: {expression}" for line, _, expression in sorted(found)]


def attribute_uses_by_module() -> dict[str, list[str]]:
    """Every private attribute use found, by module (those with none left out)."""
    result: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        uses = private_attribute_uses(path)
        if uses:
            result[path.relative_to(PACKAGE).as_posix()] = uses
    return result


def _without_line(use: str) -> str:
    where, expression = use.split(": ", 1)
    return f"{where.rsplit(':', 1)[0]}: {expression}"


def test_no_module_uses_another_modules_private_attributes():
    found = Counter(_without_line(use) for uses in attribute_uses_by_module().values() for use in uses)
    allowed = Counter(ALLOWED_ATTRIBUTE_USES)
    assert sorted((found - allowed).elements()) == [], "private attributes of another module's class: make them public"
    assert sorted((allowed - found).elements()) == [], "gone from the code: take them out of ALLOWED_ATTRIBUTE_USES"


def test_the_attribute_reader_follows_its_rule():
    # each counted form is found, and what the module defines, self/cls/super() and the outside names are not
    sample = PACKAGE / "ui" / "window" / "private_names_sample.py"
    source = (
        "from __future__ import annotations\n"
        "import os\n"
        "_table = {}\n"
        "class Panel:\n"
        "    _shared = 1\n"
        "    def _helper(self): ...\n"
        "    def __init__(self, other):\n"
        "        self._value = 0\n"
        "        other._value = other._helper() + other._shared\n"
        "        super()._init()\n"
        "        self._parent_thing()\n"
        "        x = self.__class__\n"
        "def build(panel, window):\n"
        "    panel._row()\n"
        "    panel._strain = None\n"
        "    window.controller._cancel_bot()\n"
        "    del panel._gone\n"
        "    getattr(panel, '_legal', ())\n"
        "    setattr(window, '_value', 1)\n"
        "    zones = panel.zones._replace(a=1)\n"
        "    os._exit(0)\n"
        "    return _table, panel._table, window.__dict__\n"
    )
    uses = [use.split(": ", 1)[1] for use in private_attribute_uses(sample, source)]
    assert uses == [
        "panel._row",
        "panel._strain",
        "window.controller._cancel_bot",
        "panel._gone",
        "getattr(panel, '_legal', ())",
    ]


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
        "from ...learn import table_words as text\n"
        "from ...learn.table_words import _hidden\n"
        "from belote_desktop.engine.cards import _card\n"
        "from ... import _pyside_fix\n"
        "def f(self):\n"
        "    from ...learn import glossary\n"
        "    return (r._a, belote_desktop.ai.play.search._b, text._c, glossary._d, self._e, r.__doc__, text.f)\n"
    )
    uses = sorted(use.split(": ", 1)[1] for use in private_uses(sample, source))
    assert uses == [
        "belote_desktop.ai.play.search._b",
        "belote_desktop.engine.rules._a",
        "belote_desktop.learn.glossary._d",
        "belote_desktop.learn.table_words._c",
        "from belote_desktop.engine.cards import _card",
        "from belote_desktop.learn.table_words import _hidden",
    ]


if __name__ == "__main__":
    by_folder = uses_by_folder()
    for use in sorted(use for uses in by_folder.values() for use in uses):
        print(use)
    print({folder: len(uses) for folder, uses in sorted(by_folder.items())})
    print("\nprivate attributes of another module's class (issue 59):")
    by_module = attribute_uses_by_module()
    for uses in by_module.values():
        for use in uses:
            print(use)
    for module, uses in by_module.items():
        print(f"{len(uses):4d}  {module}")
    print(f"{sum(len(uses) for uses in by_module.values()):4d}  in all")
