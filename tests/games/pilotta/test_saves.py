"""Pilotta saves (every game's save and replay: test_every_game_saves.py): mid-auction with final passes;
a custom Pilotta keeps its dials."""

from __future__ import annotations



from belote_desktop.engine import PASS, Bid, Strain, find_variant, new_match
from belote_desktop.storage.saves import LoadedGame, load_save, save_named
from tests.random_play import play

PILOTTA = find_variant("pilotta")


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
