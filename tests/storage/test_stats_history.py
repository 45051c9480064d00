"""The history of matches in stats.json (``VariantStats.match_history``, issue 33): written where a match is
counted, bounded, read from older files as empty, and a damaged match in it named and left out."""

import dataclasses
import datetime
import json
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.stats import (
    MATCHES_KEPT, MatchRecord, Statistics, VariantStats, load_stats, record_match, save_stats, stats_from_dict,
    stats_path,
)

pytestmark = pytest.mark.usefixtures("home")

DAY = datetime.date(2026, 11, 23)


def _played(seed: int, actions: int = 100_000):
    """A classic match played by random legal actions: to its end, or ``actions`` of them."""
    rng = random.Random(seed)
    match = new_match(find_variant("classic"), seed=seed)
    for _ in range(actions):
        if match.over:
            break
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def _finished(seed: int):
    match = _played(seed)
    assert match.over
    return match


def test_a_counted_match_is_added_with_its_day_outcome_scores_and_deals():
    stats = Statistics()
    match = _finished(3)
    entry = record_match(stats, match, day=DAY)
    [record] = entry.match_history
    team = match.rules.team_of(0)
    assert record.day == "2026-11-23" and record.us == match.scores[team] and record.them == match.scores[1 - team]
    assert record.outcome == {team: "won", 1 - team: "lost"}.get(match.winner, "drawn")
    assert record.deals == entry.deals_played > 0 and record.margin == record.us - record.them
    left = record_match(stats, _played(4, 60), day=DAY + datetime.timedelta(days=1))
    assert [m.outcome for m in left.match_history] == [record.outcome, "left"]
    assert left.match_history[1].day == "2026-11-24" and left.match_history[1].deals == left.deals_played - record.deals
    assert left.history_points_per_deal == pytest.approx(
        sum(m.us for m in left.match_history) / left.deals_played)


def test_the_history_keeps_the_last_matches_only_and_round_trips():
    stats = Statistics()
    match = _finished(5)
    for n in range(MATCHES_KEPT + 7):
        record_match(stats, match, day=DAY + datetime.timedelta(days=n))
    entry = stats.variants["classic"]
    assert len(entry.match_history) == MATCHES_KEPT and entry.games_played == MATCHES_KEPT + 7
    assert entry.match_history[0].day == (DAY + datetime.timedelta(days=7)).isoformat()  # the oldest went first
    assert entry.match_history[-1].day == (DAY + datetime.timedelta(days=MATCHES_KEPT + 6)).isoformat()
    save_stats(stats)
    data = json.loads(stats_path().read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    assert data["variants"]["classic"]["match_history"][-1] == dataclasses.asdict(entry.match_history[-1])
    loaded, problems = load_stats()
    assert not problems and loaded.variants["classic"] == entry


def test_an_older_file_loads_with_an_empty_history():
    old = dataclasses.asdict(VariantStats(games_played=3, games_won=2, games_lost=1, win_streak=1,
                                          best_win_streak=2, deals_played=27, best_score=1004))
    del old["match_history"], old["custom_rules"]  # written before the history (and the rules after it) existed
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format_version": 1, "variants": {"classic": old}}), encoding="utf-8")
    stats, problems = load_stats()
    assert problems == []
    entry = stats.variants["classic"]
    assert entry.match_history == [] and entry.games_won == 2 and entry.history_points_per_deal is None
    record_match(stats, _finished(3), day=DAY)  # counting goes on, and the history starts
    assert len(stats.variants["classic"].match_history) == 1 and stats.variants["classic"].games_played == 4


def _with_history(history, **counters):
    data = dataclasses.asdict(VariantStats(**counters))
    data["match_history"] = history
    return {"format_version": 1, "variants": {"classic": data}}


GOOD = {"day": "2026-11-20", "outcome": "won", "us": 1012, "them": 640, "deals": 9}


@pytest.mark.parametrize("damage", [
    {"outcome": "victory"}, {"day": "2026-13-40"}, {"day": 20261120}, {"us": "1012"}, {"deals": -1},
    {"them": True}, {"us": 10**12}, {"extra": 1},
])
def test_a_damaged_match_is_left_out_and_the_history_named(damage):
    bad = dict(GOOD, **damage)
    counters = dict(games_played=3, games_won=3, win_streak=3, best_win_streak=3, deals_played=27)
    stats, reset = stats_from_dict(_with_history([GOOD, bad, dict(GOOD, day="2026-11-21")], **counters))
    assert reset == ["classic: match_history"]
    entry = stats.variants["classic"]
    assert [m.day for m in entry.match_history] == ["2026-11-20", "2026-11-21"]  # the good ones are kept
    assert entry.games_won == 3 and entry.deals_played == 27  # the counters are untouched


@pytest.mark.parametrize("history", ["not a list", {"day": "2026-11-20"}, [GOOD] * (MATCHES_KEPT + 1), [GOOD] * 4])
def test_a_history_that_cannot_be_is_emptied_and_named(history):
    counters = dict(games_played=3, games_won=3, win_streak=3, best_win_streak=3, deals_played=27)
    stats, reset = stats_from_dict(_with_history(history, **counters))  # [GOOD] * 4: more than the 3 counted
    assert reset == ["classic: match_history"]
    assert stats.variants["classic"].match_history == [] and stats.variants["classic"].games_played == 3


def test_a_damaged_history_in_the_file_is_told_and_the_file_kept_aside():
    counters = dict(games_played=1, games_won=1, win_streak=1, best_win_streak=1, deals_played=9)
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_with_history([dict(GOOD, outcome=None)], **counters)), encoding="utf-8")
    before = path.read_bytes()
    stats, [problem] = load_stats()
    assert problem.kind == "reset" and "classic: match_history" in problem.fields
    assert problem.kept_at is not None and problem.kept_at.read_bytes() == before
    assert stats.variants["classic"].games_won == 1 and stats.variants["classic"].match_history == []


def test_all_games_together_keep_the_matches_by_day():
    a, b = VariantStats(), VariantStats()
    a.match_history = [MatchRecord("2026-11-01", "won", 1000, 500, 8), MatchRecord("2026-11-03", "lost", 400, 1001, 10)]
    b.match_history = [MatchRecord("2026-11-02", "drawn", 900, 900, 12)]
    total = VariantStats()
    total.add(a)
    total.add(b)
    assert [m.day for m in total.match_history] == ["2026-11-01", "2026-11-02", "2026-11-03"]
