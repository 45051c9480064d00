"""Every preset's match saves and resumes: before the first action, in the first auction, mid-match and
finished. The loaded match equals the saved one (scores, hanging points, the next deal's match scores, table
cards and cards never dealt included) and offers the same next actions; a preset's save writes none of its
options. (The made-up tables of tests/rulesets.py change what no player can choose: saves refuse them; their
records replay in tests/engine/test_every_game_rules.py.) Per-game files keep only their game's own options."""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine import VARIANTS, MatchState, new_match
from belote_desktop.storage.saves import load_save, read_autosave, save_named, write_autosave
from tests.random_play import play


@pytest.mark.parametrize("count", [0, 9, 75, 10_000])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_named_save_resumes_and_replays(variant, count):
    rules = VARIANTS[variant]
    game = play(new_match(rules, seed=5, first_dealer=count % rules.players), count, seed=count)
    loaded = load_save(save_named("Белот ½", game))
    assert isinstance(loaded.state, MatchState) and loaded.state == game
    assert loaded.state.rules == rules and loaded.state.scores == game.scores
    assert loaded.state.hanging == game.hanging and loaded.state.deal.zones == game.deal.zones
    assert loaded.state.deal.match_scores == game.deal.match_scores  # what the next deal knows (Baloot's Sun)
    if count == 10_000:
        assert game.over
    else:
        assert loaded.state.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_preset_s_save_writes_no_option(variant):
    """A preset's own values are not written: an older version of the program wrote the same file, and a save
    without an option added since opens with the preset's value."""
    game = play(new_match(VARIANTS[variant], seed=1), 40, seed=1)
    data = json.loads(save_named("older", game).read_text(encoding="utf-8"))
    assert "overrides" in json.dumps(data) and '"overrides": {}' in json.dumps(data)
    assert all(value == {} for key, value in _every_key(data) if key == "overrides")
    assert load_save(save_named("older", game)).state.rules == VARIANTS[variant]


def _every_key(data):
    if isinstance(data, dict):
        for key, value in data.items():
            yield key, value
            yield from _every_key(value)
    elif isinstance(data, list):
        for value in data:
            yield from _every_key(value)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_autosave_resumes_mid_match(variant):
    rules = VARIANTS[variant]
    game = play(new_match(rules, seed=7), 40, seed=7)
    write_autosave(game)
    loaded, problems = read_autosave()
    assert not problems and loaded is not None and loaded.state == game
