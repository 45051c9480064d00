"""Learn while playing: rule hints on the cards, the hint line and its rule link, F1, bid
explanations, announcements explained in the table talk, the score's arithmetic."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import card_point, start_human_play

from belote_desktop.engine import PASS, PLAY, TAKE, Bid, Phase, Strain
from belote_desktop.learn.explain import (
    explain_announcement, explain_bid, explain_illegal, explain_legal_freedom, explain_result,
)
from belote_desktop.learn import table_words as text


def _expected(window, card):
    error = window.controller.match.deal.why_illegal(PLAY[card.index])
    return explain_illegal(error, window.controller.view(), window.names())


def test_playable_cards_glow_and_the_others_are_dimmed_with_their_rule(window, classic):
    view, legal, illegal = start_human_play(window, classic)
    items = window.scene.items_by_key
    assert all(items[("card", c)].hinted and not items[("card", c)].dimmed for c in legal)
    for card in illegal:
        item = items[("card", card)]
        assert item.dimmed and not item.hinted
        expected = _expected(window, card)
        assert expected.text in item.toolTip() and expected.rule_title in item.toolTip()
    # the screen-reader mirror gives the reason too
    mirror = {window.hand_list.item(i).data(Qt.ItemDataRole.UserRole): window.hand_list.item(i)
              for i in range(window.hand_list.count())}
    for card in illegal:
        item = mirror[card]
        reason = _expected(window, card).text
        assert reason in item.text() and text.spoken(reason) in item.data(Qt.ItemDataRole.AccessibleTextRole)
    # hints off: no marks, no tooltips
    window.settings.hints = False
    window.apply_settings()
    assert not any(items[("card", c)].dimmed or items[("card", c)].hinted for c in view.hand)
    assert not any(items[("card", c)].toolTip() for c in view.hand)


def test_hovering_a_dimmed_card_explains_it_and_the_rule_link_opens_the_rules(window, classic, qtbot):
    _view, _legal, illegal = start_human_play(window, classic)
    card = illegal[0]
    QTest.mouseMove(window.table.viewport(), card_point(window, card))
    qtbot.waitUntil(lambda: window.hint_bar.isVisible(), timeout=5000)  # a hover under a loaded machine
    expected = _expected(window, card)
    hint = window.hint_bar.hint
    assert hint.kind == "illegal" and hint.text == expected.text and hint.link == expected.link
    assert expected.rule_title in window.hint_bar.text()
    assert f'href="{expected.link}"' in window.hint_bar.label.text()
    # the hint line sits between the trick and the hand, inside the table
    bar = window.hint_bar.geometry()
    assert window.table.viewport().rect().contains(bar)
    # the rule's name is a link to its paragraph
    window.hint_bar.label.linkActivated.emit(expected.link)
    rules = window.rules_help.window
    assert rules is not None and rules.isVisible() and rules.current_page == "rules:classic"
    at_rule = rules.browser.verticalScrollBar().value()
    assert at_rule > 0
    rules.open_link("rules#overview")
    assert abs(rules.browser.verticalScrollBar().value() - at_rule) > 50
    rules.open_link(expected.link)
    assert abs(rules.browser.verticalScrollBar().value() - at_rule) <= 12  # the window leaves a little air


def test_trying_an_illegal_card_names_the_rule_and_f1_opens_it(window, classic, qtbot):
    _view, _legal, illegal = start_human_play(window, classic)
    card = illegal[-1]
    expected = _expected(window, card)
    assert not window.play_card(card)
    assert window.hint_bar.isVisible() and window.hint_bar.hint.text == expected.text
    assert expected.rule_title in window.hint_bar.text()
    assert window.rules_help.context_link() == expected.link
    window.menus.act_rules.trigger()  # F1
    rules = window.rules_help.window
    assert rules.isVisible() and rules.current_page == "rules:classic"
    assert window.menus.act_rules.shortcut().toString() == "F1"
    at_rule = rules.browser.verticalScrollBar().value()
    assert at_rule > 0
    rules.open_link("rules#scoring")
    assert abs(rules.browser.verticalScrollBar().value() - at_rule) > 50
    rules.open_link(expected.link)
    assert abs(rules.browser.verticalScrollBar().value() - at_rule) <= 12
    # the glossary from the Help menu
    window.menus.act_glossary.trigger()
    assert rules.current_page == "glossary"


def test_f1_follows_the_phase(window, classic, coinche):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=11)
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    assert window.rules_help.context_link() == "rules#bidding_round_one"
    window.rules_help.show_rules()
    assert window.rules_help.window.current_page == "rules:classic"
    window.start_game(coinche, seed=3)
    window.rules_help.show_rules()  # the window follows the game being played
    assert window.rules_help.window.current_page == "rules:coinche"


@pytest.mark.slow
def test_partner_exemption_is_shown_when_it_frees_the_player(window, classic):
    c = window.controller
    c.auto_bots = False
    for seed in range(1, 60):
        window.start_game(classic, seed=seed)
        for _ in range(200):
            if c.match is None or c.awaiting_continue:
                break
            view = c.view()
            if view.phase is Phase.PLAY and c.current_player() == window.human:
                freedom = explain_legal_freedom(view)
                if freedom is not None:
                    window.refresh()
                    hint = window.hint_bar.hint
                    assert window.hint_bar.isVisible() and hint.kind == "info" and hint.text == freedom.text
                    assert hint.link == "rules#partner_exemption"
                    assert freedom.text in window.status.text()
                    return
            c.play_bot_move_now()
    raise AssertionError("no position with the partner exemption in 60 deals")


def _enter(widget):
    event = QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5))
    QApplication.sendEvent(widget, event)


def _leave(widget):
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def test_bid_explanation_follows_the_pointed_choice_classic(window, classic):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=11)
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    panel, view = window.bidding, c.view()
    take = TAKE[view.turned_card.suit]
    assert panel.isVisible() and panel.explain.isVisible()
    assert panel.explain.text() == explain_bid(take, classic, view)  # the default choice
    _enter(panel.buttons["pass"])
    assert panel.explain.text() == explain_bid(PASS, classic, view)
    assert panel.buttons["pass"].toolTip() == explain_bid(PASS, classic, view)
    _leave(panel.buttons["pass"])
    assert panel.explain.text() == explain_bid(take, classic, view)
    # the explanation line is under the buttons, inside the panel
    assert panel.explain.geometry().top() > panel.buttons["pass"].parentWidget().geometry().bottom()


def test_bid_explanation_coinche_strains_and_focus(window, coinche):
    c = window.controller
    c.auto_bots = False
    window.start_game(coinche, seed=3)
    while c.current_player() != window.human:
        c.play_bot_move_now()
        assert c.view().phase is Phase.BIDDING
    window.refresh()
    panel, view = window.bidding, c.view()
    hearts = panel.buttons["strain_H"]
    _enter(hearts)
    value = panel.pending.value
    assert panel.explain.text() == explain_bid(Bid(value, Strain.HEARTS), coinche, view)
    _leave(hearts)
    panel.buttons["pass"].setFocus()
    assert panel.explain.text() == explain_bid(PASS, coinche, view)


def test_hints_off_hides_bid_explanations(window, classic):
    window.settings.hints = False
    window.apply_settings()
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=11)
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.refresh()
    assert window.bidding.isVisible() and not window.bidding.explain.isVisible()


@pytest.mark.slow
def test_announcements_are_explained_in_the_table_talk(window, classic):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=4)
    for _ in range(400):
        deal = c.display_deal()
        if deal.announcements:
            break
        if c.awaiting_continue:
            window.continue_deal()
            continue
        c.play_bot_move_now()
    deal = c.display_deal()
    assert deal.announcements, "no announcement in these deals"
    ann = deal.announcements[0]
    talk = [window.log.item(i).text() for i in range(window.log.count())]
    assert explain_announcement(ann, deal.view_for(window.human), window.seats.speaker_names()) in talk


@pytest.mark.slow
def test_end_of_deal_panel_shows_the_arithmetic_and_fits_900x650(window, coinche, qtbot):
    window.resize(900, 650)
    c = window.controller
    c.auto_bots = False
    window.start_game(coinche, seed=3)
    for _ in range(300):
        if c.awaiting_continue and not c.match.finished[-1].thrown_in:
            break
        if c.awaiting_continue:
            window.continue_deal()
        c.play_bot_move_now()
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=3000)
    result = c.last_result()
    lines = explain_result(result, coinche, window.names())
    panel = window.end_panel
    assert panel.lines == lines and panel.lines_scroll.isVisible()
    assert all(line in panel.lines_label.text() for line in lines)
    assert len(panel.rows) >= 5  # the table is still there
    viewport = window.table.viewport().rect()
    assert viewport.contains(panel.geometry())
    assert panel.continue_button.geometry().bottom() < panel.height()
