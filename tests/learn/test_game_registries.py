"""Every game is one place in learn/: its module in learn/games/ fills the shared registries, which are
complete for every preset; the shared modules never import a game's module."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import belote_desktop
from belote_desktop.engine import VARIANTS
from belote_desktop.learn import game_pages, glossary, tutorial, vocabulary

LEARN = Path(belote_desktop.__file__).parent / "learn"
GAMES = LEARN / "games"


def registries_complete() -> list[str]:
    """What a preset lacks in the registries (empty when every game is complete); the made-up game's test
    asks it too."""
    missing = []
    for game_id in VARIANTS:
        if game_id not in vocabulary.GAME_NAMES:
            missing.append(f"{game_id}: no name (vocabulary.register_game)")
        if game_id not in tutorial.GAME_TUTORIALS:
            missing.append(f"{game_id}: no tutorial chosen (tutorial.register_game_tutorial)")
        elif tutorial.GAME_TUTORIALS[game_id] not in tutorial.TUTORIALS:
            missing.append(f"{game_id}: its tutorial {tutorial.GAME_TUTORIALS[game_id]!r} does not exist")
    for name, keys in (("GAME_WORDS", vocabulary.GAME_WORDS), ("GAME_PAGES", game_pages.GAME_PAGES)):
        missing += [f"{key}: in {name} but no preset" for key in keys if key not in VARIANTS]
    tables = {vocabulary.meld_table_key(rules) for rules in VARIANTS.values()}
    for name, keys in (("MELD_WORDS", vocabulary.MELD_WORDS), ("MELD_TABLE_WORDS", game_pages.MELD_TABLE_WORDS)):
        missing += [f"{key}: in {name} but no preset plays that meld table" for key in keys if key not in tables]
    return missing


def test_every_preset_is_complete_in_every_registry():
    assert registries_complete() == []
    assert len(glossary.GAME_TERMS) >= 5 and all(entries() for entries in glossary.GAME_TERMS)


def test_a_game_s_own_words_reach_the_shared_readers():
    clabber = VARIANTS["clabber"]
    assert vocabulary.king_queen_name(clabber) == "Bell" and vocabulary.take_call(clabber) == "I play"
    assert set(vocabulary.MELD_WORDS) == {"clabber", "baloot"}  # Baloot's projects: its own rules-book section
    assert set(game_pages.MELD_TABLE_WORDS) == {"clabber"}
    assert vocabulary.meld_word(VARIANTS["classic"], _a_tierce()) is None
    assert vocabulary.meld_word(clabber, _a_tierce()) == "Dad"


def _a_tierce():
    from belote_desktop.engine.cards import Card
    from belote_desktop.engine.declarations import best_melds

    mask = 0
    for code in ("7S", "8S", "9S"):
        mask |= Card.parse(code).bit
    return best_melds(mask, None)[0]


def _learn_imports(path: Path) -> set[str]:
    """The learn modules ``path`` imports by name (relative imports, lazy ones too)."""
    package = ["learn"] + list(path.relative_to(LEARN).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            target = base + (node.module.split(".") if node.module else [])
            names = [target] if node.module else [target + [a.name] for a in node.names]
            found.update(".".join(n) for n in names)
    return found


def test_only_the_games_package_imports_a_game_s_module():
    games = {f"learn.games.{p.stem}" for p in GAMES.glob("*.py") if p.stem != "__init__"}
    wrong = []
    for path in LEARN.rglob("*.py"):
        inside = path.parent == GAMES
        for name in _learn_imports(path):
            if name in games and not (inside and path.stem == "__init__"):
                wrong.append(f"{path.relative_to(LEARN)} imports {name}")
            if name == "learn.games" and path != LEARN / "__init__.py":
                wrong.append(f"{path.relative_to(LEARN)} imports the games package")
    assert wrong == []
    listed = _learn_imports(GAMES / "__init__.py")
    assert games <= listed, "learn/games/__init__.py imports every game's module"


def test_each_game_module_imports_alone():
    started = {}  # each in a fresh interpreter, side by side
    for path in sorted(GAMES.glob("*.py")):
        module = f"belote_desktop.learn.games.{path.stem}".removesuffix(".__init__")
        code = f"import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; import importlib; importlib.import_module({module!r})"
        started[module] = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                           stderr=subprocess.PIPE, text=True)
    for module, process in started.items():
        _, errors = process.communicate(timeout=120)
        assert process.returncode == 0, (module, errors[-2000:])
    assert importlib.import_module("belote_desktop.learn.games")


DEFAULT_GAME = "classic"  # the game the app opens with and falls back to (settings, rules window)


def _names_games(path: Path) -> list[str]:
    """Where the module at ``path`` names a game itself: a preset looked up by its id (the default game
    excepted), or a hand-kept table or list of two games or more."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "find_variant":
            ids = [a.value for a in node.args if isinstance(a, ast.Constant) and a.value in VARIANTS]
            found += [f"{node.lineno}: find_variant({i!r})" for i in ids if i != DEFAULT_GAME]
        if isinstance(node, ast.Subscript) and getattr(node.value, "id", "") == "VARIANTS":
            if isinstance(node.slice, ast.Constant) and node.slice.value in VARIANTS:
                found.append(f"{node.lineno}: VARIANTS[{node.slice.value!r}]")
        items = node.keys if isinstance(node, ast.Dict) else node.elts if isinstance(
            node, (ast.List, ast.Tuple, ast.Set)) else []
        ids = [k.value for k in items if isinstance(k, ast.Constant) and k.value in VARIANTS]
        if len(ids) >= 2:
            found.append(f"{node.lineno}: a list of games {ids}")
    return found


def test_no_shared_module_names_a_game():
    """Above the engine only a game's own module names it (the tools choose their
    examples; the guided deals are played on their family's preset)."""
    root = Path(belote_desktop.__file__).parent
    wrong = []
    for layer in ("ai", "learn", "ui", "storage"):
        for path in sorted((root / layer).rglob("*.py")):
            if path.parent == GAMES or path.name.startswith("tutorial"):
                continue
            wrong += [f"{path.relative_to(root)}:{where}" for where in _names_games(path)]
    assert wrong == []


def test_the_check_for_games_named_is_not_vacuous(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('NAMES = {"clabber": 1, "baloot": 2}\nrules = find_variant("pilotta")\nVARIANTS["tarabish"]\n'
                      'default = find_variant("classic")\n')
    assert len(_names_games(sample)) == 3
