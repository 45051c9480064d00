"""A whole deal of every game played with the keyboard only, from the New Game dialog on.

Every key goes to the widget that has the keyboard focus (``QApplication.focusWidget()``), as it would
for a player who never touches the mouse: a key that lands on the wrong widget fails the test.
The player asks for a suggestion (S) and follows it with Enter, P or the suit's number, and plays
some cards with the arrows and Enter.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import DECLARE, PASS, VARIANTS, Phase, PlayCard
from belote_desktop.engine.actions import AUCTION_ACTIONS, Call, Take
from tests.rulesets import slow_after

PRESETS = list(VARIANTS)


def _press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no window has the keyboard"
    QTest.keyClick(target, key, modifier)


def _choose_in_dialog(preset: str, done: list, tries: int = 200) -> None:
    dialog = QApplication.activeModalWidget()
    if (dialog is None or QApplication.activeWindow() is not dialog) and tries > 0:
        QTimer.singleShot(10, lambda: _choose_in_dialog(preset, done, tries - 1))  # not shown yet
        return
    try:
        _keys_in_dialog(dialog, preset)
        done.append(True)
    except BaseException as error:  # noqa: BLE001  (told by the test; the dialog must not stay open)
        done.append(error)
        if dialog is not None:
            dialog.reject()


def _keys_in_dialog(dialog, preset: str) -> None:
    assert dialog is not None and hasattr(dialog, "list"), "the New Game dialog is not open"
    assert QApplication.focusWidget() is dialog.list, "the gallery of games should have the focus"
    _press(Qt.Key.Key_Home)
    target = dialog.model.row_of(preset)
    columns = dialog.list.columns()  # the gallery: Down goes a row of tiles down, Right to the next tile
    for _ in range(len(VARIANTS)):
        if dialog.list.currentIndex().row() + columns > target:
            break
        _press(Qt.Key.Key_Down)
    for _ in range(len(VARIANTS)):
        if dialog.list.currentIndex().row() == target:
            break
        _press(Qt.Key.Key_Right)
    assert dialog.rules().id == preset
    _press(Qt.Key.Key_Return)


def _history(window) -> list:
    """(seat, action) of every move of the game so far."""
    match = window.controller.match
    deals = list(match.finished) + ([] if match.over or any(d is match.deal for d in match.finished) else [match.deal])
    return [step for deal in deals for step in deal.history]


def _last_human_action(window):
    return next((a for seat, a in reversed(_history(window)) if seat == window.human), None)


def _wait_suggestion(window, qtbot):
    _press(Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=20000)
    return window.suggester.suggestion[0]


def _key_for(action, view):
    """The key a player would press for a suggested call, after S."""
    if action == PASS:
        return Qt.Key.Key_P
    if isinstance(action, Call) and action.strain.suit is not None:
        return getattr(Qt.Key, f"Key_{int(action.strain.suit) + 1}")
    if isinstance(action, Take) and view.rules.trump_scheme.name in ("NAME_IN_TURN",):
        return getattr(Qt.Key, f"Key_{int(action.suit) + 1}")
    return Qt.Key.Key_Return


def _play_deal(window, qtbot) -> int:
    c = window.controller
    moves = calls = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: c.awaiting_continue or (c.is_human_turn() and not window.animator.busy),
                        timeout=20000)
        if c.awaiting_continue:
            return moves
        view = c.view()
        before = len(_history(window))
        if view.phase is Phase.BIDDING or any(isinstance(a, AUCTION_ACTIONS) for a in view.legal_actions):
            way = calls % 3
            calls += 1
            if way == 2 and PASS in view.legal_actions:
                expected, key = PASS, Qt.Key.Key_P  # a plain key, no suggestion asked
            else:
                expected = _wait_suggestion(window, qtbot)
                key = Qt.Key.Key_Return if way == 0 else _key_for(expected, view)
        elif DECLARE in view.legal_actions and moves % 2 == 0:
            expected, key = DECLARE, Qt.Key.Key_E
        elif moves % 2 == 0:  # a card lifted with the arrows, then Suggest: Enter plays the suggested card
            _press(Qt.Key.Key_Right)
            _press(Qt.Key.Key_Right)
            expected = _wait_suggestion(window, qtbot)
            key = Qt.Key.Key_Return
        else:  # choose with the arrows: the first card the player may play, then Enter
            playable = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
            _press(Qt.Key.Key_Right)
            for _ in range(40):
                if window.scene.selected in playable:
                    break
                _press(Qt.Key.Key_Right)
            expected, key = PlayCard(window.scene.selected), Qt.Key.Key_Return
        focus = QApplication.focusWidget()
        _press(key)
        try:
            qtbot.waitUntil(lambda before=before: len(_history(window)) > before, timeout=5000)
        except Exception:  # noqa: BLE001
            raise AssertionError(f"{key!r} on {focus!r} did nothing (expected {expected})") from None
        assert _last_human_action(window) == expected, (key, expected)
        moves += 1
    raise AssertionError("the deal did not end")


# the last two: the side panel a drawer
@pytest.mark.parametrize("preset,size", slow_after([(p, (1280, 800)) for p in PRESETS]
                                                 + [("classic", (800, 560)), ("decouverte", (900, 650))],
                                                 several=True))
def test_a_whole_deal_with_the_keyboard_only(qtbot, preset, size):
    from belote_desktop.ui.window.main_window import MainWindow

    window = MainWindow(interactive=False, settings=make_settings(
        partner_level="beginner", opponent_level="beginner", auto_play_single_card=False))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    start = window.start_game
    window.start_game = lambda rules, seed=None: start(rules, seed=sum(map(ord, preset)))  # the same deal each run
    try:
        done: list = []
        QTimer.singleShot(0, lambda: _choose_in_dialog(preset, done))
        _press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        assert done == [True], done
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)  # back from the dialog
        c = window.controller
        assert c.rules.id == preset
        for _deal in range(4):  # a deal nobody takes is thrown in: play on until cards were played
            moves = _play_deal(window, qtbot)
            qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=8000)
            deal = c.match.finished[-1]
            if not deal.thrown_in:
                break
            _press(Qt.Key.Key_Return)  # the end-of-deal panel's Continue
            qtbot.waitUntil(lambda: not c.awaiting_continue, timeout=5000)
        assert not deal.thrown_in and len(deal.tricks) == deal.rules.hand_size
        assert moves >= deal.rules.hand_size
        _press(Qt.Key.Key_Return)  # Continue: the next deal starts
        qtbot.waitUntil(lambda: c.match.deal.phase is not None and not window.end_panel.isVisible()
                        and len(c.match.finished) >= 1 and not c.awaiting_continue, timeout=5000)
    finally:
        c = window.controller
        c.auto_bots = False
        c.cancel_bot()
        c.wait_for_bots()


def _to_human_bid(window, preset):
    from belote_desktop.engine import find_variant

    c = window.controller
    c.auto_bots = False
    window.start_game(find_variant(preset), seed=3)
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    return c


@pytest.mark.parametrize("widget", ["log", "hand_list", "score_view"])
def test_game_keys_work_wherever_the_focus_is(window, qtbot, widget):
    c = _to_human_bid(window, "bulgarian")
    getattr(window.side, widget).setFocus()
    before = len(c.match.deal.history)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P)
    assert len(c.match.deal.history) == before + 1 and c.match.deal.history[before] == (window.human, PASS)


def test_suggest_opens_no_window_and_keeps_the_keys(window, qtbot):
    """The panel is rebuilt when a suggestion comes: its old rows must not turn into windows of their own
    (they took the keyboard away: P and 1 did nothing after S)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    c = _to_human_bid(window, "bidding_belote")
    window.bidding.buttons["pass"].setFocus()  # as after a click on it
    assert window.suggest()
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=20000)
    qtbot.wait(50)
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [window]
    assert QApplication.activeWindow() is window
    before = len(c.match.deal.history)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_P)
    assert c.match.deal.history[before:] == ((window.human, PASS),)


def test_menu_shows_s_for_suggest(window):
    from PySide6.QtGui import QKeySequence

    assert window.menus.act_suggest.shortcut() == QKeySequence("S")
