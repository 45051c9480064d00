"""Each rule option is declared once, where its game lives, and every layer derives from that declaration (issue 72).

The declaration (``engine/options.py``'s ``RuleOption``: the dial, its control, the games it means something in) is
written in ``engine/options.py`` for the rules several games share and in ``engine/games/<family>.py`` beside the
presets for a game's own; ``register_options`` refuses a field declared twice. From it: the limits a save's numbers
are checked by (``OPTION_LIMITS``), the fields a save may change (``storage/options.py``), New Game's rows and the
rules book's grid (``learn/options.py``, in the words of ``learn/option_words.py``, keyed by the field). No module
writes a list of option names by hand but the two listed here, each with its reason.
"""

from __future__ import annotations

import ast
from enum import Enum
from pathlib import Path

import pytest

import belote_desktop
from belote_desktop.engine import VARIANTS, Ruleset
from belote_desktop.engine.options import BOOL, OPTION_LIMITS, RULE_OPTIONS, Choice, RuleOption, Spin, register_options
from belote_desktop.engine.rules import FLAT_PATHS
from tests.package_source import parsed

PACKAGE = Path(belote_desktop.__file__).parent

# Hand-written lists of option names that stay, each checked elsewhere against the declarations.
LISTS_KEPT = {
    # a deal code's options by their index: frozen wire numbers of every dial, options or not, a new one at the end
    # (tests/storage/test_deal_code.py: every dial, once)
    "storage/deal_code.py": "OPTIONS",
    # the rules book's order of its questions, between the choices that are no option
    # (tests/learn/test_options_table.py: each option's question asked once)
    "learn/rules_options.py": "CHOICES",
}


def _declared_in(root: Path) -> dict[str, list[str]]:
    """Each field written as ``RuleOption("field", ...)`` in the package's sources -> the modules writing it."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(parsed(path) if root == PACKAGE else ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "RuleOption"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                found.setdefault(node.args[0].value, []).append(path.relative_to(root).as_posix())
    return found


def _listed_by_hand(root: Path, fields: set[str]) -> list[str]:
    """The literal lists, tuples, sets and dict keys, assigned to a name, whose strings are mostly option fields
    (three or more), as ``module: NAME``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = parsed(path) if root == PACKAGE else ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
            value = getattr(node, "value", None)
            if not isinstance(target, ast.Name) or not isinstance(value, ast.Tuple | ast.List | ast.Set | ast.Dict):
                continue
            items = value.keys if isinstance(value, ast.Dict) else value.elts
            strings = [item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)]
            named = [string for string in strings if string in fields]
            if len(named) >= 3 and 2 * len(named) > len(strings):  # (not a list of anchors some options share)
                found.append(f"{path.relative_to(root).as_posix()}: {target.id}")
    return found


def _presets_of(module: str) -> list[Ruleset]:
    """The presets a module of engine/games/ defines."""
    import importlib

    values = vars(importlib.import_module("belote_desktop." + module.removesuffix(".py").replace("/", "."))).values()
    return [value for value in values if isinstance(value, Ruleset) and VARIANTS.get(value.id) is value]


def test_an_option_declared_twice_is_refused():
    before = dict(RULE_OPTIONS), dict(OPTION_LIMITS)
    with pytest.raises(ValueError, match="'target_score' is declared twice"):
        register_options(RuleOption("target_score", Spin(0, 5, 1)))
    assert (RULE_OPTIONS, OPTION_LIMITS) == before


def test_each_option_is_declared_once_where_its_game_lives():
    """Written once in the sources, in engine/options.py when it means something in the games of two modules or
    more, else in the module of a game it means something in."""
    declared = _declared_in(PACKAGE)
    assert set(declared) == set(RULE_OPTIONS)
    assert {field: modules for field, modules in declared.items() if len(modules) > 1} == {}
    misplaced = []
    for field, (module,) in declared.items():
        applies = RULE_OPTIONS[field].applies
        if module == "engine/options.py":
            homes = {home for home in _game_modules() if any(applies(p) for p in _presets_of(home))}
            if len(homes) < 2:
                misplaced.append(f"{field}: shared, but only {sorted(homes)} have it")
        elif not module.startswith("engine/games/") or not any(applies(p) for p in _presets_of(module)):
            misplaced.append(f"{field}: in {module}, none of whose games has it")
    assert misplaced == []


def _game_modules() -> list[str]:
    return sorted(p.relative_to(PACKAGE).as_posix() for p in (PACKAGE / "engine" / "games").glob("*.py")
                  if p.name != "__init__.py")


def test_every_option_is_a_dial_and_every_game_within_its_control():
    assert set(RULE_OPTIONS) <= set(FLAT_PATHS)
    assert OPTION_LIMITS == {field: (option.kind.low, option.kind.high) for field, option in RULE_OPTIONS.items()
                             if isinstance(option.kind, Spin)}
    for field, option in RULE_OPTIONS.items():
        for preset in VARIANTS.values():
            value = getattr(preset, field)
            if option.kind == BOOL:
                assert isinstance(value, bool), (field, preset.id)
            elif isinstance(option.kind, Spin):
                assert option.kind.low <= value <= option.kind.high, (field, preset.id)
            else:
                assert isinstance(option.kind, Choice) and value in option.kind.values, (field, preset.id)


def test_the_layers_derive_from_the_declarations():
    """A new option appears everywhere or the tests fail: in words, in New Game and the rules book, in saves."""
    from belote_desktop.learn.option_words import OPTION_WORDS
    from belote_desktop.learn.options import option_specs
    from belote_desktop.storage.options import OFFERED_OPTIONS

    assert set(OPTION_WORDS) == set(RULE_OPTIONS) == OFFERED_OPTIONS == {spec.field for spec in option_specs()}
    specs = {spec.field: spec for spec in option_specs()}
    for field, option in RULE_OPTIONS.items():
        assert (specs[field].kind, specs[field].applies) == (option.kind, option.applies)
        # a choice of an enum's members has each member in words (never its JSON value), and only a choice has words
        # for its values
        members = {v for v in option.kind.values if isinstance(v, Enum)} if isinstance(option.kind, Choice) else set()
        worded = [value for value, _words in OPTION_WORDS[field].values]
        assert len(worded) == len(set(worded)) and set(worded) == members, field


def test_no_module_lists_option_names_by_hand():
    found = _listed_by_hand(PACKAGE, set(RULE_OPTIONS))
    assert sorted(found) == sorted(f"{module}: {name}" for module, name in LISTS_KEPT.items())


def test_the_readers_find_declarations_and_lists(tmp_path):
    (tmp_path / "a.py").write_text('X = RuleOption("one", BOOL)\nY = RuleOption("two", BOOL)\n'
                                   'LIMITS = {"one": 1, "two": 2, "three": 3}\nSHORT = ("one", "two")\n'
                                   'ANCHORS = ("one", "two", "three", "a", "b", "c", "d")\n')
    (tmp_path / "b.py").write_text('Z = RuleOption("one", BOOL)\nSEEN: tuple = ("one", "two", "three", "four")\n')
    assert _declared_in(tmp_path) == {"one": ["a.py", "b.py"], "two": ["a.py"]}
    assert _listed_by_hand(tmp_path, {"one", "two", "three"}) == ["a.py: LIMITS", "b.py: SEEN"]
