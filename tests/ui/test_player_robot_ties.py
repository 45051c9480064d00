"""The player robot's ties (tools/robot_ties.py): it opens saved games whose first deal ties in every game where a tie
holds its points over, and checks after every deal that each column of the score sheet adds up to its total and
that the held-over points are told (issue 70)."""

from __future__ import annotations

import pytest

from belote_desktop.engine import VARIANTS
from belote_desktop.engine.recipe import TieRule
from tools import robot_ties
from tools.robot_ties import sheet_problems

from tests.ui.test_player_robot import _robot, _stop

GAMES = [name for name, rules in VARIANTS.items() if rules.tie_rule is TieRule.HANGING]


def test_the_robots_games_with_held_over_points_are_read_from_the_rules():
    assert robot_ties.HANGING_GAMES == tuple(GAMES) and GAMES


def test_a_column_that_does_not_add_up_is_caught():
    """The sheet of issue 70: a tied deal, then 13 for Us under a total of 65 (the 52 held over on no line)."""
    rows = [["1", "90 ♠ by East ✗", "0", "5"], ["2", "80 ♥ by South ✓", "13", "0"]]
    problems = sheet_problems(rows, ["", "Total", "65", "5"])
    assert len(problems) == 1 and "adds up to 13 but its total shows 65" in problems[0]
    assert sheet_problems(rows + [["", "+ 52 held over from deal 1", "52", ""]], ["", "Total", "65", "5"]) == []
    assert "no figure" in sheet_problems([["1", "x", "?", "0"]], ["", "Total", "0", "0"])[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_tie_found_for_the_robot_ends_tied_whatever_is_played(game):
    """Every card of the last trick left is forced: the deal ties however the player plays it."""
    match = robot_ties.tied_match(VARIANTS[game], 11)
    assert not match.finished
    while not match.finished:
        (move,) = match.legal_actions()
        match = match.apply(move)
    assert match.finished[0].result().hanging == match.hanging > 0


@pytest.mark.slow
def test_the_robot_drives_ties_in_every_game_with_held_over_points_and_finds_nothing_wrong(qtbot, tmp_path):
    robot = _robot(tmp_path, "--deals", str(2 * len(GAMES)), "--deals-per-match", "2", "--games", ",".join(GAMES),
                   "--ties", "1", "--seed", "70", "--open-every", "1000", "--start-over", "0")
    try:
        robot.run()
    finally:
        _stop(robot)
    report = robot.summary()
    failures = [f"{f.check} [{f.game} {f.deal_code}] at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert report["failures"] == 0, "\n".join(failures)
    assert report["ties"]["driven"] >= len(GAMES) and report["ties"]["tied_deals"] >= len(GAMES) - 1
    assert report["checked"]["sheet_adds_up"] == report["deals"] and report["checked"]["held_over"] > 0


@pytest.mark.slow
def test_the_robot_catches_a_sheet_that_leaves_the_held_over_points_out(qtbot, tmp_path, monkeypatch):
    """A planted defect: the sheet as it was before issue 70, a row per deal and nothing held over."""
    from belote_desktop.ui.models.score_model import ScoreSheetModel

    def deals_only(self, match):
        return [self._deal_row(number, deal.result(), match) for number, deal in enumerate(match.finished, 1)]

    monkeypatch.setattr(ScoreSheetModel, "_sheet_rows", deals_only)
    robot = _robot(tmp_path, "--deals", "3", "--deals-per-match", "3", "--games", "bulgarian", "--ties", "1",
                   "--seed", "5", "--open-every", "1000", "--start-over", "0")
    try:
        robot.run()
    finally:
        _stop(robot)
    assert robot.by_check["held_over"] >= 1  # after the tie: nothing says what waits
    assert robot.by_check["sheet_adds_up"] >= 1, robot.summary()  # once a deal won the points held over


@pytest.mark.parametrize("game", GAMES)
def test_the_words_of_a_tie_hold_against_the_engines_figures(qtbot, game):
    """A doubled tie in no trumps holds every point over, counted 4 or 8 times: the contract's times are the
    engine's (``contract_times``) even where no score row shows them."""
    from belote_desktop.learn.explain import explain_result
    from tools.robot_words import word_problems

    names = ["You", "East", "North", "West"][: VARIANTS[game].players]
    for seed in range(120):
        match = robot_ties.tied_match(VARIANTS[game], seed, last_trick=False)
        result = match.finished[0].result()
        lines = explain_result(result, match.rules, names)
        assert word_problems(lines, result, match.rules, tuple(match.scores),
                             robot_ties.held_over_figures(match)) == [], (seed, lines)
