"""New Game opens on the game in progress (with its options); Resume says which game it is;
the table talk of a resumed game says where it stands."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QDialog
from tests.ui.ui_helpers import make_settings

from belote_desktop.engine import find_variant
from belote_desktop.storage import saves


def _play_a_trick(window):
    c = window.controller
    c.auto_bots = False
    while not c.match.deal.tricks:
        if c.awaiting_continue:
            window.continue_deal()
        else:
            c.play_bot_move_now()


def test_new_game_dialog_keeps_the_options_it_is_given(qtbot):
    from belote_desktop.ui.dialogs.new_game import NewGameDialog

    rules = dataclasses.replace(find_variant("coinche"), target_score=1500, allow_redouble=False)
    dialog = NewGameDialog(rules)
    qtbot.addWidget(dialog)
    assert dialog.list.currentIndex().row() == dialog.model.row_of("coinche")
    assert dialog.rules() == rules
    assert "custom" in dialog.preset_label.text()


def _resumed_window(qtbot, rules, **settings):
    from belote_desktop.ui.window.main_window import MainWindow

    first = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(first)
    first.start_game(rules, seed=5)
    _play_a_trick(first)
    first.autosave()
    first.controller.auto_bots = False
    again = MainWindow(interactive=False, settings=make_settings(**settings))
    qtbot.addWidget(again)
    again.controller.auto_bots = False
    again.start_default_game()
    assert again.controller.match.rules == rules
    return again


@pytest.mark.slow
def test_new_game_opens_on_the_resumed_game_with_its_options(qtbot, monkeypatch):
    from belote_desktop.ui.dialogs import new_game

    rules = dataclasses.replace(find_variant("coinche"), target_score=1500)
    window = _resumed_window(qtbot, rules, last_variant="classic", last_overrides={})
    shown = []

    def look(dialog):
        shown.append((dialog.list.currentIndex().row(), dialog.rules()))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(new_game.NewGameDialog, "exec", look)
    window.new_game_dialog()
    assert shown == [(window.findChild(new_game.NewGameDialog).model.row_of("coinche"), rules)]


@pytest.mark.slow
def test_the_resume_question_names_the_game_score_and_deal(qtbot, monkeypatch):
    from belote_desktop.ui.window.main_window import MainWindow

    first = MainWindow(interactive=False, settings=make_settings())
    qtbot.addWidget(first)
    first.start_game(find_variant("coinche"), seed=5)
    _play_a_trick(first)
    first.autosave()
    match = first.controller.match
    first.controller.auto_bots = False
    again = MainWindow(interactive=False, settings=make_settings(show_welcome=False))
    qtbot.addWidget(again)
    again.controller.auto_bots = False
    again.interactive = True
    asked = []
    monkeypatch.setattr(again.messages, "ask", lambda title, question, *_verbs, **_options: asked.append(question) or False)
    again.start_default_game()
    [question] = asked
    assert "La Coinche" in question, question
    assert f"deal {match.deal_number}" in question.lower(), question
    for score in match.scores:
        assert str(score) in question
    saved_at = saves.read_autosave()[0].save.saved_at
    when = QDateTime.fromSecsSinceEpoch(int(saved_at.timestamp()))
    assert QLocale().toString(when, QLocale.FormatType.ShortFormat) in question


@pytest.mark.slow
def test_the_table_talk_of_a_resumed_game_says_where_it_stands(qtbot):
    window = _resumed_window(qtbot, find_variant("coinche"))
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    match = window.controller.match
    assert lines, "the table talk is empty after resuming"
    assert any("La Coinche" in line and str(match.deal_number) in line for line in lines), lines
    assert any(all(str(s) in line for s in match.scores) for line in lines), lines
