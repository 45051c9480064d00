"""Deals count when they end (``record_deals``), their match once after (``record_match`` told how many
were counted), the header's figures are the sum of every entry's (``headline``), and the rules of a game
played with the player's own rules are kept for its name: old files load, damaged rules are named."""

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.stats import (
    RULES_KEPT, Headline, Statistics, VariantStats, headline, load_stats, record_deals, record_match, stats_from_dict,
    stats_path,
)

pytestmark = pytest.mark.usefixtures("home")

TARGET_100 = {"target_score": 100}


def play_recording(stats, rules, seed, actions=100_000):
    """A match of random legal moves, counted as the window counts it: each deal when it ends, then the match
    (ended, or left after ``actions`` moves). Returns the match."""
    rng = random.Random(seed)
    match = new_match(rules, seed=seed)
    counted = 0
    for _ in range(actions):
        if match.over:
            break
        before = len(match.finished)
        match = match.apply(rng.choice(match.legal_actions()))
        if len(match.finished) > before and not match.over:
            counted = record_deals(stats, match, counted=counted)
    record_match(stats, match, deals_counted=counted)
    return match


def _played_deals(match) -> int:
    return sum(not r.thrown_in for r in match.results)


def test_a_deal_counts_when_it_ends_and_its_match_counts_it_no_more():
    stats = Statistics()
    rng = random.Random(1)
    match = new_match(find_variant("classic"), seed=1)
    while not match.finished:
        match = match.apply(rng.choice(match.legal_actions()))
    counted = record_deals(stats, match)
    entry = stats.variants["classic"]
    assert counted == 1 and entry.deals_played == _played_deals(match)
    assert entry.games_played == entry.games_abandoned == 0 and entry.match_history == []
    assert record_deals(stats, match, counted=counted) == 1 and entry.deals_played == _played_deals(match)
    record_match(stats, match, deals_counted=counted)  # left: the match counts, its deal not twice
    assert entry.games_abandoned == 1 and entry.deals_played == _played_deals(match)
    assert entry.match_history[-1].deals == _played_deals(match)


def test_a_deal_left_before_its_end_counts_nowhere():
    stats = Statistics()
    match = play_recording(stats, find_variant("classic"), seed=2, actions=6)
    assert not match.finished
    entry = stats.variants["classic"]
    assert (entry.deals_played, entry.contracts_taken, entry.capots) == (0, 0, 0)
    assert entry.games_abandoned == 1 and entry.match_history[-1].deals == 0
    assert headline(stats) == Headline(left=1)


@pytest.mark.parametrize("seed", range(6))
def test_each_entry_counts_each_deal_once_and_the_header_is_their_sum(seed):
    """Random record sets: every deal of every match is in its entry once, whatever the mix of games ended,
    left mid-deal and own rules; the header's figures are the sum over entries."""
    rng = random.Random(seed)
    games = [find_variant("classic").with_overrides(TARGET_100), find_variant("classic"),
             find_variant("coinche").with_overrides({"target_score": 500}), find_variant("baloot")]
    stats = Statistics()
    expected: dict[str, list] = {}
    for n in range(rng.randint(1, 5)):
        rules = rng.choice(games)
        ended = rng.random() < 0.5 or rules.target_score <= 100
        match = play_recording(stats, rules, seed=100 * seed + n, actions=100_000 if ended else rng.randint(1, 400))
        key = rules.id if not rules.overrides() else rules.id + ":custom"
        expected.setdefault(key, []).append(match)
    assert set(stats.variants) == set(expected)
    for key, matches in expected.items():
        entry = stats.variants[key]
        assert entry.deals_played == sum(_played_deals(m) for m in matches)
        assert entry.games_played == sum(m.over for m in matches)
        assert entry.games_abandoned == sum(not m.over for m in matches)
        assert [m.deals for m in entry.match_history] == [_played_deals(m) for m in matches]
        assert (entry.custom_rules != []) == key.endswith(":custom")
    total = headline(stats)
    assert total.deals == sum(_played_deals(m) for ms in expected.values() for m in ms)
    assert total.matches == sum(m.over for ms in expected.values() for m in ms)
    assert total.left == sum(not m.over for ms in expected.values() for m in ms)
    assert total == sum((Headline.of(e) for e in stats.variants.values()), Headline())
    assert total.matches == stats.totals().games_played and total.deals == stats.totals().deals_played


def test_a_game_with_its_own_rules_keeps_which_rules_for_its_name():
    stats = Statistics()
    for target in (100, 200, 100):
        play_recording(stats, find_variant("classic").with_overrides({"target_score": target}), seed=target, actions=50)
    assert stats.variants["classic:custom"].custom_rules == [{"target_score": 200}, {"target_score": 100}]
    for target in range(100, 100 + 10 * (RULES_KEPT + 3), 10):
        play_recording(stats, find_variant("classic").with_overrides({"target_score": target}), seed=1, actions=5)
    assert len(stats.variants["classic:custom"].custom_rules) == RULES_KEPT
    play_recording(stats, find_variant("classic"), seed=1, actions=5)
    assert stats.variants["classic"].custom_rules == []
    loaded, reset = stats_from_dict(json.loads(json.dumps(stats.to_dict())))
    assert reset == [] and loaded == stats


def test_an_older_file_with_games_of_own_rules_loads_as_it_was():
    """Written before the rules were kept: read with none, nothing named, nothing lost."""
    old = dataclasses.asdict(VariantStats(games_played=1, games_won=1, win_streak=1, best_win_streak=1,
                                          deals_played=3, best_score=104))
    del old["custom_rules"]
    oldest = dict(old)  # the same version wrote every entry: none has the rules
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format_version": 1, "variants": {"classic:custom": old, "coinche": oldest}}),
                    encoding="utf-8")
    stats, problems = load_stats()
    assert problems == []
    assert stats.variants["classic:custom"].custom_rules == [] and stats.variants["classic:custom"].deals_played == 3
    assert stats.variants["coinche"].games_won == 1
    assert headline(stats) == Headline(matches=2, won=2, deals=6)


@pytest.mark.parametrize("rules", [
    [{"target_score": 100}, {"no_such_rule": 1}],
    [{"target_score": 100}, {"target_score": "a hundred"}],
    [{"target_score": 100}, {}],
    [{"target_score": 100}, "target 100"],
])
def test_rules_that_cannot_be_are_left_out_and_named(rules):
    data = dataclasses.asdict(VariantStats(deals_played=2))
    data["custom_rules"] = rules
    stats, reset = stats_from_dict({"format_version": 1, "variants": {"classic:custom": data}})
    assert reset == ["classic:custom: custom_rules"]
    assert stats.variants["classic:custom"].custom_rules == [{"target_score": 100}]
    assert stats.variants["classic:custom"].deals_played == 2


@pytest.mark.parametrize("rules", ["target 100", [{"target_score": 100}] * (RULES_KEPT + 1)])
def test_a_list_of_rules_that_cannot_be_is_emptied_named_and_the_file_kept(rules):
    data = dataclasses.asdict(VariantStats(deals_played=2))
    data["custom_rules"] = rules
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format_version": 1, "variants": {"classic:custom": data}}), encoding="utf-8")
    before = path.read_bytes()
    stats, [problem] = load_stats()
    assert problem.kind == "reset" and "classic:custom: custom_rules" in problem.fields
    assert problem.kept_at is not None and problem.kept_at.read_bytes() == before
    assert stats.variants["classic:custom"].custom_rules == [] and stats.variants["classic:custom"].deals_played == 2
