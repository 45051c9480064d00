"""Sound effects: synthesised here (no recorded samples) and played by the system's own player.

Five short sounds (``SOUNDS``): a card laid down, the deal, a trick gathered, a bid, the end of a
deal. Each is computed from sine waves and seeded noise (``synthesise``), scaled to the volume
setting and written once as a small WAV file in a temporary folder; ``SoundPlayer.play`` hands
that file to the platform's player without waiting for it: ``pw-play``, ``paplay`` or ``aplay``
on Linux, ``afplay`` on macOS, ``winsound`` (standard library) on Windows.

Why not QtMultimedia: it comes only with the PySide6-Addons wheel (175 MB to download, 440 MB
installed, FFmpeg included) for five clicks; see docs/ARCHITECTURE.md. A missing player, a
missing audio device or an offscreen run (tests, screenshots) means silence, never an error and
never a wait: players run as child processes that are never waited for, at most
``MAX_PLAYING`` at once, and one that outlives ``PLAYER_TIMEOUT_S`` is ended.
"""

from __future__ import annotations

import atexit
import io
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
import weakref
from array import array
from pathlib import Path

SOUNDS = ("card", "deal", "trick", "bid", "end")
RATE = 22050
MAX_PLAYING = 4  # more sounds at once are dropped (a fast deal, instant animations)
PLAYER_TIMEOUT_S = 5.0  # a player still running after this is ended (a stuck audio device)
MAX_FAILURES = 3  # players that fail in a row (no device, no server): sound stops for this run
_LINUX_PLAYERS = (("pw-play",), ("paplay",), ("aplay", "-q"))
_SILENT_PLATFORMS = ("offscreen", "minimal")
_FADE = RATE * 0.012  # every sound ends with a 12 ms fade: no click


# -- synthesis ------------------------------------------------------------------------------------


def _tone(seconds: float, freqs: tuple[float, ...], decay: float, attack: float = 0.004) -> list[float]:
    """A struck tone: partials ``freqs`` (each half as loud as the one before), exponential decay."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack, (n - i) / _FADE) * math.exp(-t / decay)
        out.append(env * sum(math.sin(2 * math.pi * f * t) / (2**k) for k, f in enumerate(freqs)))
    return out


def _noise(seconds: float, decay: float, smooth: float, seed: int, attack: float = 0.002) -> list[float]:
    """Seeded noise through a one-pole low-pass (``smooth`` 0..1: higher is brighter)."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    out, y = [], 0.0
    for i in range(n):
        t = i / RATE
        y += smooth * (rng.uniform(-1.0, 1.0) - y)
        out.append(y * min(1.0, t / attack, (n - i) / _FADE) * math.exp(-t / decay))
    return out


def _mix(length_s: float, parts: list[tuple[float, list[float], float]]) -> list[float]:
    """Add ``(start_s, samples, gain)`` parts into one track, normalised to a peak of 0.85."""
    track = [0.0] * int(length_s * RATE)
    for start, samples, gain in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples[: max(0, len(track) - offset)]):
            track[offset + i] += gain * v
    peak = max((abs(v) for v in track), default=0.0) or 1.0
    return [0.85 * v / peak for v in track]


def synthesise(name: str) -> list[float]:
    """The samples (-1..1, mono, ``RATE`` Hz) of one of ``SOUNDS``."""
    if name == "card":  # a card snapped down on the cloth: a bright click over a soft thump
        return _mix(0.09, [(0.0, _noise(0.08, 0.012, 0.55, 1), 1.0), (0.0, _tone(0.08, (170.0,), 0.02), 0.5)])
    if name == "deal":  # packets sliding across the table: a quick run of soft ticks
        ticks = [(0.05 * k, _noise(0.05, 0.008, 0.35 + 0.03 * k, 10 + k), 1.0 - 0.06 * k) for k in range(6)]
        return _mix(0.36, ticks)
    if name == "trick":  # the trick swept together: a brushed swish, then a low knock
        swish = _noise(0.2, 0.06, 0.12, 3, attack=0.05)
        return _mix(0.26, [(0.0, swish, 1.0), (0.15, _tone(0.1, (140.0, 280.0), 0.025), 0.45)])
    if name == "bid":  # a light wooden tap
        return _mix(0.14, [(0.0, _tone(0.14, (880.0, 1760.0, 2640.0), 0.03), 1.0)])
    if name == "end":  # a short rising chime: C, E, G
        notes = [(0.11 * k, _tone(0.5, (f, 2 * f), 0.14), 1.0) for k, f in enumerate((523.25, 659.25, 783.99))]
        return _mix(0.75, notes)
    raise KeyError(name)


def wav_bytes(samples: list[float], volume: int) -> bytes:
    """A 16-bit mono WAV of ``samples`` at ``volume`` (0..100, heard roughly evenly: squared)."""
    gain = (max(0, min(100, volume)) / 100.0) ** 2
    pcm = array("h", (int(max(-1.0, min(1.0, v * gain)) * 32767) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


# -- playing --------------------------------------------------------------------------------------


def find_player() -> tuple[str, ...] | None:
    """The command that plays a WAV file here ("winsound" on Windows), None when there is none.

    None too when Qt draws offscreen (tests, screenshots): nobody is there to listen."""
    try:
        from PySide6.QtGui import QGuiApplication

        if QGuiApplication.instance() is not None and QGuiApplication.platformName() in _SILENT_PLATFORMS:
            return None
    except ImportError:  # pragma: no cover - Qt is always there in the app
        pass
    if sys.platform == "win32":
        return ("winsound",)
    candidates = (("afplay",),) if sys.platform == "darwin" else _LINUX_PLAYERS
    for command in candidates:
        found = shutil.which(command[0])
        if found:
            return (found, *command[1:])
    return None


class SoundPlayer:
    """Plays ``SOUNDS`` at the settings' volume; never blocks, never raises.

    ``command`` is the player (see ``find_player``, looked up on first use when not given);
    an empty tuple means no sound at all."""

    def __init__(self, command: tuple[str, ...] | None = None) -> None:
        self.enabled = True
        self.volume = 80
        self._command = command
        self._looked_up = command is not None
        self._folder: Path | None = None
        self._files: dict[tuple[str, int], Path] = {}
        self._samples: dict[str, list[float]] = {}
        self._playing: list[tuple[subprocess.Popen[bytes], float]] = []
        self._failures = 0
        self._lock = threading.Lock()  # the files are made by ``prepare``'s thread or by ``play``
        self._closed = False  # after ``shutdown``: no new files, no sound
        self.played: list[str] = []  # names of the sounds started (the last 50), for tests
        _PLAYERS.add(self)

    @property
    def command(self) -> tuple[str, ...] | None:
        if not self._looked_up:
            self._command = find_player()
            self._looked_up = True
        return self._command or None

    def available(self) -> bool:
        """A player was found and has not kept failing."""
        return self.command is not None and self._failures < MAX_FAILURES

    def play(self, name: str) -> bool:
        """Start ``name`` and return at once; False when it was not started (off, muted, no player)."""
        if self._silent(name):
            return False
        self._reap()
        if len(self._playing) >= MAX_PLAYING:
            return False
        try:
            self._start(self._file(name))
        except (OSError, ValueError, RuntimeError):
            self._failures = MAX_FAILURES  # the player cannot even start: stay silent from now on
            return False
        self.played = (self.played + [name])[-50:]
        return True

    def _silent(self, name: str) -> bool:
        """Whether ``name`` is not to be heard now: sound off or muted, no such sound, shut down, no player."""
        return not self.enabled or self.volume <= 0 or name not in SOUNDS or self._closed or not self.available()

    def _start(self, path: Path) -> None:
        """Start the player on the file ``path``, without waiting for it."""
        command = self.command
        assert command is not None
        if command == ("winsound",) and sys.platform == "win32":  # find_player names it only there
            import winsound

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
        else:
            process = subprocess.Popen(
                [*command, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                start_new_session=True,
            )
            self._playing.append((process, time.monotonic()))

    def prepare(self) -> bool:
        """Make the files for the current volume in a background thread (a sound takes up to a few
        tenths of a second to compute), so the first of each plays at once. False if no sound."""
        if not self.enabled or self.volume <= 0 or self._closed or not self.available():
            return False
        volume = self.volume

        def make_all() -> None:
            for name in SOUNDS:
                try:
                    self._file(name, volume)
                except OSError:
                    return

        threading.Thread(target=make_all, name="sounds", daemon=True).start()
        return True

    def _file(self, name: str, volume: int | None = None) -> Path:
        with self._lock:
            return self._make_file(name, self.volume if volume is None else volume)

    def _make_file(self, name: str, volume: int) -> Path:
        if self._closed:
            raise OSError("the sound player was shut down")
        key = (name, volume)
        path = self._files.get(key)
        if path is None or not path.exists():
            if self._folder is None or not self._folder.is_dir():
                self._folder = Path(tempfile.mkdtemp(prefix="belote-desktop-sounds-"))
            samples = self._samples.get(name)
            if samples is None:
                samples = self._samples[name] = synthesise(name)
            path = self._folder / f"{name}-{volume}.wav"
            path.write_bytes(wav_bytes(samples, volume))
            self._files[key] = path
        return path

    def _reap(self) -> None:
        """Forget finished players (counting failures), end the ones that hang."""
        now = time.monotonic()
        alive = []
        for process, started in self._playing:
            code = process.poll()
            if code is None:
                if now - started > PLAYER_TIMEOUT_S:
                    process.kill()
                    self._failures += 1
                else:
                    alive.append((process, started))
            elif code != 0:
                self._failures += 1
            else:
                self._failures = 0
        self._playing = alive

    def shutdown(self) -> None:
        """End the players still running and delete the sound files (the app is closing)."""
        self._closed = True
        for process, _started in self._playing:
            if process.poll() is None:
                process.kill()
            try:
                process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                pass
        self._playing = []
        with self._lock:
            if self._folder is not None:
                shutil.rmtree(self._folder, ignore_errors=True)
                self._folder = None
                self._files = {}


_PLAYERS: weakref.WeakSet[SoundPlayer] = weakref.WeakSet()


@atexit.register
def _shutdown_all() -> None:
    for player in list(_PLAYERS):
        player.shutdown()


def write_sounds(folder: str | os.PathLike[str], volume: int = 100) -> list[Path]:
    """Write every sound as NAME.wav into ``folder`` (to listen to them while working on them)."""
    out = []
    for name in SOUNDS:
        path = Path(folder) / f"{name}.wav"
        path.write_bytes(wav_bytes(synthesise(name), volume))
        out.append(path)
    return out
