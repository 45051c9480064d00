"""Belot for 3, for 2 and for 2 with open cards (saving and replaying every game: test_every_game_saves.py):
the games' options (how a failed taker's points are shared, declarations with
table cards) round-trip and a bad value is refused. (A preset's save writes none of its options, so older
saves open: test_every_game_saves.py.)"""


import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.saves import read_autosave, write_autosave
from tests.random_play import play


def test_the_games_options_round_trip_and_bad_values_are_refused():
    for variant, overrides in (("belot_3p", {"failed_share": "own"}), ("belot_2p_open", {"declare_table_cards": False})):
        rules = find_variant(variant).with_overrides(overrides)
        game = play(new_match(rules, seed=2), 60, seed=2)
        write_autosave(game)
        loaded, problems = read_autosave()
        assert not problems and loaded is not None and loaded.state == game and loaded.state.rules == rules
    with pytest.raises(ValueError):
        find_variant("belot_3p").with_overrides({"failed_share": "everything"})
    with pytest.raises(ValueError):
        find_variant("belot_2p_open").with_overrides({"declare_table_cards": "yes"})
