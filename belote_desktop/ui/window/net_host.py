"""The host's say over his table's seats, in his table window.

``SeatRequests`` answers the people who ask to sit down mid-match at a seat nobody took before the start: each
request gets its own non-modal question (``SeatRequestBox``: No is the default, Esc says No) that the host
answers when he likes; the table's own end of a request (the asker left, or waited too long) closes its
question and is said in the talk. ``SeatRemoval`` is the "Table open" panel's seat buttons: after a plain
question, the seat goes to the computer for the rest of the match (its player, if connected, is sent away,
and his key to the seat no longer opens it). ``idle_limit_words`` tells the table how long a player may sit
without moving before the computer plays for him.

The session is the window's ``net.session.HostSession``; its events come from ``HostEvents.happened``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Ruleset
from ..dialogs.host_dialog import seat_place
from ..look.themed import controls_palette, question_box, themed_root
from ..audio.voice import Speech
from .talk import TableTalk


def idle_limit_words(seconds: int) -> str:
    """The table's idle limit, in the player's words."""
    if seconds <= 0:
        return QCoreApplication.translate("NetHost", "At this table, the game waits for a player who does not move.")
    if seconds % 60 == 0:
        minutes = seconds // 60
        span = (QCoreApplication.translate("NetHost", "1 minute") if minutes == 1
                else QCoreApplication.translate("NetHost", "{n} minutes").format(n=minutes))
    else:
        span = QCoreApplication.translate("NetHost", "{n} seconds").format(n=seconds)
    return QCoreApplication.translate(
        "NetHost", "At this table, the computer plays for a player who does not move for {span}, until they are "
                   "back.").format(span=span)


class HostSessionLike(Protocol):
    """What these parts ask of the window's HostSession."""

    def answer_seat_request(self, request: int, yes: bool, not_this_match: bool = False) -> None: ...

    def remove_seat(self, seat: int) -> None: ...

    def seats(self) -> list[dict[str, Any]]: ...


# -- a request to sit down ------------------------------------------------------------------------------

class SeatRequestBox(QDialog):
    """"Bob asks to sit down at seat West…": the host's answer, when he likes (non-modal): yes, no, or not during
    this match (``answered``: "yes", "no" or "never"). No is the default button; Esc and the close button say No.
    ``withdraw()`` closes it without an answer."""

    answered = Signal(str)

    def __init__(self, parent: QWidget | None, name: str, place: str) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.setWindowTitle(QCoreApplication.translate("NetHost", "{name} asks to sit down").format(name=name))
        self.setPalette(controls_palette(self.palette()))
        self.settled = False
        root = themed_root(self)
        lay = QVBoxLayout(root)
        lay.setContentsMargins(16, 12, 16, 12)
        self.question = QLabel(QCoreApplication.translate(
            "NetHost", "{name} asks to sit down in {player}'s seat, where the computer plays now. Let {name} play "
                       "this seat?").format(name=name, player=place), root)
        self.question.setWordWrap(True)
        lay.addWidget(self.question)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.yes_button = QPushButton(QCoreApplication.translate("NetHost", "&Let {name} sit down").format(name=name), root)
        self.no_button = QPushButton(QCoreApplication.translate("NetHost", "&No"), root)
        # issue 70: a player who asks again and again is refused at once for the rest of the match
        self.never_button = QPushButton(QCoreApplication.translate("NetHost", "Not &during this match"), root)
        self.no_button.setDefault(True)  # Enter keeps the computer at the seat: seating someone is the choice
        self.yes_button.setAutoDefault(False)
        self.never_button.setAutoDefault(False)
        for button, answer in ((self.yes_button, "yes"), (self.never_button, "never"), (self.no_button, "no")):
            button.clicked.connect(lambda _=False, answer=answer: self._answer(answer))
            buttons.addWidget(button)
        lay.addLayout(buttons)
        self.setAccessibleDescription(" ".join(
            [self.question.text()] + [b.text().replace("&", "") for b in (self.yes_button, self.never_button,
                                                                           self.no_button)]))
        self.resize(460, self.sizeHint().height())

    def _answer(self, answer: str) -> None:
        if not self.settled:
            self.settled = True
            self.answered.emit(answer)
        self.hide()
        self.deleteLater()

    def reject(self) -> None:  # Esc: No
        self._answer("no")

    def closeEvent(self, event: QCloseEvent) -> None:
        event.accept()
        self._answer("no")

    def withdraw(self) -> None:
        """The request ended at the table: close without answering."""
        self.settled = True
        self.hide()
        self.deleteLater()


class SeatRequests(QObject):
    """The questions of the people asking to sit down, one per request, answered through ``session``."""

    def __init__(self, parent: QWidget, session: HostSessionLike, rules: Ruleset, host_seat: int, talk: TableTalk,
                 speech: Speech, names: Callable[[], list[str]] | None = None) -> None:
        super().__init__(parent)
        self.names = names  # the names on the table's plates: a seat is called by the name the host sees there
        self.parent_widget = parent
        self.session = session
        self.rules = rules
        self.host_seat = host_seat
        self.talk = talk
        self.speech = speech
        self.open: dict[int, SeatRequestBox] = {}  # request -> its question
        self.asked_at: dict[int, str] = {}  # request -> the name on the seat's plate when it came (the computer's)

    def shown_name(self, seat: int) -> str:
        """The name on ``seat``'s plate now ("" when unknown)."""
        shown = self.names() if self.names is not None else []
        return shown[seat] if 0 <= seat < len(shown) else ""

    def place(self, seat: int, shown: str | None = None) -> str:
        """Who the seat is to the host: the name on its plate when asked (``shown``), else its side."""
        shown = self.shown_name(seat) if shown is None else shown
        if shown:
            return shown
        return seat_place(self.rules, seat, self.host_seat) if 0 <= seat < self.rules.players else str(seat)

    def on_event(self, event: dict[str, Any]) -> None:
        what = event.get("event")
        if what == "seat_request":
            self.ask(int(event["request"]), int(event["seat"]), str(event.get("name", "")))
        elif what == "seat_request_over":
            self.over(int(event["request"]), int(event["seat"]), str(event.get("name", "")),
                      str(event.get("outcome", "")))

    def ask(self, request: int, seat: int, name: str) -> None:
        if request in self.open:
            return
        self.asked_at[request] = self.shown_name(seat)
        box = SeatRequestBox(self.parent_widget, name, self.place(seat))
        box.answered.connect(lambda answer: self._answered(request, answer))
        self.open[request] = box
        box.show()
        if len(self.open) > 1:  # several at once: each a little lower, none hidden under another
            step = 28 * (len(self.open) - 1)
            box.move(box.pos() + QPoint(step, step))
        box.raise_()
        self.speech.say(box.question.text())  # once, for a screen reader (the box takes no focus from the game)

    def _answered(self, request: int, answer: str) -> None:
        self.open.pop(request, None)
        if answer == "never":
            self.session.answer_seat_request(request, False, not_this_match=True)
        else:
            self.session.answer_seat_request(request, answer == "yes")

    def over(self, request: int, seat: int, name: str, outcome: str) -> None:
        """The table's word on a request: its question closes if still open; what happened goes in the talk."""
        box = self.open.pop(request, None)
        if box is not None:
            box.withdraw()
        shown = self.asked_at.pop(request, self.shown_name(seat))  # (after a yes, the plate shows the newcomer)
        words = request_outcome_words(outcome, name, self.place(seat, shown))
        if words:
            self.talk.log(lambda: request_outcome_words(outcome, name, self.place(seat, shown)))
            if box is not None:  # its question vanished: the reader hears why
                self.speech.say(words)

    def close_all(self) -> None:
        for box in self.open.values():
            box.withdraw()
        self.open.clear()


def request_outcome_words(outcome: str, name: str, player: str) -> str:
    """How a request to sit down in ``player``'s seat (the name on its plate) ended, for the host's talk."""
    words = {
        "yes": QCoreApplication.translate("NetHost", "You let {name} sit down in {player}'s seat."),
        "no": QCoreApplication.translate("NetHost", "You kept the computer in {player}'s seat: {name} was told no."),
        "never": QCoreApplication.translate(
            "NetHost", "You kept the computer in {player}'s seat: {name} cannot ask to sit down again for the rest "
                       "of the match."),
        "gone": QCoreApplication.translate(
            "NetHost", "{name} stopped asking to sit down in {player}'s seat (they left)."),
        "timeout": QCoreApplication.translate(
            "NetHost", "{name} asked to sit down in {player}'s seat, but the question went unanswered for too "
                       "long: the computer keeps the seat."),
    }.get(outcome, "")
    return words.format(name=name, player=player)


# -- a seat given to the computer for good ---------------------------------------------------------------

class SeatRemoval(QObject):
    """The panel's seat buttons: asked plainly (over ``panel``), then ``session.remove_seat`` (the table's
    ``removed`` reaches the talk as every player's window says it)."""

    def __init__(self, panel: QWidget, session: HostSessionLike, rules: Ruleset, host_seat: int,
                 interactive: bool) -> None:
        super().__init__(panel)
        self.panel = panel
        self.session = session
        self.rules = rules
        self.host_seat = host_seat
        self.interactive = interactive  # False (tests): nobody is asked, as Messages.ask

    def place(self, seat: int) -> str:
        return seat_place(self.rules, seat, self.host_seat) if 0 <= seat < self.rules.players else str(seat)

    def request(self, seat: int, name: str, seated: bool) -> bool:
        """Ask, then give ``seat`` to the computer for good (``seated``: a friend sits there, he is sent away);
        whether it was done."""
        title, question, yes, no = removal_question(self.place(seat), name, seated)
        if self.interactive:
            box, yes_button = question_box(self.panel, title, question, yes, no, default_yes=False)
            box.exec()
            if box.clickedButton() is not yes_button:
                return False
        self.session.remove_seat(seat)
        return True


def removal_question(place: str, name: str, seated: bool) -> tuple[str, str, str, str]:
    """The question before a seat goes to the computer for the rest of the match: title, words, yes, no."""
    if seated:
        return (QCoreApplication.translate("NetHost", "Remove {name} from the table").format(name=name),
                QCoreApplication.translate(
                    "NetHost", "{name} leaves the table now, and the computer plays {place} for the rest of the match. "
                               "{name} cannot come back to this seat.").format(name=name, place=place),
                QCoreApplication.translate("NetHost", "Remove {name}").format(name=name),
                QCoreApplication.translate("NetHost", "Keep {name}").format(name=name))
    words = (QCoreApplication.translate(
        "NetHost", "The computer plays {place} for the rest of the match. {name}, who left, cannot come back to this "
                   "seat, and nobody else can sit there.").format(name=name, place=place) if name
             else QCoreApplication.translate(
        "NetHost", "The computer plays {place} for the rest of the match: nobody can sit there any more.").format(
        place=place))
    return (QCoreApplication.translate("NetHost", "Give {place} to the computer").format(place=place), words,
            QCoreApplication.translate("NetHost", "Give it to the computer"),
            QCoreApplication.translate("NetHost", "Keep the seat"))

