"""`belote-desktop --variant X` (or `--seed N`) on a home with a game in progress: the new game asks nothing, so
the autosaved game is put aside first (kept as a save, which the new game's autosave cannot write over) and
offered back ("Back to my game"), as `--deal` does."""

from __future__ import annotations

import random

import pytest
from tests.ui.ui_helpers import make_settings

from belote_desktop.cli.main import begin_game, build_parser
from belote_desktop.engine import MatchState, find_variant, new_match
from belote_desktop.storage import saves


def _baloot_in_progress() -> MatchState:
    """A Baloot match some deals in, with points on both sides."""
    game = new_match(find_variant("baloot"), seed=21)
    rng = random.Random(3)
    while game.deal_number < 3 or not all(game.scores):
        game = game.apply(rng.choice(game.legal_actions()))
        assert not game.over
    return game


@pytest.fixture
def baloot_autosaved():
    game = _baloot_in_progress()
    saves.write_autosave(saves.SavePayload(game, 0, {"names": ["You", "East", "North", "West"],
                                                     "levels": [None, "expert", "beginner", "expert"]},
                                           {"undo_used": 1, "suggestions_used": 2}))
    return game


def _started(qtbot, *argv: str):
    """The window as `belote-desktop ARGV` makes it: fresh, then cli.main's first game."""
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(w)
    w.resize(1100, 720)
    w.show()
    w.controller.auto_bots = False
    begin_game(w, build_parser().parse_args(list(argv)))
    return w


def _play_a_trick(window) -> None:
    """Moves of the game on the table until the autosave is written."""
    before = saves.autosave_path().read_bytes()
    c = window.controller
    for _ in range(200):
        if saves.autosave_path().read_bytes() != before:
            return
        if c.awaiting_continue:
            window.continue_deal()
        else:
            c.play_bot_move_now()
    raise AssertionError("no trick was autosaved")


@pytest.mark.parametrize("argv", [("--variant", "classic"), ("--seed", "7")])
def test_the_game_in_progress_is_put_aside_and_comes_back(qtbot, baloot_autosaved, argv):
    game = baloot_autosaved
    w = _started(qtbot, *argv)
    try:
        c = w.controller
        assert c.match is not None and c.match != game and c.match.actions() == ()
        if argv[0] == "--variant":
            assert c.match.rules.id == "classic"
        aside = w.files.aside
        assert aside is not None and saves.load_save(aside).state == game  # kept where no autosave reaches
        assert w.practice_banner.isVisible()
        assert w.practice_banner.leave_button.text() == "Back to my game"
        assert "Baloot" in w.practice_banner.title.text() and saves.load_save(aside).name in w.practice_banner.text.text()
        _play_a_trick(w)
        loaded, _ = saves.read_autosave()
        assert loaded.state != game  # the new game's autosave took the file: only the save aside holds the match
        w.practice_banner.leave_button.click()
        assert c.match == game and c.match.scores == game.scores
        assert c.undo_count == 1 and w.suggestions_used == 2
        assert (c.seat_model.level_of(1), c.seat_model.level_of(2)) == ("expert", "beginner")  # the game's own computer players
        # the new game, a trick in, waits in its turn (put aside, offered back)
        assert w.practice_banner.isVisible() and w.files.aside is not None and w.files.aside != aside
        assert not aside.exists()  # back on the table, its save goes ...
        loaded, _ = saves.read_autosave()
        assert loaded.state == game  # ... once the autosave holds it again
    finally:
        c.auto_bots = False
        c.cancel_bot()
        c.wait_for_bots()


def test_going_back_puts_the_new_game_aside_without_asking(qtbot, baloot_autosaved, monkeypatch):
    w = _started(qtbot, "--variant", "classic")
    _play_a_trick(w)
    new = w.controller.match
    questions = []
    monkeypatch.setattr(w.messages, "ask", lambda _title, question, *_verbs, **_options: questions.append(question) or False)
    w.practice_banner.leave_button.click()
    assert questions == []  # neither game is lost: nothing to ask
    assert w.controller.match.rules.id == "baloot"
    assert w.files.aside is not None and saves.load_save(w.files.aside).state.actions() == new.actions()
    assert w.practice_banner.isVisible()


def test_a_practice_deal_leaves_the_offer_standing(qtbot, baloot_autosaved):
    w = _started(qtbot, "--variant", "classic")
    assert w.play_deal_again(0, w.controller.match.deal)
    assert w.practice_mode.active
    w.practice_banner.leave_button.click()  # leaves the practice, not the new game
    assert not w.practice_mode.active and w.controller.match.rules.id == "classic"
    assert w.practice_banner.isVisible() and w.files.aside is not None  # the game aside is offered again


def test_nothing_is_put_aside_without_a_game_in_progress(qtbot):
    w = _started(qtbot, "--variant", "coinche")
    assert w.files.aside is None and not w.practice_banner.isVisible()
    assert saves.list_saves() == []


def test_the_welcome_puts_a_game_in_progress_aside_too(qtbot, baloot_autosaved):
    """A home whose settings went missing but whose autosave holds a game: the welcome's new game keeps it."""
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=True, settings=make_settings())
    qtbot.addWidget(w)
    assert w.game_dialogs.welcome_due()
    dialog = w.game_dialogs.show_welcome()
    dialog.reject()
    c = w.controller
    try:
        assert c.match is not None and c.match != baloot_autosaved
        assert w.files.aside is not None and saves.load_save(w.files.aside).state == baloot_autosaved
        assert not w.practice_banner.isHidden()  # offered (the window itself is not shown here)
    finally:
        c.auto_bots = False
        c.cancel_bot()
        c.wait_for_bots()
