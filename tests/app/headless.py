"""A local table and a network table played through the same interface, headless (issue 72): no widget, no screen,
a bare QCoreApplication. The player's seat is driven by the same calls at both (``view``, ``is_human_turn``,
``human_action``, ``can_undo``/``undo``, ``continue_deal``); the other seats play by themselves (the local table's
computers, the host's); the same signals are observed.

    python -m tests.app.headless      # one JSON line: what each table did, and the Qt modules loaded

tests/app/test_same_interface.py runs it in a process of its own.
"""

from __future__ import annotations

import json
import random
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from belote_desktop.ai import Level, choose_action
from belote_desktop.app.local_table import LocalTable
from belote_desktop.app.network_table import NetworkTable
from belote_desktop.app.presence import SessionBridge
from belote_desktop.app.table import Table
from belote_desktop.engine import PLAY, Ruleset, find_variant

SHARED_SIGNALS = ("stateChanged", "actionApplied", "illegalAction", "dealStarted", "dealFinished", "matchFinished",
                  "undoAvailable", "redoAvailable", "trickFinished", "botThinking", "actionRefused", "claimJudged")
RULES = find_variant("classic").with_overrides({"target_score": 1000})
SEED = 6
SECONDS = 60.0  # a bound on each deal: a table that stops moving fails, it does not hang


def _events() -> None:
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()
    time.sleep(0.001)


def _until(done: Callable[[], bool], seconds: float = SECONDS) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        _events()
    return done()


def play_one_deal(table: Table, start: Callable[[], None]) -> dict[str, Any]:
    """The game begins (``start``: a local table deals, a network table's player joins); the player's seat plays a
    whole deal through the table's interface, a refused move and a move taken back on the way; then Next deal. What
    the table said (its shared signals) and did."""
    seen: Counter[str] = Counter()
    for name in SHARED_SIGNALS:
        getattr(table, name).connect(lambda *_args, name=name: seen.__setitem__(name, seen[name] + 1))
    start()
    rng = random.Random(SEED)
    refused = undone = False
    moves = 0
    end = time.monotonic() + SECONDS
    while time.monotonic() < end and not table.awaiting_continue:
        _events()
        if not table.is_human_turn():
            continue
        view = table.view()
        assert view is not None
        if not refused:  # a card in the auction, or one the rules refuse: the engine's reason, nothing sent
            wrong = next(PLAY[c.index] for c in view.hand if PLAY[c.index] not in view.legal_actions)
            refused = not table.human_action(wrong)
            continue
        if table.human_action(choose_action(view, Level.BEGINNER, rng)):
            moves += 1
            if not undone and _until(table.can_undo, 5.0):  # taken back once, then played again
                undone = table.undo()
                _until(lambda view=view: table.is_human_turn() and table.view() == view, 10.0)
    over = table.awaiting_continue
    match = table.match
    result = table.last_result()
    finished = match.finished[-1] if match is not None and match.finished else None
    table.continue_deal()
    _until(lambda: seen["dealStarted"] >= 2, 10.0)
    return {"over": over, "refused": refused, "undone": undone, "moves": moves, "signals": dict(seen),
            "history": len(finished.history) if finished is not None else -1,
            "result": finished is not None and result == finished.result(),
            "next_deal": seen["dealStarted"] >= 2}


def local_deal(rules: Ruleset = RULES) -> dict[str, Any]:
    table = LocalTable()
    table.seat_model.set_levels("beginner", "beginner")
    table.seat_model.pause_ms = 0
    try:
        return play_one_deal(table, lambda: table.new_game(rules, seed=SEED, first_dealer=3))
    finally:
        table.auto_bots = False
        table.cancel_bot()
        table.wait_for_bots()


def network_deal(rules: Ruleset = RULES) -> dict[str, Any]:
    """A host on 127.0.0.1 (the computer at the other seats) and this table's player joining it."""
    from belote_desktop.net.host import HostSettings, HostTable, new_code
    from belote_desktop.net.session import ClientSession, HostSession

    code = new_code()
    settings = HostSettings("127.0.0.1", name="Headless table", start_timeout=30.0, idle_timeout=3600.0)
    host = HostSession(HostTable(rules, ["open", "computer", "computer", "computer"], "beginner", seed=SEED), code,
                       settings, on_event=lambda _event: None)
    _, port = host.start()
    bridge = SessionBridge()
    client = ClientSession("127.0.0.1", port, code, "Ana", 0, bridge.deliver)
    table = NetworkTable(session=client)
    bridge.message.connect(table.on_message)
    try:
        return play_one_deal(table, client.start)
    finally:
        client.close()
        host.close()
        _until(lambda: not any(t.name.startswith("belote") for t in threading.enumerate() if t.is_alive()), 15.0)


def main() -> int:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    report = {"local": local_deal(), "network": network_deal(),
              "qt": sorted(m for m in sys.modules if m.startswith("PySide6.Qt")), "app": type(app).__name__}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
