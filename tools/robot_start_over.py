"""The player robot starting over over an unfinished match (tools/player_robot.py): New Game from the menu or F2,
with a rule changed, the tutorial, the language changed and back; the match left behind checked (``match_kept``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any


from . import robot_asides, robot_checks
from .robot_saves import same_match

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run

    from belote_desktop.engine import MatchState

    from .player_robot import Robot

START_OVER_WAYS = ("New Game", "F2", "a rule changed", "tutorial", "language")  # besides the practice deals


def start_over(robot: Robot, left: MatchState) -> None:
    """One of the ways a player starts something else over the unfinished match ``left``; then
    ``match_kept``."""
    way = robot.rng.choice(START_OVER_WAYS)
    robot.step = robot.last_way_on = f"start over: {way}"
    robot.features[f"start_over_{way.replace(' ', '_')}"] += 1
    if way in ("New Game", "F2", "a rule changed"):
        new_game_over(robot, left, way)
    elif way == "tutorial":
        robot.window.menus.act_tutorial.trigger()
        robot.pump()
        robot.check("input_reaches_game", robot.window.tutorial_mode.active, "Help > Tutorial did not start it")
        robot_checks.check_match_kept(robot, left, "the tutorial")
        robot.step = "tutorial left"
        robot.window.banner.leave_button.click()  # (the robot does not follow the lesson's script)
        robot.pump()
        robot_checks.check_match_kept(robot, left, "the tutorial left")
    else:
        change_language(robot, left)
    robot.deal_seen = None


def new_game_over(robot: Robot, left: MatchState, way: str) -> None:
    """New Game (the menu, F2, or with a rule changed) over ``left``: the question to put it aside answered Enter
    (the default: keep playing), Esc, or one time in six *Put it aside* (then the new game is on the table)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QSpinBox

    w = robot.window
    changed: list[str] = []

    def choose() -> bool:  # the New Game dialog: the same game (a rule changed), Enter
        from belote_desktop.ui.dialogs.new_game import NewGameDialog

        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            return False
        target = dialog._widgets.get("target_score")
        if way == "a rule changed" and isinstance(target, QSpinBox) and target.isEnabled():
            target.stepUp()
            changed.append(f"target score {target.value()}")
        QTest.keyClick(dialog.list, Qt.Key.Key_Return)
        return True

    answer = "Put it aside" if robot.rng.random() < 1 / 6 else robot.rng.choice(("Enter", "Esc"))
    seen = robot_asides.answer_question(robot, answer, "Put it aside")
    robot.poll(choose, 400)
    w.interactive = True
    try:
        if way == "F2":
            if not robot.bring_to_front(w):
                # offscreen, a busy machine can leave the activation pending: a player presses F2 in the
                # window in front, so the robot takes the menu's New Game then, and counts it
                robot.features["F2_window_not_active"] += 1
                w.menus.act_new.trigger()
            else:
                w.table.setFocus()
                QTest.keyClick(w.table, Qt.Key.Key_F2)
        else:
            w.menus.act_new.trigger()
        robot.pump()
    finally:
        w.interactive = False
        robot.retire_pollers()
    robot.check("input_reaches_game", seen == ["Keep playing", "Put it aside"],
               f"{way} over a match in progress asked {seen} (window active: {w.isActiveWindow()}, "
               f"left over: {left.over}, on the table: {w.controller.match is not None and same_match(w.controller.match, left)}, "
               f"practice: {w.practice_mode.active if hasattr(w, 'practice_mode') else '?'}, modal: {QApplication.activeModalWidget()})")
    if answer == "Put it aside":  # put aside knowingly: the new game is the table's
        robot.check("input_reaches_game", not same_match(w.controller.match, left),
                   f"{way}: Put it aside left the match on the table")
        robot.matches += 1
        robot.deals_in_match = 0
        robot.features["abandoned"] += 1
        return
    robot_checks.check_match_kept(robot, left, f"{way} ({', '.join(changed) or 'the same rules'}), the question answered "
                                f"{answer}")


def change_language(robot: Robot, left: MatchState) -> None:
    """Settings > Preferences: the language French, OK; then English again (the robot reads English)."""
    for code in ("fr", "en"):
        robot.step = f"language {code}"

        def choose(dialog: Any, code: str = code) -> None:
            dialog.language.setCurrentIndex(dialog.language.findData(code))

        settings_dialog(robot, choose)
        robot.check("input_reaches_game", robot.window.settings.language == code,
                   f"the language chosen in Preferences is {robot.window.settings.language}, not {code}")
        robot_checks.check_match_kept(robot, left, f"the language changed to {code}")


def settings_dialog(robot: Robot, change: Callable[[Any], None]) -> None:
    """Settings > Preferences: ``change(dialog)``, OK."""
    from PySide6.QtWidgets import QApplication

    from belote_desktop.ui.dialogs.settings_dialog import SettingsDialog

    def answer() -> bool:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            return False
        change(dialog)
        dialog.accept()
        return True

    robot.poll(answer, 200)
    robot.window.menus.act_settings.trigger()
    robot.pump()
    robot.retire_pollers()
    robot.window.settings.animation_speed = "instant"  # the robot keeps the table quick
    robot.window.settings.bot_pause_ms = 0
