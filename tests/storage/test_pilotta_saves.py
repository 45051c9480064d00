"""Pilotta saves (every game's save and replay: test_every_game_saves.py): mid-auction with final passes; a
save written before Pilotta's dials existed still opens with their old defaults."""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine import PASS, Bid, Strain, find_variant, new_match
from belote_desktop.storage.paths import HOME_ENV
from belote_desktop.storage.saves import LoadedGame, load_save, save_named
from tests.random_play import play

PILOTTA = find_variant("pilotta")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


def test_mid_auction_with_a_final_pass_round_trips():
    game = new_match(PILOTTA, seed=5, first_dealer=1)
    game = game.apply(Bid(80, Strain.CLUBS)).apply(PASS)  # seat 2 bids, seat 3 passes for good
    loaded = load_save(save_named("auction", game))
    assert isinstance(loaded, LoadedGame) and loaded.state == game
    assert loaded.state.view_for(0).auction.out == frozenset({3})
    assert loaded.state.deal.auction.first_bidder == 2


def test_custom_pilotta_round_trips():
    rules = PILOTTA.with_overrides({"fifteen_rule": False, "first_lead": "after_dealer", "pass_is_final": False})
    game = play(new_match(rules, seed="x"), 60)
    loaded = load_save(save_named("custom pilotta", game))
    assert loaded.state == game and loaded.state.rules == rules


def test_a_save_without_the_new_dials_opens_as_before(home):
    game = play(new_match(find_variant("coinche"), seed=2), 30)
    path = save_named("older", game)
    data = json.loads(path.read_text(encoding="utf-8"))
    text = json.dumps(data)
    for name in ("pass_is_final", "first_lead", "point_contract_score", "melds_count_for_contract", "fifteen_rule"):
        assert name not in text  # the preset's values are not written: an older app wrote the same file
    loaded = load_save(path)
    assert loaded.state == game and not loaded.state.rules.pass_is_final
