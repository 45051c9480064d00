"""How long a screen reader takes to say a deal, from what reached it over AT-SPI (issue 71).

Standard library only: the player (``atspi_player.py``, the system's python3) and the test both use it.

* ``duration(text)``: espeak-ng's time for ``text`` at Orca's default rate (Orca's rate 50 gives speech-dispatcher's
  normal rate, espeak-ng's 175 words a minute), from the length of the WAV file ``espeak-ng -w`` writes; cached in
  memory and in ``~/.cache/belote-a11y-espeak.json``.
* ``simulate(utterances)``: a screen reader's speech queue over the timestamped utterances, as Orca behaves: a polite
  announcement waits for the one before; an assertive one, a name or description change of the focused object
  (Orca presents it with ``interrupt=True``), a focus the program moves (Orca says the new object, interrupting) and a
  key press (Orca's ``presentationInterrupt``) flush what is queued and cut what is being said. Each utterance comes back with when it started, ended, and whether it was heard whole.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

RATE = 175  # words a minute: espeak-ng's default, what Orca's default rate gives through speech-dispatcher
_CACHE: dict[str, float] = {}
_CACHE_FILE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "belote-a11y-espeak.json"
FLUSHING = ("assertive", "name", "description", "focus", "key")  # the kinds that cut what is being said


def _load_cache() -> None:
    if not _CACHE and _CACHE_FILE.is_file():
        try:
            _CACHE.update(json.loads(_CACHE_FILE.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            pass


def save_cache() -> None:
    try:
        _CACHE_FILE.parent.mkdir(parents=True, exist_ok=True)
        _CACHE_FILE.write_text(json.dumps(_CACHE), encoding="utf-8")
    except OSError:
        pass


def duration(text: str, rate: int = RATE) -> float:
    """Seconds espeak-ng takes to say ``text`` at ``rate`` words a minute (0 for nothing to say)."""
    if not text.strip():
        return 0.0
    _load_cache()
    key = f"{rate}|{text}"
    if key not in _CACHE:
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "u.wav"
            subprocess.run(["espeak-ng", "-s", str(rate), "-w", str(out), text], check=True, timeout=60,
                           capture_output=True)
            with wave.open(str(out)) as w:
                _CACHE[key] = round(w.getnframes() / w.getframerate(), 3)
    return _CACHE[key]


@dataclass
class Utterance:
    t: float  # when it reached the screen reader
    text: str
    kind: str  # "polite", "assertive" (announcements), "name", "description" (the focused object's), "focus", "key"
    seconds: float = 0.0
    start: float | None = None  # None: never started (flushed while queued)
    end: float | None = None  # when it ended or was cut
    heard: bool = False  # said to its end

    @property
    def announcement(self) -> bool:
        return self.kind in ("polite", "assertive")


def simulate(utterances: list[Utterance], rate: int = RATE) -> list[Utterance]:
    """The queue played out (see the module's words); returns the utterances, timed, in order."""
    events = sorted(utterances, key=lambda u: u.t)
    queue: list[Utterance] = []
    current: Utterance | None = None

    def advance(to: float) -> None:
        nonlocal current
        while current is not None and current.end is not None and current.end <= to:
            current.heard = True
            ended = current.end
            current = queue.pop(0) if queue else None
            if current is not None:
                current.start, current.end = ended, ended + current.seconds

    for u in events:
        u.seconds = 0.0 if u.kind == "key" else duration(u.text, rate)
        advance(u.t)
        if u.kind in FLUSHING:
            if current is not None:
                current.end = u.t  # cut
            queue.clear()
            current = None
            if u.kind == "key" or not u.seconds:
                continue
            current, u.start, u.end = u, u.t, u.t + u.seconds
        elif current is None:
            current, u.start, u.end = u, u.t, u.t + u.seconds
        else:
            queue.append(u)
    advance(float("inf"))
    return events


def idle_at(utterances: list[Utterance], rate: int = RATE) -> float:
    """When the voice will have said everything queued (the time of the last utterance's end)."""
    timed = simulate([Utterance(u.t, u.text, u.kind) for u in utterances], rate)
    return max((u.end for u in timed if u.end is not None), default=0.0)


def summary(timed: list[Utterance]) -> dict[str, float]:
    """Speech seconds (whole utterances), the announcements' share, and the most a started announcement waited."""
    said = [u for u in timed if u.kind != "key"]
    total = sum(u.seconds for u in said)
    announced = sum(u.seconds for u in said if u.announcement)
    lags = [u.start - u.t for u in said if u.announcement and u.start is not None]
    return {"speech_s": round(total, 1), "announcements_s": round(announced, 1),
            "share": round(announced / total, 3) if total else 1.0, "max_lag_s": round(max(lags, default=0.0), 2),
            "utterances": len(said), "focus_changes": sum(1 for u in said if not u.announcement)}
