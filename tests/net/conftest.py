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
        self.times: list[float] = []  # time.monotonic() when each of ``lines`` was read
        self.raw: list[str] = []
        self.stderr: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        self._readers = [threading.Thread(target=self._read, daemon=True),
                         threading.Thread(target=self._read_err, daemon=True)]
        for reader in self._readers:
            reader.start()

    def _read(self) -> None:
        for line in self.popen.stdout:  # type: ignore[union-attr]
            self.raw.append(line)
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            self.times.append(time.monotonic())
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
        """The exit status, once the process has ended and its last lines are read (``lines`` is whole)."""
        try:
            status = self.popen.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.name} still running after {timeout} s; last lines {self.raw[-5:]} "
                                 f"stderr {''.join(self.stderr)[-2000:]}") from None
        for reader in self._readers:  # the pipes end with the process: bounded
            reader.join(timeout=10)
        return status

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
        if "--discovery-port" not in extra:
            args += ["--discovery-port", "0"]  # no answers to probes but where a test asks for them
        if target is not None:
            args += ["--target", str(target)]
        if trace is not None:
            args += ["--trace", str(trace)]
        proc = self._start(args, f"host {variant}")
        listening = proc.wait_for(lambda o: o.get("event") == "listening", 30)
        assert listening["address"] in (LOOPBACK, "::1")
        return proc, int(listening["port"])

    def client(self, port: int, code: str, name: str, *, seat: int | None = None, level: str = "beginner",
               leave_after: int | None = None, token_file: Path | None = None) -> Proc:
        args = ["-m", "belote_desktop.net.client", "--address", LOOPBACK, "--port", str(port), "--code", code,
                "--name", name, "--level", level]
        if seat is not None:
            args += ["--seat", str(seat)]
        if leave_after is not None:
            args += ["--leave-after-actions", str(leave_after)]
        if token_file is not None:  # the seat's token kept there: the player comes back with it
            args += ["--token-file", str(token_file)]
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


# -- the host's trace, checked against a replay of the match ------------------------------------------


def host_rules(variant: str, target: int | None):
    """The ruleset the headless host plays for ``--variant`` and ``--target`` (a network table's: the cards
    shuffled before every deal, ``host.table_rules``)."""
    from belote_desktop.engine import find_variant
    from belote_desktop.net.host import table_rules

    rules = find_variant(variant)
    return table_rules(rules if target is None else rules.with_overrides({"target_score": target}))


def replay_states(rules, seed, host_lines: list[dict]) -> list:
    """The match after each step (states[k]: after k actions), replayed from the host's printed actions on
    ``new_match(rules, seed)``: an independent copy of what the host's engine holds."""
    from belote_desktop.engine import new_match
    from belote_desktop.net.wire import action_from_json

    match = new_match(rules, seed)
    states = [match]
    for line in host_lines:
        if line.get("event") == "action":
            assert match.current_player() == line["seat"], (len(states), line)
            match = match.apply(action_from_json(line["action"], rules))
            match.step_action = (line["seat"], line["action"])  # the action that made this state
            states.append(match)
    return states


def _public_cards(match, seat: int) -> set[str]:
    """The cards ``seat`` may see now besides its hand, from the true state: played (the tricks, the trick),
    the turned card, face-up table cards, shown declarations (before the second trick only one's own,
    where the rules show them then), the king and queen announced."""
    deal = match.deal
    public = {str(card) for trick in deal.tricks for card in trick.cards}
    n = match.rules.players
    public |= {str(card) for card in _cards_of_mask(sum(1 << c for c in deal.trick))}
    if deal.turned_card is not None:
        public.add(str(deal.turned_card))
    zones = deal.zones
    for other in range(n):
        public |= {str(c) for c in _cards_of_mask(zones.table_up[other])} if zones.table_up else set()
    hidden_yet = match.rules.melds_shown_at_second_trick and not deal.tricks
    for ann in deal.announcements:
        if hidden_yet and ann.seat != seat:
            continue
        public |= {str(card) for meld in ann.melds for card in meld.cards}
        if ann.card is not None:
            public.add(str(ann.card))
    return public


def _cards_of_mask(mask: int):
    from belote_desktop.engine import cards_in

    return cards_in(mask)


def _card_strings(node, deck: set[str], out: set[str]) -> set[str]:
    if isinstance(node, str):
        if node in deck:
            out.add(node)
    elif isinstance(node, dict):
        for value in node.values():
            _card_strings(value, deck, out)
    elif isinstance(node, list):
        for value in node:
            _card_strings(value, deck, out)
    return out


def check_trace(trace_path: Path, rules, states: list) -> dict:
    """Every message the host sent, checked: a view is exactly its seat's view of the replayed match at its
    step (and its scores); no message holds a card hidden from its seat at that moment (another seat's hand
    card, a face-down card or the stock's), unless public (played, turned, face up, shown), checked against
    the host's true cards of the trace. A ``deal_over``'s deck is allowed only at the step that ended that deal
    and only as the replay's finished deal ("deals" counts them). Returns counts; AssertionError on the first
    problem."""
    from belote_desktop.engine.cards import deck_cards
    from belote_desktop.net.wire import deal_to_json, past_deal_to_json, view_to_json

    deck = {str(card) for card in deck_cards(rules.deck)}
    truth = None
    counts = {"messages": 0, "views": 0, "truths": 0, "hidden_checked": 0, "deals": 0}
    expected: dict[tuple[int, int], dict] = {}
    with open(trace_path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            record = json.loads(line)
            if "truth" in record:
                truth = record["truth"]
                counts["truths"] += 1
                assert truth["step"] < len(states), (number, truth["step"])
                true_deal = states[truth["step"]].deal
                assert truth["hands"] == [[str(c) for c in _cards_of_mask(h)] for h in true_deal.hands], number
                continue
            seat, message = record["seat"], record["message"]
            counts["messages"] += 1
            if seat < 0:
                assert message["type"] in ("refused", "event"), (number, message)
                continue
            if truth is None:  # before the match started: a welcome, a joined event
                assert message["type"] in ("welcome", "event", "refused", "pong"), (number, message)
                assert not _card_strings(message, deck, set()), (number, message)  # no card at all yet
                continue
            step = truth["step"]
            match = states[step]
            hidden = set(truth["stock"]) | {c for cards in truth["face_down"] for c in cards}
            hidden |= {c for other, cards in enumerate(truth["hands"]) if other != seat for c in cards}
            hidden -= _public_cards(match, seat)
            body = dict(message)
            if message["type"] == "event" and "deal" in message:
                # a deal's whole deck, allowed only once that deal is over: sent at the step that ended it,
                # exactly the deal the replay finished
                assert message["what"] == "deal_over", (number, message)
                assert step > 0 and len(states[step].finished) > len(states[step - 1].finished), \
                    f"line {number}: a deal's cards before it is over (step {step})"
                over = states[step].finished[-1]
                assert message["deal"] == deal_to_json(over.dealer, over.deck, over.match_scores), \
                    f"line {number}: not the deal just over"
                body.pop("deal")
                counts["deals"] += 1
            if message["type"] == "past_deals":
                # a (re)joining seat is told the deals already over: exactly those, decks only of deals played out
                over = list(states[step].finished)
                assert message["deals"] == [past_deal_to_json(d) for d in over[len(over) - len(message["deals"]):]], \
                    f"line {number}: past deals that are not the match's"
                assert all("deck" not in d for d, real in zip(message["deals"], over[-len(message["deals"]):])
                           if real.thrown_in), number
                body = {}
                counts["past"] = counts.get("past", 0) + 1
            if message["type"] == "event" and message["what"] == "action":
                # the action of this very step, as the host played it: its card was just played to all
                assert step > 0 and (message["seat"], message["action"]) == states[step].step_action, number
                body.pop("action")
            if message["type"] == "view":
                counts["views"] += 1
                assert message["step"] == step, (number, message["step"], step)
                key = (step, seat)
                if key not in expected:
                    expected[key] = view_to_json(match.view_for(seat))
                assert message["view"] == expected[key], f"line {number}: seat {seat} step {step}: not its view"
                assert message["scores"] == list(match.scores), number
                assert message["view"]["hand"] == truth["hands"][seat], number
                body["view"] = {k: v for k, v in message["view"].items() if k != "hand"}
            seen = _card_strings(body, deck, set())
            leaked = seen & hidden
            assert not leaked, f"line {number}: seat {seat} received hidden cards {sorted(leaked)} at step {step}"
            counts["hidden_checked"] += len(hidden)
    return counts
