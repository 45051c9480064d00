"""The player robot and Practice › My mistakes (tools/robot_mistakes.py): after each deal what the window's judge
kept is held against the judge, and the trip by the menu and keys holds every verdict, each choice's worth, the
reason and the schedule against the judge and the notebook on disk; a verdict that lies and a board that shows the
other hands are caught."""

from __future__ import annotations

import dataclasses

import pytest
from tests.learn.mistake_cases import judged
from tests.ui.test_player_robot import _robot, _robot_with_a_match, _stop

from belote_desktop.learn import mistakes as learned
from tools import robot_after_deal
from belote_desktop.app.mistakes import MistakeShelf
from belote_desktop.ui.dialogs import mistakes as mistakes_dialog
from tools import robot_mistakes
from tools.robot_mistakes import MistakesTrip


class _Pick:
    """The trip's random choices: the first row, then the ``which``-th of its three choices (best, played, any)."""

    def __init__(self, which: int, forget: bool = False) -> None:
        self.which, self.forget = which, forget

    def random(self) -> float:
        return 0.0 if self.forget else 1.0

    def randrange(self, stop: int) -> int:
        return 0

    def choice(self, seq):
        return seq[min(self.which, len(seq) - 1)] if len(seq) == 3 else seq[0]


def _trips(tmp_path, picks):
    robot, match = _robot_with_a_match(tmp_path)
    shelf = robot.window.deal_end.mistakes
    if match.finished and not match.finished[-1].result().thrown_in:  # the window's own look-over done first
        MistakesTrip(robot).check_kept(match.finished[-1])
    for game in ("classic", "bulgarian"):
        deal, decisions = judged(game, 2)
        shelf.keep(deal, 0, decisions)
    try:
        for pick in picks:
            robot.mistake_rng = _Pick(*pick) if isinstance(pick, tuple) else _Pick(pick)
            MistakesTrip(robot).run()
    finally:
        _stop(robot)
    return robot


@pytest.mark.slow
def test_the_robot_answers_its_mistakes_by_keys_and_finds_nothing_wrong(qtbot, tmp_path):
    robot = _trips(tmp_path, [0, (1, True), 0])
    failures = [f"{f.check} at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert sum(robot.by_check.values()) == 0, "\n".join(failures)
    assert robot.features["mistake_right"] >= 1 and robot.features["mistake_wrong"] >= 1
    assert robot.features["mistake_forgotten"] == 1
    assert robot.checks["mistakes"] >= 20 and robot.checks["honesty"] >= 3
    assert robot.checks["mistakes_said"] >= 9  # each trip: the position, the verdict, the focus after it


@pytest.mark.slow
def test_a_verdict_that_says_right_of_the_costly_choice_is_caught(qtbot, tmp_path, monkeypatch):
    honest = learned.answer
    monkeypatch.setattr(learned, "answer", lambda mistake, chosen, today, rules_mark: dataclasses.replace(
        honest(mistake, chosen, today, rules_mark), right=True))
    robot = _trips(tmp_path, [1])  # the choice made in the game
    assert any("the verdict for" in f.detail for f in robot.failures)


@pytest.mark.slow
def test_a_forget_that_leaves_the_mistake_on_disk_is_caught(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MistakeShelf, "forget", lambda shelf, mistake: shelf.changed.emit())
    robot = _trips(tmp_path, [(0, True)])
    assert robot.by_check["mistakes"] >= 1
    assert any("Forget" in f.detail or "forgotten" in f.detail for f in robot.failures)


@pytest.mark.slow
def test_a_forget_said_twice_is_caught(qtbot, tmp_path, monkeypatch):
    honest = mistakes_dialog.MistakesDialog.announce

    def twice(dialog, said):
        honest(dialog, said)
        if said.startswith("Forgotten."):
            honest(dialog, said)

    monkeypatch.setattr(mistakes_dialog.MistakesDialog, "announce", twice)
    robot = _trips(tmp_path, [(0, True)])
    assert any("Forget question a screen reader heard" in f.detail for f in robot.failures if f.check == "mistakes_said")


@pytest.mark.slow
def test_a_board_that_shows_the_other_hands_is_caught(qtbot, tmp_path, monkeypatch):
    honest = mistakes_dialog.Shown
    monkeypatch.setattr(mistakes_dialog, "Shown", lambda *a, **kw: honest(*a, **{**kw, "concealed": False}))
    robot = _trips(tmp_path, [0])
    assert robot.by_check["honesty"] >= 1


@pytest.mark.slow
def test_a_verdict_said_twice_is_caught(qtbot, tmp_path, monkeypatch):
    honest = mistakes_dialog.MistakesDialog.announce

    def twice(dialog, said):
        honest(dialog, said)
        if said.startswith(("Right", "Not this one")):
            honest(dialog, said)

    monkeypatch.setattr(mistakes_dialog.MistakesDialog, "announce", twice)
    robot = _trips(tmp_path, [0])
    assert any("the verdict was said 2 times" in f.detail for f in robot.failures if f.check == "mistakes_said")


@pytest.mark.slow
def test_a_practice_tile_that_does_not_add_up_is_caught(qtbot, tmp_path, monkeypatch):
    from belote_desktop.ui.dialogs import practice_progress

    honest = practice_progress.figures_html

    def one_more(figures):
        kinds = dict(figures.mistakes.by_kind)
        first = next(iter(kinds))
        kinds[first] += 1
        return honest(dataclasses.replace(figures, mistakes=dataclasses.replace(figures.mistakes, by_kind=kinds)))

    monkeypatch.setattr(practice_progress, "figures_html", one_more)
    robot, match = _robot_with_a_match(tmp_path)
    try:
        if match.finished and not match.finished[-1].result().thrown_in:  # the window's own look-over done first:
            MistakesTrip(robot).check_kept(match.finished[-1])  # one landing later could make the sums agree again
        deal, decisions = judged("classic", 2)
        robot.window.deal_end.mistakes.keep(deal, 0, decisions)
        robot_after_deal.open_statistics(robot)
    finally:
        _stop(robot)
    assert any("do not add up" in f.detail for f in robot.failures if f.check == "statistics")


@pytest.mark.slow
def test_a_short_run_keeps_and_answers_mistakes(qtbot, tmp_path):
    robot = _robot(tmp_path, "--deals", "4", "--games", "classic,bulgarian", "--deals-per-match", "2", "--seed", "6",
                   "--open-every", "1", "--level", "beginner")
    try:
        robot.run()
    finally:
        _stop(robot)
    report = robot.summary()
    failures = [f"{f.check} at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert report["failures"] == 0, "\n".join(failures)
    assert report["checked"]["mistakes_kept"] >= 4 and report["checked"]["mistakes"] > 0


def test_the_robots_words_name_the_checks():
    assert "mistakes_kept" in robot_mistakes.__doc__ and "mistake_right" in robot_mistakes.__doc__
