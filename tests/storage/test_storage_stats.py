"""stats.py: per-variant counters, round trip, counting a match, damaged files kept aside."""

import dataclasses
import json
import os
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.stats import (
    Statistics,
    VariantStats,
    load_stats,
    record_match,
    save_stats,
    stats_from_dict,
    stats_path,
    variant_key,
)


pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)


def finished(variant, seed, **overrides):
    rules = find_variant(variant).with_overrides(overrides)
    game = new_match(rules, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        game = game.apply(rng.choice(game.legal_actions()))
    return game


def test_empty_without_file(home):
    assert load_stats() == (Statistics(), [])
    assert not any(home.iterdir())


def test_round_trip(home):
    stats = Statistics()
    stats.for_variant("classic").games_won = stats.for_variant("classic").games_played = 3
    stats.for_variant("coinche").best_score = 2150
    stats.for_variant("classic:custom").undo_used = 9
    path = save_stats(stats)
    assert path == home / "data" / "stats.json"
    assert json.loads(path.read_text(encoding="utf-8"))["format_version"] == 1
    assert load_stats() == (stats, [])
    assert os.listdir(path.parent) == ["stats.json"]


def test_record_finished_matches():
    stats = Statistics()
    for seed in range(4):
        game = finished("classic", seed)
        entry = record_match(stats, game, human_seat=0, undo_used=1, suggestions_used=2)
    c = stats.variants["classic"]
    assert entry is c
    assert c.games_played == 4 == c.games_won + c.games_lost + c.games_drawn
    assert c.undo_used == 4 and c.suggestions_used == 8
    assert c.deals_played >= 4 and c.contracts_made <= c.contracts_taken <= c.deals_played
    assert c.best_score is not None
    assert c.best_win_streak >= c.win_streak


def test_win_streak_and_best_score_from_the_human_team():
    game = finished("coinche", 11)
    stats = Statistics()
    assert game.winner in (0, 1)
    seat = game.winner  # seats 0 and 1 belong to teams 0 and 1
    for _ in range(3):
        record_match(stats, game, human_seat=seat)
    e = stats.variants["coinche"]
    assert e.games_won == 3 and e.win_streak == 3 and e.best_win_streak == 3
    assert e.best_score == game.scores[game.winner]
    record_match(stats, game, human_seat=seat + 1)  # the other team: a loss
    assert e.games_lost == 1 and e.win_streak == 0 and e.best_win_streak == 3


def test_abandoned_match_and_custom_key():
    game = new_match(find_variant("classic").with_overrides({"target_score": 500}), seed=2)
    assert variant_key(game) == "classic:custom"
    stats = Statistics()
    record_match(stats, game, undo_used=1)
    e = stats.variants["classic:custom"]
    assert e.games_abandoned == 1 and e.games_played == 0 and e.undo_used == 1


def test_totals():
    stats = Statistics({"classic": VariantStats(games_won=2, best_score=1200),
                        "coinche": VariantStats(games_won=1, best_score=2100, best_win_streak=4)})
    t = stats.totals()
    assert t.games_won == 3 and t.best_score == 2100 and t.best_win_streak == 4


def test_bad_counters_are_reset_and_others_kept():
    entry = dict(dataclasses.asdict(VariantStats()), games_played=5, games_won=5, games_lost="many", undo_used=-1,
                 best_score=1100, future=1)
    data = {"format_version": 1, "variants": {"classic": entry, "coinche": dataclasses.asdict(VariantStats())}}
    stats, reset = stats_from_dict(data)
    c = stats.variants["classic"]
    assert c.games_won == 5 and c.games_lost == 0 and c.undo_used == 0 and c.best_score == 1100
    assert stats.variants["coinche"] == VariantStats()
    assert reset == ["classic: games_lost", "classic: undo_used"]


@pytest.mark.parametrize("content", [b"{", b"[]", b"\xff\xfe\x00junk", b""])
def test_damaged_file_is_kept_aside(content):
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    stats, problems = load_stats()
    assert stats == Statistics() and len(problems) == 1
    kept = list(path.parent.glob("stats.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content and str(kept[0]) in str(problems[0])
    save_stats(stats)
    assert kept[0].read_bytes() == content


def _entry(**counters):
    return dict(dataclasses.asdict(VariantStats()), **counters)


GOOD = _entry(games_played=4, games_won=3, games_lost=1, deals_played=30, contracts_taken=14, contracts_made=11,
              capots=2, best_score=1240, win_streak=1, best_win_streak=2)


@pytest.mark.parametrize("counters", [
    {"games_won": 5},  # more games won than played
    {"games_won": 10 ** 30, "games_played": 10 ** 30},  # far past anything one plays
    {"deals_played": 10 ** 30},
    {"best_score": -(10 ** 30)},
    {"contracts_made": 15},  # more contracts made than taken
    {"capots": 31},
    {"best_win_streak": 4},  # a streak longer than the games won
    {"games_lost": 0},  # won + lost + drawn is not played
])
def test_impossible_counters_leave_that_entry_out_keep_the_rest_and_the_file(counters):
    path = stats_path()
    path.parent.mkdir(parents=True)
    data = {"format_version": 1, "variants": {"classic": dict(GOOD, **counters), "coinche": GOOD}}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    stats, problems = load_stats()
    assert stats.variants == {"coinche": VariantStats(**GOOD)}  # the valid entry is kept
    [problem] = problems
    assert problem.kind == "reset" and problem.fields == ("classic: impossible",)
    assert problem.kept_at.read_bytes() == before and path.read_bytes() == before  # the original kept


@pytest.mark.parametrize("key", ["clbssic", "classic:costom", "coinche\\u0000", "", "x" * 200, "classic:custom:custom"])
def test_unknown_or_damaged_keys_are_left_out_and_named(key):
    path = stats_path()
    path.parent.mkdir(parents=True)
    good = json.dumps(GOOD)
    text = '{"format_version": 1, "variants": {"classic": ' + good + ', "' + key + '": ' + good + "}}"
    path.write_text(text, encoding="utf-8")
    stats, problems = load_stats()
    assert stats.variants == {"classic": VariantStats(**GOOD)}
    [problem] = problems
    assert problem.kind == "reset" and len(problem.fields) == 1 and problem.fields[0].endswith(": unknown")
    assert problem.kept_at.read_text(encoding="utf-8") == text


def test_what_record_match_keeps_is_always_possible():
    from belote_desktop.storage.stats import possible

    stats = Statistics()
    for seed in range(6):
        record_match(stats, finished("classic", seed), human_seat=seed % 2)
        record_match(stats, new_match(find_variant("belot_3p"), seed=seed))  # abandoned at once
    assert all(possible(entry) for entry in stats.variants.values())
    save_stats(stats)
    assert load_stats() == (stats, [])


def _counters_of_format_1():
    from belote_desktop.storage.stats import REQUIRED_COUNTERS

    return sorted(REQUIRED_COUNTERS)


@pytest.mark.parametrize("name", _counters_of_format_1())
def test_a_missing_counter_touches_its_own_game_only(name):
    """Issue 56: one counter lost from one game's entry once threw every game's statistics away. Now that game's
    counter is set back to its default (the game left out if that makes its counters impossible), every other
    game stays, the player is told, and the original file is kept aside."""
    from belote_desktop.storage.stats import IMPOSSIBLE

    path = stats_path()
    path.parent.mkdir(parents=True)
    damaged = {k: v for k, v in GOOD.items() if k != name}
    data = {"format_version": 1, "variants": {"classic": damaged, "coinche": GOOD, "pilotta": GOOD}}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    stats, problems = load_stats()
    assert stats.variants["coinche"] == VariantStats(**GOOD) == stats.variants["pilotta"]
    [problem] = problems
    assert problem.kind == "reset" and problem.kept_at.read_bytes() == before and path.read_bytes() == before
    if "classic" in stats.variants:  # repaired: the lost counter at its default, the others as they were
        assert problem.fields == (f"classic: {name}",)
        assert stats.variants["classic"] == dataclasses.replace(VariantStats(**GOOD),
                                                                **{name: getattr(VariantStats(), name)})
    else:  # its default contradicts the others (no games played but three won): that game alone is left out
        assert problem.fields == (f"classic: {IMPOSSIBLE}",)
    save_stats(stats)
    assert load_stats() == (stats, [])


def test_a_counter_that_is_missing_and_harmless_keeps_the_game():
    path = stats_path()
    path.parent.mkdir(parents=True)
    data = {"format_version": 1, "variants": {"classic": {k: v for k, v in GOOD.items() if k != "undo_used"},
                                              "coinche": GOOD}}
    path.write_text(json.dumps(data), encoding="utf-8")
    stats, [problem] = load_stats()
    assert set(stats.variants) == {"classic", "coinche"} and stats.variants["classic"].games_won == 3
    assert problem.fields == ("classic: undo_used",)


@pytest.mark.parametrize("entry", [None, 7, "classic", [1, 2]])
def test_an_entry_that_is_not_an_object_is_left_out_alone(entry):
    from belote_desktop.storage.stats import DAMAGED

    path = stats_path()
    path.parent.mkdir(parents=True)
    data = {"format_version": 1, "variants": {"classic": entry, "coinche": GOOD}}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    stats, [problem] = load_stats()
    assert stats.variants == {"coinche": VariantStats(**GOOD)}
    assert problem.kind == "reset" and problem.fields == (f"classic: {DAMAGED}",)
    assert problem.kept_at.read_bytes() == before
