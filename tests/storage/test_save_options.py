"""Rules in a save: every game the app can start saves and opens again, and a save whose rules set
a field the New Game dialog does not offer (a hand edit) is refused with that field named, the
file left as it was."""

from __future__ import annotations

import enum
import json
import os

import pytest

from belote_desktop.engine import VARIANTS, new_match
from belote_desktop.engine.rules import FIELD_NAMES, Ruleset
from belote_desktop.storage import paths
from belote_desktop.storage.options import OFFERED_OPTIONS
from belote_desktop.storage.saves import (
    SaveError, autosave_path, list_saves, load_save, read_autosave, save_named, write_autosave,
)
from belote_desktop.storage.settings import Settings, settings_from_dict


def _play(game, moves=12):
    for _ in range(moves):
        if game.is_terminal():
            break
        game = game.apply(game.legal_actions()[0])
    return game


def _candidates(rules: Ruleset, field: str) -> list:
    current = getattr(rules, field)
    values = [getattr(other, field) for other in VARIANTS.values()]
    if isinstance(current, bool):
        values.append(not current)
    elif isinstance(current, enum.Enum):
        values += list(type(current))
    elif isinstance(current, int):
        values += [current + 1, current - 1, 0, 1, 2, 3]
    elif isinstance(current, tuple):
        values += [(), (3, 2), (2, 3), (3,), (8,), (4, 4), (1,)]
    elif isinstance(current, str):
        values.append("x")
    return [v for v in dict.fromkeys(values) if v != current]


def _json(value):
    return value.value if isinstance(value, enum.Enum) else list(value) if isinstance(value, tuple) else value


def _accepted(offered: bool):
    """(preset, field, value) for each value the engine plays, among the offered fields or the others."""
    out = []
    for key, rules in VARIANTS.items():
        for name in FIELD_NAMES:
            if name == "id" or (name in OFFERED_OPTIONS) != offered:
                continue
            for value in _candidates(rules, name):
                try:
                    rules.with_overrides({name: _json(value)})
                except ValueError:
                    continue
                out.append((key, name, _json(value)))
    return out


def test_the_offered_options_are_the_new_game_dialogs():
    from belote_desktop.learn.options import option_specs

    assert OFFERED_OPTIONS == {spec.field for spec in option_specs()}


def test_the_fields_the_dialog_cannot_set():
    fields = {field for _key, field, _value in _accepted(offered=False)}
    # what the engine accepts in a file but no player can choose (docs/save-format.md lists them)
    assert fields == {
        "name", "description", "partnerships", "direction", "first_packets", "turned_from", "turned_keeper",
        "table_down_packets", "table_up_packets", "first_receiver", "trump_scheme", "must_undertrump",
        "locked_lead_when_doubled", "meld_tie", "meld_table", "belote_void_in_meld", "match_points",
        "point_contract_score", "sequence_length_first", "no_trick_melds_to_nobody", "tie_defenders_take_all",
    }


def test_a_save_with_rules_no_player_can_choose_is_refused_with_the_field_named():
    base = save_named("base", new_match(VARIANTS["classic"], seed=1))
    template = json.loads(base.read_text(encoding="utf-8"))
    cases = _accepted(offered=False)
    for n, (key, field, value) in enumerate(cases):
        data = json.loads(json.dumps(template))
        data["name"] = f"edited {n}"
        data["game"].update(variant=key, overrides={field: value})
        data["summary"].update(variant=key)
        path = base.with_name(f"edited {n}.json")
        path.write_text(json.dumps(data), encoding="utf-8")
        before = path.read_bytes()
        with pytest.raises(SaveError) as info:
            load_save(path)
        assert info.value.kind == "unoffered_rules" and info.value.problem.fields == (field,), (key, field, value)
        assert path.read_bytes() == before  # left as it was, not moved
    listed = {s.name: s.problem_kind for s in list_saves()}
    assert listed.pop("base") is None and set(listed.values()) == {"unoffered_rules"}
    assert not [p for p in base.parent.iterdir() if paths.is_damaged_name(p)]


def test_a_preset_value_written_out_is_not_refused():
    rules = VARIANTS["classic"]
    path = save_named("explicit", _play(new_match(rules, seed=2)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["overrides"] = {"meld_tie": rules.meld_tie.value, "direction": rules.direction.value}
    del data["summary"]["digest"]  # as a hand edit would leave it (the summary is still checked)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_save(path).state == _play(new_match(rules, seed=2))


@pytest.mark.slow
def test_every_game_the_dialog_can_make_saves_and_opens(monkeypatch):
    # some 300 saves: what they hold is under test, not the disk's sync (tests/storage/test_storage_nothing_lost.py)
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    seen = set()
    for key, field, value in _accepted(offered=True):
        if (key, field) in seen:
            continue  # one changed value per option and game keeps this quick
        seen.add((key, field))
        rules = VARIANTS[key].with_overrides({field: value})
        game = _play(new_match(rules, seed=3), moves=4)
        path = save_named("mine", game)
        assert load_save(path).state == game, (key, field, value)
    assert len(seen) > 300


def test_an_autosave_with_rules_no_player_can_choose_is_kept_aside_and_told():
    path = write_autosave(_play(new_match(VARIANTS["coinche"], seed=4)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["overrides"] = {"must_undertrump": False}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    loaded, [problem] = read_autosave()
    assert loaded is None and problem.kind == "unoffered_rules" and problem.fields == ("must_undertrump",)
    assert not autosave_path().exists() and problem.kept_at.read_bytes() == before


def test_remembered_options_no_player_can_choose_are_reset():
    data = dict(Settings().to_dict(), last_variant="classic", last_overrides={"meld_table": "tarabish"})
    settings, reset = settings_from_dict(data)
    assert settings.last_overrides == {} and reset == ["last_overrides"]
    data["last_overrides"] = {"target_score": 1500}
    assert settings_from_dict(data)[0].last_overrides == {"target_score": 1500}
