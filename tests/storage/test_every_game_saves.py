"""Every preset's match saves, resumes and replays: before the first action, in the first auction, mid-match
and finished. The loaded match equals the saved one (scores, hanging points, table cards and cards never dealt
included), offers the same next actions, and its record replays to the same match. Per-game files keep only
their game's own options and older-save cases."""

from __future__ import annotations


import pytest

from belote_desktop.engine import VARIANTS, MatchState, find_variant, new_match, record, replay
from belote_desktop.storage.paths import HOME_ENV
from belote_desktop.storage.saves import load_save, read_autosave, save_named, write_autosave
from tests.random_play import play


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("count", [0, 9, 75, 10_000])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_named_save_resumes_and_replays(variant, count):
    rules = find_variant(variant)
    game = play(new_match(rules, seed=5, first_dealer=count % rules.players), count, seed=count)
    loaded = load_save(save_named("Белот ½", game))
    assert isinstance(loaded.state, MatchState) and loaded.state == game
    assert loaded.state.rules == rules and loaded.state.scores == game.scores
    assert loaded.state.hanging == game.hanging and loaded.state.deal.zones == game.deal.zones
    assert replay(record(game)) == game
    if count == 10_000:
        assert game.over
    else:
        assert loaded.state.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_autosave_resumes_mid_match(variant):
    rules = find_variant(variant)
    game = play(new_match(rules, seed=7), 40, seed=7)
    write_autosave(game)
    loaded, problems = read_autosave()
    assert not problems and loaded is not None and loaded.state == game
