"""The people at a network table (issue 36): ``NetworkSeats``, the part only a network table has (``table.network``;
None at a local table). Who sits where and their comings and goings, the table's take-back rule and name, who the
next deal waits for, the player's own absence (the computer plays for him), the host's sealed copy, the table's
end; the session the player's commands go to.

Between deals the host waits for every person at the table to press Next deal (``waiting_for``); the player
cannot move in the new deal until nobody is waited for. A player idle too long is told, then played for by the
computer until he is back (``come_back``, or any move).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from ..engine import Action, MatchState
from .host_steps import HostSteps
from .seats import SeatModel


class Session(Protocol):
    def act(self, action: Action) -> None: ...
    def take_back(self) -> None: ...
    def ready(self) -> None: ...  # this player pressed Next deal
    def back(self) -> None: ...  # this player is back: the computer stops playing for him
    def leave(self) -> None: ...
    def close(self) -> None: ...


class SessionBridge(QObject):
    """Carries the session thread's messages to the GUI thread (a queued signal)."""

    message = Signal(object)

    def deliver(self, message: dict[str, Any]) -> None:  # called in the session's thread
        self.message.emit(message)


class ShownTable(Protocol):
    """What the network seats read of their table: the match it shows, a deal's result on screen."""

    @property
    def match(self) -> MatchState | None: ...

    @property
    def awaiting_continue(self) -> bool: ...

    @property
    def human_seat(self) -> int: ...


class NetworkSeats(QObject):
    """The network-only events and state of a network table; its seats are in the table's ``SeatModel``."""

    seatsChanged = Signal()  # who sits where changed (names, people or computer)
    tableTalk = Signal(str, int, str)  # what ("joined", "left", "replaced", "came_back", "back"...), seat, name
    tableEnded = Signal(str, str)  # reason ("closed", "over", "lost", "refused", "left"), detail
    copyReceived = Signal(bytes)  # the host's sealed copy of the match
    takeBackRefused = Signal(str)
    shownStill = Signal()  # the table is to be shown as it stands, without animation (joined mid-deal, a take back)
    seatToken = Signal(str)  # the welcome's token: the key that brings this player back to this seat
    asking = Signal(str)  # the host is asked to let this player sit down (joined mid-match); its detail
    waitingChanged = Signal()  # who the table waits for before the next deal changed (``waiting_for``)
    waitingTold = Signal()  # the player tried to move while the table waits for the next deal
    idleWarning = Signal(int)  # the computer plays for this player in so many seconds unless he moves
    awayChanged = Signal(bool)  # the computer plays for this player now (True) or no longer (False)
    whileAway = Signal(object)  # what the computer played for this player while he was away (the host's event)

    def __init__(self, table: ShownTable, seat_model: SeatModel, steps: HostSteps, session: Session | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.seat_model = seat_model
        self.steps = steps
        self.session = session
        self.table_name = ""  # the table's name as its host named it (the welcome's; "" from an older host)
        self.ended: tuple[str, str] | None = None
        self.refusal = ""  # the host's reason code when refused
        self.past_deals: list[Any] = []  # the deals over before this seat (re)joined (the host's past_deals)
        self.take_back_rule = "trick"  # the table's (the welcome's): "off", "trick" (once a trick) or "free"
        self.waiting_for: tuple[int, ...] = ()  # the seats the table waits for to press Next deal
        self.away = False  # the computer plays for this player until he is back
        self.step = -1  # the match's step (actions so far, as the host counts them) of the view the window shows
        self._ready_sent_for: tuple[int, ...] | None = None  # the waiting list already answered by ready()

    @property
    def catching_up(self) -> bool:
        """Steps the host made are still waiting to be shown (the player's view is not the latest yet)."""
        return bool(self.steps.queue)

    @property
    def waits_for_next_deal(self) -> bool:
        """The next deal is on this window's table, but the host waits for people to press Next deal."""
        return (bool(self.waiting_for) and not self.table.awaiting_continue and not self.steps.pending()
                and self.ended is None)

    def next_deal_waits_for(self) -> list[str] | None:
        """The names of the people the new deal on this window's table waits for (this player left out)."""
        if not self.waits_for_next_deal:
            return None
        human = self.table.human_seat
        return [self.seat_model.name(seat) for seat in self.waiting_for if seat != human]

    # -- the host's messages ------------------------------------------------------------------------------
    def welcome(self, message: dict[str, Any]) -> None:
        """Seated: the table's seats, its take-back rule and name; the token that brings the player back."""
        self.seat_model.take_entries(message["seats"])
        self.take_back_rule = str(message.get("take_back", "trick"))
        self.table_name = str(message.get("table", "")) or self.table_name
        self.seatsChanged.emit()
        if message.get("token"):
            self.seatToken.emit(str(message["token"]))

    def on_event(self, message: dict[str, Any]) -> None:
        """The host's events about the people (the table's steps are the table's)."""
        what = message.get("what")
        seat = int(message.get("seat", -1))
        human = self.table.human_seat
        if what == "no_take_back":
            self.takeBackRefused.emit(str(message.get("detail", "")))
        elif what == "idle_warning" and seat == human:
            self.idleWarning.emit(int(message.get("seconds", 0)))
        elif what == "while_away" and seat == human:
            self.whileAway.emit(message)

    def seat_event(self, what: str, seat: int, name: str, back: Callable[[], None]) -> None:
        """Someone joined, left, was replaced, came back, is away or was removed; ``back`` is called when this
        player is back from being away (the table then shows where the game stands)."""
        talk = self.seat_model.seat_event(what, seat, name)
        if seat == self.table.human_seat and what in ("away", "came_back") and self.away != (what == "away"):
            self.away = what == "away"
            if not self.away:
                back()
            self.awayChanged.emit(self.away)
        self.seatsChanged.emit()
        self.tableTalk.emit(talk, seat, name or self.seat_model.name(seat))

    def end(self, message: dict[str, Any]) -> None:
        self.ended = (str(message.get("reason", "closed")), str(message.get("detail", "")))
        self.refusal = str(message.get("refusal", ""))
        self.waiting_for = ()

    # -- Next deal ------------------------------------------------------------------------------------------
    def wait_for(self, seats: list[int]) -> None:
        self.waiting_for = tuple(seats)
        if not seats:
            self._ready_sent_for = None
        self.waitingChanged.emit()

    def ready_if_nothing_to_press(self) -> None:
        """The table waits for this player, but his window shows no deal's end to go on from (he came back
        after it, or the deal's end was dropped): he is ready at once rather than waited for forever."""
        if (self.table.human_seat in self.waiting_for and not self.table.awaiting_continue
                and not self.steps.pending() and self.table.match is not None and self.ended is None
                and self._ready_sent_for != self.waiting_for):
            self.send_ready()

    def send_ready(self) -> None:
        self._ready_sent_for = self.waiting_for
        if self.session is not None:
            self.session.ready()

    # -- the player's own comings and goings ----------------------------------------------------------------
    def come_back(self) -> None:
        """The player is back: the computer stops playing for him (the host answers with came_back)."""
        if self.session is not None and self.ended is None:
            self.session.back()

    def leave_table(self) -> None:
        if self.session is not None:
            self.session.leave()
