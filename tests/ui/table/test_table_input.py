"""Mouse and keyboard on the table: a legal card plays, an illegal one does not and says why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.engine import PLAY, Phase

from tests.ui.ui_helpers import card_point, start_human_play


def test_click_legal_card_plays_it(window, classic, qtbot):
    view, legal, _illegal = start_human_play(window, classic, 21)
    card = legal[0]
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         card_point(window, card))
    assert blocker.args[1] == PLAY[card.index]
    assert card not in window.controller.match.deal.hand(window.human)


def test_click_illegal_card_does_not_play_and_explains(window, classic, qtbot):
    view, _legal, illegal = start_human_play(window, classic, 21)
    card = illegal[0]
    before = window.controller.match
    # dimmed while hints are on
    assert window.scene.items_by_key[("card", card)].dimmed
    with qtbot.waitSignal(window.controller.illegalAction, timeout=2000) as blocker:
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         card_point(window, card))
    reason, params = blocker.args
    assert reason.name.startswith("MUST_")
    assert window.controller.match is before
    # the hint line explains it, in learn.explain's words, and names the rule as a link
    from belote_desktop.engine import IllegalActionError
    from belote_desktop.learn.explain import explain_illegal

    expected = explain_illegal(IllegalActionError(reason, **params), window.controller.view(), window.names())
    hint = window.hint_bar.hint
    assert window.hint_bar.isVisible() and hint.text == expected.text
    assert hint.link == expected.link and expected.rule_title in window.hint_bar.text()


def test_keyboard_arrows_and_enter_play_a_card(window, classic, qtbot):
    view, legal, _ = start_human_play(window, classic, 21)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # selects the first playable card
    selected = window.scene.selected
    assert selected in legal
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert blocker.args[1] == PLAY[selected.index]


def test_confirm_before_playing_needs_two_clicks(window, classic, qtbot):
    window.settings.confirm_before_playing = True
    view, legal, _ = start_human_play(window, classic, 21)
    card = legal[0]
    before = window.controller.match
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     card_point(window, card))
    assert window.controller.match is before and window.scene.selected == card
    point = card_point(window, card)
    with qtbot.waitSignal(window.controller.actionApplied, timeout=2000):
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_bidding_shortcuts_classic(window, classic, qtbot):
    window.controller.auto_bots = False
    window.start_game(classic, seed=11)
    c = window.controller
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    assert window.bidding.isVisible()
    with qtbot.waitSignal(c.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_P)
    assert str(blocker.args[1]) == "pass"


def test_coinche_panel_bids_with_keys(window, coinche, qtbot):
    window.controller.auto_bots = False
    window.start_game(coinche, seed=3)
    c = window.controller
    while c.current_player() != window.human:
        c.play_bot_move_now()
        if c.view().phase is not Phase.BIDDING:
            return  # the auction closed before the human spoke: nothing to test with this seed
    window.refresh()
    panel = window.bidding
    assert panel.isVisible() and "pass" in panel.buttons
    QTest.keyClick(window.table, Qt.Key.Key_3)  # the third suit, hearts (S is Suggest)
    bid = panel.current_bid()
    assert bid is not None and bid.strain.name == "HEARTS"
    with qtbot.waitSignal(c.actionApplied, timeout=2000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_B)
    assert blocker.args[1] == bid
