"""The same-cards rating with the judge's split (learn.judge): of the weighed deals' gaps, the sum of the errors
was the player's choices, the rest the cards. Older statistics (with or without the rating) still load."""

import dataclasses
import json

import pytest

from belote_desktop.engine import find_variant, new_deal
from belote_desktop.storage.stats import (
    JUDGE_COUNTERS, Statistics, VariantStats, load_stats, record_comparison, save_stats, stats_path,
    stats_from_dict,
)

pytestmark = pytest.mark.usefixtures("home")

DEAL = new_deal(find_variant("classic"), dealer=0, seed=1)


def _entry(**changes):
    data = dataclasses.asdict(VariantStats())
    data.update(changes)
    return data


def test_the_split_is_counted_beside_the_gap_and_round_trips():
    stats = Statistics()
    record_comparison(stats, DEAL, 38, 12.4)
    record_comparison(stats, DEAL, 1, 46.0)
    entry = record_comparison(stats, DEAL, -5)  # compared, not weighed: the gap counts, the split does not
    assert entry.same_cards_rating == pytest.approx(34 / 3)
    assert entry.same_cards_judged == 2 and entry.same_cards_choices == 58 and entry.same_cards_judged_gap == 39
    assert entry.same_cards_choices_rating == 29.0 and entry.same_cards_cards_rating == pytest.approx((39 - 58) / 2)
    save_stats(stats)
    loaded, problems = load_stats()
    assert not problems and loaded.variants["classic"] == entry


@pytest.mark.parametrize("with_rating", [False, True])
def test_older_files_load_without_the_split(with_rating):
    data = _entry(games_played=1, games_won=1, win_streak=1, best_win_streak=1, deals_played=9)
    for name in (*JUDGE_COUNTERS, "match_history", "custom_rules"):  # and what came after the split
        del data[name]
    if not with_rating:
        for name in ("same_cards_deals", "same_cards_gap", "same_cards_recent"):
            del data[name]
    else:
        data.update(same_cards_deals=2, same_cards_gap=10, same_cards_recent=[4, 6])
    stats, reset = stats_from_dict({"format_version": 1, "variants": {"classic": data}})
    assert reset == []
    entry = stats.variants["classic"]
    assert entry.same_cards_judged == 0 and entry.same_cards_choices_rating is None
    assert entry.same_cards_rating == (5.0 if with_rating else None)


def test_a_lost_or_damaged_split_counter_is_named_and_the_split_reset():
    data = _entry(deals_played=3, same_cards_deals=2, same_cards_gap=10, same_cards_recent=[4, 6],
                  same_cards_judged=2, same_cards_choices=7, same_cards_judged_gap=10)
    lost = dict(data)
    del lost["same_cards_choices"]
    stats, reset = stats_from_dict({"format_version": 1, "variants": {"classic": lost}})
    assert reset == ["classic: same_cards_choices"]
    entry = stats.variants["classic"]
    assert entry.same_cards_judged == 0 and entry.same_cards_judged_gap == 0 and entry.same_cards_deals == 2
    damaged = dict(data, same_cards_judged="two")
    stats, reset = stats_from_dict({"format_version": 1, "variants": {"classic": damaged}})
    assert reset == ["classic: same_cards_judged"] and stats.variants["classic"].same_cards_choices == 0
    # more weighed deals than compared ones could not have been counted: the entry is left out
    impossible = dict(data, same_cards_judged=3, same_cards_deals=2)
    stats, reset = stats_from_dict({"format_version": 1, "variants": {"classic": impossible}})
    assert "classic" not in stats.variants and reset == ["classic: impossible"]


def test_the_file_keeps_the_split_in_plain_json():
    stats = Statistics()
    record_comparison(stats, DEAL, 20, 8.0)
    save_stats(stats)
    data = json.loads(stats_path().read_text(encoding="utf-8"))
    entry = data["variants"]["classic"]
    assert (entry["same_cards_judged"], entry["same_cards_choices"], entry["same_cards_judged_gap"]) == (1, 8, 20)
