"""A game's history of matches (``match_history``) or its own rules (``custom_rules``) lost from stats.json is
told like any other damage (issue 70, item 6): the counter named, a copy of the file kept aside before it is
written again, the rest of the game's entry and every other game kept. Each version writes every counter it knows
in every entry, the later groups in the order they came (``stats.LATER_GROUPS``): a later counter that another
entry of the file holds, or that came before one this entry holds, was there. An older file, without them
anywhere, is still read as it is, silently."""

import dataclasses
import json
import random

import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.document import Damaged
from belote_desktop.storage.stats import (
    Statistics, load_stats, record_match, save_stats, stats_from_dict,
)

pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)

LISTS = ("match_history", "custom_rules")


def _played(rules, seed: int, moves: int = 100_000):
    rng = random.Random(seed)
    game = new_match(rules, seed=seed)
    for _ in range(moves):
        if game.is_terminal():
            break
        game = game.apply(rng.choice(game.legal_actions()))
    return game


def _stats() -> Statistics:
    """Three games, one of them with the player's own rules: each with matches in its history."""
    stats = Statistics()
    for n, rules in enumerate((find_variant("classic"), find_variant("coinche"),
                               find_variant("classic").with_overrides({"target_score": 300}))):
        record_match(stats, _played(rules, 3 + n))
        record_match(stats, _played(rules, 40 + n, 60))  # left unfinished
    assert stats.variants["classic:custom"].custom_rules == [{"target_score": 300}]
    assert all(entry.match_history for entry in stats.variants.values())
    return stats


def _damaged(data: dict, key: str, name: str, damage: str) -> dict:
    entry = data["variants"][key]
    value = entry.pop(name)
    if damage == "renamed":  # as the fuzzer renames a key (tools/fuzz_files.py): its last letter doubled
        entry[name + name[-1]] = value
    elif damage == "flipped":  # one damaged bit in the name: a letter changes case
        entry[name[0].upper() + name[1:]] = value
    return data


def _cases():
    for key in ("classic", "coinche", "classic:custom"):
        for name in LISTS:
            if name == "custom_rules" and key != "classic:custom":
                continue  # empty there: nothing lost
            for damage in ("dropped", "renamed", "flipped"):
                yield pytest.param(key, name, damage, id=f"{key}-{name}-{damage}")


@pytest.mark.parametrize("key, name, damage", list(_cases()))
def test_a_lost_list_is_told_and_the_file_kept_aside(key, name, damage):
    good = _stats()
    path = save_stats(good)
    path.write_text(json.dumps(_damaged(json.loads(path.read_text(encoding="utf-8")), key, name, damage)),
                    encoding="utf-8")
    before = path.read_bytes()
    stats, problems = load_stats()
    [problem] = problems
    assert problem.kind == "reset" and problem.fields == (f"{key}: {name}",)
    assert problem.kept_at is not None and problem.kept_at.read_bytes() == before  # the damaged file, aside
    for other in good.variants:
        if other != key:
            assert stats.variants[other] == good.variants[other]  # the other games are untouched
    lost = dataclasses.replace(good.variants[key], **{name: []})
    assert stats.variants[key] == lost  # the game's other counters are kept
    save_stats(stats)  # the next write leaves the copy as it was
    assert problem.kept_at.read_bytes() == before


@pytest.mark.parametrize("name", LISTS)
def test_a_lone_game_s_lost_history_is_told_where_a_later_counter_shows_it_was_written(name):
    """One game in the file: the history came before the rules, so a file with the rules had the history; the
    rules came last, so a lone entry's lost rules cannot be told from an older file's."""
    rules = find_variant("classic").with_overrides({"target_score": 300})
    stats = Statistics()
    record_match(stats, _played(rules, 3))
    data = stats.to_dict()
    del data["variants"]["classic:custom"][name]
    loaded, reset = stats_from_dict(data)
    if name == "match_history":
        assert reset == ["classic:custom: match_history"] and loaded.variants["classic:custom"].custom_rules
    else:
        assert reset == [] and loaded.variants["classic:custom"].custom_rules == []


def test_an_older_file_without_the_lists_anywhere_is_read_silently():
    data = _stats().to_dict()
    for entry in data["variants"].values():
        del entry["match_history"], entry["custom_rules"]
    loaded, reset = stats_from_dict(data)
    assert reset == [] and all(e.match_history == [] for e in loaded.variants.values())
    assert loaded.variants["coinche"] == dataclasses.replace(_stats().variants["coinche"], match_history=[])
    without_rules = _stats().to_dict()  # written after the history came, before the rules
    for entry in without_rules["variants"].values():
        del entry["custom_rules"]
    loaded, reset = stats_from_dict(without_rules)
    assert reset == [] and loaded.variants["classic"].match_history == _stats().variants["classic"].match_history


def test_no_fuzzed_key_of_a_list_changes_a_game_without_a_word():
    """The fuzzer's damage to the statistics (tools/fuzz_files.py: a key renamed or dropped) on the lists: a file
    that loads other than it was written always says so."""
    from tools.fuzz_files import mutate

    good = _stats()
    document = good.to_dict()
    silent = []
    for seed in range(400):
        for mutation in ("rename_key", "drop_key"):
            data = json.loads(mutate(document, mutation, random.Random(seed)))
            try:
                loaded, reset = stats_from_dict(data)
            except Damaged:  # the whole file refused: told, and kept aside (load_json_or_reset)
                continue
            changed = [key for key, entry in good.variants.items()
                       if key in loaded.variants and any(getattr(loaded.variants[key], name) != getattr(entry, name)
                                                         for name in LISTS)]
            if changed and not reset:
                silent.append((seed, mutation, changed))
    assert silent == []
