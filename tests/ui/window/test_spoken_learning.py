"""The learning features heard by a blind player (issue 57): Suggest, a refused card and its rule, the tutorial's
lessons, each said once when it happens; the end-of-deal breakdown and words, the rules book, the review and the
comparison reached with the keyboard's focus, named, their headline said when they open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.ui_helpers import start_human_play

from belote_desktop.ai.seeds import bot_seed
from belote_desktop.engine import PLAY, PlayCard, new_deal
from belote_desktop.learn.compare import Bots, _default_think
from belote_desktop.learn.explain import explain_illegal
from belote_desktop.learn.suggest import suggestion_reason
from belote_desktop.learn import table_words as text


def _said(window, start=0):
    return [message for message, _ in list(window.context.speech.history)[start:]]


def _read(widget):
    """What a screen reader reaches: (focusable, name, description)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    return (bool(iface.state().focusable), iface.text(QAccessible.Text.Name),
            iface.text(QAccessible.Text.Description))


def _tab_until(window, wanted, most=20):
    """Press Tab from the focus widget until ``wanted`` has the focus; the widgets passed on the way."""
    passed = []
    for _ in range(most):
        focus = QApplication.focusWidget()
        if focus is wanted:
            return passed
        passed.append(focus)
        QTest.keyClick(focus, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted}: {passed}")


# -- Suggest ------------------------------------------------------------------------------------------
def test_suggest_says_the_card_and_its_reason_when_it_arrives(window, classic, qtbot):
    view, _legal, _illegal = start_human_play(window, classic)
    start = len(window.context.speech.history)
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=20000)
    action, reason = window.suggester.suggestion
    assert isinstance(action, PlayCard)
    said = [m for m in _said(window, start) if m.startswith("Suggestion:")]
    assert said == [text.spoken(f"Suggestion: {text.card_short(action.card)}. {reason}")]
    assert text.card_name(action.card) in said[0] and reason and text.spoken(reason) in said[0]
    assert suggestion_reason(window.controller.view(), action) == reason


def test_suggest_says_the_call_in_the_auction(window, classic, qtbot):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=11)
    window.animator.finish_now()
    while c.current_player() != window.human:
        c.play_bot_move_now()
    window.animator.finish_now()
    window.refresh()
    start = len(window.context.speech.history)
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.suggester.suggestion is not None, timeout=20000)
    action, reason = window.suggester.suggestion
    said = [m for m in _said(window, start) if m.startswith("Suggestion:")]
    assert said == [text.spoken(f"Suggestion: {text.action_text(action, classic)}. {reason}")]


def test_suggest_at_the_wrong_moment_says_why(window, classic):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=11)
    window.animator.finish_now()
    if c.current_player() == window.human:
        c.play_bot_move_now()  # the human's call, so that a bot is to move
        window.animator.finish_now()
    assert not c.is_human_turn()
    start = len(window.context.speech.history)
    assert not window.suggester.suggest()
    assert _said(window, start) == ["Suggestions are given when it is your turn."]


# -- a refused card -----------------------------------------------------------------------------------
def test_enter_on_a_refused_card_says_why_and_the_rule(window, classic):
    _view, _legal, illegal = start_human_play(window, classic)
    card = illegal[-1]
    expected = explain_illegal(window.controller.match.deal.why_illegal(PLAY[card.index]),
                               window.controller.view(), window.names())
    window.input.select(card)
    speech = window.context.speech
    speech.clock.hurry()  # what was said before is heard: the answer to the key comes at once (assertive)
    start = len(speech.history)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert window.hint_bar.isVisible() and window.hint_bar.hint.text == expected.text  # the hint line, as before
    new = list(speech.history)[start:]
    assert len(new) == 1
    message, assertive = new[0]
    assert assertive
    # pressed again at once, while the first answer is still being said, it waits its turn (nothing unheard is cut)
    window.input.select(card)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    again = list(speech.history)[start + 1:]
    assert len(again) == 1 and again[0] == (message, False)
    assert message.startswith(text.card_name(card))
    assert text.spoken(expected.text) in message and f"Rule: {expected.rule_title}" in message
    assert "♠" not in message and "♥" not in message  # for the ear: the cards in words


# -- the end-of-deal panel ----------------------------------------------------------------------------
def _to_deal_end(window, classic, qtbot):
    c = window.controller
    c.auto_bots = False
    window.start_game(classic, seed=3)
    for _ in range(400):
        if c.awaiting_continue and not c.match.finished[-1].thrown_in:
            break
        if c.awaiting_continue:
            window.continue_deal()
        c.play_bot_move_now()
    window.animator.finish_now()
    qtbot.waitUntil(lambda: window.end_panel.isVisible(), timeout=3000)
    return window.end_panel


@pytest.mark.slow
def test_tab_from_the_end_of_deal_buttons_reaches_the_breakdown_and_the_words(window, classic, qtbot):
    panel = _to_deal_end(window, classic, qtbot)
    assert _said(window).count(panel.spoken_result()) == 1  # the result, once
    window.activateWindow()
    panel.continue_button.setFocus()
    passed = _tab_until(window, panel.grid_host)
    assert all(panel.isAncestorOf(w) for w in passed)  # straight from the panel's buttons
    focusable, name, description = _read(panel.grid_host)
    assert focusable and name == "Points"
    for label, values in panel.rows:
        assert label in description and all(value in description for value in values)
    assert "Us" in description and "Them" in description
    QTest.keyClick(panel.grid_host, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.lines_label
    focusable, name, description = _read(panel.lines_label)
    assert focusable and name == "How the deal was scored"
    assert all(text.spoken(line) in description for line in panel.lines if line)
    flags = panel.lines_label.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    QTest.keyClick(panel.lines_label, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is panel.grid_host  # and back


# -- the tutorial ---------------------------------------------------------------------------------------
def _lesson_words(tutorial):
    """The lesson's first line as said (cards in words)."""
    return text.spoken(tutorial.instruction().split("\n")[0].strip())


def test_each_new_tutorial_lesson_is_said_once(window, qtbot):
    c = window.controller
    mode = window.tutorial_mode
    start = len(window.context.speech.history)
    window.start_tutorial("turned_card")
    tutorial = mode.tutorial
    qtbot.waitUntil(lambda: c.is_human_turn() and not window.animator.busy, timeout=5000)
    window.animator.finish_now()
    first = window.banner.title.text()
    # the lesson for the player's move follows the table's "your turn", which waits for the voice to be done
    qtbot.waitUntil(lambda: any(_lesson_words(tutorial) in m for m in _said(window, start)), timeout=8000)
    lessons = [m for m in _said(window, start) if "lesson" in m]
    assert lessons and lessons[-1].startswith(first) and _lesson_words(tutorial) in lessons[-1]
    assert len([m for m in lessons if _lesson_words(tutorial) in m]) == 1
    # a legal but wrong move: the lesson's refusal is said
    want = tutorial.expected_action()
    wrong = next(a for a in c.match.deal.legal_actions() if a != want)
    window.context.speech.clock.hurry()  # the lesson heard: the refusal answers the move at once
    before = len(window.context.speech.history)
    assert not c.human_action(wrong)
    assert list(window.context.speech.history)[before:] == [(window.banner.refusal.text(), True)]
    # the lesson's move: the next lesson is said, with what the move did
    before = len(window.context.speech.history)
    if isinstance(want, PlayCard):
        window.play_card(want.card)
    else:
        window.bidding.actionChosen.emit(want)
    qtbot.waitUntil(lambda: mode.tutorial is None or (c.is_human_turn() and not window.animator.busy),
                    timeout=5000)
    window.animator.finish_now()
    second = window.banner.title.text()
    assert second != first
    qtbot.waitUntil(lambda: any(second in m for m in _said(window, before)), timeout=8000)
    said = [m for m in _said(window, before) if second in m]
    assert len(said) == 1 and _lesson_words(tutorial) in said[0]
    history = list(window.context.speech.history)[before:]
    turn = max(i for i, (m, _a) in enumerate(history) if m.startswith("Your turn"))  # the table's "your turn"
    assert [m for m, _a in history].index(said[0]) == turn + 1  # the lesson right after it, never cut by it
    # a language change or a refresh says nothing again
    before = len(window.context.speech.history)
    mode.update_banner()
    assert not [m for m in _said(window, before) if second in m]


# -- the rules book ---------------------------------------------------------------------------------------
def test_the_rules_book_is_read_with_the_caret_from_the_paragraph_opened(window, classic, qtbot):
    _view, _legal, illegal = start_human_play(window, classic)
    window.play_card(illegal[0])  # the hint line names the rule: F1 opens it
    link = window.rules_help.context_link()
    window.menus.act_rules.trigger()
    rules = window.rules_help.window
    browser = rules.browser
    assert rules.isVisible() and rules.focusWidget() is browser  # the text, not the list of pages
    qtbot.waitUntil(lambda: QApplication.focusWidget() is browser, timeout=2000)
    assert browser.focusPolicy() == Qt.FocusPolicy.StrongFocus and browser.isReadOnly()
    assert browser.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    focusable, name, _description = _read(browser)
    assert focusable and name == "Rules"
    scrolled = browser.verticalScrollBar().value()
    assert scrolled > 0
    heading = browser.textCursor().block().text()
    assert heading == window.hint_bar.hint.rule_title, (link, heading)  # the caret at the rule's paragraph
    QTest.keyClick(browser, Qt.Key.Key_Down)
    line = browser.textCursor().block().text()
    assert line and line != heading  # the next line, read by the caret
    assert browser.verticalScrollBar().value() == scrolled  # the page stays where the rule is


def _heard_at_tab(before) -> str:
    """What a screen reader says after a Tab: the name of the widget given the focus, or, where the focus stays in the
    rules text (Tab to its next link, a selection Orca 43 does not read), the text's description if it changed."""
    focus = QApplication.focusWidget()
    _focusable, name, description = _read(focus)
    if focus is not before[0]:
        return name
    return description if description != before[1] else ""


def test_each_tab_in_the_rules_book_says_something_new(window, classic, qtbot):
    """Issue 71: Tab goes round the rules window (the text's links, Close, the pages) and every step is heard: a widget
    reached by name, a link of the text by the text's description ("Link: The deal"); none silent (Tab to a link was
    only a text selection, which Orca 43 does not read), none saying what the one before said."""
    start_human_play(window, classic)
    window.menus.act_rules.trigger()
    browser = window.rules_help.window.browser
    qtbot.waitUntil(lambda: QApplication.focusWidget() is browser, timeout=2000)
    heard, widgets = [], set()
    for _ in range(80):
        focus = QApplication.focusWidget()
        before = (focus, _read(focus)[2])
        QTest.keyClick(focus, Qt.Key.Key_Tab)
        QApplication.processEvents()  # (what the key brings is told once it is handled, as a screen reader hears it)
        widgets.add(QApplication.focusWidget())
        heard.append(_heard_at_tab(before))
        if len(widgets) == 3 and QApplication.focusWidget() is browser:
            break  # round: the text, Close, the pages, the text again
    assert len(widgets) == 3, widgets
    assert all(_read(w)[1] for w in widgets), [_read(w) for w in widgets]
    silent = [i for i, words in enumerate(heard) if not words]
    assert not silent, f"Tab {silent} said nothing: {heard}"
    again = [words for before, words in zip(heard, heard[1:], strict=False) if words == before]
    assert not again, f"Tab said the same again: {again}"
    assert sum(words.startswith("Link") for words in heard) >= 10, heard


# -- the review and the comparison ------------------------------------------------------------------------
def test_the_review_says_its_verdict_once_and_its_words_take_the_focus(window, qtbot):
    from belote_desktop.ui.dialogs.review_window import ReviewWindow

    lines = ["On these cards you scored 12 points more than the Master.", "", "Trick 3: K♠ −10 Better: A♠"]
    start = len(window.context.speech.history)
    review = ReviewWindow("Spades by North", lines, window)
    qtbot.addWidget(review)
    review.show()
    review.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is review.text, timeout=2000)
    assert _said(window, start) == ["Review of your play. On these cards you scored 12 points more than the Master."]
    review.hide()
    review.show()
    assert len(_said(window, start)) == 1  # once
    focusable, name, description = _read(review.text)
    assert focusable and name == "The review"
    assert "King of Spades" in description and "Ace of Spades" in description and "♠" not in description
    assert review.text.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard


def _deal(seed=6, levels=("beginner", "intermediate", "intermediate", "intermediate")):
    from belote_desktop.engine import find_variant

    for s in range(seed, seed + 20):
        state = new_deal(find_variant("classic"), dealer=1, seed=s)
        while not state.is_terminal():
            mover = state.current_player()
            view = state.view_for(mover)
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else _default_think(
                view, levels[mover], bot_seed(s, 0, len(state.history), mover))
            state = state.apply(action)
        if not state.thrown_in:
            return state, levels, s
    raise AssertionError("every deal thrown in")


def test_the_comparison_says_what_it_does_then_its_verdict_reached_by_focus(window, qtbot):
    from belote_desktop.ui.dialogs.comparison import ComparisonDialog

    deal, levels, seed = _deal()

    def quick(view, level, s):
        return _default_think(view, "intermediate" if level == "master" else level, s)

    start = len(window.context.speech.history)
    names = ["You", "East", "North", "West"]
    dialog = ComparisonDialog(deal, 0, names, Bots(lambda s: levels[s], seed, 0, think=quick), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _said(window, start)[:1] == [
        "The Master on the same cards. The Master plays your seat on the same cards, against the same bots…"]
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=30000)
    verdict = text.spoken(dialog.scores.text() + " " + dialog.parting.text())
    assert _said(window, start)[1:] == [verdict]
    dialog.activateWindow()
    dialog.slider.setFocus()
    _tab_until(dialog, dialog.scores)
    for label in (dialog.scores, dialog.parting):
        focusable, name, _description = _read(label)
        assert focusable and name == text.spoken(label.text())
    assert _tab_until(dialog, dialog.parting) == [dialog.scores]
    # made before: the verdict at once, when it opens
    known = dialog.comparison
    dialog.reject()
    start = len(window.context.speech.history)
    again = ComparisonDialog(deal, 0, names, Bots(lambda s: levels[s], seed, 0), window, known=known)
    qtbot.addWidget(again)
    again.show()
    assert _said(window, start) == [verdict]
