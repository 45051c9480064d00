"""The auctions package: every trump scheme has its auction, and each module loads on its own (no import loop)."""

import ast
import pathlib
import subprocess
import sys

import pytest

import belote_desktop.engine.auctions as auctions
from belote_desktop.engine.auctions import AUCTIONS, Auction
from belote_desktop.engine.rules import VARIANTS, TrumpScheme

PACKAGE = pathlib.Path(auctions.__file__).parent
KINDS = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in ("__init__", "base"))


def test_every_trump_scheme_has_an_auction():
    assert set(AUCTIONS) == set(TrumpScheme)
    assert all(isinstance(a, Auction) for a in AUCTIONS.values())
    assert len({id(a) for a in AUCTIONS.values()}) == len(AUCTIONS)  # one instance per scheme
    assert {r.trump_scheme for r in VARIANTS.values()} <= set(AUCTIONS)


def test_the_package_loads_every_kind():
    assert KINDS == ["contract", "name_in_turn", "point", "sun_hokum", "turned_card"]
    init = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    loaded = {alias.name for node in ast.walk(init) if isinstance(node, ast.ImportFrom) and node.level == 1
              and node.module is None for alias in node.names}
    assert loaded == set(KINDS)


def _relative_imports(path: pathlib.Path) -> set[str]:
    """The modules of this package that ``path`` imports (``from .x import`` and ``from . import x``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [a.name for a in node.names])
    return found


def test_the_base_never_imports_a_kind_and_the_kinds_import_only_the_base():
    assert _relative_imports(PACKAGE / "base.py") == set()
    for kind in KINDS:
        assert _relative_imports(PACKAGE / f"{kind}.py") == {"base"}, kind


@pytest.mark.parametrize("module", ["base", *KINDS])
def test_each_module_imports_alone(module):
    code = f"import belote_desktop.engine.auctions.{module} as m; import belote_desktop.engine.auctions as a; " \
           "print(len(a.AUCTIONS))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(len(TrumpScheme))
