"""The tests marked `slow` by measurement (tests/slow_by_measure.txt, read by tests/conftest.py) exist, and
each module keeps a test in the fast loop (`pytest -m "not slow"`), so no module drops out of it unseen."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import slow_by_measure

ROOT = Path(__file__).parent.parent


def _test_functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_")}


def test_every_listed_test_exists_and_its_module_keeps_a_fast_one():
    listed = slow_by_measure()
    assert listed and len(listed) == len(set(listed))
    for test in listed:
        file, _, name = test.partition("::")
        function, _, parameter = name.partition("[")
        defined = _test_functions(ROOT / file)
        assert function in defined, test
        whole = {n.partition("::")[2] for n in listed if n.startswith(file + "::") and "[" not in n}
        # a module keeps a test function not listed whole, or only some parameters of this one are listed
        assert parameter or defined - whole, f"{file} would leave the fast loop"


def test_the_hook_marks_a_listed_test_and_its_parameters_and_nothing_else():
    from tests.conftest import pytest_collection_modifyitems

    class Item:
        def __init__(self, nodeid: str) -> None:
            self.nodeid, self.marks = nodeid, []

        def add_marker(self, mark: object) -> None:
            self.marks.append(mark)

    listed = slow_by_measure()[0]
    items = [Item(listed), Item(listed.partition("[")[0] + "[other]"), Item(listed + "_and_more"), Item("tests/x.py::y")]
    pytest_collection_modifyitems(items)
    assert [bool(item.marks) for item in items] == [True, "[" not in listed, False, False]
