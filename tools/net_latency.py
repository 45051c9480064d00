"""Latency of the network table (issue 36): from an action sent by one client to the view it makes arriving,
read and checked, at every client; four clients on one machine.

The tool starts a headless host on the loopback address with four open seats and four client processes
(this module with ``--worker``), each playing its seat with a Beginner bot (its thinking is not measured:
the clock starts when the action is written to the socket). Every client notes the time it sent each
action (with the step it answered) and the time each view was received and decoded (``Client.receive``:
protocol checks and ``wire.view_from_json``); the clocks are the machine's monotonic clock, the same in
every process. For the action at step k, the latency at a client is the arrival of its view of step k+1
minus the sending time; "every screen" is the largest of the four.

    python -m tools.net_latency [--variant classic] [--target 1000] [--seed 1] [--matches 1]

The last line printed is JSON: median, 90th percentile and maximum in milliseconds, for each screen and
for every screen, with the number of actions measured and the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from belote_desktop.ai import Level, choose_action
from belote_desktop.net.client import Client

CODE = "LT4Q7M"
ADDRESS = "127.0.0.1"
CLIENTS = 4


async def _worker(port: int, name: str, seat: int, level: str, seed: int) -> dict[str, Any]:
    client = Client(ADDRESS, port, CODE, name, seat)
    await client.connect()
    rng = random.Random(f"{seed}:{seat}")
    sends: list[tuple[int, float]] = []
    views: list[tuple[int, float]] = []
    acted_at = -1
    try:
        while True:
            message = await client.receive(120)
            now = time.monotonic()
            if message is None:
                break
            if message["type"] == "view":
                views.append((message["step"], now))
                if client.my_turn() and client.step != acted_at and client.view is not None:
                    action = choose_action(client.view, Level.parse(level), rng)
                    acted_at = client.step
                    sent = time.monotonic()
                    await client.act(action)
                    sends.append((acted_at, sent))
            elif message["type"] == "event" and message["what"] == "closed":
                break
            elif message["type"] == "refused":
                raise RuntimeError(f"refused: {message['reason']}")
    finally:
        await client.close()
    return {"seat": seat, "sends": sends, "views": views}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _summary(values: list[float]) -> dict[str, Any]:
    ms = [v * 1000 for v in values]
    return {"count": len(ms), "median_ms": round(statistics.median(ms), 2), "p90_ms": round(_percentile(ms, 0.9), 2),
            "max_ms": round(max(ms), 2), "mean_ms": round(statistics.fmean(ms), 2)}


def _drain(stream: Any) -> None:
    for _line in stream:
        pass


def _start_host(variant: str, seed: int, target: int | None) -> tuple[subprocess.Popen[str], int]:
    args = [sys.executable, "-m", "belote_desktop.net.host", "--variant", variant, "--code", CODE, "--port", "0",
            "--seats", ",".join(["open"] * CLIENTS), "--seed", str(seed), "--address", ADDRESS,
            "--start-timeout", "60", "--idle-timeout", "120"]
    if target is not None:
        args += ["--target", str(target)]
    host = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=dict(os.environ, PYTHONUNBUFFERED="1"))
    assert host.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = host.stdout.readline()
        if not line:
            break
        event = json.loads(line)
        if event.get("event") == "listening":
            threading.Thread(target=_drain, args=(host.stdout,), daemon=True).start()  # its pipe never fills
            return host, int(event["port"])
    host.kill()
    raise RuntimeError("the host did not start")


def measure(variant: str = "classic", target: int | None = 1000, seed: int = 1, level: str = "beginner",
            timeout: float = 300.0) -> dict[str, Any]:
    """One match with four client processes: the latencies of its actions."""
    host, port = _start_host(variant, seed, target)
    workers: list[subprocess.Popen[str]] = []
    try:
        for seat in range(CLIENTS):
            workers.append(subprocess.Popen(
                [sys.executable, "-m", "tools.net_latency", "--worker", "--port", str(port),
                 "--seat", str(seat), "--level", level, "--seed", str(seed)],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                cwd=Path(__file__).resolve().parents[1]))  # where `tools` is found, wherever this was started
        results = _client_results(workers, timeout)
        host.wait(timeout=30)
    finally:
        for proc in (*workers, host):
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    return _latencies(results)


def _client_results(workers: list[subprocess.Popen[str]], timeout: float) -> list[dict[str, Any]]:
    """Each client's last JSON line, all within ``timeout``; a client that failed stops the measure."""
    results = []
    deadline = time.monotonic() + timeout
    for worker in workers:
        out, err = worker.communicate(timeout=max(1.0, deadline - time.monotonic()))
        if worker.returncode != 0:
            raise RuntimeError(f"a client failed: {err[-1000:]}")
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def _latencies(results: list[dict[str, Any]]) -> dict[str, list[float]]:
    """For each action sent: the delay to each screen, to the last of them, and to its sender's own."""
    arrival = {r["seat"]: {step: t for step, t in r["views"]} for r in results}
    each: list[float] = []
    every: list[float] = []
    own: list[float] = []
    for r in results:
        for step, sent in r["sends"]:
            times = [arrival[seat].get(step + 1) for seat in range(CLIENTS)]
            if any(t is None for t in times):
                continue  # the match's last action: the host closed before every view was read
            delays = [t - sent for t in times if t is not None]
            each += delays
            every.append(max(delays))
            own.append(delays[r["seat"]])
    return {"each_screen": each, "every_screen": every, "own_screen": own}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.net_latency",
                                     description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--target", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", type=int, default=1)
    parser.add_argument("--level", default="beginner")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--seat", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        result = asyncio.run(asyncio.wait_for(
            _worker(args.port, f"Screen {args.seat}", args.seat, args.level, args.seed), 600))
        print(json.dumps(result))
        return 0
    each: list[float] = []
    every: list[float] = []
    own: list[float] = []
    for match in range(args.matches):
        figures = measure(args.variant, args.target, args.seed + match, args.level)
        each += figures["each_screen"]
        every += figures["every_screen"]
        own += figures["own_screen"]
    print(json.dumps({
        "variant": args.variant, "target": args.target, "matches": args.matches, "clients": CLIENTS,
        "actions": len(every), "every_screen": _summary(every), "each_screen": _summary(each),
        "own_screen": _summary(own), "cpus": os.cpu_count(), "python": platform.python_version(),
        "machine": platform.machine(),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
