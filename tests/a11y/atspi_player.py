#!/usr/bin/python3
"""A player who only hears: plays one deal of Belote Desktop by keys alone, reading nothing but AT-SPI (issue 57).

Run by the system's python3 (pyatspi lives there, not in the project's venv), on the session bus where the
accessibility bus runs, before the game starts:

    /usr/bin/python3 tests/a11y/atspi_player.py --variant classic --report out.json --timeout 90

It listens to the game's announcements ("object:announcement") and to the card table's accessible name, and
answers with keys synthesised through AT-SPI (XTest underneath):

* "Your turn to bid" (assertive): the variant's first call (classic: T, take the turned card; La Coinche: "+"
  once, a suit key, then B; the others: a call key), then P at every later turn. A key that brings no
  "You ..." message within a few seconds is followed by the next one, P last.
* "Your turn: play a card" (assertive): the card under the keys is the one that message names (at the turn's start
  the game lifts the card nearest the last one chosen and says it with the turn; the table's name keeps what it said
  until a key), then the one the table's name says after each Right; Right until that card is "playable" (not "not
  playable"), then Enter. At the first such turn, before playing, Tab is pressed until the focus is back on the
  table (at most ``TAB_LIMIT`` presses): the focused objects' names are the Tab path.
* the deal's result (the message after "... the last trick ..."): the report is written and the player leaves.

The report (JSON): every announcement with its politeness and time, the table's names seen, the Tab path, the
keys pressed, the problems met, and what a screen reader would say (``utterances``): the announcements, a name or
description change of the object that has the focus (as Orca: of the last object a focus event came from), a focus
moved by the program (the focused object's name; a focus moved by the player's Tab answers his key and is left out),
and the keys pressed. It is written also when the time runs out ("timed_out": true).

Standard library and pyatspi only: nothing of the project is imported (the player knows the game only by ear).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time

from pathlib import Path

import pyatspi
from gi.repository import GLib

sys.path.insert(0, str(Path(__file__).resolve().parent))
import speech_time  # noqa: E402  (beside this file: standard library only)

# X keysyms of the keys the player presses
KEYSYMS = {
    "Right": 0xFF53, "Left": 0xFF51, "Return": 0xFF0D, "Tab": 0xFF09, "Escape": 0xFF1B, "plus": 0x2B,
    **{c: ord(c) for c in "abcdefghijklmnopqrstuvwxyz0123456789"},
}
TICK_MS = 50
KEY_GAP_S = 0.25  # between two keys of a sequence
OWN_CALL_WAIT_S = 6.0  # a call key that brings no "You ..." message in this time did nothing
NAME_WAIT_S = 6.0  # Right pressed: the table's new name comes within this (a key may be slow under load)
VALUE_WAIT_S = 2.0  # La Coinche: after "+", time for the value to be said before the suit key
SETTLE_S = 0.4  # the table's name unchanged this long: what it says is what Enter would play
PLAY_WAIT_S = 8.0  # Enter pressed: "You play ..." comes within this, else the turn is tried again
FOCUS_WAIT_S = 5.0  # Tab pressed: the new focus comes within this
TAB_LIMIT = 15  # Tab presses to come back to the table (more: a focus trap)
MAX_RIGHTS = 20  # Right presses to find a playable card in one turn
MAX_TURN_TRIES = 4  # tries of one playing turn
AFTER_RESULT_S = 1.5  # after the result: listen a little longer (a repeated message would show)
MAX_NAMES = 2000  # names kept (bounded report)
FOCUS_FIRST_S = 20.0  # keys wait this long at most for the table to have the focus (the window activated)
LISTEN_LIMIT_S = 30.0  # a turn's keys wait at most this long for the voice to have said everything

# the first call of each game, as key sequences; "p" (pass) is tried last
FIRST_CALLS = {
    "classic": [["t"]],
    "coinche": [["plus", "WAIT", "1", "b"]],
    "baloot": [["h"], ["n"]],
    "bulgarian": [["4"], ["n"], ["a"]],
    "belot_2p": [["4"], ["n"], ["a"]],
}


CARD_NAME = re.compile(r"^\w+ of \w+, \d+ of \d+")  # the table's name while a card is under the keys
TURN_CARD = re.compile(r"\w+ of \w+, \d+ of \d+, (?:not )?playable")  # the card under the keys, in "Your turn"


def is_table(name: str) -> bool:
    """The card table's accessible name: "Card table", or the card under the keys ("Jack of Spades, 3 of 8, ...")."""
    return name.startswith("Card table") or CARD_NAME.match(name) is not None


class Player:
    def __init__(self, variant: str, report: str, timeout: float) -> None:
        self.variant = variant
        self.report_path = report
        self.started = time.monotonic()
        self.deadline = self.started + timeout
        self.announcements: list[dict[str, object]] = []
        self.names: list[dict[str, object]] = []
        self.focus: list[dict[str, object]] = []  # every focus gained
        self.tab_path: list[str] = []
        self.tab_result: dict[str, object] = {"tried": False}
        self.keys: list[dict[str, object]] = []
        self.problems: list[str] = []
        self.table: object = None  # the card table's accessible (the announcements' source)
        self.turns = {"bid": 0, "play": 0}
        self.pending: str | None = None  # "bid" / "play": the turn being answered
        self.queue: list[tuple[float, str]] = []  # (not before, key) to press
        self.step: dict[str, object] = {}
        self.last_trick_at: int | None = None  # index of the announcement of the last trick
        self.result: str | None = None
        self.result_at = 0.0
        self.done = False
        self.tab_from = 0
        self.tab_at = 0.0
        self.table_focused_at: float | None = None  # when the table was first seen with the focus
        self.locus: object = None  # the object the last focus event came from (a screen reader's "locus of focus")
        self.focus_deadline = self.started + FOCUS_FIRST_S
        self.utterances: list[dict[str, object]] = []  # what a screen reader would say: announcements, the focused
        # object's name and description changes, and the keys (which cut speech): speech_time.simulate's input

    # -- hearing ---------------------------------------------------------------------------------
    def now(self) -> float:
        return round(time.monotonic() - self.started, 3)

    def on_announcement(self, event: object) -> None:
        text = str(event.any_data or "")
        politeness = int(event.detail1)
        try:
            source = event.source.name
        except Exception:  # noqa: BLE001  (an object gone: the message still counts)
            source = "?"
        if self.table is None and is_table(source):
            self.table = event.source
        self.announcements.append({"t": self.now(), "text": text, "politeness": politeness,
                                   "assertive": politeness == 2, "source": source})
        self.utterances.append({"t": self.now(), "text": text, "kind": "assertive" if politeness == 2 else "polite"})
        # (the player's turn is assertive where nothing said is still unheard, else it waits its turn: issue 71)
        if text.startswith("Your turn to bid"):
            self.turns["bid"] += 1
            self.pending, self.step = "bid", {"calls": self.calls(), "index": 0, "sent": None}
        elif text.startswith("Your turn"):
            self.turns["play"] += 1
            lifted = TURN_CARD.findall(text)
            self.pending, self.step = "play", {"tries": 0, "choice": lifted[-1] if lifted else ""}
        if "the last trick" in text and self.last_trick_at is None:
            self.last_trick_at = len(self.announcements) - 1
        elif self.last_trick_at is not None and self.result is None and not text.startswith("Your turn"):
            self.result, self.result_at = text, time.monotonic()

    def on_name(self, event: object) -> None:
        name = str(event.any_data or "")
        if is_table(name) and len(self.names) < MAX_NAMES:
            self.names.append({"t": self.now(), "name": name})
            if self.pending == "play":
                self.step["choice"] = name  # the card now under the keys
        self._focus_change(event, "name")

    def on_description(self, event: object) -> None:
        self._focus_change(event, "description")

    def _focus_change(self, event: object, kind: str) -> None:
        """A name or description change of the object with the focus: a screen reader says it (cutting what it says).
        As Orca: the object the last focus event came from (a change sent just before the focus event, as the object
        takes the focus, is not said: the focus event says the object anew)."""
        if self.locus is not None and event.source == self.locus and len(self.utterances) < MAX_NAMES:
            self.utterances.append({"t": self.now(), "text": str(event.any_data or ""), "kind": kind})

    def voice_idle(self) -> bool:
        """Everything said so far has been heard (espeak-ng's durations at Orca's rate, speech_time.simulate)."""
        said = [speech_time.Utterance(float(u["t"]), str(u["text"]), str(u["kind"])) for u in self.utterances]
        return self.now() >= speech_time.idle_at(said)

    def listened(self, t: float) -> bool:
        """A listening player acts once the voice has said everything (at most LISTEN_LIMIT_S after the turn)."""
        step = self.step
        if "heard_at" in step:
            return True
        step.setdefault("since", t)
        if self.voice_idle() or t - float(step["since"]) > LISTEN_LIMIT_S:
            step.update(heard_at=t)
            return True
        return False

    def on_focus(self, event: object) -> None:
        if not event.detail1:
            return
        try:
            name, role = event.source.name, event.source.getRoleName()
        except Exception:  # noqa: BLE001
            name, role = "?", "?"
        self.focus.append({"t": self.now(), "name": name, "role": role})
        self.locus = event.source
        touring = "presses" in self.tab_result and not self.tab_result["tried"]
        if not touring and len(self.utterances) < MAX_NAMES:  # moved by the program: said, cutting what is said
            self.utterances.append({"t": self.now(), "text": name, "kind": "focus"})
        if is_table(name) and self.table_focused_at is None:
            self.table_focused_at = self.now()

    def table_name(self) -> str:
        if self.table is None:
            return ""
        try:
            return str(self.table.name)
        except Exception:  # noqa: BLE001
            return ""

    def own_messages(self) -> int:
        return sum(1 for a in self.announcements if str(a["text"]).startswith("You ") and not a["assertive"]
                   and not str(a["text"]).startswith("Your turn"))

    # -- acting ------------------------------------------------------------------------------------
    def press(self, key: str) -> None:
        self.keys.append({"t": self.now(), "key": key, "pending": self.pending, "table": self.table_name()})
        self.utterances.append({"t": self.now(), "text": key, "kind": "key"})
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, pyatspi.KEY_SYM)

    def calls(self) -> list[list[str]]:
        bid_made = any(str(a["text"]).startswith("You ") and not str(a["text"]).startswith("You pass")
                       for a in self.announcements if not a["assertive"])
        first = [] if bid_made else FIRST_CALLS.get(self.variant, [])
        return [*first, ["p"]]

    def tick(self) -> bool:
        try:
            self._tick()
        except Exception as exc:  # noqa: BLE001  (told in the report, the player goes on)
            self.problems.append(f"{self.now()}: {type(exc).__name__}: {exc}")
        if self.done:
            pyatspi.Registry.stop()
            return False
        return True

    def _tick(self) -> None:
        t = time.monotonic()
        if t > self.deadline:
            self.finish(timed_out=True)
            return
        if self.result is not None:
            if t - self.result_at > AFTER_RESULT_S:
                self.finish(timed_out=False)
            return
        if self.table_focused_at is None:  # no key before the window is active and the table focused
            if self.table is not None and self.table.getState().contains(pyatspi.STATE_FOCUSED):
                self.table_focused_at = self.now()
            elif t < self.focus_deadline:
                return
            else:
                self.problems.append(f"{self.now()}: the table never had the focus; keys pressed anyway")
                self.table_focused_at = -1.0
        if self.queue:
            if t >= self.queue[0][0]:
                self.press(self.queue.pop(0)[1])
            return
        if self.pending is not None and not self.listened(t):
            return
        if self.pending == "bid":
            self.bid_step(t)
        elif self.pending == "play":
            self.play_step(t)

    def bid_step(self, t: float) -> None:
        step = self.step
        calls: list[list[str]] = step["calls"]  # type: ignore[assignment]
        sent = step["sent"]
        if sent is not None:
            if self.own_messages() > step["own"]:  # the call was made
                self.pending = None
                return
            if t - sent < OWN_CALL_WAIT_S:
                return
            step["index"] += 1  # nothing came of it: the next call
            if step["index"] >= len(calls):
                self.problems.append(f"{self.now()}: no call was accepted at bidding turn {self.turns['bid']}")
                self.pending = None
                return
        keys = calls[step["index"]]
        at = t
        for key in keys:
            if key == "WAIT":  # after "+": time for the value to be said (what the report's keys show)
                at += VALUE_WAIT_S
                continue
            self.queue.append((at, key))
            at += KEY_GAP_S
        step["own"], step["sent"] = self.own_messages(), at

    def play_step(self, t: float) -> None:
        step = self.step
        if not self.tab_result["tried"]:
            self.tab_step(t)
            return
        phase = step.get("phase")
        if phase is None:
            step.update(phase="settle", rights=0, own=self.own_messages(), at=t, name=step["choice"])
            phase = "settle"
        if phase == "settle":  # the choice has stood still a moment: what Enter would play
            choice = step["choice"]
            if choice != step["name"]:
                step.update(at=t, name=choice)
            if t - step["at"] >= SETTLE_S:
                step["phase"] = phase = "look"
            else:
                return
        if phase == "look":
            choice = step["choice"]
            if ", playable" in choice and "not playable" not in choice:
                self.press("Return")
                step.update(phase="played", at=t)
                return
            if step["rights"] >= MAX_RIGHTS:
                self.problems.append(f"{self.now()}: no playable card found with Right: {choice!r}")
                step.update(phase="played", at=t)
                return
            step["rights"] += 1
            step.update(phase="right", at=t, before=choice, names=len(self.names))
            self.press("Right")
            return
        if phase == "right":  # the table's new name answers the key
            if len(self.names) > step["names"] or t - step["at"] > NAME_WAIT_S:
                step.update(phase="settle", at=t, name=step["choice"])
            return
        if phase == "played":
            if self.own_messages() > step["own"]:
                self.pending = None
                return
            if t - step["at"] > PLAY_WAIT_S:
                step["tries"] += 1
                if step["tries"] >= MAX_TURN_TRIES:
                    self.problems.append(f"{self.now()}: the card was not played after {MAX_TURN_TRIES} tries")
                    self.pending = None
                    return
                step["phase"] = None

    def tab_step(self, t: float) -> None:
        """Tab until the focus is back on the table (no trap), one press after each new focus."""
        r = self.tab_result
        if "presses" not in r:
            r.update(presses=0, returned=False, start_name=self.table_name(), start_t=self.now())
            self.tab_from = len(self.focus)
        new = self.focus[self.tab_from:]
        self.tab_from = len(self.focus)
        for f in new:
            self.tab_path.append(f"{f['role']}: {f['name']}")
        if r["presses"] and new and is_table(str(new[-1]["name"])):
            r.update(returned=True, tried=True)
            return
        if r["presses"] and not new and t - self.tab_at < FOCUS_WAIT_S:
            return  # the focus is on its way
        if r["presses"] and not new:
            self.tab_path.append(f"(no focus change in {FOCUS_WAIT_S} s)")
        if r["presses"] >= TAB_LIMIT:
            r["tried"] = True  # returned stays False: a trap (or the focus lost)
            return
        r["presses"] += 1
        self.tab_at = t
        self.press("Tab")

    def finish(self, timed_out: bool) -> None:
        if self.done:
            return
        self.done = True
        report = {
            "variant": self.variant, "timed_out": timed_out, "seconds": self.now(),
            "announcements": self.announcements, "names": self.names, "focus": self.focus,
            "tab": {**self.tab_result, "path": self.tab_path}, "keys": self.keys, "turns": self.turns,
            "result": self.result, "table_focused_at": self.table_focused_at, "last_trick_index": self.last_trick_at,
            "problems": self.problems, "utterances": self.utterances,
        }
        with open(self.report_path, "w", encoding="utf-8") as out:
            json.dump(report, out, indent=1, ensure_ascii=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--report", required=True)
    parser.add_argument("--timeout", type=float, default=90.0)
    args = parser.parse_args()
    player = Player(args.variant, args.report, args.timeout)
    registry = pyatspi.Registry
    registry.registerEventListener(player.on_announcement, "object:announcement")
    registry.registerEventListener(player.on_name, "object:property-change:accessible-name")
    registry.registerEventListener(player.on_description, "object:property-change:accessible-description")
    registry.registerEventListener(player.on_focus, "object:state-changed:focused")
    GLib.timeout_add(TICK_MS, player.tick)
    print("LISTENING", flush=True)
    registry.start()
    if not player.done:  # the loop stopped by itself
        player.finish(timed_out=True)
    speech_time.save_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
