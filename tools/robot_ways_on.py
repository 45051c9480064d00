"""The player robot's ways to a deal besides the next one (tools/player_robot.py): starting over over the
unfinished match, a practice deal played again, a deal code typed, a deal file exported and imported, a deal made in
the deal editor; each checked for the match left behind (``match_kept``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING


from . import robot_checks, robot_start_over

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run

    from belote_desktop.engine import MatchState

    from .player_robot import Robot


def started_over(robot: Robot, roll: float, left: MatchState | None) -> bool:
    """Now and then (``--start-over``) something else started over ``left``; True unless the deal's end is
    still on the table."""
    w = robot.window
    if not (roll < 0.09 + robot.args.start_over and left is not None and not w.tutorial_mode.active):
        return False
    robot_start_over.start_over(robot, left)
    c = robot.window.controller
    return not (c.awaiting_continue and robot.window.end_panel.isVisible())


def practice_deal(robot: Robot, roll: float, left: MatchState | None) -> bool:
    """The panel's "Play this deal again": a practice deal (True: it started)."""
    if not (roll < 0.03 and robot.window.deals.play_deal_again(0)):
        return False
    robot.features["practice_deal"] += 1
    robot.step = robot.last_way_on = "practice deal"
    robot_checks.check_match_kept(robot, left, "practice deal")
    return True


def deal_code(robot: Robot, roll: float, left: MatchState | None) -> bool:
    """The deal on the table's code typed (one time in five, wrongly) (True: its deal started)."""
    if roll >= 0.06:
        return False
    robot.step = "deal code typed"
    code = robot.window.deals.deal_code_on_table()
    if not (code and type_deal_code(robot, code if robot.rng.random() < 0.8 else code[:-1] + "?")):
        return False
    return _arrived(robot, "deal_code", left, "deal code")


def deal_file(robot: Robot, roll: float, left: MatchState | None) -> bool:
    """The deal exported to a file and imported (True: it started)."""
    if roll >= 0.09:
        return False
    w = robot.window
    robot.step = "deal file exported and imported"
    path = robot.home / f"robot-{robot.deals}.deal"
    if not (w.deals.export_deal_to(path) and w.deals.import_deal_path(path)):
        return False
    return _arrived(robot, "deal_file", left, "deal file imported")


def deal_editor(robot: Robot, roll: float, left: MatchState | None) -> bool:
    """Game > Deal editor: the rest dealt at random (from the robot's random numbers), then Play: a practice deal
    of those very cards (True: it started)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from belote_desktop.ui.dialogs.deal_editor import DealEditorDialog

    w = robot.window
    if not 0.09 <= roll < 0.11 or w.tutorial_mode.active:
        return False
    robot.step = "deal editor"
    w.menus.act_deal_editor.trigger()
    robot.pump()
    dialog = next((d for d in w.findChildren(DealEditorDialog) if d.isVisible()), None)
    if not robot.check("input_reaches_game", dialog is not None, "Game > Deal editor opened no editor"):
        return False
    assert dialog is not None
    dialog.rest_seed = robot.rng.randrange(1, 2**31)
    QTest.mouseClick(dialog.random_button, Qt.MouseButton.LeftButton)
    expected = dialog.draft.start()
    if not robot.check("input_reaches_game", dialog.play_button.isEnabled(),
                      f"the editor's Play stays off with every card dealt: {dialog.problems_label.text()}"):
        dialog.reject()
        return False
    QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    robot.pump()
    practice = w.practice_mode.practice
    robot.check("input_reaches_game", practice is not None and practice.start == expected,
               "Play in the deal editor did not start a practice deal of the editor's cards")
    return _arrived(robot, "deal_editor", left, "deal editor") and practice is not None


def type_deal_code(robot: Robot, code: str) -> bool:
    """Game > Deal by number…: the code typed in the box, Enter. A wrong code is told and changes nothing
    (the robot types one in five wrong: its last letter a "?"). True if the deal started."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

    w = robot.window
    before = w.controller.match

    def answer() -> bool:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            return False
        box = dialog.findChild(QLineEdit)
        if box is not None:
            QTest.keyClicks(box, code)
            QTest.keyClick(box, Qt.Key.Key_Return)
        else:
            dialog.reject()
        return True

    robot.poll(answer, 200)
    w.menus.act_deal_code.trigger()
    robot.pump()
    robot.retire_pollers()
    started = w.controller.match is not before and w.practice_mode.active
    if code.endswith("?"):
        robot.check("input_reaches_game", not started and w.controller.match is before,
                   f"the wrong deal code {code} changed the table")
        return False
    robot.check("input_reaches_game", started, f"the deal code {code} typed did not start its deal")
    return started


def _arrived(robot: Robot, feature: str, left: MatchState | None, how: str) -> bool:
    """A way to a deal taken: counted, remembered as the last way on, and the match left behind checked (True)."""
    robot.features[feature] += 1
    robot.last_way_on = robot.step
    robot_checks.check_match_kept(robot, left, how)
    return True
