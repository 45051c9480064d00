"""Bulgarian Belot saves (every game's save and replay: test_every_game_saves.py): a save with the
game's options (kirtik, the belot option, a card in two declarations) loads with them."""


import pytest

from belote_desktop.engine import find_variant, new_match
from belote_desktop.storage.saves import read_autosave, write_autosave
from tests.random_play import play

BG = find_variant("bulgarian")


def test_the_game_s_options_round_trip():
    rules = BG.with_overrides({"kirtik_points": 10, "belote_only_lead_ruff_or_partner": True,
                               "meld_reuse_cards": True, "pass_is_final": True, "no_end_on_valat": False})
    game = play(new_match(rules, seed=2), 90, seed=2)
    write_autosave(game)
    loaded, problems = read_autosave()
    assert not problems and loaded is not None and loaded.state == game and loaded.state.rules == rules
    with pytest.raises(ValueError):
        BG.with_overrides({"kirtik_points": 500})
