"""CI's short run of the player robot (tools/player_robot.py): the real window through all 13 games, every
check passing."""

from __future__ import annotations

import pytest
from tests.ui.test_player_robot import _robot, _stop

from belote_desktop.engine import VARIANTS

# the robot's whole evening, 13 games through the window (its checks one by one: test_player_robot.py)
pytestmark = pytest.mark.slow


def test_the_robot_plays_every_game_through_the_window_and_finds_nothing_wrong(qtbot, tmp_path):
    """CI's short run: one deal of each of the 13 games (Review, Compare, Replay, the rules book and Practice ›
    Problems opened after every deal), every check passing."""
    robot = _robot(tmp_path, "--deals", str(len(VARIANTS)), "--deals-per-match", "1", "--seed", "44",
                   "--open-every", "1")
    try:
        robot.run()
    finally:
        _stop(robot)
    report = robot.summary()
    failures = [f"{f.check} [{f.game} {f.deal_code}] at {f.step}: {f.detail[:300]}" for f in robot.failures]
    assert report["failures"] == 0, "\n".join(failures)
    assert report["deals_by_game"] == dict.fromkeys(sorted(VARIANTS), 1)
    for name in ("no_exception", "end_words", "input_reaches_game", "names", "honesty", "talk_last_line",
                 "statistics", "labels_fit", "problems", "problems_kept"):
        assert report["checked"].get(name, 0) > 0, name
