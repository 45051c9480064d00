"""Keys pressed while a card or a trick moves are acted on when it stops (issue 33), the keyboard cursor
lets one Enter play after a trick, and the end-of-deal panel's buttons have a mnemonic each.

The window is the real one, offscreen, with its animations on ("slow"): the keys arrive while
``animator.busy``, as they did for the tester.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication
from tests.ui.ui_helpers import drive_to_human_play, make_settings

from belote_desktop.engine import Phase, PlayCard, find_variant
from belote_desktop.i18n import LANGUAGES, install_language


@pytest.fixture
def window(qtbot):
    from belote_desktop.ui.window.main_window import MainWindow

    w = MainWindow(interactive=False, settings=make_settings(
        partner_level="beginner", opponent_level="beginner", auto_play_single_card=False))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=3000)
    yield w
    w.controller.auto_bots = False
    w.controller.cancel_bot()
    w.controller.wait_for_bots()


def _history(window) -> list:
    return list(window.controller.match.deal.history)


def _human_moves(window) -> list:
    """The player's cards of the deal."""
    return [a for seat, a in _history(window) if seat == window.human and isinstance(a, PlayCard)]


def _bot_move_to_my_turn(window, trick: bool, seed: int = 5):
    """A bot's card that gives the turn to the player (``trick``: the card that ends a trick the player wins),
    played with the animations on: returns once it is moving."""
    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant("classic"), seed=seed)
    for _ in range(400):
        if c.awaiting_continue:
            c.continue_deal()
            continue
        before = c.match
        mover = c.current_player()
        action = c.play_bot_move_now()
        deal = c.match.deal
        ends_trick = len(deal.tricks) > len(before.deal.tricks)
        if (mover != window.human and deal.phase is Phase.PLAY and c.is_human_turn() and ends_trick == trick
                and isinstance(action, PlayCard)):
            break
    else:
        raise AssertionError("no such bot move")
    c.load_match(before)  # back one move, then that move again, animated
    window.sync.draw_still()
    window.refresh()
    window.animator.set_speed("slow")
    c.apply(action)
    assert c.is_human_turn() and window.animator.busy
    return c.match


@pytest.mark.parametrize("trick", [False, True], ids=["card", "trick"])
def test_an_arrow_then_enter_during_an_animation_play_a_card(window, qtbot, trick):
    after = _bot_move_to_my_turn(window, trick)
    view = window.controller.view()
    playable = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
    expected = next(card for card in window.scene.snapshot.hand if card in playable)  # Right's first card
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.animator.busy and window.controller.match is after  # nothing yet: the cards still move
    qtbot.waitUntil(lambda: len(_human_moves(window)) > len([a for s, a in after.deal.history if s == window.human and isinstance(a, PlayCard)]),
                    timeout=10000)
    assert _human_moves(window)[-1] == PlayCard(expected)
    assert window.input.held == []


@pytest.mark.slow
def test_s_then_enter_during_a_trick_play_the_suggested_card(window, qtbot):
    after = _bot_move_to_my_turn(window, trick=True)
    given: list = []
    window.suggester.given.connect(lambda: given.append(window.suggester.suggestion[0]))
    QTest.keyClick(window.table, Qt.Key.Key_S)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.animator.busy and window.controller.match is after
    mine = len([a for s, a in after.deal.history if s == window.human and isinstance(a, PlayCard)])
    qtbot.waitUntil(lambda: len(_human_moves(window)) > mine, timeout=30000)
    assert len(given) == 1 and _human_moves(window)[-1] == given[0]  # Enter waited for the suggestion


def test_a_key_for_a_turn_that_is_not_the_players_is_dropped(window, qtbot):
    """Enter pressed twice: the second one, while the player's own card moves to a bot's turn, plays nothing
    later (nor is it kept for the player's next turn)."""
    c = window.controller
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    window.animator.set_speed("slow")
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.animator.busy and not c.is_human_turn()
    played = c.match
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
    qtbot.wait(30)
    assert c.match is played and window.input.held == []
    window.animator.set_speed("instant")
    while not c.is_human_turn():
        c.play_bot_move_now()
    assert window.input.held == []
    assert len(_human_moves(window)) == 1


def test_held_keys_wait_for_the_end_of_every_animation_and_keep_their_order(window, qtbot):
    after = _bot_move_to_my_turn(window, trick=False)
    hand = [card for card in window.scene.snapshot.hand]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(window.table, key)
    assert len(window.input.held) == 3 and window.controller.match is after
    qtbot.waitUntil(lambda: not window.animator.busy and not window.input.held, timeout=10000)
    playable = window.scene.playable
    first = next(card for card in hand if card in playable)
    assert window.scene.selected == first  # Right, Right, Left: back on the first playable card


def test_a_key_held_for_a_position_gone_does_not_take_a_new_key_with_it(window, qtbot):
    """A key waiting for a suggestion, then a card played with the mouse (no animation: 'instant'): the old key
    is dropped, and the next key, at the player's next turn, acts at once."""
    c = window.controller
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    assert window.suggest()
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert len(window.input.held) == 1  # waits for the suggestion
    view = c.view()
    window.play_card(next(a.card for a in view.legal_actions if isinstance(a, PlayCard)))
    while not c.is_human_turn():
        c.play_bot_move_now()
    window.refresh()
    window.scene.selected = None
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert window.scene.selected is not None and window.input.held == []


def test_one_enter_after_a_trick_plays_the_card_under_the_keyboard_cursor(window, qtbot):
    """After a card played with the keys, the player's next turn starts with a card lifted (in sight), and one
    Enter plays it: the first Enter after a trick no longer only chooses."""
    c = window.controller
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert len(_human_moves(window)) == 1
    while not c.is_human_turn():
        c.play_bot_move_now()
    window.refresh()
    view = c.view()
    assert view.phase is Phase.PLAY and len(view.tricks) == 1
    lifted = window.scene.selected
    assert lifted in {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
    with qtbot.waitSignal(c.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_Return)  # one Enter
    assert blocker.args[1] == PlayCard(lifted)


def test_the_mouse_lifts_no_card_by_itself(window, qtbot):
    c = window.controller
    window.start_game(find_variant("classic"), seed=4)
    assert drive_to_human_play(window, want_illegal=False)
    window.refresh()
    assert window.scene.selected is None and window.input.cursor is None
    view = c.view()
    window.play_card(next(a.card for a in view.legal_actions if isinstance(a, PlayCard)))
    while not c.is_human_turn():
        c.play_bot_move_now()
    window.refresh()
    assert window.scene.selected is None


# -- the end-of-deal panel's mnemonics ---------------------------------------------------------------

def _mnemonic(label: str) -> str | None:
    found = re.search(r"&([^&])", label.replace("&&", ""))
    return found.group(1).lower() if found else None


def _visible_mnemonics(window) -> list[tuple[str, str]]:
    """(letter, label) of every visible button of the window and every menu of its bar."""
    labels = [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible()]
    labels += [a.text() for a in window.menuBar().actions() if a.isVisible()]
    return [(m, label) for label in labels if (m := _mnemonic(label)) is not None]


def _to_end_of_deal(window, qtbot):
    c = window.controller
    window.start_game(find_variant("classic"), seed=4)
    c.auto_bots = False
    for _ in range(400):
        if window.end_panel.isVisible():
            break
        c.play_bot_move_now()
    qtbot.waitUntil(window.end_panel.isVisible, timeout=3000)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_two_visible_buttons_of_the_end_of_deal_panel_share_a_mnemonic(window, qtbot, language):
    """In every language: the menus' and the panel's letters (Alt+letter) are all different (bg, el, hr and ru
    had two to four pairs, the Practice menu's among them)."""
    app = QApplication.instance()
    install_language(app, language)
    app.processEvents()  # the window's LanguageChange: its menus in the new language too
    try:
        _no_shared_mnemonic(window, qtbot, continue_has_one=language != "ar")
    finally:
        install_language(app, "en")


def _no_shared_mnemonic(window, qtbot, continue_has_one: bool):
    """``continue_has_one``: the panel's main button has its own letter (the Arabic translation gives Alt letters to
    56 of its 144 labels with one, not to this button)."""
    _to_end_of_deal(window, qtbot)
    panel = window.end_panel
    match = window.controller.match
    result = match.finished[-1].result()

    def tr(text):
        return QCoreApplication.translate("MainWindow", text)

    for label, allow in (("", True), (tr("&Back to my game"), True), (tr("&Play a real game"), True),
                         (tr("&Finish the tutorial"), False)):
        panel.show_result(result, match, window.names(), 0, None, continue_label=label, allow_new_game=allow)
        found = _visible_mnemonics(window)
        letters = [m for m, _ in found]
        assert len(letters) == len(set(letters)), (label, sorted(found))
        assert not continue_has_one or _mnemonic(panel.continue_button.text()) in letters
    panel.show_result(result, match, window.names(), 0, None)
    assert _mnemonic(panel.new_game_button.text()) != _mnemonic(panel.continue_button.text())


def test_alt_n_is_the_next_deal_only(window, qtbot):
    _to_end_of_deal(window, qtbot)
    panel = window.end_panel
    new_game: list = []
    panel.newGameClicked.disconnect()
    panel.newGameClicked.connect(lambda: new_game.append(True))
    with qtbot.waitSignal(panel.continueClicked, timeout=2000):
        QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert new_game == []
