"""Two real windows at one network table (issue 36), for a look: under an X server (Xvfb), the host's app
and a friend's app, each in its own process and home folder, sit at one table on the loopback address;
each plays its seat (the app's Intermediate bot clicks for the person, through the window), and both
windows are shot at the table-open panel, in the bidding, in the card play and at the end of the deal.

    python -m tools.net_two_windows OUT_DIR [--variant classic] [--seconds 120]

starts both processes itself (``host`` and ``join`` roles), waits for them (bounded), and prints JSON: the
PNGs written, and for each window the deals it saw end. With DISPLAY set, both windows are real X11
windows; the whole screen is also shot (ImageMagick's ``import``, when installed) with both windows on it.
Talks to 127.0.0.1 only; every wait is bounded.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def _host_table(main: Any, rules: Any, port_file: Path, shots: list[str], out: Path) -> Any:
    """Anna's table opened (the waiting panel shot), its port and code written for Boris; None: not opened."""
    from PySide6.QtWidgets import QApplication

    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    n = rules.players
    seats = ["you", "open"] + ["computer"] * (n - 2)
    choice = HostChoice(rules, seats, ["intermediate"] * n, "Anna", "Anna's table", False)
    table = main.net_play.host(choice)
    if table is None:
        return None
    assert table.net_table is not None  # the table's network part holds its session and its panel
    session = table.net_table.host_session
    QApplication.processEvents()
    if table.net_table.waiting_panel is not None:
        shot_now = out / "host-table-open.png"
        table.net_table.waiting_panel.grab().save(str(shot_now))
        shots.append(str(shot_now))
    port_file.write_text(json.dumps({"port": session.host.port, "code": session.host.code}))
    return table


def _joined_table(main: Any, port_file: Path) -> Any:
    """Boris at Anna's table, once its port and code are written (within 30 s; None: no table to join)."""
    deadline = time.monotonic() + 30
    while not port_file.exists() or not port_file.read_text().strip():
        if time.monotonic() > deadline:
            return None
        time.sleep(0.1)
    where = json.loads(port_file.read_text())
    return main.net_play.join("127.0.0.1", where["port"], where["code"], "Boris", 1, table_name="Anna's table")


def _role(args: argparse.Namespace) -> int:
    """One window of the two (``--role host`` or ``join``): its table played to ``--deals`` deals, shot as it goes."""
    os.environ["BELOTE_DESKTOP_HOME"] = args.home
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    main = _main_window(args.role)
    driver = TableDriver(args, app)
    table = _open_table(main, args, driver.shots)
    if table is None:
        print(json.dumps({"role": args.role, "error": "the table could not be opened" if args.role == "host"
                          else "no table to join"}))
        return 2
    driver.sit(table)
    timer = QTimer()
    timer.timeout.connect(driver.tick)
    timer.start(120)
    app.exec()
    table.close()
    main.close()
    c = table.controller
    print(json.dumps({"role": args.role, "shots": driver.shots, "deals_seen": driver.deals,
                      "seat": c.human_seat, "names": table.seats.names()}))
    return 0


def _main_window(role: str) -> Any:
    """The app's window of Anna (the host) or Boris (the friend), on the loopback address."""
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.player_name = "Anna" if role == "host" else "Boris"
    settings.animation_speed = "fast"
    main = MainWindow(interactive=False, settings=settings)
    main.net_play.address = "127.0.0.1"
    main.net_play.discovery_port = 0
    return main


def _open_table(main: Any, args: argparse.Namespace, shots: list[str]) -> Any:
    """The host's table opened, or the friend's seat at it (None: neither could be)."""
    from belote_desktop.engine import find_variant
    from belote_desktop.ui.window.main_window import MainWindow

    port_file = Path(args.port_file)
    if args.role == "host":
        table = _host_table(main, find_variant(args.variant), port_file, shots, Path(args.out))
    else:
        table = _joined_table(main, port_file)
    if table is not None:
        assert isinstance(table, MainWindow)
        table.resize(1000, 700)
        table.move(0 if args.role == "host" else 920, 0)
        table.show()
    return table


class TableDriver:
    """Plays one window's seat (the app's Intermediate bot for the person) and shoots each moment once."""

    def __init__(self, args: argparse.Namespace, app: Any) -> None:
        self.args, self.app = args, app
        self.shots: list[str] = []
        self.deals: list[int] = []
        self.rng = random.Random(7 if args.role == "host" else 8)
        self.taken: set[str] = set()
        self.started = time.monotonic()
        self.table: Any = None
        self.session: Any = None

    def sit(self, table: Any) -> None:
        self.table = table
        net_table = table.net_table
        self.session = net_table.host_session if self.args.role == "host" and net_table is not None else None
        assert table.controller.network is not None, "a network table's window"

    def shot(self, name: str, widget: Any = None) -> None:
        if name in self.taken:
            return
        self.taken.add(name)
        path = Path(self.args.out) / f"{self.args.role}-{name}.png"
        (widget or self.table).grab().save(str(path))
        self.shots.append(str(path))

    def tick(self) -> None:
        from PySide6.QtCore import QTimer

        if time.monotonic() - self.started > self.args.seconds:
            self.app.quit()
            return
        self._start_when_seated()
        c = self.table.controller
        if c.match is None or self.table.animator.busy:
            return
        if c.awaiting_continue:
            self._deal_end(c, QTimer)
            return
        self._play(c)

    def _start_when_seated(self) -> None:
        """The table-open panel shot; the host starts once both friends' seats are taken."""
        from PySide6.QtCore import QTimer

        panel = getattr(self.table.net_table, "waiting_panel", None)
        if panel is None or not panel.isVisible():
            return
        self.shot("table-open", panel)
        if self.session is not None and len([s for s in self.session.seats() if s.get("kind") == "remote"]) >= 2:
            QTimer.singleShot(800, self.session.start_now)

    def _deal_end(self, c: Any, timer: Any) -> None:
        self.shot("deal-end")
        if len(c.match.finished) not in self.deals:
            self.deals.append(len(c.match.finished))
        if len(self.deals) >= self.args.deals or c.match.over:
            timer.singleShot(1500, self.app.quit)  # the other window sees the end too
            return
        self.table.deal_end.continue_deal()

    def _play(self, c: Any) -> None:
        from belote_desktop.ai import choose_action

        view = c.view()
        if view is None:
            return
        if view.phase.name == "BIDDING":
            self.shot("bidding")
        if view.phase.name == "PLAY" and len(view.tricks) >= 2:
            self.shot("play")
        if c.is_human_turn() and not c.network.catching_up:
            c.human_action(choose_action(view, "intermediate", self.rng))


def _whole_screen(args: argparse.Namespace) -> str | None:
    """With an X display and ImageMagick's ``import``: the whole screen shot, both windows on it (its path)."""
    if not (os.environ.get("DISPLAY") and shutil.which("import")):
        return None
    time.sleep(min(args.seconds / 3, 25.0))  # both windows up, a deal under way
    screen = str(Path(args.out) / "both-windows.png")
    subprocess.run(["import", "-window", "root", screen], timeout=30, check=False)
    return screen


def _window_result(proc: subprocess.Popen[str], timeout: float) -> Any:
    """A window process's last JSON line, or its exit status as an error."""
    out, _ = proc.communicate(timeout=timeout)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"error": f"exit {proc.returncode}"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="folder for the PNGs")
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seconds", type=float, default=120.0, help="each window's time limit")
    parser.add_argument("--deals", type=int, default=1, help="deals to play to their end")
    parser.add_argument("--role", choices=("host", "join"), help=argparse.SUPPRESS)
    parser.add_argument("--home", help=argparse.SUPPRESS)
    parser.add_argument("--port-file", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    Path(args.out).mkdir(parents=True, exist_ok=True)
    if args.role:
        return _role(args)
    work = Path(tempfile.mkdtemp(prefix="belote-two-windows-"))
    port_file = work / "port.json"
    procs: list[subprocess.Popen[str]] = []
    try:
        for role in ("host", "join"):
            home = work / role
            home.mkdir()
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "tools.net_two_windows", args.out, "--variant", args.variant,
                 "--seconds", str(args.seconds), "--deals", str(args.deals), "--role", role, "--home", str(home),
                 "--port-file", str(port_file)], stdout=subprocess.PIPE, text=True))
        screen = _whole_screen(args)
        results = [_window_result(proc, args.seconds + 60) for proc in procs]
        print(json.dumps({"windows": results, "screen": screen}, indent=1))
        return 0 if all("error" not in r for r in results) else 1
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
