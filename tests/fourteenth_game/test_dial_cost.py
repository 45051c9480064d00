"""What a game with a rule of its own costs, counted honestly (issue 59).

The made-up fourteenth game (``test_fourteenth_game.py``) is two files and two lines because it turns no dial that
no other game turns. A real game often does: Pilotta's pass is final and its first bidder leads, Baloot's doubled
deal locks the lead. Each such rule is a **dial of its own**: a leaf of the ``Ruleset`` (a bool, or an enum's member)
whose value in this game differs from its value in every other preset (numbers such as a target score are values of
a shared dial and cost no code). The shared modules that **name** a dial read or explain it: a bool dial is named by
its field (``rules.auction.pass_is_final``, ``pass_is_final=True``, ``"pass_is_final"`` in a table), an enum member by
``EnumClass.MEMBER``. The game's own files (``engine/games/<family>.py``, ``learn/games/<family>/``) do not count.

docs/ARCHITECTURE.md's "Adding a game" quotes these counts in its table; this test fails when they drift, so the
document says what a new rule costs today. ``python -m tests.fourteenth_game.test_dial_cost`` prints them.
"""

from __future__ import annotations

import ast
import dataclasses
import enum
import importlib
import pkgutil
import re
from functools import cache
from pathlib import Path

import belote_desktop
from belote_desktop.engine.rules import VARIANTS, Ruleset

PACKAGE = Path(belote_desktop.__file__).parent
ARCHITECTURE = PACKAGE.parent / "docs" / "ARCHITECTURE.md"
NOT_A_RULE = {"id", "name", "description"}


def _leaves(value: object, path: str = "") -> dict[str, object]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: dict[str, object] = {}
        for field in dataclasses.fields(value):
            found |= _leaves(getattr(value, field.name), f"{path}{field.name}.")
        return found
    return {path.removesuffix("."): value}


def _dials_of_its_own(ruleset: Ruleset, others: list[Ruleset]) -> dict[str, str]:
    """The leaf's path -> the name a module writes to use it, for each bool or enum leaf no other ruleset shares."""
    theirs = [_leaves(other) for other in others]
    own = {}
    for path, value in _leaves(ruleset).items():
        if path in NOT_A_RULE or any(leaves.get(path) == value for leaves in theirs):
            continue
        if isinstance(value, enum.Enum):
            own[path] = f"{type(value).__name__}.{value.name}"
        elif isinstance(value, bool):
            own[path] = path.rsplit(".", 1)[-1]
    return own


def own_dials(game: str) -> dict[str, str]:
    """The preset's dials of its own."""
    return _dials_of_its_own(VARIANTS[game], [ruleset for preset_id, ruleset in VARIANTS.items() if preset_id != game])


@cache
def _names(path: Path) -> frozenset[str]:
    """Every field, keyword, string and ``Class.MEMBER`` the module writes."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
            if isinstance(node.value, ast.Name):
                names.add(f"{node.value.id}.{node.attr}")
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)
    return frozenset(names)


def _own_files(game: str) -> tuple[str, str]:
    """The engine module that defines the preset and the folder of learn's family that teaches it."""
    from belote_desktop.engine import games
    from belote_desktop.learn.games import FAMILIES

    engine = next(f"engine/games/{info.name}.py" for info in pkgutil.iter_modules(games.__path__)
                  if any(value is VARIANTS[game]
                         for value in vars(importlib.import_module(f"{games.__name__}.{info.name}")).values()))
    family = next(record.family for record in FAMILIES if game in record.games)
    return engine, f"learn/games/{family}/"


def shared_modules_naming(game: str) -> set[str]:
    """The package's modules, outside the game's own files, that name one of its own dials."""
    wanted = set(own_dials(game).values())
    engine, family = _own_files(game)
    found = set()
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative != engine and not relative.startswith(family) and wanted & _names(path):
            found.add(relative)
    return found


def _documented() -> dict[str, tuple[int, int]]:
    """ARCHITECTURE.md's rows `| <game id> | <dials> | <shared modules> |` of the dial-cost table."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    table = text.split("<!-- dial cost -->", 2)[1]
    return {game: (int(dials), int(modules))
            for game, dials, modules in re.findall(r"^\| `(\w+)` \| (\d+) \| (\d+) \|", table, re.MULTILINE)}


def test_architecture_says_what_each_games_own_rules_cost():
    counted = {game: (len(own_dials(game)), len(shared_modules_naming(game))) for game in VARIANTS}
    assert _documented() == counted


def test_a_dial_of_its_own_is_found_and_named():
    # Pilotta alone makes a pass final and has the first bidder lead; Baloot alone locks the lead when doubled
    assert own_dials("pilotta")["auction.pass_is_final"] == "pass_is_final"
    assert own_dials("pilotta")["auction.first_lead"] == "FirstLead.FIRST_BIDDER"
    assert own_dials("baloot")["play.locked_lead_when_doubled"] == "locked_lead_when_doubled"
    assert own_dials("classic") == {}  # the reference game turns nothing the others do not
    assert "engine/scoring.py" in shared_modules_naming("pilotta")  # it converts DROP_LAST_DIGIT
    assert not any(name.startswith("engine/games/pilotta") for name in shared_modules_naming("pilotta"))


def test_the_made_up_game_turns_no_dial_of_its_own():
    # why it is two files: its meld table is a new registry key and its target a number; no bool or enum of its
    # preset differs from every real game's
    from tests.fourteenth_game.engine_lighthouse import LIGHTHOUSE

    assert _dials_of_its_own(LIGHTHOUSE, list(VARIANTS.values())) == {}


if __name__ == "__main__":
    for preset_id in VARIANTS:
        modules = sorted(shared_modules_naming(preset_id))
        print(f"| `{preset_id}` | {len(own_dials(preset_id))} | {len(modules)} | {', '.join(modules)} |")
