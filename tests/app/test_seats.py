"""The seat model (issue 72): who sits at each seat, one writer for the computers' levels, and the levels spelled
once, by ``ai.Level``."""

from __future__ import annotations

import ast
from pathlib import Path

import belote_desktop
import pytest

from belote_desktop.ai import SEARCH_PARAMS, Level
from belote_desktop.app.seats import DEFAULT_LEVEL, LEVELS, SEARCH_LEVELS, SeatModel
from belote_desktop.engine import find_variant
from belote_desktop.engine.seating import Seating
from belote_desktop.storage.settings import BOT_LEVELS, Settings
from tests.rulesets import MADE_UP

PACKAGE = Path(belote_desktop.__file__).parent
FILE_FORMATS = {"storage/settings.py"}  # BOT_LEVELS: the names the settings and the saves write (storage has no bots)


def test_the_levels_are_ai_levels_and_the_file_formats_names():
    assert LEVELS == tuple(level.name.lower() for level in Level) == BOT_LEVELS
    assert SEARCH_LEVELS == ("expert", "master") == tuple(level.name.lower() for level in SEARCH_PARAMS)
    assert DEFAULT_LEVEL == "intermediate" == Settings().partner_level == Settings().opponent_level
    assert all(Level.parse(name).name.lower() == name for name in LEVELS)


def _level_lists(source: str) -> list[int]:
    """The lines of tuple, list and set literals that name two levels or more."""
    names = set(LEVELS)
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            words = [e.value for e in node.elts if isinstance(e, ast.Constant) and e.value in names]
            if len(words) >= 2:
                found.append(node.lineno)
    return found


def test_no_module_spells_the_levels_out_but_the_file_formats():
    spelled = [f"{path.relative_to(PACKAGE)}:{line}" for path in sorted(PACKAGE.rglob("*.py"))
               if str(path.relative_to(PACKAGE)) not in FILE_FORMATS
               for line in _level_lists(path.read_text(encoding="utf-8"))]
    assert spelled == []
    assert _level_lists('SEARCH = ("expert", "master")\n') == [1]  # the check sees a list spelled out


class _Table:
    """A table's seat and seating, as the seat model reads them."""

    def __init__(self, rules=None, human=0):
        self.human = human
        self.seating = rules.seating if rules is not None else Seating.of(4, True)

    def model(self, networked=False) -> SeatModel:
        return SeatModel(lambda: self.human, lambda: self.seating, networked)


@pytest.mark.parametrize("human", [0, 1, 3])
def test_levels_by_role_are_read_by_seat(human):
    seats = _Table(find_variant("classic"), human).model()
    seats.set_levels("beginner", "master")
    partner = (human + 2) % 4
    assert [seats.level_of(s) for s in range(4)] == [
        DEFAULT_LEVEL if s == human else "beginner" if s == partner else "master" for s in range(4)]
    assert seats.saved_levels(4) == [None if s == human else seats.level_of(s) for s in range(4)]
    assert not any(seats.is_person(s) for s in range(4))  # nobody but computers and the player, at a local table


def test_players_alone_all_get_the_opponents_level():
    for shape in ("three-alone-24", "two-alone-16"):
        rules = MADE_UP[shape]
        seats = _Table(rules).model()
        seats.set_levels("beginner", "expert")
        assert [seats.level_of(s) for s in range(1, rules.players)] == ["expert"] * (rules.players - 1)


def test_the_one_writer_keeps_the_settings_and_the_table_alike():
    settings = Settings()
    seats = _Table(find_variant("classic")).model()
    seats.choose_levels(settings, "expert", "beginner")
    assert (settings.partner_level, settings.opponent_level) == ("expert", "beginner")
    assert (seats.level_of(2), seats.level_of(1)) == ("expert", "beginner")
    settings.partner_level, settings.bot_pause_ms = "master", 1200
    seats.use_settings(settings)
    assert (seats.level_of(2), seats.pause_ms) == ("master", 1200)
    seats.use_settings(settings, pause_ms=0)  # another pace than the settings' (the tests' instant animations)
    assert seats.pause_ms == 0 and settings.bot_pause_ms == 1200


def test_a_saves_levels_come_back_by_team():
    rules = find_variant("classic")
    settings = Settings(partner_level="beginner", opponent_level="beginner")
    seats = _Table(rules).model()
    seats.use_saved_levels(settings, rules, [None, "master", "expert", "master"])
    assert (settings.partner_level, settings.opponent_level) == ("expert", "master")
    assert seats.saved_levels(4) == [None, "master", "expert", "master"]
    seats.use_saved_levels(settings, rules, None)  # an older save without levels: the settings' stay
    assert (settings.partner_level, settings.opponent_level) == ("expert", "master")
    three = MADE_UP["three-alone-24"]
    seats = _Table(three).model()
    seats.use_saved_levels(settings, three, [None, "beginner", "beginner"])  # nobody on the player's team
    assert (settings.partner_level, settings.opponent_level) == ("expert", "beginner")


def test_a_network_tables_seats_are_the_hosts():
    settings = Settings(partner_level="master", opponent_level="master")
    table = _Table(find_variant("classic"), human=1)
    seats = table.model(networked=True)
    seats.use_settings(settings)  # the player's own levels do not sit at someone else's table
    seats.choose_levels(settings, "expert", "expert")
    assert [seats.known_level(s) for s in range(4)] == [None] * 4
    assert seats.level_of(0) == DEFAULT_LEVEL
    seats.set_computer_levels(["beginner", "master", "expert", "master"], host_seat=1)  # the host's own window
    assert [seats.known_level(s) for s in range(4)] == ["beginner", None, "expert", "master"]
    seats.take_entries([{"seat": 0, "kind": "remote", "name": "Ana", "connected": True},
                        {"seat": 1, "kind": "host", "name": "Bo", "connected": True},
                        {"seat": 2, "kind": "computer", "name": "", "connected": True},
                        {"seat": 3, "kind": "remote", "name": "Cy", "connected": True}])
    assert [seats.is_person(s) for s in range(4)] == [True, True, False, True]
    assert seats.seat_event("away", 3, "Cy") == "away" and not seats.is_person(3)
    assert seats.seat_event("came_back", 3, "Cy") == "back" and seats.is_person(3)  # never left: "back"
    assert seats.seat_event("left", 0, "Ana") == "left" and not seats.is_person(0)
    assert seats.seat_event("removed", 0, "Ana") == "removed" and seats.entry(0)["removed"]
    assert seats.seat_event("joined", 0, "Di") == "joined" and seats.name(0) == "Di" and seats.is_person(0)
    assert "removed" not in seats.entry(0) and seats.entry(9) == {} and seats.seat_event("left", 9, "") == "left"
