"""Practice › My mistakes (issue 74): the trainer shows a kept mistake as the player saw the table (his own cards face
up, the others' hidden and counted, the trick, the contract or the auction), takes his new choice by keys alone (the
arrows along his cards and Enter, Tab to the calls), says the verdict with the worth of each choice and the reason,
moves the mistake on its schedule, and says kindly when nothing is due."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt

from belote_desktop.app.mistakes import MistakeShelf
from belote_desktop.engine import PlayCard
from belote_desktop.learn import table_words as text
from belote_desktop.learn.mistakes import kind_name
from belote_desktop.storage.mistakes import Notebook
from belote_desktop.ui.dialogs.mistakes import MistakesDialog
from belote_desktop.ui.dialogs.problem_board import BOTTOM
from tests.learn.mistake_cases import judged

DAY = datetime.date(2026, 11, 28)


def _shelf(*games: str) -> MistakeShelf:
    shelf = MistakeShelf(today=lambda: DAY, load=lambda: (Notebook(), []), save=lambda notebook: None)
    for game in games:
        deal, decisions = judged(game, 2)
        shelf.keep(deal, 0, decisions)
    return shelf


def _dialog(qtbot, shelf, game=None):
    dialog = MistakesDialog(shelf, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _row_of(dialog, condition):
    return next(row for row, m in enumerate(dialog.shown) if condition(m))


def test_a_card_mistake_is_shown_as_the_player_saw_it_and_answered_by_keys(qtbot):
    shelf = _shelf("classic")
    dialog = _dialog(qtbot, shelf, "classic")
    row = _row_of(dialog, lambda m: m.played.startswith("play "))
    dialog.list.setCurrentRow(row)
    mistake, state = dialog.mistake, dialog.state
    assert kind_name(mistake.kind) in dialog.title.text()
    hand = {b.card for b in dialog.board.rows[BOTTOM]}
    assert hand == set(state.hand(0))  # only his own cards face up...
    others = [b for side, row_ in dialog.board.rows.items() if side != BOTTOM for b in row_]
    assert others == []  # ...the others hidden, counted by their names
    assert all("cards" in label.text() for side, label in dialog.board.labels.items() if side != BOTTOM)
    assert {b.card for _, b in dialog.board.middle} == set(state.current_trick)
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    cards = dialog.board.playable()
    best = mistake.best
    wanted = next(b for b in cards if str(PlayCard(b.card)) == best)
    for _ in range(len(cards)):
        if dialog.focusWidget() is wanted:
            break
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(wanted, Qt.Key.Key_Return)
    assert dialog.last_answer is not None and dialog.last_answer.right
    shown = dialog.verdict_text.text()
    assert "Right!" in shown and "2 days" in shown
    for action in mistake.worth:
        assert text.card_name(mistake.action(state, action).card) in shown
    said = dialog.verdict_text.accessibleDescription()
    assert said.startswith("Right!") and "Why:" in said
    assert all(m.key != mistake.key for m in shelf.due())
    assert dialog.focusWidget() is dialog.next_button


def test_a_wrong_answer_comes_back_after_the_others(qtbot):
    shelf = _shelf("classic")
    dialog = _dialog(qtbot, shelf)
    first = dialog.mistake
    dialog.choose(first.played)
    assert dialog.last_answer is not None and not dialog.last_answer.right
    assert "Not this one" in dialog.verdict_text.text() and "later today" in dialog.verdict_text.text()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.mistake is not None and dialog.mistake.key != first.key
    assert dialog.shown[-1].key == first.key


def test_an_auction_mistake_is_chosen_among_the_calls(qtbot):
    shelf = _shelf("bulgarian", "coinche", "baloot")
    dialog = _dialog(qtbot, shelf)
    row = _row_of(dialog, lambda m: not m.played.startswith("play "))
    dialog.list.setCurrentRow(row)
    mistake, state = dialog.mistake, dialog.state
    assert "The auction so far" in dialog.situation.text() or "Contract" in dialog.situation.text()
    assert dialog.board.playable() == [] and dialog.call_buttons
    names = [b.text() for b in dialog.call_buttons]
    best = next(b for b in dialog.call_buttons if b.text() == text.action_text(mistake.action(state, mistake.best),
                                                                              state.rules))
    assert len(names) == len(set(names))
    best.setFocus()
    qtbot.keyClick(best, Qt.Key.Key_Space)
    assert dialog.last_answer is not None and dialog.last_answer.right
    assert not any(b.isEnabled() for b in dialog.call_buttons)


def test_nothing_due_is_said_kindly(qtbot):
    dialog = _dialog(qtbot, _shelf())
    assert dialog.list.count() == 0 and dialog.mistake is None
    assert "No mistake to practise today" in dialog.title.text()
    assert "three times in a row" in dialog.verdict_text.text()
    assert not dialog.next_button.isEnabled()
    assert dialog.count.text() == "Due today: 0. Kept: 0, of which learned: 0."


def test_mistakes_kept_while_the_dialog_is_open_appear_in_it(qtbot):
    shelf = _shelf()
    dialog = _dialog(qtbot, shelf)
    assert dialog.mistake is None
    deal, decisions = judged("classic", 2)
    shelf.keep(deal, 0, decisions)  # a deal looked over while the trainer is open
    assert dialog.mistake is not None and dialog.list.count() == len(shelf.due())
    assert dialog.count.text().startswith(f"Due today: {len(shelf.due())}.")


def test_a_closed_trainer_no_longer_hears_the_shelf(qtbot):
    shelf = _shelf()
    dialog = _dialog(qtbot, shelf)
    dialog.reject()
    deal, decisions = judged("classic", 2)
    shelf.keep(deal, 0, decisions)
    assert dialog.mistake is None and dialog.list.count() == 0


def test_the_position_is_said_when_the_player_goes_to_his_cards(qtbot, monkeypatch):
    from belote_desktop.ui.dialogs import trainer_parts

    said = []
    monkeypatch.setattr(trainer_parts, "announce", lambda dialog, words: said.append(words))
    dialog = _dialog(qtbot, _shelf("classic"))
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert said and said[-1].startswith(dialog.title.text())
    assert dialog.situation.text() in said[-1] and "You" in said[-1]
    hand = [text.card_name(c) for c in dialog.state.hand(0)]
    assert all(name in said[-1] for name in hand)


def _answer_question(qtbot, press, seen):
    """Answer the Forget question when it shows: Esc, Enter, or a click on Forget it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def answer_it() -> None:
        box = QApplication.activeModalWidget()
        if box is None or not hasattr(box, "buttons"):
            QTimer.singleShot(20, answer_it)
            return
        seen.append((box.text(), box.defaultButton().text(), box.escapeButton().text()))
        if press == "forget":
            next(b for b in box.buttons() if b.text() == "Forget it").click()
        else:
            qtbot.keyClick(box, Qt.Key.Key_Escape if press == "escape" else Qt.Key.Key_Return)

    QTimer.singleShot(0, answer_it)


def test_a_mistake_is_forgotten_only_when_the_player_says_so(qtbot, monkeypatch):
    written = []
    shelf = MistakeShelf(today=lambda: DAY, load=lambda: (Notebook(), []), save=lambda notebook: written.append(
        [m.key for m in notebook.mistakes]))
    deal, decisions = judged("classic", 2)
    shelf.keep(deal, 0, decisions)
    dialog = _dialog(qtbot, shelf)
    said = []
    monkeypatch.setattr(dialog, "announce", said.append)
    assert dialog.forget_button.isEnabled() and len(dialog.shown) >= 2
    picked = dialog.shown[1]
    dialog.list.setCurrentRow(1)
    seen = []
    for press in ("escape", "enter"):  # the safe answer is the default: Esc and Enter keep it
        _answer_question(qtbot, press, seen)
        dialog.ask_to_forget()
        assert any(m.key == picked.key for m in shelf.mistakes)
    assert seen[0][1] == seen[0][2] == "Keep it" and "again" in seen[0][0]
    before = len(shelf.mistakes)
    _answer_question(qtbot, "forget", seen)
    dialog.ask_to_forget()
    assert [m.key for m in shelf.mistakes if m.key == picked.key] == [] and len(shelf.mistakes) == before - 1
    assert written[-1] == [m.key for m in shelf.mistakes]  # on disk too
    assert all(m.key != picked.key for m in dialog.shown) and len(dialog.shown) == before - 1
    assert said[-1].startswith("Forgotten.") and f"Due today: {before - 1}." in said[-1]
    assert shelf.keep(deal, 0, decisions) == []  # the same deal looked over again does not bring it back
    for _ in range(len(dialog.shown)):  # the last one forgotten: nothing due, the button off
        _answer_question(qtbot, "forget", seen)
        dialog.ask_to_forget()
    assert not dialog.forget_button.isEnabled() and shelf.mistakes == []
