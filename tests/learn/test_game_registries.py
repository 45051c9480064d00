"""Every game is one place in learn/: its family's package in learn/games/ builds one record
(``teaching.GameTeaching``), listed once in ``learn/games/__init__.py``; the records are complete for every
preset, and the shared modules never import a game's package."""

from __future__ import annotations

import pytest

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import belote_desktop
from belote_desktop.engine import VARIANTS
from belote_desktop.learn import glossary, teaching, tutorial, vocabulary
from tests.package_source import parsed

LEARN = Path(belote_desktop.__file__).parent / "learn"
GAMES = LEARN / "games"


def registries_complete() -> list[str]:
    """What a preset lacks in the families' records (empty when every game is complete); the made-up game's
    test asks it too."""
    missing = []
    games = teaching.all_games()
    for game_id in VARIANTS:
        if game_id not in games:
            missing.append(f"{game_id}: no family's record names it (GameTeaching.games)")
        elif games[game_id].tutorial not in tutorial.TUTORIALS:
            missing.append(f"{game_id}: its tutorial {games[game_id].tutorial!r} does not exist")
    missing += [f"{game_id}: in a record but no preset" for game_id in games if game_id not in VARIANTS]
    named = [game_id for family in teaching.families() for game_id in family.games]
    missing += [f"{game_id}: in two records" for game_id in set(named) if named.count(game_id) > 1]
    tables = {vocabulary.meld_table_key(rules) for rules in VARIANTS.values()}
    missing += [f"{key}: a record's meld table but no preset plays it" for family in teaching.families()
                for key in family.meld_tables if key not in tables]
    return missing


def test_every_preset_is_complete_in_every_registry():
    assert registries_complete() == []
    entries = [family.glossary for family in teaching.families() if family.glossary is not None]
    assert len(entries) >= 5 and all(terms() for terms in entries)
    assert {entry.term_id for terms in entries for entry in terms()} <= {t.term_id for t in glossary.glossary_terms()}


def test_a_game_s_own_words_reach_the_shared_readers():
    clabber = VARIANTS["clabber"]
    assert vocabulary.king_queen_name(clabber) == "Bell" and vocabulary.take_call(clabber) == "I play"
    tables = {key: table for family in teaching.families() for key, table in family.meld_tables.items()}
    assert {key for key, table in tables.items() if table.namer} == {"clabber", "baloot"}  # Baloot's projects: its own rules-book section
    assert {key for key, table in tables.items() if table.rules_words} == {"clabber"}
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
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            target = base + (node.module.split(".") if node.module else [])
            names = [target] if node.module else [target + [a.name] for a in node.names]
            found.update(".".join(n) for n in names)
    return found


FAMILY_PACKAGES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").is_file())
# Who may import a family's package besides the package itself and the list (learn/games/__init__.py):
# the auction kind whose words one family writes, for the sections and explanations it registers (the
# contract auction's calls are Bulgarian Belot's words, its scoring Bidding Belote's); a family that says
# another's words; the one scoring row of Baloot's round points.
IMPORTS_ALLOWED = {
    ("kinds/sun_hokum.py", "baloot"), ("kinds/name_in_turn.py", "tarabish"),
    ("kinds/contract_auction.py", "bulgarian"), ("kinds/contract_auction.py", "bidding_belote"),
    ("games/belot_small", "bulgarian"), ("games/decouverte", "classic"),
    ("explain_scoring.py", "baloot"),
}


def _family_imported(name: str) -> str | None:
    parts = name.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["learn", "games"] and parts[2] in FAMILY_PACKAGES else None


def test_only_the_games_list_imports_a_family_s_package():
    wrong = []
    for path in LEARN.rglob("*.py"):
        where = path.relative_to(LEARN).as_posix()
        home = path.relative_to(LEARN).parts[1] if where.startswith("games/") and path.parent != GAMES else None
        for name in _learn_imports(path):
            family = _family_imported(name)
            if family is not None and family != home and path != GAMES / "__init__.py" and not any(
                    where.startswith(allowed) and family == allowed_family
                    for allowed, allowed_family in IMPORTS_ALLOWED):
                wrong.append(f"{where} imports {name}")
            if name == "learn.games" and path != LEARN / "__init__.py":  # the package's start fills the registry
                wrong.append(f"{where} imports the games package")
    assert wrong == []
    listed = _learn_imports(GAMES / "__init__.py")
    assert {f"learn.games.{family}" for family in FAMILY_PACKAGES} <= listed, "the list names every family"


@pytest.mark.slow  # (the full suite runs it; docs/testing.md)
def test_each_game_module_imports_alone():
    started = {}  # each in a fresh interpreter, side by side
    for path in sorted(GAMES.rglob("*.py")):
        module = ".".join(("belote_desktop", "learn", *path.relative_to(LEARN).with_suffix("").parts))
        module = module.removesuffix(".__init__")
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
    for node in ast.walk(parsed(path)):
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
            if GAMES in path.parents:
                continue
            wrong += [f"{path.relative_to(root)}:{where}" for where in _names_games(path)]
    assert wrong == []


def test_the_check_for_games_named_is_not_vacuous(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('NAMES = {"clabber": 1, "baloot": 2}\nrules = find_variant("pilotta")\nVARIANTS["tarabish"]\n'
                      'default = find_variant("classic")\n')
    assert len(_names_games(sample)) == 3


def test_each_dial_s_words_are_one_family_s():
    """The words on a family's own dials (``teaching.DialTexts``), read by the shared modules for any game that
    sets them, are written once, in the package of the family whose record carries them."""
    import dataclasses

    for dial in dataclasses.fields(teaching.DialTexts):
        writers = [family for family in teaching.families() if getattr(family.dials, dial.name) is not None]
        assert len(writers) == 1, (dial.name, [family.family for family in writers])
        own = getattr(writers[0].dials, dial.name)
        assert own.__module__.startswith(f"belote_desktop.learn.games.{writers[0].family}."), (dial.name, own)
        assert teaching.dial_text(lambda texts, name=dial.name: getattr(texts, name)) is own
    left = [path.name for path in LEARN.glob("*.py") if path.stem.startswith(("rules_", "explain_")) and any(
        family in path.stem for family in ("pilotta", "contract", "bidding_belote", "belot_small", "baloot"))]
    assert left == [], "a family's words live in its package"
