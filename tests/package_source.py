"""The package's modules parsed once per test process: the structural tests (layers, import circles, private
names, function sizes, developer tools, the games' registries) all read the same files, only ever reading the trees."""

from __future__ import annotations

import ast
import functools
from pathlib import Path


@functools.cache
def parsed(path: Path) -> ast.Module:
    """The syntax tree of one source file (shared: never change it)."""
    return ast.parse(path.read_text(encoding="utf-8"))
