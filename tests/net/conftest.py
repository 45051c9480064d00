"""Real processes for the network tests: a headless host and scripted clients on the loopback address.

``procs`` starts them (``python -m belote_desktop.net.host`` / ``.client``), reads their JSON lines in
threads, and always kills whatever is still running when the test ends. Every wait has a timeout.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


class Proc:
    """One child process whose stdout is read line by line (JSON where it parses) in a thread."""

    def __init__(self, args: list[str], name: str) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        env.pop("QT_QPA_PLATFORM", None)  # the net package never loads Qt
        self.name = name
        self.args = args
        self.popen = subprocess.Popen(
            [sys.executable, *args], cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace")
        self.lines: list[dict] = []
        self.raw: list[str] = []
        self.stderr: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read(self) -> None:
        for line in self.popen.stdout:  # type: ignore[union-attr]
            self.raw.append(line)
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            self.lines.append(obj)
            self._queue.put(obj)
        self._queue.put(None)

    def _read_err(self) -> None:
        for line in self.popen.stderr:  # type: ignore[union-attr]
            self.stderr.append(line)

    def wait_for(self, predicate, timeout: float) -> dict:
        """The first new JSON line that ``predicate`` accepts; AssertionError after ``timeout`` seconds or
        when the process ends first."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{self.name}: nothing matched in {timeout} s; last lines {self.raw[-5:]} "
                                     f"stderr {''.join(self.stderr)[-2000:]}")
            try:
                obj = self._queue.get(timeout=min(left, 0.5))
            except queue.Empty:
                continue
            if obj is None:
                raise AssertionError(f"{self.name} ended (rc {self.popen.poll()}); last lines {self.raw[-5:]} "
                                     f"stderr {''.join(self.stderr)[-3000:]}")
            if predicate(obj):
                return obj

    def wait(self, timeout: float) -> int:
        try:
            return self.popen.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.name} still running after {timeout} s; last lines {self.raw[-5:]} "
                                 f"stderr {''.join(self.stderr)[-2000:]}") from None

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(sig)

    def stop(self) -> None:
        """Ends the process (SIGTERM, then SIGKILL), bounded."""
        if self.popen.poll() is None:
            self.popen.terminate()
            try:
                self.popen.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(timeout=5)


class Procs:
    """The processes of one test; all stopped at its end."""

    def __init__(self) -> None:
        self.all: list[Proc] = []

    def host(self, variant: str, code: str, seats: str, *, seed: int = 1, target: int | None = None,
             level: str = "beginner", trace: Path | None = None, idle_timeout: float = 60,
             extra: tuple[str, ...] = ()) -> tuple[Proc, int]:
        """A headless host on the loopback address and a free port: (process, port)."""
        args = ["-m", "belote_desktop.net.host", "--variant", variant, "--code", code, "--port", "0",
                "--seats", seats, "--level", level, "--seed", str(seed), "--address", LOOPBACK,
                "--idle-timeout", str(idle_timeout), *extra]
        if target is not None:
            args += ["--target", str(target)]
        if trace is not None:
            args += ["--trace", str(trace)]
        proc = self._start(args, f"host {variant}")
        listening = proc.wait_for(lambda o: o.get("event") == "listening", 30)
        assert listening["address"] in (LOOPBACK, "::1")
        return proc, int(listening["port"])

    def client(self, port: int, code: str, name: str, *, seat: int | None = None, level: str = "beginner",
               leave_after: int | None = None) -> Proc:
        args = ["-m", "belote_desktop.net.client", "--address", LOOPBACK, "--port", str(port), "--code", code,
                "--name", name, "--level", level]
        if seat is not None:
            args += ["--seat", str(seat)]
        if leave_after is not None:
            args += ["--leave-after-actions", str(leave_after)]
        return self._start(args, f"client {name}")

    def _start(self, args: list[str], name: str) -> Proc:
        proc = Proc(args, name)
        self.all.append(proc)
        return proc

    def stop_all(self) -> None:
        for proc in reversed(self.all):
            proc.stop()


@pytest.fixture
def procs():
    group = Procs()
    try:
        yield group
    finally:
        group.stop_all()
