"""RemoteController: the window's controller at a table on the network (issue 36).

The host's engine is the only judge: this controller never applies a move itself. The player's move is
checked against the seat's own view (a refused one is explained as at a local table) and sent; what the
host answers (``net.session.ClientSession``'s messages, delivered to the GUI thread by ``SessionBridge``)
moves the window's ``RemoteMatch`` (``net/mirror.py``) step by step, with the same signals as
``GameController`` so the table, the animations, the talk, the hints, Suggest, Review and Compare work
unchanged. Steps that arrive while the table animates, while a deal's result is on screen or while a modal
dialog is open wait in a queue and are shown one by one.

Between deals the host waits for every person at the table to press Next deal (``waiting``); the player
cannot move in the new deal until nobody is waited for. A player idle too long is told, then played for by
the computer until he is back (``back``, or any move). Once the table has ended, the steps not shown yet are
dropped: the window stays on what was shown, with nothing left to play.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Action, DealState, IllegalActionError, MatchState, PlayerView, Reason, Ruleset
from ..engine.actions import Declare, PlayCard
from ..engine.state import Phase
from ..net.mirror import RemoteDeal, RemoteMatch
from .controller import GameController


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


@dataclass
class _Step:
    view: PlayerView
    message: dict[str, Any]
    action: tuple[int, Action] | None = None
    finished: DealState | None = None  # the real deal this step ended
    deal_scores: list[int] | None = None
    reset: bool = False  # a take back or a view that catches up: shown at once, without an animation
    over: dict[str, Any] | None = field(default=None)
    backlog: tuple[DealState, ...] = ()  # deals that ended in the steps this view catches up on


class RemoteController(GameController):
    """Plays one seat of a network table; the other seats are people or the host's computer players."""

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

    is_remote = True

    def __init__(self, parent: QObject | None = None, session: Session | None = None) -> None:
        super().__init__(parent, human_seat=0)
        self.session = session
        self.auto_bots = False
        self.seats: list[dict[str, Any]] = []
        self.table_name = ""  # the table's name as its host named it (the welcome's; "" from an older host)
        self.table_rules = None
        self.ended: tuple[str, str] | None = None
        self.refusal = ""
        self.seat_levels: dict[int, str] = {}  # the computer's level per seat, where known (the host's window)
        self._queue: deque[_Step] = deque()
        self._action: tuple[int, Action] | None = None
        self._finished: DealState | None = None
        self._deal_scores: list[int] | None = None
        self._reset_next = False
        self._waiting_over: _Step | None = None
        self._sent_at_step = -1  # the step at which the player's move was sent (one move a step)
        self._last_step = -1
        self.past_deals: list[Any] = []  # the deals over before this seat (re)joined (the host's past_deals)
        self.take_back_rule = "trick"  # the table's (the welcome's): "off", "trick" (once a trick) or "free"
        self._took_back_in: tuple[int, int, int] | None = None  # the trick of this seat's last take back
        self.waiting_for: tuple[int, ...] = ()  # the seats the table waits for to press Next deal
        self.away = False  # the computer plays for this player until he is back
        self._ready_sent_for: tuple[int, ...] | None = None  # the waiting list already answered by ready()

    # -- the session's messages (GUI thread) ---------------------------------------------------
    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.human_seat = int(message["seat"])
            self.seats = [dict(s) for s in message["seats"]]
            self.take_back_rule = str(message.get("take_back", "trick"))
            self.table_name = str(message.get("table", "")) or self.table_name
            self.seatsChanged.emit()
            if message.get("token"):
                self.seatToken.emit(str(message["token"]))
        elif kind == "view":
            self._on_view(message)
        elif kind == "past_deals":
            self.past_deals = list(message.get("parsed", []))
        elif kind == "copy":
            parsed = message.get("parsed")
            if isinstance(parsed, bytes):
                self.copyReceived.emit(parsed)
        elif kind == "event":
            self._on_event(message)
        elif kind in ("asking", "wait"):  # joined mid-match: the host's player is asked to let him sit down
            self.asking.emit(str(message.get("detail", "")))
        elif kind == "ended":
            self._on_ended(message)

    def _on_ended(self, message: dict[str, Any]) -> None:
        self.ended = (str(message.get("reason", "closed")), str(message.get("detail", "")))
        self.refusal = str(message.get("refusal", ""))  # the host's reason code when refused
        if self._waiting_over is not None:  # the table ended before its match_over: show the last step
            self._queue.append(self._waiting_over)
            self._waiting_over = None
        self._drop_unfinished_steps()
        self.waiting_for = ()
        self.botThinking.emit(-1)
        self.tableEnded.emit(*self.ended)
        self._emit_history()
        self.stateChanged.emit()
        self._drain()

    def _drop_unfinished_steps(self) -> None:
        """The table ended: the queued steps after the last one that ended a deal are dropped (nobody plays
        them any more); a deal's end, the match's above all, is still shown, for its result and Review."""
        while self._queue and self._queue[-1].finished is None:
            self._queue.pop()

    def _on_event(self, message: dict[str, Any]) -> None:
        what = message.get("what")
        seat = int(message.get("seat", -1))
        name = str(message.get("name", ""))
        if what == "action":
            self._action = (seat, message["parsed"])
        elif what == "deal_over":
            self._finished = message.get("finished")
            self._deal_scores = list(message.get("scores", []))
        elif what == "match_over":
            step = self._waiting_over
            if step is not None:
                step.over = message
                self._waiting_over = None
                self._queue.append(step)
                self._drain()
        elif what == "took_back":
            if seat == self.human_seat:
                self._took_back_in = self._last_move_trick()
            self._sent_at_step = -1  # the step goes back: a move at a step already played may be sent again
            self._reset_next = True
            self._queue.clear()  # the steps not shown yet are undone too
            self.tableTalk.emit("took_back", seat, self._name(seat))
        elif what == "no_take_back":
            self.takeBackRefused.emit(str(message.get("detail", "")))
        elif what == "waiting":
            self._on_waiting([int(s) for s in message.get("seats", [])])
        elif what == "idle_warning" and seat == self.human_seat:
            self.idleWarning.emit(int(message.get("seconds", 0)))
        elif what == "while_away" and seat == self.human_seat:
            self.whileAway.emit(message)
        elif what in ("joined", "left", "replaced", "came_back", "away", "removed"):
            self._seat_event(what, seat, name)

    def _on_waiting(self, seats: list[int]) -> None:
        self.waiting_for = tuple(seats)
        if not seats:
            self._ready_sent_for = None
        self.waitingChanged.emit()
        if self._step_pending():
            return  # the deal's end is still to be shown: the window tells who it waits for after it
        self._ready_if_nothing_to_press()
        self.stateChanged.emit()
        self._say_who_thinks()

    def _ready_if_nothing_to_press(self) -> None:
        """The table waits for this player, but his window shows no deal's end to go on from (he came back
        after it, or the deal's end was dropped): he is ready at once rather than waited for forever."""
        if (
            self.human_seat in self.waiting_for
            and not self._awaiting_continue
            and not self._step_pending()
            and self.match is not None
            and self.ended is None
            and self._ready_sent_for != self.waiting_for
        ):
            self._send_ready()

    def _step_pending(self) -> bool:
        """Steps are still to be shown: queued, or begun (an action, a deal's end) and waiting for their view."""
        return bool(self._queue) or self._action is not None or self._finished is not None

    def _send_ready(self) -> None:
        self._ready_sent_for = self.waiting_for
        if self.session is not None:
            self.session.ready()

    def _seat_event(self, what: str, seat: int, name: str) -> None:
        talk = what
        if 0 <= seat < len(self.seats):
            entry = self.seats[seat]
            if what == "came_back" and entry.get("away") and entry.get("connected", True):
                talk = "back"  # he never left: the computer played for him while he was idle
            if what in ("joined", "came_back"):
                entry.update(kind="remote", name=name or entry.get("name", ""), connected=True)
                entry.pop("away", None)
            elif what == "left":
                entry["connected"] = False
            elif what in ("replaced", "removed"):
                entry["connected"] = False
                entry["replaced"] = True
                if what == "removed":  # given to the computer for good: its player does not come back
                    entry["removed"] = True
            elif what == "away":
                entry["away"] = True
            if what in ("joined", "came_back"):
                entry.pop("replaced", None)
                entry.pop("removed", None)
        if seat == self.human_seat and what in ("away", "came_back") and self.away != (what == "away"):
            self.away = what == "away"
            if not self.away and self._queue:
                self._catch_up_to_latest()
            self.awayChanged.emit(self.away)
        self.seatsChanged.emit()
        self.tableTalk.emit(talk, seat, name or self._name(seat))
        self._emit_history()

    def _on_view(self, message: dict[str, Any]) -> None:
        view: PlayerView = message["parsed"]
        step = _Step(view, message, self._action, self._finished, self._deal_scores, self._reset_next)
        self._action = self._finished = self._deal_scores = None
        self._reset_next = False
        if view.phase is Phase.DONE and step.finished is not None:
            self._waiting_over = step  # the match is over: its match_over (the winner) comes next
            return
        if step.action is None and not step.reset and self.match is not None:
            self._catch_up(step)
        self._queue.append(step)
        self._drain()

    def _catch_up_to_latest(self) -> None:
        """Back after the computer played for him: the latest step queued is shown as it stands, not each one."""
        latest = self._queue[-1]
        step = _Step(latest.view, latest.message)
        self._catch_up(step)
        self._queue.append(step)
        self._drain()

    def _catch_up(self, step: _Step) -> None:
        """A view that follows no action (the player is back after the computer played for him): the table as
        it stands, at once, instead of the steps still queued; the deals they ended stay on the score sheet
        and the deal's end on screen is left."""
        step.reset = True
        step.backlog = tuple(s.finished for s in self._queue if s.finished is not None)
        self._queue.clear()
        self._awaiting_continue = False

    # -- showing the steps one by one ---------------------------------------------------------
    def _drain(self) -> None:
        while self._queue and self._may_show():
            self._show(self._queue.popleft())

    def _may_show(self) -> bool:
        if self._busy or self._held_by_dialog():
            return False
        head = self._queue[0]
        return not (self._awaiting_continue and not head.reset)

    def _resume_after_dialog(self) -> None:
        self._drain()

    def _show(self, step: _Step) -> None:
        before = self.match
        view = step.view
        number = int(step.message.get("step", 0))
        scores = list(step.message.get("scores", []))
        self._last_step = number
        if before is None or step.action is None or step.reset:
            finished = (before.finished if before is not None else tuple(self.past_deals)) + step.backlog
            self.match = RemoteMatch(view.rules, RemoteDeal(view, scores), finished, scores, number)
            self._awaiting_continue = False
            if not step.reset and not view.history:
                self._after_change(fresh=True)  # a deal about to be dealt: the window deals it
            else:  # joined (or came back) mid-deal, or a take back: the table as it stands
                self._emit_history()
                self.shownStill.emit()
                self.stateChanged.emit()
                self._say_who_thinks()
            self._ready_if_nothing_to_press()
            return
        seat, action = step.action
        if step.finished is not None:
            finished = before.finished + (step.finished,)
            over = step.over is not None
            deal: RemoteDeal | DealState = step.finished if over else RemoteDeal(view, scores)
            winner = int(step.over.get("winner", -1)) if step.over is not None else -1
            final = list(step.over.get("scores", scores)) if step.over is not None else scores
            after = RemoteMatch(view.rules, deal, finished, final, number, over=over, winner=winner)
        else:
            after = RemoteMatch(view.rules, RemoteDeal(view, before.deal.match_scores), before.finished, scores, number)
        self.match = after
        self._redo = []
        deal_closed = step.finished is not None
        if deal_closed:
            self._awaiting_continue = True
        self.botThinking.emit(-1)
        self.actionApplied.emit(before, action, after)
        trick_closed = deal_closed or len(after.deal.tricks) > len(before.deal.tricks)
        if trick_closed:
            self.trickFinished.emit()
        if deal_closed:
            assert step.finished is not None
            self.dealFinished.emit(step.finished.result())
            if after.over:
                self.matchFinished.emit(after.winner)
        self._emit_history()
        self.stateChanged.emit()
        self._say_who_thinks()

    def _after_change(self, fresh: bool) -> None:
        self._emit_history()
        if fresh:
            self.dealStarted.emit()
        self.stateChanged.emit()
        self._say_who_thinks()

    def _say_who_thinks(self) -> None:
        seat = self.current_player()
        self.botThinking.emit(seat if seat >= 0 and seat != self.human_seat else -1)

    @property
    def step(self) -> int:
        """The match's step (actions so far, as the host counts them) of the view the window shows."""
        return self._last_step

    @property
    def catching_up(self) -> bool:
        """Steps the host made are still waiting to be shown (the player's view is not the latest yet)."""
        return bool(self._queue)

    # -- the GameController interface ----------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        if self._busy == busy:
            return
        self._busy = busy
        if not busy:
            QTimer.singleShot(0, self._drain)

    def continue_deal(self) -> None:
        """Next deal: the host is told this player is ready (the table waits for every person), and the
        window shows the next deal, where he moves once nobody is waited for any more."""
        if not self._awaiting_continue or self.match is None or self.match.over or self.ended is not None:
            return
        self._awaiting_continue = False
        self._emit_history()
        self.dealStarted.emit()
        self.stateChanged.emit()
        self._say_who_thinks()
        if self.away:
            self.come_back()
        self._send_ready()
        QTimer.singleShot(0, self._drain)

    def new_game(self, rules: Ruleset, seed: int | str | None = None, first_dealer: int | None = None) -> None:
        raise TypeError("a network table's game is the host's")

    def load_match(
        self,
        match: MatchState,
        undo_count: int = 0,
        fresh: bool = False,
        seed_origin: tuple[object, int] | None = None,
        repeatable: bool = False,
    ) -> None:
        raise TypeError("a network table's game is the host's")

    def come_back(self) -> None:
        """The player is back: the computer stops playing for him (the host answers with came_back)."""
        if self.session is not None and self.ended is None:
            self.session.back()

    @property
    def waits_for_next_deal(self) -> bool:
        """The next deal is on this window's table, but the host waits for people to press Next deal."""
        return (
            bool(self.waiting_for) and not self._awaiting_continue and not self._step_pending() and self.ended is None
        )

    def next_deal_waits_for(self) -> list[str] | None:
        """The names of the people the new deal on this window's table waits for (this player left out)."""
        if not self.waits_for_next_deal:
            return None
        return [self._name(seat) for seat in self.waiting_for if seat != self.human_seat]

    def current_player(self) -> int:
        if self.waits_for_next_deal or self.ended is not None:
            return -1  # nobody moves: the deal waits for people, or the table has ended
        return super().current_player()

    def view(self) -> PlayerView | None:
        """The seat's view; while nobody moves (see current_player) with nobody's turn in it, so that no plate
        glows and no card is offered."""
        view = super().view()
        if view is not None and view.current_player >= 0 and self.current_player() < 0 and not self._awaiting_continue:
            return replace(view, current_player=-1, legal_actions=())
        return view

    def is_bot_seat(self, seat: int) -> bool:
        return seat != self.human_seat

    def is_person(self, seat: int) -> bool:
        """A person plays ``seat`` now (this window's player, or another player connected to the table)."""
        if seat == self.human_seat:
            return True
        entry = self.seats[seat] if 0 <= seat < len(self.seats) else {}
        return (
            entry.get("kind") in ("remote", "host")
            and entry.get("connected", True)
            and not entry.get("replaced", False)
            and not entry.get("away", False)
        )

    def known_level(self, seat: int) -> str | None:
        """The level of the computer at ``seat`` when this window knows it (the host's own window), else None."""
        return self.seat_levels.get(seat)

    def level_of(self, seat: int) -> str:
        return self.known_level(seat) or "intermediate"

    def _name(self, seat: int) -> str:
        entry = self.seats[seat] if 0 <= seat < len(self.seats) else {}
        return str(entry.get("name", ""))

    def human_action(self, action: Action) -> bool:
        match = self.match
        if match is None or self._awaiting_continue or match.over or self.ended is not None:
            return False
        if not self._may_send(match, action):
            return False
        self._sent_at_step = self._last_step
        if self.session is not None:
            self.session.act(action)
        return True

    def _may_send(self, match: MatchState, action: Action) -> bool:
        """Whether the player's ``action`` goes to the host now; a refusal the player should hear is signalled."""
        if self.waits_for_next_deal:
            self.waitingTold.emit()  # the host would drop it: the deal has not begun for everyone
            return False
        if match.current_player() != self.human_seat or self._queue:
            self.illegalAction.emit(Reason.WRONG_PHASE, {"not_your_turn": True})
            return False
        error = match.deal.why_illegal(action)
        if error is not None:
            self.illegalAction.emit(error.reason, error.params)
            return False
        return self._sent_at_step != self._last_step  # one move a step: the host's answer is on its way

    def why_illegal(self, action: Action) -> IllegalActionError | None:
        if self.match is None:
            return None
        return self.match.deal.why_illegal(action)

    def can_undo(self) -> bool:
        """The player may take back his last move of this deal when only computer players moved since, as the
        table's rule allows: never when "off", once a trick when "trick"."""
        match = self.match
        if match is None or not self._take_back_allowed(match):
            return False
        history = match.deal.history
        mine = [i for i, (seat, _) in enumerate(history) if seat == self.human_seat]
        if not mine or self._took_back_in_this_trick():
            return False
        return all(not self.is_person(seat) for seat, _ in history[mine[-1] + 1 :])

    def _take_back_allowed(self, match: MatchState) -> bool:
        """Undo is on, the table's rule allows take backs, and a deal is being played."""
        if not self.allow_undo or self.take_back_rule == "off":
            return False
        return not (self._awaiting_continue or match.over or self.ended)

    def _took_back_in_this_trick(self) -> bool:
        """The rule "trick" and this seat took a move back in the trick of its last move already."""
        return (
            self.take_back_rule == "trick"
            and self._took_back_in is not None
            and self._last_move_trick() == self._took_back_in
        )

    def _last_move_trick(self) -> tuple[int, int, int] | None:
        """The trick this seat's last move of the deal was made in, as the host counts it for its take-back rule:
        (deal index, 0 in the auction else 1, tricks done before it)."""
        match = self.match
        if match is None:
            return None
        history = match.deal.history
        mine = [i for i, (seat, _) in enumerate(history) if seat == self.human_seat]
        if not mine:
            return None
        before = [action for _, action in history[: mine[-1] + 1]]
        played = sum(1 for action in before[:-1] if isinstance(action, PlayCard))
        in_play = any(isinstance(action, (PlayCard, Declare)) for action in before)
        return len(match.finished), 1 if in_play else 0, played // match.rules.players

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        if not self.can_undo() or self.session is None:
            return False
        self.undo_count += 1
        self.session.take_back()
        return True

    def redo(self) -> bool:
        return False

    def can_claim(self) -> bool:
        return False  # the host would have to settle it: not at a network table (yet)

    def play_bot_move_now(self) -> Action | None:
        return None

    def _maybe_start_bot(self) -> None:
        return  # the host's computer players play the other seats

    def leave_table(self) -> None:
        if self.session is not None:
            self.session.leave()
