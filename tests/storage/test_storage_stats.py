"""stats.py: per-variant counters, round trip, counting a match, damaged files kept aside."""

import dataclasses
import json
import os
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.paths import HOME_ENV
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


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


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
    stats.for_variant("classic").games_won = 3
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
    entry = dict(dataclasses.asdict(VariantStats()), games_won=5, games_lost="many", undo_used=-1,
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
