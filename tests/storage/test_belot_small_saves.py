"""Belot for 3, for 2 and for 2 with open cards (saving and replaying every game: test_every_game_saves.py):
the games' options (how a failed taker's points are shared, declarations with
table cards) round-trip and a bad value is refused; an older save, without these options, still opens."""


import pytest

from belote_desktop.engine import find_variant, new_match, record, replay
from belote_desktop.storage.paths import HOME_ENV
from belote_desktop.storage.saves import read_autosave, write_autosave
from tests.random_play import play

GAMES = ("belot_3p", "belot_2p", "belot_2p_open")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


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


def test_an_older_save_without_these_options_opens():
    data = record(play(new_match(find_variant("classic"), seed=1), 40, seed=1))
    assert not any(key in data["overrides"] for key in ("failed_share", "declare_table_cards"))
    assert replay(data).rules == find_variant("classic")
