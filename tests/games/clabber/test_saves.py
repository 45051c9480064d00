"""Clabber saves (every game's save and replay: test_every_game_saves.py): after throw-ins the same dealer;
a custom Clabber with the new dials changed keeps them."""

from __future__ import annotations



from belote_desktop.engine import PASS, find_variant, new_match
from belote_desktop.storage.saves import SavePayload, load_save, read_autosave, save_named, write_autosave
from tests.random_play import play

CLABBER = find_variant("clabber")


def test_thrown_in_deals_replay_with_the_same_dealer():
    game = new_match(CLABBER, seed=8, first_dealer=1)
    for _ in range(16):  # two throw-ins
        game = game.apply(PASS)
    assert [d.dealer for d in game.finished] == [1, 1] and game.deal.dealer == 1
    write_autosave(SavePayload(game, human_seat=0, players={}, statistics={}))
    loaded, problems = read_autosave()
    assert not problems and loaded.state == game and loaded.state.deal.dealer == 1


def test_custom_clabber_keeps_its_dials():
    rules = CLABBER.with_overrides({"same_dealer_redeals": False, "trump_must_be_held": False})
    game = play(new_match(rules, seed=2), 30)
    loaded = load_save(save_named("custom clabber", game))
    assert loaded.state == game and loaded.state.rules == rules
    assert not loaded.state.rules.trump_must_be_held
