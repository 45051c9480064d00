"""Bidding Belote saves (every game's save and replay: test_every_game_saves.py): a match decided by a Match
call saves as over; a save with a custom option of the game loads with it."""


import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.engine.auctions.contract import stakes_match
from belote_desktop.storage.saves import load_save, read_autosave, save_named, write_autosave
from tests.random_play import play

BB = find_variant("bidding_belote")


def test_a_match_decided_by_the_match_call_saves_as_over():
    for seed in range(40):
        game = play(new_match(BB, seed=seed), 10_000, seed=seed)
        last = game.finished[-1].result()
        if last.contract is not None and stakes_match(last.contract):
            break
    else:
        pytest.skip("no Match call in these random matches")
    loaded = load_save(save_named("staked", game)).state
    assert loaded.over and loaded.winner == game.winner


def test_custom_options_of_the_game_round_trip():
    rules = BB.with_overrides({"doubled_winner_takes_all": True, "mp_both_at_limit": True,
                               "tie_hanging_points": 0, "no_trumps_melds": "none", "valat_match_points": 10})
    game = play(new_match(rules, seed=2), 60, seed=2)
    write_autosave(game)
    loaded, problems = read_autosave()
    assert not problems and loaded is not None and loaded.state == game and loaded.state.rules == rules
    with pytest.raises(ValueError):
        BB.with_overrides({"mp_limit_suit": 10})
