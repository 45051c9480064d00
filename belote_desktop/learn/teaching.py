"""Where the shared modules of learn find the families of games and the auction kinds: a registry that the top
floor fills, and the lookups that read it.

The records are the bottom floor's types (``learn/base/records.py``: ``GameTeaching``, ``KindTeaching``). The
top floor builds them: one package a family in ``learn/games/`` and one module a kind in ``learn/kinds/``, whose
lists (``learn/games/__init__.FAMILIES``, ``learn/kinds/__init__.KINDS``) hand them to ``register_families`` and
``register_kinds``. ``learn/__init__`` imports both lists, so the registry is full whenever anything of learn is
used (as ``engine/__init__`` imports ``engine/games``). Neither this module nor any shared module imports a
family or a kind: the families import the shared modules, never the other way (``tests/test_import_circles.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from .base.records import DialTexts, GameTeaching, GameText, KindTeaching, MeldTableText

if TYPE_CHECKING:
    from ..engine import Reason, Ruleset, TrumpScheme
    from .base.records import Worded

_FAMILIES: list[GameTeaching] = []  # filled by learn/games/__init__.py
_KINDS: list[KindTeaching] = []  # filled by learn/kinds/__init__.py


def register_families(records: Iterable[GameTeaching]) -> None:
    """The families' records, in the one list's order (the guided deals' order in the Help menu); each call
    replaces the last."""
    _FAMILIES[:] = records


def register_kinds(records: Iterable[KindTeaching]) -> None:
    """The auction kinds' records, in the one list's order; each call replaces the last."""
    _KINDS[:] = records


def families() -> tuple[GameTeaching, ...]:
    """Every family's record, in the one list of ``learn/games/__init__.py``."""
    if not _FAMILIES:
        raise LookupError("no family of games registered yet: learn/games/__init__.py fills the registry")
    return tuple(_FAMILIES)


def teaching_for(rules: Ruleset | str) -> GameTeaching | None:
    """The record of the family that holds ``rules``' game (a preset id also serves); None for a table of
    no family's (a custom game keeps its preset's id, so its family)."""
    game_id = rules if isinstance(rules, str) else rules.id
    return next((family for family in families() if game_id in family.games), None)


def game_text(rules: Ruleset | str) -> GameText | None:
    """The teaching of ``rules``' game (or of the preset of that id); None for a table of no family's."""
    game_id = rules if isinstance(rules, str) else rules.id
    for family in families():
        own = family.games.get(game_id)
        if own is not None:
            return own
    return None


def meld_table_text(table_key: str) -> MeldTableText | None:
    """What the meld table of that key brings; None: the family's (French) words serve."""
    for family in families():
        own = family.meld_tables.get(table_key)
        if own is not None:
            return own
    return None


_Text = TypeVar("_Text")


def dial_text(pick: Callable[[DialTexts], _Text | None]) -> _Text:
    """The one family's words on a dial: ``dial_text(lambda texts: texts.game_points)(rules)``."""
    for family in families():
        own = pick(family.dials)
        if own is not None:
            return own
    raise LookupError("no family writes these words")


def all_games() -> dict[str, GameText]:
    """Every game's teaching by preset id, in the list's order."""
    return {game_id: own for family in families() for game_id, own in family.games.items()}


def kinds() -> tuple[KindTeaching, ...]:
    """Every auction kind's record, in the one list of ``learn/kinds/__init__.py``."""
    if not _KINDS:
        raise LookupError("no auction kind registered yet: learn/kinds/__init__.py fills the registry")
    return tuple(_KINDS)


def kind_teaching(scheme: TrumpScheme) -> KindTeaching:
    """The record of the auction kind ``scheme``."""
    return next(kind for kind in kinds() if kind.scheme is scheme)


def own_refusal(reason: Reason) -> Callable[[dict[str, Any]], Worded | None] | None:
    """The words of a refusal only one auction kind gives (None: a common reason)."""
    for kind in kinds():
        own = kind.own_reasons.get(reason)
        if own is not None:
            return own
    return None
