"""Game > Export this deal / Import a deal, and Play this deal again: the same cards are dealt, the game on the
table comes back, and nothing of a practice deal reaches the statistics or the autosave."""

from __future__ import annotations

import json

import pytest

from belote_desktop.engine import find_variant
from belote_desktop.storage import saves, stats
from belote_desktop.storage.deal_file import load_deal_file, read_deal, write_deal


def _finish_deal(window):
    """Bots play every seat (the human's too) until the deal's result is on screen."""
    c = window.controller
    c.auto_bots = False
    for _ in range(200):
        if c.awaiting_continue:
            return
        c.play_bot_move_now()
    raise AssertionError("the deal did not end")


def _kept_game():
    """The autosave's game, without the moment it was written (starting a practice writes the same game again)."""
    path = saves.autosave_path()
    if not path.exists():
        return None
    kept = json.loads(path.read_text(encoding="utf-8"))
    kept.pop("saved_at", None)
    return kept


def _stats_bytes():
    path = stats.stats_path()
    return path.read_bytes() if path.exists() else None


@pytest.mark.slow
def test_export_then_import_gives_the_same_deal(window, tmp_path):
    window.start_game(find_variant("coinche"), seed=4)
    _finish_deal(window)
    deal = window.controller.match.finished[-1]
    target = tmp_path / "mine.deal"
    assert window.deals.export_deal_to(target)
    loaded = load_deal_file(target)
    assert loaded.state == deal and loaded.seed == 4  # the first deal of the game: its seed is kept
    cfn_target = tmp_path / "mine.cfn"
    if window.deals.export_deal_to(cfn_target, as_cfn=True):
        assert cfn_target.read_text(encoding="utf-8").count(" ") == 2
    before = _stats_bytes()
    assert window.import_deal_path(target)
    c = window.controller
    assert window.practice_mode.active and window.practice_banner.isVisible()
    assert c.match.deal.deck == deal.deck and c.match.deal.dealt_hands == () and not c.match.deal.history
    assert c.match.deal.hands == loaded.start.hands  # a complete deal is played from its start
    _finish_deal(window)
    assert _stats_bytes() == before


def test_a_deal_file_that_stops_is_played_from_there(window, tmp_path):
    rules = find_variant("tarabish")
    from belote_desktop.engine import new_deal

    state = new_deal(rules, 2, seed=9)
    while len(state.tricks) < 2:
        state = state.apply(state.legal_actions()[0])
    path = tmp_path / "half.deal"
    path.write_text(write_deal(state), encoding="utf-8")
    window.start_game(find_variant("classic"), seed=1)
    game = window.controller.match
    assert window.import_deal_path(path)
    assert window.controller.match.deal == state
    window.deals.leave_practice_now()
    assert not window.practice_mode.active and not window.practice_banner.isVisible()
    assert window.controller.match is game  # the game put aside is back


def test_a_bad_deal_file_is_told_with_its_line_and_nothing_changes(window, tmp_path, capsys):
    window.start_game(find_variant("classic"), seed=2)
    game = window.controller.match
    bad = tmp_path / "bad.deal"
    bad.write_text("belote-deal 1\ngame: classic\ndealer: Somewhere\n", encoding="utf-8")
    assert not window.import_deal_path(bad)
    err = capsys.readouterr().err
    assert "bad.deal" in err and "Line 3" in err and "Somewhere" in err
    assert window.controller.match is game and not window.practice_mode.active


def test_an_illegal_move_in_a_file_is_explained(window, tmp_path, capsys):
    state = read_deal("belote-deal 1\ngame: classic\ndealer: West\nseed: 5\n").start
    text = write_deal(state) + "\nauction:\nSouth: take S\nWest: play 7C\n"
    bad = tmp_path / "bad.deal"
    bad.write_text(text, encoding="utf-8")
    window.start_game(find_variant("classic"), seed=2)
    assert not window.import_deal_path(bad)
    err = capsys.readouterr().err
    assert "Line" in err and ("South" in err or "West" in err)


@pytest.mark.slow
def test_play_this_deal_again_deals_the_same_cards_and_counts_nothing(window):
    c = window.controller
    window.start_game(find_variant("bulgarian"), seed=6)
    _finish_deal(window)
    game = c.match
    played = game.finished[-1]
    stats_before = _stats_bytes()
    autosave_before = _kept_game()
    panel = window.end_panel
    assert panel.play_again_button.isVisible()
    menu = panel.play_again_button.menu()
    # from the start, from each trick, then (after a separator) the deal editor
    assert menu is not None and len([a for a in menu.actions() if not a.isSeparator()]) == 1 + len(played.tricks) + 1
    menu.actions()[0].trigger()  # from the start
    assert window.practice_mode.active
    again = c.match.deal
    assert again.deck == played.deck and again.dealer == played.dealer
    assert again.hands == _first_hands(played)
    _finish_deal(window)
    assert c.match.finished[-1].deck == played.deck
    assert _stats_bytes() == stats_before
    assert autosave_before is not None and _kept_game() == autosave_before
    assert panel.continue_button.text().replace("&", "") == "Back to my game"
    panel.continueClicked.emit()
    assert not window.practice_mode.active
    assert c.match is game


def test_play_again_from_a_trick_replays_the_tricks_before_it(window):
    c = window.controller
    window.start_game(find_variant("classic"), seed=8)
    while True:
        _finish_deal(window)
        if not c.match.finished[-1].thrown_in:
            break
        window.continue_deal()
    played = c.match.finished[-1]
    assert window.play_deal_again(3)
    deal = c.match.deal
    assert deal.tricks == played.tricks[:2] and not deal.trick
    assert deal.contract == played.contract


def test_the_replay_window_plays_the_deal_again_from_the_trick_shown(window, qtbot):
    c = window.controller
    window.start_game(find_variant("coinche"), seed=3)
    while True:
        _finish_deal(window)
        if not c.match.finished[-1].thrown_in:
            break
        window.continue_deal()
    played = c.match.finished[-1]
    dialog = window.deal_end.show_replay()
    qtbot.addWidget(dialog)
    assert dialog.play_button.isVisible() and "start" in dialog.play_button.text()
    dialog.show_step(len(played.tricks[0].cards) * 4 + 2)  # a card of trick 5
    assert dialog.start_trick() == 5 and "5" in dialog.play_button.text()
    dialog.play_button.click()
    assert window.practice_mode.active
    assert c.match.deal.tricks == played.tricks[:4]


@pytest.mark.slow
def test_a_practice_deal_that_ends_the_match_is_not_counted(window, tmp_path):
    """A deal file of the end of a game (scores near the target): the practice match ends, and still
    nothing is written to the statistics nor the autosave taken away."""
    state = read_deal("belote-deal 1\ngame: classic\ndealer: West\nseed: 5\nscores before: 990 990\n").start
    path = tmp_path / "end.deal"
    path.write_text(write_deal(state), encoding="utf-8")
    window.start_game(find_variant("classic"), seed=2)
    _finish_deal(window)
    window.continue_deal()
    window.autosave()
    stats_before = _stats_bytes()
    autosave = saves.autosave_path().read_bytes()
    assert window.import_deal_path(path)
    c = window.controller
    for _ in range(10):
        _finish_deal(window)
        if c.match.over:
            break
        c.continue_deal()
    assert c.match.over
    assert _stats_bytes() == stats_before
    assert saves.autosave_path().read_bytes() == autosave
    window.start_game(find_variant("classic"), seed=3)  # leaving it for a new game records no abandon either
    assert _stats_bytes() == stats_before


def test_the_game_menu_offers_export_and_import(window):
    texts = [a.text().replace("&", "") for a in window.menus.menu_game.actions()]
    assert "Export this deal…" in texts and "Import a deal…" in texts


def _first_hands(deal):
    from belote_desktop.engine import CARDS, new_deal

    return new_deal(deal.rules, deal.dealer, deck=[CARDS[i] for i in deal.deck]).hands



@pytest.mark.slow
def test_the_bots_answer_the_same_moves_alike_when_the_first_deal_is_played_again(window):
    """The first deal of a seeded game played again from the start: the bots draw the same random numbers,
    so the same moves bring the same answers, card for card."""
    c = window.controller
    c.seat_model.set_levels("beginner", "beginner")  # the beginner's choices lean on chance most
    window.start_game(find_variant("coinche"), seed=12)
    _finish_deal(window)
    played = c.match.finished[-1]
    assert window.play_deal_again(0)
    _finish_deal(window)
    assert c.match.finished[-1].actions() == played.actions()


@pytest.mark.slow
def test_a_later_deal_played_again_meets_the_same_bots(window):
    """The bots' random numbers come from the position (match seed, deal number, moves so far, seat), and a
    deal played again keeps the game's seed and number: the third deal replays card for card too."""
    c = window.controller
    c.seat_model.set_levels("beginner", "beginner")
    window.start_game(find_variant("classic"), seed=21)
    for _ in range(2):
        _finish_deal(window)
        window.continue_deal()
    _finish_deal(window)
    played = c.match.finished[-1]
    assert len(c.match.finished) == 3
    assert window.play_deal_again(0)
    assert c.seed_identity() == (21, 2)
    _finish_deal(window)
    assert c.match.finished[-1].actions() == played.actions()
    assert window.play_deal_again(2)  # from the second trick of the practice: still the same numbers
    _finish_deal(window)
    assert c.match.finished[-1].actions() == played.actions()


@pytest.mark.parametrize("lang", ["en", "bg", "el"])
def test_the_end_of_deal_buttons_keep_their_words_in_a_small_window(window, lang):
    window.resize(900, 650)
    try:
        window.set_language(lang)
        window.start_game(find_variant("bulgarian"), seed=4)
        _finish_deal(window)
        window.animator.finish_now()
        window.refresh()
        panel = window.end_panel
        buttons = [panel.new_game_button, panel.replay_button, panel.play_again_button, panel.review_button,
                   panel.continue_button, panel.compare_button]
        shown = [b for b in buttons if b.isVisible()]
        assert panel.play_again_button in shown
        for button in shown:
            assert button.width() >= button.sizeHint().width(), (lang, button.text())
    finally:
        window.set_language("en")


@pytest.mark.slow
def test_the_play_again_menu_of_the_previous_deal_goes(window):
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QMenu

    c = window.controller
    window.start_game(find_variant("classic"), seed=3)
    for _ in range(3):
        _finish_deal(window)
        window.continue_deal()
    _finish_deal(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    menus = window.end_panel.findChildren(QMenu)
    assert menus == [window.end_panel.play_again_button.menu()]
    assert len(c.match.finished) == 4


def test_a_practice_deal_asks_the_bots_for_repeatable_decisions(window):
    """Deals played again think without their clock (``SearchParams.without_clock``); a real game keeps it."""
    c = window.controller
    window.start_game(find_variant("classic"), seed=5)
    assert not c.repeatable
    _finish_deal(window)
    assert window.play_deal_again(0)
    assert c.repeatable
    window.deals.leave_practice_now()
    assert not c.repeatable
