"""Every auction kind is one place in learn/: its module in learn/kinds/ builds its record
(``base.records.KindTeaching``: what its actions mean, its refusals, the Suggest button's reasons, its rules-book
paragraphs, its end-of-deal lines), listed once in ``learn/kinds/__init__.KINDS``; the shared modules never import
a kind's module, read the records through ``teaching.kind_teaching`` and no longer branch on the kind."""

from __future__ import annotations

import pytest

import ast
import dataclasses
import subprocess
import sys
from pathlib import Path

import belote_desktop
from belote_desktop.engine import Reason, TrumpScheme
from belote_desktop.learn import kinds as learn_kinds
from belote_desktop.learn import suggest
from belote_desktop.learn.base.records import KindTeaching
from belote_desktop.learn.teaching import kind_teaching, own_refusal

LEARN = Path(belote_desktop.__file__).parent / "learn"
KINDS = LEARN / "kinds"
# one kind's own text modules beside the shared ones, or in the game's package that plays the kind (the
# kinds' modules register their functions); by their names under learn/
KIND_TEXTS = {"games.baloot.explain", "games.belot_small.explain", "games.bulgarian.explain", "games.baloot.rules_book",
              "games.belot_small.rules_book", "games.bidding_belote.rules_book", "games.bulgarian.rules_book",
              "games.pilotta.rules_book", "games.tarabish.rules_book"}

# every kind fills these
COMPLETE = ("explain_action", "pass_reason", "aim", "sections")
# a kind that leaves one of these None has the shared default, named beside each
WITH_DEFAULT = (
    "wording",  # the common wording
    "not_allowed",  # "This game does not use that move."
    "call_reason",  # the shared reasons by action
    "contract_line",  # "X took, with Y as trumps."
    "failed_verdict",  # the shared verdict
)


def _filled_by_a_kind(fn: object) -> bool:
    if fn is suggest.suit_pass_reason:  # the one shared helper several kinds register (taking and naming suits)
        return True
    module = getattr(getattr(fn, "func", fn), "__module__", "")  # functools.partial too
    return module.startswith("belote_desktop.learn.kinds.") or module.removeprefix("belote_desktop.learn.") in KIND_TEXTS


def test_every_kind_has_its_record():
    assert [kind.scheme for kind in learn_kinds.KINDS] == list(TrumpScheme)  # one record a kind, in the enum's order
    for scheme in TrumpScheme:
        kind = kind_teaching(scheme)
        assert isinstance(kind, KindTeaching) and kind.scheme is scheme
        for name in COMPLETE:
            assert getattr(kind, name), (scheme, name)
        assert "bidding" in kind.sections, scheme
        # the contract's scoring paragraphs: the kind's own, or its whole scoring section (Sun and Hokum)
        assert (kind.contract_scoring is not None) != ("scoring" in kind.sections), scheme
    for name in WITH_DEFAULT:  # some kind has its own, and some has the default
        assert {getattr(kind, name) is None for kind in learn_kinds.KINDS} == {True, False}, name
    reasons = [reason for kind in learn_kinds.KINDS for reason in kind.own_reasons]
    assert reasons and len(reasons) == len(set(reasons)) and set(reasons) <= set(Reason)  # each kind's own
    assert all(own_refusal(reason) is not None for reason in reasons)


def test_the_kinds_modules_fill_the_records():
    wrong = []
    for kind in learn_kinds.KINDS:
        for field in dataclasses.fields(kind):
            value = getattr(kind, field.name)
            if field.name == "scheme" or value is None:
                continue
            fns = value.values() if isinstance(value, dict) else [value]
            wrong += [f"{kind.scheme}.{field.name}: {fn!r}" for fn in fns if not _filled_by_a_kind(fn)]
    assert wrong == []


def test_importing_learn_fills_the_one_registry_from_the_two_lists():
    """The records reach the shared modules through one registry (``learn.teaching``), filled only by the two
    lists (``learn/games/__init__.py``, ``learn/kinds/__init__.py``), which ``learn/__init__`` imports: importing
    any shared module of learn finds every family and every kind, and no other module registers at import."""
    code = ("import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; import belote_desktop.learn.rulesbook; "
            "from belote_desktop.learn import games, kinds, teaching; "
            "print(teaching.families() == games.FAMILIES, teaching.kinds() == kinds.KINDS)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "True True"
    lists = {LEARN / "games" / "__init__.py": "register_families(FAMILIES)", KINDS / "__init__.py": "register_kinds(KINDS)"}
    wrong = []
    for path in LEARN.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:  # module-level statements
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, (ast.AnnAssign, ast.AugAssign)) else []
            calls = [node.value] if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) else []
            wrong += [f"{path.relative_to(LEARN)}:{node.lineno}" for target in targets
                      if isinstance(target, ast.Subscript)]  # REGISTRY[key] = ... at import
            wrong += [f"{path.relative_to(LEARN)}:{node.lineno}" for call in calls
                      if "register" in ast.unparse(call.func) and ast.unparse(call) != lists.get(path)]
            if isinstance(node, (ast.For, ast.While)):
                wrong.append(f"{path.relative_to(LEARN)}:{node.lineno}: a loop at import")
    assert wrong == []


def _learn_imports(path: Path) -> set[str]:
    package = ["learn"] + list(path.relative_to(LEARN).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            target = package[: len(package) - node.level + 1] + (node.module.split(".") if node.module else [])
            found.update(".".join(n) for n in ([target] if node.module else [target + [a.name] for a in node.names]))
    return found


def test_only_the_kinds_package_imports_a_kind_s_module():
    kinds = {f"learn.kinds.{p.stem}" for p in KINDS.glob("*.py") if p.stem != "__init__"}
    wrong = []
    for path in LEARN.rglob("*.py"):
        for name in _learn_imports(path):
            if name in kinds and path != KINDS / "__init__.py":
                wrong.append(f"{path.relative_to(LEARN)} imports {name}")
            if name == "learn.kinds" and path != LEARN / "__init__.py":  # the package's start fills the registry
                wrong.append(f"{path.relative_to(LEARN)} imports the kinds package")
    assert wrong == []
    assert kinds == {f"learn.kinds.{s.value}" for s in TrumpScheme}, "one module a kind, named after it"
    assert kinds <= _learn_imports(KINDS / "__init__.py")


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_each_kind_module_imports_alone():
    started = {}  # each in a fresh interpreter, side by side
    for path in sorted(KINDS.glob("*.py")):
        module = f"belote_desktop.learn.kinds.{path.stem}".removesuffix(".__init__")
        code = f"import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; import importlib; importlib.import_module({module!r})"
        started[module] = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                           stderr=subprocess.PIPE, text=True)
    for module, process in started.items():
        _, errors = process.communicate(timeout=120)
        assert process.returncode == 0, (module, errors[-2000:])


def _scheme_compares(source: str) -> list[tuple[str, int]]:
    """(enclosing function, line) of every comparison of ``rules.trump_scheme`` with a ``TrumpScheme`` member
    (``is``, ``is not``, ``==``, ``!=``, ``in`` a tuple of members)."""
    found: list[tuple[str, int]] = []

    def names_scheme(node: ast.AST) -> bool:
        return isinstance(node, ast.Attribute) and node.attr == "trump_scheme" or \
            isinstance(node, ast.Name) and node.id == "scheme"

    def is_member(node: ast.AST) -> bool:
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(is_member(e) for e in node.elts)
        return isinstance(node, ast.Attribute) and getattr(node.value, "id", "") == "TrumpScheme"

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else where
            if isinstance(child, ast.Compare):
                sides = [child.left, *child.comparators]
                if any(names_scheme(s) for s in sides) and any(is_member(s) for s in sides):
                    found.append((inner, child.lineno))
            visit(child, inner)

    visit(ast.parse(source), "<module>")
    return found


# What the shared modules consciously still compare: a one-line condition on a rule that only that kind has,
# where a registry would only rename the kind.
LEFT = {
    # "Our choices" that are no option, each on one kind's dial: no bid after a coinche (point auction), the
    # capot value to the defenders of a taker dedans (turned card)
    ("rules_options.py", "_after_coinche"), ("rules_options.py", "_capot_of_the_dedans"),
    # the belote counts toward the bid (a point-auction dial); the litige's carry-over (turned card only)
    ("rules_scoring.py", "belote_section"), ("rules_scoring.py", "end_of_game_section"),
    # the table of deal totals has one row per deal when the trump is taken, not bid
    ("rules_scoring.py", "_contract_label"),
    # the deal section: nothing turned before a point auction; Baloot's lock at x3
    ("rules_play.py", "deal_section"), ("rules_play.py", "play_section"),
    # the belote announced counts toward a bid
    ("explain_announcements.py", "explain_announcement"),
    # the one named test the Baloot words read (vocabulary.baloot_call, baloot_project)
    ("vocabulary.py", "is_baloot"),
}


def test_the_shared_modules_do_not_branch_on_the_kind():
    found = set()
    wrong = []
    # learn's shared modules (the options' words among them: which games an option means something in is the
    # engine's, declared beside each game in engine/games/)
    for path in sorted(LEARN.glob("*.py")):
        if path.stem in KIND_TEXTS:
            continue
        for where, line in _scheme_compares(path.read_text(encoding="utf-8")):
            found.add((path.name, where))
            if (path.name, where) not in LEFT:
                wrong.append(f"{path.name}:{line} in {where}")
    assert wrong == [], "put the kind's text in its record in learn/kinds/ instead"
    assert found == LEFT, f"no longer compared, take off LEFT: {sorted(LEFT - found)}"


def test_the_check_for_branches_is_not_vacuous():
    sample = ("def f(rules):\n    if rules.trump_scheme is TrumpScheme.SUN_HOKUM:\n        pass\n"
              "    x = rules.trump_scheme in (TrumpScheme.A, TrumpScheme.B)\n"
              "    y = BID[rules.trump_scheme]\n")
    assert _scheme_compares(sample) == [("f", 2), ("f", 4)]
