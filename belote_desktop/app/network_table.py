"""NetworkTable: the window's table at a game on the network (issue 36).

The host's engine is the only judge: this table never applies a move itself. The player's move is checked
against the seat's own view (a refused one is explained as at a local table) and sent; what the host answers
(``net.session.ClientSession``'s messages, delivered to the GUI thread by ``presence.SessionBridge``) moves the
window's ``RemoteMatch`` (``net/mirror.py``) step by step, with the same signals as a local table, so the table,
the animations, the talk, the hints, Suggest, Review and Compare work unchanged. Steps that arrive while the table
animates, while a deal's result is on screen or while a modal dialog is open wait in a queue
(``host_steps.HostSteps``) and are shown one by one. Once the table has ended, the steps not shown yet are
dropped: the window stays on what was shown, with nothing left to play. The people at the table, their comings
and goings and the table's end are ``network`` (``presence.NetworkSeats``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ..engine import Action, DealState, MatchState, PlayerView
from ..engine.actions import Declare, PlayCard
from ..engine.state import Phase
from ..net.mirror import RemoteDeal, RemoteMatch
from .host_steps import HostSteps, Step
from .presence import NetworkSeats, Session
from .table import Table

SEAT_EVENTS = frozenset({"joined", "left", "replaced", "came_back", "away", "removed"})


class NetworkTable(Table):
    """Plays one seat of a network table; the other seats are people or the host's computer players."""

    def __init__(self, parent: QObject | None = None, session: Session | None = None) -> None:
        super().__init__(parent, human_seat=0, networked=True)
        self.steps = HostSteps()
        self.network: NetworkSeats = NetworkSeats(self, self.seat_model, self.steps, session, self)
        self._sent_at_step = -1  # the step at which the player's move was sent (one move a step)
        self._took_back_in: tuple[int, int, int] | None = None  # the trick of this seat's last take back
        self._dialog_timer = QTimer(self)  # looks again while a modal dialog holds the steps
        self._dialog_timer.setSingleShot(True)
        self._dialog_timer.setInterval(150)
        self._dialog_timer.timeout.connect(self._drain)

    # -- the session's messages (GUI thread) ----------------------------------------------------------------
    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        net = self.network
        if kind == "welcome":
            self.timeline.human_seat = int(message["seat"])
            net.welcome(message)
        elif kind == "view":
            self._on_view(message)
        elif kind == "past_deals":
            net.past_deals = list(message.get("parsed", []))
        elif kind == "copy":
            parsed = message.get("parsed")
            if isinstance(parsed, bytes):
                net.copyReceived.emit(parsed)
        elif kind == "event":
            self._on_event(message)
        elif kind in ("asking", "wait"):  # joined mid-match: the host's player is asked to let him sit down
            net.asking.emit(str(message.get("detail", "")))
        elif kind == "ended":
            self._on_ended(message)

    def _on_ended(self, message: dict[str, Any]) -> None:
        net = self.network
        net.end(message)
        self.steps.end()
        self.botThinking.emit(-1)
        assert net.ended is not None
        net.tableEnded.emit(*net.ended)
        self.timeline.tell_history()
        self.stateChanged.emit()
        self._drain()

    def _on_event(self, message: dict[str, Any]) -> None:
        what = message.get("what")
        seat = int(message.get("seat", -1))
        steps = self.steps
        if what == "action":
            steps.action = (seat, message["parsed"])
        elif what == "deal_over":
            steps.finished = message.get("finished")
            steps.deal_scores = list(message.get("scores", []))
        elif what == "match_over":
            self._match_over(message)
        elif what == "took_back":
            self._took_back(seat)
        elif what == "waiting":
            self._on_waiting([int(s) for s in message.get("seats", [])])
        elif what in SEAT_EVENTS:
            self.network.seat_event(what, seat, str(message.get("name", "")), self._catch_up_to_latest)
            self.timeline.tell_history()
        else:
            self.network.on_event(message)

    def _match_over(self, message: dict[str, Any]) -> None:
        step = self.steps.waiting_over
        if step is not None:
            step.over = message
            self.steps.waiting_over = None
            self.steps.queue.append(step)
            self._drain()

    def _took_back(self, seat: int) -> None:
        if seat == self.human_seat:
            self._took_back_in = self._last_move_trick()
        self._sent_at_step = -1  # the step goes back: a move at a step already played may be sent again
        self.steps.reset_next = True
        self.steps.queue.clear()  # the steps not shown yet are undone too
        self.network.tableTalk.emit("took_back", seat, self.seat_model.name(seat))

    def _on_waiting(self, seats: list[int]) -> None:
        self.network.wait_for(seats)
        if self.steps.pending():
            return  # the deal's end is still to be shown: the window tells who it waits for after it
        self.network.ready_if_nothing_to_press()
        self.stateChanged.emit()
        self._say_who_thinks()

    def _on_view(self, message: dict[str, Any]) -> None:
        view: PlayerView = message["parsed"]
        step = self.steps.take_view(view, message)
        if view.phase is Phase.DONE and step.finished is not None:
            self.steps.waiting_over = step  # the match is over: its match_over (the winner) comes next
            return
        if step.action is None and not step.reset and self.match is not None:
            self._catch_up(step)
        self.steps.queue.append(step)
        self._drain()

    def _catch_up_to_latest(self) -> None:
        """Back after the computer played for him: the latest step queued is shown as it stands, not each one."""
        if not self.steps.queue:
            return
        latest = self.steps.queue[-1]
        step = Step(latest.view, latest.message)
        self._catch_up(step)
        self.steps.queue.append(step)
        self._drain()

    def _catch_up(self, step: Step) -> None:
        """A view that follows no action (the player is back after the computer played for him): the table as
        it stands, at once, instead of the steps still queued; the deal's end on screen is left."""
        self.steps.catch_up(step)
        self.timeline.awaiting_continue = False

    # -- showing the steps one by one -----------------------------------------------------------------------
    def _drain(self) -> None:
        while self.steps.queue and self._may_show():
            self._show(self.steps.queue.popleft())

    def _may_show(self) -> bool:
        if self.timeline.busy or self._held_by_dialog():
            return False
        return not (self.awaiting_continue and not self.steps.queue[0].reset)

    def _held_by_dialog(self) -> bool:
        if not self.pace.dialog_open():
            return False
        self._dialog_timer.start()
        return True

    def _show(self, step: Step) -> None:
        self.network.step = int(step.message.get("step", 0))
        if self.match is None or step.action is None or step.reset:
            self._show_still(step)
        else:
            self._show_move(step, step.action)

    def _show_still(self, step: Step) -> None:
        """The table as the step's view has it: a deal about to be dealt, else as it stands (joined or came back
        mid-deal, a take back)."""
        before, view = self.match, step.view
        scores = list(step.message.get("scores", []))
        finished = (before.finished if before is not None else tuple(self.network.past_deals)) + step.backlog
        t = self.timeline
        t.match = RemoteMatch(view.rules, RemoteDeal(view, scores), finished, scores, self.network.step)
        t.awaiting_continue = False
        t.tell_history()
        if not step.reset and not view.history:
            self.dealStarted.emit()  # a deal about to be dealt: the window deals it
        else:
            self.network.shownStill.emit()
        self.stateChanged.emit()
        self._say_who_thinks()
        self.network.ready_if_nothing_to_press()

    def _show_move(self, step: Step, moved: tuple[int, Action]) -> None:
        before, view = self.match, step.view
        assert before is not None
        scores = list(step.message.get("scores", []))
        number = self.network.step
        if step.finished is not None:
            over = step.over is not None
            deal: RemoteDeal | DealState = step.finished if over else RemoteDeal(view, scores)
            winner = int(step.over.get("winner", -1)) if step.over is not None else -1
            final = list(step.over.get("scores", scores)) if step.over is not None else scores
            after = RemoteMatch(view.rules, deal, before.finished + (step.finished,), final, number, over=over,
                                winner=winner)
        else:
            after = RemoteMatch(view.rules, RemoteDeal(view, before.deal.match_scores), before.finished, scores, number)
        t, closed = self.timeline, step.finished is not None
        t.match = after  # as the signals below find it
        t.awaiting_continue = t.awaiting_continue or closed
        self.botThinking.emit(-1)
        t.shown(before, moved[1], after, closed)
        if step.finished is not None:
            self.dealFinished.emit(step.finished.result())
            if after.over:
                self.matchFinished.emit(after.winner)
        self.timeline.tell_history()
        self.stateChanged.emit()
        self._say_who_thinks()

    def _say_who_thinks(self) -> None:
        seat = self.current_player()
        self.botThinking.emit(seat if seat >= 0 and seat != self.human_seat else -1)

    # -- the table's interface ------------------------------------------------------------------------------
    def set_busy(self, busy: bool) -> None:
        if self.timeline.busy == busy:
            return
        self.timeline.busy = busy
        if not busy:
            QTimer.singleShot(0, self._drain)

    def continue_deal(self) -> None:
        """Next deal: the host is told this player is ready (the table waits for every person), and the
        window shows the next deal, where he moves once nobody is waited for any more."""
        match, net = self.match, self.network
        if not self.awaiting_continue or match is None or match.over or net.ended is not None:
            return
        self.timeline.deal_begun()
        self._say_who_thinks()
        if net.away:
            net.come_back()
        net.send_ready()
        QTimer.singleShot(0, self._drain)

    def current_player(self) -> int:
        if self.network.waits_for_next_deal or self.network.ended is not None:
            return -1  # nobody moves: the deal waits for people, or the table has ended
        return super().current_player()

    def view(self) -> PlayerView | None:
        """The seat's view; while nobody moves (see current_player) with nobody's turn in it, so that no plate
        glows and no card is offered."""
        view = super().view()
        if view is not None and view.current_player >= 0 and self.current_player() < 0 and not self.awaiting_continue:
            return replace(view, current_player=-1, legal_actions=())
        return view

    def human_action(self, action: Action) -> bool:
        match, net = self.match, self.network
        if match is None or self.awaiting_continue or match.over or net.ended is not None:
            return False
        if net.waits_for_next_deal:
            net.waitingTold.emit()  # the host would drop it: the deal has not begun for everyone
            return False
        if self.timeline.refused(match, action, not_now=bool(self.steps.queue)):
            return False
        if self._sent_at_step == net.step:
            return False  # one move a step: the host's answer is on its way
        self._sent_at_step = net.step
        if net.session is not None:
            net.session.act(action)
        return True

    # -- taking a move back ---------------------------------------------------------------------------------
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
        return all(not self.seat_model.is_person(seat) for seat, _ in history[mine[-1] + 1:])

    def _take_back_allowed(self, match: MatchState) -> bool:
        """Undo is on, the table's rule allows take backs, and a deal is being played."""
        if not self.allow_undo or self.network.take_back_rule == "off":
            return False
        return not (self.awaiting_continue or match.over or self.network.ended)

    def _took_back_in_this_trick(self) -> bool:
        """The rule "trick" and this seat took a move back in the trick of its last move already."""
        return (self.network.take_back_rule == "trick" and self._took_back_in is not None
                and self._last_move_trick() == self._took_back_in)

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

    def undo(self) -> bool:
        """A take back, asked of the host (it answers with took_back, or no_take_back)."""
        session = self.network.session
        if not self.can_undo() or session is None:
            return False
        self.timeline.undo_count += 1
        session.take_back()
        return True
