"""The engine's speed beside an older commit's, on the same machine, the runs interleaved.

    python -m tools.bench engine --against REF [--variant ID ...] [--seconds S] [--runs R] [--instructions N]

REF's package is written out of git (``git archive``) into a temporary folder. Every run is a fresh Python process
that imports one tree's engine (the standard library and that tree alone on its path: ``-s -S``) and plays random
complete deals through ``legal_actions`` and ``apply``, the same loop for both trees (``WORKER``), for S seconds of
its own CPU time. The runs alternate, the working tree first in even rounds and REF first in odd ones, so that a
busier spell of the machine falls on both. The last line printed is JSON: each tree's median and runs per preset,
and ``ratio`` = the working tree's median / REF's (below 1: the working tree is slower).

``--instructions N``: also the instructions one deal costs in each tree, counted by valgrind's callgrind (N deals
less 0 deals, over N); they repeat to a few in ten thousand where the clock swings by a tenth.
"""

from __future__ import annotations

import compileall
import io
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # the working tree: tools/ sits beside belote_desktop/

# One run in a fresh process: argv = tree, preset, seconds, deals (-1: play for ``seconds`` of CPU time and print
# the rate; N >= 0: play exactly N deals, for the instruction count). The loop is tools.bench's.
WORKER = r"""
import json, random, sys, time
tree, variant, seconds, count = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
sys.path.insert(0, tree)
import belote_desktop.engine as engine
if not engine.__file__.startswith(tree):
    sys.exit("imported " + engine.__file__ + ", not the tree " + tree)
if variant not in engine.VARIANTS:
    print(json.dumps({"missing": variant}))
    sys.exit(0)
rules = engine.find_variant(variant)
uniform = random.Random(12345).random

def deal(n):
    state = engine.new_deal(rules, dealer=n % rules.players, seed=n)
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[int(uniform() * len(legal))])
    state.result()

if count >= 0:
    for n in range(count):
        deal(n)
    print(json.dumps({"deals": count}))
    sys.exit(0)
deals = 0
started = time.process_time()
deadline = started + seconds
while time.process_time() < deadline:
    for _ in range(50):
        deal(deals)
        deals += 1
print(json.dumps({"deals_per_second": deals / (time.process_time() - started)}))
"""


@dataclass(frozen=True)
class Plan:
    """What to measure: the presets, one run's CPU seconds, the rounds, the deals under callgrind (0: none)."""

    variants: tuple[str, ...]
    seconds: float
    runs: int
    instructions: int = 0


def _git(*args: str) -> bytes:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, check=True).stdout


def commit_of(ref: str) -> str:
    """The full hash of ``ref``; ValueError if git knows no such commit."""
    try:
        return _git("rev-parse", "--verify", "--quiet", ref + "^{commit}").decode().strip()
    except subprocess.CalledProcessError:
        raise ValueError(f"no commit {ref!r}") from None


def extract(commit: str, into: Path) -> Path:
    """Write the package as it was at ``commit`` under ``into`` (nothing in the repository changes); the tree."""
    archive = _git("archive", "--format=tar", commit, "belote_desktop")
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def _environment() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "0"  # the same string hashes (and dict layouts) in every run
    return env


def _worker(tree: Path, variant: str, seconds: float, count: int) -> list[str]:
    return [sys.executable, "-s", "-S", "-c", WORKER, str(tree), variant, repr(seconds), str(count)]


def one_run(tree: Path, variant: str, seconds: float) -> float | None:
    """Random complete deals per CPU second of ``variant`` in a fresh process on ``tree``; None: no such preset."""
    done = subprocess.run(_worker(tree, variant, seconds, -1), capture_output=True, text=True, check=True,
                          cwd=tree, env=_environment())
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    rate = figures.get("deals_per_second")
    return None if rate is None else float(rate)


def _collected(tree: Path, variant: str, count: int) -> int:
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *_worker(tree, variant, 0.0, count)]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=tree, env=_environment())
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if found is None:
        raise RuntimeError("callgrind printed no instruction count:\n" + done.stderr[-2000:])
    return int(found.group(1))


def instructions_per_deal(tree: Path, variant: str, count: int) -> int:
    """The instructions one deal of ``variant`` costs on ``tree`` (callgrind; the start-up subtracted)."""
    return round((_collected(tree, variant, count) - _collected(tree, variant, 0)) / count)


def _variant_figures(trees: dict[str, Path], variant: str, plan: Plan) -> dict[str, object]:
    runs: dict[str, list[float]] = {name: [] for name in trees}
    for round_ in range(plan.runs):
        order = list(trees) if round_ % 2 == 0 else list(reversed(trees))
        for name in order:
            rate = one_run(trees[name], variant, plan.seconds)
            if rate is None:
                return {"missing_in": name}
            runs[name].append(rate)
    medians = {name: statistics.median(rates) for name, rates in runs.items()}
    figures: dict[str, object] = {
        **{f"{name}_median": round(medians[name]) for name in trees},
        **{f"{name}_runs": [round(rate) for rate in runs[name]] for name in trees},
        "ratio": round(medians["current"] / medians["against"], 4),
    }
    if plan.instructions:
        counts = {name: instructions_per_deal(tree, variant, plan.instructions) for name, tree in trees.items()}
        figures.update({f"{name}_instructions_per_deal": counts[name] for name in trees})
        figures["instructions_ratio"] = round(counts["current"] / counts["against"], 4)
    return figures


def _engine_dirty() -> bool:
    return bool(_git("status", "--porcelain", "--", "belote_desktop/engine").strip())


def bench_against(ref: str, plan: Plan, current: Path = ROOT) -> dict[str, object]:
    """The engine loop of the working tree (``current``) and of ``ref``, interleaved: the figures as a dict."""
    commit = commit_of(ref)
    with tempfile.TemporaryDirectory(prefix="bench-against-") as folder:
        trees = {"current": current, "against": extract(commit, Path(folder))}
        for tree in trees.values():  # every run loads compiled modules: none pays for compiling (callgrind's start-up)
            compileall.compile_dir(tree / "belote_desktop", quiet=1)
        results = {variant: _variant_figures(trees, variant, plan) for variant in plan.variants}
    return {
        "benchmark": "engine-against",
        "unit": "random complete deals per CPU second, one process a run",
        "against": ref,
        "against_commit": commit,
        "current_head": commit_of("HEAD"),
        "current_engine_has_uncommitted_changes": _engine_dirty(),
        "seconds_per_run": plan.seconds,
        "rounds": plan.runs,
        "ratio": "current median / against median (below 1: the current tree is slower)",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cores": os.cpu_count(),
        "results": results,
    }

