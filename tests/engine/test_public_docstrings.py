"""Every public name the engine exports says what it is: a docstring on each class and function of
``belote_desktop.engine.__all__``, and on each public method and property those classes define.

Read from the source with ``ast`` (not ``__doc__``: dataclasses and named tuples make one up from their fields,
and a method would inherit its base's); constants (``CARDS``, ``PASS``...) and dunder methods are left out.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import FunctionType

import belote_desktop.engine as engine

Definition = ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef


def _definition(obj: type | FunctionType) -> tuple[Path, Definition]:
    """The file that defines the class or function ``obj`` and its definition there."""
    path = Path(str(inspect.getsourcefile(obj)))
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = obj.__name__
    found = [node for node in tree.body if isinstance(node, Definition) and node.name == name]
    assert found, f"{name} is not defined at the top of {path.name}"
    return path, found[-1]


def undocumented(names: list[str]) -> list[str]:
    """The exported classes and functions among ``names``, and their public methods, that have no docstring."""
    missing = []
    for name in names:
        obj = getattr(engine, name)
        if not (inspect.isclass(obj) or inspect.isfunction(obj)):
            continue
        path, node = _definition(obj)
        where = f"{path.parent.name}/{path.name}"
        if not ast.get_docstring(node):
            missing.append(f"{name} ({where}:{node.lineno})")
        if isinstance(node, ast.ClassDef):
            missing += [f"{name}.{member.name} ({where}:{member.lineno})" for member in node.body
                        if isinstance(member, ast.FunctionDef | ast.AsyncFunctionDef)
                        and not member.name.startswith("_") and not ast.get_docstring(member)]
    return missing


def test_every_exported_name_and_public_method_has_a_docstring() -> None:
    assert undocumented(engine.__all__) == []


def test_the_check_sees_the_engine_s_classes_and_their_methods() -> None:
    # what the check reads: DealState's methods and properties, a dataclass, an enum, a function
    path, node = _definition(engine.DealState)
    assert isinstance(node, ast.ClassDef) and path.name == "state.py"
    methods = {m.name for m in node.body if isinstance(m, ast.FunctionDef)}
    assert {"legal_actions", "view_for", "apply", "players", "with_cards"} <= methods
    for name in ("DealState", "MatchState", "PlayerView", "Suit", "new_deal", "mask_of"):
        assert name in engine.__all__
        assert _definition(getattr(engine, name))[1].name == name
