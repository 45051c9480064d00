"""The table talk says the player's own declaration in his words, as the rest of the talk does ("You declare."):
"You declare a tierce …: 20 points.", no longer "South (you) declares …"."""

from __future__ import annotations

import pytest

from belote_desktop.engine import DECLARE, find_variant
from tests.ui.ui_helpers import drive_until


@pytest.mark.parametrize("game", ["pilotta", pytest.param("classic", marks=pytest.mark.slow)])
def test_the_players_own_declaration_is_said_in_his_words(window, game):
    for seed in range(1, 40):
        window.start_game(find_variant(game), seed=seed)
        if drive_until(window, lambda view: DECLARE in view.legal_actions):
            break
    else:
        pytest.fail("no deal where the player may declare")
    assert window.controller.human_action(DECLARE)
    window.animator.finish_now()
    talk = [window.side.log.item(i).text() for i in range(window.side.log.count())]
    explained = [line for line in talk if "points." in line and "declare" in line]
    assert explained, talk[-6:]
    assert not any("(you) declares" in line for line in talk), talk[-6:]
    assert any(line.startswith("You declare ") for line in explained), explained
