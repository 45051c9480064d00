"""Practice › My mistakes for the player robot (tools/player_robot.py): after a deal, what was kept, then a side trip
by the menu and keys.

After each deal the robot finished at the table (not the tutorial's), it waits for the window's judge to look the
deal over and holds what was kept against what it works out itself: the judge's figures for its own seat
(``learn.judge.judge_errors``, the search Review uses) through ``learn.mistakes.kept_from`` (``mistakes_kept``).
Then, now and then, it opens Practice › My mistakes through the menu's action, as a player does; picks a mistake with
the arrows and Enter; chooses the judge's choice, the one it made in the game, or another, by the arrows and Enter on
its cards or Space on a call; and leaves with Esc. What it reads is held against the judge and the notebook on disk,
never against the dialog's own objects (``mistakes``):

- the list is the notebook's mistakes due today (of the game on the table where it has some, else of all), in the
  schedule's order; the mistake shown is the list's, its title names its kind;
- honesty: the board shows face up only the cards the player saw then (his hand and face-up table cards, the
  trick), nothing of the other hands;
- the verdict says right exactly when the choice is the judge's or gives up less than the judge's mark; each weighed
  choice is listed with what it gives up (the judge's worth, the best's minus its own, rounded), the judge's
  reason is Suggest's for the best choice from the player's view, and the schedule's words are the notebook's (the
  mistake on disk moved: up a box and put off 2 or 7 days, retired at the third right answer, or back to the first
  box due today);
- the figures under the list are the notebook's (due today, kept, learned); nothing says "seed";
- the dialog closes, and the match on the table is the one left.

What a screen reader hears (``mistakes_said``): going from the list to the cards says the position once (its title
first), a choice says the verdict once (the words the verdict's column carries for the ear), and the focus then
rests on Next mistake. The Statistics page (``statistics``, after every deal): the Practice tile's kinds add up to
the line above them, and both are the notebook on disk.

Now and then it forgets the mistake it answered (Shift+Tab, Space): Esc and Enter on the question keep it, Forget it
takes it off the list and the notebook on disk (said once to a screen reader; Esc and Enter say nothing), and the
figures follow.

The features: ``mistake_kept``, ``mistake_right``, ``mistake_wrong``, ``mistake_call``, ``mistake_card``,
``mistake_forgotten``, ``mistakes_none``.
"""

from __future__ import annotations

import datetime
import html
import json
import re
import time
from collections import Counter
from typing import TYPE_CHECKING, Any

from belote_desktop.app import mistake_words as words
from belote_desktop.engine import DealState, PlayCard, cards_in
from belote_desktop.learn import mistakes as learned
from belote_desktop.learn.decision import mark
from belote_desktop.learn.judge import judge_errors
from belote_desktop.learn.mistakes import Mistake
from belote_desktop.storage.mistakes import mistakes_path

from .robot_problems import SEED_WORD, TAG, ProblemsTrip, close_by_escape, everything_read, shown_rows

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from belote_desktop.ui.dialogs.mistakes import MistakesDialog

    from .player_robot import Robot

LOOK_OVER_S = 60.0
FORGET_SHARE = 0.2  # of the trips that answered a mistake, those that then forget one
PRACTICE_LINE = re.compile(r"My mistakes: (\d+) kept, (\d+) learned, (\d+) due today\.")
COUNTS = re.compile(r"Due today: (\d+)\. Kept: (\d+), of which learned: (\d+)\.")


def on_disk() -> list[Mistake]:
    """The notebook as the file holds it (not the window's copy)."""
    try:
        data = json.loads(mistakes_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [Mistake.from_json(entry) for entry in data.get("mistakes", [])]


def seen_cards(state: DealState, seat: int) -> list[int]:
    """The cards the player saw when he chose: his hand, every face-up table card, the trick in progress."""
    zones = state.zones
    up = [c.index for s in range(state.players) for c in cards_in(zones.table_up[s])]
    return sorted([c.index for c in state.hand(seat)] + up + [c.index for c in state.current_trick])


def expected_rows(mistake: Mistake, state: DealState) -> list[tuple[str, ...]]:
    """Each weighed choice and what it gives up, from the judge's worth, the best first."""
    rows: list[tuple[str, ...]] = []
    for action in sorted(mistake.worth, key=lambda a: -mistake.worth[a]):
        cost = max(0.0, mistake.worth[mistake.best] - mistake.worth[action]) if mistake.best in mistake.worth else None
        said = "best" if action == mistake.best or cost == 0 else "−" + words.points_text(cost or 0.0)
        rows.append((words.named(mistake, state, action), said))
    return rows


class Heard:
    """What the trainers said to a screen reader while the ``with`` block ran (``trainer_parts.announce``,
    each announcement the dialog sends), in order."""

    def __enter__(self) -> Heard:
        from belote_desktop.ui.dialogs import trainer_parts

        self.parts = trainer_parts
        self.said: list[str] = []
        self.honest = trainer_parts.announce

        def heard(dialog: QDialog, words: str) -> None:
            self.said.append(words)
            self.honest(dialog, words)

        trainer_parts.announce = heard
        return self

    def __exit__(self, *exc: object) -> None:
        self.parts.announce = self.honest


def check_practice_tile(robot: Robot, dialog: Any) -> None:
    """The Statistics page's Practice tile: its kinds' columns add up to the line above them, and both are the
    notebook on disk (each position once)."""
    tile = getattr(dialog, "practice", None)
    if tile is None:
        robot.check("statistics", False, "the Statistics page has no Practice tile")
        return
    html_text = tile.figures_label.text()
    found = PRACTICE_LINE.search(html.unescape(TAG.sub(" ", html_text)))
    rows = [row for row in shown_rows(html_text) if len(row) == 3]
    notebook = on_disk()
    kept, retired = len(notebook), sum(m.retired for m in notebook)
    due = len(learned.due(notebook, datetime.date.today()))
    line = tuple(int(n) for n in found.groups()) if found else None
    robot.check("statistics", line == (kept, retired, due), f"the Practice line reads {line}, the notebook "
                                                             f"{(kept, retired, due)}")
    robot.check("statistics", sum(int(r[1]) for r in rows) == kept and sum(int(r[2]) for r in rows) == retired,
                f"the kinds' columns {rows} do not add up to {kept} kept, {retired} learned")
    by_kind = Counter(learned.kind_name(m.kind) for m in notebook)
    robot.check("statistics", {r[0]: int(r[1]) for r in rows} == dict(by_kind),
                f"the kinds shown {rows}, the notebook's {dict(by_kind)}")


class MistakesTrip:
    """What was kept after a deal, and a side trip to Practice › My mistakes (the module's text)."""

    def __init__(self, robot: Robot) -> None:
        self.robot = robot
        self.rng = robot.mistake_rng

    # -- after the deal ---------------------------------------------------------------------------------------
    def check_kept(self, deal: DealState) -> None:
        """The deal looked over by the window's judge; what it kept is what ``kept_from`` keeps from the judge."""
        r = self.robot
        shelf = r.window.deal_end.mistakes
        if shelf is None or deal.result().thrown_in or r.window.tutorial_mode.active:
            return
        r.step = "mistakes kept"
        deadline = time.monotonic() + LOOK_OVER_S
        while not shelf.looked_over(deal) and time.monotonic() < deadline:
            r.pump(5)
        if not r.check("mistakes_kept", shelf.looked_over(deal), "the finished deal was not looked over in 60 s"):
            return
        seat = r.window.context.human
        decisions = judge_errors(deal, seat)
        assert decisions is not None
        wanted = {m.key: m for m in learned.kept_from(deal, seat, decisions, datetime.date.today())}
        disk = {m.key: m for m in on_disk()}
        missing = [k for k in wanted if k not in disk]
        r.check("mistakes_kept", not missing, f"{len(missing)} costly choices of the deal are not in the notebook")
        for key, mistake in wanted.items():  # a position met before holds this deal's choice now
            kept = disk.get(key)
            if kept is not None:
                r.check("mistakes_kept", (kept.played, kept.best, kept.worth) == (
                    mistake.played, mistake.best, mistake.worth), f"the notebook's {kept} is not the judge's {mistake}")
        r.features["mistake_kept"] += len(wanted)

    # -- the side trip ----------------------------------------------------------------------------------------
    def run(self) -> None:
        r = self.robot
        r.step = "mistakes"
        before = ProblemsTrip(r).table_now()
        dialog = self.open()
        if dialog is None:
            return
        if dialog.mistake is None:
            r.check("mistakes", not dialog.shown and "No mistake" in dialog.title.text(),
                    f"nothing shown, yet {len(dialog.shown)} listed: {dialog.title.text()!r}")
            r.features["mistakes_none"] += 1
        else:
            with Heard() as heard:
                self.choose_one(dialog)
                r.check("mistakes_said", len(heard.said) == 1 and heard.said[-1].startswith(dialog.title.text()),
                        f"going to the cards said {heard.said!r}, not once the position {dialog.title.text()!r}")
                heard.said.clear()
                if self.answer(dialog):
                    said = dialog.verdict_text.accessibleDescription()
                    r.check("mistakes_said", heard.said == [said],
                            f"the verdict was said {len(heard.said)} times: {heard.said!r}")
            r.check("mistakes_said", dialog.focusWidget() is dialog.next_button,
                    f"after the verdict the focus is on {dialog.focusWidget()}, not Next mistake")
            if self.rng.random() < FORGET_SHARE:
                self.forget(dialog)
        found = SEED_WORD.search(everything_read(dialog))
        r.check("mistakes", found is None, f"My mistakes says {found.group(0)!r}" if found else "")
        self.close(dialog)
        r.check("mistakes", ProblemsTrip(r).table_now() == before, "the game on the table changed over Practice › My mistakes")
        r.look_for_errors()

    def open(self) -> MistakesDialog | None:
        from belote_desktop.ui.dialogs.mistakes import MistakesDialog

        r, w = self.robot, self.robot.window
        w.menus.act_mistakes.trigger()
        r.pump()
        shown = [d for d in w.findChildren(MistakesDialog) if d.isVisible()]
        if not r.check("mistakes", len(shown) == 1, f"Practice › My mistakes opened {len(shown)} dialogs"):
            return None
        dialog = shown[0]
        today = datetime.date.today()
        table_game = (w.controller.rules or w.last_rules()).id
        notebook = on_disk()
        game = table_game if learned.due(notebook, today, table_game) else None
        due = [m.key for m in learned.due(notebook, today, game)]
        r.check("mistakes", [m.key for m in dialog.shown] == due,
                f"the list holds {len(dialog.shown)} mistakes, the notebook has {len(due)} due today of {game}")
        self.check_counts(dialog, notebook, game)
        return dialog

    def check_counts(self, dialog: MistakesDialog, notebook: list[Mistake], game: str | None) -> None:
        mine = [m for m in notebook if game is None or m.game == game]
        wanted = (len(learned.due(notebook, datetime.date.today(), game)), len(mine), sum(m.retired for m in mine))
        found = COUNTS.search(dialog.count.text())
        shown = tuple(int(n) for n in found.groups()) if found else None
        self.robot.check("mistakes", shown == wanted, f"the figures read {dialog.count.text()!r}, the notebook's {wanted}")

    def choose_one(self, dialog: MistakesDialog) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        dialog.list.setFocus()
        target = self.rng.randrange(dialog.list.count())
        while dialog.list.currentRow() != target:
            QTest.keyClick(dialog.list, Qt.Key.Key_Down if dialog.list.currentRow() < target else Qt.Key.Key_Up)
        QTest.keyClick(dialog.list, Qt.Key.Key_Return)
        self.robot.pump()

    def answer(self, dialog: MistakesDialog) -> bool:
        """A choice by keys and its verdict checked; False where no choice could be made."""
        r = self.robot
        mistake = dialog.shown[dialog.list.currentRow()]
        state = mistake.state()
        r.check("mistakes", dialog.mistake == mistake and learned.kind_name(mistake.kind) in dialog.title.text(),
                f"the title {dialog.title.text()!r} for the list's {mistake.kind} mistake")
        shown = sorted(b.card.index for b in dialog.board.buttons())
        r.check("honesty", shown == seen_cards(state, mistake.seat),
                "My mistakes shows cards the player did not see when he chose")
        legal = [str(a) for a in state.legal_actions()]
        choice = self.rng.choice([mistake.best, mistake.played, self.rng.choice(legal)])
        if not self.press(dialog, choice):
            return False
        r.pump()
        self.check_verdict(dialog, mistake, state, choice)
        return True

    def press(self, dialog: MistakesDialog, choice: str) -> bool:
        """The choice by keys: the arrows along the cards and Enter, or Space on the call's button."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        if choice.startswith("play "):
            cards = dialog.board.playable()
            for _ in range(len(cards) + 1):
                focused = dialog.focusWidget()
                if focused in cards and str(PlayCard(focused.card)) == choice:
                    QTest.keyClick(focused, Qt.Key.Key_Return)
                    r.features["mistake_card"] += 1
                    return True
                if focused not in cards:
                    break
                QTest.keyClick(focused, Qt.Key.Key_Right)
            return r.check("mistakes", False, f"the arrows never reached {choice}")
        state = dialog.state
        assert state is not None
        name = words.choice_name(next(a for a in state.legal_actions() if str(a) == choice), state.rules)
        button = next((b for b in dialog.call_buttons if b.text() == name), None)
        if not r.check("mistakes", button is not None, f"no button for {name!r}"):
            return False
        assert button is not None
        button.setFocus()
        QTest.keyClick(button, Qt.Key.Key_Space)
        r.features["mistake_call"] += 1
        return True

    def check_verdict(self, dialog: MistakesDialog, mistake: Mistake, state: DealState, choice: str) -> None:
        r = self.robot
        cost = mistake.cost(choice)
        right = cost is not None and (choice == mistake.best or cost < mark(state.rules))
        said = dialog.verdict_text.accessibleDescription()
        r.check("mistakes", said.startswith("Right") == right and ("Not this one" in said) == (not right),
                f"the verdict for {choice} (gives up {cost}) says {said[:160]!r}")
        rows = shown_rows(dialog.verdict_text.text())
        r.check("mistakes", rows == expected_rows(mistake, state), f"the choices' worth shown {rows}")
        reason = words.reason_text(mistake, state)
        r.check("mistakes", reason in said, f"the reason {reason!r} is not said")
        moved = next((m for m in on_disk() if m.key == mistake.key), None)
        wanted = learned.scheduled(mistake, right, datetime.date.today())
        r.check("mistakes", moved == wanted, f"the notebook holds {moved}, the schedule says {wanted}")
        r.check("mistakes", words.schedule_text(wanted, datetime.date.today()) in said,
                "the schedule's words are not the notebook's")
        r.features["mistake_right" if right else "mistake_wrong"] += 1

    def forget(self, dialog: MistakesDialog) -> None:
        """Forget the mistake picked (Shift+Tab from Next mistake, Space): the question's Esc and Enter keep it, its
        Forget it takes it off the list and the notebook; the figures and what is said follow."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.robot
        picked = dialog.shown[dialog.list.currentRow()]
        for press in ("escape", "enter", "forget"):  # Esc and Enter keep it (the safe answer), Forget it does not
            answered: list[str] = []
            answer_question(press, answered)
            dialog.next_button.setFocus()
            QTest.keyClick(dialog.next_button, Qt.Key.Key_Backtab)  # Forget this mistake… is before Next mistake
            focused = dialog.focusWidget()
            if not r.check("mistakes", focused is dialog.forget_button, f"Shift+Tab from Next mistake reached {focused}"):
                return
            with Heard() as heard:
                QTest.keyClick(focused, Qt.Key.Key_Space)
                r.pump()
            on_list = any(m.key == picked.key for m in on_disk())
            r.check("mistakes", answered == [press] and on_list == (press != "forget"),
                    f"after {press} on the Forget question ({answered}) the notebook {'holds' if on_list else 'lost'} it")
            told = [said for said in heard.said if said.startswith("Forgotten.")]
            r.check("mistakes_said", len(told) == (press == "forget") and len(heard.said) == len(told),
                    f"after {press} on the Forget question a screen reader heard {heard.said!r}")
        r.check("mistakes", all(m.key != picked.key for m in dialog.shown), "a forgotten mistake is still listed")
        notebook = on_disk()
        self.check_counts(dialog, notebook, dialog.game_box.currentData())
        r.features["mistake_forgotten"] += 1

    def close(self, dialog: MistakesDialog) -> None:
        close_by_escape(self.robot, dialog, "mistakes", "My mistakes")


def answer_question(press: str, answered: list[str]) -> None:
    """Answer the question box when it shows: Enter (its default), Esc, or a click on the other button (Forget it);
    ``answered`` says which."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    keys = {"enter": Qt.Key.Key_Return, "escape": Qt.Key.Key_Escape}

    def answer_it(tries: int = 100) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            if tries:
                QTimer.singleShot(20, lambda: answer_it(tries - 1))
            return
        answered.append(press)
        if press in keys:
            QTest.keyClick(box, keys[press])
        else:
            next(b for b in box.buttons() if b is not box.defaultButton()).click()

    QTimer.singleShot(0, answer_it)


def check_kept(robot: Robot, deal: DealState) -> None:
    """What the window kept of ``deal`` (once its look-over is done: the Statistics page opened after it counts it)."""
    MistakesTrip(robot).check_kept(deal)


def visit(robot: Robot) -> None:
    """A side trip to Practice › My mistakes."""
    MistakesTrip(robot).run()
