"""Startup benchmark: time from launching ``python -m belote_desktop`` to an interactive window.

Each run starts a fresh process (offscreen, a throw-away BELOTE_DESKTOP_HOME) with the hidden
``--probe-startup`` flag: the app shows its window, deals a game, and once the event loop is
running prints ``READY <seconds since its own start>`` and quits. The wall time from spawning
the process to that line includes the interpreter and import time. Prints JSON.

    python -m belote_desktop.tools.startup_bench [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_S = 1.5


def one_run(home: str) -> tuple[float, float]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               BELOTE_DESKTOP_HOME=home)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "belote_desktop", "--probe-startup"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    inside = float("nan")
    wall = float("nan")
    for line in proc.stdout:
        if line.startswith("READY"):
            wall = time.perf_counter() - start
            inside = float(line.split()[1])
            break
    proc.wait(timeout=60)
    return wall, inside


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    walls, insides = [], []
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the OS file cache once; not counted
        for _ in range(max(1, args.runs)):
            wall, inside = one_run(home)
            walls.append(wall)
            insides.append(inside)
    report = {
        "benchmark": "startup_to_interactive_window",
        "runs": len(walls),
        "wall_s": {"median": round(statistics.median(walls), 3), "min": round(min(walls), 3),
                   "max": round(max(walls), 3)},
        "in_process_s": {"median": round(statistics.median(insides), 3)},
        "target_s": TARGET_S,
        "within_target": statistics.median(walls) < TARGET_S,
        "python": sys.version.split()[0],
        "platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
