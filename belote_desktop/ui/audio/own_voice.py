"""The program's own voice (issue 71): where the screen reader cannot read the program's announcements (Orca before
45 has no handler for them), or where the player wants it, the program speaks them itself through the system's speech
service, with Qt's text-to-speech module (``PySide6.QtTextToSpeech``, in the PySide6-Addons wheel): speech-dispatcher
on Linux, SAPI or WinRT on Windows, the system's synthesizer on macOS. One maintained library for the three systems,
from the toolkit the program already ships; its state going back to Ready is the "finished" signal the table waits for.

Where the module or a speech engine is missing the program still starts and plays: ``OwnVoice.available`` is False,
``why_unavailable`` says why (logged once), and the settings say "unavailable".

``screen_reader()`` finds the running screen reader over AT-SPI (Linux): the accessibility bus's applications each
name themselves (Orca's is "orca", a GTK application: its toolkit version is GTK's), and the bus gives the process;
Orca's own version is read from the files that process runs (``orca_platform.version``)."""

from __future__ import annotations

import logging
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

LOG = logging.getLogger(__name__)
FIRST_ORCA_WITH_ANNOUNCEMENTS = 45  # Orca 45 reads object:announcement (Orca 43, Debian 12's, does not)
DBUS_TIMEOUT_MS = 400  # each question to the accessibility bus (a hung application is skipped)
ROOT = "/org/a11y/atspi/accessible/root"
# the launcher's module folder: ``pythondir = '...'`` (Orca 45 and before, autotools: placeholders its next lines
# replace) or ``sys.path.insert(1, '...')`` (Orca 46 and later, meson)
LAUNCHER_FOLDER = re.compile(r"^(?:pythondir\s*=|sys\.path\.insert\(\s*\d+\s*,)\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
LAUNCHER_REPLACE = re.compile(r"^pythondir\s*=\s*pythondir\.replace\(\s*'([^']+)'\s*,\s*'([^']*)'\s*\)", re.MULTILINE)


@dataclass(frozen=True)
class ScreenReader:
    """A screen reader found running: its name as it registers ("orca") and its version ("" unknown)."""

    name: str
    version: str = ""

    def major(self) -> int | None:
        found = re.match(r"(\d+)", self.version)
        return int(found.group(1)) if found else None

    def reads_announcements(self) -> bool | None:
        """False for an Orca older than 45; None where it is not known (True is never assumed wrongly)."""
        major = self.major()
        if self.name.lower() == "orca" and major is not None:
            return major >= FIRST_ORCA_WITH_ANNOUNCEMENTS
        return None


def speaks_itself(mode: str, reader: ScreenReader | None) -> bool:
    """Whether the program speaks with its own voice: ``mode`` is the setting (auto, always, never); "auto" speaks
    where a screen reader is running that cannot read the announcements.

    >>> speaks_itself("auto", ScreenReader("orca", "43.1")), speaks_itself("auto", ScreenReader("orca", "46.2"))
    (True, False)
    >>> speaks_itself("auto", None), speaks_itself("always", None), speaks_itself("never", ScreenReader("orca", "43"))
    (False, True, False)
    """
    if mode == "always":
        return True
    if mode == "never" or reader is None:
        return False
    return reader.reads_announcements() is False


# -- the running screen reader, over AT-SPI -----------------------------------------------------------------
def screen_reader() -> ScreenReader | None:
    """The screen reader registered on the accessibility bus (Linux; None elsewhere or where none is found)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return _find_on_bus()
    except Exception:  # noqa: BLE001 (no bus, no QtDBus: nothing found, the program goes on)
        LOG.info("the accessibility bus could not be read", exc_info=True)
        return None


def _find_on_bus() -> ScreenReader | None:
    from PySide6.QtDBus import QDBusConnection

    address = _call(QDBusConnection.sessionBus(), "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    if not isinstance(address, str) or not address:
        return None
    bus = QDBusConnection.connectToBus(address, "belote-desktop-a11y")
    try:
        names = _call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")
        for name in names if isinstance(names, list) else []:
            if not str(name).startswith(":"):
                continue
            pid = _call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                        "GetConnectionUnixProcessID", str(name))
            if not isinstance(pid, int) or pid == os.getpid():  # never ask this program's own bridge (it waits)
                continue
            app = _call(bus, str(name), ROOT, "org.freedesktop.DBus.Properties", "Get", "org.a11y.atspi.Accessible",
                        "Name")
            if isinstance(app, str) and app.lower() in ("orca", "screen reader"):
                return ScreenReader(app.lower(), orca_version(pid))
        return None
    finally:
        QDBusConnection.disconnectFromBus("belote-desktop-a11y")


def _call(bus: Any, service: str, path: str, interface: str, method: str, *args: object) -> object:
    """One blocking D-Bus call (bounded by ``DBUS_TIMEOUT_MS``): its first answer, None on an error."""
    from PySide6.QtDBus import QDBus, QDBusMessage

    message = QDBusMessage.createMethodCall(service, path, interface, method)
    if args:
        message.setArguments(list(args))
    reply = bus.call(message, QDBus.CallMode.Block, DBUS_TIMEOUT_MS)
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not reply.arguments():
        return None
    value = reply.arguments()[0]
    return value.variant() if hasattr(value, "variant") else value


def orca_version(pid: int, proc: Path = Path("/proc")) -> str:
    """The version of the Orca running as ``pid``: ``orca/orca_platform.py`` (``version = "43.1"``) in the folder its
    launcher script names (``pythondir = '...'``) or in its interpreter's module folders (Debian's
    ``/usr/lib/python3/dist-packages``). "" where not found."""
    try:
        argv = [a.decode() for a in (proc / str(pid) / "cmdline").read_bytes().split(b"\0") if a]
        script = next((Path(a) for a in argv if a.endswith("orca")), None)
        if script is None:
            return ""
        for folder in _module_folders(script, Path(argv[0])):
            platform = folder / "orca" / "orca_platform.py"
            if platform.is_file():
                version = re.search(r"^version\s*=\s*['\"]([^'\"]+)['\"]", platform.read_text(encoding="utf-8"),
                                    re.MULTILINE)
                return version.group(1) if version else ""
    except (OSError, UnicodeDecodeError, ValueError):
        LOG.info("Orca's version could not be read", exc_info=True)
    return ""


def _module_folders(script: Path, interpreter: Path) -> list[Path]:
    """Where the Orca of ``script`` run by ``interpreter`` takes its modules from."""
    folders = []
    source = script.read_text(encoding="utf-8", errors="replace")
    found = LAUNCHER_FOLDER.search(source)
    prefix = str(interpreter.parent.parent) if interpreter.is_absolute() else "/usr"
    if found:
        folder = found.group(1)
        for old, new in LAUNCHER_REPLACE.findall(source):  # the launcher's own (a build in its own prefix)
            folder = folder.replace(old, new)
        folders.append(Path(folder.replace("${PYTHON_PREFIX}", prefix).replace("${prefix}", prefix)))
    root = Path(prefix) / "lib"
    folders += [root / "python3" / "dist-packages", *sorted(root.glob("python3*/site-packages")),
                *sorted(root.glob("python3*/dist-packages"))]
    return folders


# -- the voice ---------------------------------------------------------------------------------------------------
class OwnVoice(QObject):
    """The system's speech service through QTextToSpeech: ``say`` queues (``interrupt`` flushes first), ``speaking``
    is True until the engine is Ready again. ``heard`` is emitted with each message the engine starts to speak."""

    heard = Signal(str)
    finished = Signal()

    def __init__(self, engine: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine_name = engine
        self.why_unavailable = ""
        self.queued: list[str] = []  # said to the engine, not yet started
        self.started: list[str] = []  # every message the engine started, in order (the tests read it)
        self._tts: Any = None
        self.language = ""  # the window's language the voice was last set for ("": not yet)
        self._open(engine)

    @property
    def available(self) -> bool:
        return self._tts is not None

    def _open(self, engine: str) -> None:
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as exc:  # the PySide6-Addons wheel is missing
            self._unavailable(f"Qt's text-to-speech module is missing ({exc})")
            return
        engines = QTextToSpeech.availableEngines()
        if engine and engine not in engines or not engines:
            self._unavailable(f"no speech engine {engine!r} (found: {', '.join(engines) or 'none'})")
            return
        tts = QTextToSpeech(engine, self) if engine else QTextToSpeech(self)
        if tts.state() == QTextToSpeech.State.Error:
            self._unavailable(f"the speech engine {tts.engine()!r} failed: {tts.errorString()}")
            tts.deleteLater()
            return
        tts.aboutToSynthesize.connect(self._on_started)
        tts.stateChanged.connect(self._on_state)
        self._tts = tts
        self.engine_name = tts.engine()

    def _unavailable(self, why: str) -> None:
        self.why_unavailable = why
        LOG.warning("the program's own voice is unavailable: %s", why)

    def set_rate(self, words_a_minute: int) -> None:
        """Qt's rate runs from -1 to 1 around the engine's normal speed (about 175 words a minute)."""
        if self._tts is not None:
            self._tts.setRate(max(-1.0, min(1.0, (words_a_minute - 175) / 175)))

    def follow_language(self) -> None:
        """The voice speaks the window's language (not the engine's default, which follows the system's locale: a
        Manipuri voice reading English words where no locale is set): the locale ``i18n.locale_for`` picks where
        the engine has it, else one of the same language; of its voices, the first that is not one of espeak-ng's
        variants ("+" in the name)."""
        from ...i18n import current_language, locale_for

        language = current_language()
        if self._tts is None or language == self.language:
            return
        self.language = language
        wanted = locale_for(language)
        locales = self._tts.availableLocales()
        same = [loc for loc in locales if loc.language() == wanted.language()]
        chosen = wanted if wanted in locales else (same[0] if same else None)
        if chosen is None:
            LOG.warning("no voice of the speech engine %r speaks %s", self.engine_name, wanted.name())
            return
        self._tts.setLocale(chosen)
        plain = [voice for voice in self._tts.availableVoices() if "+" not in voice.name()]
        if plain:
            self._tts.setVoice(plain[0])

    def say(self, message: str, interrupt: bool = False) -> None:
        """``message`` queued; ``interrupt``: what the program is still saying is dropped first (only then: Qt's
        speech-dispatcher engine stops with CANCEL ALL, which cuts the screen reader's speech too)."""
        if self._tts is None:
            return
        self.follow_language()
        if interrupt and self.speaking():
            self._tts.stop()
            self.queued.clear()
        self.queued.append(message)
        self._tts.enqueue(message)

    def speaking(self) -> bool:
        if self._tts is None:
            return False
        from PySide6.QtTextToSpeech import QTextToSpeech

        return bool(self.queued) or self._tts.state() in (QTextToSpeech.State.Speaking,
                                                          QTextToSpeech.State.Synthesizing)

    def stop(self) -> None:
        if self._tts is not None:
            self._tts.stop()
        self.queued.clear()

    def _on_started(self, _id: int) -> None:
        if self.queued:
            message = self.queued.pop(0)
            self.started.append(message)
            self.heard.emit(message)

    def _on_state(self, state: object) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if state == QTextToSpeech.State.Ready and not self.queued:
            self.finished.emit()
        elif state == QTextToSpeech.State.Error:
            LOG.warning("the speech engine failed: %s", self._tts.errorString())
            self.queued.clear()
            self.finished.emit()


def engines() -> list[str]:
    """The speech engines Qt finds here (empty: the own voice is unavailable, the module or every engine missing)."""
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError:
        return []
    return [engine for engine in QTextToSpeech.availableEngines() if engine != "mock"]
