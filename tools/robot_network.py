"""The player robot at a table on the network (issue 58): ``python -m tools.player_robot --network 12``.

The robot hosts a table in its main window (Game › Host a table's own path, on 127.0.0.1) and plays the host's
seat through the table window's widgets and keys, as it plays any deal; a friend on another computer is a
scripted connection that plays its seat with the beginner bot and is ready for each next deal at once. Between
deals it walks the paths of one person, one seat, each with a named check:

- ``net_waits``: at a deal's end the table waits for the robot's Next deal (nothing moves meanwhile), and the
  deal goes on once it is pressed;
- ``net_leave_return``: the friend leaves while the result shows; the window says so, the computer plays his
  seat, and when he comes back with his token the window says so and he hears what the computer played for him
  (as many moves as the table's deal holds);
- ``net_seat_question``: a stranger asks for a seat nobody took, mid-match: the host's window asks, Esc
  answers No, and the stranger is refused with the words that say so;
- ``net_remove``: the friend removed from the Table open panel's button: his connection is refused
  ``removed``, the talk says so, and the computer plays his seat to the end.

Every deal there also gets the robot's own checks (the end words against the engine's figures, the labels,
the talk, the names, and no hidden card shown: held against the host's true cards).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from belote_desktop.ai import choose_action
from belote_desktop.engine import find_variant

from .robot_after_deal import after_network_deal
from .robot_moves import play_deal

if TYPE_CHECKING:
    from belote_desktop.net.host import Host

    from .player_robot import Robot

PATHS = ("leave_return", "seat_question", "remove")


class Friend:
    """A friend on another computer: a scripted connection that plays its seat from its own views (the beginner
    bot) and is ready for each next deal as soon as it comes."""

    def __init__(self, port: int, code: str, name: str, seat: int, token: str | None = None) -> None:
        from belote_desktop.net.session import ClientSession

        self.messages: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.acted_at = -1
        self.session = ClientSession("127.0.0.1", port, code, name, seat, self.on_message, token=token)
        self.session.client.auto_ready = True

    def on_message(self, message: dict[str, Any]) -> None:  # in the session's thread
        with self.lock:
            self.messages.append(message)
        client = self.session.client
        if message["type"] in ("view", "event") and client.my_turn() and client.step != self.acted_at:
            self.acted_at = client.step
            assert client.view is not None
            self.session.act(choose_action(client.view, "beginner", client.step))

    def seen(self, what: str) -> list[dict[str, Any]]:
        with self.lock:
            return [m for m in self.messages if m.get("what", m["type"]) == what]


def _wait(robot: Robot, condition: Any, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        robot.pump(5)
    return bool(condition())


def _talk(robot: Robot) -> list[str]:
    log = robot.window.log
    return [log.item(i).text() for i in range(log.count())]


def _said(robot: Robot, *words: str, seconds: float = 5.0) -> bool:
    """A talk line holds all of ``words`` (case aside), within ``seconds``."""
    wanted = [w.lower() for w in words]
    return _wait(robot, lambda: any(all(w in line.lower() for w in wanted) for line in _talk(robot)), seconds)


def play_network(robot: Robot, deals: int) -> None:
    """``deals`` deals at tables on the network, one table a game in turn, each path walked in turn."""
    main = robot.window
    net = main.net_play
    net.address, net.discovery_port, net.bot_delay = "127.0.0.1", 0, 0.0
    played = 0
    try:
        while played < deals and not robot.out_of_time():
            played += _one_table(robot, main, deals - played)
    finally:
        robot.window = main
        robot.network_host = None


def _one_table(robot: Robot, main: Any, left: int) -> int:
    """Host a table of the next game, play up to ``len(PATHS)`` deals there (or ``left``), close it."""
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    game = robot.games[robot.matches % len(robot.games)]
    robot.matches += 1
    rules = find_variant(game)
    n = rules.players
    seats = ["you", "open", "open", "computer"][:n]  # seat 2 (3 and 4 players): open, nobody takes it
    robot.step = f"host a table of {game}"
    window = main.net_play.host(HostChoice(rules, seats, [robot.args.level] * n, "Robot", "Robot's table", False))
    if not robot.check("net_opens", window is not None, f"{game}: the table did not open"):
        return 1
    host: Host = window.net_table.host_session.host
    robot.window, robot.network_host = window, host
    robot.deals_in_match = 0
    robot.deal_seen = None
    friend = Friend(host.port, host.code, "Friend", 1)
    friend.session.start()
    played = 0
    try:
        if not _start(robot, window, host):
            return 1
        paths = [p for p in PATHS if p != "seat_question" or n >= 3]
        for index in range(min(left, len(paths) + 1)):
            outcome = play_deal(robot)
            if outcome != "end":
                break
            played += 1
            after_network_deal(robot)
            path = paths[index] if index < len(paths) else ""
            friend = _between_deals(robot, host, friend, path)
            if window.controller.match is None or window.controller.match.over:
                break
    finally:
        friend.session.close()
        window.close()
        robot.pump(20)
    return max(played, 1)


def _start(robot: Robot, window: Any, host: Host) -> bool:
    """The friend sits down, then the Table open panel's Start now."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    seated = _wait(robot, lambda: host.table.seats[1].connected, 15)
    robot.check("net_opens", seated, "the friend did not sit down within 15 s")
    panel = window.net_table.waiting_panel
    if panel is not None and panel.start_button.isVisible():
        QTest.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    else:
        window.net_table.host_session.start_now()
    return robot.check("net_opens", _wait(robot, lambda: window.controller.match is not None, 15),
                       "the match did not start")


def _between_deals(robot: Robot, host: Host, friend: Friend, path: str) -> Friend:
    """At a deal's end: the table waits for the robot's Next deal; one path walked; then Next deal."""
    table = host.table
    robot.step = "network: the table waits"
    _wait(robot, lambda: 1 not in table.ready_wanted, 5)  # the friend is ready at once
    step = table.step
    robot.pump(150)
    if not table.over:
        robot.check("net_waits", table.step == step and table.ready_wanted == {0},
                    f"while the result shows: step {step} -> {table.step}, waiting for {sorted(table.ready_wanted)}")
    if path == "leave_return" and table.seats[1].connected:
        return _leave_and_return(robot, host, friend)
    if path == "seat_question":
        _stranger_asks(robot, host)
    if path == "remove" and table.seats[1].person:
        _remove_friend(robot, host, friend)
    _next_deal(robot, host)
    return friend


def _next_deal(robot: Robot, host: Host) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = robot.window
    if host.table.over or w.controller.match is None or w.controller.match.over:
        return
    robot.step = robot.last_way_on = "network: next deal"
    robot.deal_seen = None
    if w.end_panel.continue_button.isVisible() and robot.rng.random() < 0.5:
        QTest.mouseClick(w.end_panel.continue_button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(w.table, Qt.Key.Key_Return)
    robot.check("net_waits", _wait(robot, lambda: not host.table.ready_wanted, 5),
                f"the next deal still waits for {sorted(host.table.ready_wanted)} after the robot's Next deal")


def _leave_and_return(robot: Robot, host: Host, friend: Friend) -> Friend:
    """The friend leaves while the result shows; a deal is played without him; he comes back with his token."""
    robot.step = "network: the friend leaves"
    token = friend.session.token
    friend.session.leave()
    robot.check("net_leave_return", _said(robot, "Friend left"), f"the talk's last lines: {_talk(robot)[-3:]}")
    _next_deal(robot, host)
    if play_deal(robot) != "end":
        return friend
    after_network_deal(robot)
    robot.step = "network: the friend comes back"
    played_for_him = sum(1 for deal in host.table.match.finished[-1:] for seat, _ in deal.history if seat == 1)
    back = Friend(host.port, host.code, "Friend", 1, token=token)
    back.session.start()
    came = _wait(robot, lambda: host.table.seats[1].connected and bool(back.seen("welcome")), 15)
    robot.check("net_leave_return", came and _said(robot, "Friend came back"),
                f"came back: {came}; the talk's last lines: {_talk(robot)[-3:]}")
    reports = back.seen("while_away") if _wait(robot, lambda: bool(back.seen("while_away")), 5) else []
    robot.check("net_leave_return", bool(reports) and reports[0]["deals"] >= 1 and reports[0]["moves"] >= played_for_him,
                f"what the computer played for him: {reports[:1]}, his seat's moves in the last deal {played_for_him}")
    robot.features["net_leave_return"] += 1
    _next_deal(robot, host)
    return back


def _stranger_asks(robot: Robot, host: Host) -> None:
    """A stranger asks for seat 2 (nobody took it): the host's window asks; Esc is No; the stranger hears it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from belote_desktop.ui.window.net_host import SeatRequestBox

    robot.step = "network: a stranger asks for a seat"
    stranger = Friend(host.port, host.code, "Stranger", 2)
    stranger.session.start()

    def box() -> Any:
        return next((b for b in robot.window.findChildren(SeatRequestBox) if b.isVisible()), None)

    asked = _wait(robot, lambda: box() is not None, 10)
    if robot.check("net_seat_question", asked, f"no question in the host's window; the stranger heard "
                   f"{[m.get('what', m['type']) for m in stranger.messages][:6]}; seat 2: {host.table.seats[2]}"):
        QTest.keyClick(box(), Qt.Key.Key_Escape)
    ended = _wait(robot, lambda: bool(stranger.seen("ended")), 10)
    last = stranger.seen("ended")[-1] if ended else {}
    robot.check("net_seat_question", last.get("refusal") == "table_full" and "did not let you" in last.get("detail", ""),
                f"the stranger's end: {last}")
    robot.check("net_seat_question", not host.table.seats[2].person, "the stranger sat down")
    stranger.session.close()
    robot.features["net_seat_question"] += 1


def _remove_friend(robot: Robot, host: Host, friend: Friend) -> None:
    """The host removes the friend with the Table open panel's button (the question answered yes)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    robot.step = "network: the friend removed"
    w = robot.window
    w.menus.act_table_open.trigger()
    robot.pump(20)
    panel = w.net_table.waiting_panel if w.net_table is not None else None
    button = next((b for b in getattr(panel, "seat_buttons", []) if b.isVisible() and "Friend" in b.text()), None)
    if button is None:
        robot.check("net_remove", False, f"no Remove button for the friend on the Table open panel: "
                    f"{[(b.text(), b.isVisible()) for b in getattr(panel, 'seat_buttons', [])]}, seat 1 "
                    f"{host.table.seats[1]}")
        return
    assert isinstance(panel, QWidget)  # its Remove button was found: the Table open panel
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    ended = _wait(robot, lambda: bool(friend.seen("ended")), 10)
    last = friend.seen("ended")[-1] if ended else {}
    robot.check("net_remove", last.get("refusal") == "removed", f"the friend's end: {last}")
    robot.check("net_remove", host.table.seats[1].removed and _said(robot, "Friend"),
                f"seat {host.table.seats[1]}; the talk's last lines: {_talk(robot)[-3:]}")
    panel.hide()
    robot.features["net_remove"] += 1
