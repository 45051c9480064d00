"""Latency from a click to every table window (issue 36): four app processes on this machine, each with one
table window (offscreen), at one table: the first hosts it (``HostSession``) and joins it through 127.0.0.1,
the others join it like friends. Each window's player "clicks" (``NetworkTable.human_action``, the move
chosen beforehand by the Beginner bot); for each window the clock stops when its controller hands the move
to the table (``actionApplied``: the window draws it). Clicks and arrivals are stamped with the system's
monotonic clock, which the processes share. Printed as JSON: median, 90th percentile and max over the moves,
for the slowest window of each move ("every window") and for each window's own.

    python -m tools.net_window_latency [--variant coinche] [--moves 300]

Everything on the loopback address; every wait is bounded.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _table_window(args: argparse.Namespace, play: Any, rules: Any, where: Path) -> Any:
    """Seat 0 hosts the table (its port and code written to ``where``), the others join it once written (within
    30 s): the table window, or None (no table to join)."""
    from belote_desktop.ui.dialogs.host_dialog import HostChoice

    if args.seat == 0:
        n = rules.players
        choice = HostChoice(rules, ["you"] + ["open"] * (n - 1), ["beginner"] * n, "P1", "latency", False)
        window = play.host(choice)
        assert window is not None
        host = window.net_table.host_session.host
        where.write_text(json.dumps({"port": host.port, "code": host.code}))
        return window
    deadline = time.monotonic() + 30
    while not where.exists() or not where.read_text().strip():
        if time.monotonic() > deadline:
            return None
        time.sleep(0.05)
    table = json.loads(where.read_text())
    window = play.join("127.0.0.1", table["port"], table["code"], f"P{args.seat + 1}", args.seat)
    assert window is not None
    return window


def _click(args: argparse.Namespace, app: Any, window: Any, log: IO[str]) -> None:
    """The window's player clicks (the Beginner bot's move, chosen before the clock starts) on each turn, up to
    ``--moves``, within ``--seconds``; each click stamped in ``log``."""
    c = window.controller
    rng = random.Random(args.seat)
    clicks = 0
    started = time.monotonic()
    while clicks < args.moves and time.monotonic() - started < args.seconds and not c.network.ended:
        app.processEvents()
        if c.match is None or c.network.catching_up or window.animator.busy:
            time.sleep(0.0005)
            continue
        if c.awaiting_continue:
            window.deal_end.continue_deal()
        elif c.is_human_turn():
            clicks += _one_click(c, rng, log)
        time.sleep(0.0005)


def _one_click(c: Any, rng: random.Random, log: IO[str]) -> int:
    """The Beginner bot's move chosen, then clicked and stamped in ``log``: 1 if the controller took it, else 0."""
    from belote_desktop.ai import choose_action

    view = c.view()
    assert view is not None
    action = choose_action(view, "beginner", rng)  # chosen before the clock starts
    log.write(json.dumps({"click": c.network.step + 1, "t": time.monotonic()}) + "\n")
    return 1 if c.human_action(action) else 0


def _seat(args: argparse.Namespace) -> int:
    """One window: seat ``args.seat`` (0 hosts), its clicks and arrivals written to ``args.log``."""
    os.environ["BELOTE_DESKTOP_HOME"] = args.home
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine import find_variant
    from belote_desktop.storage.settings import Settings
    from belote_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = Settings()
    settings.animation_speed = "instant"
    rules = find_variant(args.variant).with_overrides({"target_score": 10_000})  # longer than the run
    main_window = MainWindow(interactive=False, settings=settings)
    play = main_window.net_play
    play.address, play.discovery_port, play.bot_delay = "127.0.0.1", 0, 0.0
    window = _table_window(args, play, rules, Path(args.where))
    if window is None:
        return 2
    c = window.controller
    assert c.network is not None, "a network table's window"
    log = open(args.log, "w", encoding="utf-8")  # noqa: SIM115 - closed below

    def on_applied(_before, _action, after) -> None:  # type: ignore[no-untyped-def]
        log.write(json.dumps({"applied": after.step, "t": time.monotonic()}) + "\n")

    c.actionApplied.connect(on_applied)
    _click(args, app, window, log)
    end = time.monotonic() + 3.0  # the others' last moves still reach this window
    while time.monotonic() < end and not c.network.ended:
        app.processEvents()
        time.sleep(0.002)
    log.close()
    window.close()
    main_window.close()
    return 0


def _delays(work: Path, n: int) -> dict[int, list[float]]:
    """For each move that reached all ``n`` windows, the seconds from its click to each window (the seats' logs)."""
    clicks: dict[int, float] = {}
    arrivals: dict[int, list[float]] = {}
    for seat in range(n):
        for line in (work / f"seat{seat}.jsonl").read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if "click" in record:
                clicks[record["click"]] = record["t"]
            else:
                arrivals.setdefault(record["applied"], []).append(record["t"])
    return {step: [t - clicks[step] for t in times] for step, times in arrivals.items()
            if step in clicks and len(times) == n}


def _ms_figures(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 2), "p90": round(_quantile(values, 0.9), 2),
            "max": round(max(values), 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="coinche")
    parser.add_argument("--moves", type=int, default=300, help="moves each window's player makes (at most)")
    parser.add_argument("--seconds", type=float, default=240.0, help="each window's time limit")
    parser.add_argument("--seat", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--home", help=argparse.SUPPRESS)
    parser.add_argument("--log", help=argparse.SUPPRESS)
    parser.add_argument("--where", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.seat is not None:
        return _seat(args)
    from belote_desktop.engine import find_variant

    n = find_variant(args.variant).players
    work = Path(tempfile.mkdtemp(prefix="belote-latency-"))
    procs = []
    try:
        for seat in range(n):
            (work / f"home{seat}").mkdir()
            procs.append(subprocess.Popen([
                sys.executable, "-m", "tools.net_window_latency", "--variant", args.variant,
                "--moves", str(args.moves // n), "--seconds", str(args.seconds), "--seat", str(seat),
                "--home", str(work / f"home{seat}"), "--log", str(work / f"seat{seat}.jsonl"),
                "--where", str(work / "table.json")]))
        for proc in procs:
            proc.wait(timeout=args.seconds + 60)
        delays = _delays(work, n)
        every = [max(d) * 1000 for d in delays.values()]
        each = [x * 1000 for d in delays.values() for x in d]
        print(json.dumps({
            "variant": args.variant, "windows": n, "processes": n, "moves": len(delays),
            "every_window_ms": _ms_figures(every), "each_window_ms": _ms_figures(each),
        }))
        return 0
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
