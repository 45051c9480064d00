"""settings.py: defaults, round trip, field-by-field validation, damaged files kept aside."""

import dataclasses
import json
import os

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    BOT_LEVELS,
    Settings,
    load_settings,
    save_settings,
    settings_from_dict,
    settings_path,
)


pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)


def write_raw(content):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_defaults():
    s = Settings()
    assert s.animation_speed == "normal" and s.card_style == "classic" and s.hints is True
    assert s.language == "system" and s.player_name == "You" and s.confirm_before_playing is False
    assert s.allow_undo is True and s.bot_pause_ms == 600
    assert s.partner_level == s.opponent_level == "intermediate"
    assert s.last_variant == "classic" and s.last_overrides == {} and s.window_geometry == ""
    assert set(ANIMATION_SPEEDS) == {"slow", "normal", "fast", "instant"}
    assert BOT_LEVELS == ("beginner", "intermediate", "expert", "master")


def test_no_file_gives_defaults_silently(home):
    assert load_settings() == (Settings(), [])
    assert not any(home.iterdir())  # reading creates nothing


def test_round_trip(home):
    coinche_options = dataclasses.replace(find_variant("coinche"), target_score=1000).overrides()
    s = Settings(
        animation_speed="instant", card_style="four_colour", hints=False, language="bg", player_name="Мария",
        confirm_before_playing=True, allow_undo=False, bot_pause_ms=0, partner_level="master",
        opponent_level="beginner", last_variant="coinche", last_overrides=coinche_options,
        window_geometry="AdnQywADAAA=", sound_volume=15, table_colour="blue",
    )
    path = save_settings(s)
    assert path == home / "config" / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    assert load_settings() == (s, [])
    assert os.listdir(path.parent) == ["settings.json"]


def test_one_bad_field_keeps_the_others():
    write_raw(json.dumps(dict(
        Settings().to_dict(), animation_speed="warp", hints=False, bot_pause_ms="fast",
        player_name="Ana", language="fr", partner_level=3,
    )))
    s, problems = load_settings()
    assert s.animation_speed == "normal" and s.bot_pause_ms == 600 and s.partner_level == "intermediate"
    assert s.hints is False and s.player_name == "Ana" and s.language == "fr"
    # one problem naming every reset setting (issue 19.10), and the old file kept as it was
    assert len(problems) == 1 and problems[0].kind == "reset"
    assert problems[0].fields == ("animation_speed", "partner_level", "bot_pause_ms")
    assert problems[0].kept_at.read_text(encoding="utf-8") == settings_path().read_text(encoding="utf-8")


@pytest.mark.parametrize("field, value", [
    ("hints", 1), ("hints", "yes"), ("bot_pause_ms", True), ("bot_pause_ms", -5), ("bot_pause_ms", 2.5),
    ("language", "français"), ("language", None), ("player_name", ""), ("player_name", "x" * 200),
    ("player_name", ["You"]), ("card_style", "Classic"), ("last_variant", "tarabish-2099"),
    ("last_overrides", [1, 2]), ("window_geometry", "not base64!"), ("window_geometry", 12),
    ("sound_volume", 101), ("opponent_level", "grandmaster"),
])
def test_each_bad_value_falls_back_to_default(field, value):
    s, reset = settings_from_dict(dict(Settings().to_dict(), **{field: value}))
    assert getattr(s, field) == getattr(Settings(), field)
    assert reset == [field]


def test_player_name_is_tidied():
    s, reset = settings_from_dict(dict(Settings().to_dict(), player_name="  Jean \n Pierre "))
    assert s.player_name == "Jean Pierre" and reset == []


def test_overrides_that_do_not_fit_are_reset():
    s, reset = settings_from_dict(dict(Settings().to_dict(), last_variant="classic",
                                       last_overrides={"no_such_rule": 1}))
    assert s.last_overrides == {} and reset == ["last_overrides"]


def test_unknown_keys_are_kept_and_written_back(home):
    s, reset = settings_from_dict(dict(Settings().to_dict(), future_option=[1, 2], hints=False))
    assert s.hints is False and reset == []
    save_settings(s)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["future_option"] == [1, 2]


@pytest.mark.parametrize("content", [
    "{broken json", "[1, 2, 3]", "null", b"\x89PNG\r\n\x1a\n\x00\x00\xff", "", '"just text"',
])
def test_damaged_file_is_kept_aside_and_defaults_used(home, content):
    path = write_raw(content)
    s, problems = load_settings()
    assert s == Settings()
    assert len(problems) == 1
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1
    assert kept[0].name.endswith(".json")
    assert problems[0].kind == "damaged" and problems[0].kept_at == kept[0]
    expected = content if isinstance(content, bytes) else content.encode()
    assert kept[0].read_bytes() == expected
    assert not path.exists()
    # saving afterwards does not touch the kept file
    save_settings(Settings(hints=False))
    assert kept[0].read_bytes() == expected
    assert load_settings() == (Settings(hints=False), [])


def test_two_damaged_files_are_both_kept(home):
    for junk in ("{", "}"):
        write_raw(junk)
        load_settings()
    kept = sorted(p.read_text() for p in settings_path().parent.glob("settings.damaged-*.json"))
    assert kept == ["{", "}"]


def test_save_writes_every_field():
    data = Settings().to_dict()
    assert set(data) == {f.name for f in dataclasses.fields(Settings)} - {"unknown"} | {"format_version"}


def test_a_missing_or_misspelt_setting_is_named_not_silently_reset():
    data = Settings(animation_speed="fast").to_dict()
    data["animaton_speed"] = data.pop("animation_speed")
    s, reset = settings_from_dict(data)
    assert s.animation_speed == "normal" and reset == ["animation_speed"]
    assert s.unknown == {"animaton_speed": "fast"}  # kept, and written back
