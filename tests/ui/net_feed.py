"""A host in the test's own thread, for the window's network side (issue 36): it plays a match like
``net.host`` and hands the window's ``NetworkTable`` the very messages ``net.session.ClientSession``
delivers (parsed views and actions, the finished deal's real cards), without sockets. The real network
is tested with processes in tests/net and with real sessions in test_net_window_sessions.py."""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer

from belote_desktop.ai import choose_action
from belote_desktop.engine import Action, MatchState, Ruleset, new_match
from belote_desktop.net.mirror import thrown_in_deal


class FakeHost:
    """``people``: the seats played by other people (they play like the computer, but a take back past
    their moves is refused)."""

    def __init__(self, rules: Ruleset, seat: int, seed: int = 1, people: tuple[int, ...] = (), level="beginner"):
        self.rules = rules
        self.seat = seat
        self.people = set(people)
        self.match: MatchState = new_match(rules, seed=seed, first_dealer=seed % rules.players)
        self.states = [self.match]  # the current deal's states, for take backs
        self.step = 0
        self.level = level
        self.rng = random.Random(seed)
        self.sent: list[dict] = []
        self.controller = None
        self.auto = True
        self.readied = self.came_back = 0  # Next deal pressed, I'm back asked (this host waits for nobody)

    def attach(self, controller) -> None:
        self.controller = controller
        controller.network.session = self

    def _send(self, message: dict) -> None:
        self.sent.append(message)
        self.controller.on_message(message)

    def welcome(self) -> None:
        seats = []
        for s in range(self.rules.players):
            kind = "remote" if s == self.seat or s in self.people else "computer"
            seats.append({"seat": s, "kind": kind, "name": f"P{s}" if kind == "remote" else "", "connected": True})
        self._send({"type": "welcome", "seat": self.seat, "seats": seats, "rules": {}, "version": 1})
        self._send_view()
        self._later()

    def _send_view(self) -> None:
        m = self.match
        self.last_view = m.view_for(self.seat)
        self._send({"type": "view", "step": self.step, "view": {}, "parsed": m.view_for(self.seat),
                    "scores": list(m.scores), "deal_number": max(1, m.deal_number)})

    def _apply(self, seat: int, action: Action) -> None:
        before = self.match
        self.match = before.apply(action)
        self.step += 1
        self._send({"type": "event", "what": "action", "seat": seat, "action": {}, "parsed": action})
        closed = len(self.match.finished) > len(before.finished)
        if closed:
            self.states = []
            over = self.match.finished[-1]  # a deal thrown in: its cards are not sent (net.mirror.ThrownInDeal)
            finished = thrown_in_deal(self.last_view, (seat, action)) if over.thrown_in else over
            self._send({"type": "event", "what": "deal_over", "seat": -1, "scores": list(self.match.scores),
                        "finished": finished})
        self.states.append(self.match)
        self._send_view()
        if self.match.over:
            self._send({"type": "event", "what": "match_over", "seat": -1, "scores": list(self.match.scores),
                        "winner": self.match.winner})

    def play_others(self, limit: int = 10_000) -> None:
        """The other seats move until it is this client's turn (or the match is over)."""
        for _ in range(limit):
            if self.match.over or self.match.current_player() == self.seat:
                return
            seat = self.match.current_player()
            self._apply(seat, choose_action(self.match.view_for(seat), self.level, self.rng))

    def _later(self) -> None:
        if self.auto:
            QTimer.singleShot(0, self.play_others)

    # -- the session interface the controller calls
    def act(self, action: Action) -> None:
        assert self.match.current_player() == self.seat
        self._apply(self.seat, action)
        self._later()

    def take_back(self) -> None:
        history = self.match.deal.history
        mine = [i for i, (s, _) in enumerate(history) if s == self.seat]
        if self.match.over or not mine or any(s in self.people for s, _ in history[mine[-1] + 1:]):
            self._send({"type": "event", "what": "no_take_back", "seat": self.seat, "detail": "too late"})
            return
        back = mine[-1]
        undone = len(history) - back
        self.states = self.states[: len(self.states) - undone]
        self.match = self.states[-1]
        self.step -= undone
        self._send({"type": "event", "what": "took_back", "seat": self.seat, "step": self.step})
        self._send_view()

    def ready(self) -> None:
        self.readied += 1

    def back(self) -> None:
        self.came_back += 1

    def leave(self) -> None:
        self._send({"type": "ended", "reason": "left", "detail": ""})

    def close(self) -> None:
        self._send({"type": "ended", "reason": "closed", "detail": ""})
