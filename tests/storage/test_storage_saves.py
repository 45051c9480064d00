"""saves.py: autosave, named saves, listing, safe names, replay on load, damaged saves kept aside."""

import json
import os

import pytest

from belote_desktop import __version__
from belote_desktop.engine import (
    CARDS,
    Contract,
    DealState,
    MatchState,
    Strain,
    deal_with_contract,
    find_variant,
    new_deal,
    new_match,
    record,
    replay,
)
from belote_desktop.storage.saves import (
    LoadedGame,
    SaveError,
    SavePayload,
    autosave_path,
    clear_autosave,
    delete_save,
    list_saves,
    load_save,
    read_autosave,
    safe_file_stem,
    save_named,
    saves_dir,
    write_autosave,
)
from tests.random_play import play


pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)


def classic_game(count=60):
    return play(new_match(find_variant("classic"), seed=1), count)


def payload(game):
    return SavePayload(
        game, human_seat=0,
        players={"names": ["You", "East", "North", "West"], "levels": [None, "expert", "master", "beginner"]},
        statistics={"undo_used": 3, "suggestions_used": 1},
    )


def damaged_files(folder):
    return sorted(p for p in folder.iterdir() if ".damaged-" in p.name)


# -- round trips --------------------------------------------------------------------------

@pytest.mark.parametrize("variant, count", [("classic", 0), ("classic", 60), ("classic", 400), ("coinche", 70)])
def test_named_save_round_trip(variant, count):
    game = play(new_match(find_variant(variant), seed=1), count, seed=count)
    path = save_named("Evening game", payload(game))
    loaded = load_save(path)
    assert isinstance(loaded, LoadedGame)
    assert isinstance(loaded.state, MatchState)
    assert loaded.state == game
    assert loaded.state.actions() == game.actions()
    assert loaded.name == "Evening game"
    assert loaded.human_seat == 0
    assert loaded.players["levels"][2] == "master"
    assert loaded.statistics == {"undo_used": 3, "suggestions_used": 1}
    assert loaded.save.app_version == __version__
    assert loaded.save.saved_at is not None


def test_whole_match_round_trip():
    game = play(new_match(find_variant("classic"), seed=7), 100_000, seed=7)
    assert game.over
    assert load_save(save_named("done", game)).state == game


def test_custom_rules_round_trip():
    rules = find_variant("coinche").with_overrides({"target_score": 1000, "allow_redouble": False})
    game = play(new_match(rules, seed="abc", first_dealer=2), 50)
    loaded = load_save(save_named("custom", game))
    assert loaded.state == game and loaded.state.rules == rules


def test_deal_and_fixed_contract_round_trip():
    deal = play(new_deal(find_variant("classic"), dealer=3, seed=9), 12)
    assert load_save(save_named("one deal", deal)).state == deal
    rules = find_variant("coinche")
    hands = [list(new_deal(rules, 0, seed=4).hand(s)) for s in range(4)]
    fixed = play(deal_with_contract(rules, 0, hands, Contract(Strain.HEARTS, 1, 100)), 9)
    loaded = load_save(save_named("practice", fixed))
    assert isinstance(loaded.state, DealState) and loaded.state == fixed
    assert "contract" in json.loads(loaded.save.path.read_text(encoding="utf-8"))["game"]


def test_save_file_layout():
    game = classic_game()
    path = save_named("Layout", payload(game))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    assert data["app"] == "belote-desktop"
    assert data["app_version"] == __version__
    assert data["name"] == "Layout" and data["human_seat"] == 0
    assert data["game"] == record(game)
    assert data["summary"]["variant"] == "classic"
    assert data["summary"]["scores"] == list(game.scores)
    assert "T" in data["saved_at"]


# -- autosave -----------------------------------------------------------------------------

def test_autosave_cycle(home):
    assert read_autosave() == (None, [])
    game = classic_game(30)
    path = write_autosave(payload(game))
    assert path == home / "data" / "autosave.json"
    loaded, problems = read_autosave()
    assert problems == [] and loaded.state == game
    later = play(game, 10, seed=5)
    write_autosave(later)  # a bare state is accepted too
    assert read_autosave()[0].state == later
    clear_autosave()
    assert read_autosave() == (None, [])
    clear_autosave()  # no error when there is none
    assert [p.name for p in (home / "data").iterdir()] == []


def test_damaged_autosave_is_kept_aside_and_app_starts(home):
    write_autosave(classic_game())
    path = autosave_path()
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")  # truncated
    loaded, problems = read_autosave()
    assert loaded is None and len(problems) == 1
    kept = damaged_files(path.parent)
    assert len(kept) == 1 and kept[0].name.startswith("autosave.damaged-")
    assert str(kept[0]) in str(problems[0])
    assert kept[0].read_text(encoding="utf-8") == text[: len(text) // 2]
    assert read_autosave() == (None, [])
    write_autosave(classic_game())  # the next autosave does not touch the kept one
    assert len(damaged_files(path.parent)) == 1


def test_autosave_with_illegal_action_is_kept_aside():
    write_autosave(classic_game(5))
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    data["game"]["actions"].append("play 7C")
    data["game"]["actions"].append("play 7C")
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    loaded, problems = read_autosave()
    assert loaded is None and "cannot be replayed" in str(problems[0])
    assert len(damaged_files(autosave_path().parent)) == 1


def test_newer_autosave_is_moved_out_of_the_way():
    write_autosave(classic_game(5))
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    data["format_version"] = 99
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    loaded, problems = read_autosave()
    assert loaded is None and "newer version" in str(problems[0])
    assert not autosave_path().exists() and len(damaged_files(autosave_path().parent)) == 1


# -- damaged named saves ------------------------------------------------------------------

def _corrupt(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _set_version(value):
    return lambda d: d.__setitem__("format_version", value)


def _set_game(key, value):
    return lambda d: d["game"].__setitem__(key, value)


def _add_illegal(d):
    d["game"]["actions"].insert(0, "play AS")  # a card before any bid
    d["game"]["actions"].append("take H")


@pytest.mark.parametrize("damage", [
    lambda p: p.write_text("{oops", encoding="utf-8"),
    lambda p: p.write_bytes(p.read_bytes()[:200]),  # truncated
    lambda p: p.write_bytes(b"\x00\x01\x02\xff" * 50),
    lambda p: p.write_text("[]", encoding="utf-8"),
    lambda p: _corrupt(p, _set_version(0)),
    lambda p: _corrupt(p, _set_version("1")),
    lambda p: _corrupt(p, lambda d: d.pop("format_version")),
    lambda p: _corrupt(p, lambda d: d.__setitem__("app", "other-game")),
    lambda p: _corrupt(p, _set_game("variant", "no-such-variant")),
    lambda p: _corrupt(p, _set_game("format_version", 42)),
    lambda p: _corrupt(p, _set_game("overrides", {"target_score": "lots"})),
    lambda p: _corrupt(p, _set_game("seed", [1, 2])),
    lambda p: _corrupt(p, _set_game("actions", ["fly away"])),
    lambda p: _corrupt(p, _add_illegal),
    lambda p: _corrupt(p, lambda d: d.__setitem__("game", "nothing")),
    lambda p: _corrupt(p, lambda d: d.__setitem__("human_seat", 7)),
])
def test_damaged_save_raises_and_is_kept(damage):
    path = save_named("My game", classic_game())
    damage(path)
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_save(path)
    err = info.value
    assert err.kind == "damaged"
    assert err.kept_at is not None and err.kept_at.read_bytes() == before
    assert err.kept_at.name.startswith("My game.damaged-") and err.kept_at.suffix == ".json"
    assert str(err.kept_at) in str(err) and err.problem.name == "My game"
    assert not path.exists()
    assert list_saves() == []  # kept files are not offered as saves


def test_record_with_illegal_action_raises_save_error():
    for count in (0, 20, 300):  # bidding, then (most likely) play
        game = classic_game(count)
        legal = {str(a) for a in game.legal_actions()}
        illegal = next(f"play {c}" for c in CARDS[:36] if f"play {c}" not in legal)
        path = save_named(f"cheat {count}", game)
        _corrupt(path, lambda d, bad=illegal: d["game"]["actions"].append(bad))
        with pytest.raises(SaveError, match="cannot be replayed") as info:
            load_save(path)
        assert info.value.kept_at.exists() and not path.exists()


def test_newer_save_is_left_in_place():
    path = save_named("From the future", classic_game())
    _corrupt(path, _set_version(2))
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.kind == "too_new" and info.value.kept_at is None
    assert path.exists()
    assert "newer version" in list_saves()[0].problem


def test_missing_save():
    with pytest.raises(SaveError) as info:
        load_save(saves_dir() / "nothing.json")
    assert info.value.kind == "missing"


# -- names and listing --------------------------------------------------------------------

@pytest.mark.parametrize("name", [
    "../../etc/passwd", "..\\..\\windows\\system32", "/absolute/path", "C:\\evil", "a/b", "..", ".", "",
    "   ", "CON", "nul.txt", "com1", "x" * 500, "é" * 300, "line\nbreak\ttab", "a<b>c:d\"e|f?g*h",
    ".hidden", "trailing dot.", "x.damaged-20240101-000000", "\u202eevil", "🃏 jeu", "\x00nul",
])
def test_unsafe_names_stay_in_the_saves_folder(name):
    game = classic_game(3)
    path = save_named(name, game)
    assert path.parent == saves_dir()
    assert path.resolve().parent == saves_dir().resolve()
    assert path.suffix == ".json" and not path.name.startswith(".")
    assert len(path.name.encode("utf-8")) < 200
    stem = path.stem.split(" (")[0]
    assert stem.split(".")[0].upper() not in {"CON", "NUL", "COM1"}
    assert ".damaged-" not in path.name
    assert load_save(path).state == game
    assert [p.parent for p in saves_dir().rglob("*")] == [saves_dir()] * len(os.listdir(saves_dir()))


def test_safe_file_stem_keeps_unicode():
    assert safe_file_stem("Партия с Иваном") == "Партия с Иваном"
    assert safe_file_stem("لعبة") == "لعبة"
    assert safe_file_stem("Ελληνικά 2") == "Ελληνικά 2"
    assert safe_file_stem("a/b") == "a_b"
    assert safe_file_stem("") == "Saved game"
    assert safe_file_stem("...") == "save"


def test_same_name_replaces_only_that_save():
    first = save_named("Sunday", classic_game(10))
    other = save_named("Monday", classic_game(20))
    newer = classic_game(30)
    again = save_named("Sunday", newer)
    assert again == first
    assert load_save(first).state == newer
    assert load_save(other).state == classic_game(20)
    assert len(list_saves()) == 2
    assert save_named("sunday", classic_game(40)) == first  # same name, other case: same save


def test_names_sharing_a_file_name_do_not_overwrite_each_other():
    a = save_named("a/b", classic_game(10))
    b = save_named("a_b", classic_game(20))
    c = save_named("a:b", classic_game(30))
    assert len({a, b, c}) == 3
    assert b.name == "a_b (2).json" and c.name == "a_b (3).json"
    assert {i.name for i in list_saves()} == {"a/b", "a_b", "a:b"}
    assert save_named("a_b", classic_game(40)) == b


def test_unreadable_file_is_never_replaced():
    path = saves_dir()
    path.mkdir(parents=True)
    (path / "Mine.json").write_text("{junk", encoding="utf-8")
    new = save_named("Mine", classic_game())
    assert new.name == "Mine (2).json"
    assert (path / "Mine.json").read_text(encoding="utf-8") == "{junk"


def test_list_saves(home):
    assert list_saves() == []
    save_named("first", play(new_match(find_variant("classic"), seed=1), 200))
    save_named("second", play(new_match(find_variant("coinche"), seed=2), 10))
    (saves_dir() / "junk.json").write_text("nope", encoding="utf-8")
    (saves_dir() / "notes.txt").write_text("not a save", encoding="utf-8")
    infos = {i.name: i for i in list_saves()}
    assert set(infos) == {"first", "second", "junk"}
    first = infos["first"]
    replayed = load_save(first.path).state
    assert first.variant == "classic" and not first.custom and first.problem is None
    assert first.scores == replayed.scores and first.deal_number == replayed.deal_number
    assert first.over is False and first.saved_at is not None
    assert infos["second"].variant == "coinche"
    assert infos["junk"].problem and infos["junk"].variant is None
    assert (saves_dir() / "junk.json").exists()  # listing moves nothing


def test_list_saves_newest_first():
    for name in ("old", "mid", "new"):
        path = save_named(name, classic_game(3))
        _corrupt(path, lambda d, n=name: d.__setitem__(
            "saved_at", {"old": "2020-01-01T10:00:00+00:00", "mid": "2021-01-01T10:00:00+01:00",
                         "new": "2022-06-01T10:00:00-05:00"}[n]))
    assert [i.name for i in list_saves()] == ["new", "mid", "old"]


def test_delete_save():
    path = save_named("bye", classic_game(3))
    delete_save(path)
    assert list_saves() == []
    with pytest.raises(ValueError):
        delete_save(autosave_path())


def test_write_failure_is_a_save_error(monkeypatch):
    from belote_desktop.storage import paths

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "replace", full_disk)
    with pytest.raises(SaveError) as info:
        write_autosave(classic_game())
    assert info.value.kind == "write" and "No space left" in str(info.value)
    assert not autosave_path().exists()
    assert os.listdir(autosave_path().parent) == []


def test_no_temp_files_after_saving():
    for n in range(3):
        save_named(f"game {n}", classic_game(n))
        write_autosave(classic_game(n))
    assert not [p for p in saves_dir().parent.rglob("*") if p.name.startswith(".") or p.suffix == ".tmp"]


def test_human_seat_is_checked_when_saving():
    with pytest.raises(ValueError):
        save_named("x", SavePayload(classic_game(), human_seat=4))


def test_replay_matches_engine_record():
    game = play(new_match(find_variant("coinche"), seed=3), 120)
    assert replay(record(game)) == game


def test_a_single_deal_autosave_is_kept_aside_never_overwritten():
    deal = play(new_deal(find_variant("coinche"), dealer=2, seed=3), 12)
    assert isinstance(deal, DealState)
    path = write_autosave(deal)
    before = path.read_bytes()
    loaded, [problem] = read_autosave()
    assert loaded is None and problem.kind == "single_deal" and problem.file == "autosave"
    assert not path.exists() and problem.kept_at.read_bytes() == before
    assert replay(json.loads(before)["game"]) == deal  # the kept file still holds the deal
    write_autosave(classic_game(5))  # the new game's autosave: the deal is not touched
    assert problem.kept_at.read_bytes() == before
