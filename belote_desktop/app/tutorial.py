"""The guided deal of ``learn.tutorial.Tutorial``, played inside the main window.

Help > Tutorial starts the deal of the current game's family (``Tutorial.for_rules``); Help > Tutorial
for another game lists every family's deal.

The tutorial's fixed deal becomes an ordinary MatchState (the same deck and dealer), so the table,
the animations, the hints and the end-of-deal panel work as in a game. Two controller hooks make
it a lesson: ``scripted_bot`` plays the other seats from the script (after the usual bot pause,
with the usual animations) and ``move_filter`` sends the player's moves to ``Tutorial.try_action``,
which refuses anything but the lesson's move with a message. A banner above the table shows the
lesson, what the last move did, and a refusal when there is one.

A screen reader hears each new lesson as it appears (the lesson's title, what the last move did, what to do
now: one message), and each refusal (issue 57). A lesson for the player's move waits for the table's "your turn"
(assertive, it would cut the lesson short), and follows it.

While the tutorial runs nothing is autosaved and no statistics are counted; leaving it gives the
game that was on the table back (or deals a new one).

The banner is the window's (``ui/window/banners.TutorialBanner``): the run here tells it what to show
(``LessonBoard``) and says the lessons through the window's voice (``host.Spoken``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine import CARDS, DECLARE, Action, DealResult, MatchState
from ..learn.tutorial import StepKind, Tutorial
from .host import GameTable, TalkEntry, Spoken


def step_title(kind: StepKind) -> str:
    titles = {
        StepKind.BID: QCoreApplication.translate("TutorialMode", "Choosing trumps"),
        StepKind.DECLARE: QCoreApplication.translate("TutorialMode", "Declarations"),
        StepKind.FOLLOW_SUIT: QCoreApplication.translate("TutorialMode", "Following suit"),
        StepKind.TRUMP: QCoreApplication.translate("TutorialMode", "Leading trumps"),
        StepKind.BELOTE: QCoreApplication.translate("TutorialMode", "Trumping and belote"),
        StepKind.PARTNER_EXEMPTION: QCoreApplication.translate("TutorialMode", "Your partner holds the trick"),
        StepKind.RAISE_IN_TRUMPS: QCoreApplication.translate("TutorialMode", "Trumps led: play higher"),
        StepKind.LEAD: QCoreApplication.translate("TutorialMode", "Master cards"),
        StepKind.LAST_TRICK: QCoreApplication.translate("TutorialMode", "The last trick"),
        StepKind.PLAY: QCoreApplication.translate("TutorialMode", "Your card"),
        StepKind.POINT_BID: QCoreApplication.translate("TutorialMode", "Bidding points"),
        StepKind.COINCHE: QCoreApplication.translate("TutorialMode", "Coinche"),
        StepKind.CALL: QCoreApplication.translate("TutorialMode", "Calling a contract"),
        StepKind.HOKUM_SUN: QCoreApplication.translate("TutorialMode", "Hokum or Sun"),
        StepKind.LADDER: QCoreApplication.translate("TutorialMode", "The doubling ladder"),
        StepKind.NAME_TRUMP: QCoreApplication.translate("TutorialMode", "Naming the trump"),
        StepKind.KITTY: QCoreApplication.translate("TutorialMode", "The kitty and your runs"),
        StepKind.TABLE_CARDS: QCoreApplication.translate("TutorialMode", "Cards on the table"),
        StepKind.ALONE: QCoreApplication.translate("TutorialMode", "Every player alone"),
        StepKind.SCORE: QCoreApplication.translate("TutorialMode", "The score"),
    }
    return titles.get(kind, kind.value)


LESSON_WAIT_MS = 4000  # a lesson waits this long at most for the table's "your turn" before it is said


def sentences(*parts: str) -> str:
    """The banner's lines as one message for the ear: each line a sentence (a full stop where it has none)."""
    lines = [line.strip() for part in parts for line in part.split("\n") if line.strip()]
    return " ".join(line if line[-1] in ".!?…:;" else line + "." for line in lines)


class LessonBoard(Protocol):
    """Where the lesson is shown, above the table (``ui/window/banners.TutorialBanner``)."""

    def show_lesson(self, title: str, done: str, text: str, refusal: str, finished: bool) -> None: ...

    def hide(self) -> None: ...


class TutorialTable(GameTable, Protocol):
    """What the tutorial asks of the window (MainWindow satisfies it): a ``GameTable`` that it takes and gives
    back (``enter_tutorial``, ``leave_tutorial``) and that shows its refusals."""

    @property
    def context(self) -> Spoken: ...  # its ``speech`` says the lessons

    def enter_tutorial(self, mode: TutorialMode) -> None: ...

    def leave_tutorial(self) -> None: ...

    def show_toast(self, message: str) -> None: ...


class TutorialMode(QObject):
    """Runs the tutorial in ``window``: start(), then the player plays; leave() ends it."""

    finished = Signal()  # the tutorial is over and the window is back to a normal game

    def __init__(self, window: TutorialTable, banner: LessonBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.banner = banner
        self.tutorial: Tutorial | None = None
        self.match: MatchState | None = None
        self._saved: tuple[MatchState, int, int] | None = None  # the game put aside: match, undo, suggestions
        self._saved_log: list[TalkEntry] = []  # and its table talk (window.log_entries())
        self._done_text: Callable[[], str] | None = None  # what the player's last right move did
        self._refusal = ""
        self._allow_undo = True
        self._lesson_said: object = None  # the lesson last said for a screen reader
        self._lesson_waiting = ""  # a lesson for the player's move, said once "your turn" has been
        self._lesson_timer = QTimer(self)  # or after this, if no "your turn" comes
        self._lesson_timer.setSingleShot(True)
        self._lesson_timer.setInterval(LESSON_WAIT_MS)
        self._lesson_timer.timeout.connect(self._say_waiting_lesson)

    @property
    def active(self) -> bool:
        return self.tutorial is not None

    # -- entering and leaving ---------------------------------------------------------------
    def start(self, family: str | None = None) -> None:
        """Start the deal of ``family`` (a key of ``learn.tutorial.TUTORIALS``), by default the current game's."""
        w = self.window
        c = w.controller
        kept: tuple[tuple[MatchState, int, int] | None, list[TalkEntry]] | None = None
        if self.active:  # another lesson: the game the first one put aside stays aside (not this lesson's deal)
            kept = (self._saved, self._saved_log)
            self.stop(restore=False)
        match = c.match if kept is None else (kept[0][0] if kept[0] is not None else None)
        tutorial = Tutorial(family) if family is not None else Tutorial.for_rules(
            match.rules if match is not None else w.last_rules())
        if kept is not None:
            self._saved, self._saved_log = kept
        elif match is not None and not match.over:
            self._saved = (match, c.undo_count, w.suggestions_used)
            self._saved_log = w.log_entries()
            if match.actions():
                w.autosave()  # the game in progress is kept on disk too, before the tutorial takes the table
        else:
            self._saved = None
            self._saved_log = []
        self.tutorial = tutorial
        self._done_text = None
        self._refusal = ""
        self._lesson_said = None
        self.match = MatchState(tutorial.rules, first_deck=[CARDS[i] for i in tutorial.state.deck],
                                first_dealer=tutorial.dealer)
        self._allow_undo = c.allow_undo
        c.allow_undo = False
        local = c.local
        assert local is not None, "a guided deal is played at the program's own table"
        local.scripted_bot = self._bot_move
        local.move_filter = self._check
        c.actionRefused.connect(self._on_refused)
        c.actionApplied.connect(self._on_applied)
        c.dealFinished.connect(self._on_deal_finished)
        w.context.speech.spoken.connect(self._on_spoken)
        w.enter_tutorial(self)
        local.load_match(self.match, undo_count=0, fresh=True)
        self.update_banner()

    def stop(self, restore: bool = True) -> None:
        """Leave the tutorial; with ``restore`` the game put aside comes back (or a new one is dealt)."""
        if not self.active:
            return
        w = self.window
        c = w.controller
        if c.local is not None:
            c.local.scripted_bot = None
            c.local.move_filter = None
        c.allow_undo = self._allow_undo
        self._lesson_timer.stop()
        self._lesson_waiting = ""
        for signal, slot in ((w.context.speech.spoken, self._on_spoken),
                             (c.actionRefused, self._on_refused), (c.actionApplied, self._on_applied),
                             (c.dealFinished, self._on_deal_finished)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.tutorial = None
        self.match = None
        saved, self._saved = self._saved, None
        w.leave_tutorial()
        if restore:
            if saved is not None:
                w.load_game(saved[0], saved[1], suggestions_used=saved[2])
                w.restore_log(self._saved_log)
            else:
                w.start_game(w.last_rules())
        self.finished.emit()

    def game_aside(self) -> MatchState | None:
        """The game that waits while the tutorial holds the table (it comes back when the tutorial is left)."""
        return self._saved[0] if self._saved is not None else None

    # -- controller hooks -------------------------------------------------------------------
    def _bot_move(self, seat: int) -> Action:
        tutorial = self.tutorial
        assert tutorial is not None
        played = tutorial.advance_bots(limit=1)
        if not played or played[0][0] != seat:  # the script and the table disagree: cannot happen
            raise RuntimeError("the tutorial script is out of step with the table")
        return played[0][1]

    def _check(self, action: Action) -> str | None:
        tutorial = self.tutorial
        if tutorial is None:
            return None
        step = tutorial.current_step
        ok, message = tutorial.try_action(action)
        if ok:
            self._done_text = step.done if step.done is not None else (
                lambda: QCoreApplication.translate("Tutorial", "Well played."))
            self._refusal = ""
            return None
        self._refusal = message
        self.update_banner()
        return message

    def _on_refused(self, message: str) -> None:
        self.window.show_toast(message)
        self.say(message, assertive=True)  # it answers the player's key

    def say(self, message: str, assertive: bool = False) -> None:
        """For a screen reader (the window's voice)."""
        self.window.context.speech.say(message, assertive=assertive)

    def _say_lesson(self, key: object, *parts: str, after_turn: bool = False) -> None:
        """The banner's new lesson, said once (``key``: which lesson; a language change says nothing again);
        ``after_turn``: once the table has said "your turn" (or after ``LESSON_WAIT_MS`` if it does not)."""
        if key == self._lesson_said:
            return
        self._lesson_said = key
        self._say_waiting_lesson()  # one that still waited goes first
        if after_turn:
            self._lesson_waiting = sentences(*parts)
            self._lesson_timer.start()
        else:
            self.say(sentences(*parts))

    def _on_spoken(self, _message: str, assertive: bool) -> None:
        if assertive and self._lesson_waiting:  # the table's "your turn" (or a refusal): the lesson after it
            self._say_waiting_lesson()

    def _say_waiting_lesson(self) -> None:
        self._lesson_timer.stop()
        waiting, self._lesson_waiting = self._lesson_waiting, ""
        if waiting:
            self.say(waiting)

    def _on_applied(self, *_args: object) -> None:
        self.update_banner()

    def _on_deal_finished(self, _result: DealResult) -> None:
        self.update_banner()

    # -- the banner -------------------------------------------------------------------------
    def update_banner(self) -> None:
        tutorial = self.tutorial
        if tutorial is None:
            return
        banner = self.banner
        step = tutorial.current_step
        total = len(tutorial.steps)
        index = tutorial.step_index
        finished = tutorial.finished
        if finished:
            title = QCoreApplication.translate("TutorialMode", "Tutorial: well done!")
            lines = tutorial.instruction().split("\n")
            result_lines = tutorial.result_lines()
            outro = [line for line in lines if line not in result_lines]
            text = "\n".join(outro)
            banner.show_lesson(title, "", text, "", True)
            self._say_lesson("finished", title, text)
            return
        title = QCoreApplication.translate("TutorialMode", "Tutorial, lesson {n} of {total}: {title}").format(
            n=index + 1, total=total - 1, title=step_title(step.kind))
        done = self._done_text() if self._done_text is not None else ""
        if tutorial.bots_to_play:
            text = QCoreApplication.translate("TutorialMode", "Watch the other players…")
        else:
            text = tutorial.instruction()
            if step.action == DECLARE:  # every family's declaration lesson names the key
                text += "\n" + QCoreApplication.translate("TutorialMode", "Press D (or click Declare) to declare.")
        banner.show_lesson(title, ("✓ " + done) if done else "", text, self._refusal, False)
        # said: what the move did at once, then the lesson when the player is to act (its title once)
        if tutorial.bots_to_play:
            self._say_lesson((index, True), *((done, text) if done else (title, text)))
        else:
            told = self._lesson_said == (index, True)  # what the move did went with "Watch the other players"
            self._say_lesson((index, False), "" if told else done, title, text, after_turn=True)

    def result_lines(self) -> list[str]:
        return self.tutorial.result_lines() if self.tutorial is not None else []
