"""No function of the package is over 80 lines, from its `def` to its last line (issue 59): a longer one is
cut into named pieces (a dialog by section, a rules-book section by paragraph, a decoder by message kind).
How complex a function may be is ruff's check (C901, pyproject.toml); `python -m tools.house_metrics`
prints both figures."""

from __future__ import annotations

import ast
from pathlib import Path

import belote_desktop

PACKAGE = Path(belote_desktop.__file__).parent
LIMIT = 80


def functions_over(limit: int, source: str) -> list[tuple[str, int, int]]:
    """(name, first line, length) of every function in ``source`` longer than ``limit`` lines."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > limit:
                found.append((node.name, node.lineno, length))
    return found


def test_no_function_of_the_package_is_over_80_lines():
    long = [f"{path.relative_to(PACKAGE)}:{line} {name} ({length} lines)"
            for path in sorted(PACKAGE.rglob("*.py"))
            for name, line, length in functions_over(LIMIT, path.read_text(encoding="utf-8"))]
    assert long == []


def test_the_count_reads_from_def_to_the_last_line():
    body = "\n".join(f"    x{i} = {i}" for i in range(LIMIT - 1))
    assert functions_over(LIMIT, f"def fits():\n{body}\n") == []
    assert functions_over(LIMIT, f"async def over():\n{body}\n    return 0\n") == [("over", 1, LIMIT + 1)]
