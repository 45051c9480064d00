"""Every kind of auction is one place in ui/: its panel module registers a ``PanelKind`` in ``BIDDING_PANELS``,
only ``bidding/kinds`` imports the kinds, and no other ui module asks which kind of auction is played."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import belote_desktop
from belote_desktop.engine import VARIANTS, TrumpScheme
from belote_desktop.engine.auctions import AUCTIONS
from belote_desktop.app.deal_editing import contract_values
from belote_desktop.ui.bidding import kinds as bidding_kinds
from belote_desktop.ui.bidding.base import BIDDING_PANELS, PanelKind

UI = Path(belote_desktop.__file__).parent / "ui"
BIDDING = UI / "bidding"


def _imports(path: Path) -> set[str]:
    """The belote_desktop modules ``path`` imports by a relative import (lazy and TYPE_CHECKING ones too),
    dotted from the package: 'ui.bidding.base'."""
    package = list(path.relative_to(UI.parent).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            target = base + (node.module.split(".") if node.module else [])
            found.add(".".join(target))
            if not node.module or node.module.split(".")[-1] == "bidding":
                found.update(".".join(target + [a.name]) for a in node.names)
    return found


def _kind_modules() -> set[str]:
    """The kinds' modules, as ``bidding_kinds`` imports them."""
    return {name for name in _imports(BIDDING / "kinds.py")
            if name.startswith("ui.bidding.") and name != "ui.bidding.base"}


def test_every_kind_of_auction_has_its_panel():
    assert set(BIDDING_PANELS) == set(TrumpScheme) == set(AUCTIONS)
    assert bidding_kinds.BIDDING_PANELS is BIDDING_PANELS
    assert all(isinstance(kind, PanelKind) for kind in BIDDING_PANELS.values())
    for rules in VARIANTS.values():
        assert rules.trump_scheme in BIDDING_PANELS, rules.id


def test_each_kind_is_registered_by_its_own_module():
    kinds = _kind_modules()
    assert len(kinds) == len(TrumpScheme)
    registered = {}
    for scheme, kind in BIDDING_PANELS.items():
        module = kind.build.__module__.removeprefix("belote_desktop.")
        assert module in kinds, f"{scheme}: built by {module}, which bidding_kinds does not import"
        assert kind.handle_key.__module__ == kind.build.__module__, scheme
        registered[module] = scheme
    assert set(registered) == kinds  # one kind per module, each module a kind


@pytest.mark.slow
def test_only_bidding_kinds_imports_a_kind_s_module():
    kinds = _kind_modules()
    wrong = []
    for path in UI.rglob("*.py"):
        if path == BIDDING / "kinds.py":
            continue
        for name in _imports(path) & kinds:
            wrong.append(f"{path.relative_to(UI)} imports {name}")
    assert wrong == []
    for kind in kinds:  # a kind reaches the others and the panel only through the base (its PanelToolkit)
        path = UI.parent / (kind.replace(".", "/") + ".py")
        siblings = {name for name in _imports(path) if name.startswith("ui.bidding.")}
        assert siblings <= {"ui.bidding.base"}, (kind, siblings)
    assert not _imports(BIDDING / "base.py") & (kinds | {"ui.bidding.kinds"})


@pytest.mark.slow
def test_each_kind_s_module_imports_alone():
    """Imported first, in a fresh interpreter, a kind loads without an import loop and registers itself."""
    for kind in sorted(_kind_modules()):
        code = (f"import belote_desktop.{kind} as k; from belote_desktop.ui.bidding.base import BIDDING_PANELS;"
                f" assert any(p.build is k.build for p in BIDDING_PANELS.values())")
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""}, timeout=120)
        assert done.returncode == 0, (kind, done.stderr[-2000:])


def scheme_comparisons(source: str) -> list[int]:
    """The lines of ``source`` that compare something with a member of ``TrumpScheme`` (``is``, ``==``,
    ``in (...)``, a ``case``)."""

    def names_a_scheme(node: ast.AST) -> bool:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Attribute) and (
                    (isinstance(sub.value, ast.Name) and sub.value.id == "TrumpScheme")
                    or (isinstance(sub.value, ast.Attribute) and sub.value.attr == "TrumpScheme")):
                return True
        return False

    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and names_a_scheme(node):
            lines.append(node.lineno)
        elif isinstance(node, ast.match_case) and names_a_scheme(node.pattern):
            lines.append(node.pattern.lineno)
    return lines


def test_the_comparison_finder_finds_comparisons():
    source = ("a = rules.trump_scheme is TrumpScheme.TURNED_CARD\n"
              "b = view.auction.scheme in (engine.TrumpScheme.SUN_HOKUM, TrumpScheme.POINT_AUCTION)\n"
              "PANELS[TrumpScheme.POINT_AUCTION] = 1\n"
              "match s:\n    case TrumpScheme.NAME_IN_TURN:\n        pass\n")
    assert scheme_comparisons(source) == [1, 2, 5]


@pytest.mark.slow
def test_no_ui_module_but_the_kinds_asks_which_auction_is_played():
    kinds = _kind_modules()
    wrong = []
    for path in UI.rglob("*.py"):
        if ".".join(path.relative_to(UI.parent).with_suffix("").parts) in kinds:
            continue
        wrong += [f"{path.relative_to(UI)}:{line}" for line in scheme_comparisons(path.read_text(encoding="utf-8"))]
    assert wrong == [], "ask BIDDING_PANELS or the engine's Auction instead"


def test_what_the_auction_says_of_itself():
    """The facts the ui asks the engine instead of naming the kind: called contracts, contract values."""
    assert {s for s, a in AUCTIONS.items() if a.calls_contracts} == {TrumpScheme.CONTRACT_AUCTION}
    for rules in VARIANTS.values():
        expected = (tuple(range(rules.min_bid, rules.max_bid + 1, rules.bid_step))
                    if rules.trump_scheme is TrumpScheme.POINT_AUCTION else ())
        assert contract_values(rules) == expected, rules.id
    assert contract_values(VARIANTS["coinche"])[:2] == (80, 90)
