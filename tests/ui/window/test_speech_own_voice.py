"""Issue 71: the program's own voice (``ui/audio/own_voice.py``, Qt's text-to-speech module) says what a screen reader that
reads no announcements never would, and the table waits for it: its engine's "finished" (state Ready) paces the
computer players. Played with Qt's "mock" engine (shipped in the PySide6-Addons wheel: it takes its time to
"speak" each message and reports it started and ended, without sound)."""

from __future__ import annotations

import re
import time

import pytest
from PySide6.QtGui import QAccessible

from belote_desktop.engine import find_variant
from belote_desktop.ui.audio import own_voice
from belote_desktop.learn import table_words as text
from belote_desktop.ui.audio.own_voice import OwnVoice, ScreenReader, speaks_itself

# skipped where Qt's speech module cannot load: its wheel missing, or a system library it needs (libpulse.so.0, which
# CI's espeak-ng brings) absent on this machine; the program then goes on without its own voice (own_voice.py)
pytest.importorskip("PySide6.QtTextToSpeech", exc_type=ImportError)


def _own_voice_window(window):
    window.voice.engine = "mock"
    window.context.settings.own_voice = "always"
    window.apply_settings()
    own = window.context.speech.own
    assert own is not None and own.available, own and own.why_unavailable
    return own


@pytest.mark.slow
def test_the_own_voice_says_every_card_and_winner_in_order_and_the_table_waits_for_it(window, qtbot):
    own = _own_voice_window(window)
    c = window.controller
    busy_at_moves: list[bool] = []  # whether the voice was still speaking when each move was applied
    apply = c.apply

    def applying(action):
        busy_at_moves.append(own.speaking())
        return apply(action)

    c.apply = applying
    c.autoplay_human = True  # the player's seat is played by the bots too: the whole deal paced by the voice
    c.auto_bots = True
    window.start_game(find_variant("classic"), seed=7)
    qtbot.waitUntil(lambda: c.awaiting_continue, timeout=120_000)
    qtbot.waitUntil(lambda: not own.speaking(), timeout=20_000)
    deal = c.match.finished[-1]
    played = [text.card_name(card) for trick in deal.tricks for card in trick.cards]
    heard = [m.group(1) for said in own.started if (m := re.match(r"^(?:You play|\S+ plays) the (\w+ of \w+)", said))]
    assert heard == played, own.started
    winners = [said for said in own.started if re.search(r"\bwins? the (?:last )?trick\b", said)]
    assert len(winners) == len(deal.tricks) == 8
    assert busy_at_moves and not any(busy_at_moves), "a computer player moved while the voice was speaking"


def test_the_own_voice_speaks_instead_of_the_announcements_and_says_so(window):
    own = _own_voice_window(window)
    speech = window.context.speech
    speech.say("East plays the Nine of Diamonds.")
    assert own.speaking() and own.queued + own.started == ["East plays the Nine of Diamonds."]
    assert "own voice" in window.voice.voice_words() and "V:" in window.voice.voice_words()


def test_v_switches_the_voice_and_keeps_the_choice(window):
    _own_voice_window(window)
    window.menus.act_voice.trigger()
    assert window.context.speech.own is None and window.context.settings.own_voice == "never"
    assert "screen reader" in window.context.speech.history[-1][0]
    window.menus.act_voice.trigger()
    assert window.context.speech.speaks_itself() and window.context.settings.own_voice == "always"


def test_a_missing_engine_is_told_and_the_program_plays_on(window, caplog):
    voice = OwnVoice("no-such-engine")
    assert not voice.available and "no-such-engine" in voice.why_unavailable
    voice.say("West passes.")  # nothing happens, nothing breaks
    assert not voice.speaking()
    assert "unavailable" in caplog.text


def test_the_module_missing_is_a_clear_fallback(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_tts(name, *args, **kwargs):
        if name == "PySide6.QtTextToSpeech":
            raise ImportError("no PySide6-Addons")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_tts)
    voice = OwnVoice()
    assert not voice.available and "missing" in voice.why_unavailable


def test_automatic_speaks_itself_only_for_a_reader_that_cannot_read_announcements():
    assert speaks_itself("auto", ScreenReader("orca", "43.1"))
    assert not speaks_itself("auto", ScreenReader("orca", "45.0"))
    assert not speaks_itself("auto", ScreenReader("orca", ""))  # not known: the screen reader's voice
    assert not speaks_itself("auto", None) and speaks_itself("always", None)
    assert not speaks_itself("never", ScreenReader("orca", "43.1"))


def test_orcas_version_is_read_from_the_files_its_process_runs(tmp_path):
    modules = tmp_path / "lib"
    (modules / "orca").mkdir(parents=True)
    (modules / "orca" / "orca_platform.py").write_text('revision = ""\nversion     = "43.1"\n', encoding="utf-8")
    script = tmp_path / "bin" / "orca"
    script.parent.mkdir()
    script.write_text(f"#!/usr/bin/python3\npythondir = '{modules}'\n", encoding="utf-8")
    proc = tmp_path / "proc" / "4242"
    proc.mkdir(parents=True)
    (proc / "cmdline").write_bytes(b"/usr/bin/python3\0" + str(script).encode() + b"\0--replace\0")
    assert own_voice.orca_version(4242, proc=tmp_path / "proc") == "43.1"
    assert own_voice.orca_version(999, proc=tmp_path / "proc") == ""


@pytest.mark.parametrize("launcher", [
    # Orca 45 built from its source (autotools): the launcher's own replacements give its folder
    "sys.prefix = '{prefix}'\npythondir = '${{PYTHON_PREFIX}}/lib/python3.11/site-packages'\n"
    "pythondir = pythondir.replace('${{PYTHON_PREFIX}}', '${{prefix}}')\n"
    "pythondir = pythondir.replace('${{prefix}}', '{prefix}')\nsys.path.insert(1, pythondir)\n",
    # Orca 46 and later (meson): the folder written out
    "sys.prefix = '{prefix}'\nsys.path.insert(1, '{prefix}/lib/python3.11/site-packages')\n",
])
def test_orcas_version_is_read_from_an_orca_built_in_its_own_prefix(tmp_path, launcher):
    """Issue 71, with Orca 45.2 and 47.2 built from their source beside Debian's Orca 43.1: both were read as 43.1
    (the modules of the interpreter's prefix), and the automatic setting chose the own voice."""
    prefix = tmp_path / "orca-prefix"
    modules = prefix / "lib" / "python3.11" / "site-packages" / "orca"
    modules.mkdir(parents=True)
    (modules / "orca_platform.py").write_text('version     = "47.2"\n', encoding="utf-8")
    script = prefix / "bin" / "orca"
    script.parent.mkdir()
    script.write_text("#!/usr/bin/python3\nimport sys\n" + launcher.format(prefix=prefix), encoding="utf-8")
    proc = tmp_path / "proc" / "4242"
    proc.mkdir(parents=True)
    (proc / "cmdline").write_bytes(b"/usr/bin/python3\0" + str(script).encode() + b"\0")
    assert own_voice.orca_version(4242, proc=tmp_path / "proc") == "47.2"


def test_without_a_screen_reader_nothing_is_introduced(window):
    assert not QAccessible.isActive()
    window.voice.introduce()
    assert not window.voice.introduced
    started = time.monotonic()
    assert window.voice.reader is None and time.monotonic() - started < 1


def test_the_own_voice_never_cuts_the_screen_readers_speech(window, monkeypatch):
    """Issue 71: Qt's speech-dispatcher engine stops with CANCEL ALL, which cuts every client's speech, the screen
    reader's too (Orca 43 says the focus and the table's name through the same speech-dispatcher): an assertive message
    said when nothing of the program's is unheard stops nothing."""
    own = _own_voice_window(window)
    stops = []
    monkeypatch.setattr(own._tts, "stop", lambda *args: stops.append(args))
    window.context.speech.say("Your turn: play a card.", assertive=True)
    assert own.queued + own.started == ["Your turn: play a card."]
    assert stops == [], "the own voice stopped the speech service (and the screen reader's speech with it)"


def test_the_own_voice_speaks_the_windows_language(monkeypatch, qapp, caplog):
    """Not the engine's default (the system locale's: a Manipuri voice reading English where none is set): the
    window's language, its own country where the engine has it, else the language's first; no variant voice."""
    from belote_desktop import i18n
    from PySide6.QtCore import QLocale

    voice = OwnVoice("mock")  # Qt's test engine: en_GB (its default), en_US, nb_NO, nn_NO, fi_FI
    monkeypatch.setattr(i18n, "current_language", lambda: "en")
    monkeypatch.setattr(i18n, "locale_for", lambda code: QLocale("en_US"))
    voice.say("North passes.")
    assert voice._tts.locale().name() == "en_US" and "+" not in voice._tts.voice().name()
    monkeypatch.setattr(i18n, "current_language", lambda: "en_AU")
    monkeypatch.setattr(i18n, "locale_for", lambda code: QLocale("en_AU"))
    voice.say("East passes.")  # no Australian voice: one of the same language
    assert voice._tts.locale().language() == QLocale.Language.English and voice.language == "en_AU"
    monkeypatch.setattr(i18n, "current_language", lambda: "fr")
    monkeypatch.setattr(i18n, "locale_for", lambda code: QLocale("fr_FR"))
    voice.say("Sud passe.")  # no French voice: said, and the log says why it sounds English
    assert "speaks fr_FR" in caplog.text
    voice.stop()
