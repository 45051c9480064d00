"""The package holds what the program runs: every public function of ``belote_desktop/`` is called from the package,
or is one of the few entry points listed here with its reason. Training lives in ``tools/`` (issue 72): the
program reads the models the tools make, so no function that only ``tools/`` or the tests of training call ships.

A use is read from the syntax trees (lazy imports inside functions too), resolved through the imports:
- a module-level function ``f`` of module ``m`` is used where ``m`` itself names ``f`` outside ``f``'s own body, where
  another module imports ``f`` from ``m`` (directly or through a package's re-export) and names it, or reads the
  attribute ``.f`` while importing ``m`` or a module that holds ``f``, or asks ``getattr(x, "f")``;
- a static or class method is used where any module of the package reads an attribute of its name.
An approximation towards "used" (an attribute of the same name on another object counts), so what it finds is
certainly uncalled by the package.

Run ``python tests/test_package_calls_its_functions.py`` to print what nothing in the package calls, and who
calls it outside.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import belote_desktop
from tests.package_source import parsed

PACKAGE = Path(belote_desktop.__file__).parent
ROOT = PACKAGE.parent

_REFERENCE = "reference code the tests and tools/bench_kernel measure the compiled kernel and the batch against"
_CLAIMS = "the claim judge's parts the tests (and tools/claim_survey) check one by one; the window asks settle_claim"
_FIT = "the player robot's and tools/bench_fit_checks' check of clipped words (also run by the window's tests)"
_TESTS = "a reading the tests check the package's state with; the program has no need of it"
_UNCALLED = "called by nothing in the package or tools/: its room's to remove or use (issue 72's report)"

# Public functions nothing in the package calls, each with its reason. The list only shrinks: a new function the
# program does not call belongs in tools/ (a tool, training, a bench) or in the tests, not in the wheel.
ENTRY_POINTS: dict[str, str] = {
    "ai.play.kernel.random_pool": _REFERENCE,
    "ai.play.kernel.random_playout": _REFERENCE,
    "ai.play.kernel.compiled_random_playout": _REFERENCE,
    "ai.play.native_batch.greedy_rate": _REFERENCE,
    "ai.play.playouts.run_random": _REFERENCE,
    "engine.claim.judge_claim": _CLAIMS,
    "engine.claim.judge_claim_on_layout": _CLAIMS,
    "engine.claim.play_out_claim": _CLAIMS,
    "engine.invariants.violations": "the engine's invariants, asserted after every action by the tests and "
                                    "tools/selfplay (never at a player's table: a deal does not check itself)",
    "ui.look.fit_check.clipped_labels": _FIT,
    "ui.look.fit_check.talk_last_line_visible": _FIT,
    "learn.tutorial.replay_lessons": "plays a guided deal's whole script: the tests' check of every tutorial",
    "learn.teaching.all_games": _TESTS,
    "learn.teaching.teaching_for": _TESTS,
    "learn.judge.with_comparison": _TESTS,
    "learn.options.option_spec": _TESTS,
    "learn.review.review_choices": _TESTS,
    "storage.deal_file.save_deal_file": _TESTS,
    "storage.home_lock.owner_of": _TESTS,
    "storage.logs.current_log_file": _TESTS,
    "ui.look.screen_fit.kept_on_screen": _TESTS,
    "learn.table_words.reason_text": _TESTS,
    "net.names.same_name": _TESTS,
    "ui.audio.sound.write_sounds": "writes the sounds as files to listen to while working on them (a developer's hook)",
    "cli.main.install_translators": _UNCALLED,
    "i18n.language_name": _UNCALLED,
    "net.channel.frame_size": _UNCALLED,
    "storage.paths.log_dir": _UNCALLED,
    "ui.table.layout.distance": _UNCALLED,
    "app.net_return.forget_table": _UNCALLED,
}


@dataclass
class _Module:
    name: str
    tree: ast.Module
    is_package: bool
    imports: set[str] = field(default_factory=set)  # modules it imports, and ``module.name`` for each name
    names_from: dict[str, tuple[str, str]] = field(default_factory=dict)  # local name -> (module, name)
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _source(module: _Module, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.name.split(".")
    if not module.is_package:
        base = base[:-1]
    base = base[: len(base) - node.level + 1]
    return ".".join(base + (node.module.split(".") if node.module else []))


def _read(path: Path, root: Path) -> _Module:
    tree = parsed(path) if root == PACKAGE else ast.parse(path.read_text(encoding="utf-8"))
    module = _Module(_module_name(path, root), tree, path.name == "__init__.py")
    module.functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _source(module, node)
            module.imports.add(source)
            for alias in node.names:
                module.imports.add(f"{source}.{alias.name}")
                module.names_from[alias.asname or alias.name] = (source, alias.name)
        elif isinstance(node, ast.Import):
            module.imports.update(alias.name for alias in node.names)
    return module


def _attribute_names(nodes: Iterable[ast.AST]) -> set[str]:
    """The attributes read (``x.name``) and asked for by ``getattr(x, "name")`` among ``nodes``."""
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
              and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            found.add(node.args[1].value)
    return found


def _walk_outside(tree: ast.AST, skip: ast.AST) -> list[ast.AST]:
    out, stack = [], [tree]
    while stack:
        node = stack.pop()
        if node is not skip:
            out.append(node)
            stack.extend(ast.iter_child_nodes(node))
    return out


class _Package:
    def __init__(self, root: Path) -> None:
        self.modules = {m.name: m for m in (_read(p, root) for p in sorted(root.rglob("*.py")))}

    def origin(self, module: str, name: str) -> tuple[str, str]:
        """Where ``name`` as seen in ``module``'s namespace is defined (through ``from x import name`` chains)."""
        for _ in range(20):
            found = self.modules.get(module)
            if found is None or name in found.functions or name not in found.names_from:
                break
            module, name = found.names_from[name]
        return module, name

    def used(self) -> set[tuple[str, str]]:
        used: set[tuple[str, str]] = set()
        for module in self.modules.values():
            nodes = list(ast.walk(module.tree))
            for node in nodes:
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in module.names_from:
                    used.add(self.origin(module.name, node.id))
            attributes = _attribute_names(nodes)
            for imported in module.imports & self.modules.keys():
                used.update(self.origin(imported, name) for name in attributes)
        return used

    def uncalled(self) -> list[str]:
        """``module.function`` (and ``module.Class.method`` for static and class methods) of every public function
        nothing in the package calls, the package's own name left off."""
        used = self.used()
        every_attribute = set().union(*(_attribute_names(ast.walk(m.tree)) for m in self.modules.values()))
        found = []
        for module in self.modules.values():
            for name, node in module.functions.items():
                inside = {n.id for n in _walk_outside(module.tree, node) if isinstance(n, ast.Name)}
                if not name.startswith("_") and name not in inside and (module.name, name) not in used:
                    found.append(f"{module.name}.{name}")
            for cls in (n for n in module.tree.body if isinstance(n, ast.ClassDef)):
                for method in cls.body:
                    if (isinstance(method, ast.FunctionDef) and not method.name.startswith("_")
                            and {d.id for d in method.decorator_list if isinstance(d, ast.Name)}
                            & {"staticmethod", "classmethod"} and method.name not in every_attribute):
                        found.append(f"{module.name}.{cls.name}.{method.name}")
        return sorted(f.split(".", 1)[1] for f in found)


def _callers(qualified: str) -> str:
    """Where outside the package the function's name is written (tools/, tests/), for the failure's message."""
    name = qualified.rsplit(".", 1)[1]
    places = sorted({p.relative_to(ROOT).parts[0] for folder in ("tools", "tests")
                     for p in (ROOT / folder).rglob("*.py") if name in p.read_text(encoding="utf-8")})
    return ", ".join(places) or "nobody"


def test_every_public_function_is_called_by_the_package_or_is_an_entry_point():
    found = _Package(PACKAGE).uncalled()
    new = {f: _callers(f) for f in found if f not in ENTRY_POINTS}
    assert new == {}, "called only from outside the package (move it to tools/ or the tests, or call it)"
    assert sorted(set(ENTRY_POINTS) - set(found)) == []  # now called, or gone: off the list


def test_the_bots_hold_no_training():
    """``ai/`` reads its models (``load``) and runs them; making or writing one is tools/'s (ownership_fit,
    train_bidder, policy_train): no function or method of ``ai/`` trains, fits, starts a fresh model or saves one."""
    training = {"train", "fit", "fresh", "save", "fresh_model", "save_model", "validation_split", "mean_log_prob"}
    defined = [f"{path.relative_to(ROOT).as_posix()}: {node.name}" for path in sorted((PACKAGE / "ai").rglob("*.py"))
               for node in ast.walk(parsed(path))
               if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name in training]
    assert defined == []


def test_the_reader_finds_an_uncalled_function_and_follows_the_imports(tmp_path):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("from .sub.a import shown\n")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "a.py").write_text(
        "def shown():\n    return 1\n\ndef alone():\n    return alone()\n\ndef inside():\n    return 2\n\n"
        "VALUE = inside()\n\ndef by_name():\n    return 3\n\n"
        "class Made:\n    @staticmethod\n    def fresh():\n        return Made()\n    @classmethod\n"
        "    def read(cls):\n        return cls()\n")
    (package / "b.py").write_text("from .sub import a\nimport pkg\n\ndef run():\n    return pkg.shown(), "
                                  "getattr(a, 'by_name'), a.Made.read()\n\nrun()\n")
    assert _Package(package).uncalled() == ["sub.a.Made.fresh", "sub.a.alone"]


if __name__ == "__main__":
    for function in _Package(PACKAGE).uncalled():
        print(f"{function}: {ENTRY_POINTS.get(function, 'NOT LISTED')} (written in {_callers(function)})")
