"""Practice › Problems (issue 74): the dialog answers a problem by keys alone (the list, the arrows along the cards,
Enter), shows check_answer's figures for every first card, plays the solution, keeps the solved mark, and tells of a
damaged marks file; each card is named for a screen reader. The use case below is tested in tests/app/test_problems.py."""

from __future__ import annotations

import datetime
import html
import json

from PySide6.QtCore import Qt

from belote_desktop.app.problems import ProblemShelf
from belote_desktop.learn import table_words as text
from belote_desktop.learn.problems import check_answer, goal_text
from belote_desktop.storage import solved as store
from belote_desktop.ui.dialogs.problem_board import BOTTOM
from belote_desktop.ui.dialogs.problems import ProblemsDialog
from belote_desktop.ui.look import fit_check

DAY = datetime.date(2026, 11, 28)


def _dialog(qtbot, game="coinche"):
    dialog = ProblemsDialog(ProblemShelf(DAY), game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _answer_by_keys(qtbot, dialog, right: bool):
    """From the list: Enter, then the arrows to the right (or a wrong) card, then Enter."""
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    cards = dialog.board.playable()
    assert cards and dialog.focusWidget() is cards[0]
    wanted = next(b for b in cards if (b.card == dialog.problem.answer) == right)
    for _ in range(len(cards)):
        focused = dialog.focusWidget()
        if focused is wanted:
            break
        qtbot.keyClick(focused, Qt.Key.Key_Right)
    assert dialog.focusWidget() is wanted
    qtbot.keyClick(wanted, Qt.Key.Key_Return)
    return wanted.card


def _figures_shown(dialog, verdict):
    shown = dialog.verdict_text.text()
    for worth in verdict.worths:
        assert text.card_name(worth.card) in shown
        assert f">{worth.points}<" in shown and f">{worth.tricks}<" in shown


def test_a_problem_answered_right_by_keys_alone_is_marked_solved(qtbot):
    dialog = _dialog(qtbot)
    problem = dialog.problem
    assert dialog.goal.text() == goal_text(problem.goal)
    assert dialog.list.currentRow() == 0 and "Problem 1" in dialog.list.item(0).text()
    card = _answer_by_keys(qtbot, dialog, right=True)
    verdict = check_answer(problem, card)
    assert verdict.right and dialog.verdict == verdict
    assert dialog.verdict_text.text().count("Right!") == 1
    _figures_shown(dialog, verdict)
    assert "✓" in dialog.list.item(0).text()
    assert "solved" in dialog.list.item(0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert dialog.count.text() == "Solved: 1 of 60"
    kept = json.loads(store.marks_path().read_text(encoding="utf-8"))["marks"]
    assert kept == {problem.key: "solved"}
    assert dialog.solution_button.isEnabled() and dialog.focusWidget() is dialog.solution_button
    # opened again: the mark is still there, the first problem not solved is shown
    again = _dialog(qtbot)
    assert "✓" in again.list.item(0).text() and again.list.currentRow() == 1


def test_a_wrong_answer_by_keys_shows_every_first_cards_worth(qtbot):
    dialog = _dialog(qtbot, "belot_3p")
    problem = dialog.problem
    card = _answer_by_keys(qtbot, dialog, right=False)
    verdict = check_answer(problem, card)
    assert not verdict.right
    shown = dialog.verdict_text.text()
    assert "Not this one" in shown and text.card_name(problem.answer) in shown
    _figures_shown(dialog, verdict)
    if verdict.reason:
        assert html.escape(verdict.reason) in shown
    assert "✗" in dialog.list.item(0).text()
    assert json.loads(store.marks_path().read_text(encoding="utf-8"))["marks"] == {problem.key: "missed"}
    # a second card is not taken: the answer was given
    dialog.board.chosen.emit(problem.answer)
    assert dialog.verdict == verdict


def test_the_solution_is_written_and_played_card_by_card(qtbot):
    dialog = _dialog(qtbot, "classic")
    problem = dialog.problem
    _answer_by_keys(qtbot, dialog, right=True)
    dialog.solution_button.click()
    shown = dialog.verdict_text.text()
    assert "The solution" in shown
    for card in problem.line:
        assert html.escape(text.card_short(card)) in shown
    dialog.timer.setInterval(1)
    qtbot.waitUntil(lambda: not dialog.timer.isActive(), timeout=5000)
    state = dialog.board.shown.state
    assert state.is_terminal() and all(not state.hand(s) for s in range(state.players))


def test_next_problem_and_the_problem_of_the_day(qtbot):
    dialog = _dialog(qtbot)
    first = dialog.problem
    dialog.next_button.click()
    assert dialog.problem is not first and dialog.list.currentRow() == 1
    assert dialog.board.playable() and dialog.focusWidget() is dialog.board.playable()[0]
    dialog.day_button.click()
    day = ProblemShelf(DAY).of_the_day()
    assert dialog.problem == day and dialog.game_box.currentData() == day.game
    assert dialog.title.text().startswith("Problem of the day")


def test_the_cards_are_named_and_every_hand_is_shown(qtbot):
    dialog = _dialog(qtbot, "pilotta")
    state = dialog.problem.state()
    shown = {b.card for b in dialog.board.buttons()}
    every = {c for s in range(state.players) for c in state.hand(s)} | set(state.current_trick)
    assert every <= shown
    for button in dialog.board.rows[BOTTOM]:
        assert button.accessibleName() == text.card_name(button.card)
    legal = {a.card for a in state.legal_actions()}
    assert {b.card for b in dialog.board.playable()} == legal
    assert "You" in dialog.board.accessibleDescription()
    assert fit_check.clipped_labels(dialog) == []


def test_a_damaged_marks_file_is_told_and_kept_aside(qtbot):
    path = store.marks_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    dialog = _dialog(qtbot)
    assert dialog.note.isVisible()
    assert "solved problems" in dialog.note.text() and "kept as" in dialog.note.text()
    kept = list(path.parent.glob("problems.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    _answer_by_keys(qtbot, dialog, right=True)
    assert json.loads(path.read_text(encoding="utf-8"))["marks"] == {dialog.problem.key: "solved"}


def test_the_menu_opens_the_problems_of_the_game_on_the_table(window, qtbot):
    window.menus.act_problems.trigger()
    dialog = next(d for d in window.findChildren(ProblemsDialog))
    qtbot.waitExposed(dialog)
    assert dialog.game_box.currentData() == (window.controller.rules or window.last_rules()).id
    dialog.close()
