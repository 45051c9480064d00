"""A deal played by ear through the real Linux accessibility stack (issue 57).

For each game: a virtual X server (Xvfb, on a display it picks itself), a private session bus
(``dbus-run-session``), the accessibility bus (``at-spi-bus-launcher``), the player ``atspi_player.py`` run by the
system's python3 (pyatspi) and the game itself (``python -m belote_desktop --variant V --seed S`` with a
temporary home). The player hears the game's announcements and the card table's name over AT-SPI and plays
the whole deal by keys alone; its report says what was said. Asserted: every card played is announced once,
every trick's winner, the result; about one message a move; in La Coinche
the bid value said after "+"; Tab never traps the focus (it comes back to the table).

Skipped, with the reason, where a piece of the stack is missing (Xvfb, dbus-run-session, the bus launcher,
xdotool, /usr/bin/python3 with pyatspi) — unless ``BELOTE_REQUIRE_ATSPI=1`` (CI sets it): then it fails.

Run as a script (``python test_atspi_deal.py --inside ...``) it is the session's inside: what
``dbus-run-session`` runs, on the new bus.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import speech_time  # noqa: E402  (beside this file)

ROOT = HERE.parents[1]
PLAYER = HERE / "atspi_player.py"
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher",
                 "/usr/lib/at-spi2/at-spi-bus-launcher")
PLAYER_TIMEOUT_S = 300  # one game by ear, from the player's start to the result (the table waits for the voice)
SESSION_TIMEOUT_S = PLAYER_TIMEOUT_S + 60  # the whole session: start-up, the deal, the closing
WINDOW_WAIT_S = 45  # the game's window appears within this (a busy machine starts Qt slowly)
SEED = 1
GAMES = ("classic", "coinche", "baloot", "bulgarian", "belot_2p")
SLACK = 3  # messages allowed beyond one a move, one a turn and the result
MIN_SHARE = 0.80  # the program's announcements' share of the speech time (issue 71)
MAX_LAG_S = 3.5  # "about 3 s": the most a message waits in the simulated queue behind the table (the words;
# the table gives the next thing, a computer player's move, the player's turn, the deal's end, once the voice has said
# the one before: a message's wait is from when it reached the screen reader, docs/accessibility.md)
PACE_SLACK_S = 0.3  # a bot's move may come this much before espeak-ng ends the message before it (timers, the bus)


def bus_launcher() -> str | None:
    return next((p for p in BUS_LAUNCHERS if os.access(p, os.X_OK)), None)


def missing_pieces() -> list[str]:
    """What of the stack this machine lacks (empty: all there)."""
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "xdotool", "espeak-ng") if shutil.which(tool) is None]
    if bus_launcher() is None:
        missing.append("at-spi-bus-launcher (at-spi2-core)")
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        missing.append(SYSTEM_PYTHON)
    elif subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=60).returncode:
        missing.append(f"pyatspi for {SYSTEM_PYTHON} (python3-pyatspi)")
    return missing


# -- the session's inside (run by dbus-run-session, on the new session bus) ----------------------------------------
def _read_line(proc: subprocess.Popen[str], expected: str, timeout: float) -> bool:
    """Wait for ``expected`` on ``proc``'s stdout (bounded)."""
    import selectors

    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    end = time.monotonic() + timeout
    while time.monotonic() < end and proc.poll() is None:
        if sel.select(timeout=0.5):
            line = proc.stdout.readline()
            if expected in line:
                return True
    return False


def _window_of(pid: int, timeout: float, log: list[str]) -> str | None:
    """The game's visible window, once it is mapped (xdotool)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True,
                               text=True, timeout=30).stdout.split()
        if found:
            return found[0]
        time.sleep(0.5)
    log.append(f"no window of process {pid} after {timeout} s")
    return None


def inside(args: argparse.Namespace) -> int:
    """Start the accessibility bus, the player and the game; give the window the focus as a window manager would
    (Xvfb has none: without it Qt's window is never active and no focus is reported); wait for the player."""
    out = Path(args.out)
    log: list[str] = []
    procs: list[subprocess.Popen[str]] = []
    launcher = bus_launcher()
    assert launcher is not None
    started = time.monotonic()
    try:
        procs.append(subprocess.Popen([launcher, "--launch-immediately"], stdout=subprocess.DEVNULL,
                                      stderr=open(out / "launcher.log", "w")))  # noqa: SIM115
        player = subprocess.Popen(
            [SYSTEM_PYTHON, str(PLAYER), "--variant", args.variant, "--report", str(out / "report.json"),
             "--timeout", str(PLAYER_TIMEOUT_S)],
            stdout=subprocess.PIPE, stderr=open(out / "player.log", "w"), text=True)  # noqa: SIM115
        procs.append(player)
        if not _read_line(player, "LISTENING", 60):
            log.append("the player never listened")
            return 1
        env = dict(os.environ, QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   BELOTE_DESKTOP_HOME=args.home)
        env.pop("QT_QPA_FONTDIR", None)
        game = subprocess.Popen(
            [sys.executable, "-m", "belote_desktop", "--home", args.home, "--variant", args.variant,
             "--seed", str(args.seed), "--size", "1280x800", "--lang", "en"],
            cwd=ROOT, env=env, stdout=open(out / "game.log", "w"), stderr=subprocess.STDOUT, text=True)  # noqa: SIM115
        procs.append(game)
        window = _window_of(game.pid, WINDOW_WAIT_S, log)
        if window is not None:
            focused = subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True, text=True,
                                     timeout=30)
            log.append(f"window {window} focused at {time.monotonic() - started:.1f} s: rc {focused.returncode}")
        try:
            player.wait(timeout=PLAYER_TIMEOUT_S + 15)
        except subprocess.TimeoutExpired:
            log.append("the player did not finish")
        log.append(f"game still running at the end: {game.poll() is None}")
        return 0
    finally:
        for proc in reversed(procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=10)
        (out / "session.log").write_text("\n".join(log) + "\n", encoding="utf-8")


# -- pytest: one game by ear each --------------------------------------------------------------------------------
if __name__ != "__main__":
    import pytest

    REQUIRED = os.environ.get("BELOTE_REQUIRE_ATSPI") == "1"
    MISSING = missing_pieces() if sys.platform.startswith("linux") else ["Linux (AT-SPI)"]
    # a virtual X server and a whole deal per game: the full suite's (tests/ui/window/test_speech.py counts the same in
    # process in the fast loop)
    pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(MISSING) and not REQUIRED,
                                     reason="the Linux accessibility stack is missing: " + ", ".join(MISSING)
                                     + " (apt-get install xvfb dbus-x11 at-spi2-core python3-pyatspi xdotool espeak-ng;"
                                     " BELOTE_REQUIRE_ATSPI=1 makes this a failure)")]

    def _run_session(variant: str, tmp: Path) -> dict:
        if MISSING:
            pytest.fail("BELOTE_REQUIRE_ATSPI=1 but the accessibility stack is missing: " + ", ".join(MISSING))
        from belote_desktop.storage.settings import Settings

        home = tmp / "home"
        (home / "config").mkdir(parents=True)
        settings = Settings(animation_speed="instant", bot_pause_ms=0, show_welcome=False, language="en",
                            sound=False, autosave=False, partner_level="beginner", opponent_level="beginner",
                            confirm_abandon_game=False)
        (home / "config" / "settings.json").write_text(json.dumps(settings.to_dict()), encoding="utf-8")
        out = tmp / "out"
        out.mkdir()
        read_fd, write_fd = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten",
                                 "tcp"], pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        started = time.monotonic()
        try:
            with os.fdopen(read_fd) as pipe:
                display = pipe.readline().strip()  # Xvfb writes the display it took once it listens
            assert display, "Xvfb did not start"
            env = {k: v for k, v in os.environ.items() if k not in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS",
                                                                     "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
            env["DISPLAY"] = f":{display}"
            env["NO_AT_BRIDGE"] = "0"
            try:  # (the inside ends by itself: each of its waits is bounded)
                rc: object = subprocess.run(
                    ["dbus-run-session", "--", sys.executable, str(Path(__file__).resolve()), "--inside",
                     "--variant", variant, "--seed", str(SEED), "--home", str(home), "--out", str(out)],
                    env=env, capture_output=True, text=True, timeout=SESSION_TIMEOUT_S).returncode
            except subprocess.TimeoutExpired:
                rc = f"none: the session outlived {SESSION_TIMEOUT_S} s"
        finally:
            xvfb.terminate()
            try:
                xvfb.wait(timeout=10)
            except subprocess.TimeoutExpired:
                xvfb.kill()
        seconds = time.monotonic() - started
        keep = os.environ.get("BELOTE_ATSPI_KEEP")  # a folder: each game's report and logs are copied there
        if keep:
            shutil.copytree(out, Path(keep) / variant, dirs_exist_ok=True)
        logs = {name: (out / name).read_text(encoding="utf-8", errors="replace")[-3000:]
                for name in ("session.log", "player.log", "game.log") if (out / name).exists()}
        where = f"\nsession rc {rc}\n" + "\n".join(f"--- {k}\n{v}" for k, v in logs.items())
        assert (out / "report.json").exists(), "the player wrote no report" + where
        report = json.loads((out / "report.json").read_text(encoding="utf-8"))
        report["wall_seconds"] = round(seconds, 1)
        report["logs"] = where
        game_log = out / "game.log"
        report["key_event_errors"] = (game_log.read_text(encoding="utf-8", errors="replace").count("keyEventError")
                                      if game_log.exists() else 0)
        return report

    PLAY = re.compile(r"^(?:You play|\S+ plays) the (\w+ of \w+)")
    WINNER = re.compile(r"\b(?:wins|win) the (?:last )?trick\b")
    CALL = re.compile(r"^\S+ (?:pass|passes|bid|bids|take|takes|say|says|call|calls|coinche|coinches|surcoinche|"
                      r"surcoinches)\b")
    DECLARATION = re.compile(r"^\S+: ")

    def _summary(variant: str, report: dict) -> dict:
        """What was heard, counted."""
        from belote_desktop.engine import find_variant
        from belote_desktop.engine.cards import deck_cards
        from belote_desktop.learn import table_words as text

        rules = find_variant(variant)
        deck = {text.card_name(card) for card in deck_cards(rules.deck)}
        played = len(deck) - rules.unused_cards
        said = report["announcements"]
        polite = [a for a in said if not a["assertive"]]
        plays = [m.group(1) for a in polite if (m := PLAY.match(a["text"]))]
        first_play = next((i for i, a in enumerate(polite) if PLAY.match(a["text"])), len(polite))
        calls = [a for a in polite[:first_play] if CALL.match(a["text"])]
        declarations = [a for a in polite if DECLARATION.match(a["text"])]
        moves = len(plays) + len(calls) + len(declarations)
        return {
            "deck": deck, "played": played, "tricks": played // rules.players, "plays": plays,
            "winners": sum(1 for a in polite if WINNER.search(a["text"])), "calls": len(calls),
            "declarations": len(declarations), "moves": moves,
            "turns": sum(1 for a in said if a["text"].startswith("Your turn")),
            "messages": len(said), "per_move": round(len(said) / max(moves, 1), 2),
            "key_answers": sum(1 for a in said if a["assertive"] and not a["text"].startswith("Your turn")),
        }

    @pytest.mark.parametrize("variant", GAMES)
    def test_a_deal_played_by_ear(variant, tmp_path):
        report = _run_session(variant, Path(tempfile.mkdtemp(prefix=f"atspi-{variant}-", dir=tmp_path)))
        s = _summary(variant, report)
        said = [a["text"] for a in report["announcements"]]
        where = (f"\n{variant}: {json.dumps({k: v for k, v in s.items() if k != 'deck'}, default=sorted)}"
                 f"\nproblems: {report['problems']}\nannouncements:\n" + "\n".join(said[-80:]) + report["logs"])
        print(f"\n{variant}: {s['played']} cards announced {len(set(s['plays']))}, trick winners {s['winners']}/"
              f"{s['tricks']}, {s['messages']} messages for {s['moves']} moves and {s['turns']} turns "
              f"({s['per_move']} a move) and {s['key_answers']} answers to keys, {report['wall_seconds']} s, "
              f"{report['key_event_errors']} slow keys (Qt's keyEventError); Tab path: {report['tab'].get('path')}")
        assert not report["timed_out"], "the deal was not finished in time" + where
        assert not report["problems"], where
        # every card played announced, once
        assert len(s["plays"]) == s["played"], f"{len(s['plays'])} cards announced, {s['played']} played" + where
        assert len(set(s["plays"])) == s["played"], "a card announced twice" + where
        assert set(s["plays"]) <= s["deck"], "a card name that is no card of the deck" + where
        if s["played"] == len(s["deck"]):
            missing = [card for card in s["deck"] if not any(card in text for text in said)]
            assert not missing, f"cards never announced: {missing}" + where
        # every trick's winner, the result last
        assert s["winners"] == s["tricks"], f"{s['winners']} of {s['tricks']} trick winners announced" + where
        assert report["result"], "no result announced" + where
        assert report["announcements"][-1]["text"] == report["result"], "something said after the result" + where
        # the moves polite (the player's turn assertive only where nothing said is unheard: checked by speech time
        # below, where no announcement is cut); about one message a move
        assert report["turns"]["play"] == s["tricks"], "a playing turn not announced (or twice)" + where
        assert s["turns"] == report["turns"]["bid"] + report["turns"]["play"], where
        assert not [a for a in said if "not playable" in a], \
            "a card refused: Enter on a card the table's name called playable" + where
        # the other assertive messages answer the player's keys in the auction (the value chosen: "100, Clubs"),
        # one a key at most
        answers = [a for a in report["announcements"] if a["assertive"] and not a["text"].startswith("Your turn")]
        bid_keys = [k for k in report["keys"] if k["pending"] == "bid"]
        assert len(answers) <= len(bid_keys), f"{len(answers)} answers to {len(bid_keys)} keys" + where
        assert all(PLAY.match(a["text"]) is None and any(0 <= a["t"] - k["t"] <= 5 for k in bid_keys)
                   for a in answers), "an assertive message that answers no key" + where
        assert s["messages"] <= s["moves"] + s["turns"] + len(answers) + 1 + SLACK, \
            "more than about one message a move" + where
        assert all(a != b for a, b in zip(said, said[1:], strict=False)), "a message said twice in a row" + where
        # Tab goes round and comes back to the table (no trap)
        tab = report["tab"]
        assert tab.get("tried") and tab.get("returned"), f"Tab did not come back to the table: {tab}" + where
        assert tab["presses"] >= 2, f"Tab left the table for nothing: {tab}" + where
        # the table's name says the card under the keys, playable or why not
        assert any(re.match(r"\w+ of \w+, \d+ of \d+, playable$", n["name"]) for n in report["names"]), \
            "the table's name never said a playable card" + where
        if variant == "coinche":
            _value_said_after_plus(report, where)
        _heard_at_the_tables_pace(variant, report, s, where)

    def _timed(report: dict) -> list:
        return speech_time.simulate([speech_time.Utterance(float(u["t"]), str(u["text"]), str(u["kind"]))
                                     for u in report["utterances"]])

    def _heard_at_the_tables_pace(variant: str, report: dict, s: dict, where: str) -> None:
        """Issue 71, by speech time (espeak-ng at Orca's default rate, a screen reader's queue simulated): the
        announcements are at least MIN_SHARE of what is said, every card and winner is heard whole, no announcement
        (a move, the player's turn, the result, an answer) waits more than MAX_LAG_S, and no computer player moves
        before the message before his has been said."""
        timed = _timed(report)
        figures = speech_time.summary(timed)
        heard = [u.text for u in timed if u.announcement and u.heard]
        cards = [m.group(1) for text in heard if (m := PLAY.match(text))]
        winners = sum(1 for text in heard if WINNER.search(text))
        chatter = [(u.kind, u.text) for u in timed if not u.announcement and u.kind != "key"]
        print(f"{variant} by speech time: {figures}, cards heard {len(cards)}/{s['played']}, winners heard "
              f"{winners}/{s['tricks']}; the focus said: {chatter}")
        where = f"\n{figures}\nthe focus said: {chatter}" + where
        assert figures["share"] >= MIN_SHARE, "the focused table talks over the announcements" + where
        move_lag = max((u.start - u.t for u in timed if u.announcement and u.start is not None
                        and (PLAY.match(u.text) or CALL.match(u.text))), default=0.0)
        late = [(u.text, round(u.start - u.t, 2)) for u in timed
                if u.announcement and u.start is not None and u.start - u.t > MAX_LAG_S]
        print(f"{variant}: the most a move's message waited {move_lag:.2f} s, any message {figures['max_lag_s']:.2f} s")
        assert move_lag <= MAX_LAG_S and not late, f"the voice falls behind the table: {late}" + where
        assert cards == s["plays"], "a card's message cut or never said, as a screen reader would" + where
        assert winners == s["tricks"], "a trick's winner cut or never said" + where
        cut = [u.text for u in timed if u.announcement and not u.heard  # (an answer to a key may be cut by the next)
               and not (u.kind == "assertive" and not u.text.startswith("Your turn"))]
        assert not cut, f"announcements cut before their end (a key, a focus change, an assertive one): {cut}" + where
        said = [u for u in timed if u.announcement]
        early = [(b.text, round(a.end - b.t, 2)) for a, b in zip(said, said[1:], strict=False)
                 if a.end is not None and (PLAY.match(b.text) or CALL.match(b.text)) and not b.text.startswith("You")
                 and b.t < a.end - PACE_SLACK_S]
        assert not early, f"a computer player moved before the message before his was said: {early}" + where

    def _value_said_after_plus(report: dict, where: str) -> None:
        """La Coinche: after "+", the bid value is said (before the suit key)."""
        keys = report["keys"]
        plus = next((i for i, k in enumerate(keys) if k["key"] == "plus"), None)
        assert plus is not None and plus + 1 < len(keys), "'+' was never pressed" + where
        since, until = keys[plus]["t"], keys[plus + 1]["t"]
        bid = next((m for a in report["announcements"] if (m := re.match(r"You bid (\d+)", a["text"]))), None)
        assert bid is not None, "the player's bid was not announced" + where
        heard = [a["text"] for a in report["announcements"] if since <= a["t"] <= until]
        assert any(re.search(rf"\b{bid.group(1)}\b", text) for text in heard), (
            f"the value {bid.group(1)} was not said after '+' (said between '+' and the suit key: {heard})" + where)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--inside", action="store_true", required=True)
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--home", required=True)
    parser.add_argument("--out", required=True)
    sys.exit(inside(parser.parse_args()))
