"""The counters added to stats.json after format 1 (``stats.LATER_COUNTERS``, the same-cards rating) are
checked like every other counter: one of them damaged or lost is named, and a copy of the file is kept
before it is written again. An older file without any of them is still read as it is, silently."""

import dataclasses
import json

import pytest

from belote_desktop.storage.stats import (
    LATER_COUNTERS,
    LATER_GROUPS,
    Statistics,
    VariantStats,
    load_stats,
    record_match,
    save_stats,
    stats_path,
)
from belote_desktop.engine import find_variant, new_match

pytestmark = pytest.mark.usefixtures("home")  # the app folder is tmp_path itself (conftest.py)

RATED = dict(dataclasses.asdict(VariantStats()), games_played=2, games_won=2, win_streak=2, best_win_streak=2,
             deals_played=20, contracts_taken=9, contracts_made=7, best_score=1010,
             same_cards_deals=5, same_cards_gap=-37, same_cards_recent=[-20, 3, -9, -11])


def _write(text):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _good_text():
    return json.dumps({"format_version": 1, "variants": {"classic": RATED, "coinche": RATED}}, indent=2)


def _key_damages():
    """One damaged byte in the name of each later counter (bit 5: a letter changes case, "_" becomes DEL):
    still valid JSON, the counter's name simply no longer reads."""
    for name in sorted(LATER_COUNTERS):
        for i, ch in enumerate(name):
            yield pytest.param(name, name[:i] + chr(ord(ch) ^ 0x20) + name[i + 1:], id=f"{name}-{i}")


@pytest.mark.parametrize("name, damaged", list(_key_damages()))
def test_a_damaged_byte_in_a_later_counter_is_told_and_the_file_copied_before_it_is_rewritten(name, damaged):
    text = _good_text()
    first = text.index(f'"{name}"')  # the "classic" entry's (written first)
    text = text[:first] + f'"{damaged}"' + text[first + len(name) + 2:]
    path = _write(text)
    before = path.read_bytes()
    stats, problems = load_stats()
    [problem] = problems
    assert problem.kind == "reset" and f"classic: {name}" in problem.fields
    assert problem.kept_at is not None and problem.kept_at.read_bytes() == before
    assert stats.variants["coinche"] == VariantStats(**RATED)  # the other entry is untouched
    classic = stats.variants["classic"]
    assert classic.games_won == 2 and classic.deals_played == 20  # the other counters are kept
    # the rating counters go back to zero together: never a gap without its deals
    assert (classic.same_cards_deals, classic.same_cards_gap, classic.same_cards_recent) == (0, 0, [])
    save_stats(stats)  # the next write
    assert problem.kept_at.read_bytes() == before


@pytest.mark.parametrize("name", sorted(LATER_COUNTERS))
def test_a_lost_later_counter_is_told_too(name):
    entry = dict(RATED)
    del entry[name]
    path = _write(json.dumps({"format_version": 1, "variants": {"classic": entry}}))
    before = path.read_bytes()
    _stats, [problem] = load_stats()
    assert problem.kind == "reset" and f"classic: {name}" in problem.fields
    assert problem.kept_at.read_bytes() == before


@pytest.mark.parametrize("name, value", [("same_cards_gap", "x"), ("same_cards_deals", -1),
                                         ("same_cards_recent", {"a": 1})])
def test_a_bad_later_value_resets_the_rating_and_names_it(name, value):
    path = _write(json.dumps({"format_version": 1, "variants": {"classic": dict(RATED, **{name: value})}}))
    before = path.read_bytes()
    stats, [problem] = load_stats()
    assert problem.fields == (f"classic: {name}",) and problem.kept_at.read_bytes() == before
    entry = stats.variants["classic"]
    assert (entry.same_cards_deals, entry.same_cards_gap, entry.same_cards_recent) == (0, 0, [])
    assert entry.games_won == 2


def test_a_file_from_before_the_rating_is_read_silently_and_gains_it():
    old = {k: v for k, v in RATED.items() if not any(k in group for group in LATER_GROUPS)}  # nor what came after
    path = _write(json.dumps({"format_version": 1, "variants": {"classic": old}}))
    stats, problems = load_stats()
    assert problems == [] and stats.variants["classic"].same_cards_deals == 0
    assert [p.name for p in path.parent.iterdir()] == ["stats.json"]  # no copy: nothing was lost
    record_match(stats, new_match(find_variant("classic"), seed=1))
    save_stats(stats)
    again, problems = load_stats()
    assert problems == [] and again == stats
    assert all(name in json.loads(path.read_text(encoding="utf-8"))["variants"]["classic"] for name in LATER_COUNTERS)


def test_a_good_file_round_trips_without_a_word():
    _write(_good_text())
    stats, problems = load_stats()
    assert problems == [] and stats.variants["classic"] == VariantStats(**RATED)
    save_stats(stats)
    assert load_stats() == (stats, [])
    assert Statistics().to_dict()["variants"] == {}
