#!/usr/bin/python3
"""Orca by hand (issue 71): one deal of Belote Desktop played by keys with a real Orca speaking, and what it said when.

Run by the system's python3 (pyatspi), with an Orca built from its source (Orca is never part of the repository)::

    /usr/bin/python3 tools/orca_trial.py --orca /tmp/orca45-prefix/bin/orca --out /tmp/trial-auto
    /usr/bin/python3 tools/orca_trial.py --orca ... --out /tmp/trial-own --own-voice always
    /usr/bin/python3 tools/orca_trial.py --orca ... --out /tmp/trial-switch --switch-at 60   (V pressed once)

(Orca 45.2 is the newest that runs on Debian 12; how it was built: docs/accessibility.md, "What was tried". Needs
apt's pulseaudio and pulseaudio-utils besides the stack of tests/a11y, speech-dispatcher and espeak-ng.)

It starts Xvfb, a private session bus (``dbus-run-session``), the accessibility bus, PulseAudio with a null sink
(the speech takes its real time but nothing is played), speech-dispatcher (log level 5, espeak-ng, its own socket:
``SPEECHD_ADDRESS``), Orca (``--debug-file``), then the game (a fresh ``--home``). The keys are pressed by
``tests/a11y/atspi_player.py``'s player (the same choices: T, P, Right until playable, Enter), except that it acts
only once the real voice is silent: an "ear" reads the null sink's monitor (``parec``) and keeps when there was sound;
with the program's own voice it hears the program's messages as speech-dispatcher queues them.

``--out`` receives speechd's log, Orca's debug log, the game's log, ``ear.json`` (the sound's intervals), the
player's ``report.json`` and ``trial.json``: each message speech-dispatcher received (client, text, time) with when
its sound started, and the program's announcements with the delay from the table (the AT-SPI event) to the voice.
Times are seconds since the player started."""

from __future__ import annotations

import argparse
import array
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
A11Y = ROOT / "tests" / "a11y"
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SILENCE_S = 1.2  # the ear has heard nothing this long: the voice has said everything
LEVEL = 200  # a 20 ms block's mean absolute sample above this is sound (espeak-ng speaks at thousands)
BLOCK = 320  # samples of 16 kHz mono: 20 ms
SPEECHD_CONF = """LogLevel 5
LogDir "{log}"
DefaultVolume 100
AudioOutputMethod "pulse"
SymbolsPreproc "char"
SymbolsPreprocFile "gender-neutral.dic"
SymbolsPreprocFile "font-variants.dic"
SymbolsPreprocFile "symbols.dic"
SymbolsPreprocFile "emojis.dic"
SymbolsPreprocFile "orca.dic"
SymbolsPreprocFile "orca-chars.dic"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
Include "clients/*.conf"
"""


# -- the ear: when there was sound on the null sink ---------------------------------------------------------------
@dataclass
class Ear:
    started: float
    intervals: list[list[float]] = field(default_factory=list)
    last_sound: float = 0.0

    def listen(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        loud = False
        while True:
            raw = proc.stdout.read(BLOCK * 2)
            if len(raw) < BLOCK * 2:
                return
            samples = array.array("h", raw)
            now = time.monotonic() - self.started
            if sum(abs(s) for s in samples) / len(samples) > LEVEL:
                self.last_sound = now
                if not loud:
                    self.intervals.append([round(now - 0.02, 3), round(now, 3)])
                self.intervals[-1][1] = round(now, 3)
                loud = True
            elif loud and now - self.last_sound > 0.15:
                loud = False

    def silent_for(self) -> float:
        return time.monotonic() - self.started - self.last_sound


# -- the session's inside (on the new session bus) ------------------------------------------------------------------
def start(procs: list[subprocess.Popen[Any]], args: list[str], out: Path, name: str, **kw: Any) -> subprocess.Popen[Any]:
    log = open(out / f"{name}.log", "w")  # noqa: SIM115 (kept open for the process's life)
    proc = subprocess.Popen(args, stdout=kw.pop("stdout", log), stderr=log, **kw)
    procs.append(proc)
    return proc


def speech_stack(procs: list[subprocess.Popen[Any]], out: Path, started: float) -> Ear:
    """PulseAudio with a null sink, the ear on its monitor, speech-dispatcher talking to it."""
    run = out / "run"
    run.mkdir(mode=0o700, exist_ok=True)
    os.environ.update(XDG_RUNTIME_DIR=str(run), PULSE_SERVER=f"unix:{run}/pulse/native",
                      SPEECHD_ADDRESS=f"unix_socket:{out}/speechd.sock")
    start(procs, ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "-L", "module-null-sink sink_name=nul",
                  "-L", "module-native-protocol-unix auth-anonymous=1"], out, "pulseaudio")
    time.sleep(2)
    ear = Ear(started)
    parec = start(procs, ["parec", "-d", "nul.monitor", "--raw", "--format=s16le", "--rate=16000", "--channels=1",
                          "--latency-msec=20"], out, "parec", stdout=subprocess.PIPE)
    threading.Thread(target=ear.listen, args=(parec,), daemon=True).start()
    conf = out / "speechd-conf"
    shutil.copytree("/etc/speech-dispatcher", conf, dirs_exist_ok=True)
    (out / "speechd-log").mkdir(exist_ok=True)
    (conf / "speechd.conf").write_text(SPEECHD_CONF.format(log=out / "speechd-log"), encoding="utf-8")
    start(procs, ["speech-dispatcher", "-s", "-t", "0", "-l", "5", "-C", str(conf), "-L", str(out / "speechd-log"),
                  "-c", "unix_socket", "-S", str(out / "speechd.sock")], out, "speechd")
    time.sleep(1)
    return ear


def start_orca(procs: list[subprocess.Popen[Any]], orca: str, out: Path) -> subprocess.Popen[Any]:
    home = out / "orca-home"
    for sub in ("config", "data", "cache"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), PATH="/usr/bin:/bin")
    proc = start(procs, [orca, "--debug-file", str(out / "orca-debug.log")], out, "orca", env=env)
    time.sleep(8)  # Orca says "Screen reader on." once it has started
    return proc


def start_game(procs: list[subprocess.Popen[Any]], out: Path, own_voice: str, seed: int) -> subprocess.Popen[Any]:
    home = out / "home"
    (home / "config").mkdir(parents=True, exist_ok=True)
    settings = (f"from belote_desktop.storage.settings import Settings; import json; print(json.dumps(Settings("
                f"show_welcome=False, language='en', sound=False, autosave=False, confirm_abandon_game=False, "
                f"own_voice={own_voice!r}).to_dict()))")
    written = subprocess.run([str(VENV_PYTHON), "-c", settings], capture_output=True, text=True, cwd=ROOT, check=True)
    (home / "config" / "settings.json").write_text(written.stdout, encoding="utf-8")
    env = dict(os.environ, QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               BELOTE_DESKTOP_HOME=str(home))
    env.pop("QT_QPA_FONTDIR", None)
    game = start(procs, [str(VENV_PYTHON), "-m", "belote_desktop", "--home", str(home), "--variant", "classic",
                         "--seed", str(seed), "--size", "1280x800", "--lang", "en"], out, "game", cwd=ROOT, env=env)
    for _ in range(60):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)], capture_output=True,
                               text=True)
        if found.stdout.split():
            subprocess.run(["xdotool", "windowfocus", "--sync", found.stdout.split()[0]], timeout=30)
            break
        time.sleep(1)
    return game


@dataclass
class Heard:
    """A message of the program's own voice, as the player's announcement handler reads one."""

    any_data: str
    detail1: int = 1
    source: None = None


class OwnVoiceEar:
    """The program's own voice's messages as speech-dispatcher queues them (its client is not Orca)."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.offset = 0
        self.clients: dict[str, str] = {}
        self.client = "?"

    def new_messages(self) -> list[str]:
        found = []
        with open(self.log, "rb") as log:
            log.seek(self.offset)
            while (raw := log.readline()).endswith(b"\n"):  # whole lines only (the log is being written)
                self.offset += len(raw)
                line = raw.decode("utf-8", errors="replace")
                if (named := CLIENT.search(line)) is not None:
                    self.clients[named.group(1)] = named.group(2)
                elif (speak := SPEAK.search(line)) is not None:
                    self.client = self.clients.get(speak.group(1), "?")
                elif (queued := QUEUED.search(line)) is not None and self.client != "Orca":
                    found.append(plain(queued.group(1)))
        return found


def play(out: Path, ear: Ear, started: float, timeout: float, switch_at: float | None) -> None:
    """The test's player, acting once the real voice is silent."""
    sys.path.insert(0, str(A11Y))
    import atspi_player
    import pyatspi
    from gi.repository import GLib

    own_voice = OwnVoiceEar(out / "speechd-log" / "speech-dispatcher.log")

    class Listener(atspi_player.Player):  # type: ignore[misc]
        def voice_idle(self) -> bool:
            return bool(ear.silent_for() >= SILENCE_S and self.now() - self.last_heard() >= SILENCE_S)

        def last_heard(self) -> float:
            return max([float(u["t"]) for u in self.utterances if u["kind"] != "key"] or [0.0])

        def tick(self) -> bool:
            if switch_at is not None and self.now() >= switch_at and not any(k["key"] == "v" for k in self.keys):
                self.queue.insert(0, (0.0, "v"))  # V: the other voice
            for text in own_voice.new_messages():  # the program's own voice heard as its announcements would be
                self.on_announcement(Heard(text))
            return bool(super().tick())

    player = Listener("classic", str(out / "report.json"), timeout)
    player.started = started
    player.deadline = started + timeout
    player.tab_result["tried"] = True  # no Tab tour: the deal only
    signal.signal(signal.SIGTERM, lambda *_: player.finish(timed_out=True))  # the report written, all stopped
    registry = pyatspi.Registry
    registry.registerEventListener(player.on_announcement, "object:announcement")
    registry.registerEventListener(player.on_name, "object:property-change:accessible-name")
    registry.registerEventListener(player.on_description, "object:property-change:accessible-description")
    registry.registerEventListener(player.on_focus, "object:state-changed:focused")
    GLib.timeout_add(atspi_player.TICK_MS, player.tick)
    registry.start()
    if not player.done:
        player.finish(timed_out=True)


def inside(args: argparse.Namespace) -> int:
    out = Path(args.out)
    procs: list[subprocess.Popen[Any]] = []
    started = time.monotonic()
    clock: dict[str, Any] = {"wall_at_start": time.time(), "monotonic_at_start": started}
    try:
        ear = speech_stack(procs, out, started)
        start(procs, [BUS_LAUNCHER, "--launch-immediately"], out, "launcher")
        time.sleep(1)
        orca = start_orca(procs, args.orca, out)
        clock["orca_pid"] = orca.pid
        game = start_game(procs, out, args.own_voice, args.seed)
        clock["game_pid"] = game.pid
        clock["orca_version_read"] = subprocess.run(
            [str(VENV_PYTHON), "-c", f"from belote_desktop.ui.audio.own_voice import orca_version; print(orca_version({orca.pid}))"],
            capture_output=True, text=True, cwd=ROOT).stdout.strip()
        play(out, ear, started, args.timeout, args.switch_at)
        deadline = time.monotonic() + 60
        while ear.silent_for() < 3 and time.monotonic() < deadline:  # the voice's last words
            time.sleep(0.5)
        (out / "ear.json").write_text(json.dumps(ear.intervals), encoding="utf-8")
        (out / "clock.json").write_text(json.dumps(clock), encoding="utf-8")
    finally:
        for proc in reversed(procs):
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    return 0


# -- what was said when -------------------------------------------------------------------------------------------
SPEECHD_STAMP = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4}) : (\d+)\]")


def speechd_time(line: str, clock: dict[str, float]) -> float | None:
    found = SPEECHD_STAMP.match(line)
    if not found:
        return None
    wall = datetime.strptime(found.group(1), "%a %b %d %H:%M:%S %Y").timestamp() + int(found.group(2)) / 1e6
    return round(wall - clock["wall_at_start"], 3)


def speechd_messages(out: Path, clock: dict[str, float]) -> list[dict[str, Any]]:
    """Each message the speech module started: its text, when queued, started and ended, whether it was cut."""
    queued: list[tuple[float, str, str]] = []  # (when, text, client)
    said: list[dict[str, Any]] = []
    speak_next = False
    clients: dict[str, str] = {}
    client = "?"
    with open(out / "speechd-log" / "speech-dispatcher.log", encoding="utf-8", errors="replace") as log:
        for line in log:
            t = speechd_time(line, clock)
            if t is None:
                continue
            if (named := CLIENT.search(line)) is not None:
                clients[named.group(1)] = named.group(2)
            elif (speak := SPEAK.search(line)) is not None:
                client = clients.get(speak.group(1), "?")
            elif (found := QUEUED.search(line)) is not None:
                queued.append((t, plain(found.group(1)), client))
            elif "Command sent to output module: |" in line:
                if speak_next:
                    text = plain(line.split("|", 1)[1].rsplit("|", 1)[0])
                    entry = next((q for q in queued if q[1] == text), (t, text, "?"))
                    if entry in queued:
                        queued.remove(entry)
                    said.append({"text": text, "by": entry[2], "queued": entry[0], "start": t, "end": None,
                                 "cut": None})
                speak_next = "Command sent to output module: |SPEAK" in line
            elif (event := EVENT.search(line)) is not None and said and said[-1]["end"] is None:
                said[-1].update(end=t, cut=event.group(1) == "703")
    return said


CLIENT = re.compile(r" (\d+):DATA:\|SET self CLIENT_NAME \S*?:([^:]+):", re.IGNORECASE)
SPEAK = re.compile(r" (\d+):DATA:\|SPEAK\s*$", re.IGNORECASE)
QUEUED = re.compile(r"Queueing message \|(.*)\| with priority")
EVENT = re.compile(r"Event from output module while speaking: \|(70[23]) ")
PLAY = re.compile(r"^(?:You play|\S+ plays) the (\w+ of \w+)")
WINNER = re.compile(r"\b(?:wins|win) the (?:last )?trick\b")


def plain(ssml: str) -> str:
    text = re.sub(r"<[^>]+>", "", ssml)
    return " ".join(text.replace("&apos;", "'").replace("&quot;", '"').replace("&amp;", "&").split())


def analyse(out: Path) -> dict[str, Any]:
    """trial.json: what was said when, against the table's announcements."""
    clock = json.loads((out / "clock.json").read_text(encoding="utf-8"))
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    said = speechd_messages(out, clock)
    whole = [m for m in said if m["cut"] is False]
    lags = []
    for note in report["announcements"]:
        text = " ".join(str(note["text"]).split())
        heard = next((m for m in said if m["text"] == text and m["start"] >= float(note["t"]) - 0.5), None)
        note.update(start=heard and heard["start"], cut=heard and heard["cut"], by=heard and heard["by"])
        if heard is not None:
            lags.append(round(heard["start"] - float(note["t"]), 2))
    texts = [m["text"] for m in said]
    seconds: dict[str, float] = {}
    for m in said:
        if m["end"] is not None:
            seconds[m["by"]] = round(seconds.get(m["by"], 0.0) + m["end"] - m["start"], 1)
    program = {" ".join(str(n["text"]).split()) for n in report["announcements"]}
    share = sum(m["end"] - m["start"] for m in said if m["end"] is not None and m["text"] in program)
    summary = {
        "orca": clock.get("orca_version_read"), "messages_started": len(said), "cut": sum(bool(m["cut"]) for m in said),
        "speech_s": round(sum(m["end"] - m["start"] for m in said if m["end"] is not None), 1),
        "speech_s_by_client": seconds, "announcements_share": round(share / max(sum(seconds.values()), 0.1), 2),
        "queue_wait_max_s": max((round(m["start"] - m["queued"], 2) for m in said), default=None),
        "announcements": len(report["announcements"]), "announcements_heard": len(lags),
        "lag_median_s": sorted(lags)[len(lags) // 2] if lags else None, "lag_max_s": max(lags, default=None),
        "cards_heard_whole": len([m for m in whole if PLAY.match(m["text"])]),
        "winners_heard_whole": len([m for m in whole if WINNER.search(m["text"])]),
        "said_twice": sorted({t for t in texts if texts.count(t) > 1}),
        "timed_out": report["timed_out"], "deal_s": report["seconds"], "problems": report["problems"],
    }
    (out / "trial.json").write_text(json.dumps({"summary": summary, "said": said, "announcements":
                                                report["announcements"], "keys": report["keys"]}, indent=1,
                                               ensure_ascii=False), encoding="utf-8")
    return summary


def outside(args: argparse.Namespace) -> int:
    out = Path(args.out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            display = pipe.readline().strip()
        env = {k: v for k, v in os.environ.items()
               if k not in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
        env.update(DISPLAY=f":{display}", NO_AT_BRIDGE="0")
        subprocess.run(["dbus-run-session", "--", "/usr/bin/python3", str(Path(__file__).resolve()), "--inside",
                        "--orca", args.orca, "--out", str(out), "--own-voice", args.own_voice, "--seed",
                        str(args.seed), "--timeout", str(args.timeout),
                        *(["--switch-at", str(args.switch_at)] if args.switch_at is not None else [])],
                       env=env, timeout=args.timeout + 180)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    print(json.dumps(analyse(out), indent=1, ensure_ascii=False))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--orca", required=True, help="the orca launcher (bin/orca of a prefix)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--own-voice", default="auto", choices=("auto", "always", "never"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--timeout", type=float, default=420.0)
    parser.add_argument("--switch-at", type=float, help="press V (the other voice) once, this many seconds in")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--analyse", action="store_true", help="only read again what --out holds")
    args = parser.parse_args()
    if args.analyse:
        print(json.dumps(analyse(Path(args.out)), indent=1, ensure_ascii=False))
        return 0
    return inside(args) if args.inside else outside(args)


if __name__ == "__main__":
    sys.exit(main())
