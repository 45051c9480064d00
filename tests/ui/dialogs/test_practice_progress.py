"""The Statistics page's practice figures (issue 74): My mistakes by kind, kept and learned, how many are due today,
and the card problems solved in each game, read from the player's files; a position counts once however often its
deal is looked over."""

from __future__ import annotations

import datetime
from collections import Counter

from belote_desktop.app.mistakes import MistakeShelf
from belote_desktop.app.problems import ProblemShelf
from belote_desktop.learn.mistakes import kind_name
from belote_desktop.storage.stats import Statistics
from belote_desktop.ui.dialogs.practice_progress import practice_figures
from belote_desktop.ui.dialogs.stats_window import StatisticsDialog
from tests.learn.mistake_cases import judged

DAY = datetime.date(2026, 11, 28)


def test_the_statistics_page_shows_the_practice_figures_from_the_players_files(qtbot):
    shelf = MistakeShelf(today=lambda: DAY)
    for game in ("classic", "bulgarian", "classic"):  # the classic deal twice: counted once
        deal, decisions = judged(game, 2)
        shelf.keep(deal, 0, decisions)
    learned = shelf.due()[0]
    for _ in range(3):
        learned = shelf.answer(learned, learned.best).mistake
    problems = ProblemShelf(DAY)
    for problem in problems.problems("coinche")[:3]:
        problems.answer(problem, problem.answer)
    wrong = problems.problems("coinche")[3]
    problems.answer(wrong, next(c for c in wrong.state().hand(wrong.state().current_player()) if c != wrong.answer))

    dialog = StatisticsDialog(Statistics(), [])  # the figures read from disk, as the window opens it
    qtbot.addWidget(dialog)
    figures = dialog.practice.figures
    assert figures is not None
    kinds = Counter(m.kind for m in shelf.mistakes)
    assert figures.mistakes.by_kind == dict(kinds) and figures.mistakes.kept == len(shelf.mistakes)
    assert figures.mistakes.retired == 1 and figures.mistakes.retired_by_kind == {learned.kind: 1}
    assert figures.mistakes.due == len(shelf.mistakes) - 1
    assert figures.solved["coinche"] == (3, 60) and figures.solved["classic"] == (0, 60) and len(figures.solved) == 13
    said = dialog.practice.figures_label.accessibleDescription()
    shown = dialog.practice.figures_label.text()
    for kind, count in kinds.items():
        retired = 1 if kind == learned.kind else 0
        assert f"{kind_name(kind)}: {count} kept, {retired} learned." in said
        assert kind_name(kind).replace("'", "&#x27;") in shown
    assert "Card problems of La Coinche: 3 of 60 solved." in said
    assert f"My mistakes: {len(shelf.mistakes)} kept, 1 learned, {len(shelf.mistakes) - 1} due today." in said


def test_no_practice_yet_says_zero():
    figures = practice_figures(MistakeShelf(today=lambda: DAY), ProblemShelf(DAY))
    assert figures.mistakes.kept == 0 and figures.mistakes.by_kind == {}
    assert all(done == 0 for done, _count in figures.solved.values())
