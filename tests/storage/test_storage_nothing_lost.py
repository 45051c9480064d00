"""Issue 18: nothing a player has is ever lost — unreadable files, damaged keys, newer saves, odd
dates, special files, endless records, and the smaller points. Each test failed before the fix."""

import errno
import json
import os
import time

import pytest

from belote_desktop.engine import (
    CARDS,
    Contract,
    Strain,
    deal_with_contract,
    find_variant,
    new_deal,
    new_match,
    record,
    replay,
)
from belote_desktop.engine.record import MAX_RECORD_DEALS, RecordError
from belote_desktop.storage import paths
from belote_desktop.storage.paths import BlockedFileError
from belote_desktop.storage.saves import (
    SaveError,
    SavePayload,
    autosave_path,
    list_saves,
    load_save,
    read_autosave,
    save_named,
    saves_dir,
    write_autosave,
)
from belote_desktop.storage.settings import Settings, load_settings, save_settings, settings_path
from belote_desktop.storage.stats import Statistics, load_stats, record_match, save_stats, stats_path
from tests.random_play import play


pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)


def game(count=60, variant="classic"):
    return play(new_match(find_variant(variant), seed=1), count)


def write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return path


def aside(folder, stem):
    return sorted(p for p in folder.iterdir() if p.name.startswith(stem + ".damaged-"))


def failing_reads(monkeypatch, target, error):
    """Reading ``target`` fails with ``error`` (tests run as root, where chmod 000 does not stop reads)."""
    real_open = os.open

    def fake_open(path, flags, *args, **kwargs):
        if os.path.abspath(path) == os.path.abspath(target) and not flags & (os.O_WRONLY | os.O_RDWR):
            raise error
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(paths.os, "open", fake_open)


# -- 1. an unreadable file is never written over ------------------------------------------------

UNREADABLE = [PermissionError(errno.EACCES, "Permission denied"), OSError(errno.EIO, "Input/output error")]


@pytest.mark.parametrize("error", UNREADABLE, ids=["EACCES", "EIO"])
def test_unreadable_settings_are_never_overwritten(monkeypatch, error):
    original = Settings(hints=False, player_name="Ana").to_dict()
    path = write(settings_path(), original)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        failing_reads(m, path, error)
        settings, problems = load_settings()
    assert settings == Settings() and [p.kind for p in problems] == ["unreadable"]
    with pytest.raises(BlockedFileError):
        save_settings(Settings(animation_speed="fast"))  # what the app does next
    assert path.read_bytes() == before
    # once it can be read again, it is read, and saving works again
    assert load_settings()[0].player_name == "Ana"
    save_settings(Settings(player_name="Ana", hints=True))
    assert load_settings()[0].hints is True


@pytest.mark.parametrize("error", UNREADABLE, ids=["EACCES", "EIO"])
def test_unreadable_statistics_are_never_overwritten(monkeypatch, error):
    stats = Statistics()
    record_match(stats, play(new_match(find_variant("classic"), seed=3), 100_000))
    path = save_stats(stats)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        failing_reads(m, path, error)
        loaded, problems = load_stats()
    assert loaded == Statistics() and problems[0].kind == "unreadable"
    record_match(loaded, game(10))
    with pytest.raises(BlockedFileError):
        save_stats(loaded)
    assert path.read_bytes() == before


@pytest.mark.parametrize("error", UNREADABLE, ids=["EACCES", "EIO"])
def test_unreadable_autosave_is_never_overwritten(monkeypatch, error):
    path = write_autosave(game(40))
    before = path.read_bytes()
    with monkeypatch.context() as m:
        failing_reads(m, path, error)
        loaded, problems = read_autosave()
    assert loaded is None and problems[0].kind == "unreadable" and problems[0].file == "autosave"
    with pytest.raises(SaveError) as info:
        write_autosave(game(5))  # the new game's first autosave
    assert info.value.kind == "blocked"
    assert path.read_bytes() == before


def test_a_folder_at_the_settings_path_is_refused_and_kept():
    settings_path().mkdir(parents=True)
    settings, problems = load_settings()
    assert settings == Settings() and problems[0].kind == "not_a_file"
    with pytest.raises(OSError):
        save_settings(settings)
    assert settings_path().is_dir()


# -- 2. required keys, checked fields, summary against the replay ------------------------------

def test_misspelt_variants_in_statistics_are_damage_not_a_reset():
    stats = Statistics()
    record_match(stats, play(new_match(find_variant("classic"), seed=3), 100_000))
    path = save_stats(stats)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["varaints"] = data.pop("variants")
    write(path, data)
    before = path.read_bytes()
    loaded, problems = load_stats()
    assert loaded == Statistics() and problems[0].kind == "damaged"
    kept = aside(path.parent, "stats")
    assert len(kept) == 1 and kept[0].read_bytes() == before


def _damage_save(change):
    path = save_named("Sunday", SavePayload(game(60)))
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    write(path, data)
    return path, path.read_bytes()


def _set(key, value, where="game"):
    return lambda d: (d[where] if where else d).__setitem__(key, value)


def _pop(key, where="game"):
    return lambda d: (d[where] if where else d).pop(key)


def _add(key, delta):
    def change(d):
        d["summary"][key] = [s + delta for s in d["summary"][key]] if isinstance(d["summary"][key], list) \
            else d["summary"][key] + delta
    return change


@pytest.mark.parametrize("change", [
    _pop("first_dealer"), _pop("actions"), _pop("overrides"), _pop("kind"),
    _set("first_dealer", 1), _set("first_dealer", 2.7), _set("first_dealer", "3"), _set("first_dealer", True),
    _set("overrides", [["target_score", 500]]), _set("overrides", {"target_score": 10 ** 12}),
    _set("overrides", {"capot_bonus": -90}), _set("overrides", {"first_packets": ["3", 2]}),
    _set("actions", "pass"), _set("seed", 1.5),
    _add("scores", 10), _add("deal_number", 1), _set("over", True, "summary"), _set("variant", "coinche", "summary"),
    _pop("summary", None), _pop("human_seat", None), _pop("saved_at", None), _set("human_seat", "0", None),
    _set("players", [], None), _set("name", 5, None),
], ids=lambda c: "")
def test_a_damaged_key_is_refused_and_the_save_kept(change):
    path, before = _damage_save(change)
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.kind == "damaged" and info.value.kept_at.read_bytes() == before


def test_first_dealer_changed_no_longer_swaps_hands():
    g = game(3)  # still in the first auction: every action is legal whoever deals
    path = save_named("swap", SavePayload(g))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["first_dealer"] = 2
    write(path, data)
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.kind == "damaged"


@pytest.mark.parametrize("contract", [
    {"strain": "H", "taker": 7, "value": 0, "capot": False, "multiplier": 1},
    {"strain": "H", "taker": 1, "value": 0, "capot": False, "multiplier": -1},
    {"strain": "NT", "taker": 1, "value": 0, "capot": True, "multiplier": 1},  # no such bid in classic
    {"strain": "H", "taker": "1", "value": 0, "capot": False, "multiplier": 1},
    {"strain": "H", "taker": 1.0, "value": 0, "capot": False, "multiplier": 1},
    {"strain": "H", "taker": 1, "value": 0, "capot": 0, "multiplier": 1},
    {"strain": "H", "taker": 1, "value": 0, "capot": False},
])
def test_impossible_single_deal_records_are_refused(contract):
    data = _fixed_deal("classic", Contract(Strain.HEARTS, 1))
    replay(data)  # the record as written loads
    with pytest.raises(RecordError):
        replay(dict(data, contract=contract))


def _fixed_deal(variant, contract):
    rules = find_variant(variant)
    deck = [CARDS[i] for i in new_deal(rules, 0, seed=4).deck]
    hands = [deck[i * 8:(i + 1) * 8] for i in range(4)]
    return record(deal_with_contract(rules, 0, hands, contract))


def test_coinche_contracts_must_be_bids_the_auction_offers():
    base = _fixed_deal("coinche", Contract(Strain.NO_TRUMPS, 1, 120, False, 4))
    replay(base)
    for bad in ({"value": 125}, {"value": 170}, {"multiplier": 3}, {"value": 70}):
        with pytest.raises(RecordError):
            replay(dict(base, contract=dict(base["contract"], **bad)))


# -- 3. a save from a newer version is never replaced by Save game ------------------------------

def test_save_game_never_replaces_a_newer_versions_save():
    path = save_named("Tournament", SavePayload(game(20)))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format_version"] = 2
    write(path, data)
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        save_named("Tournament", SavePayload(game(30)))
    assert info.value.kind == "name_taken"
    assert path.read_bytes() == before
    assert [p.name for p in saves_dir().iterdir()] == [path.name]


# -- 4. one odd date never hides the other saves ----------------------------------------------

@pytest.mark.parametrize("when", ["0001-01-01T00:00:00+05:00", "0001-01-01T00:00:00", "9999-12-31T23:59:59-05:00"])
def test_an_odd_date_never_hides_the_other_saves(when):
    odd = save_named("Odd", SavePayload(game(10)))
    save_named("Normal", SavePayload(game(20)))
    data = json.loads(odd.read_text(encoding="utf-8"))
    data["saved_at"] = when
    write(odd, data)
    assert sorted(i.name for i in list_saves()) == ["Normal", "Odd"]
    assert load_save(odd).name == "Odd"


# -- 5. special files: never hang, never read without end ----------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_not_waited_for():
    for path in (settings_path(), stats_path(), autosave_path(), saves_dir() / "pipe.json"):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
    assert load_settings()[1][0].kind == "not_a_file"
    assert load_stats()[1][0].kind == "not_a_file"
    assert read_autosave()[1][0].kind == "not_a_file"
    [info] = list_saves()
    assert info.problem_kind == "not_a_file"
    with pytest.raises(SaveError) as error:
        load_save(saves_dir() / "pipe.json")
    assert error.value.kind == "not_a_file"
    assert all(os.path.exists(p) for p in (settings_path(), stats_path(), autosave_path()))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_link_to_a_device_is_refused():
    for path in (settings_path(), autosave_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink("/dev/zero", path)
    assert load_settings()[1][0].kind == "not_a_file"
    assert read_autosave()[1][0].kind == "not_a_file"


def test_a_huge_file_is_refused_without_reading_it_and_kept():
    path = settings_path()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:
        handle.truncate(paths.MAX_FILE_BYTES + 1)  # sparse: no disk used
    settings, problems = load_settings()
    assert problems[0].kind == "damaged"
    assert problems[0].kept_at.stat().st_size == paths.MAX_FILE_BYTES + 1


# -- 6. a record holds a bounded number of deals ------------------------------------------------

def test_an_endless_legal_action_list_is_refused():
    data = record(new_match(find_variant("classic"), seed=3))
    data["actions"] = ["pass"] * 64_000  # legal: every deal thrown in, 8,000 deals
    with pytest.raises(RecordError, match=str(MAX_RECORD_DEALS)):
        replay(data)
    data["actions"] = ["pass"] * 6_500_000
    with pytest.raises(RecordError, match="at most"):
        replay(data)


def test_a_long_real_match_is_well_inside_the_bounds():
    rules = find_variant("classic").with_overrides({"target_score": 10000})
    g = play(new_match(rules, seed=5), 1_000_000, seed=5)
    assert g.over and g.deal_number < MAX_RECORD_DEALS / 4
    assert replay(record(g)) == g


# -- 8. the smaller points ----------------------------------------------------------------------

def test_save_game_when_the_saves_folder_is_a_file():
    write(saves_dir(), b"not a folder")
    with pytest.raises(SaveError) as info:
        save_named("x", SavePayload(game(5)))
    assert info.value.kind == "folder"
    assert saves_dir().read_bytes() == b"not a folder"
    assert list_saves() == []


def test_damaged_statistics_are_kept_and_told():
    write(stats_path(), b'{"format_version": 1, "variants": ')
    stats, problems = load_stats()
    assert problems[0].kind == "damaged" and problems[0].file == "statistics" and problems[0].kept_at.exists()


def test_a_lone_surrogate_key_does_not_make_later_saves_fail():
    text = '{"format_version": 1, "variants": {"\\ud800": {}}}'
    write(stats_path(), text.encode())
    stats, problems = load_stats()
    assert problems[0].kind == "damaged"
    record_match(stats, game(10))
    save_stats(stats)  # raised UnicodeEncodeError on every save before
    assert load_stats()[1] == []
    assert aside(stats_path().parent, "stats")[0].read_bytes() == text.encode()


def test_a_lone_surrogate_elsewhere_is_damage_too():
    write(settings_path(), b'{"format_version": 1, "player_name": "\\udc80x"}')
    settings, problems = load_settings()
    save_settings(settings)
    assert load_settings()[1] == []


@pytest.mark.parametrize("overrides", [
    {"target_score": 10 ** 12}, {"capot_bonus": -90}, {"belote_points": -20}, {"target_score": 50},
    {"bid_step": 0}, {"first_packets": [3, "2"]}, {"deck": "32"}, {"name": 5},
])
def test_rule_options_the_new_game_dialog_cannot_make_are_refused(overrides):
    with pytest.raises(ValueError):
        find_variant("classic").with_overrides(overrides)


def test_option_limits_are_the_dialogs_ranges():
    from belote_desktop.engine.rules import OPTION_LIMITS
    from belote_desktop.learn.options import Spin, option_specs

    ranges = {spec.field: (spec.kind.low, spec.kind.high) for spec in option_specs() if isinstance(spec.kind, Spin)}
    assert ranges == OPTION_LIMITS


def test_temp_files_left_by_a_killed_write_are_cleaned():
    folder = settings_path().parent
    folder.mkdir(parents=True)
    old = folder / ".settings.json.abc123.tmp"
    fresh = folder / ".settings.json.def456.tmp"  # a write in progress elsewhere: left alone
    for f in (old, fresh):
        f.write_text("{")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    save_settings(Settings())
    assert not old.exists() and fresh.exists()


# -- 8. coinche: no-trump bids the deal cannot hold are said to be out of reach -------------------

def test_no_trump_bids_above_the_deal_are_flagged_in_the_hint_and_the_rules_book():
    from belote_desktop.engine import Bid
    from belote_desktop.learn.explain import bid_ceiling, explain_bid
    from belote_desktop.learn.rulesbook import rules_html

    rules = find_variant("coinche")
    assert bid_ceiling(rules, Strain.NO_TRUMPS) == 130
    assert bid_ceiling(rules, Strain.HEARTS) is None  # belote can add 20 in a trump suit
    assert "never be made" in explain_bid(Bid(140, Strain.NO_TRUMPS), rules)
    assert "never be made" not in explain_bid(Bid(130, Strain.NO_TRUMPS), rules)
    assert "never be made" not in explain_bid(Bid(160, Strain.HEARTS), rules)
    assert "never be made" in rules_html(rules)
    with_melds = rules.with_overrides({"declarations": True})
    assert bid_ceiling(with_melds, Strain.NO_TRUMPS) is None
    assert "never be made" not in explain_bid(Bid(140, Strain.NO_TRUMPS), with_melds)


@pytest.mark.parametrize("escape", ["\\ud800", "\\uD800", "\\uDC80"])
def test_lone_surrogates_in_either_case_are_damage(escape):
    write(stats_path(), ('{"format_version": 1, "variants": {"' + escape + '": {}}}').encode())
    assert load_stats()[1][0].kind == "damaged"


@pytest.mark.parametrize("escape", ["\\ud800", "\\uD800", "\\uDC80"])
def test_the_reader_refuses_text_that_could_not_be_written_back(tmp_path, escape):
    f = write(tmp_path / "x.json", ('{"a": "' + escape + '"}').encode())
    with pytest.raises(paths.DamagedFileError):
        paths.read_json_object(f)
    write(f, b'{"a": "\\ud83d\\ude00"}')  # a proper pair is fine
    assert paths.read_json_object(f) == {"a": "\U0001F600"}


# -- saving over a damaged save keeps it aside ----------------------------------------------------

def _damage(path, how):
    data = json.loads(path.read_text(encoding="utf-8"))
    if how == "summary":
        data["summary"]["scores"] = [999, 0]  # listed as damaged: the summary does not match the moves
    elif how == "moves":
        data["game"]["actions"] = ["XX"] * 3  # the wrapper is fine, the moves are not
    else:
        data["human_seat"] = "south"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("how", ["summary", "moves", "seat"])
def test_saving_over_a_damaged_save_keeps_it_aside(how):
    first = save_named("My game", SavePayload(game(20)))
    damaged = _damage(first, how)
    with pytest.raises(SaveError):
        load_save(first)  # what Open would say ...
    first.write_bytes(damaged)  # ... (it moved the file aside: put it back, as the list still showed it)
    for kept in aside(saves_dir(), "My game"):
        kept.unlink()
    again = save_named("My game", SavePayload(game(40)))
    assert again == first and load_save(again).state == game(40)
    [kept] = aside(saves_dir(), "My game")
    assert kept.read_bytes() == damaged
    assert [s.name for s in list_saves()] == ["My game"]
    # a good save of that name is replaced as before, nothing set aside
    save_named("My game", SavePayload(game(50)))
    assert aside(saves_dir(), "My game") == [kept] and load_save(first).state == game(50)
