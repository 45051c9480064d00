"""Deeply nested JSON in settings, statistics, the autosave and a named save: treated as damaged
(kept aside, the player told), never a RecursionError. Nesting the parser still reads (600 levels)
is refused too: writing it back (indented JSON) or walking it would overflow the stack later."""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage import document, paths, saves, settings, stats


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def _with_deep_value(document_: dict, key: str, depth: int) -> str:
    return json.dumps(dict(document_, **{key: "__deep__"})).replace('"__deep__"', _nested(depth))


def _save_document(name: str) -> dict:
    game = new_match(find_variant("classic"), seed=3)
    game = game.apply(game.legal_actions()[0])
    return saves.save_document(saves.SavePayload(game, 0, {"names": ["a", "b", "c", "d"]}, {}), name)


DEPTHS = [100, 600, 990, 100_000]


@pytest.mark.parametrize("depth", DEPTHS)
def test_settings_nested_deeply_are_damaged_and_the_next_save_works(home, depth):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(_with_deep_value(settings.Settings().to_dict(), "from_a_newer_version", depth))
    loaded, problems = settings.load_settings()
    assert [p.kind for p in problems] == [document.DAMAGED]
    assert problems[0].kept_at is not None and problems[0].kept_at.exists()
    settings.save_settings(loaded)  # unknown keys are written back: nothing deep may survive
    assert settings.load_settings()[1] == []


@pytest.mark.parametrize("depth", DEPTHS)
def test_statistics_nested_deeply_are_damaged_and_the_next_save_works(home, depth):
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    data = stats.Statistics().to_dict()
    path.write_text(_with_deep_value(data, "extra", depth))
    loaded, problems = stats.load_stats()
    assert [p.kind for p in problems] == [document.DAMAGED]
    assert problems[0].kept_at is not None and problems[0].kept_at.exists()
    stats.save_stats(loaded)
    assert stats.load_stats()[1] == []


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("key", ["players", "statistics", "extra"])
def test_an_autosave_nested_deeply_is_kept_aside(home, depth, key):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    doc = _save_document("Autosave")
    path.write_text(_with_deep_value(doc, key, depth))
    game, problems = saves.read_autosave()
    assert game is None
    assert [p.kind for p in problems] == [document.DAMAGED]
    assert problems[0].kept_at is not None and problems[0].kept_at.exists()
    saves.write_autosave(new_match(find_variant("classic"), seed=4))


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_named_save_nested_deeply_is_listed_as_damaged_then_kept_aside(home, depth):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "Deep.json"
    path.write_text(_with_deep_value(_save_document("Deep"), "players", depth))
    (folder / "Other.json").write_text(json.dumps(_save_document("Other")))
    listed = {info.name: info for info in saves.list_saves()}
    assert listed["Other"].problem is None
    assert [info.problem is not None for info in listed.values()].count(True) == 1
    with pytest.raises(saves.SaveError) as caught:
        saves.load_save(path)
    assert caught.value.problem.kind == document.DAMAGED
    assert caught.value.problem.kept_at is not None and caught.value.problem.kept_at.exists()


def test_the_reader_refuses_nesting_deeper_than_the_bound(tmp_path):
    path = tmp_path / "f.json"
    path.write_text('{"a": ' + _nested(paths.MAX_JSON_DEPTH - 1) + "}")  # the object is one level
    assert paths.read_json_object(path)
    path.write_text('{"a": ' + _nested(paths.MAX_JSON_DEPTH) + "}")
    with pytest.raises(paths.DamagedFileError, match="nested"):
        paths.read_json_object(path)
