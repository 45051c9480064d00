"""`belote-desktop --deal F` on a home with a game in progress: the practice deal puts the autosaved game aside
as Game > Import a deal does, never writes over it, and gives it back ("Back to my game")."""

from __future__ import annotations

import random

import pytest
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import MatchState, find_variant, new_deal, new_match
from belote_desktop.storage import saves
from belote_desktop.storage.deal_file import write_deal


def _game_two_deals_in() -> MatchState:
    """79 moves of a classic game, in its second deal."""
    game = new_match(find_variant("classic"), seed=12)
    rng = random.Random(5)
    while len(game.actions()) < 79 or game.deal_number < 2:
        game = game.apply(rng.choice(game.legal_actions()))
        assert not game.over
    assert game.deal_number >= 2
    return game


@pytest.fixture
def home_with_game(tmp_path):
    game = _game_two_deals_in()
    saves.write_autosave(saves.SavePayload(game, 0, {"names": ["You", "East", "North", "West"],
                                                     "levels": [None, "expert", "beginner", "expert"]},
                                           {"undo_used": 1, "suggestions_used": 2}))
    deal = tmp_path / "practice.deal"
    deal.write_text(write_deal(new_deal(find_variant("coinche"), 1, seed=3)), encoding="utf-8")
    return game, deal


def _started_with_deal(qtbot, deal):
    """The window as `belote-desktop --deal F` makes it: fresh, then the deal file (cli.main's begin)."""
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    w.controller.auto_bots = False
    assert w.import_deal_path(deal)
    return w


def _finish_deal(window):
    c = window.controller
    for _ in range(300):
        if c.awaiting_continue:
            return
        c.play_bot_move_now()
    raise AssertionError("the deal did not end")


@pytest.mark.slow
def test_the_game_in_progress_comes_back_after_the_practice_deal(qtbot, home_with_game):
    game, deal = home_with_game
    kept = saves.autosave_path().read_bytes()
    w = _started_with_deal(qtbot, deal)
    try:
        assert w.practice_mode.active and w.practice_mode.has_game_aside()
        assert w.practice_banner.leave_button.text() == "Back to my game"
        _finish_deal(w)
        assert saves.autosave_path().read_bytes() == kept  # the practice never wrote over it
        assert w.end_panel.continue_button.text().replace("&", "") == "Back to my game"
        w.end_panel.continueClicked.emit()
        c = w.controller
        assert not w.practice_mode.active and c.match == game  # the 79 moves, 2 deals in
        assert c.undo_count == 1 and w.suggestions_used == 2
        assert (c.seat_model.level_of(1), c.seat_model.level_of(2)) == ("expert", "beginner")  # the game's own computer players
        for _ in range(40):  # its next trick is kept on top of it, not a new game's
            if saves.autosave_path().read_bytes() != kept:
                break
            if c.awaiting_continue:
                w.continue_deal()
            else:
                c.play_bot_move_now()
        loaded, problems = saves.read_autosave()
        assert problems == [] and loaded.state.actions()[:79] == game.actions()
    finally:
        w.controller.cancel_bot()
        w.controller.wait_for_bots()


def test_closing_during_the_practice_keeps_the_game(qtbot, home_with_game):
    game, deal = home_with_game
    kept = saves.autosave_path().read_bytes()
    w = _started_with_deal(qtbot, deal)
    for _ in range(6):
        w.controller.play_bot_move_now()
    w.close()
    assert saves.autosave_path().read_bytes() == kept
    loaded, _ = saves.read_autosave()
    assert loaded.state == game


def test_a_new_game_during_the_practice_asks_before_the_game_aside_is_given_up(qtbot, home_with_game, monkeypatch):
    _game, deal = home_with_game
    w = _started_with_deal(qtbot, deal)
    questions = []
    monkeypatch.setattr(w.messages, "ask", lambda _title, question, *_verbs, **_options: questions.append(question) or False)
    assert not w.files.may_replace_game("New game")  # nothing played in the practice yet: the game aside counts
    assert len(questions) == 1 and questions[0].startswith("Put the game in progress aside?")


def test_without_a_game_in_progress_the_practice_ends_in_a_real_game(qtbot, tmp_path):
    deal = tmp_path / "practice.deal"
    deal.write_text(write_deal(new_deal(find_variant("coinche"), 1, seed=3)), encoding="utf-8")
    w = _started_with_deal(qtbot, deal)
    assert not w.practice_mode.has_game_aside()
    _finish_deal(w)
    assert w.end_panel.continue_button.text().replace("&", "") == "Play a real game"
    w.end_panel.continueClicked.emit()
    assert not w.practice_mode.active and w.controller.match is not None
