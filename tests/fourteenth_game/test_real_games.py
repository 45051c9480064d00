"""The thirteen real games live where the fourteenth does (``test_fourteenth_game.PRODUCTION``): each preset,
and the meld table it brings, in its family's module ``belote_desktop/engine/games/<family>.py``; the presets
in the one list of ``engine/games/__init__.py``; and no other module of the engine names a game."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path
from types import ModuleType

import pytest

import belote_desktop.engine
from belote_desktop.engine import games
from belote_desktop.engine.declarations import MeldTable
from belote_desktop.engine.recipe import MELD_TABLES
from belote_desktop.engine.rules import PRESET_NUMBERS, VARIANTS, Ruleset

ENGINE = Path(belote_desktop.engine.__file__).parent
GAMES = ENGINE / "games"
REAL_GAMES = (
    "classic", "coinche", "contree_ffb", "bidding_belote", "bulgarian", "pilotta", "baloot", "tarabish", "clabber",
    "decouverte", "belot_3p", "belot_2p", "belot_2p_open",
)
SHARED_TABLE = "french"  # the engine's default table (engine/recipe.py), for the games that bring none
SHARED_MELD_TABLES = {"FRENCH_MELDS", "ACES_ONLY_MELDS"}  # the default table and its no-trumps dial's table


def _families() -> list[ModuleType]:
    return [importlib.import_module(f"{games.__name__}.{info.name}") for info in pkgutil.iter_modules(games.__path__)]


def _defined_in(module: ModuleType) -> dict[str, object]:
    """The names a module assigns at its top level (not those it imports), with their values."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {name: getattr(module, name) for name in names}


def _homes() -> dict[str, ModuleType]:
    """Each preset's id -> the family module that defines it."""
    homes: dict[str, ModuleType] = {}
    for family in _families():
        presets = [value for value in _defined_in(family).values() if isinstance(value, Ruleset)]
        assert presets, f"{family.__name__} defines no preset"
        for preset in presets:
            assert preset.id not in homes, (preset.id, homes[preset.id].__name__, family.__name__)
            homes[preset.id] = family
    return homes


def test_every_real_game_lives_in_its_family_module_and_the_one_list():
    homes = _homes()
    assert sorted(homes) == sorted(REAL_GAMES)
    for game_id, family in homes.items():
        assert Path(family.__file__).parent == GAMES
        assert VARIANTS[game_id] is _preset(family, game_id)  # the registry holds the module's own object
    # the one list: every game once, in the New Game list's order, with its frozen number
    assert [preset for _, preset in games.PRESETS] == list(VARIANTS.values())
    assert {preset.id: number for number, preset in games.PRESETS} == PRESET_NUMBERS
    assert sorted(PRESET_NUMBERS.values()) == list(range(len(REAL_GAMES)))


def _preset(family: ModuleType, game_id: str) -> Ruleset:
    return next(v for v in _defined_in(family).values() if isinstance(v, Ruleset) and v.id == game_id)


def test_each_game_registers_its_own_meld_table_in_its_module():
    homes = _homes()
    own = {VARIANTS[game_id].meld_table: family for game_id, family in homes.items()
           if VARIANTS[game_id].meld_table != SHARED_TABLE}
    assert set(own) == {"baloot", "tarabish", "clabber"}
    for key, family in own.items():
        assert MELD_TABLES[key].__module__ == family.__name__, key
        tables = [name for name, value in _defined_in(family).items() if isinstance(value, MeldTable)]
        assert tables, f"{family.__name__} registers {key!r} but defines no table"
    assert MELD_TABLES[SHARED_TABLE].__module__ == "belote_desktop.engine.recipe"


def _game_names() -> tuple[set[str], set[str]]:
    """The identifiers of the games' presets and tables, and the ids and table keys as strings."""
    identifiers, words = set(), set(REAL_GAMES)
    for family in _families():
        for name, value in _defined_in(family).items():
            if isinstance(value, (Ruleset, MeldTable)):
                identifiers.add(name)
    for game_id in REAL_GAMES:
        words.add(str(VARIANTS[game_id].meld_table))
    return identifiers - SHARED_MELD_TABLES, words - {SHARED_TABLE}


def _naming(source: str, identifiers: set[str], words: set[str]) -> list[tuple[int, str]]:
    """Where a module's code names a game: its preset's or table's identifier, or its id or table key as a
    string. Allowed: an enum member's value (the recipe's vocabulary, e.g. ``MatchPoints.BALOOT = "baloot"``),
    an enum member read by attribute, and a preset looked up in the registry (``find_variant("classic")``,
    as the made-up tables of engine/shapes.py and the fourteenth game build on a preset)."""
    tree = ast.parse(source)
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and any(
                isinstance(base, ast.Name) and base.id.endswith("Enum") for base in node.bases):
            allowed |= {id(n) for stmt in node.body if isinstance(stmt, ast.Assign) for n in ast.walk(stmt)}
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "find_variant":
            allowed |= {id(arg) for arg in node.args}
    found = []
    for node in ast.walk(tree):
        if id(node) in allowed:
            continue
        if isinstance(node, ast.Name) and node.id in identifiers:
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute) and node.attr in identifiers and not (
                isinstance(node.value, ast.Name) and node.value.id[:1].isupper()):  # ``MatchPoints.BALOOT``
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.alias) and {node.name, node.asname} & identifiers:
            found.append((getattr(node, "lineno", 0), node.name))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in words:
            found.append((node.lineno, repr(node.value)))
    return found


@pytest.mark.slow
def test_no_engine_module_outside_the_games_names_a_game():
    identifiers, words = _game_names()
    assert {"BALOOT", "CLASSIC", "BELOT_2P_OPEN", "BALOOT_SUN_MELDS", "TARABISH_RUNS"} <= identifiers
    assert {"baloot", "classic", "belot_2p_open"} <= words
    # the check sees a branch on a game and an import of one, and lets the vocabulary and a lookup pass
    hostile = ('from .rules import BALOOT\nif rules.id == "pilotta":\n    x = games.clabber.CLABBER_MELDS\n'
               'class Kind(Enum):\n    BALOOT = "baloot"\nk = MatchPoints.BALOOT\nc = find_variant("classic")\n')
    assert [line for line, _ in _naming(hostile, identifiers, words)] == [1, 2, 3]
    offenders = []
    for path in sorted(ENGINE.rglob("*.py")):
        if GAMES in path.parents:
            continue
        name = path.relative_to(ENGINE.parent.parent).as_posix()
        offenders += [f"{name}:{line}: {what}" for line, what in _naming(path.read_text(encoding="utf-8"),
                                                                          identifiers, words)]
        module = importlib.import_module(".".join(path.relative_to(ENGINE.parent.parent).with_suffix("").parts)
                                         .removesuffix(".__init__"))
        offenders += [f"{name}: defines the table {table}" for table, value in _defined_in(module).items()
                      if isinstance(value, MeldTable) and table not in SHARED_MELD_TABLES]
        offenders += [f"{name}: defines the preset {preset}" for preset, value in _defined_in(module).items()
                      if isinstance(value, Ruleset) and value == VARIANTS.get(value.id)]
    assert offenders == []


# -- the learn side: each family's package in learn/games/ builds its record, listed once --------------------

LEARN = ENGINE.parent / "learn"
LEARN_GAMES = LEARN / "games"


def test_every_real_game_is_taught_by_its_family_s_record_in_its_package():
    from belote_desktop.learn import games as learn_games
    from belote_desktop.learn.teaching import game_text, teaching_for

    packages = sorted(p.name for p in LEARN_GAMES.iterdir() if (p / "__init__.py").is_file())
    assert sorted(family.family for family in learn_games.FAMILIES) == packages  # one record a package, all listed
    for game_id in REAL_GAMES:
        family = teaching_for(game_id)
        assert family is not None, game_id
        package = f"belote_desktop.learn.games.{family.family}"
        assert importlib.import_module(package).TEACHING is family, game_id
        own = game_text(game_id)
        for text in (own.name, own.description):  # its words are written in its package
            assert text.__module__.startswith(package), (game_id, text.__module__)
        if own.page is not None or own.facts is not None:
            assert any(f.__module__.startswith(package) for f in _functions(own.page, own.facts)), game_id
    for family in learn_games.FAMILIES:
        for deal in family.tutorials:  # its guided deals are played on its own games
            assert deal.preset in family.games, (family.family, deal.family)


def _functions(*records: object) -> list:
    return [value for record in records if record is not None for value in vars(record).values()
            if callable(value) and hasattr(value, "__module__")]


# What may still name a game outside its package in learn/, each with why:
LEARN_ALLOWED = {
    # the glossary reads the family's values (the belote's points, the last trick) from the default game
    ("learn/glossary.py", "CLASSIC"),
    # the glossary's word for cards face up on the table, which the game is named after
    ("learn/glossary.py", "'decouverte'"),
    # the auction kinds only one game plays name that game's sections and explanations in their records
    ("learn/kinds/sun_hokum.py", "baloot"), ("learn/kinds/name_in_turn.py", "tarabish"),
    # the contract auction's words are Bulgarian Belot's, its scoring Bidding Belote's (the games it comes from)
    ("learn/kinds/contract_auction.py", "bulgarian"), ("learn/kinds/contract_auction.py", "bidding_belote"),
    # the table's words for the settings: "classic" is a card style's key there (red and black), not the game
    ("learn/table_words.py", "'classic'"),
}


def _learn_naming(path: Path, identifiers: set[str], words: set[str]) -> list[str]:
    """Where a learn module names a game: its preset's or table's identifier, its id or table key as a
    string, or an import of its family's package (``learn/games/<family>``)."""
    source = path.read_text(encoding="utf-8")
    found = [what for _, what in _naming(source, identifiers, words)]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and ".games." in f".{node.module}." and node.level:
            found += [part for part in node.module.split(".") if part in words]
    return found


def test_no_learn_module_outside_a_game_s_package_names_the_game(tmp_path):
    identifiers, words = _game_names()
    hostile = tmp_path / "hostile.py"  # an import of a family's package and a game's id are seen
    hostile.write_text('from ..games.pilotta import words\nif rules.id == "tarabish":\n    pass\n')
    assert sorted(_learn_naming(hostile, identifiers, words)) == ["'tarabish'", "pilotta"]
    words |= {"belot_small"}  # the learn family of the tables for three and for two
    words -= {"coinche"}  # also the double's name and its rules-book anchor: the word, not the game
    offenders = []
    for path in sorted(LEARN.rglob("*.py")):
        if LEARN_GAMES in path.parents:
            continue  # a family's package names its own games (and another's words it says: checked in tests/learn)
        name = path.relative_to(ENGINE.parent).as_posix()
        offenders += [f"{name}: {what}" for what in _learn_naming(path, identifiers, words)
                      if (name, what) not in LEARN_ALLOWED]
    assert offenders == []
