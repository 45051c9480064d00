"""Help > Tutorial for every family: the scripted deal played to its end in the main window."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PlayCard, find_variant
from belote_desktop.learn.tutorial import TUTORIALS, Tutorial, replay_lessons
from tests.rulesets import slow_after


def _wait_for_player(window, qtbot):
    c = window.controller
    mode = window.tutorial_mode
    qtbot.waitUntil(lambda: mode.tutorial is None or mode.tutorial.finished
                    or (c.is_human_turn() and not window.animator.busy), timeout=5000)


@pytest.mark.parametrize("family", slow_after(list(TUTORIALS)))
def test_each_family_tutorial_plays_to_the_end_in_the_window(window, qtbot, family):
    c = window.controller
    window.menus.tutorial_actions[family].trigger()  # Help > Tutorial for another game > this family
    mode = window.tutorial_mode
    assert mode.active and window.banner.isVisible() and mode.tutorial.family == family
    assert c.match.rules.id == TUTORIALS[family].preset
    expected = Tutorial(family)
    lessons = [action for _, action, step in expected.script if step is not None]
    for number, want in enumerate(lessons):
        _wait_for_player(window, qtbot)
        tutorial = mode.tutorial
        assert tutorial.expected_action() == want
        assert tutorial.instruction() in window.banner.plain_text()
        assert "lesson" in window.banner.title.text()
        if number == 0:  # a legal but wrong move is refused with a message, and nothing moves
            before = c.match
            wrong = next(a for a in c.match.deal.legal_actions() if a != want)
            assert not c.human_action(wrong)
            assert c.match is before and window.banner.refusal.text()
        if isinstance(want, PlayCard):
            assert window.scene.suggested == want.card  # the lesson's card stands out
            assert window.play_card(want.card)
        else:
            window.bidding.actionChosen.emit(want)
        assert not window.banner.refusal.isVisible()
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=5000)
    deal = c.match.finished[-1]
    assert list(deal.history) == [(seat, action) for seat, action, _ in expected.script]
    assert deal == replay_lessons(Tutorial(family)).state
    assert "Tutorial: well done!" in window.banner.plain_text()
    assert window.end_panel.lines == mode.tutorial.result_lines()
    window.end_panel.continue_button.click()
    assert not mode.active and not window.banner.isVisible()
    assert c.scripted_bot is None and c.move_filter is None


@pytest.mark.parametrize(("preset", "family"), [("baloot", "sun_hokum"), ("pilotta", "point_auction"),
                                                ("belot_2p_open", "table_cards"), ("classic", "turned_card"),
                                                ("clabber", "dealer_card")])
def test_help_tutorial_offers_the_current_games_family(window, qtbot, preset, family):
    window.start_game(find_variant(preset), seed=2)
    saved = window.controller.match
    window.menus.act_tutorial.trigger()
    mode = window.tutorial_mode
    assert mode.active and mode.tutorial.family == family
    _wait_for_player(window, qtbot)
    window.banner.leave_button.click()
    assert not mode.active and window.controller.match == saved
    # every family is listed under Help, by its title
    titles = [a.text() for a in window.menus.menu_tutorials.actions()]
    assert titles == [spec.title() for spec in TUTORIALS.values()] and len(titles) == 8


def test_the_welcomes_tutorial_is_the_chosen_games(qtbot):
    from tests.ui.ui_helpers import make_settings

    from belote_desktop.ui.window.main_window import MainWindow
    from belote_desktop.ui.dialogs.welcome import TUTORIAL

    w = MainWindow(interactive=True, settings=make_settings())
    qtbot.addWidget(w)
    dialog = w.game_dialogs.show_welcome()
    dialog.variant.setCurrentIndex(dialog.variant.findData("tarabish"))
    dialog._choose(TUTORIAL)
    assert w.tutorial_mode.active and w.tutorial_mode.tutorial.family == "name_in_turn"
    w.tutorial_mode.stop(restore=True)
    assert w.controller.rules.id == "tarabish"
    w.controller.auto_bots = False
    w.controller.cancel_bot()


def test_the_tutorial_menu_follows_the_language(window, qtbot):
    try:
        assert window.set_language("fr")
        assert window.menus.menu_tutorials.title() == "Initiation pour un &autre jeu"
        assert window.menus.tutorial_actions["point_auction"].text() == "La Coinche : enchérir en points, la coinche"
        window.start_tutorial("sun_hokum")
        _wait_for_player(window, qtbot)
        assert "Bienvenue au Baloot" in window.banner.plain_text()
        window.banner.leave_button.click()
    finally:
        window.set_language("en")
    assert window.menus.tutorial_actions["point_auction"].text() == "La Coinche: bidding points, the coinche"
