"""What the player robot does between two moves (tools/player_robot.py): undo and redo, the keys that ask (W, U,
C, Y, I), a preference changed mid-game, quitting and starting the program again (the Resume question's answers,
the banner), each checked (``resume``, ``match_kept``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from belote_desktop.engine import CARDS

from . import robot_checks
from .robot_saves import same_match, saves_autosave

if TYPE_CHECKING:  # Qt is imported once _pyside_fix has run

    from belote_desktop.engine import MatchState

    from .player_robot import Robot

RESUME_ANSWERS = ("Resume it", "Esc", "close", "Start a new game")  # the Resume question's ways out


def maybe_interrupt(robot: Robot) -> None:
    roll = robot.rng.random()
    w = robot.window
    m = w.menus
    if roll < 0.02 and m.act_undo.isEnabled():
        undo_and_redo(robot)
    elif roll < 0.05 and m.act_claim.isEnabled():
        robot.step = "claim"
        m.act_claim.trigger()
        robot.features["claim"] += 1
    elif roll < 0.055:
        change_a_preference(robot)
    elif roll < 0.06 and robot.network_host is None:  # (a table on the network is no saved game)
        quit_and_resume(robot)
    elif roll < 0.12:
        ask_by_key(robot)


def undo_and_redo(robot: Robot) -> None:
    """Game > Undo, and now and then Redo at once."""
    w = robot.window
    m = w.menus
    robot.step = "undo"
    view = w.controller.view()
    if view is not None:  # the cards played and the table's face-up cards before the undo were seen (a
        # face-down card turned up goes down again): the talk still names them
        seen = view.played_mask
        for seat in range(len(view.table_up)):
            seen |= view.table_up_mask(seat)
        robot.seen_before_undo |= {CARDS[i] for i in range(36) if seen >> i & 1}
        # and the declarations shown, the belote said (seed 78, Belot for 2: North's tierce shown, then undone)
        robot.seen_before_undo |= {card for said in view.announcements for meld in said.melds for card in meld.cards}
        robot.seen_before_undo |= {said.card for said in view.announcements if said.card is not None}
    m.act_undo.trigger()
    robot.features["undo"] += 1
    if robot.rng.random() < 0.5 and robot.settle() == "human" and m.act_redo.isEnabled():
        robot.step = "redo"
        m.act_redo.trigger()
        robot.features["redo"] += 1


def ask_by_key(robot: Robot) -> None:
    """A screen reader's keys to ask (issue 57): W the trick, U the score, C the contract, Y the hand, I what
    the others showed, Z again; each answers with exactly one announcement (what it names is checked with the
    rest of the deal's words by ``check_honesty``)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    key = robot.rng.choice("WUCYIZ")
    robot.step = f"the key to ask {key}"
    speech = w.context.speech
    before = speech.count
    if robot.bring_to_front(w):
        w.table.setFocus()
        QTest.keyClick(w.table, getattr(Qt.Key, f"Key_{key}"))
    else:  # (offscreen, the activation can stay pending: the menu's action, counted)
        robot.features["ask_window_not_active"] += 1
        {"W": w.menus.act_say_trick, "U": w.menus.act_say_score, "C": w.menus.act_say_contract,
         "Y": w.menus.act_say_hand, "I": w.menus.act_say_shown, "Z": w.menus.act_say_again}[key].trigger()
    robot.pump()
    said = list(speech.history)[before - speech.count:] if speech.count > before else []
    robot.check("screen_reader_keys", len(said) == 1 and bool(said[0][0].strip()),
               f"{key} said {said} (one message expected)")
    robot.features[f"ask_{key}"] += 1


def change_a_preference(robot: Robot) -> None:
    """Settings > Preferences mid-game: one checkbox changed, OK."""
    from PySide6.QtWidgets import QApplication, QCheckBox, QDialog

    robot.step = "preference changed"
    rng = robot.rng
    done: list[str] = []

    def answer() -> bool:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            return False
        boxes = [b for b in dialog.findChildren(QCheckBox) if b.isEnabled()]
        if boxes:
            box = rng.choice(boxes)
            box.setChecked(not box.isChecked())
            done.append(box.text())
        dialog.accept()
        return True

    robot.poll(answer, 100)
    robot.window.menus.act_settings.trigger()
    robot.retire_pollers()
    robot.features["preference"] += 1
    robot.window.settings.animation_speed = "instant"  # the robot keeps the table quick
    robot.window.settings.bot_pause_ms = 0


def quit_and_resume(robot: Robot) -> None:
    """Game > Quit mid-deal, then the program started again: the autosaved game comes back as it was."""
    w = robot.window
    match = w.controller.match
    if match is None or w.tutorial_mode.active or w.practice_mode.active or not w.settings.autosave:
        return  # (with "Keep the game in progress" turned off, nothing is kept: nothing to check)
    robot.step = "quit and resume"
    scores, number, game = tuple(match.scores), match.deal_number, match.rules.id
    w.menus.act_quit.trigger()
    robot.pump()
    w.deleteLater()
    robot.pump()
    left = saves_autosave()  # the match as the program kept it: the Resume question's
    robot.window = robot.new_window()
    answer = robot.rng.choice(RESUME_ANSWERS)
    robot.step = f"quit; the Resume question answered {answer}"
    seen = start_again_answering(robot, answer)
    robot.check("input_reaches_game", seen == (["Resume it", "Start a new game"] if left is not None else []),
               f"the Resume question had the buttons {seen}")
    if answer == "Start a new game":  # put aside: a named save, offered on the banner
        robot_checks.check_match_kept(robot, left, "Start a new game")
        robot.features["resume_start_new"] += 1
        banner_after_aside(robot, left)
        return
    check_resumed(robot, (game, number, scores), answer)
    robot_checks.check_match_kept(robot, left, f"the Resume question answered {answer}")
    robot.features["quit_resume" if answer == "Resume it" else f"quit_resume_{answer}"] += 1


def check_resumed(robot: Robot, kept: tuple[str, int, tuple[int, ...]], answer: str) -> None:
    """``resume``: the match on the table is the one left (``kept``: its game, deal number and scores)."""
    game, number, scores = kept
    resumed = robot.window.controller.match
    robot.check("resume", resumed is not None and resumed.rules.id == game and tuple(resumed.scores) == scores
               and resumed.deal_number == number,
               f"left {game} deal {number} at {scores}; started again ({answer}): "
               f"{(resumed.rules.id, resumed.deal_number, tuple(resumed.scores)) if resumed else None}")


def start_again_answering(robot: Robot, answer: str) -> list[str]:
    """The program started again, its Resume question answered ``answer``: the question's buttons."""
    seen = answer_question(robot, answer, "Resume it")
    robot.window.interactive = True  # the question is asked and answered as a player does
    try:
        robot.window.start_default_game()
        robot.pump()
    finally:
        robot.window.interactive = False
        robot.retire_pollers()
    return seen


def banner_after_aside(robot: Robot, left: MatchState | None) -> None:
    """The "Your game waits" banner: *Back to my game*, its close button, or left standing."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    banner = w.practice_banner
    robot.check("input_reaches_game", banner.isVisible() and banner.close_button.isVisible(),
               "no banner with a close button offers the game put aside")
    roll = robot.rng.random()
    if roll < 0.4 and banner.leave_button.isVisible():
        robot.step = "banner: Back to my game"
        QTest.mouseClick(banner.leave_button, Qt.MouseButton.LeftButton)
        robot.pump()
        robot.check("input_reaches_game", left is None or same_match(w.controller.match, left),
                   "Back to my game did not bring the game put aside back")
        robot.features["banner_back"] += 1
    elif roll < 0.8 and banner.close_button.isVisible():
        robot.step = "banner dismissed"
        QTest.mouseClick(banner.close_button, Qt.MouseButton.LeftButton)
        robot.pump()
        robot.check("input_reaches_game", not banner.isVisible(), "the banner's close button left it")
        robot.features["banner_dismissed"] += 1
    robot_checks.check_match_kept(robot, left, robot.step)


def answer_question(robot: Robot, how: str, asks: str) -> list[str]:
    """Answer the next question box with a button ``asks`` as a player does: 'Enter' (its default button),
    'Esc', 'close' (its title bar's close button) or a button's words (another box that comes first, a
    warning, is closed). Returns the list its buttons' words are put in."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[str] = []

    def answer() -> bool:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or asks not in [b.text() for b in box.buttons()]:
            if isinstance(box, QMessageBox):
                box.close()  # not the question
            return False
        seen.extend(sorted(b.text() for b in box.buttons()))
        button = next((b for b in box.buttons() if b.text() == how), None)
        if how == "Enter":
            QTest.keyClick(box, Qt.Key.Key_Return)
        elif how == "Esc":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        elif how == "close" or button is None:
            box.close()
        else:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        return True

    robot.poll(answer, 400)
    return seen
