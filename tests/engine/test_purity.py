"""The engine is pure Python: importing and using it loads no Qt module; doctests pass."""

import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import belote_desktop.engine

CODE = (
    "import sys, belote_desktop.engine as e, tools.selfplay, tools.bench;"
    "s = e.new_deal(e.find_variant('classic'), seed=1);"
    "s = s.apply(s.legal_actions()[0]);"
    "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt'))])"
)


def test_engine_imports_no_qt():
    root = Path(__file__).resolve().parents[2]  # where the developer tools (tools/) are found
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True, cwd=root).stdout
    assert out.strip() == "[]"


MODULES = [m.name for m in pkgutil.walk_packages(belote_desktop.engine.__path__, "belote_desktop.engine.")]


@pytest.mark.parametrize("name", ["belote_desktop.engine"] + MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
