"""Help > Tutorial: the scripted deal inside the main window, then back to the game."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PASS, PLAY, Card, PlayCard
from belote_desktop.learn.tutorial import Tutorial, replay_lessons
from belote_desktop.storage import saves


def _wait_for_player(window, qtbot):
    c = window.controller
    mode = window.tutorial_mode
    qtbot.waitUntil(lambda: mode.tutorial is None or mode.tutorial.finished
                    or (c.is_human_turn() and not window.animator.busy), timeout=5000)


@pytest.mark.slow
def test_tutorial_plays_through_with_the_script_and_gives_the_game_back(window, classic, qtbot):
    c = window.controller
    # a game in progress, autosaved after a trick
    window.start_game(classic, seed=3)
    c.auto_bots = False
    while not c.match.deal.tricks:
        if c.awaiting_continue:
            window.continue_deal()
        c.play_bot_move_now()
    c.auto_bots = True
    saved = c.match

    window.menus.act_tutorial.trigger()
    mode = window.tutorial_mode
    assert mode.active and window.banner.isVisible()
    # the game put aside was written once more as the tutorial took the table (with that moment's
    # time in it: the bytes are read after it, not before, which failed when a second passed between)
    autosave = saves.autosave_path().read_bytes()
    assert saves.read_autosave()[0].state == saved
    assert not c.allow_undo and not window.menus.act_suggest.isEnabled()
    expected = Tutorial()
    script = [(seat, action) for seat, action, _ in expected.script]
    lessons = [action for _, action, step in expected.script if step is not None]
    tried_wrong = False
    for want in lessons:
        _wait_for_player(window, qtbot)
        tutorial = mode.tutorial
        assert tutorial.expected_action() == want
        assert tutorial.instruction() in window.banner.plain_text()
        if not tried_wrong:  # the first lesson: a legal but wrong move is refused with the lesson's hint
            before = c.match
            assert not c.human_action(PASS)
            assert c.match is before and "Passing is allowed" in window.banner.refusal.text()
            tried_wrong = True
        if isinstance(want, PlayCard):
            card = want.card
            assert window.scene.suggested == card  # the lesson's card stands out
            assert window.play_card(card)
        else:
            window.bidding.actionChosen.emit(want)
        assert not window.banner.refusal.isVisible()
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    # the bots' moves came from the script, with the same deal as learn.tutorial
    deal = c.match.finished[-1]
    assert list(deal.history) == script
    assert deal == replay_lessons(Tutorial()).state
    tutorial = mode.tutorial
    assert tutorial.finished and "Tutorial: well done!" in window.banner.plain_text()
    assert window.end_panel.lines == tutorial.result_lines()
    assert not window.end_panel.new_game_button.isVisible()
    # nothing of the tutorial was saved
    assert saves.autosave_path().read_bytes() == autosave
    window.end_panel.continue_button.click()  # "Finish the tutorial"
    assert not mode.active and not window.banner.isVisible()
    assert c.match == saved and c.allow_undo
    assert c.scripted_bot is None and c.move_filter is None


def test_an_illegal_move_in_the_tutorial_is_explained_with_its_rule(window, qtbot):
    window.start_tutorial()
    mode = window.tutorial_mode
    c = window.controller
    # up to the "follow suit" lesson: take, declare
    for _ in range(2):
        _wait_for_player(window, qtbot)
        want = mode.tutorial.expected_action()
        window.bidding.actionChosen.emit(want)
    _wait_for_player(window, qtbot)
    assert mode.tutorial.expected_action() == PLAY[Card.parse("7D").index]
    assert not window.play_card(Card.parse("AC"))  # diamonds were led
    hint = window.hint_bar.hint
    assert window.hint_bar.isVisible() and hint.link == "rules#must_follow"
    assert "Follow suit" in window.hint_bar.text()
    assert c.match.deal.current_player() == window.human


def test_leaving_the_tutorial_early_deals_a_normal_game(window, qtbot):
    window.start_tutorial()
    _wait_for_player(window, qtbot)
    c = window.controller
    tutorial_match = c.match
    window.banner.leave_button.click()
    mode = window.tutorial_mode
    assert not mode.active and not window.banner.isVisible()
    assert c.match is not None and c.match is not tutorial_match  # a new game of the last variant
    assert c.match.rules == window.last_rules()
    assert c.scripted_bot is None and c.move_filter is None
    assert not saves.autosave_path().exists()  # the tutorial left no autosave behind
