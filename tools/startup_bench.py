"""Startup benchmark: time from launching ``python -m belote_desktop`` to an interactive window.

Each run starts a fresh process (offscreen, a throw-away BELOTE_DESKTOP_HOME) with the hidden
``--probe-startup`` flag: the app shows its window, deals a game, and once the event loop is
running prints ``READY <seconds since its own start>`` and quits. The wall time from spawning
the process to that line includes the interpreter and import time. Prints JSON.

    python -m tools.startup_bench [--runs 5] [--against OTHER_CHECKOUT]

``--against DIR``: the same runs of another checkout (an older commit: ``git worktree add DIR REV``), taken in
turns with this one's (this, other, other, this, ...) so that the machine's drift falls on both alike. The
files are compiled once first (a checkout with no ``__pycache__`` would compile every run where
``PYTHONDONTWRITEBYTECODE`` is set, so it is unset here, as on a player's machine).
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


ROOT = str(Path(__file__).resolve().parents[1])


def one_run(home: str, root: str = ROOT) -> tuple[float, float]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               BELOTE_DESKTOP_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "belote_desktop", "--probe-startup"], env=env, cwd=root,
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
    parser.add_argument("--against", type=Path, help="another checkout, run in turns with this one")
    args = parser.parse_args(argv)
    if args.against is not None:
        return _side_by_side(args.against.resolve(), max(1, args.runs))
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


def _side_by_side(other: Path, runs: int) -> int:
    if not (other / "belote_desktop" / "__main__.py").is_file():
        print(f"{other}: not a checkout of belote_desktop", file=sys.stderr)
        return 2
    roots = {"this": ROOT, "other": str(other)}
    walls: dict[str, list[float]] = {"this": [], "other": []}
    with tempfile.TemporaryDirectory() as this_home, tempfile.TemporaryDirectory() as other_home:
        homes = {"this": this_home, "other": other_home}
        for name in roots:  # compile and warm the file cache once each; not counted
            one_run(homes[name], roots[name])
        for i in range(runs):
            for name in (("this", "other") if i % 2 == 0 else ("other", "this")):
                walls[name].append(one_run(homes[name], roots[name])[0])
    report = {
        "benchmark": "startup_to_interactive_window_side_by_side",
        "runs_each": runs,
        "this": {"checkout": ROOT, "median_s": round(statistics.median(walls["this"]), 3),
                 "min_s": round(min(walls["this"]), 3)},
        "other": {"checkout": str(other), "median_s": round(statistics.median(walls["other"]), 3),
                  "min_s": round(min(walls["other"]), 3)},
        "python": sys.version.split()[0],
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
